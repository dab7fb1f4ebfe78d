/**
 * The French practice section (practiceFr, wired into fr.ts by the lead): the same feedback values as
 * the English test, in French, and docs/french.md: typography checked over every string it renders here
 * (a narrow no-break space before : ; ? ! and inside « », never a plain space).
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { feedbackText, hintText } from '$lib/i18n';
import { practiceFr } from '$lib/i18n/fr/practice';
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

const cases: [Exercise, Answer, string][] = [
	[
		generateExercise('win', 0, RULES),
		{ kind: 'win', cell: 5 },
		`Faux${NNBSP}: la case 6 (c2) ne complète aucun alignement de trois pour X.`
	],
	[
		generateExercise('threats', 0, RULES),
		{ kind: 'threats', X: [8], O: [] },
		`Faux${NNBSP}: vous avez oublié la case 6 (c2)${NNBSP}: O y complèterait l'alignement 4-5-6.`
	],
	[
		generateExercise('best-move', 2, XOX),
		{ kind: 'best-move', cell: 5 },
		`Faux${NNBSP}: la case 6 (c2) vaut -8, moins que le 9 de la case 8 (b1)${NNBSP}: X ne laisserait pas mieux${NNBSP}; sa réponse en case 4 (a2) limite ce coup à -8 (suite X 4).`
	],
	[
		generateExercise('value', 1, XOX),
		{ kind: 'value', value: 7, bound: 'exact' },
		`Faux${NNBSP}: la recherche ne connaît ici qu'une borne${NNBSP}: >= 7, pas la valeur exacte 7.`
	],
	[
		generateExercise('next-node', 5, XOX),
		{ kind: 'next-node', node: 8 },
		`Faux${NNBSP}: la recherche ne visite jamais le nœud 4→8→9${NNBSP}: au nœud 4→8, alpha 7 >= bêta 7 (une coupure bêta), donc le nœud 4→8→9 est élagué.`
	],
	[
		generateExercise('window', 1, XOX),
		{ kind: 'window', alpha: -Infinity, beta: Infinity },
		`Faux${NNBSP}: alpha vaut 7, pas -∞.`
	],
	[
		generateExercise('prune', 2, XOX),
		{ kind: 'prune', nodes: [8, 12, 15, 19, 25, 29, 2] },
		`Faux${NNBSP}: le nœud 4→6 est exploré${NNBSP}: quand le nœud 4 arrive à la case 6 (c2), bêta +∞ <= alpha -∞ est faux (fenêtre [-∞${NNBSP}; +∞]), donc rien n'est coupé.`
	]
];

describe('French feedback', () => {
	it.each(cases)('%# %s', (exercise, answer, status) => {
		const ctx = feedbackContext(exercise);
		expect(feedbackText(t, checkAnswer(exercise, answer), ctx).status).toBe(status);
	});

	it('every question, feedback, hint and solution keeps the French typography', () => {
		const texts: string[] = [];
		for (const [exercise, answer] of cases) {
			const ctx = feedbackContext(exercise);
			texts.push(
				(t.question[exercise.kind] as (e: Exercise, c: typeof ctx) => string)(exercise, ctx)
			);
			const f = feedbackText(t, checkAnswer(exercise, answer), ctx);
			const s = solutionFor(exercise);
			texts.push(f.status, ...f.explanation, hintText(t, hintFor(exercise), ctx));
			texts.push(feedbackText(t, s.feedback, ctx, s.answer).status);
		}
		texts.push(t.coach.report(coachMove(parsePosition('OX./.../...'), 2)), t.score(1, 2), t.intro);
		texts.push(...EXERCISE_KINDS.map((k) => t.kinds[k].description));
		expect(texts.flatMap(typographyFaults)).toEqual([]);
		expect(texts.join(' ')).not.toMatch(/ [:;?!]/);
	});

	it('the Coach in French', () => {
		expect(t.coach.report(coachMove(parsePosition('OX./.../...'), 2))).toBe(
			`Coach${NNBSP}: la case 3 laisse échapper la nulle${NNBSP}: l'ordinateur gagne maintenant. ` +
				`Le meilleur jeu continue ainsi${NNBSP}: l'ordinateur 4, vous 7, l'ordinateur 5, vous 6, l'ordinateur 9, ` +
				`et l'ordinateur complète l'alignement 1-5-9 (en surbrillance). Minimax aurait joué la case 4.`
		);
		expect(t.coach.threatNote(['X', 'O'])).toBe(', X et O gagnent ici');
	});

	it('the score and French numbers', () => {
		expect(t.score(1, 1)).toBe(`Score${NNBSP}: 1 juste sur 1 tentée`);
		expect(
			t.problem({ code: 'tree-too-large', details: { nodes: 20866, max: 200 }, position: null })
		).toBe(
			`L’arbre de cette position a 20${NNBSP}866 nœuds${NNBSP}; un exercice en montre au plus 200${NNBSP}: donnez une position avec plus de marques.`
		);
	});
});
