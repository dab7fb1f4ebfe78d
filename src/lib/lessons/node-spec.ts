/**
 * Resolves node specs (types.ts `NodeSpec`) to node indices of a recorded search: paths of cells
 * from the root, children, depths, leaves, the principal variation, transpositions of a position.
 */
import {
	childrenOf,
	isFinished,
	nodeOutcome,
	parsePosition,
	principalVariation,
	toMasks,
	type SearchRecord
} from '../engine/index';
import { nodeAtStep, type StepIndex } from '../stepper/index';
import { LessonError } from './errors';
import type { CellPath, NodeSpec } from './types';

/**
 * The node reached from the root by playing `path`.
 * @throws LessonError 'no-such-node' when a move of the path is not a searched child (illegal,
 *   or pruned by a cutoff).
 */
export function nodeAtPath(record: SearchRecord, path: CellPath): number {
	let node = 0;
	for (const cell of path) {
		const child = childrenOf(record, node).find((c) => record.move[c] === cell);
		if (child === undefined) {
			throw new LessonError(
				'no-such-node',
				`The path [${path.join(', ')}] leaves the search at move ${cell}.`
			);
		}
		node = child;
	}
	return node;
}

/** Every node of the record holding `notation`'s board (the marks; the side to move follows). */
export function nodesWithPosition(record: SearchRecord, notation: string): number[] {
	const [x, o] = toMasks(parsePosition(notation));
	const out: number[] = [];
	for (let i = 0; i < record.count; i++) {
		if (record.xMask[i] === x && record.oMask[i] === o) out.push(i);
	}
	return out;
}

function filterNodes(record: SearchRecord, keep: (i: number) => boolean): number[] {
	const out: number[] = [];
	for (let i = 0; i < record.count; i++) if (keep(i)) out.push(i);
	return out;
}

/**
 * The nodes a spec names, ascending.
 * @param step the slide's resolved step (for `'step'`).
 * @throws LessonError 'no-such-node' for a path that leaves the search.
 */
export function resolveNodes(index: StepIndex, spec: NodeSpec, step: number): number[] {
	const record = index.record;
	if (spec === 'root') return [0];
	if (spec === 'pv') return principalVariation(record);
	if (spec === 'step') return [nodeAtStep(index, step)];
	switch (spec.kind) {
		case 'path':
			return [nodeAtPath(record, spec.path)];
		case 'children': {
			const sign = { win: 1, draw: 0, loss: -1 }[spec.result ?? 'win'];
			return childrenOf(record, nodeAtPath(record, spec.path)).filter(
				(c) => spec.result === undefined || Math.sign(record.value[c]) === sign
			);
		}
		case 'depth':
			return filterNodes(record, (i) => record.depth[i] === spec.depth);
		case 'leaves':
			return filterNodes(
				record,
				(i) =>
					isFinished(record, i) &&
					(spec.outcome === undefined || nodeOutcome(record, i) === spec.outcome)
			);
		case 'position':
			return nodesWithPosition(record, spec.notation);
	}
}
