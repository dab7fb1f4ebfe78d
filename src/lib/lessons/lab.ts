/**
 * A Lab over the engine (types.ts `Lab`): searches, step indexes, the proof and comparisons,
 * computed on first use and cached. Heavy results computed elsewhere (a worker running
 * proofTask / compareTask with progress) can be handed in as seeds, and are then not recomputed.
 */
import {
	formatPosition,
	gameOf,
	parsePosition,
	search,
	type SearchOptions,
	type SearchResult
} from '../engine/index';
import { buildStepIndex, type StepIndex } from '../stepper/index';
import { compareSettings, type Comparison } from '../classroom/compare';
import { proveAll, type FullProof } from '../classroom/proof-games';
import type { Lab } from './types';

/** Results computed elsewhere for the lab to use. */
export interface LabSeed {
	readonly proof?: FullProof;
	readonly comparisons?: readonly Comparison[];
}

/** How many searches the lab keeps (the empty board's plain search takes ~16 MB with its index). */
export const LAB_SEARCHES_KEPT = 12;

/**
 * The key of a search: normalized notation and the three switches; beyond 3x3 also the game, the
 * table and the depth limit (the notation is read on `options.game`'s board).
 */
export function searchKey(notation: string, options: SearchOptions): string {
	const position = formatPosition(parsePosition(notation, gameOf(options).id));
	const key = `${position}|${options.alphaBeta ? 1 : 0}${options.depthPenalty ? 1 : 0}|${options.order}`;
	const { game, transpositionTable, depthLimit } = options;
	if (!game && !transpositionTable && (depthLimit ?? null) === null) return key;
	return `${key}|${gameOf(options).id}|${transpositionTable ? 1 : 0}|${depthLimit ?? 'none'}`;
}

/**
 * A lab that runs the engine on demand.
 * @param seed results already computed (a proof, comparisons).
 */
export function createLab(seed: LabSeed = {}): Lab {
	const searches = new Map<string, { result: SearchResult; index: StepIndex | null }>();
	let proof: FullProof | null = seed.proof ?? null;
	const comparisons = new Map<string, Comparison>();
	for (const c of seed.comparisons ?? []) comparisons.set(c.position, c);

	function entry(notation: string, options: SearchOptions) {
		const key = searchKey(notation, options);
		let found = searches.get(key);
		if (found) {
			searches.delete(key); // re-insert: most recently used last
		} else {
			const position = parsePosition(notation, gameOf(options).id);
			found = { result: search(position, options), index: null };
			if (searches.size >= LAB_SEARCHES_KEPT) {
				searches.delete(searches.keys().next().value as string);
			}
		}
		searches.set(key, found);
		return found;
	}

	return {
		search: (notation, options) => entry(notation, options).result,
		steps(notation, options) {
			const e = entry(notation, options);
			e.index ??= buildStepIndex(e.result.record, e.result.options);
			return e.index;
		},
		proof() {
			proof ??= proveAll();
			return proof;
		},
		comparison(notation) {
			const key = formatPosition(parsePosition(notation));
			let c = comparisons.get(key);
			if (!c) {
				c = compareSettings(parsePosition(notation));
				comparisons.set(key, c);
			}
			return c;
		}
	};
}
