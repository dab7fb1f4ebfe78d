/**
 * The French practice section (practiceFr, wired into fr.ts by the lead): the same feedback values as
 * the English test, in French, and docs/french.md: typography checked over every string it renders here
 * (a narrow no-break space before : ; ? ! and inside « », never a plain space).
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { feedbackText, hintText } from '$lib/i18n';
import { practiceFr } from '$lib/i18n/fr/practice';
import { PRACTICE_FEEDBACK } from '$lib/i18n/practice-feedback-words';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';
import { feedbackContext } from '$lib/app/practice/practice-view';
import {
	checkAnswer,
	coachMove,
	EXERCISE_KINDS,
	generateExercise,
	hintFor,
	solutionFor,
	type Answer,
	type Exercise
} from '$lib/practice';

const t = practiceFr;
const NNBSP = '\u202f';
const RULES = parsePosition('.../OO./XX.');
const XOX = parsePosition('XOX/.O./X..');

/** Every rendered string must put a narrow no-break space before : ; ? ! and inside « ». */
function typographyFaults(text: string): string[] {
	const faults: string[] = [];
	for (const m of text.matchAll(/(.)([:;?!»])/g)) {
		if (m[1] !== NNBSP && !(m[2] === ':' && /\d/.test(m[1]))) faults.push(`«${m[1]}${m[2]}»`);
	}
	for (const m of text.matchAll(/«(.)/g)) if (m[1] !== NNBSP) faults.push(`«${m[1]}`);
	return faults;
}

const cases: [Exercise, Answer][] = [
	[generateExercise('win', 0, RULES), { kind: 'win', cell: 5 }],
	[generateExercise('threats', 0, RULES), { kind: 'threats', X: [8], O: [] }],
	[generateExercise('best-move', 2, XOX), { kind: 'best-move', cell: 5 }],
	[generateExercise('value', 1, XOX), { kind: 'value', value: 7, bound: 'exact' }],
	[generateExercise('next-node', 5, XOX), { kind: 'next-node', node: 8 }],
	[generateExercise('window', 1, XOX), { kind: 'window', alpha: -Infinity, beta: Infinity }],
	[generateExercise('prune', 2, XOX), { kind: 'prune', nodes: [8, 12, 15, 19, 25, 29, 2] }],
	[generateExercise('uct', 7), { kind: 'uct', cell: 6 }]
];

describe('French feedback', () => {
	/** The numbers of a text (cells, scores, node paths, window ends), in order. */
	const numbers = (text: string) => text.match(/[-+]?(?:\d+|∞)/g) ?? [];

	it.each(cases)('%# the French verdict carries the English one’s numbers', (exercise, answer) => {
		const ctx = feedbackContext(exercise);
		const feedback = checkAnswer(exercise, answer);
		const french = feedbackText(t, PRACTICE_FEEDBACK.fr, feedback, ctx).status;
		const english = feedbackText(PRACTICE_WORDS.en, PRACTICE_FEEDBACK.en, feedback, ctx).status;
		expect(french).toMatch(new RegExp(`^Faux${NNBSP}: `));
		expect(english).toMatch(/^Wrong: /);
		expect(numbers(french).sort()).toEqual(numbers(english).sort());
	});

	it('the verdict names a node path and a window as the search saw them', () => {
		const [exercise, answer] = cases[4];
		const text = feedbackText(
			t,
			PRACTICE_FEEDBACK.fr,
			checkAnswer(exercise, answer),
			feedbackContext(exercise)
		).status;
		expect(text).toMatch(/nœud 4→8→9.*alpha 7 >= bêta 7 \(une coupure bêta\)/);
		const [prune, marks] = cases[6];
		expect(
			feedbackText(t, PRACTICE_FEEDBACK.fr, checkAnswer(prune, marks), feedbackContext(prune))
				.status
		).toMatch(new RegExp(`fenêtre \\[-∞${NNBSP}; \\+∞\\]`));
	});

	it('every question, feedback, hint and solution keeps the French typography', () => {
		const texts: string[] = [];
		for (const [exercise, answer] of cases) {
			const ctx = feedbackContext(exercise);
			texts.push(
				(t.question[exercise.kind] as (e: Exercise, c: typeof ctx) => string)(exercise, ctx)
			);
			const f = feedbackText(t, PRACTICE_FEEDBACK.fr, checkAnswer(exercise, answer), ctx);
			const s = solutionFor(exercise);
			texts.push(f.status, ...f.explanation, hintText(t, hintFor(exercise), ctx));
			texts.push(feedbackText(t, PRACTICE_FEEDBACK.fr, s.feedback, ctx, s.answer).status);
		}
		texts.push(t.coach.report(coachMove(parsePosition('OX./.../...'), 2)), t.score(1, 2), t.intro);
		texts.push(...EXERCISE_KINDS.flatMap((k) => [t.kinds[k].title, t.kinds[k].description]));
		expect(texts.flatMap(typographyFaults)).toEqual([]);
		expect(texts.join(' ')).not.toMatch(/ [:;?!]/);
	});

	it('the Coach in French', () => {
		// The line of best play, each move 1-based in order, and the move minimax would have played.
		const report = t.coach.report(coachMove(parsePosition('OX./.../...'), 2));
		expect(report).toMatch(new RegExp(`^Coach${NNBSP}: la case 3 `));
		expect(report).toMatch(/l'ordinateur 4, vous 7, l'ordinateur 5, vous 6, l'ordinateur 9/);
		expect(report).toMatch(/l'alignement 1-5-9 .*la case 4\.$/);
		expect(t.coach.threatNote(['X', 'O'])).toBe(', X et O gagnent ici');
	});

	it('the score and French numbers', () => {
		expect(t.score(1, 1)).toMatch(new RegExp(`^Score${NNBSP}: 1 juste sur 1 tentée$`));
		expect(t.score(2, 3)).toMatch(/2 justes sur 3 tentées$/);
		expect(
			t.problem({ code: 'tree-too-large', details: { nodes: 20866, max: 200 }, position: null })
		).toMatch(new RegExp(`a 20${NNBSP}866 nœuds${NNBSP}; .* au plus 200${NNBSP}: `));
	});
});
