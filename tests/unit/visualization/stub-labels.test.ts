/**
 * The pruned stubs' labels (visualization/picture/stub-labels.ts): what does not fit at the
 * painter's font is collapsed ("Column 4" to "4", then to the scissors alone), never drawn over
 * another label or a node.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import {
	initialExpanded,
	layoutOpenTree,
	NODE_WIDTH,
	prunedInOrder
} from '$lib/visualization/collapsed-tree';
import { buildModel, openTreePicture, type PictureModel } from '$lib/visualization/picture/model';
import { fitStubLabels, labelSpans, labelWidth } from '$lib/visualization/picture/stub-labels';

/** Connect Four after X in column 4 (the picture test's position). */
const C4_AFTER_D1 = '......./......./......./......./......./...X...';
const FONT = 16;
const HALF = 36;
const columnForms = (cell: number) => [`Column ${cell + 1}`, `${cell + 1}`];

/** A root with one row of children at `xs`; `stub[i]` says whether child i is a pruned stub. */
function row(xs: readonly number[], stub: readonly boolean[]): PictureModel {
	return buildModel([
		{ parent: -1, x: 0, y: 0, key: 0 },
		...xs.map((x, i) => ({
			parent: 0,
			x,
			y: 96,
			key: stub[i] ? -1 : i + 1,
			flags: stub[i] ? { pruned: true } : {}
		}))
	]);
}

/** Every pair of chosen labels, and every label against every node of its row: no overlap. */
function expectNoOverlap(model: PictureModel, chosen: ReadonlyMap<number, string>) {
	const spans = labelSpans(model, chosen, FONT);
	const list = [...spans].map(([id, s]) => ({ id, y: model.nodes[id].y, ...s }));
	for (const a of list) {
		for (const b of list) {
			if (a.id >= b.id || a.y !== b.y) continue;
			expect(a.x1 <= b.x0 || b.x1 <= a.x0, `labels of ${a.id} and ${b.id} overlap`).toBe(true);
		}
		for (const n of model.nodes) {
			if (n.y !== a.y || n.key < 0) continue;
			const clear = a.x1 <= n.x - HALF || n.x + HALF <= a.x0;
			expect(clear, `the label of ${a.id} covers node ${n.id}`).toBe(true);
		}
	}
}

describe('fitStubLabels', () => {
	it('fault: Connect Four\'s seven "Column N" stubs, a node width apart, overlapped: all collapse to "N"', () => {
		// "Column 4" is 8 characters, about 84 layout units at 16: wider than NODE_WIDTH (80).
		expect(labelWidth('Column 4', FONT)).toBeGreaterThan(NODE_WIDTH);
		const model = row(
			Array.from({ length: 7 }, (_, i) => i * NODE_WIDTH),
			Array(7).fill(true)
		);
		const chosen = fitStubLabels(model, (id) => columnForms(id - 1), FONT, HALF);
		expect([...chosen.values()]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
		expectNoOverlap(model, chosen);
	});

	it('stubs with room keep their full names', () => {
		const model = row([0, 200, 400], [true, true, true]);
		const chosen = fitStubLabels(model, (id) => columnForms(id - 1), FONT, HALF);
		expect([...chosen.values()]).toEqual(['Column 1', 'Column 2', 'Column 3']);
	});

	it('a stub squeezed between two nodes keeps its scissors alone', () => {
		// Nodes at 0 and 80 leave 80 - 2 x 36 - 2 x 4 = 0 units for the stub at 40.
		const model = row([0, 40, 80], [false, true, false]);
		const chosen = fitStubLabels(model, () => ['Column 9', '9'], FONT, HALF);
		expect(chosen.get(2)).toBe('');
	});

	it('no two labels overlap, nor a label a node, wherever the row puts them (property)', () => {
		fc.assert(
			fc.property(
				fc.array(fc.tuple(fc.integer({ min: -400, max: 400 }), fc.boolean()), {
					minLength: 1,
					maxLength: 12
				}),
				(items) => {
					const sorted = [...items].sort((a, b) => a[0] - b[0]);
					// Nodes are never closer than the layout's spacing; stubs may be anywhere.
					const model = row(
						sorted.map(([x]) => x),
						sorted.map(([, stub]) => stub)
					);
					const chosen = fitStubLabels(model, (id) => columnForms(id % 7), FONT, HALF);
					expectNoOverlap(model, chosen);
				}
			)
		);
	});

	it('a Connect Four search\'s open tree (after column 4, alpha-beta, depth limit 4): stubs labelled "1" to "7", none overlapping', () => {
		const record = search(parsePosition(C4_AFTER_D1, 'connect4'), {
			game: 'connect4',
			alphaBeta: true,
			depthLimit: 4
		}).record;
		const items = layoutOpenTree(record, initialExpanded(record, 60), 'center-first').descendants();
		const model = openTreePicture(items);
		const stubs = model.nodes.filter((n) => n.key < 0);
		expect(stubs.length).toBeGreaterThan(0);
		const chosen = fitStubLabels(model, (id) => columnForms(items[id].data.cell), FONT, HALF);
		expect(chosen.size).toBe(stubs.length);
		for (const text of chosen.values()) expect(text).toMatch(/^[1-7]?$/);
		expectNoOverlap(model, chosen);
		// The stubs are the pruned moves of their parents, in the order the search would try them.
		const parent = items[stubs[0].id].data.parent;
		expect(
			stubs.filter((s) => items[s.id].data.parent === parent).map((s) => items[s.id].data.cell)
		).toEqual(prunedInOrder(record, parent, 'center-first'));
	});
});
