/**
 * The live class's questions as data, shared by the page and the server: the three kinds, what the
 * teacher's page sends to ask one (the search on screen and the highlighted node), a student's
 * answer, the right answer with its reason, and the tally the teacher's chart draws. Pure: no DOM,
 * no Node. The right answer is computed by question-answers.ts (the engine); this file only reads
 * and compares.
 */
import type { GameId } from '../engine/games';
import type { Bound } from '../engine/record';
import type { MoveOrder } from '../engine/order';

/**
 * - `value`: the highlighted node's exact minimax value under the slide's settings (a whole
 *   number, from the root mover's point of view, as the tree shows scores).
 * - `move`: the move the search chooses at the root (a cell, 0-based; with gravity the cell the
 *   disc lands in).
 * - `pruned`: whether alpha-beta, searching the same root, never searches the highlighted node.
 */
export type QuestionKind = 'value' | 'move' | 'pruned';

/** The kinds in the order the teacher's "Ask the class" lists them. */
export const QUESTION_KINDS: readonly QuestionKind[] = ['value', 'move', 'pruned'];

/**
 * The search on the teacher's screen, as the answers are computed with it: the game, the techniques
 * and the depth limit (for a search against a clock, the depth its last iteration completed).
 */
export interface QuestionSearch {
	readonly game: GameId;
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
	readonly order: MoveOrder;
	readonly transpositionTable: boolean;
	/** Plies below the root; null for none (the whole tree). */
	readonly depthLimit: number | null;
}

/** Where a question was asked: the lesson (its id) and slide (1-based), or Play (null), and the step (1-based). */
export interface QuestionPlace {
	readonly lesson: string | null;
	readonly slide: number | null;
	readonly step: number | null;
}

/**
 * What the teacher's page sends to ask a question about the step on screen.
 * - `position`: the root's position in the game's notation with the side to move (formatPosition).
 * - `path`: the cells played from the root to the highlighted node (empty: the root).
 */
export interface QuestionSubject {
	readonly kind: QuestionKind;
	readonly position: string;
	readonly search: QuestionSearch;
	readonly path: readonly number[];
	readonly place: QuestionPlace;
}

/** A student's answer: a whole number (`value`), a cell (`move`), yes or no (`pruned`). */
export type AnswerValue = number | boolean;

/** One root move's score as the search on screen has it (for the reason of a `move` answer). */
export interface MoveScoreFact {
	readonly move: number;
	readonly score: number;
	readonly bound: Bound;
}

/**
 * Why the right answer is right, with the numbers the narration uses; the page words it.
 * - `value`: the full search below the node gives `value`; `shown` is what the step's record
 *   holds for the node under the slide's own settings (a bound under alpha-beta), null when that
 *   search never reached it.
 * - `move`: the root's moves in the order tried, with their scores; the chosen one is the first best.
 * - `pruned` (yes): the ancestor `cutoffDepth` plies below the root stopped (a cutoff) with
 *   `value` against the window end `limit` (beta at a max node, alpha at a min node).
 * - `pruned` (no): alpha-beta enters the node with the window (`alpha`, `beta`); null: infinite.
 */
export type AnswerReason =
	| { readonly kind: 'value'; readonly value: number; readonly shown: ShownValue | null }
	| { readonly kind: 'move'; readonly move: number; readonly scores: readonly MoveScoreFact[] }
	| {
			readonly kind: 'pruned';
			readonly pruned: true;
			readonly cutoffDepth: number;
			readonly maximizing: boolean;
			readonly value: number;
			readonly limit: number;
	  }
	| {
			readonly kind: 'pruned';
			readonly pruned: false;
			readonly alpha: number | null;
			readonly beta: number | null;
	  };

/** A node's value as a record holds it: a score and its bound. */
export interface ShownValue {
	readonly value: number;
	readonly bound: Bound;
}

/** The right answer and its reason. */
export interface RightAnswer {
	readonly answer: AnswerValue;
	readonly reason: AnswerReason;
}

/** The largest value a student may send, in absolute value (scores of every game are within 1000). */
export const MAX_ANSWER_VALUE = 9999;

/**
 * Whether `answer` is a well-formed answer to a question of `kind` whose root's legal moves are
 * `moves` (cells): a whole number within ±MAX_ANSWER_VALUE, one of `moves`, or a boolean.
 */
export function isAnswerFor(
	kind: QuestionKind,
	answer: unknown,
	moves: readonly number[]
): boolean {
	if (kind === 'value') {
		return (
			typeof answer === 'number' &&
			Number.isSafeInteger(answer) &&
			Math.abs(answer) <= MAX_ANSWER_VALUE
		);
	}
	if (kind === 'move') return typeof answer === 'number' && moves.includes(answer);
	return typeof answer === 'boolean';
}

/** Why a typed value is refused on the phone (the page words it; nothing is sent). */
export type ValueProblem = 'empty' | 'not-a-number' | 'out-of-range';

/**
 * Reads what a student types for a value: a whole number with an optional sign; spaces, the
 * Unicode minus and the en dash are accepted ("−8", "+ 7", " 0 ").
 */
export function parseValueAnswer(
	text: string
): { ok: true; value: number } | { ok: false; problem: ValueProblem } {
	const s = text.replace(/\s+/g, '').replace(/[\u2212\u2013]/g, '-');
	if (s === '') return { ok: false, problem: 'empty' };
	if (!/^[+-]?\d+$/.test(s)) return { ok: false, problem: 'not-a-number' };
	const value = Number(s);
	if (Math.abs(value) > MAX_ANSWER_VALUE) return { ok: false, problem: 'out-of-range' };
	return { ok: true, value: value === 0 ? 0 : value };
}

/** Whether a student's answer is the right one. */
export function isCorrect(answer: AnswerValue, right: AnswerValue): boolean {
	return answer === right;
}

/** One bar of the teacher's chart: an answer and how many students gave it. */
export interface TallyBar {
	readonly answer: AnswerValue;
	readonly count: number;
}

/**
 * The answers to a question so far: `answered` students of `students` (those connected now, with
 * any who answered and left), and the bars, in a fixed order: yes before no, cells and values
 * ascending.
 */
export interface Tally {
	readonly questionId: number;
	readonly answered: number;
	readonly students: number;
	readonly bars: readonly TallyBar[];
}

/** The bars of a list of answers: one per different answer, ordered as Tally says. */
export function tallyBars(answers: readonly AnswerValue[]): TallyBar[] {
	const counts = new Map<AnswerValue, number>();
	for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
	const key = (a: AnswerValue) => (typeof a === 'boolean' ? (a ? -Infinity : -1e9) : a);
	return [...counts]
		.map(([answer, count]) => ({ answer, count }))
		.sort((p, q) => key(p.answer) - key(q.answer));
}
