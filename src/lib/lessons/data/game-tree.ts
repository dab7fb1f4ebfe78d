/**
 * Lesson 1, "What a game tree is": a small position, `XO./OOX/X..` with X to move (three empty
 * cells, 14 nodes with plain minimax): the root, its moves, a finished game (a leaf), all the
 * leaves, and the maximizer and minimizer levels.
 */
import { legalMoves, other, type Mark, type Outcome } from '../../engine/index';
import { leafOutcome, leafTally, maxDepth, pathTo, rootMoves } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Panel, Slide } from '../types';
import { PLAIN } from './options';
import { SMALL_TREE_POSITION } from './positions';

/** Narration values of this lesson, by code. */
export interface GameTreeValues {
	/** The root: its side to move, empty cells, legal moves and the tree's node count. */
	'game-tree.root': { toMove: Mark; empty: number; moves: number; nodes: number };
	/** The root's moves (cells), one child each. */
	'game-tree.moves': { toMove: Mark; cells: number[] };
	/** One finished game: the moves that lead to it, how it ended and its depth. */
	'game-tree.leaf': { path: number[]; outcome: Outcome; depth: number };
	/** All finished games, by outcome, and the depths they end at. */
	'game-tree.leaves': {
		leaves: number;
		xWins: number;
		oWins: number;
		draws: number;
		depths: number[];
	};
	/** Who maximizes and who minimizes, and at which depths (inner nodes only). */
	'game-tree.levels': {
		maximizer: Mark;
		minimizer: Mark;
		maximizerDepths: number[];
		minimizerDepths: number[];
	};
	/** The whole tree: nodes, leaves, inner nodes, deepest depth. */
	'game-tree.size': { nodes: number; leaves: number; inner: number; maxDepth: number };
}

const panels: readonly Panel[] = ['board', 'tree'];
const base = {
	position: SMALL_TREE_POSITION,
	options: PLAIN,
	view: 'open',
	step: 'end',
	panels
} as const;

const slides: Slide[] = [
	{
		...base,
		show: { highlight: ['root'] },
		narration: narrate('game-tree.root', ({ position, result }) => ({
			toMove: position.toMove,
			empty: position.cells.filter((c) => c === null).length,
			moves: legalMoves(position).length,
			nodes: result.nodes
		}))
	},
	{
		...base,
		show: { highlight: [{ kind: 'children', path: [] }] },
		narration: narrate('game-tree.moves', ({ position, result }) => ({
			toMove: position.toMove,
			cells: rootMoves(result.record).cells
		}))
	},
	{
		...base,
		show: { zoomTo: { kind: 'path', path: [2, 7] } },
		narration: narrate('game-tree.leaf', ({ result, nodes }) => ({
			path: pathTo(result.record, nodes[0]),
			outcome: leafOutcome(result.record, nodes[0]),
			depth: result.record.depth[nodes[0]]
		}))
	},
	{
		...base,
		show: { highlight: [{ kind: 'leaves' }] },
		narration: narrate('game-tree.leaves', ({ result }) => {
			const t = leafTally(result.record);
			return { ...t, depths: [...t.depths] };
		})
	},
	{
		...base,
		show: { highlight: [{ kind: 'depth', depth: 1 }] },
		narration: narrate('game-tree.levels', ({ result }) => {
			const r = result.record;
			const inner = new Set<number>();
			for (let i = 0; i < r.count; i++) if (r.end[i] > i + 1) inner.add(r.depth[i]);
			const depths = [...inner].sort((a, b) => a - b);
			return {
				maximizer: r.rootMover,
				minimizer: other(r.rootMover),
				maximizerDepths: depths.filter((d) => d % 2 === 0),
				minimizerDepths: depths.filter((d) => d % 2 === 1)
			};
		})
	},
	{
		...base,
		show: { fit: true },
		narration: narrate('game-tree.size', ({ result }) => {
			const leaves = leafTally(result.record).leaves;
			return {
				nodes: result.nodes,
				leaves,
				inner: result.nodes - leaves,
				maxDepth: maxDepth(result.record)
			};
		})
	}
];

/** Lesson 1. */
export const gameTreeLesson: Lesson = { id: 'game-tree', slides };
