/**
 * The stepper over an ultimate tic-tac-toe search (search-ultimate.ts), whose record holds a
 * count of pruned moves where the other games hold a mask: every step decodes, and each cutoff
 * step lists the grid cells of the moves it pruned (engine prunedMoves), as many as recorded.
 */
import { describe, expect, it } from 'vitest';
import { emptyUltimatePosition, prunedMoves, search, prunedMask } from '$lib/engine';
import { buildStepIndex, stepAt } from '$lib/stepper';

describe('stepping through an ultimate search', () => {
	it('cutoff steps name the pruned grid cells, and every step decodes', () => {
		const options = {
			game: 'ultimate',
			alphaBeta: true,
			order: 'center-first',
			transpositionTable: false,
			depthLimit: 3
		} as const;
		const { record } = search(emptyUltimatePosition(), options);
		const index = buildStepIndex(record, { alphaBeta: true, depthPenalty: true, depthLimit: 3 });
		let cutoffs = 0;
		let prunedSeen = 0;
		for (let k = 0; k < index.total; k++) {
			const s = stepAt(index, k);
			if (s.kind !== 'cutoff') continue;
			cutoffs++;
			prunedSeen += s.pruned.length;
			expect(s.pruned).toEqual(prunedMoves(record, s.node));
			expect(s.pruned).toHaveLength(prunedMask(record, s.node));
			for (const cell of s.pruned) expect(cell).toBeLessThan(81);
		}
		expect(cutoffs).toBeGreaterThan(0);
		expect(prunedSeen).toBeGreaterThan(cutoffs);
	});
});
