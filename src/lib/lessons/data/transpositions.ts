/**
 * Lesson 9, "Transpositions: the same position twice": on `XOX/O../...` (X to move, 234 nodes with
 * plain minimax) the position `XOX/OXO/OX.` is reached by two move orders and searched twice; with
 * a transposition table (docs/conventions.md, "Transposition table") the second time is a table
 * hit: 144 nodes, the hit's lookup step; then the empty board (docs/reference-figures.md: plain
 * 549,946 nodes, 16,168 with the table and 4,520 entries; alpha-beta without the depth penalty
 * 18,297, 4,866 with the table).
 */
import { isTableHit, tableLink } from '../../engine/index';
import { pathTo } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Slide } from '../types';
import { ALPHA_BETA_NO_PENALTY, PLAIN, PLAIN_NO_PENALTY } from './options';
import { EMPTY_BOARD } from './positions';

/** Narration values of this lesson, by code. */
export interface TranspositionsValues {
	/** The same position at several nodes of the plain tree: how many, and the first two paths. */
	'transpositions.twice': { position: string; count: number; paths: number[][]; nodes: number };
	/** The same search with the table: nodes, the plain count, entries and hits. */
	'transpositions.table': { nodes: number; plainNodes: number; entries: number; hits: number };
	/** The first table hit's lookup: its path, value, and the path of the node it links to. */
	'transpositions.lookup': { path: number[]; value: number; linkPath: number[] };
	/** The empty board with and without the table. */
	'transpositions.empty-board': {
		plain: number;
		plainTable: number;
		entries: number;
		alphaBeta: number;
		alphaBetaTable: number;
	};
}

/** The lesson's position and the position it reaches twice. */
export const TRANSPOSITION_ROOT = 'XOX/O../...';
export const TRANSPOSED = 'XOX/OXO/OX.';
/** The second way to reach TRANSPOSED (cells 5, 7, 8, 6): a table hit with the table on. */
const HIT_PATH = [4, 6, 7, 5];

const TABLE = { ...PLAIN, transpositionTable: true };
const base = { position: TRANSPOSITION_ROOT, step: 'end' } as const;

const slides: Slide[] = [
	{
		...base,
		options: PLAIN,
		view: 'open',
		panels: ['board', 'tree', 'find'],
		show: { highlight: [{ kind: 'position', notation: TRANSPOSED }] },
		narration: narrate('transpositions.twice', ({ result, nodes }) => ({
			position: TRANSPOSED,
			count: nodes.length,
			paths: nodes.slice(0, 2).map((n) => pathTo(result.record, n)),
			nodes: result.nodes
		}))
	},
	{
		...base,
		options: TABLE,
		view: 'open',
		panels: ['board', 'tree', 'find'],
		show: { highlight: [{ kind: 'position', notation: TRANSPOSED }] },
		narration: narrate('transpositions.table', ({ result, lab }) => ({
			nodes: result.nodes,
			plainNodes: lab.search(TRANSPOSITION_ROOT, PLAIN).nodes,
			entries: result.tableEntries,
			hits: result.tableHits
		}))
	},
	{
		position: TRANSPOSITION_ROOT,
		options: TABLE,
		view: 'open',
		step: { kind: 'evaluate', path: HIT_PATH },
		panels: ['board', 'tree', 'stepper', 'pseudocode'],
		show: { zoomTo: 'step' },
		narration: narrate('transpositions.lookup', ({ result, node }) => {
			const hit = node(HIT_PATH);
			if (!isTableHit(result.record, hit)) throw new RangeError('The node is not a table hit.');
			return {
				path: HIT_PATH,
				value: result.record.value[hit],
				linkPath: pathTo(result.record, tableLink(result.record, hit))
			};
		})
	},
	{
		position: EMPTY_BOARD,
		options: { ...ALPHA_BETA_NO_PENALTY, transpositionTable: true },
		view: 'whole',
		step: 'end',
		panels: ['board', 'tree'],
		show: { fit: true },
		narration: narrate('transpositions.empty-board', ({ result, lab }) => {
			const plainTable = lab.search(EMPTY_BOARD, { ...PLAIN_NO_PENALTY, transpositionTable: true });
			return {
				plain: lab.search(EMPTY_BOARD, PLAIN_NO_PENALTY).nodes,
				plainTable: plainTable.nodes,
				entries: plainTable.tableEntries,
				alphaBeta: lab.search(EMPTY_BOARD, ALPHA_BETA_NO_PENALTY).nodes,
				alphaBetaTable: result.nodes
			};
		})
	}
];

/** Lesson 9. */
export const transpositionsLesson: Lesson = { id: 'transpositions', slides };
