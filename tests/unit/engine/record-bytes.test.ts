/**
 * The record's bytes are pinned: a SHA-256 of every field (RECORD_LAYOUT order, the first `count`
 * entries of each) and of the root moves, for searches that cover each path of the engine (the 3x3
 * lean path, the generic search with the table, the depth limit with and without the evaluation,
 * gravity, first moves, a node budget, the 4x4 draw proof). A faster search must record exactly
 * the same bytes; the digests were taken from the search before its speed work. The 3x3 plain
 * path's record is uniform (record.ts: no alpha, beta, bound, pruned or link arrays): its digests
 * are of the fields it stores, and its full layout (fullLayoutRecord) still gives the digest the
 * full record had.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
	PROOF4_OPTIONS,
	BOUND_EXACT,
	RECORD_BYTES_PER_NODE,
	RECORD_BYTES_PER_UNIFORM_NODE,
	RECORD_LAYOUT,
	RECORD_UNIFORM_LAYOUT,
	UNIFORM_FIELDS,
	boundCode,
	fullLayoutRecord,
	nodeAlpha,
	nodeBeta,
	prunedMask,
	recordArraysOver,
	recordBuffer,
	tableLink,
	type SearchRecord,
	emptyGamePosition,
	emptyPosition,
	GAME_DEFS,
	parsePosition,
	proveDraw4x4,
	search,
	type SearchResult
} from '$lib/engine';
import { searchGame } from '$lib/engine/search-game';

/**
 * SHA-256 (hex) of the record's stored fields (RECORD_LAYOUT, or RECORD_UNIFORM_LAYOUT for a
 * uniform record) and the root moves, value and counts of `r`.
 */
function digest(r: SearchResult): string {
	const h = createHash('sha256');
	const record = r.record;
	if (record.uniform) h.update('uniform');
	for (const [field] of record.uniform ? RECORD_UNIFORM_LAYOUT : RECORD_LAYOUT) {
		const a = record[field];
		h.update(new Uint8Array(a.buffer, a.byteOffset, record.count * a.BYTES_PER_ELEMENT));
	}
	h.update(JSON.stringify([r.value, r.nodes, r.kept, r.tableEntries, r.tableHits, r.moves]));
	return h.digest('hex');
}

/** A record buffer of `nodes` nodes whose every byte is 0xa5, as a reused buffer holds old bytes. */
function dirtyBuffer(nodes: number): ArrayBuffer {
	const buffer = new ArrayBuffer(nodes * RECORD_BYTES_PER_NODE);
	new Uint8Array(buffer).fill(0xa5);
	return buffer;
}

const ttt4 = (text: string) => parsePosition(text, 'ttt4');
const c4 = (text: string) => parsePosition(text, 'connect4');

