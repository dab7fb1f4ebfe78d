/** French explanations with the actual numbers of XOX/.O./X.. (O to move), cells 1-9. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { explanationText, fr } from '$lib/i18n';
import { buildStepIndex, explainStep, stepAt, type StepIndex } from '$lib/stepper';

const N = '\u202f';

function text(index: StepIndex, k: number): string {
	return explanationText(fr.steps, explainStep(index, stepAt(index, k)));
}

function build(alphaBeta: boolean, depthPenalty: boolean): StepIndex {
	const result = search(parsePosition('XOX/.O./X..'), { alphaBeta, depthPenalty });
	return buildStepIndex(result.record, result.options);
}

describe('alpha-beta with the depth penalty, in French', () => {
	const index = build(true, true);
	it.each([
		[0, `Départ à la racine${N}: O au trait, le maximiseur. Fenêtre [-∞, +∞].`],
		[
			1,
			`On entre dans la position où O vient de jouer la case 4 (profondeur 1)${N}: X au trait, le minimiseur. Fenêtre [-∞, +∞].`
		],
		[4, `O gagne à la profondeur 3${N}: valeur 10 - 3 = 7.`],
		[5, 'On renvoie 7 au nœud parent.'],
		[
			6,
			`La case 8 renvoie 7${N}: nouveau meilleur, 7. Alpha monte de -∞ à 7. alpha 7 < bêta +∞${N}: pas de coupure.`
		],
		[9, `Partie nulle${N}: valeur 0.`],
		[
			11,
			`La case 8 renvoie 0${N}: nouveau meilleur, 0. Bêta descend de +∞ à 0. alpha 7 >= bêta 0${N}: coupure.`
		],
		[12, `bêta 0 <= alpha 7, une coupure alpha${N}: aucun coup restant à élaguer.`],
		[
			13,
			`On renvoie <= 0 au nœud parent${N}: une borne supérieure, la vraie valeur peut être plus basse.`
		],
		[
			14,
			`La case 9 renvoie <= 0${N}: pas mieux que le meilleur jusqu’ici, 7. La fenêtre reste [7, +∞]. alpha 7 < bêta +∞${N}: pas de coupure.`
		],
		[22, `alpha 7 >= bêta 7, une coupure bêta${N}: le coup 9 est élagué.`],
		[
			23,
			`On renvoie >= 7 au nœud parent${N}: une borne inférieure, la vraie valeur peut être plus haute.`
		],
		[37, `X gagne à la profondeur 2${N}: valeur 2 - 10 = -8.`],
		[40, `bêta -8 <= alpha 7, une coupure alpha${N}: les coups 8 et 9 sont élagués.`],
		[55, `Jouer la case 8${N}: valeur 9, le premier meilleur coup dans l’ordre essayé.`]
	])('step %i', (k, expected) => {
		expect(text(index, k)).toBe(expected);
	});
});

describe('plain minimax without the depth penalty, in French', () => {
	const index = build(false, false);
	it('scores wins +10 and losses -10, shows no window, chooses cell 4', () => {
		expect(text(index, 0)).toBe(`Départ à la racine${N}: O au trait, le maximiseur.`);
		expect(text(index, 4)).toBe(`O gagne${N}: valeur 10.`);
		expect(text(index, index.total - 1)).toBe(
			`Jouer la case 4${N}: valeur 10, le premier meilleur coup dans l’ordre essayé.`
		);
	});
});
