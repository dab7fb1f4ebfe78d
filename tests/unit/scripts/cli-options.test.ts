/**
 * scripts/cli-options.ts: the command line both scripts share. Positions that start with '-' and
 * sides with spaces are faults found by trying the CLI (see also cli.test.ts, which runs it).
 */
import { describe, expect, it } from 'vitest';
import { parseCli, positionText, readsAsPosition, UsageError } from '../../../scripts/cli-options';

describe('readsAsPosition', () => {
	it.each([
		'-X-/---/---',
		'-X-------',
		'---------',
		'-x-/-o-/---',
		'- X - / - - - / - - -',
		'-X-/---/--',
		'-X-------- o'
	])('"%s" reads as a position', (arg) => {
		expect(readsAsPosition(arg)).toBe(true);
	});

	it.each([
		'--json',
		'--alpha-beta',
		'--order',
		'--order=center',
		'--no-depth-penalty',
		'-h',
		'--help',
		'--',
		'-x',
		'-o',
		'--jsn',
		'-X-'
	])('"%s" does not', (arg) => {
		expect(readsAsPosition(arg)).toBe(false);
	});
});

describe("fault: a position starting with '-' (an empty cell) is taken for an option", () => {
	it.each([
		{ name: 'alone', argv: ['-X-/---/---'], order: 'index' },
		{ name: 'after a flag', argv: ['--json', '-X-/---/---'], order: 'index' },
		{ name: 'before the options', argv: ['-X-/---/---', '--json'], order: 'index' },
		{
			name: 'after an option with a value',
			argv: ['--order', 'center', '-X-/---/---'],
			order: 'center-first'
		},
		{ name: 'with a side', argv: ['-X-/---/---', 'o', '--json'], order: 'index' },
		{ name: 'after --', argv: ['--json', '--', '-X-/---/---'], order: 'index' }
	])('$name: the position is the first positional argument', ({ argv, order }) => {
		const args = parseCli(argv);
		expect(args.positionals[0]).toBe('-X-/---/---');
		expect(args.options.order).toBe(order);
		expect(args.json).toBe(argv.includes('--json'));
	});

	it('an unknown option is still refused', () => {
		expect(() => parseCli(['--jsn', 'XOX/.O./X..'])).toThrow(UsageError);
		expect(() => parseCli(['--jsn', 'XOX/.O./X..'])).toThrow(/^Unknown option '--jsn'/);
		expect(() => parseCli(['-x'])).toThrow(/^Unknown option '-x'/);
	});
});

describe('fault: the side argument refuses the spaces the position accepts', () => {
	it.each(['o', 'o ', ' o', ' O ', '\to\n'])('side "%s"', (side) => {
		expect(positionText(['XX./OO./...', side])).toBe(`XX./OO./... ${side.trim()}`);
	});

	it.each([
		{ name: 'no position', positionals: [], message: 'Missing POSITION, for example XOX/.O./X..' },
		{
			name: 'a side that is not x or o',
			positionals: ['XX./OO./...', 'z'],
			message:
				'Unexpected argument "z": give one position, optionally followed by x or o (quote a position with spaces).'
		},
		{
			name: 'three arguments',
			positionals: ['XX./OO./...', 'o', 'x'],
			message:
				'Unexpected argument "x": give one position, optionally followed by x or o (quote a position with spaces).'
		}
	])('$name: a UsageError', ({ positionals, message }) => {
		expect(() => positionText(positionals)).toThrow(UsageError);
		expect(() => positionText(positionals)).toThrow(message);
	});
});

describe('parseCli', () => {
	it('reads the options, with the defaults of the page', () => {
		expect(parseCli(['XOX/.O./X..'])).toEqual({
			options: {
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				game: 'ttt3',
				transpositionTable: false,
				depthLimit: null,
				iterativeDeepening: false,
				solver: false
			},
			deepening: null,
			timeBudgetMs: 1000,
			solve: false,
			mcts: null,
			json: false,
			help: false,
			lang: 'en',
			positionals: ['XOX/.O./X..']
		});
		expect(
			parseCli(['--alpha-beta', '--no-depth-penalty', '--order=center-first', '-h']).options
		).toEqual({
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first',
			game: 'ttt3',
			transpositionTable: false,
			depthLimit: null,
			iterativeDeepening: false,
			solver: false
		});
	});

	it('refuses an unknown move order', () => {
		expect(() => parseCli(['--order', 'random'])).toThrow(
			'Unknown move order "random": use index or center-first.'
		);
	});
});

