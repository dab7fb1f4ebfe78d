/**
 * Lesson 11, "How a Connect Four solver gets fast": its positions (a reference position and the
 * same game ten best moves on, same score), the figures each slide reads from the engine (the
 * ladder of engine/connect4-ladder.ts; the two tree slides' recorded searches), and its text.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition, positionFromColumns, solveConnect4 } from '$lib/engine/index';
import { ENDGAME_MOVES, MIDGAME_MOVES } from '$lib/lessons/data/connect4-solver';
import { en, fr, narrationText } from '$lib/i18n/index';
import { LESSON_WORDS } from '$lib/i18n/lesson-words';
import { solvedPositions } from '../../fixtures/connect4-solved';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('connect4-solver');
type Values = Record<string, unknown>;
/** A slide's values without its chart. */
const figures = (k: number, code: string) => {
	const { ladder, ...rest } = valuesOf<Values>(slides[k], code);
	expect(ladder).toBeInstanceOf(Array);
	return rest;
};

describe('the positions', () => {
	it('the midgame is a reference position: X to move wins with its 16th disc (score 6)', () => {
		const ref = solvedPositions().find((p) => p.moves === MIDGAME_MOVES);
		expect(ref?.score).toBe(6);
	});

	it('the endgame is the midgame after ten best moves: the same score, the engine agrees', () => {
		expect(ENDGAME_MOVES.startsWith(MIDGAME_MOVES)).toBe(true);
		let moves = MIDGAME_MOVES;
		while (moves.length < ENDGAME_MOVES.length) {
			const s = solveConnect4(positionFromColumns(moves), { columns: 'best' });
			moves += String((s.bestColumn as number) + 1);
			expect(Math.abs(s.score)).toBe(6);
		}
		expect(moves).toBe(ENDGAME_MOVES);
		expect(solveConnect4(positionFromColumns(ENDGAME_MOVES), { columns: 'none' }).score).toBe(6);
	});

	it('the slides show them on the Connect Four board', () => {
		expect(slides).toHaveLength(9);
		const endgame = formatPosition(positionFromColumns(ENDGAME_MOVES));
		const midgame = formatPosition(positionFromColumns(MIDGAME_MOVES));
		expect(slides.map((s) => s.notation)).toEqual([...Array(7).fill(endgame), midgame, midgame]);
		for (const s of slides) {
			expect(s.position.cells).toHaveLength(42);
			expect(s.panels).toContain('ladder');
			expect(s.options.game).toBe('connect4');
		}
	});
});

describe('the figures', () => {
	it('plain minimax: 709,932 nodes; X wins in 2 moves', () => {
		expect(figures(0, 'connect4-solver.plain')).toEqual({
			rung: 'plain',
			discs: 28,
			toMove: 'X',
			winner: 'X',
			moves: 2,
			nodes: 709932
		});
	});

	it('alpha-beta and centre first: the recorded trees on screen, 4,399 and 1,087 nodes', () => {
		expect(figures(1, 'connect4-solver.alpha-beta')).toEqual({
			rung: 'alpha-beta',
			nodes: 4399,
			plainNodes: 709932
		});
		expect(slides[1].nodes).toBe(4399);
		expect(slides[1].view).toBe('whole');
		expect(figures(2, 'connect4-solver.centre')).toEqual({
			rung: 'centre-first',
			nodes: 1087,
			alphaBetaNodes: 4399
		});
		expect(slides[2].nodes).toBe(1087);
	});

	it('the table 589, the null window 157 in 4 searches, anticipation 44, threats 53', () => {
		expect(figures(3, 'connect4-solver.table')).toEqual({
			rung: 'table',
			nodes: 589,
			centreNodes: 1087
		});
		expect(figures(4, 'connect4-solver.null-window')).toEqual({
			rung: 'null-window',
			nodes: 157,
			tableNodes: 589,
			searches: 4
		});
		expect(figures(5, 'connect4-solver.anticipate')).toEqual({
			rung: 'anticipate',
			nodes: 44,
			nullWindowNodes: 157
		});
		expect(figures(6, 'connect4-solver.threats')).toEqual({
			rung: 'threat-order',
			nodes: 53,
			anticipateNodes: 44,
			solverNodes: 53
		});
	});

	it('the midgame: past 500,000 with the table; 388,542, 33,889, 14,573, 14,532', () => {
		expect(figures(7, 'connect4-solver.midgame')).toEqual({
			rung: 'solver',
			discs: 18,
			toMove: 'X',
			winner: 'X',
			moves: 7,
			budget: 500000,
			nullWindow: 388542,
			anticipate: 33889,
			threats: 14573,
			solver: 14532
		});
		const ladder = valuesOf<{ ladder: { rung: string; nodes: number | null }[] }>(
			slides[7],
			'connect4-solver.midgame'
		).ladder;
		expect(ladder.map((s) => s.nodes)).toEqual([null, 388542, 33889, 14573, 14532]);
	});

	it('in a game: half of the 1,000 ms budget for the solver, which plays column 4', () => {
		expect(figures(8, 'connect4-solver.in-game')).toEqual({
			rung: 'solver',
			discs: 18,
			toMove: 'X',
			winner: 'X',
			moves: 7,
			budgetMs: 1000,
			solverMs: 500,
			column: 3
		});
	});
});

describe('the text', () => {
	it('English and French, numbers formatted for each', () => {
		expect(narrationText(LESSON_WORDS.en.narration, slides[1].narration)).toBe(
			"Alpha-beta skips the moves that cannot change the answer: 4,399 nodes instead of 709,932, the same answer. The tree is the engine's recorded search, columns tried left to right."
		);
		expect(narrationText(LESSON_WORDS.fr.narration, slides[1].narration)).toBe(
			'L’élagage alpha-bêta saute les coups qui ne peuvent pas changer la réponse\u202f: 4\u202f399 nœuds au lieu de 709\u202f932, pour la même réponse. L’arbre est la recherche enregistrée du moteur, colonnes essayées de gauche à droite.'
		);
		expect(narrationText(LESSON_WORDS.en.narration, slides[6].narration)).toContain(
			'53 nodes against 44: here it costs more than it saves'
		);
	});

	it('the title, in both languages', () => {
		expect(en.lessons.titles['connect4-solver']).toBe('How a Connect Four solver gets fast');
		expect(fr.lessons.titles['connect4-solver']).toBe(
			'Comment un solveur de Puissance 4 devient rapide'
		);
	});
});
