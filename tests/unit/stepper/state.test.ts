/**
 * state.ts: stateAt, the call stack at a step, pinned on XOX/.O./X.. and checked by properties on the
 * empty-board searches (going back then forward gives the same state; consecutive states differ by
 * exactly one frame pushed, updated or popped).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeAlpha, nodeBeta } from '$lib/engine';
import { hasReturned, stateAt, stepAt, stepBackTarget, stepForwardTarget } from '$lib/stepper';
import {
	expectNodeRangeChecked,
	expectStepRangeChecked,
	stepIndexOf,
	XOX
} from '../fixtures/steps';

const xox = stepIndexOf(XOX, { alphaBeta: true });
const emptyAlphaBeta = stepIndexOf('.........', { alphaBeta: true, depthPenalty: false });
const emptyPlain = stepIndexOf('.........');

describe('stateAt on XOX/.O./X.. with alpha-beta', () => {
	it('step 8 (entering X8 under O9): five frames with their windows and bests', () => {
		const state = stateAt(xox, 8);
		expect(state.node).toBe(5);
		expect(state.lastEntered).toBe(5);
		expect(
			state.stack.map((f) => [f.node, f.move, f.alpha, f.beta, f.best, f.bestMove, f.child])
		).toEqual([
			[0, null, -Infinity, Infinity, -Infinity, null, 1], // root, first child O4 in progress
			[1, 3, -Infinity, Infinity, Infinity, null, 2], // O4 (min), X6 in progress
			[2, 5, 7, Infinity, 7, 7, 4], // X6 (max): O8 returned 7, alpha 7; O9 in progress
			[4, 8, 7, Infinity, Infinity, null, 5], // O9 (min), X8 in progress
			[5, 7, 7, Infinity, null, null, null] // X8: a finished game (a draw)
		]);
	});

	it('step 46 (root update after O8): alpha rises to 9, best child O8', () => {
		const state = stateAt(xox, 46);
		expect(state.stack).toHaveLength(1);
		expect(state.stack[0]).toEqual({
			node: 0,
			move: null,
			depth: 0,
			maximizing: true,
			alpha: 9,
			beta: Infinity,
			best: 9,
			bestChild: 12,
			bestMove: 7,
			child: null
		});
		expect(state.lastEntered).toBe(12);
	});
});

describe('going back then forward gives identical states', () => {
	for (const [name, index] of [
		['XOX/.O./X.. alpha-beta', xox],
		['empty board alpha-beta', emptyAlphaBeta],
		['empty board plain', emptyPlain]
	] as const) {
		it(`${name}: stateAt(k) equals the state after k+1 then back, and after k-1 then forward`, () => {
			fc.assert(
				fc.property(fc.integer({ min: 1, max: index.total - 2 }), (k) => {
					const here = stateAt(index, k);
					const fwd = stepForwardTarget(index, k) as number;
					const back = stepBackTarget(index, k) as number;
					expect(stateAt(index, stepBackTarget(index, fwd) as number)).toEqual(here);
					expect(stateAt(index, stepForwardTarget(index, back) as number)).toEqual(here);
				}),
				{ numRuns: 300, seed: 42 }
			);
		});
	}
});

describe('consecutive states differ by one frame (empty board, 1,905,005 steps)', () => {
	it('has the expected step count', () => {
		expect(emptyPlain.total).toBe(1905005);
	});

	for (const [name, index] of [
		['plain', emptyPlain],
		['alpha-beta', emptyAlphaBeta]
	] as const) {
		it(`${name}: stack shape and transitions at random steps`, () => {
			const { record } = index;
			fc.assert(
				fc.property(fc.integer({ min: 0, max: index.total - 2 }), (k) => {
					const a = stateAt(index, k);
					const b = stateAt(index, k + 1);
					expect(a.step).toEqual(stepAt(index, k));
					// Shape: stack[d] at depth d, each frame's child is the next frame's node.
					a.stack.forEach((f, d) => {
						expect(f.depth).toBe(d);
						if (d + 1 < a.stack.length) {
							expect(f.child).toBe(a.stack[d + 1].node);
							expect(record.parent[a.stack[d + 1].node]).toBe(f.node);
							// An open frame's window is the one its child was called with.
							expect([f.alpha, f.beta]).toEqual([
								nodeAlpha(record, f.child as number),
								nodeBeta(record, f.child as number)
							]);
						} else expect(f.child).toBeNull();
						if (!index.alphaBeta) expect([f.alpha, f.beta]).toEqual([-Infinity, Infinity]);
					});
					const top = a.stack[a.stack.length - 1];
					// Transition to k + 1.
					if (b.step.kind === 'enter') {
						expect(b.stack).toHaveLength(a.stack.length + 1);
						expect(b.stack[b.stack.length - 2].child).toBe(b.node);
						expect(b.lastEntered).toBe(b.node);
						expect(b.node).toBe(a.lastEntered + 1);
					} else if (b.step.kind === 'update') {
						expect(a.step.kind).toBe('return');
						expect(b.stack).toHaveLength(a.stack.length - 1);
						expect(b.step.child).toBe(a.node);
						expect(b.step.value).toBe(a.step.value);
						expect([b.step.alphaBefore, b.step.betaBefore]).toEqual([
							a.stack[a.stack.length - 2].alpha,
							a.stack[a.stack.length - 2].beta
						]);
						expect(b.lastEntered).toBe(a.lastEntered);
					} else {
						expect(b.node).toBe(a.node);
						expect(b.stack.slice(0, -1)).toEqual(a.stack.slice(0, -1));
						expect([b.step.alphaBefore, b.step.betaBefore]).toEqual([top.alpha, top.beta]);
					}
				}),
				{ numRuns: 500, seed: 7 }
			);
		});
	}
});

describe('bad input', () => {
	it('stateAt throws a RangeError naming the valid range of steps', () => {
		expectStepRangeChecked(stateAt);
	});

	it('hasReturned throws a RangeError for a node that does not exist', () => {
		expectNodeRangeChecked((i) => hasReturned(xox, 0, i));
	});
});
