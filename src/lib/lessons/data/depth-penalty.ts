/**
 * Lesson 3, "Win now or win later": the depth penalty on `XOX/.O./X..`, O to move (docs/reference-figures.md,
 * "Reference figures"). Without it the scores are 10, -10, 10, -10 and the AI plays cell 4
 * (index 3): it still wins, two plies later; with it 7, -8, 9, -8 and it plays cell 8 (index 7),
 * the immediate win.
 */
import type { Mark } from '../../engine/index';
import {
	must,
	rootMoves,
	scoresOf,
	valueLeafDepth,
	winningCells,
	type ScoresValues
} from '../facts';
import { narrate } from '../narration';
import type { Lesson, NarrationContext, Panel, Slide } from '../types';
import { PLAIN, PLAIN_NO_PENALTY } from './options';
import { DEPTH_PENALTY_POSITION } from './positions';

/** Narration values of this lesson, by code. */
export interface DepthPenaltyValues {
	/**
	 * The position: the side to move, the empty cells, its immediate wins, and the move the slide's
	 * decision chooses (the candidate table marks it), so that the sentence agrees with the table.
	 */
	'depth-penalty.position': {
		toMove: Mark;
		free: number[];
		wins: number[];
		chosen: number;
		depthPenalty: boolean;
	};
	/** Without the depth penalty: every win scores the same. */
	'depth-penalty.without': ScoresValues;
	/** The move chosen wins later than another move with the same score. */
	'depth-penalty.later': { best: number; bestDepth: number; quick: number; quickDepth: number };
	/** With the depth penalty. */
	'depth-penalty.with': ScoresValues;
	/** Each root move's score and the depth of the finished game it comes from. */
	'depth-penalty.rule': { cells: number[]; scores: number[]; depths: number[] };
}

const panels: readonly Panel[] = ['board', 'candidates', 'tree'];
const base = { position: DEPTH_PENALTY_POSITION, view: 'open', step: 'end', panels } as const;
const rootChildren = { kind: 'children', path: [] } as const;

function childDepths({ result }: NarrationContext): number[] {
	const r = result.record;
	const out: number[] = [];
	for (let c = 1; c < r.count; c = r.end[c]) out.push(valueLeafDepth(r, c));
	return out;
}

const slides: Slide[] = [
	{
		...base,
		options: PLAIN_NO_PENALTY,
		show: { fit: true },
		narration: narrate('depth-penalty.position', ({ position, result }) => ({
			toMove: position.toMove,
			free: position.cells.flatMap((c, i) => (c === null ? [i] : [])),
			wins: winningCells(position, position.toMove),
			chosen: must(result.bestMove, 'best move'),
			depthPenalty: result.options.depthPenalty
		}))
	},
	{
		...base,
		options: PLAIN_NO_PENALTY,
		show: { highlight: [rootChildren] },
		narration: narrate('depth-penalty.without', scoresOf)
	},
	{
		...base,
		options: PLAIN_NO_PENALTY,
		show: { highlight: ['pv'] },
		narration: narrate('depth-penalty.later', (context) => {
			const { cells, scores } = rootMoves(context.result.record);
			const depths = childDepths(context);
			const best = must(context.result.bestMove, 'best move');
			const k = cells.indexOf(best);
			let quick = k;
			cells.forEach((_, j) => {
				if (scores[j] === scores[k] && depths[j] < depths[quick]) quick = j;
			});
			return { best, bestDepth: depths[k], quick: cells[quick], quickDepth: depths[quick] };
		})
	},
	{
		...base,
		options: PLAIN,
		show: { highlight: [rootChildren] },
		narration: narrate('depth-penalty.with', scoresOf)
	},
	{
		...base,
		options: PLAIN,
		show: { highlight: ['pv'] },
		narration: narrate('depth-penalty.rule', (context) => ({
			...rootMoves(context.result.record),
			depths: childDepths(context)
		}))
	}
];

/** Lesson 3. */
export const depthPenaltyLesson: Lesson = { id: 'depth-penalty', slides };
