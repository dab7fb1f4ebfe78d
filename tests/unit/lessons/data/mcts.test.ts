/**
 * Lesson 12, "When the tree is too big to search: Monte Carlo tree search": the figures each slide
 * reads from the engine and the MCTS record (pinned seeded runs: regression figures computed once
 * by this code), the trap (few iterations play a move minimax proves lost, many do not), and its
 * text in English and French.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, parsePosition, search } from '$lib/engine/index';
import { gamePosition, mcts } from '$lib/mcts/index';
import { TRAP_POSITION, TRAP_SEED } from '$lib/lessons/data/mcts';
import { en, fr, narrationText } from '$lib/i18n/index';
import { LESSON_WORDS } from '$lib/i18n/lesson-words';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('mcts');
type Values = Record<string, unknown>;
const NNBSP = '\u202f';

describe('the slides and their figures', () => {
	it('seven slides, each with the mcts panel', () => {
		expect(slides).toHaveLength(7);
		for (const s of slides) expect(s.panels).toContain('mcts');
	});

	it('1: plain minimax on Connect Four to limits 1-5; 549,946 nodes for the whole 3x3 tree', () => {
		const v = valuesOf<Values>(slides[0], 'mcts.too-big');
		expect(v.figure).toEqual({
			kind: 'growth',
			rows: [
				{ depth: 1, nodes: 8 },
				{ depth: 2, nodes: 57 },
				{ depth: 3, nodes: 400 },
				{ depth: 4, nodes: 2801 },
				{ depth: 5, nodes: 19608 }
			]
		});
		expect(v.full3x3).toBe(549946);
		expect(v.ratio).toBeCloseTo(19608 / 2801, 10);
		expect(v.plies).toBe(42);
	});

	it('2-4: iteration 8 from XOX/.O./X.. (seed 1): UCT picks cell 4, expands 6, plays out 8, O wins', () => {
		const sel = valuesOf<Values>(slides[1], 'mcts.selection');
		expect(sel).toMatchObject({ iteration: 8, parentVisits: 7, path: [3], chosen: 3 });
		expect(sel.chosenUct).toBeCloseTo(0.5 + Math.SQRT2 * Math.sqrt(Math.log(7)), 12);
		expect((sel.figure as { rows: unknown[] }).rows).toEqual([
			{ move: 3, visits: 1, wins: 0.5, uct: sel.chosenUct, selected: true },
			{ move: 5, visits: 2, wins: 1, uct: expect.closeTo(1.895, 3), selected: false },
			{ move: 7, visits: 2, wins: 2, uct: expect.closeTo(2.395, 3), selected: false },
			{ move: 8, visits: 2, wins: 1.5, uct: expect.closeTo(2.145, 3), selected: false }
		]);
		const exp = valuesOf<Values>(slides[2], 'mcts.expansion');
		expect(exp).toMatchObject({
			at: [3],
			expanded: 5,
			playout: [7],
			playoutFirst: 'O',
			result: 'O',
			toMove: 'O'
		});
		const back = valuesOf<Values>(slides[3], 'mcts.backpropagation');
		expect(back).toMatchObject({
			updates: [
				{ path: [], reward: 0 },
				{ path: [3], reward: 1 },
				{ path: [3, 5], reward: 0 }
			],
			child: 3,
			before: { visits: 1, wins: 0.5 },
			after: { visits: 2, wins: 1.5 }
		});
	});

	it('5: c = 0 piles the visits on one move; c = 4 spreads them (1,000 iterations, seed 1)', () => {
		const v = valuesOf<Values>(slides[4], 'mcts.exploration');
		expect(v.scores).toEqual([0, 0, 0, 0, 0, 0, 0]);
		expect(v.greedy).toEqual({ move: 2, visits: 965, winRate: expect.closeTo(0.99, 2) });
		expect(v.spread).toEqual({ fewest: 115, most: 169 });
		const rows = (v.figure as { rows: { c: number; best: number }[] }).rows;
		expect(rows.map((r) => [r.c, r.best])).toEqual([
			[0, 2],
			[Math.SQRT2, 6],
			[4, 2]
		]);
	});

	it('6: the most visited move’s win rate comes closer to the exact 0.5 (a draw)', () => {
		const v = valuesOf<Values>(slides[5], 'mcts.convergence');
		expect(v.exact).toBe(0.5);
		const points = (v.figure as { points: { iterations: number; winRate: number }[] }).points;
		expect(points.map((p) => p.iterations)).toEqual([10, 30, 100, 300, 1000, 3000, 10000]);
		const gap = (j: number) => Math.abs(points[j].winRate - 0.5);
		expect(gap(6)).toBeLessThan(0.03);
		expect(gap(6)).toBeLessThan(gap(0));
		expect(gap(6)).toBeLessThan(gap(2));
		expect(v.last).toEqual({ iterations: 10000, winRate: expect.closeTo(0.522, 3), move: 3 });
	});
});

describe('the trap', () => {
	it('MCTS after 100 iterations (seed 0) plays the centre, which minimax proves lost; after 10,000 a draw', () => {
		const v = valuesOf<Values>(slides[6], 'mcts.trap');
		expect(v).toMatchObject({ best: 0, value: 0, losing: [1, 4, 7, 8] });
		expect(
			(v.figure as { rows: { iterations: number; move: number; score: number }[] }).rows.map(
				(r) => [r.iterations, r.move, r.score]
			)
		).toEqual([
			[100, 4, -10],
			[1000, 0, 0],
			[10000, 0, 0]
		]);
	});

	it('the trap is a real one: minimax sees the loss of the centre (O to move, no depth penalty)', () => {
		const p = parsePosition(TRAP_POSITION);
		const s = search(p, { alphaBeta: false, depthPenalty: false, order: 'index' });
		expect(s.moves.find((m) => m.cell === 4)?.score).toBe(-10);
		const few = mcts(gamePosition(GAME_DEFS.ttt3, p), { iterations: 100, seed: TRAP_SEED });
		expect(few.bestMove).toBe(4);
	});
});

describe('the text', () => {
	it('English and French narrations carry the figures; French typography', () => {
		const first = narrationText(LESSON_WORDS.en.narration, slides[0].narration);
		expect(first).toContain('8, 57, 400, 2,801 and 19,608 nodes');
		expect(first).toContain('549,946');
		const fr1 = narrationText(LESSON_WORDS.fr.narration, slides[0].narration);
		expect(fr1).toContain(`19${NNBSP}608`);
		expect(narrationText(LESSON_WORDS.en.narration, slides[1].narration)).toContain(
			'the highest, cell 4 at 2.473, is taken'
		);
		expect(narrationText(LESSON_WORDS.en.narration, slides[2].narration)).toContain(
			'cell 6, becomes a new node'
		);
		expect(narrationText(LESSON_WORDS.en.narration, slides[2].narration)).toContain('O 8; O wins.');
		expect(narrationText(LESSON_WORDS.en.narration, slides[6].narration)).toContain(
			'MCTS with 100 iterations plays cell 5, a loss for minimax'
		);
		for (const s of slides) {
			const text = narrationText(LESSON_WORDS.fr.narration, s.narration);
			expect(text).not.toMatch(/ [:;?!]/);
		}
		expect(fr.lessons.titles.mcts).toBe(
			`Quand l’arbre est trop grand${NNBSP}: la recherche arborescente Monte-Carlo`
		);
		expect(en.lessons.titles.mcts).toBe(
			'When the tree is too big to search: Monte Carlo tree search'
		);
	});
});
