import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, principalVariation, search } from '$lib/engine';
import {
	initialExpanded,
	layoutOpenTree,
	prunedInOrder,
	subtreeSize,
	tightBadges,
	textWidth,
	BADGE_FONT,
	NODE_WIDTH
} from '$lib/visualization/collapsed-tree';

describe('collapsed tree', () => {
	const xox = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });

	it('opens a small tree whole and lays out every node and pruned stub', () => {
		const open = initialExpanded(xox.record, 60);
		const root = layoutOpenTree(xox.record, open, 'index');
		const items = root.descendants();
		const nodes = items.filter((d) => d.data.node >= 0);
		const stubs = items.filter((d) => d.data.node < 0);
		expect(nodes).toHaveLength(xox.nodes); // 15
		const prunedTotal = Array.from(xox.record.pruned).reduce(
			(n, m) => n + m.toString(2).split('1').length - 1,
			0
		);
		expect(stubs).toHaveLength(prunedTotal);
		expect(stubs.map((d) => d.data.cell + 1).sort()).toEqual([6, 8, 8, 8, 9, 9]);
	});

	it('keeps siblings at least one node width apart at every depth', () => {
		const root = layoutOpenTree(xox.record, initialExpanded(xox.record, 60), 'index');
		const byDepth = new Map<number, number[]>();
		root.each((d) => byDepth.set(d.depth, [...(byDepth.get(d.depth) ?? []), d.x]));
		for (const xs of byDepth.values()) {
			xs.sort((a, b) => a - b);
			for (let i = 1; i < xs.length; i++)
				expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(NODE_WIDTH - 1e-9);
		}
	});

	it('opens a big tree collapsed: whole levels under the limit, plus the principal variation', () => {
		const plain = search(emptyPosition());
		const open = initialExpanded(plain.record, 40);
		const pv = principalVariation(plain.record);
		expect(open.has(0)).toBe(true);
		for (const i of pv.slice(0, -1)) expect(open.has(i)).toBe(true);
		const visible = layoutOpenTree(plain.record, open, 'index').descendants().length;
		// Root + its 9 children, then 8 children per open principal-variation node below.
		expect(visible).toBe(
			1 +
				9 +
				pv
					.slice(1, -1)
					.reduce((n, i) => n + (plain.record.end[i] > i + 1 ? 9 - plain.record.depth[i] : 0), 0)
		);
		expect(subtreeSize(plain.record, 0)).toBe(549_946);
	});

	it('lists pruned cells in the order of the search', () => {
		const centre = search(emptyPosition(), {
			alphaBeta: true,
			order: 'center-first',
			depthPenalty: false
		});
		const cut = Array.from(centre.record.pruned).findIndex((m) => m !== 0);
		const order = prunedInOrder(centre.record, cut, 'center-first');
		const ranks = order.map((c) => [4, 0, 2, 6, 8, 1, 3, 5, 7].indexOf(c));
		expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
		expect(order.length).toBeGreaterThan(0);
	});
});

describe('tightBadges', () => {
	it('fault: "+8.2K" badges overlapped their neighbours: at the node width every badge of the empty board has room', () => {
		const plain = search(emptyPosition());
		const root = layoutOpenTree(plain.record, initialExpanded(plain.record, 40), 'index');
		const items = root.descendants();
		const badge = (i: number) => `+${(subtreeSize(plain.record, i) / 1000).toFixed(1)}K`;
		const closed = items.filter((d) => d.data.node > 0 && !d.children);
		expect(closed.length).toBeGreaterThan(8);
		expect(tightBadges(items, badge).size).toBe(0);
		// Two neighbours' badges never overlap: centre distance >= half of each width.
		const row = items.filter((d) => d.depth === 1).sort((a, b) => a.x - b.x);
		for (let k = 1; k < row.length; k++) {
			const w = (d: (typeof row)[number]) => textWidth(badge(d.data.node).length, BADGE_FONT);
			expect(row[k].x - row[k - 1].x).toBeGreaterThanOrEqual(w(row[k]) / 2 + w(row[k - 1]) / 2);
		}
	});

	it('marks both badges of two neighbours too close for them, and none of a lone one', () => {
		const items = [
			{ depth: 1, x: 0, data: { node: 1, parent: 0, cell: 0 } },
			{ depth: 1, x: 30, data: { node: 2, parent: 0, cell: 1 } },
			{ depth: 1, x: 200, data: { node: 3, parent: 0, cell: 2 } },
			{ depth: 2, x: 30, data: { node: 4, parent: 2, cell: 3 } }
		] as unknown as Parameters<typeof tightBadges>[0];
		expect([...tightBadges(items, () => '+118.4K')].sort()).toEqual([1, 2]);
		expect(tightBadges(items, (i) => (i === 2 ? '' : '+118.4K')).size).toBe(0);
	});
});
