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

	/** The numbers of a text, in order, as written (549,946 stays one number). */
	const numbers = (text: string) => text.match(/-?\d+(?:[,\u202f]\d{3})*(?:[.,]\d+)?/g) ?? [];

	it('the depth-penalty lesson says 7, -8, 9, -8 and cell 8; without it 10, -10, 10, -10 and cell 4', () => {
		// Each root move with its score, from the slide's own search.
		expect(en('depth-penalty', 4)).toMatch(
			/cell 4: 7, cell 6: -8, cell 8: 9 and cell 9: -8\. The AI plays cell 8, value 9/
		);
		expect(en('depth-penalty', 2)).toMatch(
			/cell 4: 10, cell 6: -10, cell 8: 10 and cell 9: -10\..*the AI plays cell 4\.$/
		);
		expect(numbers(en('depth-penalty', 3))).toEqual(['4', '3', '8', '1']);
	});

	it('win before block, alpha-beta, move ordering, proof and whole tree state the reference figures', () => {
		expect(en('win-before-block', 1)).toMatch(/c1 \(cell 9\).*c2 \(cell 6\)/);
		expect(numbers(en('alpha-beta', 2))).toEqual(['15', '34', '19', '8', '9']);
		expect(en('alpha-beta', 6)).toContain('beta -8 <= alpha 7, an alpha cutoff');
		expect(en('alpha-beta', 6)).toContain('Moves 8 and 9 are pruned');
		expect(numbers(en('move-ordering', 5))).toEqual([
			'549,946',
			'18,297',
			'7,275',
			'549,946',
			'20,866',
			'7,865'
		]);
		expect(numbers(en('move-ordering', 6))).toEqual([
			'59,705',
			'63,905',
			'55,505',
			'13',
			'26',
			'1,521',
			'1,982'
		]);
		expect(numbers(en('proof', 1))).toEqual(expect.arrayContaining(['569', '73', '642']));
		expect(en('proof', 3)).toMatch(/101 games.*33 on ply 5, 52 on ply 7 and 14 on ply 9, 2 draws/);
		expect(numbers(en('proof', 4))).toEqual(['1,424', '0']);
		expect(numbers(en('whole-tree', 2))).toEqual(['255,168', '131,184', '77,904', '46,080']);
	});

	it('French: the same numbers in French form, French words and typography', () => {
		// The same figures, grouped with narrow no-break spaces and a decimal comma.
		expect(numbers(fr('proof', 4))).toEqual(['1\u202f424', '0']);
		expect(fr('move-ordering', 2)).toContain('18\u202f297 nœuds, 30,1 fois moins que 549\u202f946');
		expect(fr('depth-penalty', 4)).toMatch(
			/case 4\u202f: 7, case 6\u202f: -8, case 8\u202f: 9 et case 9\u202f: -8\..*case 8, valeur 9\u202f:/
		);
		expect(fr('alpha-beta', 4)).toContain('bêta 0 <= alpha 7, une coupure alpha');
		for (const { slide } of slides) {
			const en = narrationText(narrationEn, slide.narration);
			const fr = narrationText(narrationFr, slide.narration);
			// No ordinary space before a colon, and no English left behind.
			expect(fr).not.toMatch(/ [:;!?]| cell | wins /);
			// Every number of four digits or more of the English text, in French form.
			const french = (n: string) => n.replace(/,(?=\d{3})/g, '\u202f').replace('.', ',');
			for (const n of numbers(en)) if (n.length > 3) expect(fr).toContain(french(n));
		}
	});
});
