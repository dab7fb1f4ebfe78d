/**
 * The contract every exercise kind fulfils (one module per kind under kinds/), and helpers the
 * kinds share: a lazily searched candidate, answer validation and the pruning test's numbers.
 */
import {
	childrenOf,
	legalMoves,
	nodeBound,
	type Position,
	type SearchOptions,
	type SearchRecord
} from '../engine/index';
import { buildContext, type ExerciseContext } from './context';
import { PracticeError } from './errors';
import type { AnswerOf, ExerciseKind, ExerciseOf, NodeValue } from './exercise-types';
import type { ChildValue, Feedback, Hint } from './feedback-types';
import { chance, type Rng } from './prng';

/** A position being considered for an exercise, with its searches run on first use. */
export interface Candidate {
	readonly position: Position;
	readonly options: SearchOptions;
	readonly shown: SearchOptions | null;
	context(): ExerciseContext;
}

/**
 * What every exercise starts with: its kind, its seed, and the candidate's position, search options
 * and shown tree's options.
 */
export function exerciseHead<K extends ExerciseKind>(kind: K, c: Candidate, seed: number) {
	return { kind, seed, position: c.position, options: c.options, shown: c.shown };
}

/**
 * Alpha-beta and the depth penalty each on or off at random (one draw each, in that order), in
 * index order: the switches of the exercises on a shown tree.
 */
export function randomSwitches(rng: Rng): SearchOptions {
	return { alphaBeta: chance(rng, 0.5), depthPenalty: chance(rng, 0.5), order: 'index' };
}

/** A candidate whose context is built once, on first use. */
export function candidate(
	position: Position,
	options: SearchOptions,
	shown: SearchOptions | null
): Candidate {
	let context: ExerciseContext | null = null;
	return {
		position,
		options,
		shown,
		context: () => (context ??= buildContext(position, options, shown))
	};
}

/** The feedback type of one kind. */
export type FeedbackOf<K extends ExerciseKind> = Extract<Feedback, { kind: K }>;

/** What a kind provides. `rng` is the seed's choice stream, used in the order listed. */
export interface KindModule<K extends ExerciseKind> {
	readonly kind: K;
	/** Marks on the board of random positions, smallest and largest. */
	readonly plies: readonly [number, number];
	/** The search switches (and shown tree) the seed picks, first draw of the choice stream. */
	chooseOptions(rng: Rng): { options: SearchOptions; shown: SearchOptions | null };
	/** Why the position cannot hold this exercise (any position, also from a link), or null. */
	unsuitable(c: Candidate): PracticeError | null;
	/** What makes a random position a good exercise; may draw from the position stream once. */
	preference(rng: Rng): (c: Candidate) => boolean;
	/** The exercise on a suitable candidate; draws the rest of the choice stream. */
	build(c: Candidate, seed: number, rng: Rng): ExerciseOf<K>;
	/** Compares an answer exactly with the record. @throws PracticeError for a malformed answer. */
	check(exercise: ExerciseOf<K>, answer: AnswerOf<K>): FeedbackOf<K>;
	hint(exercise: ExerciseOf<K>): Extract<Hint, { kind: K }>;
	/** The right answer (check judges it correct). */
	solution(exercise: ExerciseOf<K>): AnswerOf<K>;
}

/** Options for board-only kinds and the defaults: plain minimax, depth penalty, index order. */
export const BOARD_OPTIONS: SearchOptions = {
	alphaBeta: false,
	depthPenalty: true,
	order: 'index'
};

/** Largest shown tree a position from a link may have (random positions keep to 5-60 nodes). */
export const MAX_SHOWN_NODES = 200;
/** Node range of the shown tree of a random exercise. */
export const GOOD_SHOWN_NODES: readonly [number, number] = [5, 60];

/** `tree-too-large` when the shown record exceeds MAX_SHOWN_NODES, else null. */
export function tooLarge(record: SearchRecord): PracticeError | null {
	if (record.count <= MAX_SHOWN_NODES) return null;
	return new PracticeError(
		'tree-too-large',
		`The tree has ${record.count} nodes; an exercise shows at most ${MAX_SHOWN_NODES}.`,
		{ nodes: record.count, max: MAX_SHOWN_NODES }
	);
}

/** True when the record's node count lies in GOOD_SHOWN_NODES. */
export function goodSize(record: SearchRecord): boolean {
	return record.count >= GOOD_SHOWN_NODES[0] && record.count <= GOOD_SHOWN_NODES[1];
}

/** @throws PracticeError `bad-cell` unless cell is an integer 0-8. */
export function checkCell(cell: unknown): asserts cell is number {
	if (typeof cell !== 'number' || !Number.isInteger(cell) || cell < 0 || cell > 8) {
		throw new PracticeError('bad-cell', `Cell ${String(cell)} is not a cell index 0 to 8.`, {
			cell: String(cell)
		});
	}
}

/** @throws PracticeError `bad-node` unless node is a node index of the record. */
export function checkNodeIndex(record: SearchRecord, node: unknown): asserts node is number {
	if (typeof node !== 'number' || !Number.isInteger(node) || node < 0 || node >= record.count) {
		throw new PracticeError(
			'bad-node',
			`Node ${String(node)} is not in the tree of ${record.count} nodes.`,
			{ node: String(node), count: record.count }
		);
	}
}

/** @throws PracticeError `wrong-kind` when the answer is for another kind. */
export function checkKind(exerciseKind: ExerciseKind, answerKind: unknown): void {
	if (answerKind !== exerciseKind) {
		throw new PracticeError(
			'wrong-kind',
			`A ${String(answerKind)} answer cannot answer a ${exerciseKind} exercise.`,
			{ expected: exerciseKind, given: String(answerKind) }
		);
	}
}

/** Child c of the record as its parent saw it, its node index mapped by `map`. */
export function childValue(
	record: SearchRecord,
	c: number,
	map: (i: number) => number = (i) => i
): ChildValue {
	return {
		node: map(c),
		cell: record.move[c],
		value: record.value[c],
		bound: nodeBound(record, c)
	};
}

/** Every child of node i as ChildValue, in the order searched. */
export function childValues(
	record: SearchRecord,
	i: number,
	map: (i: number) => number = (n) => n
): ChildValue[] {
	return childrenOf(record, i).map((c) => childValue(record, c, map));
}

/** The value to write on node i of the record, its index mapped by `map`. */
export function nodeValue(
	record: SearchRecord,
	i: number,
	map: (i: number) => number = (n) => n
): NodeValue {
	return { node: map(i), value: record.value[i], bound: nodeBound(record, i) };
}

/** Nodes of the record, 0..count-1. */
export function allNodes(record: SearchRecord): number[] {
	return Array.from({ length: record.count }, (_, i) => i);
}

/** `position-finished` when the game is over (no move to play), else null. */
export function finishedError(position: Position): PracticeError | null {
	if (legalMoves(position).length > 0) return null;
	return new PracticeError(
		'position-finished',
		'The game is over in this position: no move to find.'
	);
}
