/**
 * steps.ts: the stepper's steps by phase and by iteration over a recorded run: every iteration's
 * phases in order (expansion and playout only where they happened), the tree each step shows, and
 * the step numbers' errors.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, parsePosition } from '$lib/engine';
import { gamePosition, iterationPhases, mcts, mctsSteps, type MctsPhase } from '$lib/mcts';

// O to move; the games end within a few plies, so selection often reaches finished games.
const r = mcts(gamePosition(GAME_DEFS.ttt3, parsePosition('XOX/.O./X..')), {
	iterations: 200,
	seed: 4
});

describe('steps by phase', () => {
	const steps = mctsSteps(r.record, 'phase');
	it('each iteration: selection, expansion when it expanded, playout when it played, backpropagation', () => {
		const expected: [number, MctsPhase, number][] = [];
		for (let i = 0; i < r.iterations; i++) {
			const ph = iterationPhases(r.record, i);
			expected.push([i, 'selection', i]);
			if (ph.expanded !== null) expected.push([i, 'expansion', i]);
			if (ph.playout.length > 0) expected.push([i, 'playout', i]);
			expected.push([i, 'backpropagation', i + 1]);
		}
		expect(steps.total).toBe(expected.length);
		const got = Array.from({ length: steps.total }, (_, s) => {
			const step = steps.stepAt(s);
			expect(step.index).toBe(s);
			return [step.iteration, step.phase, step.treeAfter];
		});
		expect(got).toEqual(expected);
		// Selection reached a finished game in some iterations of this run (no expansion there).
		expect(expected.filter((e) => e[1] === 'expansion').length).toBeLessThan(r.iterations);
	});
	it('the first step of an iteration is its selection', () => {
		for (const i of [0, 1, 57, 199]) {
			const step = steps.stepAt(steps.firstStepOf(i));
			expect([step.iteration, step.phase]).toEqual([i, 'selection']);
		}
	});
	it('out of range', () => {
		expect(() => steps.stepAt(steps.total)).toThrow(RangeError);
		expect(() => steps.stepAt(-1)).toThrow(RangeError);
		expect(() => steps.firstStepOf(200)).toThrow(RangeError);
	});
});

describe('steps by iteration', () => {
	it('one step per iteration, showing the tree after it', () => {
		const steps = mctsSteps(r.record, 'iteration');
		expect(steps.total).toBe(200);
		expect(steps.stepAt(0)).toEqual({
			index: 0,
			iteration: 0,
			phase: 'backpropagation',
			treeAfter: 1
		});
		expect(steps.stepAt(199).treeAfter).toBe(200);
		expect(steps.firstStepOf(37)).toBe(37);
	});
	it('an unrecorded run has no steps', () => {
		const u = mcts(gamePosition(GAME_DEFS.ttt3, parsePosition('.../.../...')), {
			iterations: 5,
			record: false
		});
		expect(() => mctsSteps(u.record, 'phase')).toThrow(/not recorded/);
	});
});
