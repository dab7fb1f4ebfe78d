/**
 * A cross-module suite: the analyze and verify scripts (scripts/*.ts), run through their entry
 * points in this process (run-script.ts), checked against the engine; faults found by trying them are named after the fault.
 */
import { describe, expect, it } from 'vitest';
import {
	InvalidCharacterError,
	MarkCountError,
	SideToMoveWonError,
	PositionError,
	parsePosition,
	proveUnbeatable,
	search,
	formatPosition,
	type SearchOptions
} from '$lib/engine';
import { runScript, type ScriptRun } from './scripts/run-script';

/** Runs a script in-process (run-script.ts); its stdout, or throws its status and output. */
async function run(script: 'analyze' | 'verify', args: string[]): Promise<string> {
	const out = await runScript(script, args);
	if (out.status !== 0) throw Object.assign(new Error(out.stderr), out);
	return out.stdout;
}

/** Runs a script expected to fail; its status, stdout and stderr. */
async function runFailing(script: 'analyze' | 'verify', args: string[]): Promise<ScriptRun> {
	const out = await runScript(script, args);
	if (out.status === 0)
		throw new Error(`${script} ${args.join(' ')} succeeded; expected a failure`);
	return out;
}

describe('analyze --json', () => {
	it.each([
		{ name: 'default options', args: [], options: {} },
		{
			name: 'alpha-beta, centre first, no depth penalty',
			args: ['--alpha-beta', '--order', 'center-first', '--no-depth-penalty'],
			options: { alphaBeta: true, order: 'center-first', depthPenalty: false }
		}
	] as { name: string; args: string[]; options: Partial<SearchOptions> }[])(
		'XOX/.O./X.. with $name matches the engine',
		async ({ args, options }) => {
			const out = JSON.parse(await run('analyze', [...args, '--json', 'XOX/.O./X..']));
			const position = parsePosition('XOX/.O./X..');
			const result = search(position, options);
			const { ms, ...rest } = out;
			expect(typeof ms).toBe('number');
			expect(rest).toEqual({
				game: 'ttt3',
				position: formatPosition(position),
				toMove: position.toMove,
				bestMove: result.bestMove,
				value: result.value,
				moves: result.moves,
				nodes: result.nodes,
				transpositionTable: false,
				tableEntries: 0,
				tableHits: 0,
				depthLimit: null,
				horizonLeaves: 0,
				kept: result.nodes
			});
		}
	);

	it.each([
		{ name: 'an invalid character', text: 'XAX/.O./X..', error: new InvalidCharacterError('A') },
		{ name: 'bad mark counts', text: 'XXX/.../...', error: new MarkCountError(3, 0) }
	] as { name: string; text: string; error: PositionError }[])(
		'$name: exit status 2, one line on stderr naming the problem',
		async ({ text, error }) => {
			const { status, stdout, stderr } = await runFailing('analyze', ['--json', text]);
			expect(status).toBe(2);
			expect(stdout).toBe('');
			expect(stderr).toBe(`${error.message}\n`);
			expect(() => parsePosition(text)).toThrow(error.constructor as typeof PositionError);
		}
	);
});

describe('verify --json', () => {
	it('matches proveUnbeatable()', async () => {
		const out = JSON.parse(await run('verify', ['--json']));
		expect(out).toEqual(proveUnbeatable());
		expect(out.humanFirst.games + out.aiFirst.games).toBe(642);
	});
});

describe("fault: a position starting with '-' (an empty cell) is taken for an option", () => {
	it.each([
		{
			name: 'with slashes, after an option with a value',
			args: ['--order', 'center', '--json', '-X-/---/---']
		},
		{ name: 'nine cells without slashes, before the options', args: ['-X-------', '--json'] }
	])('$name: analyzed as .X./.../...', async ({ args }) => {
		const out = JSON.parse(await run('analyze', args));
		const order = args.includes('center') ? 'center-first' : 'index';
		const result = search(parsePosition('.X./.../...'), { order });
		expect(out.position).toBe('.X./.../...');
		expect(out.toMove).toBe('O');
		expect(out.moves).toEqual(result.moves);
		expect(out.nodes).toBe(63_905);
	});

	it("a bad position starting with '-' gets the position's error, not \"Unknown option\"", async () => {
		const { status, stderr } = await runFailing('analyze', ['-X-/---/--']);
		expect(status).toBe(2);
		expect(stderr).toBe('Row 3 ("--") has 2 cells, expected 3.\n');
	});
});

