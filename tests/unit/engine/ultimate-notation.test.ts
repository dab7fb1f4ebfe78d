/**
 * ultimate-notation.ts through parsePosition / formatPosition (notation.ts): the round trip over
 * random games (finished ones included: validation refuses no reachable position), the accepted
 * variants, and each error with its code and params, written in English and French.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	POSITION_ERROR_CODES,
	PositionError,
	emptyUltimatePosition,
	formatPosition,
	parsePosition,
	playUltimateMove,
	ultimateMoves
} from '$lib/engine';
import { CATALOGUES, positionErrorText } from '$lib/i18n';
import { ULTIMATE_EMPTY_ROWS, marksIn, ultimateNotation } from '../fixtures/ultimate-positions';

const EMPTY = ULTIMATE_EMPTY_ROWS;
const notation = ultimateNotation;
const line = marksIn;

/** The error parsePosition throws for `text`, as code and params. */
function errorOf(text: string): { code: string; params: unknown } {
	try {
		parsePosition(text, 'ultimate');
	} catch (e) {
		if (e instanceof PositionError) return { code: e.code, params: e.params };
		throw e;
	}
	throw new Error(`No error for ${text}`);
}

describe('round trip', () => {
	it('the empty board is nine rows of dots and "*"', () => {
		expect(formatPosition(emptyUltimatePosition())).toBe(`${EMPTY} *`);
		expect(parsePosition(`${EMPTY} *`, 'ultimate')).toEqual(emptyUltimatePosition());
	});

	it('after X in the centre: O to move in board 5', () => {
		const p = playUltimateMove(emptyUltimatePosition(), 40);
		const text = formatPosition(p);
		expect(text).toBe(
			'........./........./........./........./....X..../........./........./........./......... 5'
		);
		expect(parsePosition(text, 'ultimate')).toEqual({ ...p, toMove: 'O' });
	});

	it('every position of a random game, finished or not, reads back as itself', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(80), { maxLength: 81 }), (choices) => {
				let p = emptyUltimatePosition();
				for (const k of choices) {
					const moves = ultimateMoves(p);
					if (moves.length === 0) break;
					p = playUltimateMove(p, moves[k % moves.length]);
					expect(parsePosition(formatPosition(p), 'ultimate')).toEqual(p);
				}
			}),
			{ numRuns: 200 }
		);
	});

	it('accepts lower case, "_" and "-", spaces, and the 81 cells without slashes', () => {
		const text = formatPosition(playUltimateMove(emptyUltimatePosition(), 40));
		const variant = `  ${text.replace('X', 'x').replace(/\//g, '').replace('.', '_').replace('.', '-')}  `;
		expect(parsePosition(variant, 'ultimate')).toEqual(parsePosition(text, 'ultimate'));
	});
});

