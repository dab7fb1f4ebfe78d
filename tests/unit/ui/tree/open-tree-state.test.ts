/**
 * The open-nodes view's per-record state (open-tree-state.svelte.ts) over a step source built with
 * the stepper module: what opens at first, what opens to show a node, the highlight, what a node
 * says (score, window, hidden count) and its accessible name holding its visible text.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search, type SearchResult } from '$lib/engine';
import { en, fr, type Messages } from '$lib/i18n';
import { buildStepIndex, stateAt } from '$lib/stepper';
import {
	DRAWN_SLICE,
	itemKey,
	OpenTreeState,
	type StepSource
} from '$lib/ui/tree/open-tree-state.svelte';

/** A step source at step k of `result` (default: the last step, the finished search). */
function source(result: SearchResult, k?: number): StepSource {
	const index = buildStepIndex(result.record, result.options);
	const at = k ?? index.total - 1;
	const state = stateAt(index, at);
	return {
		index,
		state,
		step: state.step,
		k: at,
		atEnd: at === index.total - 1,
		order: result.options.order
	};
}

const XOX = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
const EMPTY = search(emptyPosition());

describe('OpenTreeState', () => {
	it('shows a small finished tree whole: every node laid out, scores and the principal variation', () => {
		const s = source(XOX);
		const tree = new OpenTreeState(
			XOX.record,
			() => s,
			() => en
		);
		expect(tree.byNode.size).toBe(15);
		expect(tree.finished).toBe(true);
		expect(tree.pvSet.has(0)).toBe(true);
		expect(tree.scoreText(0)).toBe('9');
		// The two bounds "<= -8" are written as such, and named with their visible text.
		const bounds = [...tree.byNode.keys()].filter((i) => tree.scoreText(i) === '<= -8');
		expect(bounds).toHaveLength(2);
		for (const i of bounds) expect(tree.labelOf(i)).toContain('score <= -8');
		expect(tree.labelOf(0)).toBe('Root, depth 0, maximizer, score 9');
	});

	it('opens a big tree collapsed; openTo opens exactly the ancestors of a deep node', () => {
		const s = source(EMPTY);
		const tree = new OpenTreeState(
			EMPTY.record,
			() => s,
			() => en
		);
		const last = EMPTY.record.count - 1;
		expect(tree.byNode.has(last)).toBe(false);
		const before = tree.open.size;
		tree.openTo(last);
		expect(tree.byNode.has(last)).toBe(true);
		let p = EMPTY.record.parent[last];
		while (p >= 0) {
			expect(tree.open.has(p)).toBe(true);
			p = EMPTY.record.parent[p];
		}
		expect(tree.open.size).toBeLessThanOrEqual(before + EMPTY.record.depth[last]);
		expect(() => tree.openTo(EMPTY.record.count)).toThrow(RangeError);
	});

	it("names a collapsed node with its '+N' badge's number, and the exact count", () => {
		const s = source(EMPTY);
		const tree = new OpenTreeState(
			EMPTY.record,
			() => s,
			() => en
		);
		const closed = [...tree.byNode.keys()].find((i) => tree.hiddenCount(i) >= 1000)!;
		const hidden = tree.hiddenCount(closed);
		expect(hidden).toBe(EMPTY.record.end[closed] - closed - 1);
		const label = tree.labelOf(closed);
		expect(label).toMatch(/\d+(\.\d)?K nodes hidden \([\d,]+\), press Enter to expand$/);
		expect(label).toContain(hidden.toLocaleString('en-US'));
	});

	it('while stepping: only nodes entered so far, "?" before a value, the window on the path', () => {
		const s = source(XOX, 3);
		const tree = new OpenTreeState(
			XOX.record,
			() => s,
			() => en
		);
		expect(tree.finished).toBe(false);
		expect([...tree.byNode.keys()].every((i) => i <= s.state.lastEntered)).toBe(true);
		const current = s.state.node;
		expect(tree.windowText(current)).toMatch(/^\[-?[\d∞+-]+, [\d∞+-]+\]$/);
		expect(tree.labelOf(current)).toContain(tree.windowText(current)!);
		expect(tree.scoreText(0)).toBe('?');
	});

	it('highlights checked nodes only, replaces and clears; toggle opens and closes', () => {
		const s = source(XOX);
		const tree = new OpenTreeState(
			XOX.record,
			() => s,
			() => en
		);
		tree.highlight([3, 1, 3]);
		expect([...tree.highlighted].sort()).toEqual([1, 3]);
		// The ring is in the node's name, the last words: what a test or a screen reader finds.
		expect(tree.labelOf(3)).toMatch(/^Move cell \d, depth \d, .*, highlighted$/);
		expect(tree.labelOf(2)).not.toContain('highlighted');
		expect(() => tree.highlight([2, 99])).toThrow('Node 99 does not exist');
		expect([...tree.highlighted].sort()).toEqual([1, 3]);
		tree.clear();
		expect(tree.highlighted.size).toBe(0);
		expect(tree.labelOf(3)).not.toContain('highlighted');
		const open = [...tree.open][0];
		tree.toggle(open);
		expect(tree.open.has(open)).toBe(false);
		tree.toggle(open);
		expect(tree.open.has(open)).toBe(true);
	});

	it('names nodes in the language on screen, switching with it', () => {
		const s = source(XOX, 3);
		let t: Messages = en;
		const tree = new OpenTreeState(
			XOX.record,
			() => s,
			() => t
		);
		expect(tree.labelOf(0)).toBe('Root, depth 0, maximizer, score ? [-∞, +∞]');
		t = fr;
		expect(tree.labelOf(0)).toBe('Racine, profondeur 0, maximiseur, valeur ? [-∞, +∞]');
		tree.highlight([0]);
		expect(tree.labelOf(0)).toBe(
			'Racine, profondeur 0, maximiseur, valeur ? [-∞, +∞], mis en évidence'
		);
	});
	it('draws many new nodes a slice at a time, the top first; opening a node draws its children at once', () => {
		const s = source(EMPTY);
		const tree = new OpenTreeState(
			EMPTY.record,
			() => s,
			() => en
		);
		const total = tree.items.length;
		expect(total).toBeGreaterThan(2 * DRAWN_SLICE);
		// Breadth first: the first slice is the root, its nine children and the first grandchildren.
		const keys = (items: { data: { node: number; parent: number; cell: number } }[]) =>
			items.map(itemKey);
		expect(keys(tree.drawnItems)).toEqual(keys(tree.items.slice(0, DRAWN_SLICE)));
		expect(tree.drawnItems.slice(0, 10).map((d) => d.depth)).toEqual([
			0, 1, 1, 1, 1, 1, 1, 1, 1, 1
		]);
		expect(tree.drawnLinks).toHaveLength(DRAWN_SLICE - 1);
		expect(tree.drawnLinks.every((l) => tree.drawnKeys.has(itemKey(l.target)))).toBe(true);
		let slices = 0;
		while (tree.drawing) {
			tree.drawMore();
			slices++;
			expect(tree.drawnItems.length).toBe(Math.min(total, (slices + 1) * DRAWN_SLICE));
		}
		expect(slices).toBe(Math.ceil(total / DRAWN_SLICE) - 1);
		expect(keys(tree.drawnItems)).toEqual(keys(tree.items));
		expect(tree.drawnLinks).toHaveLength(total - 1);
		// All drawn: TreeView keeps them (drawMore), so the next change draws only what it adds.
		tree.drawMore();
		// A closed node with children: opening it adds at most nine nodes, drawn with the rest.
		const closed = [...tree.byNode.keys()].find(
			(i) => tree.hiddenCount(i) > 0 && !tree.open.has(i)
		)!;
		tree.toggle(closed);
		expect(tree.items.length).toBeGreaterThan(total);
		expect(tree.drawing).toBe(false);
		expect(keys(tree.drawnItems)).toEqual(keys(tree.items));
	});
});
