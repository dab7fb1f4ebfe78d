/**
 * Links that reopen what is on screen ("Share and export"): the page's link (position, options, tree
 * view, the game and its settings) or a lesson slide's (`#/lesson/<id>/<k>`), with `step=` (the step
 * of the search, 0-based, as the debugger's "Step k of n" shows k - 1). Written by the codec
 * (params.ts).
 */
import type { SearchOptions } from '$lib/engine';
import type { Language } from '$lib/i18n/languages';
import { lessonLink, type LessonId } from '$lib/lessons';
import type { TreeViewKind } from '../visualization/view-api';
import type { GameLinkState } from './game-link';
import { writeLink } from './params';
import { writeUrlState } from './url-state';

/**
 * The page's link for a decision: its position, options, view, the game on screen and its settings
 * (`game=` included, so a 4x4 or Connect Four position reopens on its board), and the step shown.
 * @param position notation of the decision's root position, or null (a new game).
 */
export function pageShareHash(
	position: string | null,
	options: SearchOptions,
	view: TreeViewKind,
	step: number | null,
	game: GameLinkState | null = null,
	lang: Language | null = null
): string {
	return writeUrlState(position, options, view, { game, step, lang });
}

/** A lesson slide's link (slide 1-based), with the step when given. */
export function lessonShareHash(lessonId: LessonId, slide: number, step: number | null): string {
	const query = writeLink({ step }, 'lesson');
	return `${lessonLink(lessonId, slide)}${query ? `?${query}` : ''}`;
}

/** The absolute link: the document's address without its hash, then `hash`. */
export function absoluteLink(documentHref: string, hash: string): string {
	const base = documentHref.split('#')[0];
	return `${base}${hash}`;
}
