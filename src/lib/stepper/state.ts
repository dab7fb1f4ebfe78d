/**
 * What the tree view needs at step k: the step itself, the call stack (root to current node, each
 * frame with its window and best so far at that moment) and cheap per-node questions (entered yet?
 * returned yet?). Everything is computed from the step index in O(log n + depth x 9); nothing
 * depends on the previous step, so going back costs the same as going forward.
 */
import { isChance, isMaximizer, nodeAlpha, nodeBeta } from '../engine/index';
import { decodeStep, scanFrame } from './step';
import type { Step } from './step-types';
import { checkNode, checkStep, lastEnteredAt, ownerOf, type StepIndex } from './steps';

/** One frame of the call stack: a node being searched, at the moment of the step. */
export interface Frame {
	readonly node: number;
	/** Cell played to reach the node, null for the root. */
	readonly move: number | null;
	/** Plies below the root; also the frame's position in `StepState.stack`. */
	readonly depth: number;
	readonly maximizing: boolean;
	/** The node's window at that moment (+-Infinity for none). */
	readonly alpha: number;
	readonly beta: number;
	/** Best so far: +-Infinity before any child returned; null at a finished game. */
	readonly best: number | null;
	/** Child holding `best` (first to reach it), and its cell; null before any child returned. */
	readonly bestChild: number | null;
	readonly bestMove: number | null;
	/** The child being searched (the next frame's node); null on the top frame. */
	readonly child: number | null;
}

/** The search's state at step k. Plain data (deep-equal comparable). */
export interface StepState {
	readonly k: number;
	readonly step: Step;
	/** The node owning step k (= step.node, the top frame's node). */
	readonly node: number;
	/** Frames from the root (index 0) to the current node (last); stack[d] is at depth d. */
	readonly stack: readonly Frame[];
	/** Last node entered so far (preorder): node i is entered iff i <= lastEntered. */
	readonly lastEntered: number;
}

/** Whether a node has not been entered yet, is on the call stack, or has returned its value. */
export type NodeStatus = 'unvisited' | 'open' | 'returned';

/**
 * The state at step k. O(log n + depth x 9).
 * @throws RangeError when k is not an integer in 0..index.total-1.
 */
export function stateAt(index: StepIndex, k: number): StepState {
	checkStep(index, k);
	const { record } = index;
	const { parent, move, depth } = record;
	const lastEntered = lastEnteredAt(index, k);
	const node = ownerOf(index, k, lastEntered);
	const step = decodeStep(index, k, node);
	const frames: Frame[] = new Array(depth[node] + 1);
	frames[depth[node]] = {
		node,
		move: step.move,
		depth: step.depth,
		maximizing: step.maximizing,
		alpha: step.alpha,
		beta: step.beta,
		best: step.best,
		bestChild: step.bestChild,
		bestMove: step.bestMove,
		child: null
	};
	for (let c = node, f = parent[node]; f >= 0; c = f, f = parent[f]) {
		// While child c is searched, f's window is the one c was called with.
		const scan = scanFrame(index, f, c);
		const maximizing = isMaximizer(record, f);
		const bestChild = scan.bestChild < 0 ? null : scan.bestChild;
		const noBest = isChance(record, f) ? 0 : maximizing ? -Infinity : Infinity;
		frames[depth[f]] = {
			node: f,
			move: move[f] < 0 ? null : move[f],
			depth: depth[f],
			maximizing,
			alpha: nodeAlpha(record, c),
			beta: nodeBeta(record, c),
			best: bestChild === null ? noBest : scan.best,
			bestChild,
			bestMove: bestChild === null ? null : move[bestChild],
			child: c
		};
	}
	return { k, step, node, stack: frames, lastEntered };
}

/** True when node i has been entered at the state's step (i <= lastEntered). O(1). */
export function isEntered(state: StepState, i: number): boolean {
	return i <= state.lastEntered;
}

/**
 * True when node i has returned its value by step k (its `return`, or the root's `choose`, is at or
 * before k). O(1).
 * @throws RangeError when i is not a node index.
 */
export function hasReturned(index: StepIndex, k: number, i: number): boolean {
	checkNode(index, i);
	return index.stepStart[i] + index.stepCount[i] - 1 <= k;
}

/**
 * Status of node i at the state's step: 'unvisited', 'open' (on the call stack: its frame is
 * `state.stack[record.depth[i]]`) or 'returned' (its recorded value and bound are final). O(1).
 * @throws RangeError when i is not a node index.
 */
export function nodeStatus(index: StepIndex, state: StepState, i: number): NodeStatus {
	if (hasReturned(index, state.k, i)) return 'returned';
	return isEntered(state, i) ? 'open' : 'unvisited';
}
