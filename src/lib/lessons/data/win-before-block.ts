/**
 * Lesson 4, "Win before you block" (docs/game-rules.md, the rules' exercise): X on a1 and
 * b1, O on a2 and b2, X to move (`.../OO./XX.`): c1 (index 8) wins at once, before O's threat on
 * c2 (index 5) matters. Blocking on c2 only draws; any other move loses to O on c2.
 */
import { other, type Mark } from '../../engine/index';
import { must, scoresOf, single, valueChild, winningCells, type ScoresValues } from '../facts';
import { narrate } from '../narration';
import type { Lesson, Panel, Slide } from '../types';
import { PLAIN, PLAIN_NO_PENALTY } from './options';

/** Narration values of this lesson, by code. */
export interface WinBeforeBlockValues {
	/** Who is to move, its immediate wins, and the opponent's threats (cells it would win on). */
	'win-before-block.position': { toMove: Mark; wins: number[]; threats: number[] };
	/** The candidate moves and the choice. */
	'win-before-block.choice': ScoresValues;
	/** Blocking the threat: its cell and score (a draw). */
	'win-before-block.block': { cell: number; score: number };
	/** The moves that neither win nor block, their score, and the opponent's winning reply. */
	'win-before-block.others': { cells: number[]; score: number; reply: number };
	/** Without the depth penalty the choice is the same. */
	'win-before-block.no-penalty': ScoresValues;
}

/** The rules' exercise. */
export const WIN_BEFORE_BLOCK_POSITION = '.../OO./XX.';

const panels: readonly Panel[] = ['board', 'candidates', 'tree'];
const base = { position: WIN_BEFORE_BLOCK_POSITION, view: 'open', step: 'end', panels } as const;

const slides: Slide[] = [
	{
		...base,
		options: PLAIN,
		show: { fit: true },
		narration: narrate('win-before-block.position', ({ position }) => ({
			toMove: position.toMove,
			wins: winningCells(position, position.toMove),
			threats: winningCells(position, other(position.toMove))
		}))
	},
	{
		...base,
		options: PLAIN,
		show: { highlight: [{ kind: 'children', path: [] }] },
		narration: narrate('win-before-block.choice', scoresOf)
	},
	{
		...base,
		options: PLAIN,
		show: { highlight: [{ kind: 'children', path: [], result: 'draw' }] },
		narration: narrate('win-before-block.block', ({ result, nodes }) => ({
			cell: result.record.move[single(nodes)],
			score: result.record.value[single(nodes)]
		}))
	},
	{
		...base,
		options: PLAIN,
		show: { highlight: [{ kind: 'children', path: [], result: 'loss' }] },
		narration: narrate('win-before-block.others', ({ result, nodes }) => {
			const r = result.record;
			const scores = new Set(nodes.map((n) => r.value[n]));
			if (scores.size !== 1) throw new RangeError('The losing moves do not share one score.');
			// The opponent's reply that sets the first losing move's value.
			const reply = r.move[must(valueChild(r, nodes[0]), 'reply')];
			return { cells: nodes.map((n) => r.move[n]), score: [...scores][0], reply };
		})
	},
	{
		...base,
		options: PLAIN_NO_PENALTY,
		show: { highlight: ['pv'] },
		narration: narrate('win-before-block.no-penalty', scoresOf)
	}
];

/** Lesson 4. */
export const winBeforeBlockLesson: Lesson = { id: 'win-before-block', slides };
