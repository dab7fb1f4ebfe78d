import { describe, expect, it } from 'vitest';
import { createLab, lessonById, resolveSlide, type ResolvedSlide } from '$lib/lessons';
import { en, fr } from '$lib/i18n';
import { LESSON_WORDS } from '$lib/i18n/lesson-words';

const lab = createLab();
/** Every slide of a lesson, resolved. */
function slidesOf(id: string): ResolvedSlide[] {
	const lesson = lessonById(id);
	if (!lesson) throw new Error(`no lesson ${id}`);
	return lesson.slides.map((slide) => resolveSlide(slide, lab));
}

describe('the lessons of the search techniques', () => {
	it('"Transpositions: the same position twice" (docs/reference-figures.md for the empty board)', () => {
		const slides = slidesOf('transpositions');
		expect(slides.map((s) => s.narration)).toEqual([
			{
				code: 'transpositions.twice',
				values: {
					position: 'XOX/OXO/OX.',
					count: 4,
					paths: [
						[4, 5, 7, 6],
						[4, 6, 7, 5]
					],
					nodes: 234
				}
			},
			{
				code: 'transpositions.table',
				values: { nodes: 144, plainNodes: 234, entries: expect.any(Number), hits: 37 }
			},
			{
				code: 'transpositions.lookup',
				values: { path: [4, 6, 7, 5], value: 5, linkPath: [4, 5, 7, 6] }
			},
			{
				code: 'transpositions.empty-board',
				values: {
					plain: 549946,
					plainTable: 16168,
					entries: 4520,
					alphaBeta: 18297,
					alphaBetaTable: 4866
				}
			}
		]);
		expect(en.lessons.titles.transpositions).toBe('Transpositions: the same position twice');
		expect(fr.lessons.titles.transpositions).toMatch(/^Transpositions/);
	});

	it('"When the tree is too big: a depth limit and an evaluation"', () => {
		const slides = slidesOf('depth-limit');
		expect(slides.map((s) => s.narration)).toEqual([
			{
				code: 'depth-limit.horizon',
				values: { limit: 2, nodes: 82, horizon: 72, fullNodes: 549946 }
			},
			{ code: 'depth-limit.evaluation', values: { path: [0, 1], depth: 2, value: 1 } },
			{
				code: 'depth-limit.choice',
				values: { limit: 1, best: 4, value: 4, fullBest: 0, fullValue: 0 }
			},
			{
				code: 'depth-limit.bigger',
				// docs/reference-figures.md, "Depth limit": limits 1 to 4.
				values: { ttt4: [17, 257, 3617, 47297], connect4: [8, 57, 400, 2801] }
			}
		]);
		expect(en.lessons.titles['depth-limit']).toBe(
			'When the tree is too big: a depth limit and an evaluation'
		);
		expect(
			LESSON_WORDS.fr.narration['depth-limit.evaluation'](slides[1].narration.values as never)
		).toContain('fonction d’évaluation');
	});
});
