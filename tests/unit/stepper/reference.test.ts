/**
 * A cross-module suite, not the mirror of one module: every step (step.ts), state (state.ts) and
 * node step (steps.ts), compared with the naive reference (fixtures/stepper-reference.ts) that walks
 * the record recursively: table-driven over small positions and all switch combinations, and on the
 * empty-board alpha-beta search (18,297 nodes, 70,400 steps).
 */
import { describe, expect, it } from 'vitest';
import type { SearchOptions } from '$lib/engine';
import {
	cutoffStep,
	enterStep,
	exitStep,
	hasReturned,
	isEntered,
	nodeStatus,
	stateAt,
	stepAt
} from '$lib/stepper';
import { expectEqual } from '../fixtures/equal';
import { referenceSteps } from '../fixtures/stepper-reference';
import { stepIndexOf } from '../fixtures/steps';

const POSITIONS = [
	'XOX/.O./X..', // O to move, 4 empty
	'XO./.X./O..', // X to move, 5 empty
	'X.O/.X./...', // O to move, 6 empty
	'XOX/OXO/...', // X to move, 3 empty
	'XXX/OO./...', // finished: X has a line, O to move
	'XOX/XOO/OXX' // finished: a draw
];

const SWITCHES: Partial<SearchOptions>[] = [
	{ alphaBeta: false, depthPenalty: true },
	{ alphaBeta: false, depthPenalty: false },
	{ alphaBeta: true, depthPenalty: true },
	{ alphaBeta: true, depthPenalty: false },
	{ alphaBeta: true, depthPenalty: true, order: 'center-first' },
	{ alphaBeta: false, depthPenalty: true, order: 'center-first' }
];

const CASES = POSITIONS.flatMap((text) => SWITCHES.map((opts) => ({ text, opts })));

/** Compares stepAt at every step and stateAt at every `stateEvery`-th step (0: never). */
function checkAgainstReference(text: string, opts: Partial<SearchOptions>, stateEvery: number) {
	const index = stepIndexOf(text, opts);
	const ref = referenceSteps(index.record, index, stateEvery);
	const nodes = index.record.count;
	expect(index.total).toBe(ref.steps.length);
	const enters = new Int32Array(nodes).fill(-1);
	const exits = new Int32Array(nodes).fill(-1);
	const cuts = new Int32Array(nodes).fill(-1);
	for (let k = 0; k < index.total; k++) {
		const expected = ref.steps[k];
		if (expected.kind === 'enter') enters[expected.node] = k;
		if (expected.kind === 'return' || expected.kind === 'choose') exits[expected.node] = k;
		if (expected.kind === 'cutoff') cuts[expected.node] = k;
		expectEqual(stepAt(index, k), expected);
		if (stateEvery > 0 && k % stateEvery === 0) {
			expectEqual(stateAt(index, k), {
				k,
				step: expected,
				node: expected.node,
				stack: ref.stacks[k],
				lastEntered: ref.lastEntered[k]
			});
		}
	}
	for (let i = 0; i < nodes; i++) {
		expectEqual(
			[enterStep(index, i), exitStep(index, i), cutoffStep(index, i)],
			[enters[i], exits[i], cuts[i]]
		);
	}
	return { index, ref };
}

describe('stepAt and stateAt equal the naive reference', () => {
	it.each(CASES.map((c, i) => [i, c.text, JSON.stringify(c.opts), c] as const))(
		'case %i: %s %s',
		(_i, _text, _opts, { text, opts }) => {
			checkAgainstReference(text, opts, 1);
		}
	);

	it('finished root positions have three steps: enter, evaluate, choose (no move)', () => {
		const { index } = checkAgainstReference('XXX/OO./...', { alphaBeta: true }, 1);
		expect(index.total).toBe(3);
		const last = stepAt(index, 2);
		expect([last.kind, last.child, last.value, last.outcome, last.evaluation]).toEqual([
			'choose',
			null,
			-10,
			'X',
			'loss'
		]);
	});

	it('the empty-board alpha-beta search (70,400 steps): every step, every 7th state', () => {
		const { index, ref } = checkAgainstReference(
			'.........',
			{ alphaBeta: true, depthPenalty: false },
			7
		);
		expect(index.total).toBe(70400);
		// Entered / returned agree with the reference's order of events, sampled over nodes.
		const actual: string[] = [];
		const expected: string[] = [];
		for (let k = 0; k < index.total; k += 97) {
			const state = stateAt(index, k);
			expect(state.lastEntered).toBe(ref.lastEntered[k]);
			for (let i = 0; i < index.record.count; i += 131) {
				const entered = enterStep(index, i) <= k;
				const returned = exitStep(index, i) <= k;
				const want = returned ? 'returned' : entered ? 'open' : 'unvisited';
				expected.push(`${k}/${i}: ${entered} ${returned} ${want}`);
				const got = nodeStatus(index, state, i);
				actual.push(`${k}/${i}: ${isEntered(state, i)} ${hasReturned(index, k, i)} ${got}`);
			}
		}
		expect(actual).toEqual(expected);
	});
});
