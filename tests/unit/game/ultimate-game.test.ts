/**
 * Ultimate tic-tac-toe in the game model: the board a move sends the opponent to limits the legal
 * cells, a won target board frees the choice, a small board won is not the game, three won boards
 * in a row are, and a start position keeps its forced board through play, undo and storage.
 */
import { describe, expect, it } from 'vitest';
import { cellOfBoard, parsePosition, type Position } from '$lib/engine';
import {
	DEFAULT_SETTINGS,
	ULTIMATE,
	boardOutcome,
	checkPosition,
	currentPosition,
	emptyCells,
	legalCells,
	openPosition,
	parseSeries,
	play,
	positionAt,
	result,
	serializeSeries,
	startSeries,
	undo,
	type Game
} from '$lib/game';
import { marksIn, ultimateNotation } from '../fixtures/ultimate-positions';

const people = { ...DEFAULT_SETTINGS, rules: ULTIMATE, opponent: 'person' as const };

/** The cells of small board b, ascending. */
const boardCells = (b: number) =>
	Array.from({ length: 9 }, (_, k) => cellOfBoard(b, k)).sort((x, y) => x - y);

function playAll(game: Game, cells: readonly number[]): Game {
	let g = game;
	for (const cell of cells) {
		const r = play(g, cell);
		if (!r.ok) throw new Error(`cell ${cell}: ${r.error.code}`);
		g = r.value;
	}
	return g;
}

describe('ultimate game model', () => {
	it('opens on the empty 9x9 grid, X to move in any board: 81 legal cells', () => {
		const game = startSeries(people).game;
		expect(game.rules.id).toBe('ultimate');
		expect(game.start.toMove).toBe('X');
		expect(legalCells(ULTIMATE, emptyCells(ULTIMATE))).toHaveLength(81);
	});

	it('board 5, cell 3 sends O to board 3: only its nine cells are legal, a cell elsewhere is refused', () => {
		const game = playAll(startSeries(people).game, [cellOfBoard(4, 2)]);
		const position = currentPosition(game);
		expect(position.toMove).toBe('O');
		expect(position.forcedBoard).toBe(2);
		expect(legalCells(ULTIMATE, position.cells, position.forcedBoard)).toEqual(boardCells(2));
		const wrong = play(game, cellOfBoard(0, 0));
		expect(wrong.ok ? null : wrong.error.code).toBe('not-playable');
		expect(play(game, cellOfBoard(2, 4)).ok).toBe(true);
	});

	it('a move sending the opponent to a won board frees the choice to every open board', () => {
		// X has won board 1 (cells 1, 2, 3); O to move in board 2.
		const text = ultimateNotation(
			[...marksIn(0, [0, 1, 2], 'X'), ...marksIn(2, [0, 1], 'O'), [3, 0, 'O'], [1, 4, 'X']],
			'2'
		);
		const start = parsePosition(text, 'ultimate');
		const opened = openPosition(startSeries(people), start);
		expect(opened.ok).toBe(true);
		if (!opened.ok) return;
		// O plays board 2, cell 1: board 1 is won, so X may play in any open board.
		const game = playAll(opened.value.game, [cellOfBoard(1, 0)]);
		const position = currentPosition(game);
		expect(position.forcedBoard).toBe(null);
		const legal = legalCells(ULTIMATE, position.cells, position.forcedBoard);
		expect(legal.some((c) => boardCells(0).includes(c))).toBe(false);
		expect(legal).toHaveLength(81 - 9 - 5);
	});

	it('a won small board is not the end; three won boards in a row win the game', () => {
		const won = ultimateNotation(marksIn(0, [0, 1, 2], 'X').concat(marksIn(3, [0, 1], 'O')), '*');
		const cells = parsePosition(won, 'ultimate').cells;
		expect(boardOutcome(ULTIMATE, cells)).toBe(null);
		const three = [0, 4, 8].flatMap((b) => marksIn(b, [0, 1, 2], 'X'));
		const over = parsePosition(
			ultimateNotation(
				[...three, ...marksIn(1, [0, 1, 3, 4], 'O'), ...marksIn(2, [0, 1, 5, 6], 'O')],
				'*'
			),
			'ultimate'
		).cells;
		const outcome = boardOutcome(ULTIMATE, over);
		expect(outcome?.kind).toBe('line');
		if (outcome?.kind !== 'line') return;
		expect(outcome.winner).toBe('X');
		expect(outcome.lines).toEqual([
			[...boardCells(0), ...boardCells(4), ...boardCells(8)].sort((a, b) => a - b)
		]);
	});

	it('keeps the start position forced board through play, undo and storage', () => {
		const start = parsePosition(ultimateNotation([[4, 6, 'X']], '7'), 'ultimate');
		expect(checkPosition(ULTIMATE, start)).toBe(null);
		const opened = openPosition(startSeries(people), start);
		if (!opened.ok) throw new Error(opened.error.code);
		const game = playAll(opened.value.game, [cellOfBoard(6, 4)]);
		expect(positionAt(game, 0).forcedBoard).toBe(6);
		expect(currentPosition(game).forcedBoard).toBe(4);
		const back = undo(game);
		expect(back.ok && currentPosition(back.value).forcedBoard).toBe(6);
		const stored = parseSeries(serializeSeries({ ...opened.value, game }));
		expect(stored.ok && currentPosition(stored.value.game).forcedBoard).toBe(4);
		expect(stored.ok && stored.value.game.start.forcedBoard).toBe(6);
	});

	it('refuses a start whose forced board is closed, with the notation code', () => {
		const p: Position = {
			...parsePosition(
				ultimateNotation([...marksIn(0, [0, 1, 2], 'X'), ...marksIn(3, [0, 1], 'O')], '*'),
				'ultimate'
			),
			forcedBoard: 0
		};
		expect(checkPosition(ULTIMATE, p)).toBe('forced-board-closed');
		expect(result(startSeries(people).game)).toBe(null);
	});
});