describe('parseCli: games and search techniques', () => {
	it.each([
		{ argv: ['--game', 'ttt4'], game: 'ttt4', table: false, limit: 5 },
		// Connect Four's defaults: the table, iterative deepening without a depth limit; without
		// iterative deepening, 7 plies (games.ts).
		{ argv: ['--game=connect4'], game: 'connect4', table: true, limit: null },
		{
			argv: ['--game', 'connect4', '--no-iterative-deepening'],
			game: 'connect4',
			table: true,
			limit: 7
		},
		{
			argv: ['--game', 'connect4', '--no-transposition-table', '--depth-limit', '9'],
			game: 'connect4',
			table: false,
			limit: 9
		},
		{ argv: ['--transposition-table', '--depth-limit', '3'], game: 'ttt3', table: true, limit: 3 },
		{ argv: ['--game', 'ttt4', '--depth-limit=16'], game: 'ttt4', table: false, limit: 16 }
	])('$argv: game $game, table $table, depth limit $limit (default: games.ts)', (c) => {
		const { options } = parseCli([...c.argv, '..../..../..../....']);
		expect(options.game).toBe(c.game);
		expect(options.transpositionTable).toBe(c.table);
		expect(options.depthLimit).toBe(c.limit);
	});

	it('a Connect Four position after --game is the positional argument', () => {
		const text = '......./......./......./......./......./...X...';
		expect(parseCli(['--game', 'connect4', text]).positionals).toEqual([text]);
	});

	it.each([
		{
			argv: ['--game', 'chess'],
			message: 'Unknown game "chess": use ttt3, ttt4, connect4, ultimate.'
		},
		{
			argv: ['--depth-limit', '0'],
			message: 'Bad depth limit "0": give a whole number of plies from 1 to 9, or none.'
		},
		{
			argv: ['--game', 'connect4', '--depth-limit', '43'],
			message: 'Bad depth limit "43": give a whole number of plies from 1 to 42, or none.'
		},
		{
			argv: ['--depth-limit', '2.5'],
			message: 'Bad depth limit "2.5": give a whole number of plies from 1 to 9, or none.'
		},
		{ argv: ['--game'], message: "Option '--game' needs a value." }
	])('$argv: a UsageError with its own message', ({ argv, message }) => {
		expect(() => parseCli(argv)).toThrow(UsageError);
		expect(() => parseCli(argv)).toThrow(message);
	});
});

describe("parseCli: each game's defaults and the --no- flags", () => {
	it('Connect Four: alpha-beta, centre first, the table, iterative deepening, the solver', () => {
		const { options, deepening } = parseCli(['--game', 'connect4', 'x']);
		expect(options).toEqual({
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			game: 'connect4',
			transpositionTable: true,
			depthLimit: null,
			iterativeDeepening: true,
			solver: true
		});
		expect(deepening).toEqual({ timeBudgetMs: 1000 });
	});

	it('every technique turned off: the plain search of the reference figures (19,608 nodes at 5 plies)', () => {
		const { options, deepening } = parseCli([
			'--game',
			'connect4',
			'--no-alpha-beta',
			'--no-transposition-table',
			'--no-iterative-deepening',
			'--depth-limit',
			'5',
			'x'
		]);
		expect(options).toMatchObject({
			alphaBeta: false,
			transpositionTable: false,
			iterativeDeepening: false,
			solver: false,
			depthLimit: 5
		});
		expect(deepening).toBeNull();
	});

	it('--no-solver keeps iterative deepening; 3x3 ignores nothing and needs no flag', () => {
		expect(parseCli(['--game', 'connect4', '--no-solver', 'x']).options.solver).toBe(false);
		expect(parseCli(['--no-alpha-beta', 'x']).options.alphaBeta).toBe(false);
	});

	it.each([
		['--alpha-beta', '--no-alpha-beta'],
		['--transposition-table', '--no-transposition-table'],
		['--no-iterative-deepening', '--iterative-deepening']
	])('%s with %s: a UsageError', (a, b) => {
		const flag = a.replace('--no-', '--');
		expect(() => parseCli([a, b, 'x'])).toThrow(`Give ${flag} or --no-${flag.slice(2)}, not both.`);
	});

	it('--solve is Connect Four only', () => {
		expect(parseCli(['--game', 'connect4', '--solve', 'x']).solve).toBe(true);
		expect(() => parseCli(['--solve', 'x'])).toThrow(
			'--solve solves Connect Four only (--game connect4), not "ttt3".'
		);
	});
});

