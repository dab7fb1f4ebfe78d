/**
 * mcts.ts: a seeded run's root visits pinned as regression figures (computed once by this code,
 * not by an independent implementation), the replay property (same seed, same record), the
 * statistical properties over several seeds (the empty 3x3 board's choice; the share of the one
 * winning move growing with iterations), the options' errors, and MCTS on 4x4, Connect Four and
 * ultimate tic-tac-toe.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, parsePosition, search, type GameId, gameDef } from '$lib/engine';
import { gamePosition, mcts, uctValue, type MctsOptions } from '$lib/mcts';

const run = (game: GameId, text: string, options: MctsOptions) =>
	mcts(gamePosition(gameDef(game), parsePosition(text, game)), options);

const EMPTY = {
	ttt3: '.../.../...',
	ttt4: '..../..../..../....',
	connect4: '......./......./......./......./......./.......'
};

describe('seeded runs, pinned (regression figures computed once by this code)', () => {
	it('3x3 empty, 1,000 iterations, seed 1, c = sqrt 2: root visits by cell 0-8', () => {
		const r = run('ttt3', EMPTY.ttt3, { iterations: 1000, seed: 1 });
		expect(r.moves.map((m) => m.visits)).toEqual([138, 83, 120, 88, 177, 66, 118, 71, 139]);
		expect(r.moves.map((m) => m.wins)).toEqual([94, 49, 78.5, 53, 128.5, 35.5, 77, 39.5, 94.5]);
		expect(r.bestMove).toBe(4);
		expect(r.nodes).toBe(1001);
	});
	it('Connect Four empty, 1,000 iterations, seed 7: root visits by column 1-7', () => {
		const r = run('connect4', EMPTY.connect4, { iterations: 1000, seed: 7 });
		expect(r.moves.map((m) => m.visits)).toEqual([125, 118, 160, 191, 220, 107, 79]);
		expect(r.bestMove).toBe(39);
	});
});

describe('replay: the same seed gives the same record', () => {
	it.each(['ttt3', 'ttt4', 'connect4'] as const)('%s, 500 iterations, seed 42, twice', (game) => {
		const a = run(game, EMPTY[game], { iterations: 500, seed: 42 });
		const b = run(game, EMPTY[game], { iterations: 500, seed: 42 });
		expect(b.record).toEqual(a.record);
		expect(b.bestMove).toBe(a.bestMove);
		const c = run(game, EMPTY[game], { iterations: 500, seed: 43 });
		expect(c.record.log!.playoutMoves).not.toEqual(a.record.log!.playoutMoves);
	});
	it('recording does not change the search: the same tree with the log off', () => {
		const a = run('ttt4', EMPTY.ttt4, { iterations: 800, seed: 5 });
		const b = run('ttt4', EMPTY.ttt4, { iterations: 800, seed: 5, record: false });
		expect(b.record.log).toBeNull();
		expect({ ...b.record, log: null }).toEqual({ ...a.record, log: null });
	});
	it('the position is given back as it was', () => {
		const p = gamePosition(GAME_DEFS.ttt3, parsePosition('X../.O./...'));
		mcts(p, { iterations: 300, seed: 3 });
		expect(p.moves()).toEqual([1, 2, 3, 5, 6, 7, 8]);
		expect(p.toMove()).toBe('X');
	});
});

describe('statistical properties over several seeds', () => {
	it.each([1, 2, 3, 4, 5])(
		'empty 3x3, 10,000 iterations, seed %i: the centre or a corner',
		(seed) => {
			const r = run('ttt3', EMPTY.ttt3, { iterations: 10_000, seed });
			expect([0, 2, 4, 6, 8]).toContain(r.bestMove);
		}
	);

	// X to move: cell 3 (index 2) wins at once; every other move loses or draws (checked below).
	const ONE_WIN = 'XX./OO./...';
	it(`${ONE_WIN}: exactly one winning move, whose share of visits grows with iterations`, () => {
		const exact = search(parsePosition(ONE_WIN)).moves;
		expect(exact.filter((m) => m.score > 0).map((m) => m.cell)).toEqual([2]);
		const shares = [100, 1000, 10_000].map((n) => {
			let sum = 0;
			for (const seed of [1, 2, 3, 4, 5]) {
				const r = run('ttt3', ONE_WIN, { iterations: n, seed });
				expect(r.bestMove).toBe(2);
				sum += r.moves.find((m) => m.move === 2)!.visits / n;
			}
			return sum / 5;
		});
		expect(shares[0]).toBeLessThan(shares[1]);
		expect(shares[1]).toBeLessThan(shares[2]);
		expect(shares[2]).toBeGreaterThan(0.95);
	});

	it('4x4: an immediate win (X on 0, 1, 2) is chosen within 2,000 iterations', () => {
		for (const seed of [1, 2, 3]) {
			const r = run('ttt4', 'XXX./OOO./..../....', { iterations: 2000, seed });
			expect(r.bestMove).toBe(3);
		}
	});
	it('Connect Four: blocking the only threat (O three in the bottom row) within 3,000 iterations', () => {
		// X to move; O threatens column 4 (cell 38); X must drop there.
		const p = '......./......./......./......./X.X..../OOO....';
		for (const seed of [1, 2, 3]) {
			const r = run('connect4', p, { iterations: 3000, seed });
			expect(r.bestMove).toBe(38);
		}
	});
	it('ultimate tic-tac-toe: the cell that wins the third small board in a row wins the game', () => {
		// X has won boards 1 and 2 (top row of the frame) and is sent to board 3, where its third
		// mark in the top row (cell 8 of the 81) wins that board and the frame's top row.
		const p =
			'XXXXXXXX./........./........./..OO..O../O.......O/.....O.../O......../..O....../......... 3';
		for (const seed of [1, 2, 3]) {
			const r = run('ultimate', p, { iterations: 300, seed });
			expect(r.bestMove).toBe(8);
			expect(r.moves.map((m) => m.move)).toEqual([8, 15, 16, 17, 24, 25, 26]);
		}
	});
});

describe('the result', () => {
	it('root visits = iterations; W/N in [0, 1]; a root child visited', () => {
		const r = run('ttt3', 'X../.O./...', { iterations: 2000, seed: 9 });
		expect(r.iterations).toBe(2000);
		expect(r.record.visits[0]).toBe(2000);
		expect(r.moves.reduce((s, m) => s + m.visits, 0)).toBe(2000);
		for (const m of r.moves) {
			expect(m.winRate).not.toBeNull();
			expect(m.winRate!).toBeGreaterThanOrEqual(0);
			expect(m.winRate!).toBeLessThanOrEqual(1);
		}
	});
	it('ties of visits go to the lower centre-first rank: 9 iterations visit each 3x3 move once', () => {
		const r = run('ttt3', EMPTY.ttt3, { iterations: 9, seed: 1 });
		expect(r.moves.every((m) => m.visits === 1)).toBe(true);
		expect(r.bestMove).toBe(4);
	});
	it('a finished root: no move, every iteration visits the root', () => {
		const r = run('ttt3', 'XXX/OO./...', { iterations: 10, seed: 1 });
		expect(r.bestMove).toBeNull();
		expect(r.moves).toEqual([]);
		expect(r.result).toBe('X');
		expect(r.record.visits[0]).toBe(10);
		expect(r.nodes).toBe(1);
	});
	it('a time budget stops the run once the clock passes it', () => {
		let t = 0;
		const r = run('ttt3', EMPTY.ttt3, { timeBudgetMs: 50, now: () => (t += 1), seed: 1 });
		// One clock reading at the start, one after each iteration: 49 readings stay below the end.
		expect(r.iterations).toBe(50);
	});
	it('uctValue: W/N + c sqrt(ln N_parent / N)', () => {
		expect(uctValue(3, 4, 10, Math.SQRT2)).toBeCloseTo(
			0.75 + Math.SQRT2 * Math.sqrt(Math.log(10) / 4),
			12
		);
		expect(uctValue(1, 2, 2, 0)).toBe(0.5);
	});
});

describe('bad options are refused, naming the option', () => {
	it.each([
		[{ iterations: 0 }, /Iterations/],
		[{ iterations: 1.5 }, /Iterations/],
		[{ iterations: 1_000_001 }, /Iterations/],
		[{ exploration: -1 }, /exploration/],
		[{ exploration: Number.NaN }, /exploration/],
		[{ exploration: Infinity }, /exploration/],
		[{ seed: -1 }, /seed/],
		[{ seed: 2 ** 32 }, /seed/],
		[{ timeBudgetMs: 0 }, /time budget/]
	] as [MctsOptions, RegExp][])('%o', (options, message) => {
		expect(() => run('ttt3', EMPTY.ttt3, options)).toThrow(message);
	});
});
