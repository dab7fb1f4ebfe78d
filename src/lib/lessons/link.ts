/**
 * Lesson links: `#/lesson/<id>/<slide>` opens slide <slide> (1-based, as "Slide k of n"
 * shows it) of lesson <id>; `#/lesson/<id>` opens its first slide. A query after the path
 * (`#/lesson/alpha-beta/4?embed=1`) is left to the URL state. Bad links throw a typed
 * LessonLinkError; nothing is guessed.
 */
import type { Lesson, LessonId } from './types';

/** Why a lesson link cannot be opened; `code` is stable and machine-readable. */
export class LessonLinkError extends Error {
	constructor(
		readonly code: 'not-a-lesson-link' | 'unknown-lesson' | 'slide-syntax' | 'slide-out-of-range',
		message: string,
		/** The lesson id as written (its first MAX_LESSON_ID_READ characters and '…'), when there is one. */
		readonly lessonId: string | null = null,
		/** The number of slides of the lesson, for 'slide-out-of-range'. */
		readonly slideCount: number | null = null
	) {
		super(message);
		this.name = 'LessonLinkError';
	}
}

/**
 * The longest lesson id a link is read for (the lessons' ids are shorter): a longer one is an
 * unknown lesson quoted by its first 40 characters and '…'.
 */
export const MAX_LESSON_ID_READ = 40;

/** A lesson link, read. */
export interface LessonLink {
	readonly lessonId: LessonId;
	/** The slide as in the link and in "Slide k of n": 1..n. */
	readonly slide: number;
	/** The same, 0-based: an index into `lesson.slides`. */
	readonly slideIndex: number;
}

/** The path of a hash: without '#' and the query. */
function hashPath(hash: string): string {
	const noHash = hash.startsWith('#') ? hash.slice(1) : hash;
	const q = noHash.indexOf('?');
	return q < 0 ? noHash : noHash.slice(0, q);
}

/** True when the hash's path starts with `/lesson` (a lesson link, valid or not). */
export function isLessonLink(hash: string): boolean {
	return /^\/lesson(\/|$)/.test(hashPath(hash));
}

/**
 * Reads a lesson link.
 * @param hash `location.hash`, e.g. `#/lesson/depth-penalty/3` (the '#' is optional).
 * @param lessons the lessons, to check the id and the slide's range.
 * @throws LessonLinkError 'not-a-lesson-link' (the path is not /lesson/...), 'unknown-lesson',
 *   'slide-syntax' (not a whole number from 1), 'slide-out-of-range'.
 */
export function parseLessonLink(hash: string, lessons: readonly Lesson[]): LessonLink {
	const parts = hashPath(hash).split('/');
	// ['', 'lesson', id, slide?] with an optional trailing slash.
	if (parts[parts.length - 1] === '' && parts.length > 3) parts.pop();
	if (parts[0] !== '' || parts[1] !== 'lesson' || parts.length < 3 || parts.length > 4) {
		throw new LessonLinkError('not-a-lesson-link', `"${hash}" is not a link to a lesson slide.`);
	}
	// No lesson id is longer than the bound: a longer one is read as its first characters.
	const written = parts[2].slice(0, MAX_LESSON_ID_READ * 3);
	let id: string;
	try {
		id = decodeURIComponent(written);
	} catch {
		id = written;
	}
	const lesson = lessons.find((l) => l.id === id);
	if (!lesson) {
		const shown = id.length > MAX_LESSON_ID_READ ? `${id.slice(0, MAX_LESSON_ID_READ)}…` : id;
		throw new LessonLinkError('unknown-lesson', `There is no lesson "${shown}".`, shown);
	}
	const raw = parts[3] ?? '1';
	if (!/^[0-9]{1,4}$/.test(raw) || Number(raw) < 1) {
		throw new LessonLinkError('slide-syntax', `"${raw}" is not a slide number (1, 2, ...).`, id);
	}
	const slide = Number(raw);
	const n = lesson.slides.length;
	if (slide > n) {
		throw new LessonLinkError(
			'slide-out-of-range',
			`Lesson "${id}" has ${n} slides, not ${slide}.`,
			id,
			n
		);
	}
	return { lessonId: lesson.id, slide, slideIndex: slide - 1 };
}

/**
 * The hash of a lesson slide, e.g. `#/lesson/depth-penalty/3`.
 * @param slide 1-based.
 * @throws RangeError when slide is not a whole number from 1.
 */
export function lessonLink(lessonId: LessonId, slide: number): string {
	if (!Number.isInteger(slide) || slide < 1) {
		throw new RangeError(`Slide ${slide} is not a slide number (1, 2, ...).`);
	}
	return `#/lesson/${lessonId}/${slide}`;
}
