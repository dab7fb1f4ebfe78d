/**
 * Kind `prune`: every child of the full tree (plain minimax, leaf scores shown) that alpha-beta
 * prunes. Missing and extra marks are both mistakes: a missed prune is explained by the test that
 * fires after the last searched child, an extra one by the test that does not fire before the child
 * is searched (or by the pruned branch it lies in). Deciding step: the first mistake's, else the
 * first cutoff's.
 */
import { cellsOfMask, isFinished, prunedMask, type SearchRecord } from '../../engine/index';
import { cutoffAt, pruneTestAt, type CutoffFacts } from '../alpha-beta';
import { contextOf, drawnRecord, nodeAtPath, pathOf, type ExerciseContext } from '../context';
import type { PruneExercise } from '../exercise-types';
import type { PruneExplanation, PruneMistake } from '../feedback-types';
import {
	allNodes,
	checkKind,
	checkNodeIndex,
	exerciseHead,
	finishedError,
	goodSize,
	nodeValue,
	tooLarge,
	type KindModule
} from '../kind-module';
import { chance } from '../prng';
import { compareSets, uniqueSorted } from '../sets';

/** Cutoffs with pruned moves, in search order, their pruned children as shown-tree nodes. */
function cutoffs(ctx: ExerciseContext): Extract<PruneExplanation, { code: 'cutoff' }>[] {
	const { index } = ctx;
	const shown = drawnRecord(ctx);
	const out: Extract<PruneExplanation, { code: 'cutoff' }>[] = [];
	for (let a = 0; a < index.record.count; a++) {
		const cells = cellsOfMask(prunedMask(index.record, a));
		const cutoff = cells.length > 0 ? cutoffAt(index, a, ctx.toShown) : null;
		if (!cutoff) continue;
		const path = pathOf(index.record, a);
		const pruned = cells.map((c) => nodeAtPath(shown, [...path, c]));
		out.push({ code: 'cutoff', test: cutoff.test, after: cutoff.after, pruned, step: cutoff.step });
	}
	return out;
}

/** The cutoff that pruned shown node `child` (its parent is a searched node). */
function cutoffOver(ctx: ExerciseContext, shown: SearchRecord, child: number): CutoffFacts {
	const cutoff = cutoffAt(ctx.index, ctx.toSearched(shown.parent[child]), ctx.toShown);
	if (!cutoff) throw new Error(`Pruned node ${child} has no cutoff at its parent.`);
	return cutoff;
}

function prunedNodes(exercise: PruneExercise): number[] {
	return uniqueSorted(cutoffs(contextOf(exercise)).flatMap((c) => c.pruned));
}

export const pruneKind: KindModule<'prune'> = {
	kind: 'prune',
	plies: [4, 7],
	chooseOptions(rng) {
		const options = { alphaBeta: true, depthPenalty: chance(rng, 0.5), order: 'index' as const };
		return { options, shown: { ...options, alphaBeta: false } };
	},
	unsuitable: (c) => finishedError(c.position) ?? tooLarge(drawnRecord(c.context())),
	preference: () => (c) => {
		const ctx = c.context();
		const { record } = ctx.index;
		const pruning = !record.uniform && record.pruned.some((m) => m !== 0);
		return goodSize(drawnRecord(ctx)) && pruning;
	},
	build(c, seed) {
		const ctx = c.context();
		const shown = drawnRecord(ctx);
		return {
			...exerciseHead('prune', c, seed),
			display: {
				highlight: null,
				visited: null,
				values: allNodes(shown)
					.filter((i) => isFinished(shown, i))
					.map((i) => nodeValue(shown, i)),
				windows: [],
				prunedGhostsOf: []
			}
		};
	},
	check(exercise, answer) {
		checkKind('prune', answer.kind);
		const ctx = contextOf(exercise);
		const { index } = ctx;
		const shown = drawnRecord(ctx);
		answer.nodes.forEach((n) => checkNodeIndex(shown, n));
		const explanation: PruneExplanation[] = cutoffs(ctx);
		const marks = compareSets(answer.nodes, prunedNodes(exercise));
		const mistakes: PruneMistake[] = [];
		for (const node of marks.missing) {
			const parent = shown.parent[node];
			const { test, after, step } = cutoffOver(ctx, shown, node);
			mistakes.push({
				code: 'missed-prune',
				node,
				parent,
				cell: shown.move[node],
				test,
				after,
				step
			});
		}
		for (const node of marks.extra) {
			const s = ctx.toSearched(node);
			if (node === 0) {
				mistakes.push({ code: 'root', node });
			} else if (s >= 0) {
				const sp = index.record.parent[s];
				const test = pruneTestAt(index, sp, s, ctx.toShown);
				const parent = shown.parent[node];
				mistakes.push({
					code: 'not-pruned',
					node,
					parent,
					cell: shown.move[node],
					test,
					step: index.stepStart[s]
				});
			} else {
				let top = node;
				while (ctx.toSearched(shown.parent[top]) < 0) top = shown.parent[top];
				const { step } = cutoffOver(ctx, shown, top);
				mistakes.push({ code: 'inside-pruned', node, prunedAncestor: top, step });
			}
		}
		if (explanation.length === 0) explanation.push({ code: 'no-prune' });
		const first = mistakes.find((m) => 'step' in m) ?? explanation.find((e) => 'step' in e);
		return {
			kind: 'prune',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step: first && 'step' in first ? first.step : null,
			marks
		};
	},
	hint(exercise) {
		const all = cutoffs(contextOf(exercise));
		return {
			kind: 'prune',
			code: 'prune-count',
			cutoffs: all.length,
			pruned: all.flatMap((c) => c.pruned).length
		};
	},
	solution: (exercise) => ({ kind: 'prune', nodes: prunedNodes(exercise) })
};
