/** The search record and its reader (record.ts) on the two empty-board records. */
import { describe, expect, it } from 'vitest';
import {
	RECORD_BYTES_PER_NODE,
	FLAG_CUTOFF,
	childCount,
	childrenOf,
	emptyPosition,
	hasCutoff,
	isBound,
	isFinished,
	isMaximizer,
	nodeBound,
	nodeOutcome,
	sideToMove,
	principalVariation,
	readNode,
	recordBytes,
	search,
	type SearchRecord
} from '$lib/engine/index';

const ARRAY_FIELDS = [
	'parent',
	'end',
	'move',
	'depth',
	'value',
	'bound',
	'alpha',
	'beta',
	'flags',
	'pruned',
	'xMask',
	'oMask'
] as const;

function popCount(mask: number): number {
	let n = 0;
	for (let m = mask; m; m &= m - 1) n++;
	return n;
}

/** Index of the first node failing `check`, or -1 (one expect per record, not per node). */
function firstBad(record: SearchRecord, check: (i: number) => boolean): number {
	for (let i = 0; i < record.count; i++) if (!check(i)) return i;
	return -1;
}

// Built in a fresh module, plain first (see regressions.test.ts for the order that matters).
const records = [
	{
		name: 'plain minimax',
		alphaBeta: false,
		record: search(emptyPosition(), { alphaBeta: false, depthPenalty: false }).record
	},
	{
		name: 'alpha-beta',
		alphaBeta: true,
		record: search(emptyPosition(), { alphaBeta: true, depthPenalty: false }).record
	}
];

