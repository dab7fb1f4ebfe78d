/**
 * Level of detail. What a node shows depends on the horizontal room it has on screen: the width of
 * its subtree's column, `(maxX - minX + 1) * k` CSS pixels (for a leaf, just k: one layout unit).
 * Far out most subtrees are narrower than BLOCK_PX and merge into blocks coloured by value; the
 * nodes near the root, whose columns are wide, already show scores and mini-boards. No DOM here.
 */
import { MIN_TEXT_PX } from '../picture/camera';
import type { TreeLayout } from './layout';

/** Detail levels, from coarsest to finest. */
export const DETAIL_BLOCK = 0;
export const DETAIL_DOT = 1;
export const DETAIL_SHAPE = 2;
export const DETAIL_SCORE = 3;
export const DETAIL_BOARD = 4;
/** One of DETAIL_BLOCK..DETAIL_BOARD. */
export type Detail = 0 | 1 | 2 | 3 | 4;

/** Names of the levels (for data attributes and the benchmark). */
export const DETAIL_NAMES = ['blocks', 'dots', 'shapes', 'scores', 'boards'] as const;

/**
 * Thresholds, CSS pixels of column width: below BLOCK_PX a subtree is one block; from SHAPE_PX a
 * node is a triangle (max) or inverted triangle (min); from SCORE_PX its score is written; from
 * BOARD_PX it is a mini-board with the move on its edge.
 */
export const BLOCK_PX = 2;
export const SHAPE_PX = 8;
export const SCORE_PX = 28;
export const BOARD_PX = 64;

/** The detail level for a column `spacePx` CSS pixels wide. */
export function detailForSpace(spacePx: number): Detail {
	if (spacePx < BLOCK_PX) return DETAIL_BLOCK;
	if (spacePx < SHAPE_PX) return DETAIL_DOT;
	if (spacePx < SCORE_PX) return DETAIL_SHAPE;
	if (spacePx < BOARD_PX) return DETAIL_SCORE;
	return DETAIL_BOARD;
}

/** Column width of node i at scale k, CSS pixels. */
export function nodeSpace(layout: Pick<TreeLayout, 'minX' | 'maxX'>, i: number, k: number): number {
	return (layout.maxX[i] - layout.minX[i] + 1) * k;
}

/** Detail of node i at scale k. */
export function nodeDetail(
	layout: Pick<TreeLayout, 'minX' | 'maxX'>,
	i: number,
	k: number
): Detail {
	return detailForSpace(nodeSpace(layout, i, k));
}

/**
 * The level of detail of the zoom scale itself: the detail of a leaf (one layout unit wide).
 * Everything shows at least this much; nodes with wider columns show more.
 */
export function selectLod(k: number): Detail {
	return detailForSpace(k);
}

/**
 * Font sizes of the canvas text, CSS pixels: the picture's smallest readable text (MIN_TEXT_PX,
 * 14 px), whatever the zoom; a node without room for it is drawn as a shape without text. Fixed on
 * purpose: each new font description costs the browser a font lookup (tens of milliseconds on a
 * cold Linux font cache), so the canvas uses few.
 */
export const SCORE_FONT_PX = MIN_TEXT_PX;
export const LABEL_FONT_PX = MIN_TEXT_PX;
export const STUB_FONT_PX = MIN_TEXT_PX;
/** The smallest of them: what the canvas states as its smallest text (`data-text-px`). */
export const SMALLEST_FONT_PX = Math.min(SCORE_FONT_PX, LABEL_FONT_PX, STUB_FONT_PX);

/** The three canvas fonts (score, move label, pruned cell). */
export const CANVAS_FONTS = {
	score: `600 ${SCORE_FONT_PX}px sans-serif`,
	label: `${LABEL_FONT_PX}px sans-serif`,
	stub: `${STUB_FONT_PX}px sans-serif`
} as const;

/** Sizes of a node's drawing, CSS pixels. */
export interface NodeSizes {
	/** Half-size of the triangle, square or dot. */
	radius: number;
	/** Side of the mini-board (0 below DETAIL_BOARD). */
	board: number;
	/** Font size of the score and move labels (0 when no text). */
	font: number;
}

/**
 * Sizes for a node with `spacePx` of column width on rows `pitch` apart.
 * Glyphs grow with the room and stop at sizes readable on a projector.
 */
export function nodeSizes(spacePx: number, pitch: number): NodeSizes {
	const detail = detailForSpace(spacePx);
	if (detail === DETAIL_BLOCK) return { radius: 0, board: 0, font: 0 };
	if (detail === DETAIL_DOT)
		return { radius: Math.max(1, Math.min(2.5, spacePx * 0.3)), board: 0, font: 0 };
	const radius = Math.min(7, spacePx * 0.28, pitch * 0.2);
	if (detail === DETAIL_SHAPE) return { radius, board: 0, font: 0 };
	const font = SCORE_FONT_PX;
	if (detail === DETAIL_SCORE) return { radius, board: 0, font };
	const board = Math.floor(Math.min(spacePx * 0.7, pitch - font - 8, 72));
	return { radius, board: Math.max(board, 18), font };
}
