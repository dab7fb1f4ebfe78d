/**
 * What an exercise is and what a student answers: plain data (no strings for people, no typed
 * arrays), so an exercise can be compared with deep equality, posted to a worker or kept in a
 * `$state.raw`. Cells are 0-8. Node indices refer to the record of `exercise.shown` (the tree the
 * page draws); step numbers refer to the step index of `exercise.options` (the search the answer is
 * checked against, which the debugger opens).
 */
import type { Bound, Mark, Position, SearchOptions } from '../engine/index';

/** The exercise kinds, from the rules to the algorithm (minimax, alpha-beta, then MCTS). */
export type ExerciseKind =
	'win' | 'threats' | 'best-move' | 'value' | 'next-node' | 'window' | 'prune' | 'uct';

/** Every kind, in the order the list page shows them. */
export const EXERCISE_KINDS: readonly ExerciseKind[] = [
	'win',
	'threats',
	'best-move',
	'value',
	'next-node',
	'window',
	'prune',
	'uct'
];

/** A window end or a node's window as the page shows it: numbers, +-Infinity for none. */
export interface NodeWindow {
	node: number;
	alpha: number;
	beta: number;
}

/** A value to write on a node: the number and its bound ("<= -8" for an upper bound). */
export interface NodeValue {
	node: number;
	value: number;
	bound: Bound;
}

/**
 * What the page draws of the shown tree (node indices of `exercise.shown`'s record). Everything not
 * listed stays blank, so the drawing never gives the answer away.
 */
export interface TreeDisplay {
	/** The node the question is about (outlined); null when none. */
	highlight: number | null;
	/** Nodes drawn as visited by the search so far; null when the whole tree is drawn alike. */
	visited: number[] | null;
	/** Values to write on nodes (from the searched record, so alpha-beta bounds show as bounds). */
	values: NodeValue[];
	/** Windows written next to nodes (the call stack's windows, or every node's entry window). */
	windows: NodeWindow[];
	/** Nodes whose pruned children (alpha-beta records) are drawn as ghost branches. */
	prunedGhostsOf: number[];
}

interface ExerciseBase<K extends ExerciseKind> {
	readonly kind: K;
	/** Unsigned 32-bit seed: with the kind (and the position) it reproduces the exercise exactly. */
	readonly seed: number;
	readonly position: Position;
	/** The search the answer is checked against; the debugger opens with these options. */
	readonly options: SearchOptions;
	/** The search whose record the page draws; null: the board alone (no tree). */
	readonly shown: SearchOptions | null;
	/** What to draw of the shown tree; null with `shown`. */
	readonly display: TreeDisplay | null;
}

/** Kind `win`: the move that wins at once for the side to move, or none. */
export interface WinExercise extends ExerciseBase<'win'> {
	readonly side: Mark;
}

/** Kind `threats`: every cell where X, and every cell where O, would complete a line at once. */
export type ThreatsExercise = ExerciseBase<'threats'>;

/** Kind `best-move`: the move minimax plays (first best in index order), with `options.depthPenalty`. */
export interface BestMoveExercise extends ExerciseBase<'best-move'> {
	/** The side to move at the root: the maximizer. */
	readonly side: Mark;
}

/** Kind `value`: the value (and bound) the search records for `node`. */
export interface ValueExercise extends ExerciseBase<'value'> {
	readonly node: number;
}

/** Kind `next-node`: the node the search enters next after step `step`. */
export interface NextNodeExercise extends ExerciseBase<'next-node'> {
	/** Step number in the step index of `options`. */
	readonly step: number;
	/** Shown-tree node owning that step (the top of the call stack). */
	readonly current: number;
}

/** Kind `window`: alpha and beta as the alpha-beta search enters `node`. */
export interface WindowExercise extends ExerciseBase<'window'> {
	readonly node: number;
}

/** Kind `prune`: every child of the shown (full) tree that alpha-beta (`options`) prunes. */
export type PruneExercise = ExerciseBase<'prune'>;

/** A root child of an MCTS tree as the student sees it: its move, visits N and wins W. */
export interface UctChild {
	/** The cell (0-8) of the move that leads to it. */
	readonly move: number;
	readonly visits: number;
	/** Wins for the side to move at the root, draws counting 0.5. */
	readonly wins: number;
}

/**
 * Kind `uct`: MCTS (src/lib/mcts) ran `iterations` seeded iterations from the position; which
 * root child does UCT select at the next iteration? `children` and `parentVisits` are the tree
 * then (every legal move already has a child, so selection compares them all).
 */
export interface UctExercise extends ExerciseBase<'uct'> {
	/** The side to move at the root. */
	readonly side: Mark;
	/** The MCTS run: its seed, the iterations done before the question, c. */
	readonly mcts: {
		readonly seed: number;
		readonly iterations: number;
		readonly exploration: number;
	};
	/** N of the root after `mcts.iterations` iterations. */
	readonly parentVisits: number;
	/** Every root child, ascending cells. */
	readonly children: readonly UctChild[];
}

/** Any exercise, discriminated by `kind`. */
export type Exercise =
	| WinExercise
	| ThreatsExercise
	| BestMoveExercise
	| ValueExercise
	| NextNodeExercise
	| WindowExercise
	| PruneExercise
	| UctExercise;

/** A student's answer, discriminated by `kind` like the exercise it answers. */
export type Answer =
	| { kind: 'win'; cell: number | null }
	| { kind: 'threats'; X: number[]; O: number[] }
	| { kind: 'best-move'; cell: number }
	| { kind: 'value'; value: number; bound: Bound }
	| { kind: 'next-node'; node: number | null }
	| { kind: 'window'; alpha: number; beta: number }
	| { kind: 'prune'; nodes: number[] }
	| { kind: 'uct'; cell: number };

/** The answer type of one kind. */
export type AnswerOf<K extends ExerciseKind> = Extract<Answer, { kind: K }>;

/** The exercise type of one kind. */
export type ExerciseOf<K extends ExerciseKind> = Extract<Exercise, { kind: K }>;
