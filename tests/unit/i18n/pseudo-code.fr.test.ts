/**
 * The pseudo-code in French: the words come from the catalogue, the structure (line numbers,
 * indents, the line each step highlights) is the English one in all four variants.
 */
import { describe, expect, it } from 'vitest';
import { fr } from '$lib/i18n';
import { formatPseudoLine, pseudoCode } from '$lib/stepper';

const N = '\u202f';

const ALPHA_BETA_PENALTY_FR = [
	`fonction minimax(nœud, profondeur, α, β)${N}:`,
	`    si nœud est une partie finie${N}:`,
	`        si le camp de la racine a gagné${N}: renvoyer 10 − profondeur`,
	`        si le camp de la racine a perdu${N}: renvoyer profondeur − 10`,
	'        renvoyer 0   // partie nulle',
	`    si profondeur est paire${N}:   // le camp de la racine joue${N}: maximiser`,
	'        meilleur ← −∞',
	`        pour chaque case vide m, dans l’ordre des coups${N}:`,
	'            v ← minimax(nœud + m, profondeur + 1, α, β)',
	`            meilleur ← max(meilleur, v)${N};  α ← max(α, meilleur)`,
	`            si α ≥ β${N}: interrompre la boucle   // coupure bêta${N}: les coups restants sont élagués`,
	`        renvoyer meilleur   // valeur non ramenée dans la fenêtre${N}: peut sortir de [α, β]`,
	`    sinon${N}:   // l’autre camp joue${N}: minimiser`,
	'        meilleur ← +∞',
	`        pour chaque case vide m, dans l’ordre des coups${N}:`,
	'            v ← minimax(nœud + m, profondeur + 1, α, β)',
	`            meilleur ← min(meilleur, v)${N};  β ← min(β, meilleur)`,
	`            si α ≥ β${N}: interrompre la boucle   // coupure alpha${N}: les coups restants sont élagués`,
	`        renvoyer meilleur   // valeur non ramenée dans la fenêtre${N}: peut sortir de [α, β]`,
	'valeur ← minimax(position, 0, −∞, +∞)',
	'jouer le premier coup de la racine (dans l’ordre des coups) qui obtient valeur'
];

describe('French pseudo-code', () => {
	it('alpha-beta with the depth penalty, line for line', () => {
		const code = pseudoCode({ alphaBeta: true, depthPenalty: true }, fr.pseudoCode);
		expect(code.lines.map(formatPseudoLine)).toEqual(ALPHA_BETA_PENALTY_FR);
	});

	it('keeps the English structure in all four variants: lines, indents, anchors', () => {
		for (const alphaBeta of [true, false]) {
			for (const depthPenalty of [true, false]) {
				const english = pseudoCode({ alphaBeta, depthPenalty });
				const french = pseudoCode({ alphaBeta, depthPenalty }, fr.pseudoCode);
				expect(french.anchors).toEqual(english.anchors);
				expect(french.lines.map((l) => [l.number, l.indent, l.anchor, l.comment === null])).toEqual(
					english.lines.map((l) => [l.number, l.indent, l.anchor, l.comment === null])
				);
				// Every line is in French: none is left with the English words.
				expect(french.lines.filter((l, i) => l.code === english.lines[i].code)).toEqual([]);
			}
		}
	});

	it('without the depth penalty only the win and loss lines change', () => {
		const text = pseudoCode({ alphaBeta: true, depthPenalty: false }, fr.pseudoCode).lines.map(
			formatPseudoLine
		);
		expect(text[2]).toBe(`        si le camp de la racine a gagné${N}: renvoyer +10`);
		expect(text[3]).toBe(`        si le camp de la racine a perdu${N}: renvoyer −10`);
		expect(text.filter((t, i) => t !== ALPHA_BETA_PENALTY_FR[i])).toHaveLength(2);
	});

	it('builds each variant once per language', () => {
		const variant = { alphaBeta: false, depthPenalty: true };
		expect(pseudoCode(variant, fr.pseudoCode)).toBe(pseudoCode(variant, fr.pseudoCode));
		expect(pseudoCode(variant, fr.pseudoCode)).not.toBe(pseudoCode(variant));
	});
});
