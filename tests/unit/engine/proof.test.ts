/**
 * proof.ts: the exhaustive proof of unbeatability, with and without the depth penalty
 * (docs/reference-figures.md, "The proof of unbeatability").
 */
import { describe, expect, it } from 'vitest';
import { proveUnbeatable } from '$lib/engine';

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
