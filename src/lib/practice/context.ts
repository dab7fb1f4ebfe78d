/**
 * The searches behind an exercise: the search the answer is checked against (`options`), its step
 * index, the tree the page draws (`shown`) and the maps between their node indices (a node is named
 * by its path of moves from the root, the same in both records because both use the same move order).
 * Contexts are cached per exercise object, so check, hint and solution search once.
 */
import {
	search,
	type Position,
	type SearchOptions,
	type SearchRecord,
	type SearchResult
} from '../engine/index';
import { buildStepIndex, type StepIndex } from '../stepper/index';
import type { Exercise } from './exercise-types';

/** Everything a checker reads from the record. */
export interface ExerciseContext {
	searched: SearchResult;
	index: StepIndex;
	/** The shown record (the searched one when `shown` equals `options`); null for board-only kinds. */
	shown: SearchRecord | null;
	/** Shown-tree node of a searched node. */
	toShown(node: number): number;
	/** Searched node of a shown node, -1 when the search never visited it (pruned). */
	toSearched(node: number): number;
}

/** The tree the page draws: the shown record, else the searched one (node indices of the picture). */
export function drawnRecord(ctx: ExerciseContext): SearchRecord {
	return ctx.shown ?? ctx.index.record;
}

/** Cells played from the root to node i (empty for the root). */
export function pathOf(record: SearchRecord, i: number): number[] {
	const path: number[] = [];
	for (let n = i; n > 0; n = record.parent[n]) path.push(record.move[n]);
	return path.reverse();
}

/** The node reached from the root by `path`, or -1 when the record has no such node. */
export function nodeAtPath(record: SearchRecord, path: readonly number[]): number {
	let i = 0;
	for (const cell of path) {
		let next = -1;
		for (let c = i + 1; c < record.end[i]; c = record.end[c]) {
			if (record.move[c] === cell) {
				next = c;
				break;
			}
		}
		if (next < 0) return -1;
		i = next;
	}
	return i;
}

function sameOptions(a: SearchOptions, b: SearchOptions): boolean {
	return a.alphaBeta === b.alphaBeta && a.depthPenalty === b.depthPenalty && a.order === b.order;
}

/**
 * The context of a search from `position` with `options`, drawn as `shown` (null: no tree).
 * Runs one search, or two when the shown tree differs.
 */
export function buildContext(
	position: Position,
	options: SearchOptions,
	shown: SearchOptions | null
): ExerciseContext {
	const searched = search(position, options);
	const index = buildStepIndex(searched.record, options);
	if (shown === null || sameOptions(shown, options)) {
		return {
			searched,
			index,
			shown: shown === null ? null : searched.record,
			toShown: (i) => i,
			toSearched: (i) => i
		};
	}
	const shownRecord = search(position, shown).record;
	return {
		searched,
		index,
		shown: shownRecord,
		toShown: (i) => nodeAtPath(shownRecord, pathOf(searched.record, i)),
		toSearched: (i) => nodeAtPath(searched.record, pathOf(shownRecord, i))
	};
}

/** Per exercise, a function giving its context, built on first call and kept. */
const cache = new WeakMap<Exercise, () => ExerciseContext>();

/**
 * Hands the context a generator may already have built for `exercise` to contextOf; `context`
 * must memoize (build on first call only), so nothing is searched until a checker asks.
 */
export function rememberContext(exercise: Exercise, context: () => ExerciseContext): void {
	cache.set(exercise, context);
}

/** The (cached) context of an exercise, built on first use. */
export function contextOf(exercise: Exercise): ExerciseContext {
	let context = cache.get(exercise);
	if (!context) {
		const built = buildContext(exercise.position, exercise.options, exercise.shown);
		context = () => built;
		cache.set(exercise, context);
	}
	return context();
}

/**
 * The principal variation below node i: node indices from i down, following at each node the first
 * child whose value equals the node's (the child that set it, by the first-best tie-break). In an
 * alpha-beta record this holds along exact nodes (the root's line).
 */
export function variationFrom(record: SearchRecord, i: number): number[] {
	const line = [i];
	for (let n = i; ;) {
		let next = -1;
		for (let c = n + 1; c < record.end[n]; c = record.end[c]) {
			if (record.value[c] === record.value[n]) {
				next = c;
				break;
			}
		}
		if (next < 0) return line;
		line.push(next);
		n = next;
	}
}

/** The root child reached by `cell`, or -1 when that move was not searched. */
export function rootChild(record: SearchRecord, cell: number): number {
	return nodeAtPath(record, [cell]);
}
