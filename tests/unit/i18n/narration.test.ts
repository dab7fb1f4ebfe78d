/**
 * The narrations of every lesson slide, in English and in French (en/narration.ts, fr/narration.ts):
 * each slide's sentence is written from the values resolved against its search, with the figures
 * of docs/reference-figures.md where a slide states them, no placeholder left unfilled, and French typography
 * (narrow no-break spaces before ':' and in 549 946, decimal comma).
 */
import { describe, expect, it } from 'vitest';
import { narrationText } from '$lib/i18n';
import { narrationEn } from '$lib/i18n/en/narration';
import { narrationFr } from '$lib/i18n/fr/narration';
import { LESSONS, type ResolvedSlide } from '$lib/lessons';
import { resolveLesson } from '../lessons/fixtures';

const slides: { id: string; k: number; slide: ResolvedSlide }[] = LESSONS.flatMap((l) =>
	resolveLesson(l.id).map((slide, k) => ({ id: l.id, k: k + 1, slide }))
);
const en = (id: string, k: number) =>
	narrationText(narrationEn, slides.find((s) => s.id === id && s.k === k)!.slide.narration);
const fr = (id: string, k: number) =>
	narrationText(narrationFr, slides.find((s) => s.id === id && s.k === k)!.slide.narration);

describe('narrations', () => {
	it.each(slides.map((s) => ({ name: `${s.id} ${s.k}`, narration: s.slide.narration })))(
		'$name: a sentence in both languages, every value filled in',
		({ narration }) => {
			for (const catalogue of [narrationEn, narrationFr]) {
				const text = narrationText(catalogue, narration);
				expect(text.length).toBeGreaterThan(30);
				expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|\[object/);
			}
		}
	);

	it('the depth-penalty lesson says 7, -8, 9, -8 and cell 8; without it 10, -10, 10, -10 and cell 4', () => {
		expect(en('depth-penalty', 4)).toBe(
			'With the depth penalty a win at depth d scores 10 - d and a loss d - 10: cell 4: 7, cell 6: -8, cell 8: 9 and cell 9: -8. The AI plays cell 8, value 9: the quickest win.'
		);
		expect(en('depth-penalty', 2)).toBe(
			'Without the depth penalty every win scores 10 and every loss -10: cell 4: 10, cell 6: -10, cell 8: 10 and cell 9: -10. Cell 4 and cell 8 tie at 10, and the tie-break keeps the first one tried: the AI plays cell 4.'
		);
		expect(en('depth-penalty', 3)).toBe(
			'Cell 4 does win, but only at depth 3; cell 8 wins at depth 1. Without the depth penalty minimax cannot tell them apart.'
		);
	});

	it('win before block, alpha-beta, move ordering, proof and whole tree state the reference figures', () => {
		expect(en('win-before-block', 1)).toBe(
			'X to move. X wins at once on c1 (cell 9); the other side threatens to win on c2 (cell 6).'
		);
		expect(en('alpha-beta', 2)).toBe(
			'Alpha-beta examines 15 nodes instead of 34: 19 are skipped, and the choice is the same, cell 8 (value 9).'
		);
		expect(en('alpha-beta', 6)).toContain('beta -8 <= alpha 7, an alpha cutoff');
		expect(en('alpha-beta', 6)).toContain('Moves 8 and 9 are pruned, never searched.');
		expect(en('move-ordering', 5)).toBe(
			'Node counts without the depth penalty: minimax 549,946, alpha-beta 18,297, centre first 7,275. With it: 549,946, 20,866 and 7,865.'
		);
		expect(en('move-ordering', 6)).toBe(
			'After one opening mark, plain minimax needs 59,705 nodes after a corner, 63,905 after an edge and 55,505 after the centre. Alpha-beta needs 13 to 26 times fewer, and centre first 1,521 to 1,982 nodes.'
		);
		expect(en('proof', 1)).toContain('569 different games, with the AI first 73: 642 in all.');
		expect(en('proof', 3)).toContain(
			'AI first: 101 games; the AI wins 33 on ply 5, 52 on ply 7 and 14 on ply 9, 2 draws'
		);
		expect(en('proof', 4)).toBe('Over all 1,424 games the human wins 0: the AI never loses.');
		expect(en('whole-tree', 2)).toBe(
			'Its leaves are the 255,168 possible games: X wins 131,184, O wins 77,904 and 46,080 are draws.'
		);
	});

	it('French: the same numbers, French words and typography', () => {
		expect(fr('depth-penalty', 4)).toBe(
			"Avec la pénalité de profondeur, une victoire à la profondeur d vaut 10 - d et une défaite d - 10\u202f: case 4\u202f: 7, case 6\u202f: -8, case 8\u202f: 9 et case 9\u202f: -8. L'ordinateur joue la case 8, valeur 9\u202f: la victoire la plus rapide."
		);
		expect(fr('move-ordering', 2)).toContain('18\u202f297 nœuds, 30,1 fois moins que 549\u202f946');
		expect(fr('proof', 4)).toBe(
			"Sur les 1\u202f424 parties, l'humain en gagne 0\u202f: l'ordinateur ne perd jamais."
		);
		expect(fr('alpha-beta', 4)).toContain('bêta 0 <= alpha 7, une coupure alpha');
		for (const { slide } of slides) {
			// No ordinary space before a colon, and no English left behind.
			expect(narrationText(narrationFr, slide.narration)).not.toMatch(/ [:;!?]| cell | wins /);
		}
	});
});
