/** One test per fault seen in tic-tac-toe engines, named after the fault. */
import { describe, expect, it } from 'vitest';
import {
	FLAG_CUTOFF,
	emptyPosition,
	parsePosition,
	play,
	search,
	winner,
	winningLine,
	type MoveOrder
} from '$lib/engine/index';

const allOptions = [true, false].flatMap((alphaBeta) =>
	[true, false].flatMap((depthPenalty) =>
		(['index', 'center-first'] as MoveOrder[]).map((order) => ({
			name: `${alphaBeta ? 'alpha-beta' : 'plain'}, depth penalty ${depthPenalty ? 'on' : 'off'}, ${order}`,
			options: { alphaBeta, depthPenalty, order }
		}))
	)
);

describe('fault: blocks the opponent instead of winning now (XX./OO./..., X to move)', () => {
	const position = parsePosition('XX./OO./...');

	it.each(allOptions)('$name: X plays index 2 and wins', ({ options }) => {
		expect(position.toMove).toBe('X');
		const result = search(position, options);
		expect(result.bestMove).toBe(2);
		expect(winner(play(position, result.bestMove as number))).toBe('X');
	});

	it('with the depth penalty, winning now outscores every other move', () => {
		const { moves } = search(position, { alphaBeta: false, depthPenalty: true });
		const win = moves.find((m) => m.cell === 2);
		expect(win?.score).toBe(9);
		for (const m of moves) if (m.cell !== 2) expect(m.score).toBeLessThan(9);
	});
});

describe('fault: a line made on the ninth move is scored a draw (XOO/XOX/.XO, X to move)', () => {
	const position = parsePosition('XOO/XOX/.XO');

	it.each(allOptions)('$name: X plays index 6 and wins', ({ options }) => {
		const result = search(position, options);
		expect(result.bestMove).toBe(6);
		const after = play(position, 6);
		expect(after.cells.every((c) => c !== null)).toBe(true);
		expect(winner(after)).toBe('X');
		expect(winningLine(after)).toEqual([0, 3, 6]);
		expect(result.value).toBe(options.depthPenalty ? 9 : 10);
	});
});

describe('fault: takes a corner against the double-corner trap (X../.O./..X, O to move)', () => {
	const position = parsePosition('X../.O./..X');

	it.each(allOptions.filter(({ options }) => !options.alphaBeta))(
		'$name: only the edges (1, 3, 5, 7) score 0, the corners lose',
		({ options }) => {
			const { moves, bestMove } = search(position, options);
			expect(moves.filter((m) => m.score === 0).map((m) => m.cell)).toEqual([1, 3, 5, 7]);
			for (const m of moves.filter((m) => [2, 6].includes(m.cell))) expect(m.score).toBeLessThan(0);
			expect([1, 3, 5, 7]).toContain(bestMove);
		}
	);

	it.each(allOptions.filter(({ options }) => options.alphaBeta))(
		'$name: the AI plays an edge',
		({ options }) => {
			const { bestMove, value } = search(position, options);
			expect([1, 3, 5, 7]).toContain(bestMove);
			expect(value).toBe(0);
		}
	);
});

describe('fault: a vertical line is not seen (.XO/.XO/.X.)', () => {
	it('has winner X on the middle column', () => {
		const position = parsePosition('.XO/.XO/.X.');
		expect(winner(position)).toBe('X');
		expect(winningLine(position)).toEqual([1, 4, 7]);
		const result = search(position);
		expect(result.result).toBe('X');
		expect(result.bestMove).toBeNull();
		expect(result.moves).toEqual([]);
	});
});

describe('fault: pruned marks from an earlier search leak into the next record (reused buffer)', () => {
	it.each([
		{ name: 'plain after alpha-beta', then: false },
		{ name: 'alpha-beta after alpha-beta', then: true }
	])('$name: no pruned mark without a cutoff', ({ then }) => {
		search(emptyPosition(), { alphaBeta: true, depthPenalty: false, order: 'index' });
		search(emptyPosition(), { alphaBeta: true, depthPenalty: false, order: 'center-first' });
		const { record } = search(emptyPosition(), { alphaBeta: then, depthPenalty: false });
		const stale: number[] = [];
		for (let i = 0; i < record.count; i++) {
			if (record.pruned[i] !== 0 && (record.flags[i] & FLAG_CUTOFF) === 0) stale.push(i);
		}
		expect(stale.length, `first stale nodes: ${stale.slice(0, 5)}`).toBe(0);
	});
});
