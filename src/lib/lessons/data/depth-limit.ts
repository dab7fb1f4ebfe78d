/**
 * Lesson 10, "When the tree is too big: a depth limit and an evaluation" (docs/conventions.md,
 * "Depth limit and evaluation"): the empty board to a depth limit of 2 (82 nodes, 72 horizon
 * leaves, against 549,946 for the whole tree); the evaluation function at the first horizon leaf
 * (X on cell 1, O on cell 2: 2 open lines for X, 1 for O, value 1); one ply deep the evaluation
 * picks the centre (value 4) where the whole search plays cell 1 (every first move draws); and the
 * bigger games, where the whole tree is out of reach (docs/reference-figures.md: 4x4 17, 257,
 * 3,617, 47,297 and Connect Four 8, 57, 400, 2,801 nodes for limits 1 to 4).
 */
import { gameDef, search, type GameId } from '../../engine/index';
import { must } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Slide } from '../types';
import { PLAIN } from './options';
import { EMPTY_BOARD } from './positions';

/** Narration values of this lesson, by code. */
export interface DepthLimitValues {
	/** A depth-limited search: its limit, nodes and horizon leaves, and the whole tree's nodes. */
	'depth-limit.horizon': { limit: number; nodes: number; horizon: number; fullNodes: number };
	/** The first horizon leaf: its path, depth and evaluation. */
	'depth-limit.evaluation': { path: number[]; depth: number; value: number };
	/** One ply deep against the whole search: best moves and values. */
	'depth-limit.choice': {
		limit: number;
		best: number;
		value: number;
		fullBest: number;
		fullValue: number;
	};
	/** Node counts of a plain search to limits 1 to 4 from the empty board of the bigger games. */
	'depth-limit.bigger': { ttt4: number[]; connect4: number[] };
}

const LIMIT_2 = { ...PLAIN, depthLimit: 2 };
const LIMIT_1 = { ...PLAIN, depthLimit: 1 };
const FIRST_HORIZON = [0, 1];

/** Nodes of a plain search of `game`'s empty board to limits 1 to 4. */
function biggerCounts(game: GameId): number[] {
	const empty = { cells: Array(gameDef(game).cellCount).fill(null), toMove: 'X' as const };
	const plain = { ...PLAIN, game, transpositionTable: false };
	return [1, 2, 3, 4].map((depthLimit) => search(empty, { ...plain, depthLimit }).nodes);
}

const slides: Slide[] = [
	{
		position: EMPTY_BOARD,
		options: LIMIT_2,
		view: 'open',
		step: 'end',
		panels: ['board', 'tree'],
		show: { fit: true },
		narration: narrate('depth-limit.horizon', ({ result, lab }) => ({
			limit: 2,
			nodes: result.nodes,
			horizon: result.horizonLeaves,
			fullNodes: lab.search(EMPTY_BOARD, PLAIN).nodes
		}))
	},
	{
		position: EMPTY_BOARD,
		options: LIMIT_2,
		view: 'open',
		step: { kind: 'evaluate', path: FIRST_HORIZON },
		panels: ['board', 'tree', 'stepper', 'pseudocode'],
		show: { zoomTo: 'step' },
		narration: narrate('depth-limit.evaluation', ({ result, node }) => {
			const leaf = node(FIRST_HORIZON);
			return {
				path: FIRST_HORIZON,
				depth: result.record.depth[leaf],
				value: result.record.value[leaf]
			};
		})
	},
	{
		position: EMPTY_BOARD,
		options: LIMIT_1,
		view: 'open',
		step: 'end',
		panels: ['board', 'candidates', 'tree'],
		show: { fit: true },
		narration: narrate('depth-limit.choice', ({ result, lab }) => {
			const full = lab.search(EMPTY_BOARD, PLAIN);
			return {
				limit: 1,
				best: must(result.bestMove, 'best move'),
				value: result.value,
				fullBest: must(full.bestMove, 'best move'),
				fullValue: full.value
			};
		})
	},
	{
		position: EMPTY_BOARD,
		options: { ...PLAIN, alphaBeta: true, depthLimit: 3 },
		view: 'whole',
		step: 'end',
		panels: ['board', 'tree'],
		show: { fit: true },
		narration: narrate('depth-limit.bigger', () => ({
			ttt4: biggerCounts('ttt4'),
			connect4: biggerCounts('connect4')
		}))
	}
];

/** Lesson 10. */
export const depthLimitLesson: Lesson = { id: 'depth-limit', slides };
