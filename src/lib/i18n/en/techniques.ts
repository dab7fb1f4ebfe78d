/** The search techniques' strings in English (techniques-messages.ts). */
import type { SearchOptions } from '$lib/engine';
import type { CellWriter, MoveWriter } from '../messages';
import { numbersEn } from './numbers';
import type { TechniqueMessages } from '../techniques-messages';

const { integer } = numbersEn;
const plural = (n: number, word: string) => `${integer(n)} ${word}${n === 1 ? '' : 's'}`;

/** The English techniques section, cells written by `cell`. */
export function makeTechniquesEn(
	cell: CellWriter,
	move: MoveWriter = (c) => `cell ${cell(c)}`
): TechniqueMessages {
	return {
		transpositionTable: 'Transposition table',
		depthLimit: 'Depth limit',
		depthLimitPlies: 'Plies',
		iterativeDeepening: 'Iterative deepening',
		badDepthLimit: (text: string, max: number) =>
			`“${text}” is not a depth limit: use a whole number of plies from 1 to ${max}.`,
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
		tableSummary: (entries: number, hits: number) =>
			`${plural(entries, 'table entry').replace('entrys', 'entries')}, ${plural(hits, 'table hit')}.`,
		horizonSummary: (leaves: number) =>
			`${plural(leaves, 'horizon leaf').replace('leafs', 'leaves')} scored by the evaluation function.`,
		truncated: (kept: number, examined: number) =>
			`The tree shows the first ${integer(kept)} of ${integer(examined)} nodes examined (the node budget); the values and the best move are those of the whole search.`,
		iterationsCaption: 'Iterative deepening: one search per depth limit',
		iterationHeads: {
			depth: 'Depth',
			bestMove: 'Best move',
			value: 'Value',
			nodes: 'Nodes',
			ms: 'Time'
		},
		iterationMove: (m: number | null) => (m === null ? 'none' : move(m)),
		iterationsNote: (depth: number, stoppedBy: 'complete' | 'max-depth' | 'time') =>
			`The tree is the last complete iteration's (depth ${depth}): ` +
			(stoppedBy === 'complete'
				? 'it met no horizon leaf, so a deeper search would find the same.'
				: stoppedBy === 'max-depth'
					? 'it reached the depth limit.'
					: 'the time budget ran out during the next one, which was dropped.'),
		proofNote: (winner: 'X' | 'O' | null, moves: number, nodes: number, ms: number) =>
			`Proved by the exact solver (${plural(nodes, 'node')}, ${numbersEn.milliseconds(ms, 1)}): ` +
			(winner === null
				? 'a draw with best play.'
				: `${winner} wins in ${moves} ${moves === 1 ? 'move' : 'moves'}.`) +
			' The move played and the candidates’ values are the proof’s; the tree is the recorded search’s, whose values are depth-limited estimates.',
		cancelSearch: 'Cancel search',
		searching: 'Searching…',
		cancelled:
			'Search cancelled. Choose other options (a depth limit, the transposition table) to search again.',
		foundHits: (hits: number) =>
			hits === 0
				? ''
				: ` ${hits === 1 ? 'One of them is a table hit' : `${integer(hits)} of them are table hits`}, answered from the node where the position was searched.`,
		tableHitLabel: (link: number) => `table hit (TT), searched at node ${integer(link)}`,
		linkedLabel: 'the table hit’s position, searched here',
		horizonLabel: (value: number) => `horizon (H), heuristic value ${value}`,
		legendTableHit: 'TT table hit (dashed): answered by the transposition table',
		legendHorizon: 'H horizon leaf (dotted): scored by the evaluation function',
		legendHeuristic: 'only a heuristic value: no win, loss or draw proven',
		proof4: {
			heading: 'Prove 4x4 is a draw',
			intro:
				'Alpha-beta from the empty 4x4 board, centre first, no depth penalty, in the background: with the transposition table, then without it.',
			withTable: 'Prove with the transposition table',
			withoutTable: 'Prove without the table',
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
			row: (table: boolean) => (table ? 'With the table' : 'Without the table'),
			value: (value: number) =>
				value === 0 ? '0 (a draw)' : `${value} (${value > 0 ? 'X' : 'O'} wins)`,
			ratio: (times: number) =>
				`The table examines ${numbersEn.decimal(times, 0)} times fewer nodes for the same value.`
		}
	};
}
