/** Painting the blocks: subtrees too narrow to draw node by node, one rectangle each. */
import type { DrawContext, Frame } from '../frame';
import { RESULT_COLOURS } from '../palette';
import type { RowGeometry } from '../view';

/** Half-height of a block's rectangle beyond its first and last rows, CSS pixels. */
export function blockPad(geometry: RowGeometry): number {
	return Math.min(5, geometry.pitch * 0.12);
}

/**
 * Blocks with fillRect grouped by colour (a path of many tall rectangles is very slow to fill in
 * Chromium's software rasterizer; fillRect is not).
 */
export function paintBlocks(ctx: DrawContext, frame: Frame): void {
	const { blocks } = frame.scene;
	const { top, pitch } = frame;
	const pad = blockPad(frame.geometry);
	for (let c = 0; c < RESULT_COLOURS.length; c++) {
		ctx.fillStyle = RESULT_COLOURS[c];
		for (let b = 0; b < blocks.count; b++) {
			if (blocks.colour[b] !== c) continue;
			const left = blocks.left[b];
			const width = Math.max(1, blocks.right[b] - left);
			const y0 = top + blocks.firstDepth[b] * pitch - pad;
			const y1 = top + blocks.lastDepth[b] * pitch + pad;
			ctx.fillRect(left, y0, width, y1 - y0);
		}
	}
}
