/**
 * The search: minimax with optional alpha-beta pruning, depth penalty, move ordering, transposition
 * table and depth limit, for every game (games.ts), recording every node it examines (see
 * record.ts). Scores are from the point of view of the side to move at the root (the maximizer):
 * win +WIN, loss -WIN, draw 0 (WIN = 10 in 3x3, 1000 in the bigger games); with the depth penalty a
 * win at depth d scores WIN - d and a loss d - WIN (docs/conventions.md, "Scores"). The plain 3x3
 * search runs on its own lean path (search-ttt3.ts), every other one on search-game.ts; both
 * record the same tree; ultimate tic-tac-toe has its own rules and search (search-ultimate.ts),
 * recorded in the same layout. The record's buffer and its reuse: docs/record-transport.md.
 */
import type { Mark, Position } from './board';
import { toMasks } from './ttt3';
import { gameOf } from './games';
import {
	RECORD_BYTES_PER_NODE,
	RECORD_BYTES_PER_UNIFORM_NODE,
	bufferCapacity,
	recordArraysOver,
	type SearchRecord
} from './record';
import { nodeBound, nodeOutcome } from './record-read';
import { DEFAULT_NODE_BUDGET, type SearchControl } from './search-control';
import type { MoveScore } from './game-search-types';
import { searchGame } from './search-game';
import { searchUltimate } from './search-ultimate';
import { searchTtt3 } from './search-ttt3';
import { oneSearchOptions } from './search-options';
import { recordCapacity, type SearchOptions, type SearchResult } from './search-types';

/**
 * Searches `position` for the side to move and records the search.
 * The input position is not modified.
 * @param position a valid position of the game (see parsePosition); it may be finished.
 * @param options search switches; missing ones take the game's defaults (search-options.ts
 *   `oneSearchOptions`: game 3x3; on 3x3 plain minimax, depth penalty, index order, no table, no
 *   depth limit; on 4x4 and Connect Four their defaults, and their default depth limit). The
 *   result's `options` are the resolved ones.
 * @param buffer where to record, for example a buffer handed back by the page to be reused (its
 *   old content is overwritten). The 3x3 search without the table or a depth limit needs at least
 *   recordCapacity(position) * RECORD_BYTES_PER_NODE bytes with alpha-beta, or
 *   RECORD_BYTES_PER_UNIFORM_NODE in plain minimax, whose record is uniform (record.ts); every
 *   other search starts in it and moves to a bigger buffer when it fills up. When absent, the 3x3
 *   search allocates exactly recordCapacity(position) nodes.
 * @param control node budget, abort callback, first moves (SearchControl).
 * @returns best move, root value, root move scores with bounds, node counts and the record, whose
 *   arrays are views of `kept` entries over its buffer (recordArraysOver; the 3x3 plain search's
 *   record is uniform: `uniform: true`, no alpha, beta, bound, pruned or link arrays).
 * @throws RangeError for an unknown game, a position of the wrong size, a bad depth limit or node
 *   budget, or a buffer too small for the plain 3x3 search; SearchAbortedError when
 *   control.shouldAbort says so.
 */
