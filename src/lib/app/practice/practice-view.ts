/**
 * What the practice page derives from an exercise, without runes or DOM: the catalogue's context
 * (node names from the exercise's tree), the main page's link that opens the debugger at a step,
 * and a practice error in words.
 */
import {
	formatPosition,
	isMaximizer,
	parsePosition,
	PositionError,
	sideToMove,
	type SearchRecord
} from '$lib/engine';
import { positionErrorText, type Messages, type PracticeWords } from '$lib/i18n';
import {
	contextOf,
	drawnRecord,
	pathOf,
	type Exercise,
	type PracticeError,
	type FeedbackContext
} from '$lib/practice';
import { writeUrlState } from '../../link/url-state';

/** The tree an exercise's node indices refer to: the shown record, else the searched one. */
export function exerciseRecord(exercise: Exercise): SearchRecord {
	return drawnRecord(contextOf(exercise));
}

/**
 * The catalogue's context for an exercise: node i of its tree named by its path of cells, the side
 * that played into it and the side to move there.
 * @throws RangeError from `node(i)` when i is not a node of the tree.
 */
export function feedbackContext(exercise: Exercise): FeedbackContext {
	const record = exerciseRecord(exercise);
	return {
		maximizer: exercise.position.toMove,
		options: exercise.options,
		node(i) {
			if (!Number.isInteger(i) || i < 0 || i >= record.count) {
				throw new RangeError(`Node ${i} is not in the exercise's tree of ${record.count} nodes.`);
			}
			const toMove = sideToMove(record, i);
			return {
				path: pathOf(record, i),
				played: i === 0 ? null : toMove === 'X' ? 'O' : 'X',
				toMove,
				depth: record.depth[i],
				maximizing: isMaximizer(record, i)
			};
		}
	};
}

/**
 * The main page's link that opens the exercise's position with its search options, the debugger
 * at step `step` of that search (the computer's decision there is exactly the exercise's search):
 * `#/?position=...&alphabeta=1&depth=0&step=12`.
 */
export function debuggerLink(exercise: Exercise, step: number): string {
	return writeUrlState(formatPosition(exercise.position), exercise.options, 'open', { step });
}

/**
 * A practice error (a bad link, a typed answer that cannot be read) in the practice page's words
 * `words` (PRACTICE_WORDS). For `bad-position` the position is parsed again so the engine's own
 * error is worded in the catalogue `t`'s language.
 */
export function problemText(t: Messages, words: PracticeWords, error: PracticeError): string {
	let position: string | null = null;
	if (error.code === 'bad-position') {
		try {
			parsePosition(String(error.details.value ?? ''));
		} catch (e) {
			if (e instanceof PositionError) position = positionErrorText(t.positionErrors, e);
		}
	}
	return words.problem({ code: error.code, details: error.details, position });
}
