/**
 * notation.ts: the error class for each kind of bad input (their params and messages are in
 * errors.test.ts), accepted variants, formatPosition round trip.
 */
import { describe, expect, it } from 'vitest';
import {
	BothSidesWonError,
	CellCountError,
	FloatingDiscError,
	InvalidCharacterError,
	MarkCountError,
	PositionError,
	RowShapeError,
	SideToMoveError,
	SideToMoveWonError,
	formatPosition,
	parsePosition,
	type Mark
} from '$lib/engine';
import { reachablePositions } from '../fixtures/positions';

describe('bad notation gets the right error class', () => {
	it.each([
		{
			name: 'both sides have a line',
			text: 'OOO/.../XXX',
			error: BothSidesWonError,
			code: 'both-won'
		},
		{ name: 'a row of four cells', text: 'XXXX/.../...', error: RowShapeError, code: 'row-shape' },
		{ name: 'two rows', text: 'XOX/.O.', error: RowShapeError, code: 'row-shape' },
		{ name: 'four rows', text: 'XOX/.O./X../...', error: RowShapeError, code: 'row-shape' },
		{
			name: 'ten cells without slashes',
			text: 'XOXOXOXOX.',
			error: CellCountError,
			code: 'cell-count'
		},
		{
			name: 'eight cells without slashes',
			text: 'XOXOXOXO',
			error: CellCountError,
			code: 'cell-count'
		},
		{ name: 'empty text', text: '', error: CellCountError, code: 'cell-count' },
		{
			name: 'the letter A',
			text: 'XAX/.O./X..',
			error: InvalidCharacterError,
			code: 'invalid-character'
		},
		{
			name: 'a digit',
			text: 'XOX/1O./X..',
			error: InvalidCharacterError,
			code: 'invalid-character'
		},
		{ name: 'three X and no O', text: 'XXX/.../...', error: MarkCountError, code: 'mark-count' },
		{ name: 'two O and no X', text: 'OO./.../...', error: MarkCountError, code: 'mark-count' },
		{
			name: 'X to move with a line (counts imply X)',
			text: 'XXX/OO./O..',
			error: SideToMoveWonError,
			code: 'side-to-move-won'
		},
		{
			name: 'X to move with a line (explicit x, equal counts)',
			text: 'XXX/OO./O.. x',
			error: SideToMoveWonError,
			code: 'side-to-move-won'
		},
		{
			name: 'O to move with a line (explicit o, equal counts)',
			text: 'OOO/XX./X.. o',
			error: SideToMoveWonError,
			code: 'side-to-move-won'
		},
		{
			name: 'O to move with a line (counts imply O)',
			text: 'OOO/XX./XX.',
			error: SideToMoveWonError,
			code: 'side-to-move-won'
		},
		{
			name: 'explicit x when X has more marks',
			text: 'XOX/.O./X.. x',
			error: SideToMoveError,
			code: 'side-to-move'
		},
		{
			name: 'explicit x when X has more marks and a line',
			text: 'XXX/OO./... x',
			error: SideToMoveError,
			code: 'side-to-move'
		}
	])('$name ($text) throws $error.name', ({ text, error, code }) => {
		let thrown: unknown;
		try {
			parsePosition(text);
		} catch (e) {
			thrown = e;
		}
		expect(thrown).toBeInstanceOf(error);
		expect(thrown).toBeInstanceOf(PositionError);
		const e = thrown as PositionError;
		expect(e.code).toBe(code);
		expect(e.name).toBe(error.name);
		expect(e.message).not.toBe('');
		expect(e.message).not.toContain('\n');
	});

	it('names the offending character', () => {
		expect(() => parsePosition('XAX/.O./X..')).toThrow(/"A"/);
	});

	it('gives the counts in a mark count error', () => {
		expect(() => parsePosition('XXX/.../...')).toThrow(new MarkCountError(3, 0));
	});
});

describe('accepted variants', () => {
	const reference = parsePosition('XOX/.O./X..');

	it('parses the reference notation', () => {
		expect(reference).toEqual({
			cells: ['X', 'O', 'X', null, 'O', null, 'X', null, null],
			toMove: 'O'
		});
	});

	it.each([
		{ name: 'no slashes', text: 'XOX.O.X..' },
		{ name: 'underscores for empty', text: 'XOX/_O_/X__' },
		{ name: 'dashes for empty', text: 'XOX/-O-/X--' },
		{ name: 'mixed empty signs', text: 'XOX/_O-/X.-' },
		{ name: 'spaces between rows', text: 'XOX / .O. / X..' },
		{ name: 'spaces between cells', text: 'X O X . O . X . .' },
		{ name: 'leading and trailing spaces', text: '  XOX/.O./X..  ' },
		{ name: 'lower case', text: 'xox/.o./x..' },
		{ name: 'explicit side, lower case', text: 'XOX/.O./X.. o' },
		{ name: 'explicit side, upper case', text: 'XOX/.O./X.. O' },
		{ name: 'no slashes with explicit side', text: 'xox.o.x.. o' }
	])('$name: "$text"', ({ text }) => {
		expect(parsePosition(text)).toEqual(reference);
	});

	it.each([
		{ name: 'empty board, counts', text: '.........', toMove: 'X' },
		{ name: 'empty board, explicit o', text: '......... o', toMove: 'O' },
		{ name: 'empty board, explicit x', text: '......... x', toMove: 'X' },
		{ name: 'equal counts, explicit o', text: 'X../.O./... o', toMove: 'O' },
		{ name: 'O has one more, counts', text: 'O../.../...', toMove: 'X' }
	])('side to move: $name', ({ text, toMove }) => {
		expect(parsePosition(text).toMove).toBe(toMove);
	});
});