describe('errors', () => {
	it.each([
		['8 rows', `${Array(8).fill('.........').join('/')} *`, 'row-shape', { rows: 8, row: null }],
		[
			'a short row',
			`${EMPTY.replace('.........', '........')} *`,
			'row-shape',
			{ row: 1, rowCells: 8 }
		],
		['a bad character', `${EMPTY.replace('.', 'Z')} *`, 'invalid-character', { character: 'Z' }],
		['80 cells', `${'.'.repeat(80)} *`, 'cell-count', { count: 80, expected: 81 }],
		['no forced field', EMPTY, 'forced-board-syntax', { text: null }],
		['forced field 10', `${EMPTY} 10`, 'forced-board-syntax', { text: '10' }],
		['forced field 0', `${EMPTY} 0`, 'forced-board-syntax', { text: '0' }],
		[
			'X three marks ahead',
			notation(line(0, [0, 4, 8], 'X'), '*'),
			'mark-count',
			{ xCount: 3, oCount: 0 }
		],
		['O first', notation([[4, 4, 'O']], '*'), 'first-mark', { xCount: 0, oCount: 1 }],
		[
			'a small board won by both',
			notation([...line(0, [0, 1, 2], 'X'), ...line(0, [3, 4, 5], 'O')], '*'),
			'small-board-both-won',
			{ board: 1 }
		],
		[
			'both won the big board',
			notation(
				[0, 1, 2]
					.flatMap((b) => line(b, [0, 1, 2], 'X'))
					.concat([3, 4, 5].flatMap((b) => line(b, [0, 1, 2], 'O'))),
				'*'
			),
			'big-board-both-won',
			{}
		],
		[
			'the side to move won the big board',
			notation(
				[0, 1, 2]
					.flatMap((b) => line(b, [0, 1, 2], 'X'))
					.concat([6, 7, 8].flatMap((b) => line(b, [0, 1, 5], 'O'))),
				'*'
			),
			'big-board-side-won',
			{ side: 'X' }
		],
		[
			'a won forced board',
			notation([...line(0, [0, 1, 2], 'X'), ...line(3, [0, 1, 5], 'O')], '1'),
			'forced-board-closed',
			{ board: 1, state: 'X' }
		],
		[
			'a forced board no last move sends to',
			notation([[4, 4, 'X']], '1'),
			'forced-board-unreachable',
			{ board: 1, side: 'X' }
		],
		[
			'a forced board on the empty board',
			`${EMPTY} 5`,
			'forced-board-unreachable',
			{ board: 5, side: 'O' }
		],
		[
			// O's only mark in a cell 3 is in board 1, which X closed after it: not a last move.
			'the last mover mark in a board the other side won',
			notation(
				[
					...line(0, [3, 4, 5], 'X'),
					[0, 2, 'O'],
					[5, 1, 'O'],
					[6, 1, 'O'],
					[7, 0, 'O'],
					[8, 8, 'X']
				],
				'3'
			),
			'forced-board-unreachable',
			{ board: 3, side: 'O' }
		],
		[
			'any board after a move into an open board',
			notation([[4, 4, 'X']], '*'),
			'any-board-unreachable',
			{ side: 'X' }
		]
	])('%s: %s', (_name, text, code, params) => {
		const e = errorOf(text);
		expect(e.code).toBe(code);
		expect(e.params).toMatchObject(params);
	});

	it('"*" is right after a move into a cell whose board is closed', () => {
		// X won board 1 (index 0), O played in board 2, X's cell 1 of board 1 (index 0) is
		// not the move: X moved last with cell 1 of board 5, board 1 being closed.
		const text = notation(
			[...line(0, [0, 1, 2], 'X'), [1, 0, 'O'], [1, 1, 'O'], [3, 4, 'O'], [4, 0, 'X']],
			'*'
		);
		expect(parsePosition(text, 'ultimate').forcedBoard).toBeNull();
		expect(parsePosition(text, 'ultimate').toMove).toBe('O');
	});

	it('every code the ultimate notation adds is worded in every language', () => {
		const added = POSITION_ERROR_CODES.slice(POSITION_ERROR_CODES.indexOf('forced-board-syntax'));
		expect(added).toHaveLength(8);
		for (const messages of Object.values(CATALOGUES)) {
			for (const code of added) expect(typeof messages.positionErrors[code]).toBe('function');
		}
		const e = (() => {
			try {
				parsePosition(EMPTY, 'ultimate');
			} catch (error) {
				return error as PositionError;
			}
		})();
		expect(positionErrorText(CATALOGUES.en.positionErrors, e!)).toBe(
			"The board to play in is missing: after the nine rows write a space and 1 to 9, or '*' for any board."
		);
		expect(positionErrorText(CATALOGUES.fr.positionErrors, e!)).toBe(
			'La grille où jouer manque\u202f: après les neuf lignes, écrivez une espace et 1 à 9, ou «\u202f*\u202f» pour n’importe quelle grille.'
		);
	});
});