const CASES: { name: string; run: () => SearchResult; nodes: number; sha: string }[] = [
	{
		name: '3x3 empty board, plain minimax (lean path, uniform record)',
		run: () => search(emptyPosition(), { alphaBeta: false, depthPenalty: true, order: 'index' }),
		nodes: 549_946,
		sha: '8f19c9bd9cbd2de567588061ab76d0a88c9f25d5a6943d74c5e1c231f31be361'
	},
	{
		name: '3x3 empty board, plain minimax (lean path, uniform record), into a reused buffer full of old bytes',
		run: () =>
			search(
				emptyPosition(),
				{ alphaBeta: false, depthPenalty: true, order: 'index' },
				dirtyBuffer(600_000)
			),
		nodes: 549_946,
		sha: '8f19c9bd9cbd2de567588061ab76d0a88c9f25d5a6943d74c5e1c231f31be361'
	},
	{
		name: '3x3 empty board, alpha-beta, centre first (lean path)',
		run: () =>
			search(emptyPosition(), { alphaBeta: true, depthPenalty: true, order: 'center-first' }),
		nodes: 7_865,
		sha: '79ad7c209f83779e3a343143a4153bbdb54833ed11eeb87998a1dc1b7c6496c7'
	},
	{
		name: '3x3 empty board, alpha-beta with the table',
		run: () =>
			search(emptyPosition(), {
				alphaBeta: true,
				depthPenalty: true,
				order: 'index',
				transpositionTable: true
			}),
		nodes: 5_538,
		sha: 'fad75c4c8f47a09388619f4bd0a2023689648de88b1b01b26000d0347a69b066'
	},
	{
		name: '3x3, plain minimax with the table, depth limit 3 (evaluation)',
		run: () =>
			search(parsePosition('X../.O./...'), {
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				transpositionTable: true,
				depthLimit: 3
			}),
		nodes: 260,
		sha: '8d4cd787760197eedeb1256653919ff448a59cccb134bab1143b13f43f0e0792'
	},
	{
		name: '3x3 empty board, plain minimax, node budget 10,000 (truncated, generic path)',
		run: () =>
			search(emptyPosition(), { alphaBeta: false, depthPenalty: true, order: 'index' }, undefined, {
				nodeBudget: 10_000
			}),
		nodes: 549_946,
		sha: '8a7974394e725cfd5d198f755c796f78e936ce26ed310510e5b61dd9bdbdbf5b'
	},
	{
		name: '4x4 draw proof (alpha-beta, the table, centre first, no depth penalty)',
		run: () => proveDraw4x4(true),
		nodes: 725_254,
		sha: 'cbf8f86020e37808f71859c30036615e98755d56b94f6c07baf65d221c5031ba'
	},
	{
		name: '4x4 draw proof into a reused buffer too small for it, full of old bytes',
		run: () =>
			search(
				emptyGamePosition(GAME_DEFS.ttt4),
				{ ...PROOF4_OPTIONS, transpositionTable: true },
				dirtyBuffer(100_000)
			),
		nodes: 725_254,
		sha: 'cbf8f86020e37808f71859c30036615e98755d56b94f6c07baf65d221c5031ba'
	},
	{
		name: '4x4 draw proof with no expected size (the record and the table grow)',
		run: () =>
			search(emptyGamePosition(GAME_DEFS.ttt4), { ...PROOF4_OPTIONS, transpositionTable: true }),
		nodes: 725_254,
		sha: 'cbf8f86020e37808f71859c30036615e98755d56b94f6c07baf65d221c5031ba'
	},
	{
		name: '4x4 draw proof with a wrong expected size (too small, then too big)',
		run: () => {
			const position = emptyGamePosition(GAME_DEFS.ttt4);
			const options = { ...PROOF4_OPTIONS, transpositionTable: true };
			const small = search(position, options, undefined, {
				expected: { nodes: 10, tableEntries: 3 }
			});
			const big = search(position, options, undefined, {
				expected: { nodes: 2_500_000, tableEntries: 2_000_000 }
			});
			expect(digest(small)).toBe(digest(big));
			return big;
		},
		nodes: 725_254,
		sha: 'cbf8f86020e37808f71859c30036615e98755d56b94f6c07baf65d221c5031ba'
	},
	{
		name: '4x4 draw proof as the worker runs it (the root kept)',
		run: () => proveDraw4x4(true, { nodeBudget: 1 }),
		nodes: 725_254,
		sha: '4c6fcc9ebe4442893d4b704d4486752cc21b98866bd7daee6b37cb243639df0f'
	},
	{
		name: '4x4 empty board, alpha-beta with the table, depth limit 5 (evaluation)',
		run: () =>
			search(emptyGamePosition(GAME_DEFS.ttt4), {
				game: 'ttt4',
				alphaBeta: true,
				depthPenalty: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: 5
			}),
		nodes: 4_562,
		sha: '159ef4e6593ec1e56562a386a6ec0790f7380bf00e7adaba376d49ed84b35e12'
	},
	{
		name: '4x4 mid-game, plain minimax, no table, depth penalty, index order',
		run: () =>
			search(ttt4('XO.X/.OX./O.X./....'), {
				game: 'ttt4',
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				depthLimit: null
			}),
		nodes: 636_798,
		sha: '4c19076f9095ebf6a96de7cadde95b491ef9d8658868587306cb9913c1bacc1b'
	},
	{
		name: '4x4 mid-game, alpha-beta, the table, no depth limit, first moves',
		run: () =>
			search(
				ttt4('X.../.O../..X./...O'),
				{
					game: 'ttt4',
					alphaBeta: true,
					depthPenalty: true,
					order: 'center-first',
					transpositionTable: true,
					depthLimit: null
				},
				undefined,
				{ firstMoves: [15, 1, 2] }
			),
		nodes: 31_192,
		sha: '49262b8d6ec5de31940a5a3c116e8b3ddc3de464d39fe7e79d91bac9a3e89ffd'
	},
	{
		name: '4x4, alpha-beta, depth limit 4, evaluation none',
		run: () =>
			search(ttt4('X.../.O../..../....'), {
				game: 'ttt4',
				alphaBeta: true,
				depthPenalty: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: 4,
				evaluation: 'none'
			}),
		nodes: 453,
		sha: '9283f7371808c1c08a778b60c61bd07fc5a5874daeee4bb1e2631f025667b3ce'
	},
	{
		name: 'Connect Four empty board, plain minimax, depth limit 5',
		run: () =>
			search(emptyGamePosition(GAME_DEFS.connect4), {
				game: 'connect4',
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				transpositionTable: false,
				depthLimit: 5
			}),
		nodes: 19_608,
		sha: '3b64b4c3f573130a8166f3bc40bd9c23d3bb3862c54cbc2b52c28115d481cae3'
	},
	{
		name: 'Connect Four mid-game, alpha-beta with the table, depth limit 8',
		run: () =>
			search(c4('......./......./......./...X.../...O.../..XOX..'), {
				game: 'connect4',
				alphaBeta: true,
				depthPenalty: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: 8
			}),
		nodes: 8_713,
		sha: '3beb15b0abb796dc7956632018b916f27c76aeca82564273b1e04993083c33bf'
	}
];