describe('formatPosition', () => {
	it.each([
		{ name: 'counts imply the side', text: 'xox.o.x..', formatted: 'XOX/.O./X..' },
		{ name: 'O first on the empty board', text: '......... o', formatted: '.../.../... o' },
		{ name: 'equal counts, O to move', text: 'X../.O./... o', formatted: 'X../.O./... o' }
	])('$name: "$formatted"', ({ text, formatted }) => {
		const position = parsePosition(text);
		expect(formatPosition(position)).toBe(formatted);
		expect(formatPosition(position, false)).toBe(formatted.split(' ')[0]);
	});

	it.each([
		{ name: 'X first', first: 'X' as Mark },
		{ name: 'O first', first: 'O' as Mark }
	])('round-trips every reachable position, $name', ({ first }) => {
		const positions = reachablePositions(first);
		expect(positions.length).toBe(5_478);
		const broken = positions
			.filter(({ position }) => {
				const text = formatPosition(position);
				const back = parsePosition(text);
				return (
					back.toMove !== position.toMove ||
					back.cells.join() !== position.cells.join() ||
					formatPosition(back) !== text
				);
			})
			.map(({ position }) => formatPosition(position));
		expect(broken).toEqual([]);
	});
});

describe('notation of the bigger games', () => {
	const C4_ROWS = ['.......', '.......', '.......', '...O...', '...X...', '..XXO..'];

	it('reads 4x4 rows top to bottom, with the variants 3x3 accepts', () => {
		const position = parsePosition('X.../.O../..../...X', 'ttt4');
		expect(position.cells).toHaveLength(16);
		expect([position.cells[0], position.cells[5], position.cells[15]]).toEqual(['X', 'O', 'X']);
		expect(position.toMove).toBe('O');
		expect(parsePosition(' x... _o__ ---- ...x ', 'ttt4')).toEqual(position);
		expect(parsePosition('................ o', 'ttt4').toMove).toBe('O');
	});

	it('reads Connect Four: six rows of seven, the first player X', () => {
		const position = parsePosition(C4_ROWS.join('/'), 'connect4');
		expect(position.cells).toHaveLength(42);
		expect(position.cells[24]).toBe('O');
		expect(position.cells[31]).toBe('X');
		expect([position.cells[37], position.cells[38], position.cells[39]]).toEqual(['X', 'X', 'O']);
		expect(position.toMove).toBe('O');
	});

	it.each([
		{ game: 'ttt4' as const, text: 'X.../.O../..../...X', formatted: 'X.../.O../..../...X' },
		{ game: 'ttt4' as const, text: '................ o', formatted: '..../..../..../.... o' },
		{ game: 'connect4' as const, text: C4_ROWS.join(''), formatted: C4_ROWS.join('/') }
	])('formats $game positions row by row and round-trips them', ({ game, text, formatted }) => {
		const position = parsePosition(text, game);
		expect(formatPosition(position)).toBe(formatted);
		expect(parsePosition(formatPosition(position), game)).toEqual(position);
	});

	it.each([
		{ game: 'ttt4' as const, text: 'XOX/.O./X..', error: RowShapeError },
		{ game: 'ttt4' as const, text: 'XXXX/..../..../...O/....', error: RowShapeError },
		{ game: 'ttt4' as const, text: '.........', error: CellCountError },
		{ game: 'ttt4' as const, text: 'X.../..../..../...Z', error: InvalidCharacterError },
		{ game: 'ttt4' as const, text: 'XX../X.../..../....', error: MarkCountError },
		{ game: 'ttt4' as const, text: 'XXXX/OOOO/..../....', error: BothSidesWonError },
		{ game: 'ttt4' as const, text: 'XXXX/OOO./O.../....', error: SideToMoveWonError },
		{ game: 'ttt4' as const, text: 'X.../..../..../.... x', error: SideToMoveError },
		{ game: 'connect4' as const, text: 'XOX/.O./X..', error: RowShapeError },
		{ game: 'connect4' as const, text: 'X'.repeat(41), error: CellCountError },
		{ game: 'connect4' as const, text: '.../'.repeat(5) + '...', error: RowShapeError },
		{ game: 'connect4' as const, text: 'X' + '.'.repeat(41), error: FloatingDiscError },
		{ game: 'connect4' as const, text: '.'.repeat(35) + 'XXXX...', error: MarkCountError },
		{
			game: 'connect4' as const,
			text: '.'.repeat(14) + 'O......'.repeat(3) + 'OXXXX..',
			error: BothSidesWonError
		},
		{ game: 'connect4' as const, text: '.'.repeat(35) + 'XXX.OO. x', error: SideToMoveError }
	])('$game: "$text" throws $error.name', ({ game, text, error }) => {
		expect(() => parsePosition(text, game)).toThrow(error);
	});

	it('a floating disc gets its own error, naming its column and row', () => {
		let thrown: unknown;
		try {
			parsePosition(
				['.......', '.......', '.......', '..X....', '.......', '...O...'].join('/'),
				'connect4'
			);
		} catch (e) {
			thrown = e;
		}
		expect(thrown).toBeInstanceOf(FloatingDiscError);
		expect((thrown as FloatingDiscError).code).toBe('floating');
		expect((thrown as FloatingDiscError).params).toEqual({ column: 3, row: 4 });
	});

	it('refuses an unknown game with a RangeError', () => {
		expect(() => parsePosition('.........', 'ttt5' as 'ttt4')).toThrow(RangeError);
	});
});
