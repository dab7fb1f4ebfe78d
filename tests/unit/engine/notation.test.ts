/**
 * notation.ts: the error class for each kind of bad input (their params and messages are in
 * errors.test.ts), accepted variants, formatPosition round trip.
 */
import { describe, expect, it } from 'vitest';
import {
	BothSidesWonError,
	CellCountError,
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
