/**
 * transposition.ts and the table in the search: the conventions of the issue (a node is every
 * position examined, hits included; finished positions never stored; exact / lower / upper bounds;
 * a lookup answers only when the bound allows) and the link from a hit to the node it came from.
 */
import { describe, expect, it } from 'vitest';
import {
	BOUND_EXACT,
	BOUND_LOWER,
	BOUND_UPPER,
	GAME_DEFS,
	emptyGamePosition,
	emptyPosition,
	isFinished,
	isHorizon,
	isSearchLeaf,
	isTableHit,
	nodeCells,
	readNode,
	search,
	tableLink,
	type SearchResult,
	boundCode,
	nodeAlpha,
	nodeBeta
} from '$lib/engine';
import { TranspositionTable } from '$lib/engine/transposition';
import { firstBad } from '../fixtures/records';

describe('the table', () => {
	const t = new TranspositionTable();

	it('finds what it stored, by the exact three-word key', () => {
		t.clear();
		expect(t.findSlot(1, 2, 3)).toBeLessThan(0);
		t.storeEntry(1, 2, 3, -7, BOUND_UPPER, 42);
		const s = t.findSlot(1, 2, 3);
		expect(s).toBeGreaterThanOrEqual(0);
		expect([t.slotValue(s), t.slotBound(s), t.slotNode(s)]).toEqual([-7, BOUND_UPPER, 42]);
		expect(t.findSlot(1, 2, 4)).toBeLessThan(0);
		expect(t.findSlot(2, 1, 3)).toBeLessThan(0);
		expect(t.entries).toBe(1);
	});

	it('replaces an entry when its position is stored again', () => {
		t.clear();
		t.storeEntry(5, 6, 0, 3, BOUND_LOWER, 10);
		t.storeEntry(5, 6, 0, 4, BOUND_EXACT, 20);
		const s = t.findSlot(5, 6, 0);
		expect([t.slotValue(s), t.slotBound(s), t.slotNode(s)]).toEqual([4, BOUND_EXACT, 20]);
		expect(t.entries).toBe(1);
	});

	it('keeps every entry while it grows, and is empty after clear', () => {
		t.clear();
		for (let k = 0; k < 50_000; k++) t.storeEntry(k, k * 7, k & 3, k % 100, BOUND_EXACT, k);
		expect(t.entries).toBe(50_000);
		const bad = [];
		for (let k = 0; k < 50_000; k++) {
			const s = t.findSlot(k, k * 7, k & 3);
			if (s < 0 || t.slotNode(s) !== k || t.slotValue(s) !== k % 100) bad.push(k);
		}
		expect(bad).toEqual([]);
		t.clear();
		expect(t.entries).toBe(0);
		expect(t.findSlot(7, 49, 3)).toBeLessThan(0);
	});

	it('a narrow table (third key word always 0) keeps every entry while it grows', () => {
		t.clear(true);
		for (let k = 0; k < 50_000; k++) t.storeEntry(k, k * 7, 0, (k % 200) - 100, k % 3, k);
		expect(t.entries).toBe(50_000);
		const bad = [];
		for (let k = 0; k < 50_000; k++) {
			const s = t.findSlot(k, k * 7, 0);
			const entry = [t.slotNode(s), t.slotValue(s), t.slotBound(s)];
			if (s < 0 || entry.join() !== [k, (k % 200) - 100, k % 3].join()) bad.push(k);
		}
		expect(bad).toEqual([]);
		expect(t.findSlot(1, 8, 0)).toBeLessThan(0);
		t.clear();
		t.storeEntry(1, 2, 3, -7, BOUND_UPPER, 42);
		expect(t.findSlot(1, 2, 4)).toBeLessThan(0);
		expect(t.slotValue(t.findSlot(1, 2, 3))).toBe(-7);
	});
});

/** Checks the hits of a search with the table: each links to where its position was searched. */
function checkHits(result: SearchResult): void {
	const { record } = result;
	let hits = 0;
	const bad = firstBad(record, (i) => {
		if (!isTableHit(record, i)) return tableLink(record, i) === -1;
		hits++;
		const from = tableLink(record, i);
		const view = readNode(record, i);
		return (
			view.tableHit &&
			view.link === from &&
			from > 0 &&
			from < i &&
			isSearchLeaf(record, i) &&
			record.end[i] === i + 1 &&
			!isFinished(record, i) &&
			!isHorizon(record, i) &&
			!isSearchLeaf(record, from) &&
			record.end[from] <= i &&
			record.depth[from] === record.depth[i] &&
			nodeCells(record, from).join() === nodeCells(record, i).join() &&
			record.value[from] === record.value[i] &&
			boundCode(record, from) === boundCode(record, i) &&
			// The entry answered: exact, a lower bound >= beta or an upper bound <= alpha.
			(boundCode(record, i) === BOUND_EXACT ||
				(boundCode(record, i) === BOUND_LOWER && record.value[i] >= nodeBeta(record, i)) ||
				(boundCode(record, i) === BOUND_UPPER && record.value[i] <= nodeAlpha(record, i)))
		);
	});
	expect(bad).toBe(-1);
	expect(hits).toBe(result.tableHits);
	expect(hits).toBeGreaterThan(0);
}

describe('table hits in the record', () => {
	it.each([
		{ name: '3x3 plain minimax', run: () => search(emptyPosition(), { transpositionTable: true }) },
		{
			name: '3x3 alpha-beta, depth penalty',
			run: () => search(emptyPosition(), { alphaBeta: true, transpositionTable: true })
		},
		{
			name: '4x4 alpha-beta to depth 4',
			run: () =>
				search(emptyGamePosition(GAME_DEFS.ttt4), {
					game: 'ttt4',
					alphaBeta: true,
					transpositionTable: true,
					depthLimit: 4
				})
		},
		{
			name: 'Connect Four alpha-beta to depth 6, centre first',
			run: () =>
				search(emptyGamePosition(GAME_DEFS.connect4), {
					game: 'connect4',
					alphaBeta: true,
					order: 'center-first',
					transpositionTable: true,
					depthLimit: 6
				})
		}
	])(
		'$name: each hit is a leaf linked to the earlier node where its position was searched',
		({ run }) => {
			checkHits(run());
		}
	);

	it('plain minimax stores each unfinished position once, and searches it once', () => {
		const result = search(emptyPosition(), { transpositionTable: true, depthPenalty: false });
		const { record } = result;
		let searched = 0;
		for (let i = 0; i < record.count; i++) if (!isSearchLeaf(record, i)) searched++;
		expect(result.tableEntries).toBe(4_520);
		expect(searched).toBe(4_520);
		// Nodes = the root + every child of a searched position.
		let children = 0;
		for (let i = 1; i < record.count; i++) if (!isSearchLeaf(record, record.parent[i])) children++;
		expect(1 + children).toBe(16_168);
	});

	it('the table changes the node count, not the value or the best move', () => {
		for (const alphaBeta of [false, true]) {
			const without = search(emptyPosition(), { alphaBeta, order: 'center-first' });
			const withTable = search(emptyPosition(), {
				alphaBeta,
				order: 'center-first',
				transpositionTable: true
			});
			expect(withTable.value).toBe(without.value);
			expect(withTable.bestMove).toBe(without.bestMove);
			expect(withTable.nodes).toBeLessThan(without.nodes);
		}
	});
});