/** The digest of the 3x3 empty board's plain search when its record stored every field. */
const PLAIN_EMPTY_FULL_LAYOUT_SHA =
	'f2b4f945af22276b3dd133b4c50d143374c2fbd708fd6e5c0ff74cbe2529b0fa';

describe('the 3x3 plain search records a uniform record', () => {
	const options = { alphaBeta: false, depthPenalty: true, order: 'index' } as const;
	const r = search(emptyPosition(), options);
	const record = r.record;

	it('stores 17 bytes a node: no alpha, beta, bound, pruned or link array', () => {
		expect(record.uniform).toBe(true);
		expect(RECORD_BYTES_PER_UNIFORM_NODE).toBe(17);
		expect(recordBuffer(record).byteLength).toBe(549_946 * 17);
		for (const field of UNIFORM_FIELDS) expect(record[field].length, field).toBe(0);
		for (const [field] of RECORD_UNIFORM_LAYOUT) expect(record[field].length).toBe(549_946);
	});

	it('reads through the accessors what the full layout stored: its digest is unchanged', () => {
		expect(digest({ ...r, record: fullLayoutRecord(record) })).toBe(PLAIN_EMPTY_FULL_LAYOUT_SHA);
	});

	it('reads, node for node, what the generic search stores in the full layout', () => {
		const out = searchGame(
			GAME_DEFS.ttt3,
			emptyPosition(),
			{
				...options,
				order: GAME_DEFS.ttt3.orders.index,
				transpositionTable: false,
				depthLimit: null,
				nodeBudget: 1_000_000,
				shouldAbort: null,
				firstMoves: []
			},
			null
		);
		const full: SearchRecord = {
			count: out.kept,
			rootMover: 'X',
			game: 'ttt3',
			...recordArraysOver(out.buffer, out.kept)
		};
		expect(full.uniform).toBeUndefined();
		expect(full.count).toBe(record.count);
		let bad = -1;
		for (let i = 0; i < record.count && bad < 0; i++) {
			if (
				nodeAlpha(record, i) !== nodeAlpha(full, i) ||
				nodeBeta(record, i) !== nodeBeta(full, i) ||
				boundCode(record, i) !== boundCode(full, i) ||
				prunedMask(record, i) !== prunedMask(full, i) ||
				tableLink(record, i) !== tableLink(full, i) ||
				nodeAlpha(record, i) !== -Infinity ||
				nodeBeta(record, i) !== Infinity ||
				boundCode(record, i) !== BOUND_EXACT ||
				prunedMask(record, i) !== 0 ||
				tableLink(record, i) !== -1
			)
				bad = i;
		}
		expect(bad).toBe(-1);
	});
});

describe('the expected size is checked', () => {
	it.each([
		{ nodes: -1, tableEntries: 0 },
		{ nodes: 1.5, tableEntries: 0 },
		{ nodes: 0, tableEntries: NaN }
	])('%o: a RangeError, and no search', (expected) => {
		expect(() =>
			search(emptyGamePosition(GAME_DEFS.ttt4), { game: 'ttt4', depthLimit: 1 }, undefined, {
				expected
			})
		).toThrow(RangeError);
	});
});

describe('the record is byte for byte the one pinned', () => {
	it.each(CASES)('$name', ({ run, nodes, sha }) => {
		const r = run();
		expect(r.nodes).toBe(nodes);
		if (process.env.PRINT_RECORD_DIGESTS) console.log(r.nodes, digest(r));
		expect(digest(r)).toBe(sha);
	});
});
