/**
 * `moves=` links: a game given as a comma-separated list of cells, numbers 1-9 or coordinates (mixed
 * is accepted), for example "5,1,9" or "b2,a1,c3", replayed from a game's start position with its
 * rules. A bad list gets a typed error naming the item (0-based index and text) and why.
 */
import { formatCell, parseCell, type CellNaming } from './cell-names';
import { play, type Game } from './game';
import { err, ok, type Result } from './result';
import type { GameDef } from '$lib/engine';

/**
 * Why a move list was refused: an item that is not a cell name ('bad-cell-name', with `reason`
 * 'syntax' or 'out-of-range'), a cell already taken, a cell not playable under gravity, or a move
 * after the game was already over.
 */
export interface MoveListError {
	readonly code: 'bad-cell-name' | 'cell-taken' | 'not-playable' | 'game-over' | 'out-of-range';
	/** 0-based position of the item in the list. */
	readonly index: number;
	/** The item as written. */
	readonly item: string;
	/** The cell the item names (0-based), when it names one. */
	readonly cell: number | null;
	/** For 'bad-cell-name': malformed text, or a cell off the board. */
	readonly reason: 'syntax' | 'out-of-range' | null;
}

/**
 * The cells a list names, without replaying them. An empty (or blank) text is the empty list.
 */
export function parseMoveList(rules: GameDef, text: string): Result<number[], MoveListError> {
	if (text.trim() === '') return ok([]);
	const cells: number[] = [];
	const items = text.split(',');
	for (let index = 0; index < items.length; index++) {
		const item = items[index];
		const cell = parseCell(rules, item);
		if (!cell.ok) {
			return err({ code: 'bad-cell-name', index, item, cell: null, reason: cell.error.reason });
		}
		cells.push(cell.value);
	}
	return ok(cells);
}

/**
 * Replays the list on `game` (normally a new game: its start position and seats), move by move under
 * its rules. The moves are played whoever sits on each mark; the page then lets the computer move if
 * it is its turn.
 * @returns the game with the moves played, or the first bad item. The input game is unchanged.
 */
export function replayMoveList<A>(game: Game<A>, text: string): Result<Game<A>, MoveListError> {
	const parsed = parseMoveList(game.rules, text);
	if (!parsed.ok) return parsed;
	const items = text.split(',');
	let g = game;
	for (let index = 0; index < parsed.value.length; index++) {
		const cell = parsed.value[index];
		const played = play(g, cell);
		if (!played.ok) {
			return err({ code: played.error.code, index, item: items[index], cell, reason: null });
		}
		g = played.value;
	}
	return ok(g);
}

/** The list of a game's moves for a link, for example "5,1,9" or "b2,a1,c3". */
export function formatMoveList(game: Game<unknown>, naming: CellNaming): string {
	return game.moves.map((cell) => formatCell(game.rules, cell, naming)).join(',');
}
