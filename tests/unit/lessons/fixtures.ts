/** Shared set-up for the lesson tests: one lab per test file, and a lesson's slides resolved. */
import {
	createLab,
	lessonById,
	resolveSlide,
	type Lab,
	type ResolvedSlide
} from '$lib/lessons/index';

/** One lab per test file (each vitest file runs in its own worker). */
export const lab: Lab = createLab();

/** The slides of a lesson resolved against `lab`. @throws Error for an unknown id. */
export function resolveLesson(id: string): ResolvedSlide[] {
	const lesson = lessonById(id);
	if (!lesson) throw new Error(`No lesson ${id}`);
	return lesson.slides.map((slide) => resolveSlide(slide, lab));
}

/** The values of a resolved slide's narration, checked to carry the expected code. */
export function valuesOf<T>(slide: ResolvedSlide, code: string): T {
	if (slide.narration.code !== code) {
		throw new Error(`Expected narration ${code}, got ${slide.narration.code}`);
	}
	return slide.narration.values as T;
}
