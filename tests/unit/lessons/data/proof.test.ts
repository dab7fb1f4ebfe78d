/**
 * Lesson 7, the proof (docs/reference-figures.md): with the depth penalty 569 + 73 games
 * (AI wins 188 on ply 6, 198 on ply 8, 183 draws; 40 on ply 5, 31 on ply 7, 2 draws); without it
 * 681 + 101 (132 / 366 / 183; 33 / 52 / 14 / 2); the human wins none. The AI answers a corner
 * with the centre.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('proof');

describe('the proof lesson', () => {
	it('5 slides, each showing the proof panel', () => {
		expect(slides).toHaveLength(5);
		for (const s of slides) expect(s.panels).toContain('proof');
	});

	it('569 + 73 = 642 games with the depth penalty', () => {
		expect(valuesOf(slides[0], 'proof.method')).toEqual({
			humanFirst: 569,
			aiFirst: 73,
			total: 642
		});
	});

	it('with the depth penalty, by ply', () => {
		expect(valuesOf(slides[1], 'proof.with-penalty')).toEqual({
			humanFirst: {
				games: 569,
				humanWins: 0,
				aiWins: [
					{ ply: 6, count: 188 },
					{ ply: 8, count: 198 }
				],
				draws: 183
			},
			aiFirst: {
				games: 73,
				humanWins: 0,
				aiWins: [
					{ ply: 5, count: 40 },
					{ ply: 7, count: 31 }
				],
				draws: 2
			}
		});
	});

	it('without the depth penalty, by ply', () => {
		expect(valuesOf(slides[2], 'proof.without-penalty')).toEqual({
			humanFirst: {
				games: 681,
				humanWins: 0,
				aiWins: [
					{ ply: 6, count: 132 },
					{ ply: 8, count: 366 }
				],
				draws: 183
			},
			aiFirst: {
				games: 101,
				humanWins: 0,
				aiWins: [
					{ ply: 5, count: 33 },
					{ ply: 7, count: 52 },
					{ ply: 9, count: 14 }
				],
				draws: 2
			}
		});
	});

	it('the human never wins in 1,424 games', () => {
		expect(valuesOf(slides[3], 'proof.never')).toEqual({
			humanEverWins: false,
			games: 1_424,
			humanWins: 0
		});
	});

	it('after a corner the AI takes the centre: a draw, and 49 of the 569 games start there', () => {
		const engine = search(parsePosition('X../.../...'), slides[4].options);
		expect(valuesOf(slides[4], 'proof.answer')).toEqual({
			opening: 0,
			answer: engine.bestMove,
			value: 0,
			games: 49
		});
		expect(engine.bestMove).toBe(4);
	});
});
