/**
 * Preparing the canvas and the drawing code before the first frame of a big tree, in short tasks:
 * - warmUpText: the first use of a font costs the browser a font lookup (40-60 ms measured on the
 *   2-core test machines), so the three canvas fonts are used once, when the canvas is sized,
 *   while the worker lays out;
 * - primeSteps: the first pass of the drawing code over a new layout is several times slower than
 *   later ones (code not yet compiled for that data), so the first frame is first drawn in
 *   vertical slices, one per task, on a tiny scratch canvas (real 2D calls, nothing shown),
 *   before it is drawn for real in one frame.
 */
import { drawTree } from './draw';
import type { DrawContext, DrawInput } from './frame';
import type { Scene } from './scene';
import { CANVAS_FONTS } from './lod';

/** Draws a line of text in each canvas font on `ctx` (a scratch context). */
export function warmUpText(ctx: Pick<CanvasRenderingContext2D, 'font' | 'fillText'>): void {
	for (const font of Object.values(CANVAS_FONTS)) {
		ctx.font = font;
		ctx.fillText('<= -10 >= 0123456789', 0, 10);
	}
}

/**
 * The priming of a first frame as `slices` steps: step b draws, on the scratch context `ctx`, the
 * frame of a canvas 1/slices as wide, looking at slice b of `input`'s view (the same code path as
 * the real frame, on a fraction of its nodes). Run each step in its own task.
 * @param scene the scene the real frames will use, so that its lists are grown already.
 */
export function primeSteps(
	ctx: DrawContext,
	input: DrawInput,
	slices = 12,
	scene?: Scene
): (() => void)[] {
	const width = input.width / slices;
	const t = input.transform;
	return Array.from({ length: slices }, (_, b) => () => {
		drawTree(ctx, { ...input, width, transform: { k: t.k, x: t.x - b * width, y: t.y } }, scene);
	});
}
