/**
 * The rules interface on tic-tac-toe 3x3: outcomes (a line checked before the full board, a ninth-move
 * win, a double line as one win with both lines), position checks, and agreement with the engine's
 * board helpers on random games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	emptyPosition,
	legalMoves,
	play,
	winner,
	winningLine,
	type CellContent,
	type Position
} from '$lib/engine';
import {
	CONNECT_FOUR,
	TIC_TAC_TOE,
	boardOutcome,
	checkPosition,
	legalCells,
	rulesById
} from '$lib/game';

function board(text: string): CellContent[] {
	return [...text.replace(/\//g, '')].map((c) => (c === '.' ? null : (c as 'X' | 'O')));
}

describe('boardOutcome on TIC_TAC_TOE', () => {
	it.each([
		{ name: '0: empty board goes on', cells: '.../.../...', expected: null },
		{
			name: '1: a row',
			cells: 'XXX/OO./...',
			expected: { kind: 'line', winner: 'X', lines: [[0, 1, 2]] }
		},
		{
			name: '2: a ninth-move win (line before full board)',
			cells: 'XOX/OXO/OXX',
			expected: { kind: 'line', winner: 'X', lines: [[0, 4, 8]] }
		},
		{
			name: '3: a move completing two lines is one win with both lines',
			cells: 'XOX/OXX/O.X',
			expected: {
				kind: 'line',
				winner: 'X',
				lines: [
					[2, 5, 8],
					[0, 4, 8]
				]
			}
		},
		{
			name: '4: a full board without a line',
			cells: 'XOX/XOO/OXX',
			expected: { kind: 'full-board' }
		},
		{
			name: '5: O wins a column',
			cells: 'XOX/XO./.O.',
			expected: { kind: 'line', winner: 'O', lines: [[1, 4, 7]] }
		}
	])('$name', ({ cells, expected }) => {
		expect(boardOutcome(TIC_TAC_TOE, board(cells))).toEqual(expected);
	});

	it('has no legal move once finished, and every empty cell otherwise', () => {
		expect(legalCells(TIC_TAC_TOE, board('XXX/OO./...'))).toEqual([]);
		expect(legalCells(TIC_TAC_TOE, board('X../.O./...'))).toEqual([1, 2, 3, 5, 6, 7, 8]);
	});
});

describe('checkPosition', () => {
	const connectFour = CONNECT_FOUR;
	const c4Empty = Array<CellContent>(42).fill(null);
	it.each([
		{
			name: '0: empty board',
			rules: TIC_TAC_TOE,
			cells: board('.../.../...'),
			toMove: 'X',
			problem: null
		},
		{
			name: '1: O may open (tutorial variant)',
			rules: TIC_TAC_TOE,
			cells: board('.../.../...'),
			toMove: 'O',
			problem: null
		},
		{
			name: '2: eight cells',
			rules: TIC_TAC_TOE,
			cells: board('.../.../..'),
			toMove: 'X',
			problem: 'cell-count'
		},
		{
			name: '3: two X, no O',
			rules: TIC_TAC_TOE,
			cells: board('XX./.../...'),
			toMove: 'O',
			problem: 'mark-count'
		},
		{
			name: '4: both sides have a line',
			rules: TIC_TAC_TOE,
			cells: board('XXX/OOO/...'),
			toMove: 'X',
			problem: 'both-won'
		},
		{
			name: '5: X has more marks but is to move',
			rules: TIC_TAC_TOE,
			cells: board('X../.../...'),
			toMove: 'X',
			problem: 'side-to-move'
		},
		{
			name: '6: the side to move already has a line',
			rules: TIC_TAC_TOE,
			cells: board('XXX/OO./O..'),
			toMove: 'X',
			problem: 'side-to-move-won'
		},
		{
			name: '7: a Connect Four disc above an empty cell',
			rules: connectFour,
			cells: c4Empty.map((c, i) => (i === 0 ? 'X' : c)),
			toMove: 'O',
			problem: 'floating'
		},
		{
			name: '8: a Connect Four disc on the bottom row',
			rules: connectFour,
			cells: c4Empty.map((c, i) => (i === 35 ? 'X' : c)),
			toMove: 'O',
			problem: null
		}
	] as const)('$name', ({ rules, cells, toMove, problem }) => {
		expect(checkPosition(rules, { cells, toMove })).toBe(problem);
	});
});

describe('agreement with the engine on random games', () => {
	it('outcome, winning line and legal moves match the engine after every move', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(8), { maxLength: 12 }), (picks) => {
				let p: Position = emptyPosition();
				for (const pick of picks) {
					const moves = legalMoves(p);
					const outcome = boardOutcome(TIC_TAC_TOE, p.cells);
					expect(legalCells(TIC_TAC_TOE, p.cells)).toEqual(moves);
					const w = winner(p);
					expect(outcome === null ? null : outcome.kind === 'line' ? outcome.winner : 'draw').toBe(
						w
					);
					if (outcome?.kind === 'line') expect(outcome.lines[0]).toEqual(winningLine(p));
					if (moves.length === 0) break;
					p = play(p, moves[pick % moves.length]);
				}
			})
		);
	});
});

describe('rulesById', () => {
	it('finds the three games and nothing else', () => {
		expect(rulesById('ttt3')).toBe(TIC_TAC_TOE);
		expect(rulesById('ttt4')?.cellCount).toBe(16);
		expect(rulesById('connect4')?.gravity).toBe(true);
		expect(rulesById('chess')).toBeNull();
	});
});
