/**
 * `analyze --mcts` (scripts/cli-options.ts CliMcts, scripts/mcts-cli.ts): the flags parsed with
 * their defaults, bad values refused with their own errors in English and French, and the output
 * (JSON and text) agreeing with the engine: the MCTS run itself (same seed, same visits) and the
 * exact value of every move.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, emptyGamePosition, parsePosition, playColumn, search } from '$lib/engine';
import { render } from '$lib/i18n';
import { CLI_CATALOGUES } from '$lib/i18n/cli-catalogues';
import { gamePosition, mcts } from '$lib/mcts';
import { parseCli, UsageError } from '../../../scripts/cli-options';
import { solvedPositions } from '../fixtures/connect4-solved';
import { analyzeMcts, exactMoveValues } from '../../../scripts/mcts-cli';
import { runScript } from './run-script';

function problemOf(argv: string[]) {
	try {
		parseCli(argv);
	} catch (error) {
		if (error instanceof UsageError) return error.problem;
		throw error;
	}
	throw new Error(`parseCli accepted ${argv.join(' ')}`);
}

describe('parseCli: --mcts and its settings', () => {
	it('defaults: 1,000 iterations, seed 0, exploration sqrt 2, no time budget', async () => {
		expect(parseCli(['--mcts', 'XOX/.O./X..']).mcts).toEqual({
			iterations: 1000,
			timeBudgetMs: null,
			seed: 0,
			exploration: Math.SQRT2
		});
		expect(parseCli(['XOX/.O./X..']).mcts).toBeNull();
	});
	it('given values, and --time-budget in place of iterations', async () => {
		const a = parseCli(['--mcts', '--iterations', '500', '--seed=7', '--exploration', '0.5', 'x']);
		expect(a.mcts).toEqual({ iterations: 500, timeBudgetMs: null, seed: 7, exploration: 0.5 });
		expect(parseCli(['--mcts', '--time-budget', '200', 'x']).mcts).toEqual({
			iterations: null,
			timeBudgetMs: 200,
			seed: 0,
			exploration: Math.SQRT2
		});
		expect(parseCli(['--mcts', '--exploration', '0', 'x']).mcts?.exploration).toBe(0);
	});
	it.each([
		[['--iterations', '0'], { kind: 'bad-iterations', value: '0', max: 1_000_000 }],
		[['--iterations', 'abc'], { kind: 'bad-iterations', value: 'abc', max: 1_000_000 }],
		[['--iterations', '1.5'], { kind: 'bad-iterations', value: '1.5', max: 1_000_000 }],
		[['--iterations', '1000001'], { kind: 'bad-iterations', value: '1000001', max: 1_000_000 }],
		[['--exploration', '-1'], { kind: 'bad-exploration', value: '-1' }],
		[['--exploration', 'big'], { kind: 'bad-exploration', value: 'big' }],
		[['--seed', 'x'], { kind: 'bad-seed', value: 'x' }],
		[['--seed', '-3'], { kind: 'bad-seed', value: '-3' }],
		[['--seed', '4294967296'], { kind: 'bad-seed', value: '4294967296' }],
		[['--alpha-beta'], { kind: 'not-with-mcts', option: '--alpha-beta' }],
		[['--depth-limit', '3'], { kind: 'not-with-mcts', option: '--depth-limit' }]
	])('--mcts %j is refused', (args, problem) => {
		expect(problemOf(['--mcts', ...args, 'XOX/.O./X..'])).toEqual(problem);
	});
	it('an MCTS setting without --mcts is refused', async () => {
		expect(problemOf(['--seed', '3', 'XOX/.O./X..'])).toEqual({
			kind: 'mcts-option',
			option: '--seed'
		});
	});
	it('the errors in English and French name the value', async () => {
		const p = problemOf(['--mcts', '--iterations', 'abc', 'x']);
		expect(new UsageError(p).message).toBe(
			'Bad number of iterations "abc": give a whole number from 1 to 1,000,000.'
		);
		expect(render(CLI_CATALOGUES.fr.cli.usage, p)).toBe(
			'Nombre d’itérations incorrect «\u202fabc\u202f»\u202f: donnez un nombre entier de 1 à 1\u202f000\u202f000.'
		);
		expect(new UsageError(problemOf(['--mcts', '--seed', 'x', 'x'])).message).toBe(
			'Bad seed "x": give a whole number from 0 to 4,294,967,295.'
		);
	});
});

describe('the output agrees with the engine', () => {
	it('3x3 JSON: the same visits as the engine with the same seed, and every exact value', async () => {
		const text = 'X../.O./...';
		const out = JSON.parse(
			analyzeMcts(
				GAME_DEFS.ttt3,
				parsePosition(text),
				{ iterations: 3000, timeBudgetMs: null, seed: 12, exploration: 1 },
				true,
				true,
				'en'
			)
		);
		const r = mcts(gamePosition(GAME_DEFS.ttt3, parsePosition(text)), {
			iterations: 3000,
			seed: 12,
			exploration: 1
		});
		expect(out.bestMove).toBe(r.bestMove);
		expect(out.nodes).toBe(r.nodes);
		expect(out.moves.map((m: { visits: number }) => m.visits)).toEqual(
			r.moves.map((m) => m.visits)
		);
		// The exact values: the engine's own plain minimax from the root, move by move.
		const exact = search(parsePosition(text)).moves;
		for (const m of out.moves) {
			expect(m.exact.value).toBe(exact.find((e) => e.cell === m.cell)!.score);
		}
		expect(out.exactSource).toBe('search');
	});
	it('exact values with and without the depth penalty: XOX/.O./X.., O to move', async () => {
		const p = parsePosition('XOX/.O./X..');
		const withPenalty = exactMoveValues(GAME_DEFS.ttt3, p, [3, 5, 7, 8], true);
		expect([3, 5, 7, 8].map((c) => withPenalty.byCell.get(c)?.value)).toEqual([7, -8, 9, -8]);
		const without = exactMoveValues(GAME_DEFS.ttt3, p, [3, 5, 7, 8], false);
		expect([3, 5, 7, 8].map((c) => without.byCell.get(c)?.result)).toEqual([
			'win',
			'loss',
			'win',
			'loss'
		]);
		expect([3, 5, 7, 8].map((c) => without.byCell.get(c)?.value)).toEqual([10, -10, 10, -10]);
	});
	it('Connect Four: the solver, checked against the reference data (Pascal Pons)', async () => {
		// The last reference position: 36 moves played; its columns' scores from the side to move.
		const ref = solvedPositions().at(-1)!;
		const game = GAME_DEFS.connect4;
		let p = emptyGamePosition(game);
		for (const ch of ref.moves) p = playColumn(game, p, Number(ch) - 1);
		const moves = gamePosition(game, p).moves();
		const e = exactMoveValues(game, p, moves, false);
		expect(e.source).toBe('solver');
		expect(e.complete).toBe(true);
		for (const cell of moves) {
			const score = ref.columns[cell % 7];
			const expected = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
			expect(e.byCell.get(cell)?.result).toBe(expected);
			expect(e.byCell.get(cell)?.value).toBe(Math.sign(score) * game.win);
		}
	});
});

describe('npm run analyze -- --mcts', () => {
	it('text: the table, the move played and the figures', async () => {
		const run = await runScript('analyze', [
			'.../.../...',
			'--mcts',
			'--iterations',
			'1000',
			'--seed',
			'1'
		]);
		expect(run.status).toBe(0);
		const out = run.stdout;
		expect(out).toContain(
			'Monte Carlo tree search (UCT): 1,000 iterations, seed 1, exploration √2.'
		);
		expect(out).toContain('   5     177     72.6%  0 (draw)  <- most visited');
		expect(out).toContain('Move played: cell 5, the most visited (177 visits).');
		expect(out).toContain('Iterations: 1,000. Nodes in the tree: 1,001.');
	});
	it('a bad value: exit status 2 and the message on stderr, in French', async () => {
		// In-process: the real process's exit status and streams are cli-tree.test.ts's.
		const run = await runScript('analyze', ['x', '--mcts', '--exploration', '-1', '--lang', 'fr']);
		expect(run.status).toBe(2);
		expect(run.stdout).toBe('');
		expect(run.stderr).toContain('Constante d’exploration incorrecte');
	});
});
