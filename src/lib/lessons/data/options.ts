/**
 * Search options the lessons use, named. All three switches are spelled out so a slide reads on
 * its own; DEFAULT_OPTIONS (engine) is `PLAIN`.
 */
import type { SearchOptions } from '../../engine/index';

/** Plain minimax, depth penalty on, index order (the page's default). */
export const PLAIN: SearchOptions = { alphaBeta: false, depthPenalty: true, order: 'index' };
/** Plain minimax without the depth penalty. */
export const PLAIN_NO_PENALTY: SearchOptions = { ...PLAIN, depthPenalty: false };
/** Alpha-beta, depth penalty on, index order. */
export const ALPHA_BETA: SearchOptions = { ...PLAIN, alphaBeta: true };
/** Alpha-beta without the depth penalty, index order (docs/reference-figures.md: 18,297 on the empty board). */
export const ALPHA_BETA_NO_PENALTY: SearchOptions = { ...ALPHA_BETA, depthPenalty: false };
/** Alpha-beta without the depth penalty, centre first (docs/reference-figures.md: 7,275 on the empty board). */
export const CENTER_FIRST_NO_PENALTY: SearchOptions = {
	...ALPHA_BETA_NO_PENALTY,
	order: 'center-first'
};
