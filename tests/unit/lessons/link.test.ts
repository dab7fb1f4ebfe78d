/** Lesson links: `#/lesson/depth-penalty/3` -> the lesson and slide, with typed errors. */
import { describe, expect, it } from 'vitest';
import {
	LESSONS,
	LessonLinkError,
	isLessonLink,
	lessonLink,
	parseLessonLink
} from '$lib/lessons/index';

function errorOf(
	hash: string
): Pick<LessonLinkError, 'code' | 'lessonId' | 'slideCount' | 'message'> | null {
	try {
		parseLessonLink(hash, LESSONS);
		return null;
	} catch (e) {
		if (!(e instanceof LessonLinkError)) throw e;
		return { code: e.code, lessonId: e.lessonId, slideCount: e.slideCount, message: e.message };
	}
}

describe('parseLessonLink', () => {
	it.each([
		['#/lesson/depth-penalty/3', 'depth-penalty', 3],
		['/lesson/depth-penalty/3', 'depth-penalty', 3],
		['#/lesson/alpha-beta', 'alpha-beta', 1],
		['#/lesson/alpha-beta/', 'alpha-beta', 1],
		['#/lesson/alpha-beta/7/', 'alpha-beta', 7],
		['#/lesson/proof/2?embed=1', 'proof', 2],
		['#/lesson/game-tree/01', 'game-tree', 1]
	])('%s -> %s slide %i', (hash, lessonId, slide) => {
		expect(parseLessonLink(hash, LESSONS)).toEqual({ lessonId, slide, slideIndex: slide - 1 });
	});

	it('the last slide of every lesson opens; one more is out of range', () => {
		for (const l of LESSONS) {
			const n = l.slides.length;
			expect(parseLessonLink(lessonLink(l.id, n), LESSONS).slideIndex).toBe(n - 1);
			expect(errorOf(`#/lesson/${l.id}/${n + 1}`)).toMatchObject({
				code: 'slide-out-of-range',
				lessonId: l.id,
				slideCount: n
			});
		}
	});

	it.each([
		['#/', 'not-a-lesson-link'],
		['#/?position=XOX/.O./X..', 'not-a-lesson-link'],
		['#/lessons/minimax/1', 'not-a-lesson-link'],
		['#/lesson', 'not-a-lesson-link'],
		['#/lesson/minimax/1/2', 'not-a-lesson-link'],
		['#/lesson/chess/1', 'unknown-lesson'],
		['#/lesson/%E0%A4%A/1', 'unknown-lesson'],
		['#/lesson/minimax/0', 'slide-syntax'],
		['#/lesson/minimax/-1', 'slide-syntax'],
		['#/lesson/minimax/two', 'slide-syntax'],
		['#/lesson/minimax/1.5', 'slide-syntax'],
		['#/lesson/minimax/99999', 'slide-syntax']
	])('%s: %s', (hash, code) => {
		expect(errorOf(hash)?.code).toBe(code);
	});
});

describe('a long lesson id', () => {
	it('fault: a 100,000-character lesson id was quoted whole; it is read as its first 40 characters', () => {
		const error = errorOf(`#/lesson/${'a'.repeat(100_000)}/1`);
		expect(error?.code).toBe('unknown-lesson');
		expect(error?.lessonId).toBe(`${'a'.repeat(40)}…`);
		expect(error?.message.length).toBeLessThan(80);
		// Cut inside a % escape, or made of escapes: still bounded.
		expect(errorOf(`#/lesson/${'%E2%80%8B'.repeat(20_000)}`)?.lessonId?.length).toBeLessThanOrEqual(
			41
		);
		expect(errorOf(`#/lesson/${'b%2'.repeat(30_000)}`)?.lessonId?.length).toBeLessThanOrEqual(41);
	});
});

describe('isLessonLink', () => {
	it('tells lesson paths from the rest', () => {
		expect(isLessonLink('#/lesson/minimax/2')).toBe(true);
		expect(isLessonLink('#/lesson')).toBe(true);
		expect(isLessonLink('#/lessons')).toBe(false);
		expect(isLessonLink('#/?position=...')).toBe(false);
	});
});

describe('lessonLink', () => {
	it('writes the hash that parses back', () => {
		expect(lessonLink('depth-penalty', 3)).toBe('#/lesson/depth-penalty/3');
		expect(() => lessonLink('minimax', 0)).toThrow(RangeError);
	});
});
