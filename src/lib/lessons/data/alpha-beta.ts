/**
 * Lesson 5, "Alpha-beta: what cannot matter is skipped": `XOX/.O./X..` (O to move, depth penalty
 * on) searched with plain minimax (34 nodes) then alpha-beta (15 nodes, the same choice); the
 * window after the first root move; the first cutoff and its test; the first cutoff that prunes a
 * move; the cutoff below the root's second move; and the root's scores, some of them bounds.
 */
import { nodeBound, type Bound } from '../../engine/index';
import { stepAt } from '../../stepper/index';
import { must, pathTo, rootMoves } from '../facts';
import { narrate } from '../narration';
import type { Lesson, NarrationContext, Panel, Slide } from '../types';
import { ALPHA_BETA, PLAIN } from './options';
import { DEPTH_PENALTY_POSITION } from './positions';

/** A cutoff step's numbers: where, which test, the value returned, the pruned moves. */
export interface CutoffValues {
	/** The cells from the root to the node where the test succeeded. */
	path: number[];
	/** A max node (beta cutoff: alpha >= beta after raising alpha) or a min node (alpha cutoff). */
	maximizing: boolean;
	alpha: number;
	beta: number;
	/** The value the node returns, and its bound (lower at a max node, upper at a min node). */
	value: number;
	bound: Bound;
	/** Cells of the moves never searched (may be empty: the test passed after the last move). */
	pruned: number[];
}

/** Narration values of this lesson, by code. */
export interface AlphaBetaValues {
	/** Plain minimax: node count, move chosen, root value. */
	'alpha-beta.plain': { nodes: number; best: number; value: number };
	/** Alpha-beta: its node count against plain minimax's, and the same choice. */
	'alpha-beta.pruned': {
		nodes: number;
		plainNodes: number;
		skipped: number;
		best: number;
		plainBest: number;
		value: number;
	};
	/** After the root's first move returns: its cell and value, and the root's window. */
	'alpha-beta.window': { cell: number; value: number; alpha: number; beta: number };
	'alpha-beta.first-cutoff': CutoffValues;
	'alpha-beta.first-prune': CutoffValues;
	'alpha-beta.root-cutoff': CutoffValues;
	/** The root's moves, scores and bounds, and the move chosen. */
	'alpha-beta.bounds': { cells: number[]; scores: number[]; bounds: Bound[]; best: number };
}

const panels: readonly Panel[] = ['board', 'candidates', 'tree', 'stepper', 'pseudocode'];
const base = { position: DEPTH_PENALTY_POSITION, view: 'open', panels } as const;

function cutoffValues({ result, index, step }: NarrationContext): CutoffValues {
	const s = stepAt(index, step);
	if (s.kind !== 'cutoff') throw new RangeError(`Step ${step} is not a cutoff.`);
	return {
		path: pathTo(result.record, s.node),
		maximizing: s.maximizing,
		alpha: s.alpha,
		beta: s.beta,
		value: must(s.value, 'value'),
		bound: must(s.bound, 'bound'),
		pruned: [...s.pruned]
	};
}

const slides: Slide[] = [
	{
		...base,
		options: PLAIN,
		step: 'end',
		show: { fit: true },
		narration: narrate('alpha-beta.plain', ({ result }) => ({
			nodes: result.nodes,
			best: must(result.bestMove, 'best move'),
			value: result.value
		}))
	},
	{
		...base,
		options: ALPHA_BETA,
		step: 'end',
		show: { fit: true },
		narration: narrate('alpha-beta.pruned', ({ result, lab }) => {
			const plain = lab.search(DEPTH_PENALTY_POSITION, PLAIN);
			return {
				nodes: result.nodes,
				plainNodes: plain.nodes,
				skipped: plain.nodes - result.nodes,
				best: must(result.bestMove, 'best move'),
				plainBest: must(plain.bestMove, 'best move'),
				value: result.value
			};
		})
	},
	{
		...base,
		options: ALPHA_BETA,
		step: { kind: 'update', path: [3] },
		show: { zoomTo: 'root' },
		narration: narrate('alpha-beta.window', ({ index, step }) => {
			const s = stepAt(index, step);
			return {
				cell: must(s.childMove, 'child move'),
				value: must(s.value, 'value'),
				alpha: s.alpha,
				beta: s.beta
			};
		})
	},
	{
		...base,
		options: ALPHA_BETA,
		step: { kind: 'first-cutoff' },
		show: { zoomTo: 'step' },
		narration: narrate('alpha-beta.first-cutoff', cutoffValues)
	},
	{
		...base,
		options: ALPHA_BETA,
		step: { kind: 'first-cutoff', prunes: true },
		show: { zoomTo: 'step' },
		narration: narrate('alpha-beta.first-prune', cutoffValues)
	},
	{
		...base,
		options: ALPHA_BETA,
		step: { kind: 'cutoff', path: [5] },
		show: { zoomTo: 'step' },
		narration: narrate('alpha-beta.root-cutoff', cutoffValues)
	},
	{
		...base,
		options: ALPHA_BETA,
		step: 'end',
		show: { highlight: [{ kind: 'children', path: [] }] },
		narration: narrate('alpha-beta.bounds', ({ result }) => {
			const r = result.record;
			const children: number[] = [];
			for (let c = 1; c < r.count; c = r.end[c]) children.push(c);
			return {
				...rootMoves(r),
				bounds: children.map((c) => nodeBound(r, c)),
				best: must(result.bestMove, 'best move')
			};
		})
	}
];

/** Lesson 5. */
export const alphaBetaLesson: Lesson = { id: 'alpha-beta', slides };
