/**
 * The exact value of a position, in one place: the game review (review/solve.ts) and Monte Carlo
 * tree search's exact column (mcts/exact.ts) call it. Values are from the point of view of the
 * side to move, with or without the depth penalty (docs/conventions.md, "Scores": win WIN - d,
 * loss d - WIN, draw 0, d the depth of the finished position below this one; without the penalty
 * WIN, -WIN, 0).
 *
 * How it is found:
 * - a finished position: its result at depth 0;
 * - a game whose definition names the solver (GameDef.techniques.exact 'solver', Connect Four):
 *   the exact solver (connect4-solver.ts), its score turned into a minimax value by `solverValue`;
 * - otherwise: alpha-beta over the whole tree, no depth limit, the record keeping only the root.
 *   A game searched without the table (GameDef.techniques.exactTable false: 3x3) goes in index
 *   order (the lean 3x3 search: its tie-break keeps the lowest cell, as plain minimax does,
 *   docs/conventions.md, "Tie-break"); a bigger one centre first with the table (the 4x4 board:
 *   about 0.9 M nodes from the empty board; ultimate tic-tac-toe only near its end).
 */
import type { Position } from './board';
import { solveConnect4, solverValue } from './connect4-solver';
import { dropCell, gameOutcome, playMove } from './game-board';
import type { GameDef } from './games';
import { search } from './search';
import { SearchAbortedError } from './search-control';

/** A position's exact value for its side to move, with the first best move. */
export interface ExactValue {
	/** The minimax value (module docstring). */
	readonly value: number;
	/** The cell of the first best move (the search's tie-break), or null when the game is over. */
	readonly best: number | null;
	/** Positions the search (or the solver) examined; 0 for a finished position. */
	readonly nodes: number;
}

/**
 * The value of a position reached by one move, from the point of view of the player who made it,
 * given the child's value from its own side to move: a loss there is this player's win one ply
 * later, and the other way round (with the depth penalty a win at depth d from the child is at
 * depth d + 1 from here).
 */
export function valueThroughMove(childValue: number, depthPenalty: boolean): number {
	if (childValue === 0) return 0;
	if (!depthPenalty) return -childValue;
	return childValue > 0 ? -childValue + 1 : -childValue - 1;
}

/**
 * The value of `position` when the game is over there (from its side to move, at depth 0: 0 for a
 * draw, -WIN when the other side has a line, +WIN if the side to move has one, which no game
 * reaches), or null while the game goes on.
 */
export function finishedValue(game: GameDef, position: Position): number | null {
	const end = gameOutcome(game, position.cells);
	if (end === null) return null;
	return end === 'draw' ? 0 : end === position.toMove ? game.win : -game.win;
}

/**
 * The exact value of `position`, a valid position of `game` (module docstring).
 * @param shouldAbort asked before the search and every few thousand nodes of it (see
 *   SearchControl.shouldAbort); true stops.
 * @throws SearchAbortedError when shouldAbort says so; RangeError when the position does not have
 *   the game's cell count.
 */
export function exactValue(
	game: GameDef,
	position: Position,
	depthPenalty: boolean,
	shouldAbort: (() => boolean) | null = null
): ExactValue {
	if (position.cells.length !== game.cellCount) {
		throw new RangeError(
			`A ${game.id} position has ${game.cellCount} cells, this one has ${position.cells.length}.`
		);
	}
	const finished = finishedValue(game, position);
	if (finished !== null) return { value: finished, best: null, nodes: 0 };
	// Asked once before anything is allocated (the 3x3 search asks only then too).
	if (shouldAbort !== null && shouldAbort()) throw new SearchAbortedError(0);
	const abort = shouldAbort === null ? {} : { shouldAbort };
	if (game.techniques.exact === 'solver') {
		const s = solveConnect4(position, { columns: 'best', ...abort });
		return {
			value: solverValue(s.score, s.mine, s.theirs, depthPenalty),
			best: dropCell(game, position.cells, s.bestColumn as number),
			nodes: s.nodes
		};
	}
	const small = !game.techniques.exactTable;
	const r = search(
		position,
		{
			game: game.id,
			alphaBeta: true,
			depthPenalty,
			order: small ? 'index' : 'center-first',
			transpositionTable: !small,
			depthLimit: null
		},
		undefined,
		// The 3x3 tree fits the record: the lean search records it whole, faster than it keeps one node.
		small ? abort : { nodeBudget: 1, ...abort }
	);
	return { value: r.value, best: r.bestMove, nodes: r.nodes };
}

/**
 * The exact value of playing `cell` in `position`, for the player who plays it: a move that ends
 * the game scores at depth 1 (WIN - 1 with the depth penalty, WIN without, or 0 for a draw);
 * otherwise valueThroughMove of the child's exactValue.
 * @throws RangeError as playMove when the move is not legal; SearchAbortedError as exactValue.
 */
export function exactMoveValue(
	game: GameDef,
	position: Position,
	cell: number,
	depthPenalty: boolean,
	shouldAbort: (() => boolean) | null = null
): number {
	const child = playMove(game, position, cell);
	const finished = finishedValue(game, child);
	if (finished !== null) return valueThroughMove(finished, depthPenalty);
	return valueThroughMove(exactValue(game, child, depthPenalty, shouldAbort).value, depthPenalty);
}
