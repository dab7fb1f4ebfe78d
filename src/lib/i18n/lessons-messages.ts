/**
 * What the lessons' strings are given besides the narration values (those are defined with the
 * lesson data, src/lib/lessons): a bad lesson link. The strings (`lessons` of the catalogue) are
 * in en/lessons.ts and fr/lessons.ts.
 */

/** A bad lesson link (lessons/link.ts LessonLinkError's code and fields). */
export interface LessonLinkErrorValue {
	readonly code: 'not-a-lesson-link' | 'unknown-lesson' | 'slide-syntax' | 'slide-out-of-range';
	readonly lessonId: string | null;
	readonly slideCount: number | null;
	readonly message: string;
}
