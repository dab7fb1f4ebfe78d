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
	type PositionErrorCode
} from '$lib/engine';

/** The error parsePosition throws for `text`. */
function errorOf(text: string): PositionError {
	try {
		parsePosition(text);
	} catch (error) {
		if (error instanceof PositionError) return error;
		throw error;
	}
	throw new Error(`"${text}" parsed without an error`);
}

const CASES: { text: string; code: PositionErrorCode; params: object; message: string }[] = [
	{
		text: 'XAX/.O./X..',
		code: 'invalid-character',
		params: { character: 'A' },
		message: `Unexpected character "A": use X, O, and '.', '_' or '-' for an empty cell.`
	},
	{
		text: 'XOXOXOXO',
		code: 'cell-count',
		params: { count: 8 },
		message: 'A board has 9 cells, this one has 8.'
	},
	{
		text: 'XOX/.O.',
		code: 'row-shape',
		params: { rows: 2, row: null, rowText: null, rowCells: null },
		message: "A board has 3 rows separated by '/', this one has 2."
	},
	{
		text: 'XOX/.O ..  ./X..',
		code: 'row-shape',
		params: { rows: 3, row: 2, rowText: '.O...', rowCells: 5 },
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
		params: {},
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
		params: { side: 'X', alternative: 'XXX/OO./O.. o' },
		message:
			'X already has a line of three, so X cannot be to move. If O moved first, `XXX/OO./O.. o` is a finished game won by X.'
	},
	{
		text: 'OOO/XX./X.. o',
		code: 'side-to-move-won',
		params: { side: 'O', alternative: 'OOO/XX./X..' },
		message:
			'O already has a line of three, so O cannot be to move. If X moved first, `OOO/XX./X..` is a finished game won by O.'
	},
	{
		text: 'OOO/XX./XX.',
		code: 'side-to-move-won',
		params: { side: 'O', alternative: null },
		message:
			"O already has a line of three, so O cannot be to move. X has one mark more, so it is O's turn: no game goes on after a line."
	}
];

describe('position errors carry a code, params and an English message', () => {
	it.each(CASES)('$code: $text', ({ text, code, params, message }) => {
		const error = errorOf(text);
		expect(error.code).toBe(code);
		expect(error.params).toEqual(params);
		expect(error.message).toBe(message);
	});

	it('covers every code', () => {
		expect(new Set(CASES.map((c) => c.code))).toEqual(new Set(POSITION_ERROR_CODES));
	});

	it.each(CASES.filter((c) => 'alternative' in c.params && c.params.alternative))(
		'the alternative named for $text is valid',
		({ text }) => {
			const error = errorOf(text) as PositionError<'side-to-move' | 'side-to-move-won'>;
			const alternative = parsePosition(error.params.alternative as string);
			// The same board, another side to move.
			expect(formatPosition(alternative, false)).toBe(text.split(' ')[0]);
			if (error.code === 'side-to-move-won') expect(winner(alternative)).toBe(error.params.side);
		}
	);

	it('shortens a long row in the message and the params', () => {
		const row = 'X'.repeat(5000);
		const error = errorOf(`${row}/.../...`);
		expect(error.params).toEqual({ rows: 3, row: 1, rowText: 'XXXXXXXXXXXX…', rowCells: 5000 });
		expect(error.message).toBe('Row 1 ("XXXXXXXXXXXX…") has 5000 cells, expected 3.');
	});
});
