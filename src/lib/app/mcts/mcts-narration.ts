/**
 * What the MCTS step-through says and highlights at a step, as typed values the catalogue words
 * (i18n mcts-page-messages.ts): the narration of the step's phase, from the record (the UCT values
 * selection compared: record-read.ts selectionChoices), and the pseudo-code lines of the phase.
 */
import { OUTCOME_NAMES, OUTCOME_NONE } from '$lib/engine';
import {
	iterationPhases,
	selectionChoices,
	type MctsPhase,
	type MctsRecord,
	type MctsStep
} from '$lib/mcts';
import type { MctsNarration } from '$lib/i18n/mcts-page-messages';
import type { Outcome } from '$lib/engine';

/**
 * The pseudo-code lines (0-based, of the catalogue's `code`) of each phase: selection the loop
 * that follows UCT, expansion the new child, playout the random moves, backpropagation the update.
 */
export const MCTS_CODE_LINES: Readonly<Record<MctsPhase, readonly number[]>> = {
	selection: [1, 2, 3],
	expansion: [4, 5],
	playout: [6],
	backpropagation: [7, 8]
};

/** The narration of step `step` of `record` (by phase; by iteration, its backpropagation). */
export function mctsNarration(
	record: MctsRecord,
	step: MctsStep,
	mode: 'phase' | 'iteration'
): MctsNarration {
	const it = iterationPhases(record, step.iteration);
	const iteration = step.iteration;
	switch (step.phase) {
		case 'selection': {
			const picks = selectionChoices(record, iteration).map((choice) => {
				const c = choice.candidates.find((x) => x.node === choice.chosen);
				if (!c) throw new RangeError(`Node ${choice.chosen} is not a child of ${choice.node}.`);
				return { move: c.move, winRate: c.wins / c.visits, uct: c.uct };
			});
			const last = it.selection[it.selection.length - 1];
			const outcome = record.outcome[last];
			const terminal =
				it.expanded === null && outcome !== OUTCOME_NONE
					? (OUTCOME_NAMES[outcome] as Outcome)
					: null;
			return { phase: 'selection', iteration, picks, terminal };
		}
		case 'expansion':
			return { phase: 'expansion', iteration, move: it.expandedMove as number };
		case 'playout':
			return { phase: 'playout', iteration, moves: it.playout, result: it.result };
		case 'backpropagation':
			return {
				phase: 'backpropagation',
				iteration,
				nodes: it.updates.length,
				result: it.result,
				mode
			};
	}
}
