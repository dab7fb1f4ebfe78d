/**
 * Kind `value`: the value the search records for a highlighted node, with its bound. Plain minimax
 * values are exact; with alpha-beta (chosen by the seed) a node searched with a narrowed window may
 * hold only a bound ("<= -8"), and typing it as exact (or an exact value as a bound) is a mistake
 * explained by the window test. Deciding step: the node's `return`.
 */
import {
	isBound,
	isFinished,
	isMaximizer,
	nodeAlpha,
	nodeBeta,
	nodeBound,
	nodeOutcome,
	prunedMask,
	search,
	type Bound
} from '../../engine/index';
import { exitStep, scanFrame } from '../../stepper/index';
import { cutoffAt } from '../alpha-beta';
import { contextOf, nodeAtPath, pathOf } from '../context';
import { PracticeError } from '../errors';
import type { ValueExercise } from '../exercise-types';
import type { ValueExplanation, ValueMistake } from '../feedback-types';
import {
	allNodes,
	checkKind,
	checkNodeIndex,
	childValues,
	exerciseHead,
	finishedError,
	goodSize,
	nodeValue,
	randomSwitches,
	tooLarge,
	type KindModule
} from '../kind-module';
import { chance, pick } from '../prng';

const BOUNDS: readonly Bound[] = ['exact', 'lower', 'upper'];

function explain(exercise: ValueExercise): ValueExplanation[] {
	const { index } = contextOf(exercise);
	const { record } = index;
	const node = exercise.node;
	const value = record.value[node];
	if (isFinished(record, node)) {
		const outcome = nodeOutcome(record, node) ?? 'draw';
		const { depthPenalty } = exercise.options;
		return [
			{ code: 'leaf-score', node, outcome, depth: record.depth[node], depthPenalty, score: value }
		];
	}
	const maximizing = isMaximizer(record, node);
	const best = scanFrame(index, node, record.end[node]).bestChild;
	const out: ValueExplanation[] = [
		{ code: 'children', node, maximizing, children: childValues(record, node), best }
	];
	if (!exercise.options.alphaBeta) return out;
	const alpha = nodeAlpha(record, node);
	const beta = nodeBeta(record, node);
	if (!isBound(record, node)) {
		out.push({ code: 'inside-window', node, value, alpha, beta });
		return out;
	}
	const bound = nodeBound(record, node);
	out.push({ code: 'outside-window', node, maximizing, value, bound, alpha, beta });
	const cutoff = cutoffAt(index, node);
	if (cutoff)
		out.push({ code: 'cutoff', test: cutoff.test, child: cutoff.after, pruned: cutoff.pruned });
	const plain = search(exercise.position, { ...exercise.options, alphaBeta: false }).record;
	const full = plain.value[nodeAtPath(plain, pathOf(record, node))];
	out.push({ code: 'minimax', node, value: full });
	return out;
}

/**
 * The one mistake in typing `given` with `givenBound` for a node whose record holds `value` with
 * `bound`, or null when the answer is right. A node holding a bound is described by its bound only.
 */
function valueMistake(
	given: number,
	givenBound: Bound,
	value: number,
	bound: Bound
): ValueMistake | null {
	if (given === value && givenBound === bound) return null;
	if (bound === 'exact') {
		return givenBound === 'exact'
			? { code: 'wrong-value', given, expected: value }
			: { code: 'bound-for-exact', given: givenBound, givenValue: given, value };
	}
	if (givenBound === 'exact') return { code: 'exact-for-bound', given, value, bound };
	if (given === value) return { code: 'wrong-bound', given: givenBound, expected: bound };
	return { code: 'wrong-bound-value', given, givenBound, value, bound };
}

export const valueKind: KindModule<'value'> = {
	kind: 'value',
	plies: [4, 7],
	chooseOptions(rng) {
		const options = randomSwitches(rng);
		return { options, shown: options };
	},
	unsuitable: (c) => finishedError(c.position) ?? tooLarge(c.context().index.record),
	preference: () => (c) => goodSize(c.context().index.record),
	build(c, seed, rng) {
		const { record } = c.context().index;
		const inner = allNodes(record).filter((i) => !isFinished(record, i));
		const bounds = inner.filter((i) => isBound(record, i));
		const below = inner.filter((i) => i > 0);
		// With alpha-beta, half the questions ask about a bound when the tree has one.
		const askBound = chance(rng, 0.5);
		const node = pick(
			rng,
			askBound && bounds.length > 0 ? bounds : below.length > 0 ? below : inner
		);
		const ancestors = new Set<number>();
		for (let a = node; a >= 0; a = record.parent[a]) ancestors.add(a);
		const alphaBeta = c.options.alphaBeta;
		return {
			...exerciseHead('value', c, seed),
			node,
			display: {
				highlight: node,
				visited: null,
				values: allNodes(record)
					.filter((i) => isFinished(record, i) && !ancestors.has(i))
					.map((i) => nodeValue(record, i)),
				windows: alphaBeta
					? allNodes(record).map((i) => ({
							node: i,
							alpha: nodeAlpha(record, i),
							beta: nodeBeta(record, i)
						}))
					: [],
				prunedGhostsOf: allNodes(record).filter((i) => prunedMask(record, i) !== 0)
			}
		};
	},
	check(exercise, answer) {
		checkKind('value', answer.kind);
		if (!Number.isInteger(answer.value)) {
			throw new PracticeError('bad-number', `${answer.value} is not a whole-number score.`, {
				value: String(answer.value)
			});
		}
		if (!BOUNDS.includes(answer.bound)) {
			throw new PracticeError('bad-bound', `"${String(answer.bound)}" is not a bound.`, {
				bound: String(answer.bound)
			});
		}
		const { index } = contextOf(exercise);
		const { record } = index;
		checkNodeIndex(record, exercise.node);
		const expected = record.value[exercise.node];
		const bound = nodeBound(record, exercise.node);
		const mistakes: ValueMistake[] = [];
		const mistake = valueMistake(answer.value, answer.bound, expected, bound);
		if (mistake) mistakes.push(mistake);
		return {
			kind: 'value',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation: explain(exercise),
			step: exitStep(index, exercise.node)
		};
	},
	hint(exercise) {
		const { record } = contextOf(exercise).index;
		const node = exercise.node;
		let children = 0;
		for (let c = node + 1; c < record.end[node]; c = record.end[c]) children++;
		return {
			kind: 'value',
			code: 'node-role',
			maximizing: isMaximizer(record, node),
			leaf: isFinished(record, node),
			alphaBeta: exercise.options.alphaBeta,
			children
		};
	},
	solution(exercise) {
		const { record } = contextOf(exercise).index;
		return {
			kind: 'value',
			value: record.value[exercise.node],
			bound: nodeBound(record, exercise.node)
		};
	}
};
