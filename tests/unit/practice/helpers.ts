/**
 * Test helpers for practice: exercises on pinned positions with pinned options (the first seed whose
 * choice stream picks them), and a node of a record found by its path of cells.
 */
import { parsePosition, search, type SearchOptions, type SearchRecord } from '$lib/engine/index';
import { generateExercise, type ExerciseKind, type ExerciseOf } from '$lib/practice/index';

/** `XOX/.O./X..`, O to move: the reference position of docs/reference-figures.md. */
export const XOX = parsePosition('XOX/.O./X..');

/**
 * The exercise of `kind` on `position` for the first seed (0, 1, ...) whose options match `want`.
 * @throws Error when no seed below 500 picks them.
 */
export function exerciseWith<K extends ExerciseKind>(
	kind: K,
	position: ReturnType<typeof parsePosition>,
	want: Partial<SearchOptions>
): ExerciseOf<K> {
	for (let seed = 0; seed < 500; seed++) {
		const ex = generateExercise(kind, seed, position);
		const o = ex.options;
		if (Object.entries(want).every(([k, v]) => o[k as keyof SearchOptions] === v)) return ex;
	}
	throw new Error(`No seed picks ${JSON.stringify(want)} for ${kind}.`);
}

/** The node reached by a string of cells ("53" = cell 5 then cell 3), read from the record directly. */
export function node(record: SearchRecord, path: string): number {
	let i = 0;
	for (const ch of path) {
		let c = i + 1;
		while (c < record.end[i] && record.move[c] !== Number(ch)) c = record.end[c];
		if (c >= record.end[i]) throw new Error(`No node at path ${path}.`);
		i = c;
	}
	return i;
}

/** The record of a search of XOX with the given switches (index order). */
export function xoxRecord(alphaBeta: boolean, depthPenalty: boolean): SearchRecord {
	return search(XOX, { alphaBeta, depthPenalty, order: 'index' }).record;
}