export function search(
	position: Position,
	options: Partial<SearchOptions> = {},
	buffer?: ArrayBuffer,
	control: SearchControl = {}
): SearchResult {
	// 0. Check the options and the position; pick the path.
	const opts = oneSearchOptions(options);
	const game = gameOf(opts);
	if (position.cells.length !== game.cellCount) {
		throw new RangeError(
			`A ${game.id} position has ${game.cellCount} cells, this one has ${position.cells.length}.`
		);
	}
	const depthLimit = opts.depthLimit ?? null;
	if (depthLimit !== null && !(Number.isInteger(depthLimit) && depthLimit >= 1)) {
		throw new RangeError(
			`The depth limit must be a whole number of plies from 1, not ${depthLimit}.`
		);
	}
	const nodeBudget = control.nodeBudget ?? DEFAULT_NODE_BUDGET;
	if (!(Number.isInteger(nodeBudget) && nodeBudget >= 1)) {
		throw new RangeError(`The node budget must be a whole number from 1, not ${nodeBudget}.`);
	}
	const rootMover: Mark = position.toMove;
	const order = game.orders[opts.order];
	const firstMoves = control.firstMoves ?? [];
	const shouldAbort = control.shouldAbort ?? null;
	const expected = control.expected ?? { nodes: 0, tableEntries: 0 };
	if (!(Number.isInteger(expected.nodes) && expected.nodes >= 0)) {
		throw new RangeError(
			`The expected node count must be a whole number from 0, not ${expected.nodes}.`
		);
	}
	if (!(Number.isInteger(expected.tableEntries) && expected.tableEntries >= 0)) {
		throw new RangeError(
			`The expected table entries must be a whole number from 0, not ${expected.tableEntries}.`
		);
	}
	const fast =
		game.id === 'ttt3' &&
		!opts.transpositionTable &&
		depthLimit === null &&
		firstMoves.length === 0 &&
		nodeBudget >= recordCapacity(position);
	const root = position.cells.slice();
	if (fast) {
		// 1. The plain 3x3 search (search-ttt3.ts): the whole tree fits the buffer.
		const [x0, o0] = toMasks(position);
		const needed = recordCapacity(position);
		// Plain minimax without the table: a uniform record (record.ts), 17 bytes per node.
		const uniform = !opts.alphaBeta;
		const perNode = uniform ? RECORD_BYTES_PER_UNIFORM_NODE : RECORD_BYTES_PER_NODE;
		const buf = buffer ?? new ArrayBuffer(needed * perNode);
		const capacity = bufferCapacity(buf.byteLength, uniform);
		if (capacity < needed) {
			throw new RangeError(
				`A record buffer of ${buf.byteLength} bytes holds ${capacity} nodes; this search may need ${needed}.`
			);
		}
		const settings = {
			alphaBeta: opts.alphaBeta,
			depthPenalty: opts.depthPenalty,
			order: Int8Array.from(order)
		};
		const arrays = recordArraysOver(buf, capacity, uniform);
		const rootX = rootMover === 'X';
		const { value, count } = searchTtt3(x0, o0, rootX, settings, arrays, shouldAbort);
		const record: SearchRecord = {
			count,
			rootMover,
			game: game.id,
			root,
			...(uniform && { uniform: true as const }),
			...recordArraysOver(buf, count, uniform)
		};
		const { moves, bestMove } = rootMovesOf(record);
		return {
			bestMove,
			value,
			moves,
			nodes: count,
			examined: count,
			kept: count,
			tableEntries: 0,
			tableHits: 0,
			horizonLeaves: 0,
			result: nodeOutcome(record, 0),
			record,
			options: opts
		};
	}
	// 2. Every other search: ultimate tic-tac-toe's rules (search-ultimate.ts), else k in a row
	// (search-game.ts).
	const out = (game.rules === 'ultimate' ? searchUltimate : searchGame)(
		game,
		position,
		{
			alphaBeta: opts.alphaBeta,
			depthPenalty: opts.depthPenalty,
			order,
			transpositionTable: opts.transpositionTable ?? false,
			depthLimit,
			horizonEvaluation: opts.evaluation !== 'none',
			nodeBudget,
			shouldAbort,
			firstMoves,
			expectedNodes: expected.nodes,
			expectedEntries: expected.tableEntries
		},
		buffer ?? null
	);
	const record: SearchRecord = {
		count: out.kept,
		rootMover,
		game: game.id,
		root,
		...(game.rules === 'ultimate' && { rootForcedBoard: position.forcedBoard ?? null }),
		...recordArraysOver(out.buffer, out.kept)
	};
	return {
		bestMove: firstBest(out.moves),
		value: out.value,
		moves: out.moves,
		nodes: out.examined,
		examined: out.examined,
		kept: out.kept,
		tableEntries: out.tableEntries,
		tableHits: out.tableHits,
		horizonLeaves: out.horizonLeaves,
		result: nodeOutcome(record, 0),
		record,
		options: opts
	};
}

/** The root moves of a whole record with their scores, and the first best (the tie-break). */
function rootMovesOf(record: SearchRecord): { moves: MoveScore[]; bestMove: number | null } {
	const moves: MoveScore[] = [];
	for (let c = 1; c < record.count; c = record.end[c]) {
		moves.push({ cell: record.move[c], score: record.value[c], bound: nodeBound(record, c) });
	}
	return { moves, bestMove: firstBest(moves) };
}

/** The first move with the best score (a strict improvement replaces the best), or null. */
function firstBest(moves: readonly MoveScore[]): number | null {
	let bestMove: number | null = null;
	let bestScore = -Infinity;
	for (const m of moves) {
		if (m.score > bestScore) {
			bestScore = m.score;
			bestMove = m.cell;
		}
	}
	return bestMove;
}

/** The AI's move in `position` under `options`, or null when the game is over. */
export function bestMove(position: Position, options: Partial<SearchOptions> = {}): number | null {
	return search(position, options).bestMove;
}
