/**
 * A compact list of games (the proof's games, proof-games.ts): every game's moves in one byte
 * array, an offset array and an outcome code per game, a few kilobytes for the 1,424 games of the
 * proof, and transferable to and from a Web Worker. A reader decodes one game; `replayGame` gives
 * the positions of a game so that the page can show the AI's decision at each of its turns.
 *
 * | field   | type        | meaning                                                            |
 * |---------|-------------|--------------------------------------------------------------------|
 * | moves   | Uint8Array  | cells 0-8 of every game's moves, game after game                   |
 * | start   | Uint32Array | count + 1 offsets: game g's moves are moves[start[g], start[g+1])   |
 * | outcome | Uint8Array  | per game: OUTCOME_X, OUTCOME_O or OUTCOME_DRAW (engine record.ts)   |
 */
import {
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	formatPosition,
	play,
	type Mark,
	type Outcome,
	type Position
} from '../engine/index';

/** Games stored compactly (see the table in the module doc). */
export interface GameList {
	readonly count: number;
	readonly moves: Uint8Array;
	readonly start: Uint32Array;
	readonly outcome: Uint8Array;
}

/** One game, decoded. */
export interface Game {
	/** Cells 0-8 in the order played, the first move first. */
	readonly moves: readonly number[];
	readonly outcome: Outcome;
	/** Ply of the final move (= moves.length). */
	readonly ply: number;
}

const OUTCOMES: Readonly<Record<number, Outcome>> = {
	[OUTCOME_X]: 'X',
	[OUTCOME_O]: 'O',
	[OUTCOME_DRAW]: 'draw'
};

/** Packs plain arrays into a GameList (start has count + 1 entries, the first 0). */
export function gameListOf(
	moves: readonly number[],
	start: readonly number[],
	outcome: readonly number[]
): GameList {
	return {
		count: outcome.length,
		moves: Uint8Array.from(moves),
		start: Uint32Array.from(start),
		outcome: Uint8Array.from(outcome)
	};
}

/**
 * Game `g` of the list.
 * @throws RangeError when g is not an integer in 0..count-1.
 */
export function gameAt(list: GameList, g: number): Game {
	if (!Number.isInteger(g) || g < 0 || g >= list.count) {
		throw new RangeError(`Game ${g} does not exist: the list has ${list.count} games.`);
	}
	const moves = Array.from(list.moves.subarray(list.start[g], list.start[g + 1]));
	return { moves, outcome: OUTCOMES[list.outcome[g]], ply: moves.length };
}

/** Indices of the games that end with `outcome` (any when omitted) on `ply` (any when omitted). */
export function gamesWhere(
	list: GameList,
	filter: { outcome?: Outcome; ply?: number } = {}
): number[] {
	const out: number[] = [];
	for (let g = 0; g < list.count; g++) {
		if (filter.outcome !== undefined && OUTCOMES[list.outcome[g]] !== filter.outcome) continue;
		if (filter.ply !== undefined && list.start[g + 1] - list.start[g] !== filter.ply) continue;
		out.push(g);
	}
	return out;
}

/** One position of a replayed game. */
export interface ReplayStep {
	/** Plies played so far (0 = the empty board). */
	readonly ply: number;
	/** The position, as notation with the side to move when the counts do not imply it. */
	readonly position: string;
	/** The side to move in it. */
	readonly toMove: Mark;
	/** The move played from it (0-8), null at the final position. */
	readonly move: number | null;
}

/**
 * Replays a game from the empty board with `first` to move: moves.length + 1 positions. The
 * steps whose `toMove` is the AI's mark are the AI's decisions (search them to show their trees).
 * @throws RangeError when a move is illegal (taken cell, game already over).
 */
export function replayGame(first: Mark, moves: readonly number[]): ReplayStep[] {
	let position: Position = { cells: Array(9).fill(null), toMove: first };
	const out: ReplayStep[] = [];
	moves.forEach((move, ply) => {
		out.push({ ply, position: formatPosition(position), toMove: position.toMove, move });
		position = play(position, move);
	});
	out.push({
		ply: moves.length,
		position: formatPosition(position),
		toMove: position.toMove,
		move: null
	});
	return out;
}
