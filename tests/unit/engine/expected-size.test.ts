/**
 * expected-size.ts: the sizes `search` knows before it starts are the ones the search then
 * takes, and no other search is given one.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, emptyGamePosition, parsePosition, proveDraw4x4 } from '$lib/engine';
import { knownSize, type SizedSearch } from '$lib/engine/expected-size';

const PROOF: SizedSearch = {
	game: 'ttt4',
	cells: emptyGamePosition(GAME_DEFS.ttt4).cells,
	alphaBeta: true,
	depthPenalty: false,
	order: 'center-first',
	transpositionTable: true,
	depthLimit: null,
	firstMoves: []
};

describe('knownSize', () => {
	it('the 4x4 draw proof: the nodes and table entries the search takes', () => {
		const r = proveDraw4x4(true);
		expect(knownSize(PROOF)).toEqual({ nodes: r.nodes, tableEntries: r.tableEntries });
		expect(knownSize(PROOF)).toEqual({ nodes: 725_254, tableEntries: 241_788 });
	});

	it.each([
		{
			name: 'a mark on the board',
			change: { cells: parsePosition('X.../..../..../....', 'ttt4').cells }
		},
		{ name: 'the depth penalty', change: { depthPenalty: true } },
		{ name: 'no table', change: { transpositionTable: false } },
		{ name: 'plain minimax', change: { alphaBeta: false } },
		{ name: 'index order', change: { order: 'index' as const } },
		{ name: 'a depth limit', change: { depthLimit: 8 } },
		{ name: 'first moves', change: { firstMoves: [0] } },
		{ name: '3x3', change: { game: 'ttt3' as const, cells: Array(9).fill(null) } }
	])('unknown with $name: 0 and 0', ({ change }) => {
		expect(knownSize({ ...PROOF, ...change })).toEqual({ nodes: 0, tableEntries: 0 });
	});
});
