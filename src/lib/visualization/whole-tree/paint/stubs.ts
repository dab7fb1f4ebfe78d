/** Painting cut stubs: one short dashed line per pruned child, ending in a bar, right of the node. */
import { prunedMask } from '$lib/engine';
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { CANVAS_FONTS, DETAIL_BOARD, DETAIL_SHAPE, detailForSpace, nodeSizes } from '../lod';
import { PALETTE } from '../palette';

/** One stub: from (x0, y0) by the node to (x1, y1), the pruned cell, and whether it is labelled. */
interface Stub {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
	cell: number;
	labelled: boolean;
}

/** The stubs of the scanned nodes that show at least as shapes; labelled at board detail. */
function collectStubs(frame: Frame): Stub[] {
	const { record, pitch } = frame;
	const { nodes } = frame.scene;
	const stubs: Stub[] = [];
	for (let j = 0; j < nodes.count; j++) {
		const i = nodes.node[j];
		const mask = prunedMask(record, i);
		if (mask === 0) continue;
		const space = nodes.space[j];
		const detail = detailForSpace(space);
		if (detail < DETAIL_SHAPE) continue;
		const sizes = nodeSizes(space, pitch);
		const half = detail === DETAIL_BOARD ? sizes.board / 2 : sizes.radius;
		const sx = nodeX(frame, i);
		const sy = nodeY(frame, i);
		const step = Math.min(14, Math.max(5, space * 0.06));
		let m = 0;
		for (let cell = 0; cell < 9; cell++) {
			if (!(mask & (1 << cell))) continue;
			stubs.push({
				x0: sx + half * 0.5,
				y0: sy + half * 0.5,
				x1: sx + half + 4 + m * step,
				y1: sy + pitch * 0.42,
				cell,
				labelled: detail === DETAIL_BOARD
			});
			m++;
		}
	}
	return stubs;
}

/** The stubs: dashed lines, a bar across each end (the cut), and the pruned cell (1-9) under it. */
export function paintStubs(ctx: DrawContext, frame: Frame): void {
	const stubs = collectStubs(frame);
	if (stubs.length === 0) return;
	ctx.strokeStyle = PALETTE.PRUNED_COLOUR;
	ctx.lineWidth = 1.5;
	ctx.setLineDash([3, 2]);
	ctx.beginPath();
	for (const s of stubs) {
		ctx.moveTo(s.x0, s.y0);
		ctx.lineTo(s.x1, s.y1);
	}
	ctx.stroke();
	ctx.setLineDash([]);
	ctx.lineWidth = 2;
	ctx.beginPath();
	for (const s of stubs) {
		ctx.moveTo(s.x1 - 3, s.y1);
		ctx.lineTo(s.x1 + 3, s.y1);
	}
	ctx.stroke();
	ctx.fillStyle = PALETTE.PRUNED_COLOUR;
	ctx.font = CANVAS_FONTS.stub;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	for (const s of stubs) if (s.labelled) ctx.fillText(String(s.cell + 1), s.x1, s.y1 + 2);
}
