/**
 * The exact answers to the live class's questions, computed by the engine from what the teacher's
 * screen shows (questions.ts `QuestionSubject`: the root position, the slide's search settings and
 * the path to the highlighted node). Pure: no DOM, no Node; the server runs it when a question is
 * asked, so the answer never depends on the teacher's page.
 *
 * - `value`: alpha-beta from the root with the path tried first and no transposition table. Along
 *   the first line searched every node keeps the full window (-inf, +inf), so the highlighted
 *   node's value is exact (fail-soft alpha-beta returns the minimax value inside the window, Knuth
 *   & Moore 1975), with the depth penalty and the depth limit counted from the root as the tree
 *   shows them; and it costs an alpha-beta search, not the whole minimax tree.
 * - `move`: the slide's own search of the root; its best move (the first best in the order tried).
 * - `pruned`: alpha-beta (no table) from the root with the slide's order, depth penalty and depth
 *   limit: the node is pruned when the walk down its path meets a move the record lists as pruned
 *   (then no node below is searched either).
 */
import {
	childrenOf,
	gameDef,
	gameMoves,
	isMaximizer,
	nodeAlpha,
	nodeBeta,
	nodeBound,
	parsePosition,
	playMove,
	prunedMoves,
	search,
	type Position,
	type SearchRecord,
	type SearchResult
} from '../engine/index';
import type { SearchControl } from '../engine/search-control';
import type { QuestionSearch, QuestionSubject, RightAnswer, ShownValue } from './questions';

/** Why a question cannot be asked about what the teacher sent. */
export class QuestionError extends Error {
	constructor(
		readonly code: 'bad-position' | 'bad-path' | 'too-big',
		message: string
	) {
		super(message);
		this.name = 'QuestionError';
	}
}

/** The most positions one answer's search may examine (more: `too-big`). */
export const ANSWER_NODE_BUDGET = 3_000_000;

/** The root position of a subject and the legal moves there. */
export interface QuestionRoot {
	readonly position: Position;
	readonly moves: readonly number[];
}

/**
 * Reads a subject's root position and checks its path (each cell a legal move where it is played).
 * @throws QuestionError `bad-position` (the notation does not parse for the game, or the game is
 *   over there: nothing to ask), `bad-path` (a cell that is not a legal move).
 */
export function questionRoot(
	subject: Pick<QuestionSubject, 'position' | 'search' | 'path'>
): QuestionRoot {
	const game = gameDef(subject.search.game);
	let position: Position;
	try {
		position = parsePosition(subject.position, game.id);
	} catch (error) {
		throw new QuestionError('bad-position', (error as Error).message);
	}
	const moves = gameMoves(game, position);
	if (moves.length === 0) throw new QuestionError('bad-position', 'The game is over at the root.');
	let at = position;
	for (const cell of subject.path) {
		if (!gameMoves(game, at).includes(cell)) {
			throw new QuestionError('bad-path', `Cell ${cell + 1} is not a legal move on the path.`);
		}
		at = playMove(game, at, cell);
	}
	return { position, moves };
}

function searchOf(
	position: Position,
	settings: QuestionSearch,
	changes: { alphaBeta?: boolean; transpositionTable?: boolean },
	control: SearchControl = {}
): SearchResult {
	const result = search(
		position,
		{
			game: settings.game,
			alphaBeta: changes.alphaBeta ?? settings.alphaBeta,
			depthPenalty: settings.depthPenalty,
			order: settings.order,
			transpositionTable: changes.transpositionTable ?? settings.transpositionTable,
			depthLimit: settings.depthLimit
		},
		undefined,
		{ ...control, nodeBudget: ANSWER_NODE_BUDGET }
	);
	if (result.examined > ANSWER_NODE_BUDGET) {
		throw new QuestionError(
			'too-big',
			`The search examines more than ${ANSWER_NODE_BUDGET} positions: too big to answer.`
		);
	}
	return result;
}

/**
 * The node reached from the root by `path` in `record`: its index, or, where the walk stops, the
 * last node reached and the depth (index into `path`) of the move not found below it.
 */
function walk(
	record: SearchRecord,
	path: readonly number[]
): { node: number } | { stop: number; at: number } {
	let i = 0;
	for (let d = 0; d < path.length; d++) {
		const next = childrenOf(record, i).find((c) => record.move[c] === path[d]);
		if (next === undefined) return { stop: i, at: d };
		i = next;
	}
	return { node: i };
}

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

/** The node's value as the record holds it (exact or a bound); null when not in the record. */
function shownValue(record: SearchRecord, path: readonly number[]): ShownValue | null {
	const reached = walk(record, path);
	if (!('node' in reached)) return null;
	return { value: record.value[reached.node], bound: nodeBound(record, reached.node) };
}

/**
 * The right answer to `subject` and its reason (see the file's comment).
 * @param control an abort callback (a deadline), passed to every search.
 * @throws QuestionError as questionRoot, and `too-big` when a search examines more than
 *   ANSWER_NODE_BUDGET positions; SearchAbortedError when `control.shouldAbort` says so.
 */
export function questionAnswer(
	subject: QuestionSubject,
	control: Pick<SearchControl, 'shouldAbort'> = {}
): RightAnswer {
	const { position } = questionRoot(subject);
	const { search: settings, path } = subject;
	if (subject.kind === 'move') {
		const result = searchOf(position, settings, {}, control);
		const move = result.bestMove as number;
		return {
			answer: move,
			reason: {
				kind: 'move',
				move,
				scores: result.moves.map((m) => ({ move: m.cell, score: m.score, bound: m.bound }))
			}
		};
	}
	if (subject.kind === 'value') {
		const exact = searchOf(
			position,
			settings,
			{ alphaBeta: true, transpositionTable: false },
			{ ...control, firstMoves: path }
		);
		const reached = walk(exact.record, path);
		if (!('node' in reached) || nodeBound(exact.record, reached.node) !== 'exact') {
			throw new Error('The first line of alpha-beta did not reach the node with an exact value.');
		}
		const value = exact.record.value[reached.node];
		const shown = settings.alphaBeta
			? shownValue(searchOf(position, settings, {}, control).record, path)
			: { value, bound: 'exact' as const };
		return { answer: value, reason: { kind: 'value', value, shown } };
	}
	const ab = searchOf(position, settings, { alphaBeta: true, transpositionTable: false }, control);
	const record = ab.record;
	const reached = walk(record, path);
	if ('node' in reached) {
		return {
			answer: false,
			reason: {
				kind: 'pruned',
				pruned: false,
				alpha: finite(nodeAlpha(record, reached.node)),
				beta: finite(nodeBeta(record, reached.node))
			}
		};
	}
	const { stop } = reached;
	if (!prunedMoves(record, stop).includes(path[reached.at])) {
		throw new Error('Alpha-beta without a table left a legal move unsearched without a cutoff.');
	}
	const maximizing = isMaximizer(record, stop);
	return {
		answer: true,
		reason: {
			kind: 'pruned',
			pruned: true,
			cutoffDepth: record.depth[stop],
			maximizing,
			value: record.value[stop],
			limit: maximizing ? nodeBeta(record, stop) : nodeAlpha(record, stop)
		}
	};
}
