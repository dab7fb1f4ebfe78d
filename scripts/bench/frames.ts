/**
 * In-page measurements of the whole-tree canvas: rAF timestamps and the drawing time the canvas
 * reports (data-draw-ms), and its scale and level of detail (data-scale, data-lod).
 * In-page code is passed as strings: tsx's name-keeping helper (__name) does not exist in the page.
 */
import type { Page } from '@playwright/test';

/**
 * Collects, at each requestAnimationFrame until stopped, its timestamp and the drawing time the
 * whole-tree canvas reports for its last frame (data-draw-ms).
 */
export async function startFrames(page: Page): Promise<void> {
	await page.evaluate(`(() => {
		window.__frames = [];
		window.__draws = [];
		window.__framesOn = true;
		const canvas = document.querySelector('canvas[data-painted]');
		let last = canvas.dataset.drawMs;
		const tick = (ts) => {
			window.__frames.push(ts);
			const ms = canvas.dataset.drawMs;
			if (ms !== last) window.__draws.push(Number(ms));
			last = ms;
			if (window.__framesOn) requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
	})()`);
}

/** Stops the collection: frame intervals (ms) and drawing times (ms) seen. */
export async function stopFrames(page: Page): Promise<{ deltas: number[]; draws: number[] }> {
	const { stamps, draws } = (await page.evaluate(
		'(() => { window.__framesOn = false; return { stamps: window.__frames, draws: window.__draws }; })()'
	)) as { stamps: number[]; draws: number[] };
	const deltas: number[] = [];
	for (let i = 1; i < stamps.length; i++) deltas.push(stamps[i] - stamps[i - 1]);
	return { deltas, draws };
}

/** The canvas's current scale and level of detail. */
export async function scaleOf(page: Page): Promise<{ k: number; lod: string }> {
	return (await page.evaluate(`(() => {
		const c = document.querySelector('canvas[data-painted]');
		return { k: Number(c.dataset.scale), lod: c.dataset.lod ?? '' };
	})()`)) as { k: number; lod: string };
}
