/**
 * Painting the nodes drawn as glyphs: dots far out, then triangles (▲ maximizer, ▼ minimizer) and
 * squares (finished games), batched into one path per colour and fill: an exact value is filled,
 * a bound hollow.
 */
import { isBound, isFinished, isMaximizer, type SearchRecord } from '$lib/engine';
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { DETAIL_BLOCK, DETAIL_BOARD, DETAIL_DOT, detailForSpace, nodeSizes } from '../lod';
import { PALETTE, RESULT_COLOURS } from '../palette';
import { resultClass } from '../result-class';

/** Glyph kinds: a square (a finished game, or a dot), a triangle up, a triangle down. */
export const GLYPH_SQUARE = 0;
export const GLYPH_UP = 1;
export const GLYPH_DOWN = 2;

/** Adds the outline of a glyph of half-size `r` centred on (sx, sy) to the current path. */
export function glyphPath(ctx: DrawContext, kind: number, sx: number, sy: number, r: number): void {
	if (kind === GLYPH_SQUARE) {
		ctx.rect(sx - r, sy - r, 2 * r, 2 * r);
	} else if (kind === GLYPH_UP) {
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx + r, sy + r * 0.8);
		ctx.lineTo(sx - r, sy + r * 0.8);
		ctx.closePath();
	} else {
		ctx.moveTo(sx, sy + r);
		ctx.lineTo(sx + r, sy - r * 0.8);
		ctx.lineTo(sx - r, sy - r * 0.8);
		ctx.closePath();
	}
}

/** The glyph of node i at `detail`: a square for a dot or a finished game, else ▲ or ▼. */
export function glyphKind(record: SearchRecord, i: number, detail: number): number {
	if (detail === DETAIL_DOT || isFinished(record, i)) return GLYPH_SQUARE;
	return isMaximizer(record, i) ? GLYPH_UP : GLYPH_DOWN;
}

/** Every scanned node below board detail, as a glyph. */
export function paintGlyphs(ctx: DrawContext, frame: Frame): void {
	const { record, pitch } = frame;
	const { nodes } = frame.scene;
	for (let c = 0; c < RESULT_COLOURS.length; c++) {
		for (let hollow = 0; hollow < 2; hollow++) {
			ctx.beginPath();
			let any = false;
			for (let j = 0; j < nodes.count; j++) {
				const i = nodes.node[j];
				const detail = detailForSpace(nodes.space[j]);
				if (detail === DETAIL_BOARD || detail === DETAIL_BLOCK) continue;
				if (resultClass(record, i) !== c) continue;
				if ((isBound(record, i) ? 1 : 0) !== hollow) continue;
				const r = nodeSizes(nodes.space[j], pitch).radius;
				glyphPath(ctx, glyphKind(record, i, detail), nodeX(frame, i), nodeY(frame, i), r);
				any = true;
			}
			if (!any) continue;
			if (hollow) {
				ctx.fillStyle = PALETTE.PAPER;
				ctx.fill();
				ctx.strokeStyle = RESULT_COLOURS[c];
				ctx.lineWidth = 1.5;
				ctx.stroke();
			} else {
				ctx.fillStyle = RESULT_COLOURS[c];
				ctx.fill();
			}
		}
	}
}