describe.each(records)('empty-board $name record', ({ record, alphaBeta }) => {
	it('has one entry per node in every array', () => {
		for (const field of ARRAY_FIELDS) expect(record[field].length, field).toBe(record.count);
	});

	it('has the root at 0 with parent -1, no move, depth 0, spanning the whole record', () => {
		expect(record.parent[0]).toBe(-1);
		expect(record.move[0]).toBe(-1);
		expect(record.depth[0]).toBe(0);
		expect(record.end[0]).toBe(record.count);
		expect(firstBad(record, (i) => i === 0 || record.parent[i] >= 0)).toBe(-1);
	});

	it('gives every node a parent one ply shallower, whose subtree contains it', () => {
		const bad = firstBad(record, (i) => {
			if (i === 0) return true;
			const p = record.parent[i];
			return p < i && record.depth[p] === record.depth[i] - 1 && record.end[p] >= record.end[i];
		});
		expect(bad).toBe(-1);
	});

	it('nests the end[] ranges: children tile the subtree, their ranges inside the parent', () => {
		const bad = firstBad(record, (i) => {
			if (!(record.end[i] > i && record.end[i] <= record.count)) return false;
			let next = i + 1;
			for (const c of childrenOf(record, i)) {
				if (c !== next || record.parent[c] !== i) return false;
				next = record.end[c];
			}
			return next === record.end[i];
		});
		expect(bad).toBe(-1);
	});

	it('lists children that point back to the parent, one per child node', () => {
		const fromParents = new Int32Array(record.count);
		for (let i = 1; i < record.count; i++) fromParents[record.parent[i]]++;
		const bad = firstBad(record, (i) => {
			const children = childrenOf(record, i);
			return (
				children.length === fromParents[i] &&
				childCount(record, i) === children.length &&
				children.every((c) => record.parent[c] === i)
			);
		});
		expect(bad).toBe(-1);
	});

	it('records each child as its parent plus the move, played by the side to move', () => {
		const bad = firstBad(record, (i) => {
			if (i === 0) return record.xMask[0] === 0 && record.oMask[0] === 0;
			const p = record.parent[i];
			const bit = 1 << record.move[i];
			if ((record.xMask[p] | record.oMask[p]) & bit) return false;
			const moverIsX = (record.depth[p] % 2 === 0) === (record.rootMover === 'X');
			return moverIsX
				? record.xMask[i] === (record.xMask[p] | bit) && record.oMask[i] === record.oMask[p]
				: record.oMask[i] === (record.oMask[p] | bit) && record.xMask[i] === record.xMask[p];
		});
		expect(bad).toBe(-1);
	});

	it('decodes consistent nodes with readNode', () => {
		const bad = firstBad(record, (i) => {
			const node = readNode(record, i);
			const cellsMatch = node.cells.every(
				(cell, c) =>
					(cell === 'X') === (((record.xMask[i] >> c) & 1) === 1) &&
					(cell === 'O') === (((record.oMask[i] >> c) & 1) === 1)
			);
			const parentOk =
				i === 0
					? node.parent === -1 && node.move === null && node.toMove === record.rootMover
					: node.parent === record.parent[i] &&
						node.move === record.move[i] &&
						node.toMove !== readNode(record, node.parent).toMove &&
						node.maximizing !== readNode(record, node.parent).maximizing;
			return (
				node.index === i &&
				node.cells.length === 9 &&
				cellsMatch &&
				parentOk &&
				node.depth === record.depth[i] &&
				node.value === record.value[i] &&
				node.maximizing === (node.depth % 2 === 0) &&
				(node.outcome === null) === (record.end[i] !== i + 1) &&
				node.cutoff === ((record.flags[i] & FLAG_CUTOFF) !== 0) &&
				(alphaBeta ||
					(node.bound === 'exact' && node.alpha === -Infinity && node.beta === Infinity))
			);
		});
		expect(bad).toBe(-1);
	});

	it.each([
		{ name: '-1', index: -1 },
		{ name: 'count', index: 'count' as const },
		{ name: 'count + 1', index: 'count+1' as const },
		{ name: '0.5', index: 0.5 }
	])('readNode($name) throws a RangeError', ({ index }) => {
		const i = index === 'count' ? record.count : index === 'count+1' ? record.count + 1 : index;
		expect(() => readNode(record, i)).toThrow(RangeError);
	});

	it('takes RECORD_BYTES_PER_NODE (21) bytes per node, under 64 MB', () => {
		expect(RECORD_BYTES_PER_NODE).toBe(21);
		expect(recordBytes(record)).toBe(record.count * RECORD_BYTES_PER_NODE);
		let held = 0;
		for (const field of ARRAY_FIELDS) held += record[field].byteLength;
		expect(held).toBe(recordBytes(record));
		expect(recordBytes(record)).toBeLessThan(64 * 1024 * 1024);
	});

	it('sets pruned masks only on cutoff nodes, and never in plain minimax', () => {
		const bad = firstBad(
			record,
			(i) => record.pruned[i] === 0 || (alphaBeta && hasCutoff(record, i))
		);
		expect(bad).toBe(-1);
		let cutoffs = 0;
		for (let i = 0; i < record.count; i++) if (hasCutoff(record, i)) cutoffs++;
		if (alphaBeta) expect(cutoffs).toBeGreaterThan(0);
		else expect(cutoffs).toBe(0);
	});

	it('accounts for every empty cell of an unfinished node: pruned + examined children', () => {
		const bad = firstBad(record, (i) => {
			const empty = 9 - popCount(record.xMask[i] | record.oMask[i]);
			if (isFinished(record, i)) return childCount(record, i) === 0 && record.pruned[i] === 0;
			const examined = childrenOf(record, i).map((c) => record.move[c]);
			const overlap = examined.some((c) => record.pruned[i] & (1 << c));
			return !overlap && examined.length + popCount(record.pruned[i]) === empty;
		});
		expect(bad).toBe(-1);
	});

	it('named readers agree with readNode on every node', () => {
		const bad = firstBad(record, (i) => {
			const view = readNode(record, i);
			return (
				isFinished(record, i) === (view.outcome !== null) &&
				nodeOutcome(record, i) === view.outcome &&
				hasCutoff(record, i) === view.cutoff &&
				isMaximizer(record, i) === view.maximizing &&
				isMaximizer(record, i) === (view.depth % 2 === 0) &&
				sideToMove(record, i) === view.toMove &&
				isBound(record, i) === (view.bound !== 'exact') &&
				nodeBound(record, i) === view.bound
			);
		});
		expect(bad).toBe(-1);
		expect(sideToMove(record, 0)).toBe('X');
		expect(sideToMove(record, 1)).toBe('O');
	});

	it('has a principal variation from the root to a leaf carrying the root value', () => {
		const line = principalVariation(record);
		expect(line[0]).toBe(0);
		const leaf = line[line.length - 1];
		expect(record.end[leaf]).toBe(leaf + 1);
		expect(line.every((n) => record.value[n] === record.value[0])).toBe(true);
		expect(line.slice(1).every((n, k) => record.parent[n] === line[k])).toBe(true);
	});
});