describe("fault: '--depth-limit -1' needs a value; verify's unknown option hints at a position", () => {
	it.each([
		{
			script: 'analyze',
			args: ['--depth-limit', '-1', 'XOX/.O./X..'],
			stderr: 'Bad depth limit "-1": give a whole number of plies from 1 to 9, or none.\n'
		},
		{
			script: 'analyze',
			args: ['--lang', 'fr', '--depth-limit', '-1', 'XOX/.O./X..'],
			stderr:
				'Limite de profondeur incorrecte «\u202f-1\u202f»\u202f: donnez un nombre entier de demi-coups de 1 à 9, ou none.\n'
		},
		{ script: 'verify', args: ['--bogus'], stderr: "Unknown option '--bogus'.\n" },
		{
			script: 'verify',
			args: ['--lang', 'fr', '--bogus'],
			stderr: 'Option inconnue «\u202f--bogus\u202f».\n'
		}
	] as { script: 'analyze' | 'verify'; args: string[]; stderr: string }[])(
		'$script $args',
		async ({ script, args, stderr }) => {
			const out = await runFailing(script, args);
			expect(out.status).toBe(2);
			expect(out.stderr).toBe(stderr);
		}
	);
});

describe('fault: the side argument refuses the spaces the position accepts', () => {
	it.each([{ name: 'spaces around it', side: ' o ' }])(
		'$name ("$side"): O to move, as in XX./OO./... o',
		async ({ side }) => {
			const out = JSON.parse(await run('analyze', ['--json', 'XX./OO./...', side]));
			const position = parsePosition('XX./OO./... o');
			const result = search(position);
			expect(out.position).toBe('XX./OO./... o');
			expect(out.toMove).toBe('O');
			expect(out.bestMove).toBe(result.bestMove);
			expect(out.moves).toEqual(result.moves);
		}
	);
});

describe('fault: a finished position is described with a side to move', () => {
	it.each([
		{ text: 'XXX/OO./O.. o', over: 'The game is over: X won.' },
		{ text: 'XOX/XOO/OXX', over: 'The game is over: draw.' }
	])('$text: no side to move, the result', async ({ text, over }) => {
		const lines = (await run('analyze', [text])).split('\n');
		const notation = formatPosition(parsePosition(text));
		expect(lines[0]).toBe(`Position ${notation} (plain minimax, depth penalty on, index order)`);
		expect(lines.join('\n')).not.toContain('to move');
		expect(lines[4]).toBe(over);
	});

	it('a game in progress still names the side to move', async () => {
		const first = (await run('analyze', ['XOX/.O./X..'])).split('\n')[0];
		expect(first).toBe(
			'Position XOX/.O./X.., O to move (plain minimax, depth penalty on, index order)'
		);
	});
});

describe('fault: XXX/OO./O.. blames X to move but never says it is a finished game if O started', () => {
	it('names the valid reading, and that reading is a finished game won by X', async () => {
		const { status, stderr } = await runFailing('analyze', ['XXX/OO./O..']);
		expect(status).toBe(2);
		expect(stderr).toBe(`${new SideToMoveWonError('X', 'XXX/OO./O.. o').message}\n`);
		expect(stderr).toContain('If O moved first, `XXX/OO./O.. o` is a finished game won by X.');
		const out = JSON.parse(await run('analyze', ['--json', 'XXX/OO./O.. o']));
		expect(out.result).toBe('X');
	});
});

