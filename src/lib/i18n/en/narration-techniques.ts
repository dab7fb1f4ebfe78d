/** The narrations of the two lessons of the search techniques, in English (en/narration.ts). */
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import { numbersEn } from './numbers';
import { stepsEn } from './steps';

const { integer, score } = numbersEn;
const list = stepsEn.list;
const cell = (c: number) => `cell ${c + 1}`;
const moves = (p: readonly number[]) => p.map(cell).join(', ');

type Codes = Extract<NarrationCode, `transpositions.${string}` | `depth-limit.${string}`>;

export const techniqueNarrationEn: Pick<NarrationCatalogue, Codes> = {
	'transpositions.twice': (v) =>
		`The position ${v.position} appears ${v.count} times in this tree of ${integer(v.nodes)} nodes, for example after ${moves(v.paths[0])} and after ${moves(v.paths[1])}. The same marks in another order: a transposition. Plain minimax searches it again each time.`,
	'transpositions.table': (v) =>
		`With a transposition table, a position already searched is looked up instead: ${integer(v.nodes)} nodes instead of ${integer(v.plainNodes)}. The table keeps ${integer(v.entries)} entries and answers ${integer(v.hits)} times; each answer is a table hit, a leaf drawn dashed with TT.`,
	'transpositions.lookup': (v) =>
		`After ${moves(v.path)} the search meets a position it already searched after ${moves(v.linkPath)}. The table answers with the value stored then, ${score(v.value)}: this subtree is not searched again. Point at the TT node to see the node it links to.`,
	'transpositions.empty-board': (v) =>
		`On the empty board (no depth penalty): plain minimax ${integer(v.plain)} nodes, ${integer(v.plainTable)} with the table (${integer(v.entries)} entries: every unfinished position once). Alpha-beta ${integer(v.alphaBeta)} nodes, ${integer(v.alphaBetaTable)} with the table. With alpha-beta an entry may hold only a bound, which answers only when it is outside the window.`,
	'depth-limit.horizon': (v) =>
		`The whole tree of the empty board has ${integer(v.fullNodes)} nodes; bigger games have far too many. A depth limit of ${v.limit} plies stops the search there: ${integer(v.nodes)} nodes, of which ${integer(v.horizon)} horizon leaves, drawn dotted with H.`,
	'depth-limit.evaluation': (v) =>
		`At the horizon (depth ${v.depth}, after ${moves(v.path)}) the game is not over, so the evaluation function scores it: for each line the opponent has not blocked, 1, 4 or 16 for 1, 2 or 3 own marks, minus the same for the opponent. Here ${score(v.value)}. It stays below a win's score: a guess, not a result.`,
	'depth-limit.choice': (v) =>
		`${v.limit === 1 ? 'One ply' : `${v.limit} plies`} deep, the evaluation prefers ${cell(v.best)} (value ${score(v.value)}: it opens the most lines). The whole search sees further: every first move draws (value ${score(v.fullValue)}) and it plays ${cell(v.fullBest)}. A depth limit trades certainty for speed.`,
	'depth-limit.bigger': (v) =>
		`From the empty 4x4 board a plain search examines ${list(v.ttt4.map(integer))} nodes for limits 1 to 4; in Connect Four ${list(v.connect4.map(integer))}. Each extra ply multiplies the work, so programs search as deep as their time allows: iterative deepening.`
};
