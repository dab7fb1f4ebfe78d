/**
 * A cross-module suite, not the mirror of one module: the node counts and scores of
 * docs/reference-figures.md, each recomputed by the engine (search, board, notation, tree). The
 * proof's figures are in proof.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
	childCount,
	emptyPosition,
	parsePosition,
	play,
	isFinished,
	search,
	type Mark
} from '$lib/engine';
import { emptyBoard } from '../fixtures/positions';

describe('plain minimax from the empty board', () => {
	it.each([
		{ name: 'X to move, depth penalty on', first: 'X' as Mark, depthPenalty: true },
		{ name: 'X to move, depth penalty off', first: 'X' as Mark, depthPenalty: false },
		{ name: 'O to move, depth penalty on', first: 'O' as Mark, depthPenalty: true },
		{ name: 'O to move, depth penalty off', first: 'O' as Mark, depthPenalty: false }
	])('$name: 549,946 nodes, root value 0', ({ first, depthPenalty }) => {
		const start = emptyBoard(first);
		expect(start.toMove).toBe(first);
		const result = search(start, { alphaBeta: false, depthPenalty });
		expect(result.nodes).toBe(549_946);
		expect(result.record.count).toBe(549_946);
		expect(result.value).toBe(0);
		expect(result.record.rootMover).toBe(first);
		// 549,945 calls below the root: every node but the root has a parent.
		let belowRoot = 0;
		for (let i = 0; i < result.record.count; i++) if (result.record.parent[i] >= 0) belowRoot++;
		expect(belowRoot).toBe(549_945);
	});
});

describe('alpha-beta from the empty board, no depth penalty', () => {
	it.each([
		{ name: 'index order', order: 'index' as const, nodes: 18_297 },
		{ name: 'centre first', order: 'center-first' as const, nodes: 7_275 }
	])('$name: $nodes nodes, root value 0', ({ order, nodes }) => {
		const result = search(emptyPosition(), { alphaBeta: true, depthPenalty: false, order });
		expect(result.nodes).toBe(nodes);
		expect(result.record.count).toBe(nodes);
		expect(result.value).toBe(0);
	});
});

describe('alpha-beta from the empty board, depth penalty on', () => {
	it.each([
		{ name: 'index order', order: 'index' as const, nodes: 20_866 },
		{ name: 'centre first', order: 'center-first' as const, nodes: 7_865 }
	])('$name: $nodes nodes, root value 0', ({ order, nodes }) => {
		const result = search(emptyPosition(), { alphaBeta: true, depthPenalty: true, order });
		expect(result.nodes).toBe(nodes);
		expect(result.value).toBe(0);
	});
});

describe('plain minimax for the reply to one opening mark', () => {
	it.each([
		{ name: 'corner 1 (index 0)', cell: 0, nodes: 59_705 },
		{ name: 'corner 3 (index 2)', cell: 2, nodes: 59_705 },
		{ name: 'corner 7 (index 6)', cell: 6, nodes: 59_705 },
		{ name: 'corner 9 (index 8)', cell: 8, nodes: 59_705 },
		{ name: 'edge 2 (index 1)', cell: 1, nodes: 63_905 },
		{ name: 'edge 4 (index 3)', cell: 3, nodes: 63_905 },
		{ name: 'edge 6 (index 5)', cell: 5, nodes: 63_905 },
		{ name: 'edge 8 (index 7)', cell: 7, nodes: 63_905 },
		{ name: 'centre (index 4)', cell: 4, nodes: 55_505 }
	])('after $name: $nodes nodes', ({ cell, nodes }) => {
		const reply = play(emptyPosition(), cell);
		expect(reply.toMove).toBe('O');
		expect(search(reply, { alphaBeta: false, depthPenalty: true }).nodes).toBe(nodes);
		expect(search(reply, { alphaBeta: false, depthPenalty: false }).nodes).toBe(nodes);
	});

	it('the nine replies plus the root make up the empty-board count', () => {
		const root = search(emptyPosition(), { alphaBeta: false });
		expect(childCount(root.record, 0)).toBe(9);
		let sum = 1;
		for (let cell = 0; cell < 9; cell++) sum += search(play(emptyPosition(), cell)).nodes;
		expect(sum).toBe(root.nodes);
	});
});

describe('alpha-beta for the reply to one opening mark (no depth penalty)', () => {
	const replies = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((cell) => {
		const reply = play(emptyPosition(), cell);
		const nodes = (alphaBeta: boolean, order: 'index' | 'center-first' = 'index') =>
			search(reply, { alphaBeta, depthPenalty: false, order }).nodes;
		return {
			cell,
			plain: nodes(false),
			indexOrder: nodes(true),
			centreFirst: nodes(true, 'center-first')
		};
	});

	it('index order: 13 to 26 times fewer nodes than plain minimax (rounded)', () => {
		const ratios = replies.map((r) => Math.round(r.plain / r.indexOrder));
		expect(Math.min(...ratios)).toBe(13);
		expect(Math.max(...ratios)).toBe(26);
	});

	it('centre first: between 1,521 and 1,982 nodes', () => {
		const counts = replies.map((r) => r.centreFirst);
		expect(Math.min(...counts)).toBe(1_521);
		expect(Math.max(...counts)).toBe(1_982);
	});
});

describe('XOX/.O./X.., O to move', () => {
	const position = parsePosition('XOX/.O./X..');

	it('is O to move with cells 4, 6, 8, 9 free', () => {
		expect(position.toMove).toBe('O');
		expect(search(position).moves.map((m) => m.cell)).toEqual([3, 5, 7, 8]);
	});

	it.each([
		{ name: 'depth penalty on', depthPenalty: true, scores: [7, -8, 9, -8], best: 7, value: 9 },
		{
			name: 'depth penalty off',
			depthPenalty: false,
			scores: [10, -10, 10, -10],
			best: 3,
			value: 10
		}
	])('$name: scores $scores, best move index $best', ({ depthPenalty, scores, best, value }) => {
		const result = search(position, { alphaBeta: false, depthPenalty });
		expect(result.moves).toEqual(
			[3, 5, 7, 8].map((cell, k) => ({ cell, score: scores[k], bound: 'exact' }))
		);
		expect(result.bestMove).toBe(best);
		expect(result.value).toBe(value);
	});
});

describe('the whole game tree from the empty board, X first', () => {
	const { record } = search(emptyPosition(), { alphaBeta: false, depthPenalty: false });

	it('has 255,168 games (leaves)', () => {
		let leaves = 0;
		for (let i = 0; i < record.count; i++) if (record.end[i] === i + 1) leaves++;
		let finished = 0;
		for (let i = 0; i < record.count; i++) if (isFinished(record, i)) finished++;
		expect(leaves).toBe(255_168);
		expect(finished).toBe(255_168);
	});

	it('reaches 5,478 distinct positions', () => {
		const distinct = new Set<number>();
		for (let i = 0; i < record.count; i++) distinct.add((record.xMask[i] << 9) | record.oMask[i]);
		expect(distinct.size).toBe(5_478);
	});
});
