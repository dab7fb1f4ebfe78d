/**
 * The coach: a move that changes the minimax value against the human is flagged with the concrete
 * line of three the computer then completes (the end of the principal variation).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalMoves, parsePosition, play, search, toMasks, type Position } from '$lib/engine/index';
import { COACH_OPTIONS, coachMove, mulberry32, randomPosition } from '$lib/practice/index';

/** The position at the end of the report's line, replayed with the engine's rules. */
function replay(position: Position, line: number[]): Position {
	return line.reduce((p, cell) => play(p, cell), position);
}

describe('mistakes', () => {
	it('a draw thrown away: O answers the centre on an edge; X wins on the middle row', () => {
		const before = parsePosition('.../.X./...');
		const r = coachMove(before, 1);
		expect(r).toMatchObject({
			human: 'O',
			before: 0,
			after: -4,
			change: 'draw-to-loss',
			mistake: true
		});
		expect(r.bestMove).toBe(0);
		expect(r.line).toEqual([0, 8, 3, 2, 5]);
		expect(r.winningLine).toEqual([3, 4, 5]);
		const end = replay(play(before, 1), r.line);
		expect(r.winningLine!.every((c) => end.cells[c] === 'X')).toBe(true);
	});

	it("an open threat not blocked: O's middle row wins at once on 5", () => {
		const r = coachMove(parsePosition('X../OO./X..'), 8);
		expect(r).toMatchObject({ change: 'draw-to-loss', after: -8, missedBlock: 5, line: [5] });
		expect(r.winningLine).toEqual([3, 4, 5]);
	});

	it('a faster loss: O lets X win at once on the top row', () => {
		const r = coachMove(parsePosition('X.X/.../O.. o'), 3);
		expect(r).toMatchObject({ before: -6, after: -8, change: 'faster-loss', line: [1] });
		expect(r.winningLine).toEqual([0, 1, 2]);
	});

	it('a win thrown away: X had 2 to win at once', () => {
		const r = coachMove(parsePosition('XX./OO./...'), 5);
		expect(r).toMatchObject({
			before: 9,
			after: 0,
			change: 'win-to-draw',
			missedWin: 2,
			winningLine: null
		});
	});

	it('a slower win', () => {
		expect(coachMove(parsePosition('X../XO./.OX o'), 6)).toMatchObject({
			before: 9,
			after: 7,
			change: 'slower-win',
			missedWin: 1
		});
	});
});

describe('good moves', () => {
	it('blocking keeps the draw; winning at once keeps the win', () => {
		expect(coachMove(parsePosition('X../OO./X..'), 5)).toMatchObject({
			change: 'none',
			mistake: false,
			winningLine: null
		});
		expect(coachMove(parsePosition('XX./OO./...'), 2)).toMatchObject({
			change: 'none',
			after: 9,
			line: [],
			outcome: 'X'
		});
	});

	it('reuses searches the app already has, and refuses another position', () => {
		const before = parsePosition('X../OO./X..');
		const after = play(before, 8);
		const given = {
			before: search(before, COACH_OPTIONS),
			after: search(after, { depthPenalty: true })
		};
		expect(coachMove(before, 8, given)).toEqual(coachMove(before, 8));
		expect(() => coachMove(before, 8, { after: given.before })).toThrow(RangeError);
		expect(() => coachMove(before, 0)).toThrow(RangeError);
	});
});

describe('properties on random positions', () => {
	it("agree with plain minimax, never rise, and every winning line is the computer's", () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 0, max: 2 ** 32 - 1 }),
				fc.integer({ min: 1, max: 7 }),
				(seed, plies) => {
					const before = randomPosition(mulberry32(seed), plies);
					if (!before) return;
					for (const move of legalMoves(before)) {
						const r = coachMove(before, move);
						const plain = search(before, { alphaBeta: false, depthPenalty: true });
						const score = plain.moves.find((m) => m.cell === move)!.score;
						expect(r.after).toBe(score);
						expect(r.before).toBe(plain.value);
						expect(r.mistake).toBe(r.after < r.before);
						if (r.winningLine) {
							const end = replay(play(before, move), r.line);
							const [x, o] = toMasks(end);
							const mask = r.winningLine.reduce((m, c) => m | (1 << c), 0);
							expect(((r.human === 'X' ? o : x) & mask) === mask).toBe(true);
						}
					}
				}
			),
			{ numRuns: 40 }
		);
	});
});