describe('parseCli: --iterative-deepening and --time-budget', () => {
	it.each([
		{ argv: ['--iterative-deepening'], deepening: { timeBudgetMs: 1000 } },
		{
			argv: ['--iterative-deepening', '--time-budget', '250', '--depth-limit', '6'],
			deepening: { timeBudgetMs: 250, maxDepth: 6 }
		}
	])('$argv', ({ argv, deepening }) => {
		expect(parseCli([...argv, 'XOX/.O./X..']).deepening).toEqual(deepening);
	});

	it("fault: beyond 3x3 it went past the game's default depth limit, which the page's deepening stops at", () => {
		const deepest = (argv: string[]) =>
			parseCli(['--iterative-deepening', ...argv, 'X.../..../..../....']).deepening;
		expect(deepest(['--game', 'ttt4'])).toEqual({ timeBudgetMs: 1000, maxDepth: 5 });
		expect(deepest(['--game', 'ttt4', '--depth-limit', 'none'])).toEqual({ timeBudgetMs: 1000 });
	});

	it.each(['0', '600001', '1.5', 'fast'])('--time-budget %s is refused', (value) => {
		expect(() => parseCli(['--time-budget', value])).toThrow(
			`Bad time budget "${value}": give a whole number of milliseconds from 1 to 600000.`
		);
	});
});

describe("fault: '--depth-limit -1' says the option needs a value although one was given", () => {
	it.each([
		{
			argv: ['--depth-limit', '-1', 'XOX/.O./X..'],
			message: 'Bad depth limit "-1": give a whole number of plies from 1 to 9, or none.'
		},
		{
			argv: ['--game', 'connect4', '--depth-limit', '-5'],
			message: 'Bad depth limit "-5": give a whole number of plies from 1 to 42, or none.'
		},
		{
			argv: ['--time-budget', '-20'],
			message: 'Bad time budget "-20": give a whole number of milliseconds from 1 to 600000.'
		},
		{ argv: ['--order', '-x'], message: 'Unknown move order "-x": use index or center-first.' },
		{ argv: ['--depth-limit', '--json'], message: "Option '--depth-limit' needs a value." }
	])('$argv: the value named in its own error', ({ argv, message }) => {
		expect(() => parseCli(argv)).toThrow(UsageError);
		expect(() => parseCli(argv)).toThrow(message);
	});

	it('a position starting with "-" after an option with a value is still the position', () => {
		const args = parseCli(['--depth-limit', '3', '-X-/---/---']);
		expect(args.options.depthLimit).toBe(3);
		expect(args.positionals).toEqual(['-X-/---/---']);
	});
});

describe("fault: verify's unknown option hints at giving a position, which verify does not take", () => {
	it('analyze keeps the hint; verify has none', () => {
		expect(() => parseCli(['--bogus'])).toThrow(
			"Unknown option '--bogus'. To give a position starting with '-', put it after '--'."
		);
		let message = '';
		try {
			parseCli(['--bogus'], false);
		} catch (error) {
			message = (error as Error).message;
		}
		expect(message).toBe("Unknown option '--bogus'.");
	});
});
