/**
 * Painting the links of the whole tree: fans over children drawn as blocks, edges to the nodes
 * drawn on their own, and the principal variation on top of both.
 */
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { PALETTE } from '../palette';

/**
 * Subpaths per fill or stroke. Chromium's software rasterizer slows down sharply when one path has
 * thousands of subpaths crossing the same rows (every subpath stays in the active edge list), so
 * long batches are cut into paths of this many subpaths.
 */
export const PATH_CHUNK = 200;

/** Fans (one filled triangle each: they do not share rows' edge lists), then edges in chunks. */
export function paintLinks(ctx: DrawContext, frame: Frame): void {
	const { fans, edges } = frame.scene;
	ctx.fillStyle = PALETTE.FAN_COLOUR;
	for (let f = 0; f < fans.count; f++) {
		ctx.beginPath();
		ctx.moveTo(fans.apexX[f], fans.apexY[f]);
		ctx.lineTo(fans.right[f], fans.y[f]);
		ctx.lineTo(fans.left[f], fans.y[f]);
		ctx.closePath();
		ctx.fill();
	}
	ctx.lineWidth = 1;
	ctx.strokeStyle = PALETTE.EDGE_COLOUR;
	for (let e0 = 0; e0 < edges.count; e0 += PATH_CHUNK) {
		ctx.beginPath();
		const e1 = Math.min(edges.count, e0 + PATH_CHUNK);
		for (let e = e0; e < e1; e++) {
			ctx.moveTo(edges.x0[e], edges.y0[e]);
			ctx.lineTo(edges.x1[e], edges.y1[e]);
		}
		ctx.stroke();
	}
}

/** The principal variation (root first) as one accent polyline with a white casing for contrast. */
export function paintPrincipalVariation(
	ctx: DrawContext,
	frame: Frame,
	pv: readonly number[]
): void {
	if (pv.length < 2) return;
	ctx.lineJoin = 'round';
	for (const [colour, width] of [
		[PALETTE.PAPER, 6],
		[PALETTE.PV_COLOUR, 3]
	] as const) {
		ctx.strokeStyle = colour;
		ctx.lineWidth = width;
		ctx.beginPath();
		ctx.moveTo(nodeX(frame, pv[0]), nodeY(frame, pv[0]));
		for (let j = 1; j < pv.length; j++) ctx.lineTo(nodeX(frame, pv[j]), nodeY(frame, pv[j]));
		ctx.stroke();
	}
}
