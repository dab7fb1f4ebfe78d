/**
 * English (or any language's) text for a step: picks the message for the step's kind and fills it
 * with the step's numbers, cells renumbered 1-9 for people.
 */
import { stepsEn } from '../i18n/steps.en';
import type { StepMessages } from './messages';
import type { Step } from './step-types';
import type { StepIndex } from './steps';

function people(cell: number | null): number | null {
	return cell === null ? null : cell + 1;
}

/**
 * One sentence (or two) explaining `step`.
 * @param index the index the step came from (for the root's side and the search switches).
 * @param step a step from stepAt/stateAt on that index.
 * @param messages the language; English by default.
 */
export function explainStep(
	index: StepIndex,
	step: Step,
	messages: StepMessages = stepsEn
): string {
	const rootMover = index.record.rootMover;
	const otherMark = rootMover === 'X' ? 'O' : 'X';
	const toMove = step.maximizing ? rootMover : otherMark;
	switch (step.kind) {
		case 'enter':
			return messages.enter({
				root: step.node === 0,
				cell: people(step.move),
				played: step.node === 0 ? null : step.maximizing ? otherMark : rootMover,
				depth: step.depth,
				toMove,
				maximizing: step.maximizing,
				finished: step.leaf,
				alphaBeta: index.alphaBeta,
				alpha: step.alpha,
				beta: step.beta
			});
		case 'evaluate':
			return messages.evaluate({
				outcome: step.outcome ?? 'draw',
				evaluation: step.evaluation ?? 'draw',
				depth: step.depth,
				depthPenalty: index.depthPenalty,
				score: step.value ?? 0
			});
		case 'update':
			return messages.update({
				cell: people(step.childMove) ?? 0,
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
			});
		case 'cutoff':
			return messages.cutoff({
				maximizing: step.maximizing,
				alpha: step.alpha,
				beta: step.beta,
				pruned: step.pruned.map((c) => c + 1)
			});
		case 'return':
			return messages.return({
				value: step.value ?? 0,
				bound: step.bound ?? 'exact',
				leaf: step.leaf,
				cell: people(step.move) ?? 0
			});
		case 'choose':
			return messages.choose({ cell: people(step.childMove), value: step.value ?? 0 });
	}
}