describe('analyze: games and search techniques (figures of docs/reference-figures.md)', () => {
	it('the empty 3x3 board, plain minimax with the table: 16,168 nodes, 4,520 entries', async () => {
		const out = JSON.parse(
			await run('analyze', ['--json', '--transposition-table', '.../.../...'])
		);
		expect(out).toMatchObject({
			game: 'ttt3',
			value: 0,
			nodes: 16168,
			transpositionTable: true,
			tableEntries: 4520,
			depthLimit: null,
			horizonLeaves: 0
		});
		expect(out.tableHits).toBeGreaterThan(0);
	});

	it('the empty 4x4 board, alpha-beta with the table, centre first, no depth penalty: a draw in 725,254 nodes', async () => {
		const args = ['--game', 'ttt4', '--alpha-beta', '--transposition-table', '--order', 'center'];
		const out = JSON.parse(
			await run('analyze', [
				...args,
				'--no-depth-penalty',
				'--depth-limit',
				'none',
				'--json',
				'..../..../..../....'
			])
		);
		expect(out).toMatchObject({ game: 'ttt4', value: 0, nodes: 725254, tableEntries: 241788 });
	});

	it.each([
		{ game: 'ttt4', text: '..../..../..../....', limit: '2', nodes: 257, horizon: 240 },
		{
			game: 'connect4',
			text: '......./......./......./......./......./.......',
			limit: '3',
			nodes: 400,
			horizon: 343
		}
	])('$game, plain search to depth $limit: $nodes nodes, $horizon horizon leaves', async (c) => {
		// Connect Four's defaults are alpha-beta, the table and iterative deepening: off here.
		const plain = ['--no-alpha-beta', '--no-transposition-table', '--no-iterative-deepening'];
		const out = JSON.parse(
			await run('analyze', ['--game', c.game, ...plain, '--depth-limit', c.limit, '--json', c.text])
		);
		expect(out).toMatchObject({
			game: c.game,
			nodes: c.nodes,
			depthLimit: Number(c.limit),
			horizonLeaves: c.horizon,
			tableEntries: 0,
			tableHits: 0
		});
		expect(out.moves).toHaveLength(c.game === 'ttt4' ? 16 : 7);
	});

	it('the text output draws a Connect Four board of 6 rows of 7 and names the techniques', async () => {
		const text = '......./......./......./......./......./...X...';
		const plain = [
			'--no-alpha-beta',
			'--order',
			'index',
			'--no-transposition-table',
			'--no-iterative-deepening'
		];
		const lines = (
			await run('analyze', ['--game', 'connect4', ...plain, '--depth-limit', '2', text])
		).split('\n');
		expect(lines[0]).toBe(
			`Position ${text}, O to move (plain minimax, depth penalty on, index order, Connect Four, depth limit 2)`
		);
		expect(lines[6]).toBe('  36 | 37 | 38 |  X | 40 | 41 | 42');
	});

	it.each([
		{
			args: ['--game', 'go', 'x'],
			message: 'Unknown game "go": use ttt3, ttt4, connect4, ultimate.'
		},
		{
			args: ['--lang', 'fr', '--depth-limit', 'deep', 'x'],
			message:
				'Limite de profondeur incorrecte « deep » : donnez un nombre entier de demi-coups de 1 à 9, ou none.'
		},
		{
			args: ['--game', 'connect4', '......./......./......./......./...X.../.......'],
			message: null
		}
	])('$args: exit status 2 with its message', async ({ args, message }) => {
		const { status, stderr } = await runFailing('analyze', args);
		expect(status).toBe(2);
		// French typography puts U+202F before ':' and inside the guillemets.
		if (message) expect(stderr.trim().replace(/\u202f/g, ' ')).toBe(message);
		else expect(stderr).toMatch(/float|above an empty/i);
	});
});

describe('analyze --iterative-deepening (docs/reference-figures.md: Connect Four 8, 57, 400, 2,801)', () => {
	it('Connect Four to depth 4: each iteration with its nodes, the answer the last one', async () => {
		const empty = '......./......./......./......./......./.......';
		// Plain minimax iterations (Connect Four's defaults turned off but iterative deepening).
		const plain = [
			'--no-alpha-beta',
			'--order',
			'index',
			'--no-transposition-table',
			'--no-solver'
		];
		const args = ['--game', 'connect4', ...plain, '--iterative-deepening', '--depth-limit', '4'];
		// A generous budget: the four iterations take a few milliseconds; the test pins nodes, not time.
		const out = JSON.parse(
			await run('analyze', [...args, '--time-budget', '600000', '--json', empty])
		);
		const { iterations, stoppedBy, timeBudgetMs } = out.iterativeDeepening;
		expect(iterations.map((i: { depth: number; nodes: number }) => [i.depth, i.nodes])).toEqual([
			[1, 8],
			[2, 57],
			[3, 400],
			[4, 2801]
		]);
		expect([stoppedBy, timeBudgetMs]).toEqual(['max-depth', 600000]);
		expect([out.nodes, out.depthLimit, out.bestMove]).toEqual([2801, 4, iterations[3].bestMove]);
	});

	it('a bad --time-budget is a usage error', async () => {
		const { status, stderr } = await runFailing('analyze', [
			'--iterative-deepening',
			'--time-budget',
			'soon',
			'x'
		]);
		expect(status).toBe(2);
		expect(stderr.trim()).toBe(
			'Bad time budget "soon": give a whole number of milliseconds from 1 to 600000.'
		);
	});
});
