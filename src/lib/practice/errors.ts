/**
 * Typed practice errors: a stable `code` the page turns into a sentence in the reader's language,
 * plus the numbers it needs in `details`. The `message` is for developers only.
 */

/**
 * - Link (`#/practice?kind=&position=&seed=`): `unknown-kind`, `bad-seed`, `bad-position` (details
 *   `positionCode`: the engine's PositionError code), `missing-kind` (a position or seed
 *   without a kind).
 * - A position that cannot hold the exercise: `position-finished`, `tree-too-large` (details
 *   `nodes`, `max`), `too-few-moves` (a UCT exercise needs two moves or more; details `moves`).
 * - A malformed answer: `wrong-kind`, `bad-cell`, `bad-node` (details `count`), `bad-number`,
 *   `bad-bound`.
 * - Typed text that is not a score or window end: `empty`, `not-a-number`, `bad-bound`,
 *   `out-of-range` (a whole number too large to be a score; details `max`).
 */
export type PracticeErrorCode =
	| 'unknown-kind'
	| 'bad-seed'
	| 'bad-position'
	| 'missing-kind'
	| 'position-finished'
	| 'tree-too-large'
	| 'too-few-moves'
	| 'wrong-kind'
	| 'bad-cell'
	| 'bad-node'
	| 'bad-number'
	| 'bad-bound'
	| 'empty'
	| 'not-a-number'
	| 'out-of-range';

/** Numbers and raw values an error carries for its sentence. */
export type ErrorDetails = Readonly<Record<string, string | number | null>>;

/** An error with a stable code; thrown by generators and checkers, returned by parsers. */
export class PracticeError extends Error {
	readonly code: PracticeErrorCode;
	readonly details: ErrorDetails;
	constructor(code: PracticeErrorCode, message: string, details: ErrorDetails = {}) {
		super(message);
		this.name = 'PracticeError';
		this.code = code;
		this.details = details;
	}
}
