/**
 * The host's fold, handed to the painter inside it (visualization/picture/fold.ts): the host
 * decides from the camera's framing rule whether the path to the focus folds; the SVG painter
 * draws its model folded so. A painter outside a host (none today) draws unfolded.
 */
import { getContext, setContext } from 'svelte';
import type { PathFold } from '$lib/visualization/picture/fold';

const KEY = Symbol('picture-fold');

/** What the host shares: the fold now (null: none). */
export interface PictureFoldContext {
	readonly fold: PathFold | null;
}

/** Called by the host (TreePicture.svelte) while it initialises. */
export function setPictureFold(context: PictureFoldContext): void {
	setContext(KEY, context);
}

/** The host's fold context, or null outside a host. */
export function getPictureFold(): PictureFoldContext | null {
	return getContext<PictureFoldContext | undefined>(KEY) ?? null;
}
