/**
 * Kind `win`: the move that wins at once for the side to move, or "none" (the rules' exercise: X on
 * a1 and b1, O on a2 and b2, X to move: c1, index 8). Any winning cell is correct when there are
 * several. The deciding step is the `evaluate` step of that move's finished game.
 */
import { contextOf } from '../context';
import type { WinExercise } from '../exercise-types';
import type { WinExplanation, WinMistake } from '../feedback-types';
import {
	BOARD_OPTIONS,
	checkCell,
	checkKind,
	exerciseHead,
	finishedError,
	type KindModule
} from '../kind-module';
import { chance } from '../prng';
import { winningMoves } from '../threats';

function evaluateStep(exercise: WinExercise, cell: number): number {
	const { searched, index } = contextOf(exercise);
	const { record } = searched;
	for (let c = 1; c < record.count; c = record.end[c]) {
		if (record.move[c] === cell) return index.stepStart[c] + 1;
	}
	throw new Error(`Cell ${cell} is not a root move.`);
}

export const winKind: KindModule<'win'> = {
	kind: 'win',
	plies: [3, 7],
	chooseOptions: () => ({ options: BOARD_OPTIONS, shown: null }),
	unsuitable: (c) => finishedError(c.position),
	preference(rng) {
		// Two exercises in three have an immediate win, one in three has none.
		const wantWin = chance(rng, 2 / 3);
		return (c) => winningMoves(c.position, c.position.toMove).length > 0 === wantWin;
	},
	build: (c, seed) => ({
		...exerciseHead('win', c, seed),
		display: null,
		side: c.position.toMove
	}),
	check(exercise, answer) {
		checkKind('win', answer.kind);
		if (answer.cell !== null) checkCell(answer.cell);
		const { side, position } = exercise;
		const wins = winningMoves(position, side);
		const explanation: WinExplanation[] =
			wins.length > 0
				? wins.map((w) => ({ code: 'wins', side, cell: w.cell, line: w.line }))
				: [{ code: 'no-win', side }];
		const mistakes: WinMistake[] = [];
		const cell = answer.cell;
		if (cell === null) {
			if (wins.length > 0) mistakes.push({ code: 'win-exists', cells: wins.map((w) => w.cell) });
		} else {
			const mark = position.cells[cell];
			if (mark !== null) mistakes.push({ code: 'cell-taken', cell, mark });
			else if (!wins.some((w) => w.cell === cell)) mistakes.push({ code: 'no-line', cell });
		}
		const decisive = wins.find((w) => w.cell === cell) ?? wins[0];
		return {
			kind: 'win',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step: decisive ? evaluateStep(exercise, decisive.cell) : null
		};
	},
	hint: (exercise) => ({ kind: 'win', code: 'look-for-two', side: exercise.side }),
	solution: (exercise) => ({
		kind: 'win',
		cell: winningMoves(exercise.position, exercise.side)[0]?.cell ?? null
	})
};
