/**
 * errors.ts: every position error carries its code and the values a message in any language needs
 * (params), and an English message built from them; the hints name a valid reading when there is one.
 */
import { describe, expect, it } from 'vitest';
import {
	POSITION_ERROR_CODES,
	PositionError,
	formatPosition,
	parsePosition,
	winner,
	type GameId,
	type PositionErrorCode
} from '$lib/engine';
import { ULTIMATE_ERROR_TEXTS } from '../fixtures/ultimate-positions';

/** The error parsePosition throws for `text` in `game` (3x3 by default). */
function errorOf(text: string, game: GameId = 'ttt3'): PositionError {
	try {
		parsePosition(text, game);
	} catch (error) {
		if (error instanceof PositionError) return error;
		throw error;
	}
	throw new Error(`"${text}" parsed without an error`);
}

interface Case {
	text: string;
	game?: GameId;
	code: PositionErrorCode;
	params: object;
	message: string;
}

/** A Connect Four board from its lowest rows (bottom last), empty rows above them. */
const c4 = (...rows: string[]) => [...Array(6 - rows.length).fill('.......'), ...rows].join('/');

const CASES: Case[] = [
	{
		text: 'XAX/.O./X..',
		code: 'invalid-character',
		params: { character: 'A' },
		message: `Unexpected character "A": use X, O, and '.', '_' or '-' for an empty cell.`
	},
	{
		text: 'XOXOXOXO',
		code: 'cell-count',
		params: { count: 8, expected: 9 },
		message: 'A board has 9 cells, this one has 8.'
	},
	{
		text: 'XOX/.O.',
		code: 'row-shape',
		params: {
			rows: 2,
			row: null,
			rowText: null,
			rowCells: null,
			expectedRows: 3,
			expectedCells: 3
		},
		message: "A board has 3 rows separated by '/', this one has 2."
	},
	{
		text: 'XOX/.O ..  ./X..',
		code: 'row-shape',
		params: { rows: 3, row: 2, rowText: '.O...', rowCells: 5, expectedRows: 3, expectedCells: 3 },
		message: 'Row 2 (".O...") has 5 cells, expected 3.'
	},
	{
		text: 'XXX/.../...',
		code: 'mark-count',
		params: { xCount: 3, oCount: 0 },
		message: 'X has 3 marks and O has 0: the counts may differ by at most one.'
	},
	{
		text: 'OOO/.../XXX',
		code: 'both-won',
		params: { length: 3 },
		message: 'Both X and O have a line of three: no game reaches this position.'
	},
	{
		text: 'XOX/.O./X.. x',
		code: 'side-to-move',
		params: { side: 'X', implied: 'O', alternative: 'XOX/.O./X..' },
		message:
			'X cannot be to move: X has more marks than O. With O to move, `XOX/.O./X..` is a valid position.'
	},
	{
		text: 'OOO/XX./XX. x',
		code: 'side-to-move',
		params: { side: 'X', implied: 'O', alternative: null },
		message: 'X cannot be to move: X has more marks than O.'
	},
	{
		text: 'XXX/OO./O..',
		code: 'side-to-move-won',
		params: { side: 'X', alternative: 'XXX/OO./O.. o', length: 3 },
		message:
			'X already has a line of three, so X cannot be to move. If O moved first, `XXX/OO./O.. o` is a finished game won by X.'
	},
	{
		text: 'OOO/XX./X.. o',
		code: 'side-to-move-won',
		params: { side: 'O', alternative: 'OOO/XX./X..', length: 3 },
		message:
			'O already has a line of three, so O cannot be to move. If X moved first, `OOO/XX./X..` is a finished game won by O.'
	},
	{
		text: 'OOO/XX./XX.',
		code: 'side-to-move-won',
		params: { side: 'O', alternative: null, length: 3 },
		message:
			"O already has a line of three, so O cannot be to move. X has one mark more, so it is O's turn: no game goes on after a line."
	},
	{
		text: 'XOX/.O./X..',
		game: 'ttt4',
		code: 'row-shape',
		params: {
			rows: 3,
			row: null,
			rowText: null,
			rowCells: null,
			expectedRows: 4,
			expectedCells: 4
		},
		message: "A board has 4 rows separated by '/', this one has 3."
	},
	{
		text: 'X.../.O../.../....',
		game: 'ttt4',
		code: 'row-shape',
		params: { rows: 4, row: 3, rowText: '...', rowCells: 3, expectedRows: 4, expectedCells: 4 },
		message: 'Row 3 ("...") has 3 cells, expected 4.'
	},
	{
		text: 'XOXOXOXOX',
		game: 'ttt4',
		code: 'cell-count',
		params: { count: 9, expected: 16 },
		message: 'A board has 16 cells, this one has 9.'
	},
	{
		text: 'XXXX/OOOO/..../....',
		game: 'ttt4',
		code: 'both-won',
		params: { length: 4 },
		message: 'Both X and O have a line of four: no game reaches this position.'
	},
	{
		text: 'XXXX/OOO./O.../....',
		game: 'ttt4',
		code: 'side-to-move-won',
		params: { side: 'X', alternative: 'XXXX/OOO./O.../.... o', length: 4 },
		message:
			'X already has a line of four, so X cannot be to move. If O moved first, `XXXX/OOO./O.../.... o` is a finished game won by X.'
	},
	{
		text: `${Array(5).fill('.......').join('/')}/X.O.X.`,
		game: 'connect4',
		code: 'row-shape',
		params: { rows: 6, row: 6, rowText: 'X.O.X.', rowCells: 6, expectedRows: 6, expectedCells: 7 },
		message: 'Row 6 ("X.O.X.") has 6 cells, expected 7.'
	},
	{
		text: c4('..X....', '...O...'),
		game: 'connect4',
		code: 'floating',
		params: { column: 3, row: 5 },
		message:
			'The disc in column 3, row 5 floats above an empty cell: a disc drops to the lowest empty cell of its column.'
	},
	{
		text: c4('O......', 'O......', 'OXX....', 'OXXX...'),
		game: 'connect4',
		code: 'side-to-move-won',
		params: {
			side: 'O',
			alternative: null,
			length: 4
		},
		message:
			"O already has a line of four, so O cannot be to move. X has one mark more, so it is O's turn: no game goes on after a line."
	},
	...ultimateCase(
		'forced-board-syntax',
		{ text: null },
		"The board to play in is missing: after the nine rows write a space and 1 to 9, or '*' for any board."
	),
	...ultimateCase(
		'first-mark',
		{ xCount: 0, oCount: 1 },
		'O has 1 mark and X has 0: X moves first, so O never has more marks than X.'
	),
	...ultimateCase(
		'small-board-both-won',
		{ board: 1 },
		'Board 1 holds a line of X and a line of O: a small board closes at its first line.'
	),
	...ultimateCase(
		'big-board-both-won',
		{},
		'Both X and O have three won boards in a row: no game reaches this position.'
	),
	...ultimateCase(
		'big-board-side-won',
		{ side: 'X' },
		'X already has three won boards in a row, so the game is over and X cannot be to move.'
	),
	...ultimateCase(
		'forced-board-closed',
		{ board: 1, state: 'X' },
		"Board 1 cannot be the board to play in: it is won by X. Write '*' for any board."
	),
	...ultimateCase(
		'forced-board-unreachable',
		{ board: 1, side: 'X' },
		'No last move by X sends the opponent to board 1: X has no mark in cell 1 of a board that was still open.'
	),
	...ultimateCase(
		'any-board-unreachable',
		{ side: 'X' },
		"'*' (any board) needs a last move by X into a cell whose board is closed, and no mark of X is one."
	)
];

