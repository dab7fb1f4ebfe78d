/**
 * What the page shows of a game, derived from it by pure functions: the players as the status line
 * names them, the status line's parts, and the timeline of both sides' moves. No state: the page's
 * Game (game.svelte.ts) calls these from its $derived values.
 */
import { boardOfCell, type Mark } from '$lib/engine';
import {
	currentPosition,
	isComputerTurn,
	markOf,
	result,
	seatOf,
	seatToMove,
	type Game,
	type SeatIndex,
	type GameStatus,
	type Player,
	type StatusPart
} from '$lib/game';
import type { Decision } from '$lib/stepper';

/** The player on `seat`: you or the computer against the computer, else a person by name. */
export function playerOf(game: Game<unknown>, seat: SeatIndex): Player {
	const mark = markOf(game, seat);
	const occupant = game.seats[seat];
	if (occupant.kind === 'computer') return { kind: 'computer', mark };
	const againstComputer = game.seats[(1 - seat) as SeatIndex].kind === 'computer';
	if (againstComputer) return { kind: 'you', mark };
	return { kind: 'person', seat, name: occupant.name, mark };
}

/** The player holding `mark`. */
export function playerWith(game: Game<unknown>, mark: Mark): Player {
	return playerOf(game, seatOf(game, mark));
}

/** True when the game is against the computer. */
export function againstComputer(game: Game<unknown>): boolean {
	return game.seats.some((seat) => seat.kind === 'computer');
}

/** What else the status line depends on besides the game. */
export interface StatusContext {
	/** The computer's search is running. */
	readonly thinking: boolean;
	/** "Cancel search" stopped the computer's search (absent: no). */
	readonly stopped?: boolean;
	/** The game refused the computer's searched move: the cell (null: none); absent: no. */
	readonly refused?: number | null;
	/** The message of a search that failed, or null. */
	readonly error: string | null;
	/** A one-off sentence: the computer's answer to a draw offer, a declined offer. */
	readonly notice: StatusPart | null;
	/** A draw offer waiting for its answer: by which seat, or the computer considering yours. */
	readonly drawOffer: SeatIndex | 'computer' | null;
	/** Seconds left when the 10-second warning was given for this turn, else null. */
	readonly warning: number | null;
}

/** The sentences about how the game ended. */
function endParts(game: Game<Decision>): StatusPart[] {
	const r = result(game);
	if (r === null) return [];
	const computer = againstComputer(game);
	if (r.kind === 'resignation' || r.kind === 'time') {
		const player = playerWith(game, r.by);
		const winner = playerWith(game, r.winner);
		return [
			r.kind === 'time' ? { kind: 'timeOut', player, winner } : { kind: 'resigned', player, winner }
		];
	}
	if (r.kind === 'agreed-draw') return [{ kind: 'agreedDraw' }];
	const outcome = r.kind === 'line' ? r.winner : 'draw';
	const parts: StatusPart[] = [];
	if (game.moves.length === 0 && game.ending === null) {
		parts.push({ kind: 'finishedPosition', outcome });
	} else if (computer) {
		parts.push({ kind: 'result', outcome, human: markOf(game, 0) });
	} else {
		parts.push({
			kind: 'peopleResult',
			winner: r.kind === 'line' ? playerWith(game, r.winner) : null
		});
	}
	if (r.kind === 'line' && game.rules.board === 'nine-boards') {
		// Ultimate tic-tac-toe: each line is the cells of a row of three won small boards.
		for (const line of r.lines) parts.push({ kind: 'boardLine', boards: boardsOf(line) });
	} else if (r.kind === 'line') {
		parts.push(
			r.lines.length === 1 ? { kind: 'line', cells: r.lines[0] } : { kind: 'lines', lines: r.lines }
		);
	}
	return parts;
}

/** The small boards (0-8, ascending) holding the cells of an ultimate tic-tac-toe line. */
function boardsOf(cells: readonly number[]): number[] {
	return [...new Set(cells.map(boardOfCell))].sort((a, b) => a - b);
}

/**
 * The status line of `game` (see src/lib/i18n/status.ts for the sentences). In ultimate
 * tic-tac-toe, while the game goes on, it also says where the side to move is sent.
 */
export function gameStatus(game: Game<Decision>, context: StatusContext): GameStatus {
	if (context.error) return [{ kind: 'searchFailed', message: context.error }];
	const parts: StatusPart[] = [];
	const n = game.moves.length;
	const choice = n > 0 ? game.notes[n - 1]?.choice : null;
	if (choice) {
		const mark = currentPosition(game).toMove === 'X' ? 'O' : 'X';
		parts.push({ kind: 'computerPlayed', mark, cell: game.moves[n - 1] });
		const proof = game.notes[n - 1]?.analysis?.proof;
		if (proof && proof.cell === game.moves[n - 1]) {
			parts.push({ kind: 'proved', winner: proof.winner, moves: proof.moves });
		}
		if (choice.shortfall) {
			parts.push({ kind: 'notBest', shortfall: choice.shortfall, best: choice.bestMove });
		}
	}
	if (context.notice) parts.push(context.notice);
	const ended = endParts(game);
	if (ended.length) return [...parts, ...ended];
	const mover = seatToMove(game);
	if (context.drawOffer === 'computer') parts.push({ kind: 'drawConsidering' });
	else if (context.drawOffer !== null) {
		const by = context.drawOffer;
		parts.push({
			kind: 'drawOffered',
			player: playerOf(game, by),
			to: playerOf(game, (1 - by) as SeatIndex)
		});
	} else if (context.stopped && !context.thinking && isComputerTurn(game)) {
		parts.push({ kind: 'searchCancelled', mark: markOf(game, mover) });
	} else if (context.refused !== undefined && !context.thinking && isComputerTurn(game)) {
		parts.push({ kind: 'computerRefused', mark: markOf(game, mover), cell: context.refused });
	} else if (context.thinking || isComputerTurn(game)) {
		parts.push({ kind: 'thinking', mark: markOf(game, mover) });
	} else {
		const player = playerOf(game, mover);
		parts.push(
			player.kind === 'you' ? { kind: 'yourTurn', mark: player.mark } : { kind: 'toMove', player }
		);
	}
	if (game.rules.board === 'nine-boards') {
		const position = currentPosition(game);
		parts.push({ kind: 'sentTo', mark: position.toMove, board: position.forcedBoard ?? null });
	}
	if (context.warning !== null) {
		parts.push({ kind: 'timeWarning', player: playerOf(game, mover), seconds: context.warning });
	}
	return parts;
}

/** One move of the game in the timeline. */
export interface TimelineEntry {
	/** Index of the position the move was played from (0 = the start): the ply to show. */
	readonly index: number;
	/** Ply of the move on the board (1 for the first mark on the board, counting a start position's marks). */
	readonly ply: number;
	readonly cell: number;
	readonly player: Player;
	/** The search kept for the position the move was played from (the computer's decision), or null. */
	readonly decision: Decision | null;
}

/** Every move of the game, oldest first, with who played it and the search kept for it. */
export function timelineOf(game: Game<Decision>): TimelineEntry[] {
	const before = game.start.cells.filter((c) => c !== null).length;
	let mark = game.start.toMove;
	return game.moves.map((cell, index) => {
		const entry: TimelineEntry = {
			index,
			ply: before + index + 1,
			cell,
			player: playerWith(game, mark),
			decision: game.notes[index]?.analysis ?? null
		};
		mark = mark === 'X' ? 'O' : 'X';
		return entry;
	});
}
