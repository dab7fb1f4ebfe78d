/**
 * Lesson 8, "The whole tree": plain minimax from the empty board (docs/reference-figures.md):
 * 549,946 nodes (549,945 below the root), 255,168 finished games, 5,478 distinct positions, so
 * most positions are reached by several move orders (transpositions, found with Find position:
 * `XOX/.O./X..` appears 12 times), and the subtree below one of them is the 34-node search of
 * that position in the depth-penalty lesson.
 */
import { distinctPositions, leafTally, pathTo, single, subtreeSize } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Panel, Slide } from '../types';
import { PLAIN } from './options';
import { DEPTH_PENALTY_POSITION, EMPTY_BOARD } from './positions';

/** Narration values of this lesson, by code. */
export interface WholeTreeValues {
	'whole-tree.nodes': { nodes: number; belowRoot: number };
	'whole-tree.games': { games: number; xWins: number; oWins: number; draws: number };
	/** Distinct positions against nodes: `perPosition` = nodes / positions (not rounded). */
	'whole-tree.positions': { positions: number; nodes: number; perPosition: number };
	/** The nodes holding one position (its transpositions) and the depth they are at. */
	'whole-tree.transpositions': { count: number; depth: number };
	/** One of them: the moves that reach it, its subtree's nodes, and its own search's nodes. */
	'whole-tree.subtree': { path: number[]; nodes: number; searchNodes: number };
}

const panels: readonly Panel[] = ['board', 'tree'];
const base = { position: EMPTY_BOARD, options: PLAIN, view: 'whole', step: 'end', panels } as const;

const slides: Slide[] = [
	{
		...base,
		show: { fit: true },
		narration: narrate('whole-tree.nodes', ({ result }) => {
			let belowRoot = 0;
			for (let i = 0; i < result.record.count; i++) if (result.record.parent[i] >= 0) belowRoot++;
			return { nodes: result.nodes, belowRoot };
		})
	},
	{
		...base,
		show: { fit: true },
		narration: narrate('whole-tree.games', ({ result }) => {
			const t = leafTally(result.record);
			return { games: t.leaves, xWins: t.xWins, oWins: t.oWins, draws: t.draws };
		})
	},
	{
		...base,
		show: { fit: true },
		narration: narrate('whole-tree.positions', ({ result }) => {
			const positions = distinctPositions(result.record);
			return { positions, nodes: result.nodes, perPosition: result.nodes / positions };
		})
	},
	{
		...base,
		panels: ['board', 'tree', 'find'],
		show: { highlight: [{ kind: 'position', notation: DEPTH_PENALTY_POSITION }] },
		narration: narrate('whole-tree.transpositions', ({ result, nodes }) => {
			const depths = new Set(nodes.map((n) => result.record.depth[n]));
			return { count: nodes.length, depth: single([...depths]) };
		})
	},
	{
		...base,
		panels: ['board', 'tree', 'find'],
		show: { zoomTo: { kind: 'path', path: [0, 1, 2, 4, 6] } },
		narration: narrate('whole-tree.subtree', ({ result, nodes, lab }) => ({
			path: pathTo(result.record, single(nodes)),
			nodes: subtreeSize(result.record, single(nodes)),
			searchNodes: lab.search(DEPTH_PENALTY_POSITION, PLAIN).nodes
		}))
	}
];

/** Lesson 8. */
export const wholeTreeLesson: Lesson = { id: 'whole-tree', slides };
