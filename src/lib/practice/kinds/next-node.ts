/**
 * Kind `next-node`: the node the search (plain or alpha-beta, chosen by the seed) enters next after
 * a given step. The page draws the full tree (plain minimax), so with alpha-beta a pruned child is a
 * tempting wrong answer, explained by the pruning test that fired. Nodes are entered in preorder,
 * so the next node is the one after the last entered. Deciding step: the next node's `enter`.
 */
import { cellsOfMask, isFinished, prunedMask } from '../../engine/index';
import {
	cutoffStep,
	lastEnteredAt,
	nodeAtStep,
	stateAt,
	stepAt,
	type StepIndex
} from '../../stepper/index';
import { cutoffAt } from '../alpha-beta';
import { contextOf, drawnRecord, nodeAtPath, pathOf, type ExerciseContext } from '../context';
import type { NextNodeExplanation, NextNodeMistake } from '../feedback-types';
import {
	allNodes,
	checkKind,
	checkNodeIndex,
	exerciseHead,
	finishedError,
	goodSize,
	nodeValue,
	randomSwitches,
	tooLarge,
	type KindModule
} from '../kind-module';
import { chance, pick } from '../prng';

/** The searched node entered next after step k, or -1 when the search enters no more nodes. */
function nextAfter(index: StepIndex, k: number): number {
	const next = lastEnteredAt(index, k) + 1;
	return next < index.record.count ? next : -1;
}

/** Nodes that return between step k and the entry of `next` (innermost first). */
function returning(index: StepIndex, k: number, next: number): number[] {
	const { record } = index;
	const out: number[] = [];
	const stop = next < 0 ? -1 : record.parent[next];
	for (let a = nodeAtStep(index, k); a !== stop && a >= 0; a = record.parent[a]) out.push(a);
	return out;
}

/** Cutoffs with pruned moves whose `cutoff` step lies in [k, entry of next). */
function skips(ctx: ExerciseContext, k: number, next: number): NextNodeExplanation[] {
	const { index } = ctx;
	const shown = ctx.shown;
	const limit = next < 0 ? index.total : index.stepStart[next];
	const out: NextNodeExplanation[] = [];
	for (const a of returning(index, k, next)) {
		const s = cutoffStep(index, a);
		const cells = cellsOfMask(prunedMask(index.record, a));
		if (s < k || s >= limit || cells.length === 0 || !shown) continue;
		const path = pathOf(index.record, a);
		const cutoff = cutoffAt(index, a, ctx.toShown);
		if (!cutoff) continue;
		out.push({
			code: 'skips',
			test: cutoff.test,
			pruned: cells.map((c) => nodeAtPath(shown, [...path, c]))
		});
	}
	return out;
}

export const nextNodeKind: KindModule<'next-node'> = {
	kind: 'next-node',
	plies: [4, 7],
	chooseOptions(rng) {
		const options = randomSwitches(rng);
		return { options, shown: { ...options, alphaBeta: false } };
	},
	unsuitable: (c) => finishedError(c.position) ?? tooLarge(drawnRecord(c.context())),
	preference: () => (c) => goodSize(drawnRecord(c.context())),
	build(c, seed, rng) {
		const ctx = c.context();
		const { index } = ctx;
		const steps: number[] = [];
		const traps: number[] = [];
		for (let k = 0; k < index.total; k++) {
			const step = stepAt(index, k);
			const asks =
				step.kind === 'update' || step.kind === 'cutoff' || (step.kind === 'enter' && !step.leaf);
			const next = nextAfter(index, k);
			if (!asks || next < 0) continue;
			steps.push(k);
			if (skips(ctx, k, next).length > 0) traps.push(k);
		}
		// With alpha-beta, half the questions come right before a cutoff skips moves.
		const k = pick(rng, chance(rng, 0.5) && traps.length > 0 ? traps : steps);
		const state = stateAt(index, k);
		const { record } = index;
		return {
			...exerciseHead('next-node', c, seed),
			step: k,
			current: ctx.toShown(state.node),
			display: {
				highlight: ctx.toShown(state.node),
				visited: allNodes(record)
					.filter((i) => i <= state.lastEntered)
					.map(ctx.toShown),
				values: allNodes(record)
					.filter((i) => index.stepStart[i] + index.stepCount[i] - 1 <= k)
					.map((i) => nodeValue(record, i, ctx.toShown)),
				windows: c.options.alphaBeta
					? state.stack.map((f) => ({ node: ctx.toShown(f.node), alpha: f.alpha, beta: f.beta }))
					: [],
				prunedGhostsOf: []
			}
		};
	},
	check(exercise, answer) {
		checkKind('next-node', answer.kind);
		const ctx = contextOf(exercise);
		const { index } = ctx;
		const shown = drawnRecord(ctx);
		if (answer.node !== null) checkNodeIndex(shown, answer.node);
		const k = exercise.step;
		const next = nextAfter(index, k);
		const expected = next < 0 ? null : ctx.toShown(next);
		const mistakes: NextNodeMistake[] = [];
		const given = answer.node;
		if (given === null) {
			if (expected !== null) mistakes.push({ code: 'search-goes-on' });
		} else if (expected === null) {
			mistakes.push({ code: 'search-ends', node: given });
		} else if (given !== expected) {
			const s = ctx.toSearched(given);
			if (s < 0) {
				let child = given;
				while (ctx.toSearched(shown.parent[child]) < 0) child = shown.parent[child];
				const parent = ctx.toSearched(shown.parent[child]);
				const cutoff = cutoffAt(index, parent, ctx.toShown);
				if (!cutoff) throw new Error(`Node ${given} is missing from the search without a cutoff.`);
				mistakes.push({
					code: 'pruned',
					node: given,
					prunedChild: child,
					test: cutoff.test,
					step: cutoff.step
				});
			} else {
				const entered = index.stepStart[s];
				const code = entered <= k ? 'already-entered' : 'entered-later';
				mistakes.push({ code, node: given, step: entered });
			}
		}
		const explanation: NextNodeExplanation[] = [];
		if (next < 0) {
			explanation.push({ code: 'no-next' });
		} else {
			const { record } = index;
			const owner = nodeAtStep(index, k);
			const parent = record.parent[next];
			const back = returning(index, k, next);
			const relation =
				parent === owner && !isFinished(record, owner)
					? k === index.stepStart[owner]
						? 'first-child'
						: 'next-child'
					: 'back-up';
			explanation.push({
				code: 'next',
				node: ctx.toShown(next),
				parent: ctx.toShown(parent),
				cell: record.move[next],
				relation,
				returning: back.map(ctx.toShown)
			});
			explanation.push(...skips(ctx, k, next));
		}
		return {
			kind: 'next-node',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step: next < 0 ? index.total - 1 : index.stepStart[next]
		};
	},
	hint: (exercise) => ({
		kind: 'next-node',
		code: 'call-order',
		stepKind: stepAt(contextOf(exercise).index, exercise.step).kind,
		alphaBeta: exercise.options.alphaBeta
	}),
	solution(exercise) {
		const ctx = contextOf(exercise);
		const next = nextAfter(ctx.index, exercise.step);
		return { kind: 'next-node', node: next < 0 ? null : ctx.toShown(next) };
	}
};
