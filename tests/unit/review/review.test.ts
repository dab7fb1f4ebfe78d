/**
 * The game review's labels on hand-checked games (one blunder, one mistake, an inaccuracy under the
 * depth penalty, a perfect draw), pinned with their values; the lines, threats and retries; 4x4 and
 * Connect Four (against the independent solver's scores of tests/unit/fixtures/connect4-solved.txt).
 * Values are from the mover's point of view: win 10 - d, loss d - 10 (d the depth of the finished
 * game below the position the move is played in), draw 0.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	dropCell,
	emptyGamePosition,
	parsePosition,
	positionFromColumns,
	valueThroughMove,
	type Position
} from '$lib/engine';
import {
	ReviewSolver,
	checkRetry,
	judgeMove,
	labelOf,
	reviewGame,
	threatOf,
	type Line
} from '$lib/review';
import { solvedPositions } from '../fixtures/connect4-solved';

const EMPTY3 = emptyGamePosition(GAME_DEFS.ttt3);
const line = (l: Line) => l.moves.map((m) => `${m.mark}${m.cell}`).join(' ');

function review3(moves: number[], depthPenalty = true) {
	return reviewGame(new ReviewSolver('ttt3', { depthPenalty }), EMPTY3, moves);
}

describe('valueThroughMove: a child value seen from the player who moved there', () => {
	it.each([
		[0, true, 0],
		[7, true, -6],
		[-8, true, 7],
		[10, false, -10],
		[-10, false, 10]
	])('child %i (penalty %s) is %i', (child, penalty, expected) => {
		expect(valueThroughMove(child, penalty)).toBe(expected);
	});
});

describe('labelOf', () => {
	it('equal values are best; the same result scoring less an inaccuracy; win to loss a blunder', () => {
		expect(labelOf(0, 0, 'draw', 'draw')).toBe('best');
		expect(labelOf(7, 9, 'win', 'win')).toBe('inaccuracy');
		expect(labelOf(-8, -6, 'loss', 'loss')).toBe('inaccuracy');
		expect(labelOf(0, 5, 'draw', 'win')).toBe('mistake');
		expect(labelOf(-4, 0, 'loss', 'draw')).toBe('mistake');
		expect(labelOf(-8, 9, 'loss', 'win')).toBe('blunder');
	});
});

describe('3x3 hand-checked games', () => {
	it('game 1, a blunder: X 1, O 4, X 2, O 5, X 9?? O 6 wins', () => {
		// Cells 0-8: X 0, O 3, X 1, O 4, X 8, O 5.
		const r = review3([0, 3, 1, 4, 8, 5]);
		expect(r.plies.map((p) => p.label)).toEqual([
			'best',
			'mistake',
			'best',
			'inaccuracy',
			'blunder',
			'best'
		]);
		expect(r.plies.map((p) => p.value)).toEqual([0, -4, 5, -8, -8, 9]);
		expect(r.plies.map((p) => p.bestValue)).toEqual([0, 0, 5, -6, 9, 9]);
		expect(r.plies.map((p) => p.bestCell)).toEqual([0, 4, 1, 2, 2, 5]);
		// Ply 5 (X): X holds 0 and 1, so 2 wins at once (10 - 1 = 9); 8 leaves O's 3-4-5 open: O
		// wins on the next ply (2 - 10 = -8). A win became a loss.
		const blunder = r.plies[4];
		expect(blunder).toMatchObject({ mover: 'X', cell: 8, result: 'loss', bestResult: 'win' });
		expect(line(blunder.refutation)).toBe('O5');
		expect(blunder.refutation.end).toBe('O');
		expect(line(blunder.bestLine)).toBe('X2');
		expect(blunder.bestLine.end).toBe('X');
		// Ply 4 (O): O 4 leaves X's 0-1 open (X wins at depth 2: -8); blocking on 2 still loses to
		// the fork X 4 (depth 4: -6): O loses sooner, an inaccuracy.
		expect(line(r.plies[3].bestLine)).toBe('O2 X4 O5 X7');
		expect(r.counts).toEqual({
			X: { best: 2, inaccuracy: 0, mistake: 0, blunder: 1 },
			O: { best: 1, inaccuracy: 1, mistake: 1, blunder: 0 }
		});
		expect(r.exact).toBe(true);
		expect(r.values.map((v) => v.value)).toEqual([0, 0, 5, -6, 9, 9, -10]);
	});

	it('game 2, a mistake: after X takes the centre, O on an edge loses (corner 0 draws)', () => {
		const r = review3([4, 1, 0, 8, 6]);
		expect(r.plies.map((p) => p.label)).toEqual(['best', 'mistake', 'best', 'best', 'best']);
		const mistake = r.plies[1];
		expect(mistake).toMatchObject({
			mover: 'O',
			cell: 1,
			value: -4,
			bestValue: 0,
			bestCell: 0,
			result: 'loss',
			bestResult: 'draw'
		});
		// X wins on its 4th move, ply 6 below O's position: 6 - 10 = -4.
		expect(line(mistake.refutation)).toBe('X0 O8 X3 O2 X5');
		expect(mistake.refutation.end).toBe('X');
		expect(mistake.bestLine.end).toBe('draw');
		// X 6 (value 7) ties cell 3, the first best (the tie-break): still best.
		expect(r.plies[4]).toMatchObject({ value: 7, bestValue: 7, bestCell: 3, label: 'best' });
	});

	it('game 3, an inaccuracy under the depth penalty: XOX/.O./X.. O 4 wins later than O 8', () => {
		const r = review3([0, 1, 2, 4, 6, 3, 8, 7]);
		const ply = r.plies[5];
		// The reference figures: O's cells 4, 6, 8, 9 score 7, -8, 9, -8 there.
		expect(ply.before.cells.map((c) => c ?? '.').join('')).toBe('XOX.O.X..');
		expect(ply).toMatchObject({ mover: 'O', cell: 3, value: 7, bestValue: 9, bestCell: 7 });
		expect(ply.label).toBe('inaccuracy');
		expect(r.plies.map((p) => p.label)).toEqual([
			'best',
			'mistake',
			'mistake',
			'best',
			'mistake',
			'inaccuracy',
			'best',
			'best'
		]);
		// Without the depth penalty both win (10): no inaccuracy.
		const plain = review3([0, 1, 2, 4, 6, 3, 8, 7], false);
		expect(plain.plies[5]).toMatchObject({ value: 10, bestValue: 10, label: 'best' });
		expect(plain.plies.some((p) => p.label === 'inaccuracy')).toBe(false);
	});

	it('game 4, a perfect draw: every ply best, every value 0', () => {
		const r = review3([4, 0, 2, 6, 3, 5, 7, 1, 8]);
		expect(r.plies.every((p) => p.label === 'best')).toBe(true);
		expect(r.plies.every((p) => p.value === 0 && p.bestValue === 0)).toBe(true);
		expect(r.counts.X.best).toBe(5);
		expect(r.counts.O.best).toBe(4);
		expect(r.values.every((v) => v.value === 0)).toBe(true);
	});

	it('an ongoing game is reviewed up to its last ply', () => {
		const r = review3([4, 1]);
		expect(r.plies).toHaveLength(2);
		expect(r.values.map((v) => v.value)).toEqual([0, 0, 5]);
	});

	it('an illegal move throws a RangeError', () => {
		expect(() => review3([4, 4])).toThrow(RangeError);
	});
});

describe('threats and retries', () => {
	it('the threat is the other side moving now: its immediate wins', () => {
		// X 0, O 3, X 1: O to move; X threatens 2.
		const s = new ReviewSolver('ttt3');
		const t = threatOf(s, parsePosition('XX./O../...'));
		expect(t).toMatchObject({ side: 'X', winningCells: [2], value: 9, result: 'win' });
		expect(line(t!.line)).toBe('X2');
	});

	it('with no immediate win, the forcing line: X 0 and 8 fork with 2 (value 7)', () => {
		const s = new ReviewSolver('ttt3');
		const t = threatOf(s, parsePosition('X../.O./..X'));
		expect(t).toMatchObject({ side: 'X', winningCells: [], value: 7, result: 'win' });
		expect(line(t!.line)).toBe('X2 O1 X5');
		expect(t!.line.end).toBe('X');
	});

	it('no threat once the game is over', () => {
		expect(threatOf(new ReviewSolver('ttt3'), parsePosition('XXX/OO./...'))).toBeNull();
	});

	it('retrying the blunder: 2 is found, 5 is better but a mistake, 6 the same blunder', () => {
		const s = new ReviewSolver('ttt3');
		const ply = reviewGame(s, EMPTY3, [0, 3, 1, 4, 8, 5]).plies[4];
		expect(checkRetry(s, ply, 2)).toMatchObject({
			label: 'best',
			value: 9,
			found: true,
			better: true
		});
		const five = checkRetry(s, ply, 5);
		expect(five).toMatchObject({ label: 'mistake', value: 0, found: false, better: true });
		expect(line(five.refutation)).toBe('O2 X6 O7 X8');
		expect(checkRetry(s, ply, 6)).toMatchObject({ label: 'blunder', value: -8, better: false });
		expect(() => checkRetry(s, ply, 0)).toThrow(RangeError);
	});
});

describe('4x4', () => {
	it('X lets O complete the top row: a mistake (draw to a loss at depth 2: 2 - 1000)', () => {
		const s = new ReviewSolver('ttt4');
		const r = reviewGame(s, emptyGamePosition(GAME_DEFS.ttt4), [5, 0, 6, 1, 9, 2, 10, 3]);
		expect(r.plies.map((p) => p.label)).toEqual([
			'best',
			'best',
			'best',
			'best',
			'best',
			'best',
			'mistake',
			'best'
		]);
		expect(r.plies[6]).toMatchObject({ value: -998, bestValue: 0, bestCell: 3, exact: true });
		expect(r.plies[7]).toMatchObject({ value: 999, bestValue: 999 });
		expect(r.exact).toBe(true);
	});
});

describe('Connect Four', () => {
	const solved = solvedPositions();
	const labelFromPons = (col: number, best: number) => {
		if (col === best) return 'best';
		if (Math.sign(col) === Math.sign(best)) return 'inaccuracy';
		return best > 0 && col < 0 ? 'blunder' : 'mistake';
	};
	it.each(solved.map((p, k) => ({ ...p, k: k + 1 })))(
		'position $k: every column judged as the independent scores say',
		(p) => {
			// A budget no load reaches: these positions are proved (the slowest in about 0.2 s).
			const s = new ReviewSolver('connect4', { budgetMs: 120_000 });
			const start: Position = positionFromColumns(p.moves);
			p.columns.forEach((score, col) => {
				if (score === -1000) return;
				const cell = dropCell(GAME_DEFS.connect4, start.cells, col) as number;
				const j = judgeMove(s, start, cell);
				expect(j.exact).toBe(true);
				expect(j.label).toBe(labelFromPons(score, p.score));
				expect(Math.sign(j.value)).toBe(Math.sign(score));
			});
		}
	);

	it('an early position the solver cannot prove in 1 ms is an estimate with its depth', () => {
		const s = new ReviewSolver('connect4', { budgetMs: 1, estimateMs: 50 });
		const r = reviewGame(s, emptyGamePosition(GAME_DEFS.connect4), [38]);
		expect(r.exact).toBe(false);
		expect(r.plies[0].exact).toBe(false);
		expect(r.plies[0].depth).toBeGreaterThanOrEqual(1);
	});

	it("with estimates, the search's own choice is labelled best (two searches apart may disagree)", () => {
		const s = new ReviewSolver('connect4', { budgetMs: 1, estimateMs: 30 });
		const r = reviewGame(s, emptyGamePosition(GAME_DEFS.connect4), [38, 31, 37, 39, 40]);
		for (const p of r.plies) {
			if (p.cell === p.bestCell) expect(p).toMatchObject({ label: 'best', value: p.bestValue });
		}
	});
});
