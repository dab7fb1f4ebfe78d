/**
 * Lesson 4, the rules' exercise (docs/game-rules.md): X on a1 and b1, O on a2 and b2, X to
 * move: c1 (index 8) wins at once; blocking c2 (index 5) only draws; the other moves lose.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('win-before-block');
// a1 = index 6, b1 = 7 (X); a2 = 3, b2 = 4 (O).
const position = parsePosition('.../OO./XX.');

describe('the win-before-block lesson', () => {
	it('the position is X on a1, b1 and O on a2, b2, X to move', () => {
		expect(position.cells[6]).toBe('X');
		expect(position.cells[7]).toBe('X');
		expect(position.cells[3]).toBe('O');
		expect(position.cells[4]).toBe('O');
		expect(slides.every((s) => s.position.toMove === 'X')).toBe(true);
	});

	it('X can win on c1 (index 8); O threatens c2 (index 5)', () => {
		expect(valuesOf(slides[0], 'win-before-block.position')).toEqual({
			toMove: 'X',
			wins: [8],
			threats: [5]
		});
	});

	it('the AI plays c1, scoring 9; the candidates are the engine scores', () => {
		const v = valuesOf(slides[1], 'win-before-block.choice');
		const engine = search(position, slides[1].options);
		expect(v).toEqual({
			cells: engine.moves.map((m) => m.cell),
			scores: engine.moves.map((m) => m.score),
			best: 8,
			value: 9
		});
		expect(v).toMatchObject({ scores: [-8, -8, -8, 0, 9] });
	});

	it('blocking on c2 only draws', () => {
		expect(valuesOf(slides[2], 'win-before-block.block')).toEqual({ cell: 5, score: 0 });
	});

	it('the other moves lose to O on c2 at depth 2', () => {
		expect(valuesOf(slides[3], 'win-before-block.others')).toEqual({
			cells: [0, 1, 2],
			score: -8,
			reply: 5
		});
	});

	it('without the depth penalty the choice is the same: c1, 10', () => {
		expect(valuesOf(slides[4], 'win-before-block.no-penalty')).toMatchObject({
			best: 8,
			value: 10,
			scores: [-10, -10, -10, 0, 10]
		});
	});
});
