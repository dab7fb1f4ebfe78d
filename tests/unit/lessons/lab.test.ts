/** The lab: cached searches and step indexes, seeds, the LRU limit. */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search, type SearchOptions } from '$lib/engine/index';
import { compareSettings } from '$lib/classroom/compare';
import type { FullProof } from '$lib/classroom/proof-games';
import { LAB_SEARCHES_KEPT, createLab, searchKey } from '$lib/lessons/index';

const plain = { alphaBeta: false, depthPenalty: true, order: 'index' } as const;

describe('searches', () => {
	it('are the engine searches, cached by position and options', () => {
		const lab = createLab();
		const a = lab.search('XOX/.O./X..', plain);
		expect(a.nodes).toBe(search(parsePosition('XOX/.O./X..'), plain).nodes);
		expect(lab.search('xox/.o./x..', plain)).toBe(a);
		expect(lab.search('XOX/.O./X..', { ...plain, alphaBeta: true })).not.toBe(a);
		expect(lab.steps('XOX/.O./X..', plain)).toBe(lab.steps('XOX.O.X..', plain));
		expect(lab.steps('XOX/.O./X..', plain).total).toBe(118);
	});

	it(`keep the ${LAB_SEARCHES_KEPT} most recently used`, () => {
		const lab = createLab();
		const others: [string, SearchOptions][] = [];
		for (const cell of ['X........', '.X.......', '..X......', '...X.....']) {
			for (const alphaBeta of [true, false]) {
				for (const depthPenalty of [true, false])
					others.push([cell, { ...plain, alphaBeta, depthPenalty }]);
			}
		}
		const kept = lab.search('XOX/.O./X..', plain);
		const dropped = lab.search('XX./OO./...', plain);
		for (const [cell, options] of others.slice(0, LAB_SEARCHES_KEPT - 1)) {
			lab.search(cell, options);
			expect(lab.search('XOX/.O./X..', plain)).toBe(kept); // used again: stays
		}
		expect(lab.search('XX./OO./...', plain)).not.toBe(dropped);
		expect(lab.search('XX./OO./...', plain)).toEqual(dropped);
	});

	it('searchKey normalizes the notation', () => {
		expect(searchKey('xox .o. x..', plain)).toBe(searchKey('XOX/.O./X..', plain));
		expect(searchKey('XX./OO./... o', plain)).not.toBe(searchKey('XX./OO./...', plain));
	});
});

describe('seeds', () => {
	it('a seeded proof and comparison are used, not recomputed', () => {
		const proof = { runs: [], humanEverWins: false, games: 0 } as unknown as FullProof;
		const comparison = compareSettings(emptyPosition());
		const lab = createLab({ proof, comparisons: [comparison] });
		expect(lab.proof()).toBe(proof);
		expect(lab.comparison('.........')).toBe(comparison);
	});

	it('without seeds they are computed once', () => {
		const lab = createLab();
		const c = lab.comparison('XOX/.O./X..');
		expect(lab.comparison('XOX/.O./X..')).toBe(c);
		expect(c.byPenalty[0].settings[1].nodes).toBe(15);
	});
});
