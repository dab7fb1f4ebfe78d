/**
 * The steps a stepper walks through a recorded MCTS run (record.ts), by phase or by iteration,
 * as plain descriptors (no UI). By phase, iteration i gives, in order: selection; expansion (when
 * selection stopped at a game that goes on); playout (when it played at least one move);
 * backpropagation. By iteration, one step per iteration, its backpropagation done. Each step
 * names the tree to show beside it: `treeAfter`, the iterations whose updates are in
 * (record-read.ts treeAfter): i for the phases before iteration i's backpropagation, i + 1 from it.
 * The list is not materialized: `stepAt` finds step s from a table of each iteration's first step.
 */
import { mctsLog } from './record-read';
import type { MctsRecord } from './record';

/** The four phases of an iteration, in the order an iteration runs them. */
export const MCTS_PHASES = ['selection', 'expansion', 'playout', 'backpropagation'] as const;

/** One phase of an iteration. */
export type MctsPhase = (typeof MCTS_PHASES)[number];

/** How the stepper steps. */
export type MctsStepMode = 'phase' | 'iteration';

/** One step. */
export interface MctsStep {
	/** The step's number, from 0. */
	readonly index: number;
	/** The iteration it belongs to, from 0. */
	readonly iteration: number;
	/** The phase shown; by iteration, 'backpropagation' (the iteration done). */
	readonly phase: MctsPhase;
	/** The tree to show: after this many iterations (record-read.ts treeAfter). */
	readonly treeAfter: number;
}

/** The steps of one run in one mode. */
export interface MctsSteps {
	readonly mode: MctsStepMode;
	readonly total: number;
	/**
	 * Step s (from 0).
	 * @throws RangeError when s is not a whole number from 0 to total - 1.
	 */
	stepAt(s: number): MctsStep;
	/** The first step of iteration i (from 0), for jumping to an iteration. */
	firstStepOf(i: number): number;
}

/**
 * The steps of `record` by phase or by iteration (module docstring).
 * @throws RangeError when the run was not recorded.
 */
export function mctsSteps(record: MctsRecord, mode: MctsStepMode): MctsSteps {
	const log = mctsLog(record);
	const n = record.iterations;
	const phasesOf = (i: number): MctsPhase[] => {
		const out: MctsPhase[] = ['selection'];
		if (log.expanded[i] !== -1) out.push('expansion');
		if (log.playoutStart[i + 1] > log.playoutStart[i]) out.push('playout');
		out.push('backpropagation');
		return out;
	};
	const first = new Int32Array(n + 1);
	for (let i = 0; i < n; i++) {
		first[i + 1] = first[i] + (mode === 'iteration' ? 1 : phasesOf(i).length);
	}
	const total = first[n];
	return {
		mode,
		total,
		firstStepOf(i: number): number {
			if (!Number.isInteger(i) || i < 0 || i >= n) {
				throw new RangeError(`An iteration is a whole number from 0 to ${n - 1}, not ${i}.`);
			}
			return first[i];
		},
		stepAt(s: number): MctsStep {
			if (!Number.isInteger(s) || s < 0 || s >= total) {
				throw new RangeError(`A step is a whole number from 0 to ${total - 1}, not ${s}.`);
			}
			// The last iteration whose first step is at or before s.
			let lo = 0;
			let hi = n - 1;
			while (lo < hi) {
				const mid = (lo + hi + 1) >>> 1;
				if (first[mid] <= s) lo = mid;
				else hi = mid - 1;
			}
			const i = lo;
			const phase = mode === 'iteration' ? 'backpropagation' : phasesOf(i)[s - first[i]];
			return {
				index: s,
				iteration: i,
				phase,
				treeAfter: phase === 'backpropagation' ? i + 1 : i
			};
		}
	};
}
