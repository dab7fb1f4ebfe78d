/**
 * The lessons' data (src/lib/lessons/catalogue.ts: every lesson's slides) as a chunk of its own:
 * the first screen shows the lessons' names and links alone (LESSON_IDS), so a first visit does not
 * load it (docs/speed.md, "First visit"). It loads when a lesson opens, or at idle after the first
 * screen, so that opening a lesson then waits for nothing.
 */

import { preloadWhenIdle } from '$lib/visualization/whole-tree/tasks';

/** The lessons' module: LESSONS, lessonById. */
export type LessonCatalogue = typeof import('$lib/lessons/catalogue');

// Module state: the page loads the lessons' module once, and every view that asks shares it.
let loaded: LessonCatalogue | null = null;
let loading: Promise<LessonCatalogue> | null = null;

/** The lessons' module once it has loaded (lessonCatalogue), else null. */
export function loadedLessonCatalogue(): LessonCatalogue | null {
	return loaded;
}

/**
 * Loads the lessons' module (once; a failed load is tried again at the next call).
 * @throws (rejects) when the chunk cannot be fetched.
 */
export function lessonCatalogue(): Promise<LessonCatalogue> {
	loading ??= import('$lib/lessons/catalogue').then(
		(module) => (loaded = module),
		(error: unknown) => {
			loading = null;
			throw error;
		}
	);
	return loading;
}

/**
 * Loads the lessons' module when the browser is next idle (preloadWhenIdle: not when the visitor
 * asked to save data). A failure is left to the lesson's own load, where it shows.
 */
export function preloadLessonCatalogue(): void {
	preloadWhenIdle(() => void lessonCatalogue().catch(() => {}));
}