/** The case of an ultimate error code, from its fixture text. */
function ultimateCase(
	code: keyof typeof ULTIMATE_ERROR_TEXTS,
	params: object,
	message: string
): Case[] {
	return [{ text: ULTIMATE_ERROR_TEXTS[code], game: 'ultimate', code, params, message }];
}

describe('position errors carry a code, params and an English message', () => {
	it.each(CASES)('$code: $text', ({ text, game, code, params, message }) => {
		const error = errorOf(text, game);
		expect(error.code).toBe(code);
		expect(error.params).toEqual(params);
		expect(error.message).toBe(message);
	});

	it('covers every code', () => {
		expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(POSITION_ERROR_CODES));
	});

	it.each(CASES.filter((c) => 'alternative' in c.params && c.params.alternative))(
		'the alternative named for $text is valid',
		({ text, game }) => {
			const error = errorOf(text, game) as PositionError<'side-to-move' | 'side-to-move-won'>;
			const alternative = parsePosition(error.params.alternative as string, game);
			// The same board, another side to move.
			expect(formatPosition(alternative, false)).toBe(text.split(' ')[0]);
			if (error.code === 'side-to-move-won') expect(winner(alternative)).toBe(error.params.side);
		}
	);

	it('shortens a long row in the message and the params', () => {
		const row = 'X'.repeat(5000);
		const error = errorOf(`${row}/.../...`);
		expect(error.params).toEqual({
			rows: 3,
			row: 1,
			rowText: 'XXXXXXXXXXXX…',
			rowCells: 5000,
			expectedRows: 3,
			expectedCells: 3
		});
		expect(error.message).toBe('Row 1 ("XXXXXXXXXXXX…") has 5000 cells, expected 3.');
	});
});
