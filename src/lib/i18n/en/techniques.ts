/** The search techniques' strings in English (`techniques` of the catalogue). */
import type { SearchOptions } from '$lib/engine';
import type { CellWriter, MoveWriter } from '../messages';
import { numbersEn } from './numbers';

const { integer } = numbersEn;
const plural = (n: number, word: string) => `${integer(n)} ${word}${n === 1 ? '' : 's'}`;

/** The English techniques section, cells written by `cell`. */
export function makeTechniquesEn(cell: CellWriter, move: MoveWriter = (c) => `cell ${cell(c)}`) {
	return {
		/** "Transposition table" (a checkbox: the name is a contract). */
		transpositionTable: 'Transposition table',
		/** "Depth limit" (a checkbox). */
		depthLimit: 'Depth limit',
		/** The label of the number input of the depth limit ("Plies"). */
		depthLimitPlies: 'Plies',
		/** "Iterative deepening" (a checkbox). */
		iterativeDeepening: 'Iterative deepening',
		/** Why a depth limit typed in the number input was refused. */
		badDepthLimit: (text: string, max: number) =>
			`“${text}” is not a depth limit: use a whole number of plies from 1 to ${max}.`,
		/** The techniques a decision was searched with, a sentence after `tree.searchedWith` ('' for none). */
		searchedWith: (o: SearchOptions) => {
			const parts = [
				o.transpositionTable ? 'a transposition table' : '',
				o.depthLimit != null
					? `a depth limit of ${integer(o.depthLimit)} ${o.depthLimit === 1 ? 'ply' : 'plies'}`
					: '',
				o.iterativeDeepening ? 'iterative deepening' : ''
			].filter(Boolean);
			return parts.length ? `With ${parts.join(', ')}.` : '';
		},
		/** "4,520 table entries, 1,234 table hits." */
		tableSummary: (entries: number, hits: number) =>
			`${plural(entries, 'table entry').replace('entrys', 'entries')}, ${plural(hits, 'table hit')}.`,
		/** "57 horizon leaves scored by the evaluation function." */
		horizonSummary: (leaves: number) =>
			`${plural(leaves, 'horizon leaf').replace('leafs', 'leaves')} scored by the evaluation function.`,
		/** The node budget's note: "The tree shows the first N of M nodes examined." */
		truncated: (kept: number, examined: number) =>
			`The tree shows the first ${integer(kept)} of ${integer(examined)} nodes examined (the node budget); the values and the best move are those of the whole search.`,
		/** The caption of the iterations table. */
		iterationsCaption: 'Iterative deepening: one search per depth limit',
		iterationHeads: {
			depth: 'Depth',
			bestMove: 'Best move',
			value: 'Value',
			nodes: 'Nodes',
			ms: 'Time'
		},
		iterationMove: (m: number | null) => (m === null ? 'none' : move(m)),
		/** Under the table: which iteration the tree shows and why the deepening stopped. */
		iterationsNote: (depth: number, stoppedBy: 'complete' | 'max-depth' | 'time') =>
			`The tree is the last complete iteration's (depth ${depth}): ` +
			(stoppedBy === 'complete'
				? 'it met no horizon leaf, so a deeper search would find the same.'
				: stoppedBy === 'max-depth'
					? 'it reached the depth limit.'
					: 'the time budget ran out during the next one, which was dropped.'),
		/**
		 * Under the tree when Connect Four's exact solver proved the position (engine `decide`): the
		 * verdict ("X wins in 7 moves", null winner: a draw), the solver's nodes and time, and that
		 * the move and the candidates' scores are the proof's while the tree is the recorded search's.
		 */
		proofNote: (winner: 'X' | 'O' | null, moves: number, nodes: number, ms: number) =>
			`Proved by the exact solver (${plural(nodes, 'node')}, ${numbersEn.milliseconds(ms, 1)}): ` +
			(winner === null
				? 'a draw with best play.'
				: `${winner} wins in ${moves} ${moves === 1 ? 'move' : 'moves'}.`) +
			' The move played and the candidates’ values are the proof’s; the tree is the recorded search’s, whose values are depth-limited estimates.',
		/** "Cancel search" (a button while a search runs). */
		cancelSearch: 'Cancel search',
		searching: 'Searching…',
		cancelled:
			'Search cancelled. Choose other options (a depth limit, the transposition table) to search again.',
		/**
		 * After Find position's count: how many of the nodes found are table hits ('' for none), each
		 * answered from the node where the position was searched.
		 */
		foundHits: (hits: number) =>
			hits === 0
				? ''
				: ` ${hits === 1 ? 'One of them is a table hit' : `${integer(hits)} of them are table hits`}, answered from the node where the position was searched.`,
		/** Added to a table hit's accessible name (with its visible badge): "table hit (TT), searched at node 12". */
		tableHitLabel: (link: number) => `table hit (TT), searched at node ${integer(link)}`,
		/**
		 * Added to the name of the node a hovered or focused table hit links to (its dashed ring):
		 * "the table hit’s position, searched here".
		 */
		linkedLabel: 'the table hit’s position, searched here',
		/** Added to a horizon leaf's accessible name (with its visible badge): "horizon (H), heuristic value 3". */
		horizonLabel: (value: number) => `horizon (H), heuristic value ${value}`,
		/** Legend entries of the open-nodes tree. */
		legendTableHit: 'TT table hit (dashed): answered by the transposition table',
		legendHorizon: 'H horizon leaf (dotted): scored by the evaluation function',
		/** The whole tree's colour of a subtree whose value is only an evaluation (no proven result). */
		legendHeuristic: 'only a heuristic value: no win, loss or draw proven',
		/** The 4x4 proof demo in the comparison panel (src/lib/app/workers/proof4.ts). */
		proof4: {
			heading: 'Prove 4x4 is a draw',
			intro:
				'Alpha-beta from the empty 4x4 board, centre first, no depth penalty, in the background: with the transposition table, then without it.',
			withTable: 'Prove with the transposition table',
			withoutTable: 'Prove without the table',
			/** The confirmation before the run without the table: about `nodes` nodes. */
			confirm: (nodes: number) =>
				`Without the table the search examines ${integer(nodes)} nodes: it may take minutes (you can cancel it). Run it?`,
			yes: 'Run it',
			no: 'Do not run',
			progress: (nodes: number, expected: number, table: boolean) =>
				`${integer(nodes)} of ${integer(expected)} nodes examined ${table ? 'with' : 'without'} the table…`,
			cancelled: (table: boolean) =>
				`The proof ${table ? 'with' : 'without'} the table was cancelled.`,
			failed: (message: string) => `The proof failed: ${message}`,
			caption: '4x4 tic-tac-toe: alpha-beta from the empty board',
			heads: { run: 'Run', value: 'Value', nodes: 'Nodes', entries: 'Table entries', time: 'Time' },
			row: (table: boolean): string => (table ? 'With the table' : 'Without the table'),
			value: (value: number) =>
				value === 0 ? '0 (a draw)' : `${value} (${value > 0 ? 'X' : 'O'} wins)`,
			/** Under both results: how many times fewer nodes the table examines. */
			ratio: (times: number) =>
				`The table examines ${numbersEn.decimal(times, 0)} times fewer nodes for the same value.`
		}
	};
}
