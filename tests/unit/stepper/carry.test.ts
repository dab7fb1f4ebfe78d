/**
 * carry.ts: where a step lands when the same position is searched with other options. Pinned on
 * XOX/.O./X.. (step 20 of the alpha-beta search, a link's `step=20`), then checked on every step
 * between alpha-beta and plain minimax, two move orders and a depth limit: the node shown keeps its
 * line of moves, or the nearest ancestor is shown at the step that says why the search stopped.
 */
import { describe, expect, it } from 'vitest';
import type { SearchOptions } from '$lib/engine';
import { carryStep, lineOf, stepAt, type StepIndex } from '$lib/stepper';
import { expectEqual } from '../fixtures/equal';
import { expectStepRangeChecked, stepIndexOf, XOX } from '../fixtures/steps';

const ab = stepIndexOf(XOX, { alphaBeta: true });
const plain = stepIndexOf(XOX, { alphaBeta: false });

/**
 * Checks every step of `from` carried to `to`; returns how many had to move up. Each check calls
 * vitest's expect only where it fails (expectEqual, and `if` before the others): a run checks some
 * 100,000 steps, and an expect per passing check cost more than the carrying itself.
 */
function checkAll(from: StepIndex, to: StepIndex): number {
	let movedUp = 0;
	for (let k = 0; k < from.total; k++) {
		const before = stepAt(from, k);
		const carried = carryStep(from, k, to);
		const after = stepAt(to, carried.k);
		const line = lineOf(to.record, after.node);
		if (carried.node !== after.node) expect(carried.node, `step ${k}`).toBe(after.node);
		expectEqual(carried.line, lineOf(from.record, before.node), `step ${k}`);
		expectEqual(line, carried.line.slice(0, carried.kept), `step ${k}`);
		if (carried.kept === carried.line.length) {
			// The same node, at a step of the same kind (a cutoff the new search does not make
			// becomes the node's return; an update after a child it did not search, the step saying why).
			const same = after.kind === before.kind;
			const cutoffGone = before.kind === 'cutoff' && after.kind === 'return';
			const childGone =
				before.kind === 'update' &&
				['cutoff', 'evaluate', 'lookup', 'heuristic'].includes(after.kind);
			if (!(same || cutoffGone || childGone))
				expect(false, `step ${k}: ${before.kind} -> ${after.kind}`).toBe(true);
			if (same && before.kind === 'update' && after.childMove !== before.childMove)
				expect(after.childMove, `step ${k}`).toBe(before.childMove);
		} else {
			movedUp++;
			// The ancestor, at the step that says why the line stops there.
			const next = carried.line[carried.kept];
			if (after.kind === 'cutoff') {
				if (!after.pruned.includes(next)) expect(after.pruned, `step ${k}`).toContain(next);
			} else if (!['evaluate', 'lookup', 'heuristic', 'enter'].includes(after.kind)) {
				expect(['evaluate', 'lookup', 'heuristic', 'enter'], `step ${k}`).toContain(after.kind);
			}
		}
	}
	return movedUp;
}

describe('pinned on XOX/.O./X..', () => {
	it('keeps step 20 of the alpha-beta search (O 4, X 8, O 6 returns) at step 19 without it', () => {
		expect(stepAt(ab, 20).kind).toBe('return');
		expect(carryStep(ab, 20, plain)).toEqual({ k: 19, line: [3, 7, 5], kept: 3, node: 7 });
		expect(lineOf(plain.record, stepAt(plain, 19).node)).toEqual([3, 7, 5]);
		expect(stepAt(plain, 19).kind).toBe('return');
	});

	it('moves up to the cutoff that pruned the node when alpha-beta is switched on', () => {
		// Plain minimax step 25: O 4, X 8 has O 9 return; alpha-beta prunes O 9 there (step 22).
		const carried = carryStep(plain, 25, ab);
		expect(carried).toEqual({ k: 22, line: [3, 7, 8], kept: 2, node: 6 });
		const step = stepAt(ab, 22);
		expect([step.kind, step.pruned]).toEqual(['cutoff', [8]]);
	});

	it('keeps the first and the last step', () => {
		expect(carryStep(ab, 0, plain).k).toBe(0);
		expect(carryStep(ab, ab.total - 1, plain).k).toBe(plain.total - 1);
		expect(carryStep(plain, plain.total - 1, ab).k).toBe(ab.total - 1);
	});

	it('checks the step number', () => {
		expectStepRangeChecked((index, k) => carryStep(index, k, plain));
	});
});

describe('every step', () => {
	const cases: [string, Partial<SearchOptions>, Partial<SearchOptions>, boolean][] = [
		[XOX, { alphaBeta: true }, { alphaBeta: false }, false],
		[XOX, { alphaBeta: false }, { alphaBeta: true }, true],
		[XOX, { alphaBeta: true, depthPenalty: true }, { alphaBeta: true, depthPenalty: false }, false],
		['X...O....', { alphaBeta: true }, { alphaBeta: true, order: 'center-first' }, true],
		['X...O....', { alphaBeta: false }, { alphaBeta: false, depthLimit: 2 }, true]
	];
	it.each(cases)('case %#: %s %j -> %j', (position, a, b, movesUp) => {
		const from = stepIndexOf(position, a);
		const to = stepIndexOf(position, b);
		const movedUp = checkAll(from, to);
		expect(movedUp > 0).toBe(movesUp);
	});

	it('shows a node below the depth limit at its horizon ancestor’s evaluation', () => {
		const from = stepIndexOf('X...O....', { alphaBeta: false });
		const to = stepIndexOf('X...O....', { alphaBeta: false, depthLimit: 2 });
		// The first finished game of the full search is deep below the limit.
		let k = 0;
		while (stepAt(from, k).kind !== 'evaluate') k++;
		const carried = carryStep(from, k, to);
		expect(carried.kept).toBe(2);
		expect(stepAt(to, carried.k).kind).toBe('heuristic');
	});
});
