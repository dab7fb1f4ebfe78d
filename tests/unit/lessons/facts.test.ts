/** The figures narrations read, on small searches worked out by hand and on the engine record. */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search } from '$lib/engine/index';
import {
	distinctPositions,
	leafOutcome,
	leafTally,
	maxDepth,
	must,
	pathTo,
	rootMoves,
	single,
	subtreeSize,
	valueChild,
	valueLeafDepth,
	winningCells
} from '$lib/lessons/facts';
import { nodeAtPath } from '$lib/lessons/index';

const small = search(parsePosition('XO./OOX/X..')).record;
const xox = search(parsePosition('XOX/.O./X..')).record;

describe('leafTally', () => {
	it('the small tree: 2 X wins, 2 O wins, 2 draws, at depths 2 and 3', () => {
		expect(leafTally(small)).toEqual({ leaves: 6, xWins: 2, oWins: 2, draws: 2, depths: [2, 3] });
	});

	it('a subtree: below cell 3 one O win and one draw', () => {
		expect(leafTally(small, nodeAtPath(small, [2]))).toEqual({
			leaves: 2,
			xWins: 0,
			oWins: 1,
			draws: 1,
			depths: [2, 3]
		});
	});
});

describe('tree shape', () => {
	it('subtree sizes add up to the node count', () => {
		let sum = 1;
		for (let c = 1; c < small.count; c = small.end[c]) sum += subtreeSize(small, c);
		expect(sum).toBe(14);
		expect(subtreeSize(small, 0)).toBe(14);
		expect(maxDepth(small)).toBe(3);
	});

	it('pathTo inverts nodeAtPath', () => {
		for (let i = 0; i < small.count; i++) expect(nodeAtPath(small, pathTo(small, i))).toBe(i);
	});
});

describe('where a value comes from', () => {
	it("XOX/.O./X..: each root move's value comes from a game at depth 3, 2, 1, 2", () => {
		const depths: number[] = [];
		for (let c = 1; c < xox.count; c = xox.end[c]) depths.push(valueLeafDepth(xox, c));
		expect(depths).toEqual([3, 2, 1, 2]);
	});

	it('valueChild is the first child holding the value; null at a leaf', () => {
		const root = valueChild(xox, 0);
		expect(root).not.toBeNull();
		expect(xox.move[root as number]).toBe(7);
		expect(valueChild(xox, nodeAtPath(xox, [7]))).toBeNull();
	});
});

describe('positions', () => {
	it('5,478 distinct positions in the empty-board tree', () => {
		expect(distinctPositions(search(emptyPosition(), { alphaBeta: false }).record)).toBe(5_478);
	});

	it("winningCells: immediate wins and the opponent's threats", () => {
		const p = parsePosition('.../OO./XX.');
		expect(winningCells(p, 'X')).toEqual([8]);
		expect(winningCells(p, 'O')).toEqual([5]);
		expect(winningCells(parsePosition('XOX/.O./X..'), 'O')).toEqual([7]);
		expect(winningCells(emptyPosition(), 'X')).toEqual([]);
	});

	it('rootMoves: the candidate table', () => {
		expect(rootMoves(xox)).toEqual({ cells: [3, 5, 7, 8], scores: [7, -8, 9, -8] });
	});
});

describe('guards', () => {
	it('leafOutcome, must and single refuse what is not there', () => {
		expect(leafOutcome(small, nodeAtPath(small, [2, 7]))).toBe('O');
		expect(() => leafOutcome(small, 0)).toThrow(RangeError);
		expect(must(0, 'zero')).toBe(0);
		expect(() => must(null, 'move')).toThrow(/no move/);
		expect(single([4])).toBe(4);
		expect(() => single([1, 2])).toThrow(RangeError);
	});
});
