import { describe, expect, it } from 'vitest';
import { cliCommand } from '$lib/app/page/cli-command';
import { parsePosition } from '$lib/engine';

describe('cliCommand', () => {
	it.each([
		[
			'XOX/.O./X..',
			{ alphaBeta: false, depthPenalty: true, order: 'index' },
			"npm run --silent analyze -- 'XOX/.O./X..'"
		],
		[
			'XX./OO./... o',
			{ alphaBeta: true, depthPenalty: false, order: 'center-first' },
			"npm run --silent analyze -- --alpha-beta --order center-first --no-depth-penalty 'XX./OO./... o'"
		]
	] as const)('case %# %s', (notation, options, command) => {
		expect(cliCommand(parsePosition(notation), options)).toBe(command);
	});
});

describe('cliCommand beyond 3x3', () => {
	const c4 = '......./......./......./......./......./...X...';
	it.each([
		// Connect Four's CLI defaults are alpha-beta, centre first, the table and iterative
		// deepening: the page's plain search turns each off.
		{
			game: 'connect4',
			notation: c4,
			options: {},
			command: `npm run --silent analyze -- --no-alpha-beta --order index --game connect4 --no-transposition-table --no-iterative-deepening '${c4}'`
		},
		{
			game: 'connect4',
			notation: c4,
			options: { transpositionTable: true, depthLimit: 4 },
			command: `npm run --silent analyze -- --no-alpha-beta --order index --game connect4 --depth-limit 4 --no-iterative-deepening '${c4}'`
		},
		{
			game: 'connect4',
			notation: c4,
			options: {
				alphaBeta: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: null,
				iterativeDeepening: true
			},
			command: `npm run --silent analyze -- --game connect4 '${c4}'`
		},
		{
			game: 'connect4',
			notation: c4,
			options: {
				alphaBeta: true,
				order: 'center-first',
				transpositionTable: true,
				iterativeDeepening: true,
				depthLimit: 9
			},
			command: `npm run --silent analyze -- --game connect4 --depth-limit 9 '${c4}'`
		},
		{
			game: 'ttt4',
			notation: '..../..../..../....',
			options: { alphaBeta: true, depthLimit: null },
			command:
				"npm run --silent analyze -- --alpha-beta --game ttt4 --depth-limit none '..../..../..../....'"
		},
		{
			game: 'ttt3',
			notation: 'XOX/.O./X..',
			options: { depthLimit: 2 },
			command: "npm run --silent analyze -- --depth-limit 2 'XOX/.O./X..'"
		}
	] as const)('$game $options', ({ game, notation, options, command }) => {
		const base = { alphaBeta: false, depthPenalty: true, order: 'index', game } as const;
		expect(cliCommand(parsePosition(notation, game), { ...base, ...options })).toBe(command);
	});
});
