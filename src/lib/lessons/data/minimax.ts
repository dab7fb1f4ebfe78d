/**
 * Lesson 2, "Minimax: values travel up": stepping through the small tree of lesson 1
 * (`XO./OOX/X..`, X to move): the search starts at the root, scores its first finished game,
 * a minimizer returns the smallest value of its children, the root keeps the best so far, and
 * finally chooses.
 */
import { other, type Mark, type Outcome } from '../../engine/index';
import { stepAt } from '../../stepper/index';
import { leafOutcome, must, pathTo, rootMoves } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Panel, Slide } from '../types';
import { PLAIN } from './options';
import { SMALL_TREE_POSITION } from './positions';

/** Narration values of this lesson, by code. */
export interface MinimaxValues {
	/** Step 0: the search enters the root; the maximizer and how many moves it will try. */
	'minimax.start': { maximizer: Mark; moves: number };
	/** The first finished game is scored: its moves, outcome, depth and score. */
	'minimax.first-leaf': { path: number[]; outcome: Outcome; depth: number; score: number };
	/** A minimizer node returns: its move, its children's values, the smallest (its value). */
	'minimax.min-returns': { minimizer: Mark; cell: number; scores: number[]; value: number };
	/** The root's best so far improves after a child returns. */
	'minimax.update': {
		cell: number;
		value: number;
		bestBefore: number;
		best: number;
		improved: boolean;
	};
	/** The root chooses: its moves and their values, the move chosen and the root's value. */
	'minimax.choose': { cells: number[]; scores: number[]; best: number; value: number };
}

const panels: readonly Panel[] = ['board', 'tree', 'stepper', 'pseudocode'];
const base = { position: SMALL_TREE_POSITION, options: PLAIN, view: 'open', panels } as const;

const slides: Slide[] = [
	{
		...base,
		step: 'start',
		show: { zoomTo: 'root' },
		narration: narrate('minimax.start', ({ position, result }) => ({
			maximizer: position.toMove,
			moves: rootMoves(result.record).cells.length
		}))
	},
	{
		...base,
		step: { kind: 'evaluate', path: [2, 7] },
		show: { zoomTo: 'step' },
		narration: narrate('minimax.first-leaf', ({ result, index, step }) => {
			const s = stepAt(index, step);
			return {
				path: pathTo(result.record, s.node),
				outcome: leafOutcome(result.record, s.node),
				depth: s.depth,
				score: must(s.value, 'score')
			};
		})
	},
	{
		...base,
		step: { kind: 'exit', path: [2] },
		show: { zoomTo: 'step' },
		narration: narrate('minimax.min-returns', ({ result, index, step }) => {
			const s = stepAt(index, step);
			const r = result.record;
			const scores: number[] = [];
			for (let c = s.node + 1; c < r.end[s.node]; c = r.end[c]) scores.push(r.value[c]);
			return {
				minimizer: other(r.rootMover),
				cell: must(s.move, 'move'),
				scores,
				value: must(s.value, 'value')
			};
		})
	},
	{
		...base,
		step: { kind: 'update', path: [7] },
		show: { zoomTo: 'root' },
		narration: narrate('minimax.update', ({ index, step }) => {
			const s = stepAt(index, step);
			return {
				cell: must(s.childMove, 'child move'),
				value: must(s.value, 'value'),
				bestBefore: must(s.bestBefore, 'best before'),
				best: must(s.best, 'best'),
				improved: s.improved
			};
		})
	},
	{
		...base,
		step: 'end',
		show: { highlight: ['pv'] },
		narration: narrate('minimax.choose', ({ result }) => ({
			...rootMoves(result.record),
			best: must(result.bestMove, 'best move'),
			value: result.value
		}))
	}
];

/** Lesson 2. */
export const minimaxLesson: Lesson = { id: 'minimax', slides };
