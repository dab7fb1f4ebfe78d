/**
 * Lesson 7, "The computer never loses": the exhaustive proof (classroom/proof-games.ts; docs/reference-figures.md
 * "Reference figures"): with the depth penalty 569 games with the human first and 73 with the AI
 * first; without it 681 and 101; the human wins none. Ends with the AI's answer to a corner, one
 * of the decisions the proof replays.
 */
import type { ProofTally } from '../../engine/index';
import { gamesWhere } from '../../classroom/game-list';
import { runOf, type ProofRun } from '../../classroom/proof-games';
import { must } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Slide } from '../types';
import { PLAIN } from './options';

/** One ply's count. */
export interface PlyCount {
	ply: number;
	count: number;
}

/** One half of the proof (one starter): games and how they ended, by ply. */
export interface HalfValues {
	games: number;
	humanWins: number;
	aiWins: PlyCount[];
	draws: number;
}

/** Both halves under one depth penalty. */
export interface RunValues {
	humanFirst: HalfValues;
	aiFirst: HalfValues;
}

/** Narration values of this lesson, by code. */
export interface ProofValues {
	/** The proof's size with the depth penalty: games per starter and in all. */
	'proof.method': { humanFirst: number; aiFirst: number; total: number };
	'proof.with-penalty': RunValues;
	'proof.without-penalty': RunValues;
	/** Whether the human ever wins, over every game of both runs. */
	'proof.never': { humanEverWins: boolean; games: number; humanWins: number };
	/** The AI's answer to the human's opening, its value, and the proof games after that opening. */
	'proof.answer': { opening: number; answer: number; value: number; games: number };
}

/** The AI's decision after the human takes a corner: O to move. */
export const CORNER_OPENING = 'X../.../...';

function byPly(map: Record<string, number>): PlyCount[] {
	return Object.entries(map)
		.map(([ply, count]) => ({ ply: Number(ply), count }))
		.sort((a, b) => a.ply - b.ply);
}

function half(t: ProofTally): HalfValues {
	return { games: t.games, humanWins: t.humanWins, aiWins: byPly(t.aiWinsByPly), draws: t.draws };
}

function runValues(run: ProofRun): RunValues {
	return { humanFirst: half(run.humanFirst.tally), aiFirst: half(run.aiFirst.tally) };
}

const base = {
	position: CORNER_OPENING,
	options: PLAIN,
	view: 'open',
	step: 'end',
	show: { fit: true }
} as const;

const slides: Slide[] = [
	{
		...base,
		panels: ['board', 'proof'],
		narration: narrate('proof.method', ({ lab }) => {
			const run = runOf(lab.proof(), true);
			const humanFirst = run.humanFirst.tally.games;
			const aiFirst = run.aiFirst.tally.games;
			return { humanFirst, aiFirst, total: humanFirst + aiFirst };
		})
	},
	{
		...base,
		panels: ['proof'],
		narration: narrate('proof.with-penalty', ({ lab }) => runValues(runOf(lab.proof(), true)))
	},
	{
		...base,
		panels: ['proof'],
		narration: narrate('proof.without-penalty', ({ lab }) => runValues(runOf(lab.proof(), false)))
	},
	{
		...base,
		panels: ['proof'],
		narration: narrate('proof.never', ({ lab }) => {
			const proof = lab.proof();
			const humanWins = proof.runs.reduce(
				(n, r) => n + r.humanFirst.tally.humanWins + r.aiFirst.tally.humanWins,
				0
			);
			return { humanEverWins: proof.humanEverWins, games: proof.games, humanWins };
		})
	},
	{
		...base,
		panels: ['board', 'candidates', 'tree', 'proof'],
		narration: narrate('proof.answer', ({ position, result, lab }) => {
			const opening = position.cells.findIndex((c) => c !== null);
			const games = runOf(lab.proof(), result.options.depthPenalty).humanFirst.games;
			const after = gamesWhere(games).filter((g) => games.moves[games.start[g]] === opening);
			return {
				opening,
				answer: must(result.bestMove, 'best move'),
				value: result.value,
				games: after.length
			};
		})
	}
];

/** Lesson 7. */
export const proofLesson: Lesson = { id: 'proof', slides };
