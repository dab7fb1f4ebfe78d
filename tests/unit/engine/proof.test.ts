/**
 * proof.ts: the exhaustive proof of unbeatability, with and without the depth penalty
 * (docs/reference-figures.md, "The proof of unbeatability").
 */
import { describe, expect, it } from 'vitest';
import {
	ABORT_CHECK_INTERVAL,
	PROOF4_EXPECTED_NODES,
	proveDraw4x4,
	proveUnbeatable
} from '$lib/engine';

describe('the proof of unbeatability, depth penalty on', () => {
	const proof = proveUnbeatable();

	it.each([
		{
			name: 'human first',
			side: 'humanFirst' as const,
			games: 569,
			aiWinsByPly: { 6: 188, 8: 198 },
			draws: 183
		},
		{
			name: 'AI first',
			side: 'aiFirst' as const,
			games: 73,
			aiWinsByPly: { 5: 40, 7: 31 },
			draws: 2
		}
	])('$name: $games games, the human wins none', ({ side, games, aiWinsByPly, draws }) => {
		const tally = proof[side];
		expect(tally.games).toBe(games);
		expect(tally.humanWins).toBe(0);
		expect(tally.humanWinsByPly).toEqual({});
		expect(tally.aiWinsByPly).toEqual(aiWinsByPly);
		expect(tally.draws).toBe(draws);
		expect(tally.aiWins + tally.draws).toBe(games);
	});

	it('642 games in all', () => {
		expect(proof.humanFirst.games + proof.aiFirst.games).toBe(642);
	});
});

describe('the proof of unbeatability, depth penalty off', () => {
	const proof = proveUnbeatable({ depthPenalty: false });

	it.each([
		{
			name: 'human first',
			side: 'humanFirst' as const,
			games: 681,
			aiWinsByPly: { 6: 132, 8: 366 },
			draws: 183
		},
		{
			name: 'AI first',
			side: 'aiFirst' as const,
			games: 101,
			aiWinsByPly: { 5: 33, 7: 52, 9: 14 },
			draws: 2
		}
	])('$name: $games games, the human wins none', ({ side, games, aiWinsByPly, draws }) => {
		const tally = proof[side];
		expect(tally.games).toBe(games);
		expect(tally.humanWins).toBe(0);
		expect(tally.humanWinsByPly).toEqual({});
		expect(tally.aiWinsByPly).toEqual(aiWinsByPly);
		expect(tally.draws).toBe(draws);
		expect(tally.aiWins + tally.draws).toBe(games);
	});
});

describe('the 4x4 draw proof (proveDraw4x4)', () => {
	it('with the table: value 0, 725,254 nodes, 241,788 entries, the whole tree recorded', () => {
		const result = proveDraw4x4(true);
		expect([result.value, result.nodes, result.tableEntries, result.kept]).toEqual([
			0,
			PROOF4_EXPECTED_NODES.table,
			241_788,
			725_254
		]);
	});

	it("as the page's worker runs it: the root recorded only, the same counts", () => {
		let checks = 0;
		const result = proveDraw4x4(true, { nodeBudget: 1, shouldAbort: () => (checks++, false) });
		expect([result.value, result.nodes, result.tableEntries, result.kept]).toEqual([
			0, 725_254, 241_788, 1
		]);
		expect(checks).toBe(Math.ceil(725_254 / ABORT_CHECK_INTERVAL));
	});
});
