/**
 * Links that reopen what is on screen (issue 9, "Share and export"): the page's link (position,
 * options, tree view) or a lesson slide's (`#/lesson/<id>/<k>`), plus `step=` (the step of the
 * search, 0-based: classroom/share.ts); and the `step=` / `embed=` parameters read from a link.
 * Bad values are typed ShareLinkErrors (the page words them), never guessed.
 */
import {
	EmbedValueError,
	ShareLinkError,
	StepRangeError,
	StepSyntaxError,
	formatStepParam,
	parseEmbedParam,
	parseStepParam
} from '$lib/classroom';
import type { ShareErrorValue } from '$lib/i18n';
import type { SearchOptions } from '$lib/engine';
import { lessonLink, type LessonId } from '$lib/lessons';
import type { TreeViewKind } from '../app/page/session.svelte';
import { writeUrlState } from './url-state';

/** The share parameters of a link, read. */
export interface ShareParams {
	/** `step=`: the step to show, or null (absent or bad). Checked against the search later. */
	readonly step: number | null;
	/** `embed=1`: only the board and the tree. */
	readonly embed: boolean;
	/** One error per bad parameter. */
	readonly errors: readonly ShareLinkError[];
}

/** The query of a hash (`#/lesson/x/3?step=4` -> `step=4`), '' when it has none. */
function queryOf(hash: string): URLSearchParams {
	const q = hash.indexOf('?');
	try {
		return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
	} catch {
		return new URLSearchParams();
	}
}

/** Reads `step=` and `embed=` from a hash (the query after its path). Never throws. */
export function readShareParams(hash: string): ShareParams {
	const params = queryOf(hash);
	const errors: ShareLinkError[] = [];
	let step: number | null = null;
	let embed = false;
	try {
		step = parseStepParam(params.get('step'));
	} catch (error) {
		if (!(error instanceof ShareLinkError)) throw error;
		errors.push(error);
	}
	try {
		embed = parseEmbedParam(params.get('embed'));
	} catch (error) {
		if (!(error instanceof ShareLinkError)) throw error;
		errors.push(error);
	}
	return { step, embed, errors };
}

/** `hash` with `step=` added, e.g. `#/?position=...&step=12`; unchanged for a null step. */
export function withStep(hash: string, step: number | null): string {
	if (step === null) return hash;
	return `${hash}${hash.includes('?') ? '&' : '?'}step=${formatStepParam(step)}`;
}

/**
 * The page's link for a decision: its position, options and view, and the step shown.
 * @param position notation of the decision's root position, or null (a new game).
 */
export function pageShareHash(
	position: string | null,
	options: SearchOptions,
	view: TreeViewKind,
	step: number | null
): string {
	return withStep(writeUrlState(position, options, view), step);
}

/** A lesson slide's link (slide 1-based), with the step when given. */
export function lessonShareHash(lessonId: LessonId, slide: number, step: number | null): string {
	return withStep(lessonLink(lessonId, slide), step);
}

/** The absolute link: the document's address without its hash, then `hash`. */
export function absoluteLink(documentHref: string, hash: string): string {
	const base = documentHref.split('#')[0];
	return `${base}${hash}`;
}

/** A share-link error as the catalogue's typed value (i18n ShareErrorValue). */
export function shareErrorValue(error: ShareLinkError): ShareErrorValue {
	if (error instanceof StepRangeError)
		return { code: 'step-range', step: error.step, total: error.total };
	if (error instanceof StepSyntaxError) return { code: 'step-syntax', value: error.value };
	if (error instanceof EmbedValueError) return { code: 'embed-value', value: error.value };
	return { code: 'step-syntax', value: error.message };
}
