/**
 * What is wrong with a link, as typed values (src/lib/app/url-state.svelte.ts reads the link; the
 * catalogue's `urlErrors` writes the message). Texts are the link's own characters, whole: the
 * catalogue shortens them before quoting (see `clip`).
 */
import type { PositionError } from '$lib/engine';

/** One bad part of a link, and what the page does instead. */
export type UrlError =
	/** The link has a malformed % escape: a new game is shown. */
	| { readonly kind: 'malformed'; readonly link: string }
	/** `position=` is not a valid position: a new game is shown. */
	| { readonly kind: 'position'; readonly text: string; readonly error: PositionError }
	/** A 0/1 switch (`alphabeta`, `depth`) has another value: its default is used. */
	| { readonly kind: 'flag'; readonly name: string; readonly value: string }
	/** `view=` is neither `open` nor `whole`: the open nodes are shown. */
	| { readonly kind: 'view'; readonly value: string }
	/** `order=` is neither `index` nor `center`: index order is used. */
	| { readonly kind: 'order'; readonly value: string }
	/** `lang=` names no language of the catalogue: the language already chosen is kept. */
	| { readonly kind: 'lang'; readonly value: string }
	/** `step=` is not a whole number from 0: the decision opens at its last step. */
	| { readonly kind: 'step'; readonly value: string }
	/** `step=` names a step the decision's search does not have (steps 0 to total - 1): its last step. */
	| { readonly kind: 'step-range'; readonly step: number; readonly total: number };
