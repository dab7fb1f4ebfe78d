/**
 * The array-based tidy layout (layout.ts): the same x as d3-hierarchy's tree(), no overlap at any
 * depth, parents centred over their children, deterministic, and the drawing indexes it builds.
 */
import { describe, expect, it } from 'vitest';
import {
	DEFAULT_SEPARATION,
	indexLayout,
	layoutTree,
	tidyX,
	type TreeLayout,
	type TreeShape
} from '$lib/visualization/whole-tree/layout';
import { tidyXWithD3 } from '$lib/visualization/whole-tree/layout-d3';
import { recordOf, shapeOfCounts } from '../fixtures';

/** First pair of neighbours at one depth closer than their separation, or null. */
function firstOverlap(shape: TreeShape, layout: TreeLayout): [number, number] | null {
	const { byDepth, depthStart, x } = layout;
	for (let d = 0; d <= layout.maxDepth; d++) {
		for (let j = depthStart[d] + 1; j < depthStart[d + 1]; j++) {
			const a = byDepth[j - 1];
			const b = byDepth[j];
			const gap =
				shape.parent[a] === shape.parent[b]
					? DEFAULT_SEPARATION.siblings
					: DEFAULT_SEPARATION.cousins;
			if (x[b] - x[a] < gap - 1e-9) return [a, b];
		}
	}
	return null;
}

/** First parent not centred over its first and last child, or -1. */
function firstOffCentre(shape: TreeShape, x: Float64Array): number {
	const lastChild = new Int32Array(shape.count).fill(-1);
	for (let i = 1; i < shape.count; i++) lastChild[shape.parent[i]] = i;
	for (let p = 0; p < shape.count; p++) {
		if (lastChild[p] < 0) continue;
		if (Math.abs(x[p] - (x[p + 1] + x[lastChild[p]]) / 2) > 1e-9) return p;
	}
	return -1;
}

const CASES: [string, string, boolean][] = [
	['XOX/.O./X..', 'XOX/.O./X..', false],
	['X../.../... plain', 'X........', false],
	['XO./.../... plain', 'XO.......', false],
	['empty board alpha-beta', '.........', true],
	['X../.../... alpha-beta', 'X........', true]
];

describe('tidy layout over the record arrays', () => {
	it.each(CASES)('%s: same x as d3-hierarchy tree() (up to a shift)', (_name, position, ab) => {
		const record = recordOf(position, ab);
		const ours = tidyX(record);
		const d3 = tidyXWithD3(record);
		let maxDiff = 0;
		for (let i = 0; i < record.count; i++) maxDiff = Math.max(maxDiff, Math.abs(ours[i] - d3[i]));
		expect(maxDiff).toBeLessThan(1e-9);
		expect(ours[0]).toBe(0);
	});

	it.each(CASES)('%s: no overlap at any depth, parents centred', (_name, position, ab) => {
		const record = recordOf(position, ab);
		const layout = layoutTree(record);
		expect(firstOverlap(record, layout)).toBeNull();
		expect(firstOffCentre(record, layout.x)).toBe(-1);
	});

	it('the whole 549,946-node tree: 351,051 units wide, no overlap, parents centred', () => {
		const record = recordOf('.........');
		const layout = layoutTree(record);
		expect(layout.count).toBe(549_946);
		expect(layout.maxDepth).toBe(9);
		expect(layout.width).toBe(351_051);
		expect(firstOverlap(record, layout)).toBeNull();
		expect(firstOffCentre(record, layout.x)).toBe(-1);
		// The root is centred over its nine children and the tree is symmetric in width.
		expect(layout.x[0]).toBeCloseTo(layout.width / 2, 6);
	});

	it('the same tree gives the same layout, twice', () => {
		const record = recordOf('.........', true);
		const a = layoutTree(record);
		const b = layoutTree(record);
		expect(Array.from(b.x)).toEqual(Array.from(a.x));
		expect(Array.from(b.byDepth)).toEqual(Array.from(a.byDepth));
		expect(b.width).toBe(a.width);
	});

	it('lays out hand-made trees: single node, chain, star, uneven families', () => {
		expect(Array.from(layoutTree(shapeOfCounts([0])).x)).toEqual([0]);
		// A chain: everything on one vertical line.
		expect(Array.from(layoutTree(shapeOfCounts([1, 1, 1, 0])).x)).toEqual([0, 0, 0, 0]);
		// A star of three: siblings one unit apart, root over the middle one.
		expect(Array.from(layoutTree(shapeOfCounts([3, 0, 0, 0])).x)).toEqual([1, 0, 1, 2]);
		// Root with two children, the first with two leaves: cousins two units apart.
		const uneven = layoutTree(shapeOfCounts([2, 2, 0, 0, 2, 0, 0]));
		expect(Array.from(uneven.x)).toEqual([2, 0.5, 0, 1, 3.5, 3, 4]);
		expect(uneven.width).toBe(4);
	});

	it('is iterative: a chain 250 levels deep and a 20,000-leaf star', () => {
		const chain = shapeOfCounts([...Array<number>(250).fill(1), 0]);
		expect(layoutTree(chain).maxDepth).toBe(250);
		const star = layoutTree(shapeOfCounts([20_000, ...Array<number>(20_000).fill(0)]));
		expect(star.width).toBe(19_999);
		expect(star.x[0]).toBe(9_999.5);
	});

	it('builds the drawing indexes: extents, bottoms, nodes by depth in x order', () => {
		const record = recordOf('XO.......');
		const layout = layoutTree(record);
		const { x, minX, maxX, bottom, byDepth, depthStart } = layout;
		for (let i = 0; i < record.count; i++) {
			let lo = Infinity;
			let hi = -Infinity;
			let deepest = 0;
			for (let j = i; j < record.end[i]; j++) {
				lo = Math.min(lo, x[j]);
				hi = Math.max(hi, x[j]);
				deepest = Math.max(deepest, record.depth[j]);
			}
			if (minX[i] !== lo || maxX[i] !== hi || bottom[i] !== deepest) {
				throw new Error(`Wrong extent at node ${i}`);
			}
		}
		expect(depthStart[0]).toBe(0);
		expect(depthStart[layout.maxDepth + 1]).toBe(record.count);
		for (let d = 0; d <= layout.maxDepth; d++) {
			for (let j = depthStart[d]; j < depthStart[d + 1]; j++) {
				expect(record.depth[byDepth[j]]).toBe(d);
				if (j > depthStart[d]) expect(x[byDepth[j]]).toBeGreaterThan(x[byDepth[j - 1]]);
			}
		}
		expect(minX[0]).toBe(0);
		expect(maxX[0]).toBe(layout.width);
	});

	it('indexLayout shifts x so that the leftmost node is at 0', () => {
		const shape = shapeOfCounts([3, 0, 0, 0]);
		const layout = indexLayout(shape, Float64Array.from([0, -1, 0, 1]));
		expect(Array.from(layout.x)).toEqual([1, 0, 1, 2]);
		expect(layout.width).toBe(2);
	});

	it('rejects arrays shorter than the count', () => {
		const shape = shapeOfCounts([1, 0]);
		expect(() => tidyX({ ...shape, count: 3 })).toThrow(RangeError);
	});
});
