/**
 * English practice feedback: real checks on pinned exercises (the rules' exercise `.../OO./XX.`,
 * `XOX/.O./X..` with and without alpha-beta) rendered with the record's numbers, every remaining
 * code from its value, hints, answers and the Coach.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { feedbackText, hintText } from '$lib/i18n';
import { PRACTICE_FEEDBACK } from '$lib/i18n/practice-feedback-words';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';
import { feedbackContext } from '$lib/app/practice/practice-view';
import {
	checkAnswer,
	coachMove,
	generateExercise,
	hintFor,
	solutionFor,
	type Answer,
	type Exercise,
	type FeedbackContext
} from '$lib/practice';

const t = PRACTICE_WORDS.en;
const RULES = parsePosition('.../OO./XX.');
const XOX = parsePosition('XOX/.O./X..');

function say(exercise: Exercise, answer: Answer) {
	const ctx = feedbackContext(exercise);
	return feedbackText(t, PRACTICE_FEEDBACK.en, checkAnswer(exercise, answer), ctx);
}

describe('feedback of real checks, with the record’s numbers', () => {
	it.each<[string, Exercise, Answer, string, string]>([
		[
			'win: a cell that completes no line',
			generateExercise('win', 0, RULES),
			{ kind: 'win', cell: 5 },
			'Wrong: cell 6 (c2) completes no line of three for X.',
			'X wins at once on cell 9 (c1), completing the line 7-8-9.'
		],
		[
			'threats: an extra X cell and a missed O cell',
			generateExercise('threats', 0, RULES),
			{ kind: 'threats', X: [8, 2], O: [] },
			'Wrong: cell 3 (c3) completes no line of three for X. You missed cell 6 (c2): O would complete the line 4-5-6 there.',
			'X wins at once on cell 9 (c1) (line 7-8-9).'
		],
		[
			'best-move: cell 4 refuted by X on 6',
			generateExercise('best-move', 2, XOX),
			{ kind: 'best-move', cell: 3 },
			'Wrong: cell 4 (a2) scores 7, less than the 9 of cell 8 (b1): X would not allow more; its reply on cell 6 (c2) holds the move to 7 (line X 6, O 8).',
			'Minimax plays cell 8 (b1), score 9: with best play (O 8) O wins.'
		],
		[
			'best-move: a tie lost to the first move tried (no depth penalty)',
			generateExercise('best-move', 0, XOX),
			{ kind: 'best-move', cell: 7 },
			'Wrong: cell 8 (b1) also scores 10, but among equal scores minimax keeps the first move tried: cell 4 (a2).',
			'Minimax plays cell 4 (a2), score 10: with best play (O 4, X 6, O 8) O wins. Cell 8 (b1) scores 10 too; the first move tried is kept.'
		],
		[
			'value: an exact value typed for a lower bound',
			generateExercise('value', 1, XOX),
			{ kind: 'value', value: 7, bound: 'exact' },
			'Wrong: the search only knows a bound here: >= 7, not the exact value 7.',
			'Node 4→9 is a max node (▲): it takes the largest value of its children (cell 6: 7), 7 from cell 6 (c2).'
		],
		[
			'next-node: a child the cutoff prunes',
			generateExercise('next-node', 5, XOX),
			{ kind: 'next-node', node: 8 },
			'Wrong: the search never visits node 4→8→9: at node 4→8, alpha 7 >= beta 7 (a beta cutoff), so node 4→8→9 is pruned.',
			'First node 4→8 returns its value; then node 4 tries its next move, cell 9 (c1): the next node is node 4→9.'
		],
		[
			'window: alpha and beta swapped',
			generateExercise('window', 1, XOX),
			{ kind: 'window', alpha: Infinity, beta: 7 },
			'Wrong: alpha and beta are swapped: alpha is the lower end (7), beta the upper (+∞).',
			'alpha is 7: the root, a max node on the path, already has 7 from its child on cell 4 (a2).'
		],
		[
			'prune: one cutoff missed',
			generateExercise('prune', 2, XOX),
			{ kind: 'prune', nodes: [8, 12, 15, 19, 25] },
			'Wrong: you missed node 9→8: at node 9, after cell 4 (a2) returned -8, beta -8 <= alpha 9 (an alpha cutoff), so cell 8 (b1) is never searched.',
			'At node 4→8, after cell 6 (c2) returned 7, alpha 7 >= beta 7 (a beta cutoff): node 4→8→9 is pruned.'
		]
	])('%s', (_name, exercise, answer, status, firstReason) => {
		const text = say(exercise, answer);
		expect(text.status).toBe(status);
		expect(text.explanation[0]).toBe(firstReason);
	});

	it('a right answer is "Correct."; the solution is "Solution: ..."', () => {
		const ex = generateExercise('prune', 2, XOX);
		const ctx = feedbackContext(ex);
		const { answer, feedback } = solutionFor(ex);
		expect(feedbackText(t, PRACTICE_FEEDBACK.en, feedback, ctx).status).toBe('Correct.');
		expect(feedbackText(t, PRACTICE_FEEDBACK.en, feedback, ctx, answer).status).toBe(
			'Solution: nodes 4→8→9, 4→9→8, 6→8, 6→9, 9→6 and 9→8.'
		);
	});

	it('hints', () => {
		const cases: [Exercise, string][] = [
			[
				generateExercise('win', 0, RULES),
				'Hint: Look for a line with two X marks and an empty cell.'
			],
			[generateExercise('threats', 0, RULES), 'Hint: X has 1 immediate win and O has 1.'],
			[generateExercise('best-move', 2, XOX), 'Hint: The best move scores 9 (depth penalty on).'],
			[
				generateExercise('prune', 2, XOX),
				'Hint: Alpha-beta makes 4 cutoffs here, pruning 6 children in all.'
			]
		];
		for (const [ex, text] of cases)
			expect(hintText(t, hintFor(ex), feedbackContext(ex))).toBe(text);
	});
});

describe('codes rendered from their values', () => {
	const ex = generateExercise('prune', 2, XOX);
	const ctx: FeedbackContext = feedbackContext(ex);
	const test = { node: 1, maximizing: false, alpha: 7, beta: 9, fires: false };

	it.each<[string, string]>([
		[
			PRACTICE_FEEDBACK.en.mistakes.win['cell-taken'](
				{ code: 'cell-taken', cell: 0, mark: 'X' },
				ctx
			),
			'cell 1 (a3) is already taken by X.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.value['bound-for-exact'](
				{ code: 'bound-for-exact', given: 'upper', givenValue: 5, value: 7 },
				ctx
			),
			'the value is exact: 7, not a bound (<= 5).'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.value['wrong-bound'](
				{ code: 'wrong-bound', given: 'lower', expected: 'upper' },
				ctx
			),
			'the bound is <= (an upper bound), not >=.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.value['wrong-value'](
				{ code: 'wrong-value', given: 5, expected: 7 },
				ctx
			),
			'the value is 7, not 5.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.window['not-a-window'](
				{ code: 'not-a-window', alpha: 9, beta: 3 },
				ctx
			),
			'[9, 3] is not a window: alpha must be less than beta.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.window['wrong-beta'](
				{ code: 'wrong-beta', given: Infinity, expected: 7 },
				ctx
			),
			'beta is 7, not +∞.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes['next-node']['search-ends'](
				{ code: 'search-ends', node: 3 },
				ctx
			),
			'the search enters no more nodes: node 4→6→8 is not visited next, the search ends.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes['next-node']['already-entered'](
				{ code: 'already-entered', node: 1, step: 0 },
				ctx
			),
			'node 4 was already entered, at step 1.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.prune.root({ code: 'root', node: 0 }, ctx),
			'the root is never pruned.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.prune['not-pruned'](
				{ code: 'not-pruned', node: 2, parent: 1, cell: 5, test, step: 3 },
				ctx
			),
			'node 4→6 is searched: when node 4 reaches cell 6 (c2), beta 9 <= alpha 7 is false (window [7, 9]), so nothing is cut off.'
		],
		[
			PRACTICE_FEEDBACK.en.mistakes.prune['inside-pruned'](
				{ code: 'inside-pruned', node: 9, prunedAncestor: 8, step: 3 },
				ctx
			),
			'node 4→8→9→6 lies inside the pruned branch node 4→8→9: mark only the pruned child itself.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.value['leaf-score'](
				{ code: 'leaf-score', node: 4, outcome: 'O', depth: 3, depthPenalty: true, score: 7 },
				ctx
			),
			'Node 4→6→9 is a finished game: O wins at depth 3; for O it scores 10 - 3 = 7.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.value['inside-window'](
				{ code: 'inside-window', node: 1, value: 7, alpha: -Infinity, beta: Infinity },
				ctx
			),
			'Its value 7 lies inside its window [-∞, +∞], so it is exact.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.value.minimax({ code: 'minimax', node: 1, value: -8 }, ctx),
			'Searched in full (plain minimax), this node is worth -8.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations['next-node']['no-next']({ code: 'no-next' }, ctx),
			'No node is left to enter: the search returns to the root and ends.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.window['window-end'](
				{ code: 'window-end', end: 'beta', value: Infinity, source: null, child: null },
				ctx
			),
			'beta is +∞: no min node on the path has a returned child yet.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.prune['no-prune']({ code: 'no-prune' }, ctx),
			'Alpha-beta prunes nothing in this tree.'
		],
		[
			PRACTICE_FEEDBACK.en.explanations.win['no-win']({ code: 'no-win', side: 'O' }, ctx),
			'No line holds two O marks and an empty cell: O has no immediate win.'
		]
	])('%s', (text, expected) => {
		expect(text).toBe(expected);
	});
});

describe('the Coach', () => {
	it('explains a thrown-away draw by its line, and a good move by its value', () => {
		const before = parsePosition('OX./.../...');
		expect(t.coach.report(coachMove(before, 2))).toBe(
			'Coach: cell 3 throws the draw away: the computer now wins. Best play goes the computer 4, you 7, the computer 5, you 6, the computer 9, and the computer completes the line 1-5-9 (highlighted). Minimax would have played cell 4.'
		);
		expect(t.coach.report(coachMove(before, 4))).toBe(
			'Coach: cell 5 keeps the best value: a draw with best play.'
		);
	});

	it('names a computer win left open', () => {
		// X to move; O threatens 1-5-9 on cell 9; X plays 4 instead of blocking.
		const report = coachMove(parsePosition('OX./XO./...'), 6);
		expect(report.missedBlock).toBe(8);
		expect(t.coach.report(report)).toContain(
			'The computer wins at once on cell 9, which you left open.'
		);
	});

	it('threat notes for cell names', () => {
		expect(t.coach.threatNote([])).toBe('');
		expect(t.coach.threatNote(['O'])).toBe(', O wins here');
		expect(t.coach.threatNote(['X', 'O'])).toBe(', X and O win here');
	});
});
