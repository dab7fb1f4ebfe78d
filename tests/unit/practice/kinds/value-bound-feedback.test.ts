/**
 * Fault: the practice "value" feedback contradicted itself where the node holds only a bound
 * ("Wrong: the value is -10, not 7. The search only knows a bound here: <= -10, ..."). Now one
 * mistake per answer, and a bound is stated as a bound, in English and French; the exercise is
 * the newcomer's link `#/practice?kind=value&position=XOO/X../O.X&seed=4127541575`.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { feedbackText } from '$lib/i18n';
import { practiceFr } from '$lib/i18n/fr/practice';
import { PRACTICE_FEEDBACK } from '$lib/i18n/practice-feedback-words';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';
import { feedbackContext } from '$lib/app/practice/practice-view';
import { checkAnswer, generateExercise, solutionFor, type Answer } from '$lib/practice';

const ex = generateExercise('value', 4127541575, parsePosition('XOO/X../O.X'));
const ctx = feedbackContext(ex);
const value = (v: number, bound: 'exact' | 'upper' | 'lower'): Answer => ({
	kind: 'value',
	value: v,
	bound
});
const say = (answer: Answer) => [
	feedbackText(PRACTICE_WORDS.en, PRACTICE_FEEDBACK.en, checkAnswer(ex, answer), ctx).status,
	feedbackText(practiceFr, PRACTICE_FEEDBACK.fr, checkAnswer(ex, answer), ctx).status
];

describe('Fault: value feedback contradicts itself where the node holds a bound', () => {
	it('the pinned exercise asks about a node whose record holds "<= -10"', () => {
		expect(solutionFor(ex).answer).toEqual(value(-10, 'upper'));
		expect(
			feedbackText(
				PRACTICE_WORDS.en,
				PRACTICE_FEEDBACK.en,
				checkAnswer(ex, value(-10, 'upper')),
				ctx,
				solutionFor(ex).answer
			).status
		).toBe('Solution: <= -10.');
	});

	it.each<[Answer, string, string]>([
		[
			value(7, 'exact'),
			'Wrong: the search only knows a bound here: <= -10, not the exact value 7.',
			"Faux\u202f: la recherche ne connaît ici qu'une borne\u202f: <= -10, pas la valeur exacte 7."
		],
		[
			value(-10, 'exact'),
			'Wrong: the search only knows a bound here: <= -10, not the exact value -10.',
			"Faux\u202f: la recherche ne connaît ici qu'une borne\u202f: <= -10, pas la valeur exacte -10."
		],
		[
			value(-8, 'upper'),
			'Wrong: the search only knows a bound here: <= -10, not <= -8.',
			"Faux\u202f: la recherche ne connaît ici qu'une borne\u202f: <= -10, pas <= -8."
		],
		[
			value(-8, 'lower'),
			'Wrong: the search only knows a bound here: <= -10, not >= -8.',
			"Faux\u202f: la recherche ne connaît ici qu'une borne\u202f: <= -10, pas >= -8."
		],
		[
			value(-10, 'lower'),
			'Wrong: the bound is <= (an upper bound), not >=.',
			'Faux\u202f: la borne est <= (une borne supérieure), pas >=.'
		]
	])('%o: one mistake, never "the value is -10"', (answer, english, french) => {
		expect(checkAnswer(ex, answer).mistakes).toHaveLength(1);
		expect(say(answer)).toEqual([english, french]);
	});
});
