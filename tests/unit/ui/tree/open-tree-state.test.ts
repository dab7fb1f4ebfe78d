/**
 * The open-nodes view's per-record state (open-tree-state.svelte.ts) over a step source built with
 * the stepper module: what opens at first, what opens to show a node, the highlight, what a node
 * says (score, window, hidden count) and its accessible name holding its visible text.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search, type SearchResult } from '$lib/engine';
import { en, fr, type Messages } from '$lib/i18n';
import { buildStepIndex, stateAt } from '$lib/stepper';
import { OpenTreeState, type StepSource } from '$lib/ui/tree/open-tree-state.svelte';

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
		expect(() => tree.highlight([2, 99])).toThrow('Node 99 does not exist');
		expect([...tree.highlighted].sort()).toEqual([1, 3]);
		tree.clear();
		expect(tree.highlighted.size).toBe(0);
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
	});
});
