/**
 * Flags that contradict each other or do not apply are usage errors (exit 2) naming the flags and
 * the game (scripts/cli-options.ts checkSolverOptions, verify-command.ts): `--solve --no-solver`,
 * `--no-solver` on a game without a solver or without iterative deepening, a search switch with
 * `--solve`, `--mcts` or `--solve` with verify. Nothing is printed on stdout.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, hasSolver } from '$lib/engine';
import { runCli } from './cli-run';

const C4 = '......./......./......./......./......./.......';
/** A position of each game, valid, so that only the flags can be wrong. */
const POSITIONS: Record<string, string> = {
	ttt3: 'XOX/.O./X..',
	ttt4: '..../..../..../....',
	connect4: C4,
	ultimate: `${Array.from({ length: 9 }, () => '.........').join('/')} *`
};

describe('contradicting and inapplicable flags', () => {
	it.each([
		{
			argv: ['--solve', '--no-solver', '--game', 'connect4', C4],
			error:
				'--solve runs the exact solver and --no-solver turns it off (--game connect4): give one of them.'
		},
		{
			argv: ['--no-solver', 'XOX/.O./X..'],
			error:
				"--no-solver turns off Connect Four's exact solver (--game connect4); --game ttt3 has no solver to turn off."
		},
		{
			argv: ['--no-solver', '--no-iterative-deepening', '--game', 'connect4', C4],
			error:
				'--no-solver does not apply with --no-iterative-deepening: in --game connect4 the exact solver runs only beside iterative deepening.'
		},
		{
			argv: ['--solve', '--time-budget', '500', '--game', 'connect4', C4],
			error:
				'--time-budget does not apply with --solve: in --game connect4 it runs the exact solver alone, with no time limit.'
		},
		{
			argv: ['--game', 'connect4', '--order', 'index', '--solve', C4],
			error:
				'--order does not apply with --solve: in --game connect4 it runs the exact solver alone, with no time limit.'
		},
		{
			argv: ['--solve', 'XOX/.O./X..'],
			error: '--solve solves Connect Four only (--game connect4), not "ttt3".'
		}
	])('analyze $argv', async ({ argv, error }) => {
		expect(await runCli('analyze', argv)).toEqual({ status: 2, stdout: '', stderr: `${error}\n` });
	});

	it.each([
		[
			['--mcts'],
			'verify does not take --mcts: it proves the minimax AI of tic-tac-toe 3x3 (--game ttt3).'
		],
		[
			['--no-solver'],
			"--no-solver turns off Connect Four's exact solver (--game connect4); --game ttt3 has no solver to turn off."
		]
	])('verify %j', async (argv, error) => {
		expect(await runCli('verify', argv)).toEqual({ status: 2, stdout: '', stderr: `${error}\n` });
	});

	it('in French', async () => {
		const run = await runCli('analyze', [
			'--lang',
			'fr',
			'--no-solver',
			'--game',
			'ttt4',
			POSITIONS.ttt4
		]);
		expect(run.stderr).toBe(
			'--no-solver désactive le solveur exact de Puissance 4 (--game connect4)\u202f; --game ttt4 n’a pas de solveur à désactiver.\n'
		);
	});

	it('--no-solver on every game without a solver names the flag and the game', async () => {
		for (const game of GAME_IDS.filter((g) => !hasSolver(g))) {
			const run = await runCli('analyze', ['--no-solver', '--game', game, POSITIONS[game]]);
			expect(run.status).toBe(2);
			expect(run.stderr).toContain(`--game ${game} has no solver`);
		}
	});

	it('--solve with any search switch names the first one (generated command lines)', async () => {
		const SWITCHES: readonly (readonly string[])[] = [
			['--no-solver'],
			['--alpha-beta'],
			['--no-alpha-beta'],
			['--order', 'center-first'],
			['--transposition-table'],
			['--no-transposition-table'],
			['--depth-limit', '3'],
			['--iterative-deepening'],
			['--no-iterative-deepening'],
			['--time-budget', '100']
		];
		await fc.assert(
			fc.asyncProperty(
				// One of each pair: --alpha-beta with --no-alpha-beta is another error.
				fc.uniqueArray(fc.constantFrom(...SWITCHES), {
					minLength: 1,
					maxLength: 3,
					selector: (flags) => flags[0].replace('--no-', '--')
				}),
				fc.nat(3),
				fc.boolean(),
				async (switches, at, json) => {
					// --solve before, between or after the switches, never between a flag and its value.
					const argv = [
						...switches.slice(0, at).flat(),
						'--solve',
						...switches.slice(at).flat(),
						'--game',
						'connect4',
						C4
					];
					const run = await runCli('analyze', json ? ['--json', ...argv] : argv);
					expect(run.status).toBe(2);
					expect(run.stdout).toBe('');
					expect(run.stderr).toContain(switches[0][0]);
					expect(run.stderr).toContain('--solve');
					expect(run.stderr).toContain('--game connect4');
				}
			),
			{ numRuns: 40 }
		);
	});

	it('what applies is still accepted: --solve alone, --no-solver with iterative deepening', async () => {
		const solved = await runCli('analyze', [
			'--solve',
			'--json',
			'--game',
			'connect4',
			'......./......./......./......./OXOXOX./XOXOXO.'
		]);
		expect(solved.stderr).toBe('');
		expect(JSON.parse(solved.stdout)).toMatchObject({ solve: true, game: 'connect4' });
		const noSolver = await runCli('analyze', [
			'--no-solver',
			'--time-budget',
			'50',
			'--json',
			'--game',
			'connect4',
			C4
		]);
		expect(noSolver.stderr).toBe('');
		expect(JSON.parse(noSolver.stdout).solver).toBeUndefined();
	});
});
