/**
 * The pan-and-zoom controller (pan-zoom.ts) over d3-zoom, on a fake element in Node: fitting,
 * centring, zooming within the extent, the constraint, gestures reported as such, and one immutable
 * transform whose inverse maps the screen back to content.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	createPanZoom,
	fitBounds,
	type PanZoom,
	type PanZoomChange
} from '$lib/visualization/pan-zoom';
import { fakeElement, wheelEvent } from './fixtures';

const SIZE = { width: 800, height: 600 };

describe('fitBounds', () => {
	it('fits both axes with a margin, centred, at the smaller of the two scales', () => {
		const t = fitBounds({ x0: 0, y0: 0, x1: 1000, y1: 200 }, SIZE, { padding: 50 });
		expect(t.k).toBeCloseTo(0.7, 12); // width: 700 / 1000; height would allow 2.5
		expect(t.x + t.k * 500).toBeCloseTo(400, 9);
		expect(t.y + t.k * 100).toBeCloseTo(300, 9);
	});

	it("fits the width only on the 'x' axis and keeps the vertical translation", () => {
		const t = fitBounds(
			{ x0: 100, y0: 0, x1: 300, y1: 0 },
			SIZE,
			{ axis: 'x' },
			{ k: 1, x: 0, y: -42 }
		);
		expect(t).toEqual({ k: 4, x: 400 - 4 * 200, y: -42 });
	});

	it('respects the scale limits, and gives the largest scale to empty bounds', () => {
		expect(fitBounds({ x0: 0, y0: 0, x1: 1e9, y1: 1 }, SIZE, { minScale: 0.5 }).k).toBe(0.5);
		expect(fitBounds({ x0: 0, y0: 0, x1: 1, y1: 1 }, SIZE, { maxScale: 3 }).k).toBe(3);
		expect(fitBounds({ x0: 5, y0: 5, x1: 5, y1: 5 }, SIZE, { maxScale: 7 })).toEqual({
			k: 7,
			x: 400 - 35,
			y: 300 - 35
		});
	});
});

describe('createPanZoom', () => {
	let pz: PanZoom | null = null;
	afterEach(() => {
		pz?.destroy();
		pz = null;
		vi.useRealTimers();
	});

	it('applies a transform through the constraint and reports it as a call, not a gesture', () => {
		const changes: PanZoomChange[] = [];
		pz = createPanZoom(fakeElement(), {
			size: () => SIZE,
			constrain: (t) => ({ k: t.k, x: Math.min(0, t.x), y: 0 }),
			onchange: (c) => changes.push(c)
		});
		const before = pz.transform;
		pz.setTransform({ k: 2, x: 300, y: 50 });
		expect([pz.transform.k, pz.transform.x, pz.transform.y]).toEqual([2, 0, 0]);
		expect(changes).toHaveLength(1);
		expect(changes[0].user).toBe(false);
		expect(changes[0].transform).toBe(pz.transform);
		// Immutable: the old transform is untouched, the new one is another object.
		expect([before.k, before.x, before.y]).toEqual([1, 0, 0]);
		expect(pz.transform).not.toBe(before);
	});

	it('fits bounds within the scale extent and centres points; invert maps the centre back', () => {
		pz = createPanZoom(fakeElement(), { size: () => SIZE, scaleExtent: [0.1, 8] });
		pz.fitTo({ x0: 0, y0: 0, x1: 4, y1: 3 });
		expect(pz.transform.k).toBe(8); // 200 would fit; the extent caps it
		pz.fitTo({ x0: -100, y0: 0, x1: 100, y1: 100 }, { padding: 100 });
		expect(pz.transform.k).toBe(3);
		expect(pz.transform.invert([400, 300])).toEqual([0, 50]);
		pz.centreOn({ x: 10, y: 20 }, 2);
		expect(pz.transform.invert([400, 300])).toEqual([10, 20]);
		const y = pz.transform.y;
		pz.centreOn({ x: -5 });
		expect(pz.transform.invertX(400)).toBe(-5);
		expect(pz.transform.y).toBe(y);
	});

	it('zooms by a factor or to a scale about the centre, clamped to the extent', () => {
		pz = createPanZoom(fakeElement(), { size: () => SIZE, scaleExtent: [0.5, 4] });
		pz.centreOn({ x: 100, y: 100 }, 1);
		pz.scaleBy(3);
		expect(pz.transform.k).toBe(3);
		expect(pz.transform.invert([400, 300])).toEqual([100, 100]);
		pz.scaleBy(10);
		expect(pz.transform.k).toBe(4);
		pz.zoomTo(0.01);
		expect(pz.transform.k).toBe(0.5);
		pz.setScaleExtent([0.01, 4]);
		pz.zoomTo(0.01);
		expect(pz.transform.k).toBe(0.01);
		pz.translateBy(10, 0);
		expect(pz.transform.invert([400, 300])[0]).toBeCloseTo(90, 9);
	});

	it('a wheel zooms in about the pointer, reported as a gesture; destroy detaches it', () => {
		vi.useFakeTimers();
		const element = fakeElement();
		const changes: PanZoomChange[] = [];
		pz = createPanZoom(element, { size: () => SIZE, scaleExtent: [0.1, 10] });
		const off = pz.on((c) => changes.push(c));
		const under = pz.transform.invert([200, 150]);
		element.dispatchEvent(wheelEvent(200, 150, -250));
		expect(pz.transform.k).toBeCloseTo(2 ** 0.5, 12); // d3: 2 ^ (250 * 0.002)
		expect(pz.transform.invert([200, 150])[0]).toBeCloseTo(under[0], 9);
		expect(pz.transform.invert([200, 150])[1]).toBeCloseTo(under[1], 9);
		expect(changes.at(-1)?.user).toBe(true);
		off();
		vi.runAllTimers();
		element.dispatchEvent(wheelEvent(200, 150, -250));
		expect(changes).toHaveLength(1);
		const k = pz.transform.k;
		pz.destroy();
		vi.runAllTimers();
		element.dispatchEvent(wheelEvent(200, 150, -250));
		expect(pz.transform.k).toBe(k);
	});
});
