/**
 * Kind `window`: alpha and beta as the alpha-beta search enters a highlighted node (+-Infinity for
 * an open end). The page shows the search as it stands at that moment, without windows. Mistakes:
 * alpha and beta swapped, a wrong end, an empty window; each end is explained by the ancestor
 * whose child set it (or by nothing: still infinite). Deciding step: the node's `enter`.
 */
import { childrenOf, isMaximizer, nodeAlpha, nodeBeta, prunedMask } from '../../engine/index';
import { enterStep } from '../../stepper/index';
import { windowOrigin } from '../alpha-beta';
import { contextOf } from '../context';
import { PracticeError } from '../errors';
import type { WindowExplanation, WindowMistake } from '../feedback-types';
import {
	allNodes,
	checkKind,
	exerciseHead,
	finishedError,
	goodSize,
	nodeValue,
	tooLarge,
	type Candidate,
	type KindModule
} from '../kind-module';
import { chance, pick } from '../prng';

function finiteEnds(c: Candidate): number[] {
	const { record } = c.context().index;
	return allNodes(record).filter(
		(i) => i > 0 && (Number.isFinite(nodeAlpha(record, i)) || Number.isFinite(nodeBeta(record, i)))
	);
}

function checkEnd(name: 'alpha' | 'beta', v: number): void {
	if (!Number.isInteger(v) && Math.abs(v) !== Infinity) {
		throw new PracticeError('bad-number', `${name} = ${v} is not a whole number or an infinity.`, {
			end: name,
			value: String(v)
		});
	}
}

export const windowKind: KindModule<'window'> = {
	kind: 'window',
	plies: [4, 7],
	chooseOptions(rng) {
		const options = { alphaBeta: true, depthPenalty: chance(rng, 0.5), order: 'index' as const };
		return { options, shown: options };
	},
	unsuitable: (c) => finishedError(c.position) ?? tooLarge(c.context().index.record),
	preference: () => (c) => goodSize(c.context().index.record) && finiteEnds(c).length > 0,
	build(c, seed, rng) {
		const { record } = c.context().index;
		const finite = finiteEnds(c);
		const node = pick(rng, finite.length > 0 ? finite : allNodes(record).slice(1));
		const returned = allNodes(record).filter((i) => i < node && record.end[i] <= node);
		return {
			...exerciseHead('window', c, seed),
			node,
			display: {
				highlight: node,
				visited: allNodes(record).filter((i) => i <= node),
				values: returned.map((i) => nodeValue(record, i)),
				windows: [],
				prunedGhostsOf: returned.filter((i) => prunedMask(record, i) !== 0)
			}
		};
	},
	check(exercise, answer) {
		checkKind('window', answer.kind);
		checkEnd('alpha', answer.alpha);
		checkEnd('beta', answer.beta);
		const { index } = contextOf(exercise);
		const { record } = index;
		const step = enterStep(index, exercise.node);
		const alpha = nodeAlpha(record, exercise.node);
		const beta = nodeBeta(record, exercise.node);
		const mistakes: WindowMistake[] = [];
		if (answer.alpha === beta && answer.beta === alpha && alpha !== beta) {
			mistakes.push({ code: 'swapped', alpha: answer.alpha, beta: answer.beta });
		} else {
			if (answer.alpha !== alpha)
				mistakes.push({ code: 'wrong-alpha', given: answer.alpha, expected: alpha });
			if (answer.beta !== beta)
				mistakes.push({ code: 'wrong-beta', given: answer.beta, expected: beta });
			if (answer.alpha >= answer.beta) {
				mistakes.push({ code: 'not-a-window', alpha: answer.alpha, beta: answer.beta });
			}
		}
		const explanation: WindowExplanation[] = (['alpha', 'beta'] as const).map((end) => ({
			code: 'window-end',
			end,
			...windowOrigin(index, exercise.node, end)
		}));
		return {
			kind: 'window',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step
		};
	},
	hint(exercise) {
		const { record } = contextOf(exercise).index;
		const parent = record.parent[exercise.node];
		return {
			kind: 'window',
			code: 'window-source',
			parent,
			parentMaximizing: parent >= 0 && isMaximizer(record, parent),
			earlierChildren: parent >= 0 ? childrenOf(record, parent).indexOf(exercise.node) : 0
		};
	},
	solution(exercise) {
		const { record } = contextOf(exercise).index;
		return {
			kind: 'window',
			alpha: nodeAlpha(record, exercise.node),
			beta: nodeBeta(record, exercise.node)
		};
	}
};
