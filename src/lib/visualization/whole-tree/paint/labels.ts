/** Painting the scores under the nodes that have room for them ("7", "<= -8", ">= 0"). */
import { nodeBound } from '$lib/engine';
import { scoreLabel } from '../../score-label';
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { CANVAS_FONTS, DETAIL_BOARD, DETAIL_SCORE, detailForSpace, nodeSizes } from '../lod';
import { PALETTE } from '../palette';

/**
 * Every scanned node at score detail or finer gets its score under it, in ink with a white halo.
 * @returns the number of scores written.
 */
export function paintScores(ctx: DrawContext, frame: Frame): number {
	const { record, pitch } = frame;
	const { nodes } = frame.scene;
	let count = 0;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	ctx.lineJoin = 'round';
	ctx.font = CANVAS_FONTS.score;
	for (let j = 0; j < nodes.count; j++) {
		const detail = detailForSpace(nodes.space[j]);
		if (detail < DETAIL_SCORE) continue;
		const i = nodes.node[j];
		const sizes = nodeSizes(nodes.space[j], pitch);
		const half = detail === DETAIL_BOARD ? sizes.board / 2 : sizes.radius;
		const sx = nodeX(frame, i);
		const sy = nodeY(frame, i) + half + 2;
		const text = scoreLabel(record.value[i], nodeBound(record, i));
		ctx.strokeStyle = PALETTE.PAPER;
		ctx.lineWidth = 3;
		ctx.strokeText(text, sx, sy);
		ctx.fillStyle = PALETTE.INK;
		ctx.fillText(text, sx, sy);
		count++;
	}
	return count;
}
