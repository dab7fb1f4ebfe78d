/**
 * How each level chooses, and the shortfall from the full search's best move (exact, or a bound when
 * the full search used alpha-beta). Full searches are the engine's own.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search, type Position } from '$lib/engine';
import { TIC_TAC_TOE, chooseMove, shortfallOf, type Level } from '$lib/game';
import { withLookahead } from '$lib/game/lookahead';
import { level, must } from './helpers';

const EMPTY = parsePosition('.../.../...');

/** The full search of `p` with the lookahead scores `lvl` chooses from (withLookahead). */
const fullFor = (lvl: Level, p: Position) => withLookahead(TIC_TAC_TOE, lvl, p, search(p));

describe('chooseMove', () => {
	it('0: unbeatable, the rules exercise (X on a1 and b1, O on a2 and b2): c1 = index 8 at once', () => {
		const p = parsePosition('.../OO./XX.');
		const choice = must(chooseMove(TIC_TAC_TOE, level('unbeatable'), p, search(p), 1, 4));
		expect(choice).toEqual({
			cell: 8,
			level: { kind: 'unbeatable' },
			bestMove: 8,
			how: 'best',
			shortfall: null
		});
	});

	it('1: lookahead-2 answers a corner with an edge (cell 2), not the best by 4', () => {
		const p = parsePosition('X../.../... o');
		const lookahead = level('lookahead-2');
		const choice = must(chooseMove(TIC_TAC_TOE, lookahead, p, fullFor(lookahead, p), 1, 1));
		expect(choice.cell).toBe(1);
		expect(choice.bestMove).toBe(4);
		expect(choice.how).toBe('lookahead');
		expect(choice.shortfall).toEqual({ by: 4, bound: 'exact' });
	});

	it('2: lookahead-2 blocks an immediate threat and takes an immediate win', () => {
		const lookahead = level('lookahead-2');
		const threat = parsePosition('XX./O../... o');
		expect(
			must(chooseMove(TIC_TAC_TOE, lookahead, threat, fullFor(lookahead, threat), 1, 3)).cell
		).toBe(2);
		const win = parsePosition('XX./OO./... o');
		expect(must(chooseMove(TIC_TAC_TOE, lookahead, win, fullFor(lookahead, win), 1, 4)).cell).toBe(
			5
		);
	});

	it('2b: lookahead-2 without its lookahead scores makes no choice', () => {
		const p = parsePosition('X../.../... o');
		expect(chooseMove(TIC_TAC_TOE, level('lookahead-2'), p, search(p), 1, 1)).toEqual({
			ok: false,
			error: { code: 'no-lookahead' }
		});
	});

	it('3: random-0 always plays the best, random-100 never asks the best', () => {
		const full = search(EMPTY);
		for (let seed = 0; seed < 50; seed++) {
			const best = must(chooseMove(TIC_TAC_TOE, level('random-0'), EMPTY, full, seed, 0));
			expect([best.cell, best.how]).toEqual([0, 'best']);
			expect(must(chooseMove(TIC_TAC_TOE, level('random-100'), EMPTY, full, seed, 0)).how).toBe(
				'random'
			);
		}
	});

	it('4: random-30 plays a random move in about 30% of seeds, over every cell', () => {
		const full = search(EMPTY);
		let random = 0;
		const cells = new Set<number>();
		const runs = 10_000;
		for (let seed = 0; seed < runs; seed++) {
			const choice = must(chooseMove(TIC_TAC_TOE, level('random-30'), EMPTY, full, seed, 0));
			if (choice.how === 'random') {
				random++;
				cells.add(choice.cell);
			} else expect(choice.cell).toBe(0);
		}
		expect(random / runs).toBeGreaterThan(0.28);
		expect(random / runs).toBeLessThan(0.32);
		expect(cells.size).toBe(9);
	});

	it('5: the same seed and ply give the same choice; the ply changes the draw', () => {
		const full = search(EMPTY);
		const at = (seed: number, ply: number) =>
			must(chooseMove(TIC_TAC_TOE, level('random-100'), EMPTY, full, seed, ply)).cell;
		expect(at(9, 0)).toBe(at(9, 0));
		const byPly = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((ply) => at(9, ply)));
		expect(byPly.size).toBeGreaterThan(1);
	});

	it.each([
		{
			name: '6: a finished position',
			position: 'XXX/OO./...',
			of: 'XXX/OO./...',
			code: 'no-legal-move'
		},
		{
			name: '7: the full search of another position',
			position: 'X../.../... o',
			of: '.../.../...',
			code: 'search-mismatch'
		}
	])('$name is refused with $code', ({ position, of, code }) => {
		const p = parsePosition(position);
		expect(
			chooseMove(TIC_TAC_TOE, level('unbeatable'), p, search(parsePosition(of)), 1, 0)
		).toEqual({
			ok: false,
			error: { code }
		});
	});
});

describe('shortfallOf', () => {
	const corner = parsePosition('X../.../... o');
	it.each([
		{ name: '0: the best move', alphaBeta: false, cell: 4, shortfall: null },
		{
			name: '1: an exact score 4 below',
			alphaBeta: false,
			cell: 6,
			shortfall: { by: 4, bound: 'exact' }
		},
		{
			name: '2: alpha-beta, first child exact',
			alphaBeta: true,
			cell: 1,
			shortfall: { by: 4, bound: 'exact' }
		},
		{
			name: '3: alpha-beta upper bound -2: at least 2',
			alphaBeta: true,
			cell: 6,
			shortfall: { by: 2, bound: 'at-least' }
		},
		{
			name: '4: alpha-beta upper bound 0: at least 0 (maybe a tie)',
			alphaBeta: true,
			cell: 5,
			shortfall: { by: 0, bound: 'at-least' }
		}
	])('$name', ({ alphaBeta, cell, shortfall }) => {
		expect(shortfallOf(search(corner, { alphaBeta }), cell)).toEqual(shortfall);
	});

	it('5: an equal exact score is not a shortfall (a tie with the first best)', () => {
		expect(shortfallOf(search(EMPTY), 4)).toBeNull();
	});
});
