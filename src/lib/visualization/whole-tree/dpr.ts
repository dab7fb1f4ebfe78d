/**
 * Device-pixel-ratio sizing of a canvas (after Layer Cake's canvas layer): the backing store gets
 * CSS size x ratio pixels so lines and text stay sharp on high-DPI screens, while the element keeps
 * its CSS size. The ratio is lowered when the backing store would exceed `maxPixels`, so a large
 * canvas on a 3x phone does not cost hundreds of megabytes. No DOM access beyond the element given.
 */

/** Backing-store size of a canvas, in device pixels, and the ratio actually used. */
export interface BackingSize {
	width: number;
	height: number;
	ratio: number;
}

/** Default cap on backing-store pixels (about 8 million: 4K at 1x, 1920x1080 at 2x). */
export const MAX_CANVAS_PIXELS = 8_388_608;

/**
 * The backing-store size for a canvas of `cssWidth` x `cssHeight` CSS pixels.
 * @param devicePixelRatio window.devicePixelRatio; anything not finite and positive counts as 1.
 * @param maxPixels cap on width x height; the ratio shrinks (never below 1/8) to respect it.
 * @returns integer width and height (at least 1 each) and the ratio to pass to the context transform.
 */
export function backingSize(
	cssWidth: number,
	cssHeight: number,
	devicePixelRatio: number,
	maxPixels = MAX_CANVAS_PIXELS
): BackingSize {
	const w = Math.max(0, Number.isFinite(cssWidth) ? cssWidth : 0);
	const h = Math.max(0, Number.isFinite(cssHeight) ? cssHeight : 0);
	let ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
	const area = w * h * ratio * ratio;
	if (area > maxPixels) ratio = Math.max(0.125, Math.sqrt(maxPixels / (w * h)));
	return {
		width: Math.max(1, Math.round(w * ratio)),
		height: Math.max(1, Math.round(h * ratio)),
		ratio
	};
}

/** The parts of a canvas element sizing touches. */
export interface SizableCanvas {
	width: number;
	height: number;
	style: { width: string; height: string };
}

/**
 * Sizes `canvas` for `cssWidth` x `cssHeight` CSS pixels at `devicePixelRatio`.
 * Touches width/height only when they change (assigning them clears the canvas).
 * @returns the backing size; draw with `ctx.setTransform(ratio, 0, 0, ratio, 0, 0)`.
 */
export function sizeCanvas(
	canvas: SizableCanvas,
	cssWidth: number,
	cssHeight: number,
	devicePixelRatio: number,
	maxPixels = MAX_CANVAS_PIXELS
): BackingSize {
	const size = backingSize(cssWidth, cssHeight, devicePixelRatio, maxPixels);
	if (canvas.width !== size.width) canvas.width = size.width;
	if (canvas.height !== size.height) canvas.height = size.height;
	const cw = `${cssWidth}px`;
	const ch = `${cssHeight}px`;
	if (canvas.style.width !== cw) canvas.style.width = cw;
	if (canvas.style.height !== ch) canvas.style.height = ch;
	return size;
}
