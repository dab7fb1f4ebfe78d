/**
 * Each search holds its own state (search-game.ts, search-ultimate.ts, transposition.ts): a search
 * started while another is running, from its abort callback, in the same thread, leaves both
 * right. The figures each search must give are those of the same search run alone: value, nodes,
 * table entries and hits, root moves, and every byte of its record.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	emptyGamePosition,
	fullLayoutRecord,
	RECORD_LAYOUT,
	search,
	type Position,
	type SearchOptions,
	type SearchResult
} from '$lib/engine';

/** FNV-1a over the bytes of a typed array (a digest, to compare two records field by field). */
function digest(a: ArrayBufferView): number {
	const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
	let h = 0x811c9dc5;
	for (let k = 0; k < bytes.length; k++) h = Math.imul(h ^ bytes[k], 0x01000193);
	return h >>> 0;
}

/** What a search gives, to compare two runs of it: its figures and its record's fields' digests. */
function figures(r: SearchResult) {
	const full = fullLayoutRecord(r.record);
	const bytes = RECORD_LAYOUT.map(
		([field]) => `${field} ${full[field].length} ${digest(full[field])}`
	);
	return {
		value: r.value,
		nodes: r.nodes,
		examined: r.examined,
		tableEntries: r.tableEntries,
		tableHits: r.tableHits,
		horizonLeaves: r.horizonLeaves,
		moves: r.moves,
		bytes
	};
}

interface Job {
	position: Position;
	options: Partial<SearchOptions>;
}

/** The 4x4 draw proof (alpha-beta, the table, centre first, no depth penalty): 725,254 nodes. */
const proof4: Job = {
	position: emptyGamePosition(GAME_DEFS.ttt4),
	options: {
		game: 'ttt4',
		alphaBeta: true,
		depthPenalty: false,
		order: 'center-first',
		transpositionTable: true,
		depthLimit: null
	}
};
/** Connect Four to depth 7 with the table and the evaluation (the generic search's board path). */
const connect4: Job = {
	position: emptyGamePosition(GAME_DEFS.connect4),
	options: {
		game: 'connect4',
		alphaBeta: true,
		depthPenalty: true,
		transpositionTable: true,
		depthLimit: 7,
		solver: false
	}
};
/** Ultimate tic-tac-toe to depth 4 with its table. */
const ultimate: Job = {
	position: emptyGamePosition(GAME_DEFS.ultimate),
	options: {
		game: 'ultimate',
		alphaBeta: true,
		depthPenalty: true,
		transpositionTable: true,
		depthLimit: 4
	}
};

/** Runs `job` alone, or with `inner` run whole from its second abort check (node 4,096). */
function run(job: Job, inner?: () => void): SearchResult {
	let checks = 0;
	return search(job.position, job.options, undefined, {
		nodeBudget: 1_000_000,
		shouldAbort: () => {
			if (++checks === 2 && inner) inner();
			return false;
		}
	});
}

describe('two searches interleaved in one thread', () => {
	it('a 4x4 proof, a Connect Four search started inside it and an ultimate search inside that give what each gives alone', () => {
		const alone = [proof4, connect4, ultimate].map((job) => figures(run(job)));
		// The reference figures of the 4x4 draw proof (docs/reference-figures.md).
		expect([alone[0].value, alone[0].nodes, alone[0].tableEntries]).toEqual([0, 725_254, 241_788]);

		let inner: SearchResult | null = null;
		let innermost: SearchResult | null = null;
		const outer = run(proof4, () => {
			inner = run(connect4, () => {
				innermost = run(ultimate);
			});
		});
		expect(inner).not.toBeNull();
		expect(innermost).not.toBeNull();
		expect(figures(outer)).toEqual(alone[0]);
		expect(figures(inner as unknown as SearchResult)).toEqual(alone[1]);
		expect(figures(innermost as unknown as SearchResult)).toEqual(alone[2]);
	});
});
