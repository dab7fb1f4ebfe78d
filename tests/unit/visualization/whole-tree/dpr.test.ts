/** Device-pixel-ratio sizing (dpr.ts). */
import { describe, expect, it } from 'vitest';
import { backingSize, MAX_CANVAS_PIXELS, sizeCanvas } from '$lib/visualization/whole-tree/dpr';

describe('backingSize', () => {
	it.each([
		[800, 600, 1, { width: 800, height: 600, ratio: 1 }],
		[800, 600, 2, { width: 1600, height: 1200, ratio: 2 }],
		[333, 100, 1.5, { width: 500, height: 150, ratio: 1.5 }],
		[0, 0, 2, { width: 1, height: 1, ratio: 2 }],
		[100, 50, 0, { width: 100, height: 50, ratio: 1 }],
		[100, 50, NaN, { width: 100, height: 50, ratio: 1 }],
		[100, 50, -3, { width: 100, height: 50, ratio: 1 }]
	])('%s x %s at %s', (w, h, dpr, expected) => {
		expect(backingSize(w, h, dpr)).toEqual(expected);
	});

	it('lowers the ratio to stay under the pixel cap', () => {
		const size = backingSize(3000, 2000, 3);
		expect(size.width * size.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS * 1.001);
		expect(size.ratio).toBeCloseTo(Math.sqrt(MAX_CANVAS_PIXELS / 6_000_000), 9);
		expect(backingSize(100, 100, 2, 10_000)).toEqual({ width: 100, height: 100, ratio: 1 });
	});
});

describe('sizeCanvas', () => {
	it('sets the backing store and the CSS size, and touches nothing when unchanged', () => {
		const writes: string[] = [];
		const style = { width: '', height: '' };
		let width = 300;
		let height = 150;
		const canvas = {
			get width() {
				return width;
			},
			set width(v: number) {
				writes.push(`width=${v}`);
				width = v;
			},
			get height() {
				return height;
			},
			set height(v: number) {
				writes.push(`height=${v}`);
				height = v;
			},
			style
		};
		expect(sizeCanvas(canvas, 640, 360, 2)).toEqual({ width: 1280, height: 720, ratio: 2 });
		expect(writes).toEqual(['width=1280', 'height=720']);
		expect(style).toEqual({ width: '640px', height: '360px' });
		writes.length = 0;
		sizeCanvas(canvas, 640, 360, 2);
		expect(writes).toEqual([]);
	});
});
