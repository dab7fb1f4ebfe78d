/**
 * What a step means, as a typed value (kind + numbers, cells 0-8): the catalogue of the language on
 * screen writes it (src/lib/i18n, `steps`). The stepper depends on the i18n value types, never the
 * other way round.
 */
import { tableLink } from '../engine/index';
import type { Explanation } from './explanation';
import type { Step } from './step-types';
import type { StepIndex } from './steps';

/**
 * The explanation of `step`.
 * @param index the index the step came from (for the root's side and the search switches).
 * @param step a step from stepAt/stateAt on that index.
 * @returns a value whose `kind` is the step's kind; its fields are listed in src/lib/i18n/explanation.ts.
 */
export function explainStep(index: StepIndex, step: Step): Explanation {
	const rootMover = index.record.rootMover;
	const otherMark = rootMover === 'X' ? 'O' : 'X';
	const toMove = step.maximizing ? rootMover : otherMark;
	switch (step.kind) {
		case 'enter':
			return {
				kind: 'enter',
				root: step.node === 0,
				cell: step.move,
				played: step.node === 0 ? null : step.maximizing ? otherMark : rootMover,
				depth: step.depth,
				toMove,
				maximizing: step.maximizing,
				finished: step.outcome !== null,
				alphaBeta: index.alphaBeta,
				alpha: step.alpha,
				beta: step.beta
			};
		case 'evaluate':
			return {
				kind: 'evaluate',
				outcome: step.outcome ?? 'draw',
				evaluation: step.evaluation ?? 'draw',
				depth: step.depth,
				depthPenalty: index.depthPenalty,
				score: step.value ?? 0
			};
		case 'update':
			return {
				kind: 'update',
				cell: step.childMove ?? 0,
				value: step.value ?? 0,
				bound: step.bound ?? 'exact',
				maximizing: step.maximizing,
				improved: step.improved,
				best: step.best ?? 0,
				alphaBeta: index.alphaBeta,
				windowChange: step.windowChange,
				alphaBefore: step.alphaBefore,
				betaBefore: step.betaBefore,
				alpha: step.alpha,
				beta: step.beta,
				cutoff: index.alphaBeta && step.alpha >= step.beta
			};
		case 'lookup':
			return {
				kind: 'lookup',
				cell: step.move,
				depth: step.depth,
				value: step.value ?? 0,
				bound: step.bound ?? 'exact',
				link: tableLink(index.record, step.node),
				alphaBeta: index.alphaBeta,
				alpha: step.alpha,
				beta: step.beta
			};
		case 'heuristic':
			return { kind: 'heuristic', cell: step.move, depth: step.depth, value: step.value ?? 0 };
		case 'cutoff':
			return {
				kind: 'cutoff',
				maximizing: step.maximizing,
				alpha: step.alpha,
				beta: step.beta,
				pruned: step.pruned
			};
		case 'return':
			return {
				kind: 'return',
				value: step.value ?? 0,
				bound: step.bound ?? 'exact',
				leaf: step.leaf,
				cell: step.move
			};
		case 'choose':
			return { kind: 'choose', cell: step.childMove, value: step.value ?? 0 };
	}
}
