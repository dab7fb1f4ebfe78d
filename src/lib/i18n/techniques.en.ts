/** The search techniques' strings in English (techniques-messages.ts). */
import type { CellWriter } from './messages';
import { numbersEn } from './numbers.en';
import type { TechniqueMessages } from './techniques-messages';

const { integer } = numbersEn;
const plural = (n: number, word: string) => `${integer(n)} ${word}${n === 1 ? '' : 's'}`;

/** The English techniques section, cells written by `cell`. */
export function makeTechniquesEn(cell: CellWriter): TechniqueMessages {
	return {
		transpositionTable: 'Transposition table',
		depthLimit: 'Depth limit',
		depthLimitPlies: 'Plies',
		iterativeDeepening: 'Iterative deepening',
		badDepthLimit: (text, max) =>
			`“${text}” is not a depth limit: use a whole number of plies from 1 to ${max}.`,
		searchedWith: (o) => {
			const parts = [
				o.transpositionTable ? 'a transposition table' : '',
				o.depthLimit != null ? `a depth limit of ${plural(o.depthLimit, 'ply')}` : '',
				o.iterativeDeepening ? 'iterative deepening' : ''
			].filter(Boolean);
			return parts.length ? `With ${parts.join(', ')}.` : '';
		},
		tableSummary: (entries, hits) =>
			`${plural(entries, 'table entry').replace('entrys', 'entries')}, ${plural(hits, 'table hit')}.`,
		horizonSummary: (leaves) =>
			`${plural(leaves, 'horizon leaf').replace('leafs', 'leaves')} scored by the evaluation function.`,
		truncated: (kept, examined) =>
			`The tree shows the first ${integer(kept)} of ${integer(examined)} nodes examined (the node budget); the values and the best move are those of the whole search.`,
		iterationsCaption: 'Iterative deepening: one search per depth limit',
		iterationHeads: {
			depth: 'Depth',
			bestMove: 'Best move',
			value: 'Value',
			nodes: 'Nodes',
			ms: 'Time'
		},
		iterationMove: (move) => (move === null ? 'none' : `cell ${cell(move)}`),
		iterationsNote: (depth, stoppedBy) =>
			`The tree is the last complete iteration's (depth ${depth}): ` +
			(stoppedBy === 'complete'
				? 'it met no horizon leaf, so a deeper search would find the same.'
				: stoppedBy === 'max-depth'
					? 'it reached the depth limit.'
					: 'the time budget ran out during the next one, which was dropped.'),
		cancelSearch: 'Cancel search',
		searching: 'Searching…',
		cancelled:
			'Search cancelled. Choose other options (a depth limit, the transposition table) to search again.',
		tableHitLabel: (link) => `table hit, searched at node ${integer(link)}`,
		horizonLabel: (value) => `horizon, heuristic value ${value}`,
		legendTableHit: 'TT table hit (dashed): answered by the transposition table',
		legendHorizon: 'H horizon leaf (dotted): scored by the evaluation function'
	};
}
