/**
 * The step explanations of a real search (XOX/.O./X.., O to move, cells 1-9), in both languages:
 * each text carries its step's own numbers (cells, scores, window ends, bounds), pruned moves agree
 * in number, the window shows only with alpha-beta, and every French text follows French
 * typography. The sentences themselves are the catalogue's (en/steps.ts, fr/steps.ts).
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { en, explanationText, fr, type Messages } from '$lib/i18n';
import { stepsEn } from '$lib/i18n/en/steps';
import { buildStepIndex, explainStep, stepAt, type StepIndex } from '$lib/stepper';

function build(text: string, alphaBeta: boolean, depthPenalty: boolean): StepIndex {
	const result = search(parsePosition(text), { alphaBeta, depthPenalty });
	return buildStepIndex(result.record, result.options);
}

/** Step k's text in `t`'s language. */
const text = (t: Messages, index: StepIndex, k: number) =>
	explanationText(t.steps, explainStep(index, stepAt(index, k)));

const all = (t: Messages, index: StepIndex) =>
	Array.from({ length: index.total }, (_, k) => text(t, index, k));

describe('alpha-beta with the depth penalty: each text carries its step’s values', () => {
	const index = build('XOX/.O./X..', true, true);
	it.each([
		// [step, what the step's data says, English pattern, French pattern]
		[1, 'O plays cell 4 at depth 1', /cell 4 \(depth 1\)/, /case 4 \(profondeur 1\)/],
		[
			4,
			'O wins at depth 3: 10 - 3',
			/depth 3: score 10 - 3 = 7/,
			/profondeur 3\u202f: valeur 10 - 3 = 7/
		],
		[6, 'alpha rises from -∞ to 7', /from -∞ to 7/, /de -∞ à 7/],
		[
			11,
			'beta falls to 0, alpha 7 >= beta 0',
			/\+∞ to 0.*alpha 7 >= beta 0/,
			/\+∞ à 0.*alpha 7 >= bêta 0/
		],
		[13, 'an upper bound, <= 0', /<= 0 .*upper bound/, /<= 0 .*borne supérieure/],
		[23, 'a lower bound, >= 7', />= 7 .*lower bound/, />= 7 .*borne inférieure/],
		[37, 'X wins at depth 2: 2 - 10', /score 2 - 10 = -8/, /valeur 2 - 10 = -8/],
		[55, 'plays cell 8, value 9', /cell 8: value 9/, /case 8\u202f: valeur 9/]
	] as const)('step %i (%s)', (k, _what, english, french) => {
		expect(text(en, index, k)).toMatch(english);
		expect(text(fr, index, k)).toMatch(french);
	});

	it('pruned moves agree in number: one move, two moves, none', () => {
		expect(text(en, index, 22)).toMatch(/move 9 is pruned\.$/);
		expect(text(en, index, 40)).toMatch(/moves 8 and 9 are pruned\.$/);
		expect(text(en, index, 12)).toMatch(/no moves left to prune\.$/);
		expect(text(fr, index, 22)).toMatch(/le coup 9 est élagué\.$/);
		expect(text(fr, index, 40)).toMatch(/les coups 8 et 9 sont élagués\.$/);
		expect(text(fr, index, 12)).toMatch(/aucun coup restant à élaguer\.$/);
	});

	it('every step has its own text in both languages, each window written', () => {
		const english = all(en, index);
		const french = all(fr, index);
		expect(english).toHaveLength(56);
		english.forEach((e, k) => expect(e).not.toBe(french[k]));
		expect(english.filter((e) => e.includes('Window [')).length).toBeGreaterThan(10);
		expect(french.filter((f) => f.includes('Fenêtre [')).length).toBe(
			english.filter((e) => e.includes('Window [')).length
		);
	});

	it('every French text puts a narrow no-break space before : and ; and none is plain', () => {
		for (const f of all(fr, index)) {
			expect(f).not.toMatch(/ [:;?!]/);
			expect(f).not.toMatch(/[^\u202f][;?!]/);
			for (const [i, ch] of [...f].entries()) if (ch === ':') expect([...f][i - 1]).toBe('\u202f');
		}
	});
});

describe('plain minimax without the depth penalty', () => {
	const index = build('XOX/.O./X..', false, false);
	it('scores wins 10 without the depth, shows no window, and chooses cell 4', () => {
		expect(all(en, index).some((e) => e.includes('Window'))).toBe(false);
		expect(all(fr, index).some((f) => f.includes('Fenêtre'))).toBe(false);
		expect(text(en, index, 4)).toMatch(/^O wins: score 10\.$/);
		expect(text(fr, index, 4)).toMatch(/^O gagne\u202f: valeur 10\.$/);
		expect(text(en, index, index.total - 1)).toMatch(/^Play cell 4: value 10/);
		expect(text(fr, index, index.total - 1)).toMatch(/^Jouer la case 4\u202f: valeur 10/);
	});
});

describe('a finished root position', () => {
	it('says the game is over, scores it from the root mover’s side, and chooses nothing', () => {
		const index = build('XXX/OO./...', false, true);
		expect(index.total).toBe(3);
		expect(text(en, index, 1)).toMatch(/X wins at depth 0: score 0 - 10 = -10/);
		expect(text(fr, index, 1)).toMatch(/X gagne à la profondeur 0\u202f: valeur 0 - 10 = -10/);
		expect(text(en, index, 2)).toMatch(/no move to choose/);
	});
});

describe('formatters', () => {
	it('formats lists and bounds', () => {
		expect(stepsEn.list(['5', '6', '9'])).toBe('5, 6 and 9');
		expect(stepsEn.list(['9'])).toBe('9');
		expect(stepsEn.valueWithBound(0, 'upper')).toBe('<= 0');
		expect(stepsEn.valueWithBound(7, 'lower')).toBe('>= 7');
		expect(stepsEn.number(-Infinity)).toBe('-∞');
	});
});
