/**
 * The lessons' catalogue section (`lessons` of Messages): the menu, the slide controls, bad lesson
 * links, and every narration (`NarrationCatalogue`, one sentence writer per narration code, given
 * the values computed from the recorded search). The lesson types are imported as types only: the
 * narration codes and their values are defined with the lesson data (src/lib/lessons).
 */
import type { LessonId, NarrationCatalogue } from '$lib/lessons';

/** A bad lesson link (lessons/link.ts LessonLinkError's code and fields). */
export interface LessonLinkErrorValue {
	readonly code: 'not-a-lesson-link' | 'unknown-lesson' | 'slide-syntax' | 'slide-out-of-range';
	readonly lessonId: string | null;
	readonly slideCount: number | null;
	readonly message: string;
}

export interface LessonMessages {
	menuLabel: string;
	titles: Readonly<Record<LessonId, string>>;
	summaries: Readonly<Record<LessonId, string>>;
	/** "Lesson 3: Win now or win later". */
	lessonHeading(n: number, title: string): string;
	/** "Slide 3 of 5". */
	slideOf(k: number, n: number): string;
	previous: string;
	next: string;
	exit: string;
	narrationLabel: string;
	loading: string;
	keysHint: string;
	allLessons: string;
	linkError(error: LessonLinkErrorValue): string;
	failed(message: string): string;
	narration: NarrationCatalogue;
}
