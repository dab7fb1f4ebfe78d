/**
 * A game added by definition (engine defineLinesGame and registerGame, docs/architecture.md,
 * "Adding a game"): a made-up 5x5 board with four in a row, run end to end on the command line
 * with `--game` as a user runs it, against the engine's own search of the same options.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	defineLinesGame,
	gameDef,
	parsePosition,
	registerGame,
	resolveSearchOptions,
	search,
	unregisterGame
} from '$lib/engine';
import { runScript } from './run-script';

/** X has three in the top row, O three below: X to move wins at once on cell 4 (index 3). */
const WIN_NOW = 'XXX../OOO../...../...../.....';

const SQUARE5 = defineLinesGame({ id: 'square5', width: 5, height: 5, winLength: 4 });

describe('a game added by definition: 5x5, four in a row', () => {
	it('is unknown to --game until it is registered', async () => {
		const out = await runScript('analyze', ['--game', 'square5', WIN_NOW]);
		expect(out.status).toBe(2);
		expect(out.stderr).toContain('square5');
		expect(out.stderr).toContain('ttt3');
	});

	describe('registered', () => {
		beforeAll(() => registerGame(SQUARE5));
		afterAll(() => unregisterGame(SQUARE5.id));

		it('has the definition defaults: 50 lines of four, plain minimax to 4 plies', () => {
			expect(gameDef('square5')).toBe(SQUARE5);
			// Two lines of four in each of the 5 rows and 5 columns; 4 diagonals each way.
			expect(SQUARE5.lines).toHaveLength(28);
			expect(resolveSearchOptions('square5', {})).toMatchObject({
				alphaBeta: false,
				order: 'index',
				transpositionTable: false,
				iterativeDeepening: false,
				depthLimit: 4,
				solver: false
			});
		});

		it('analyze --game square5 --json gives the engine search of the same options', async () => {
			const out = await runScript('analyze', ['--game', 'square5', '--json', WIN_NOW]);
			expect(out.status).toBe(0);
			const json = JSON.parse(out.stdout);
			const position = parsePosition(WIN_NOW, 'square5');
			const r = search(position, { game: 'square5' });
			expect(json.game).toBe('square5');
			expect(json.toMove).toBe('X');
			expect(json.bestMove).toBe(3);
			expect(json.bestMove).toBe(r.bestMove);
			expect(json.value).toBe(r.value);
			expect(json.value).toBe(999);
			expect(json.moves).toEqual(r.moves);
			expect(json.nodes).toBe(r.nodes);
			expect(json.depthLimit).toBe(4);
		});

		it('prints the 5x5 board, the game by its name and the winning move', async () => {
			const out = await runScript('analyze', ['--game', 'square5', '--alpha-beta', WIN_NOW]);
			expect(out.status).toBe(0);
			const lines = out.stdout.split('\n');
			expect(lines[0]).toBe(
				`Position ${WIN_NOW}, X to move (alpha-beta, depth penalty on, index order, 5x5, 4 in a row, depth limit 4)`
			);
			expect(lines.slice(1, 6)).toEqual([
				'   X |  X |  X |  4 |  5',
				'   O |  O |  O |  9 | 10',
				'  11 | 12 | 13 | 14 | 15',
				'  16 | 17 | 18 | 19 | 20',
				'  21 | 22 | 23 | 24 | 25'
			]);
			expect(lines).toContain('Best move: cell 4. Minimax value: 999.');
		});

		it('verify refuses it: the proof of unbeatability is not among its techniques', async () => {
			const out = await runScript('verify', ['--game', 'square5']);
			expect(out.status).toBe(2);
			expect(out.stderr).toContain('square5');
		});
	});
});
