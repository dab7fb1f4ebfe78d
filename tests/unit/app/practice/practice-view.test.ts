/** Node names for the catalogue, the debugger link and practice errors in words. */
import { describe, expect, it } from 'vitest';
import { en, fr } from '$lib/i18n';
import { debuggerLink, feedbackContext, problemText } from '$lib/app/practice/practice-view';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';
import { readUrlState } from '$lib/link/url-state';
import { generateExercise, parseScoreAnswer, PracticeError } from '$lib/practice';
import { readPracticeLink } from '$lib/link/practice-link';
import { parsePosition } from '$lib/engine';

const XOX = parsePosition('XOX/.O./X..');

describe('feedbackContext', () => {
	it('names nodes of the shown tree by their path, with who played and who moves', () => {
		const ex = generateExercise('prune', 2, XOX); // the full tree, 34 nodes
		const ctx = feedbackContext(ex);
		expect(ctx.maximizer).toBe('O');
		expect(ctx.node(0)).toEqual({
			path: [],
			played: null,
			toMove: 'O',
			depth: 0,
			maximizing: true
		});
		expect(ctx.node(2)).toEqual({
			path: [3, 5],
			played: 'X',
			toMove: 'O',
			depth: 2,
			maximizing: true
		});
		expect(() => ctx.node(34)).toThrow(RangeError);
	});

	it('a board-only exercise names nodes of its searched tree', () => {
		const ctx = feedbackContext(generateExercise('win', 0, XOX));
		expect(ctx.node(1).path).toEqual([3]);
	});
});

describe('debuggerLink', () => {
	it('opens the position with the exercise’s options and the step', () => {
		const ex = generateExercise('next-node', 5, XOX); // alpha-beta, depth penalty on
		const link = debuggerLink(ex, 22);
		expect(link).toBe('#/?position=XOX%2F.O.%2FX..&alphabeta=1&step=22');
		const read = readUrlState(link);
		expect(read).toMatchObject({ options: ex.options, step: 22, errors: [] });
		expect(read.position).toEqual(XOX);
	});

	it('keeps an explicit side to move', () => {
		const ex = generateExercise('win', 0, parsePosition('XX./OO./... o'));
		expect(debuggerLink(ex, 3)).toBe('#/?position=XX.%2FOO.%2F...+o&step=3');
	});
});

describe('problemText', () => {
	it('words a bad position with the engine’s own error, and the other codes', () => {
		const { errors } = readPracticeLink('#/practice?kind=win&position=XXX/XXX/XXX&seed=1x');
		expect(errors.map((e) => problemText(en, PRACTICE_WORDS.en, e))).toEqual([
			'The seed "1x" is not a whole number from 0 to 4,294,967,295.',
			'The position in the link is not valid: X has 9 marks and O has 0: the counts may differ by at most one.'
		]);
		expect(problemText(en, PRACTICE_WORDS.en, new PracticeError('empty', 'x'))).toBe(
			'Type an answer first.'
		);
	});

	it('says a huge typed number is out of range, not "not a whole number" (English, French)', () => {
		const parsed = parseScoreAnswer('99999999999999999999');
		if (parsed.ok) throw new Error('read as a number');
		expect(problemText(en, PRACTICE_WORDS.en, parsed.error)).toBe(
			'"99999999999999999999" is out of range: type a whole number from −999 to 999.'
		);
		expect(problemText(fr, PRACTICE_WORDS.fr, parsed.error)).toBe(
			'«\u202f99999999999999999999\u202f» est hors limites\u202f: tapez un nombre entier de −999 à 999.'
		);
	});
});
