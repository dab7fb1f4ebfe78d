/**
 * What the page hands the catalogue besides a feedback value (feedback-types.ts): the names of the
 * exercise tree's nodes and the root's side, built from the exercise's shown tree
 * (src/lib/app/practice/practice-view.ts); the catalogue writes node names from it.
 */
import type { Mark, SearchOptions } from '../engine/index';

/** A node of an exercise's tree as the catalogue names it ("node 4→6", "the root"). */
export interface PracticeNodeRef {
	/** Cells played from the root (0-8), empty for the root. */
	readonly path: readonly number[];
	/** The side that played the last cell of `path`; null at the root. */
	readonly played: Mark | null;
	/** The side to move at the node. */
	readonly toMove: Mark;
	readonly depth: number;
	/** A max node (the root's side to move). */
	readonly maximizing: boolean;
}

/** What the catalogue needs besides a feedback value: node names and the root's side. */
export interface FeedbackContext {
	/** Node i of the exercise's shown tree (or of its searched tree when it draws none). */
	node(i: number): PracticeNodeRef;
	/** The side to move at the root: the maximizer. */
	readonly maximizer: Mark;
	/** The search the answer is checked against. */
	readonly options: SearchOptions;
}
