/**
 * Framework-free canvas drawing of the visible part of a laid-out search tree (no DOM access beyond
 * the 2D context it is given): one scan (scene.ts) culls and merges what is off screen or too small,
 * then the painters (paint/*.ts) draw, in order, links, blocks, the principal variation, glyphs,
 * cut stubs, mini-boards, scores and markers. Shapes are batched into one path per style, so a
 * frame issues a few dozen fills and strokes plus the visible text.
 *
 * Colours (palette.ts): value or result (X wins / O wins / draw), principal variation, pruned stubs.
 */
import type { DrawContext, DrawInput, DrawStats, Frame } from './frame';
import { paintBlocks } from './paint/blocks';
import { paintBoards } from './paint/boards';
import { paintLinks, paintPrincipalVariation } from './paint/edges';
import { paintGlyphs } from './paint/glyphs';
import { paintScores } from './paint/labels';
import { paintMarkers } from './paint/markers';
import { paintTechniqueLeaves } from './paint/technique-leaves';
import { paintStubs } from './paint/stubs';
import { PALETTE } from './palette';
import { Scene, scanScene } from './scene';
import { invertX } from './view';

/** Screen margin scanned beyond the canvas (or band) on each side, CSS pixels: wide boards. */
export const SCAN_MARGIN_PX = 90;

/**
 * Draws one frame: clears the canvas (or the band), scans, then paints.
 * Sets the context transform to the pixel ratio, so callers pass CSS-pixel sizes only.
 * @param scene the view's scene, reused from frame to frame (a new one by default).
 * @returns counts of what was drawn.
 */
export function drawTree(ctx: DrawContext, input: DrawInput, scene = new Scene()): DrawStats {
	const { width, height, pixelRatio } = input;
	const stats: DrawStats = { visited: 0, nodes: 0, blocks: 0, boards: 0, texts: 0 };
	ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
	const [bandFrom, bandTo] = input.band ?? [0, width];
	ctx.save();
	if (input.band) {
		ctx.beginPath();
		ctx.rect(bandFrom, 0, bandTo - bandFrom, height);
		ctx.clip();
	}
	ctx.clearRect(bandFrom, 0, bandTo - bandFrom, height);
	ctx.fillStyle = PALETTE.PAPER;
	ctx.fillRect(bandFrom, 0, bandTo - bandFrom, height);
	try {
		if (input.layout.count > 0) paintFrame(ctx, input, scene, stats, bandFrom, bandTo);
	} finally {
		ctx.restore();
	}
	return stats;
}

function paintFrame(
	ctx: DrawContext,
	input: DrawInput,
	scene: Scene,
	stats: DrawStats,
	bandFrom: number,
	bandTo: number
): void {
	const { record, layout, transform: t, geometry } = input;
	const details = input.details ?? true;
	const lo = invertX(t, bandFrom - SCAN_MARGIN_PX);
	const hi = invertX(t, bandTo + SCAN_MARGIN_PX);
	scanScene(scene, input, lo, hi, details);
	stats.visited = scene.visited;
	stats.nodes = scene.nodes.count;
	stats.blocks = scene.blocks.count;
	const frame: Frame = {
		record,
		layout,
		t,
		geometry,
		top: t.y + geometry.top,
		pitch: geometry.pitch,
		lo,
		hi,
		scene
	};
	const pv = input.pv ?? [];
	paintLinks(ctx, frame);
	paintBlocks(ctx, frame);
	// Over edges and blocks, under the nodes.
	paintPrincipalVariation(ctx, frame, pv);
	paintGlyphs(ctx, frame);
	if (details) paintStubs(ctx, frame);
	stats.boards = paintBoards(ctx, frame, pv, details, input.moveLabel);
	paintTechniqueLeaves(ctx, frame);
	if (!details) return;
	stats.texts = paintScores(ctx, frame);
	paintMarkers(ctx, frame, input);
}
