/**
 * Painting the search techniques' leaves (docs/conventions.md, "Transposition table", "Depth
 * limit"): a table hit gets a dashed ring in PALETTE.TABLE_HIT_COLOUR and, as a mini-board, "TT"; a horizon
 * leaf a dotted ring in PALETTE.HORIZON_COLOUR and "H", so neither looks like a finished game. The node a
 * hovered or focused table hit links to (where its position was searched) is ringed by paintMarkers
 * (LINK_MARKER).
 */
import { FLAG_HORIZON, FLAG_TABLE_HIT } from '$lib/engine';
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { CANVAS_FONTS, DETAIL_BLOCK, DETAIL_BOARD, detailForSpace, nodeSizes } from '../lod';
import { PALETTE } from '../palette';

const KINDS = [
	{ flag: FLAG_TABLE_HIT, colour: PALETTE.TABLE_HIT_COLOUR, dash: [5, 3], text: 'TT' },
	{ flag: FLAG_HORIZON, colour: PALETTE.HORIZON_COLOUR, dash: [2, 2], text: 'H' }
] as const;

/**
 * Rings every scanned table hit and horizon leaf drawn as a node (not inside a block), and labels
 * those drawn as mini-boards.
 * @returns the number of leaves marked.
 */
export function paintTechniqueLeaves(ctx: DrawContext, frame: Frame): number {
	const { record, pitch } = frame;
	const { nodes } = frame.scene;
	let marked = 0;
	for (const kind of KINDS) {
		ctx.strokeStyle = kind.colour;
		ctx.fillStyle = kind.colour;
		ctx.lineWidth = 2;
		ctx.setLineDash([...kind.dash]);
		ctx.font = CANVAS_FONTS.label;
		ctx.textAlign = 'left';
		ctx.textBaseline = 'bottom';
		ctx.beginPath();
		const labels: [number, number][] = [];
		for (let j = 0; j < nodes.count; j++) {
			const i = nodes.node[j];
			if ((record.flags[i] & kind.flag) === 0) continue;
			const detail = detailForSpace(nodes.space[j]);
			if (detail === DETAIL_BLOCK) continue;
			const sizes = nodeSizes(nodes.space[j], pitch);
			const sx = nodeX(frame, i);
			const sy = nodeY(frame, i);
			const half = detail === DETAIL_BOARD ? sizes.board / 2 + 3 : sizes.radius + 3;
			ctx.rect(sx - half, sy - half, 2 * half, 2 * half);
			if (detail === DETAIL_BOARD) labels.push([sx + half + 2, sy - half + 2]);
			marked++;
		}
		ctx.stroke();
		for (const [lx, ly] of labels) ctx.fillText(kind.text, lx, ly);
	}
	ctx.setLineDash([]);
	return marked;
}
