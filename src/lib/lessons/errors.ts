/**
 * The typed error of slide resolution: a slide names something the recorded search does not have.
 * The lesson tests resolve every slide, so these show a wrong lesson, never a user's mistake.
 */

/** What a slide names that cannot be found. */
export type LessonErrorCode =
	/** The slide's position is not valid notation. */
	| 'bad-position'
	/** A path does not lead to a node of the search (an illegal or pruned move). */
	| 'no-such-node'
	/** An `evaluate` step asked at a node that is not a finished game. */
	| 'not-a-leaf'
	/** A cutoff step asked where the search has none. */
	| 'no-cutoff'
	/** An `update` step asked for the root, which has no parent. */
	| 'no-parent'
	/** An absolute step outside 0..total-1. */
	| 'no-such-step'
	/** A zoom target that is not exactly one node. */
	| 'zoom-not-single'
	/** A shown node is not drawn yet at the slide's step in the open-nodes view. */
	| 'node-not-shown';

/** A slide spec that does not resolve against its search. */
export class LessonError extends Error {
	constructor(
		readonly code: LessonErrorCode,
		message: string
	) {
		super(message);
		this.name = 'LessonError';
	}
}
