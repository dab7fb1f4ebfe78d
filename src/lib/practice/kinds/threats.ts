/**
 * Kind `threats`: every cell where X would complete a line at once and every cell where O would,
 * whoever is to move (the rules' defensive training). A missing and an extra cell are both mistakes.
 * No search decides it: the feedback's step is null.
 */
import type { Mark } from '../../engine/index';
import type { ThreatsExplanation, ThreatsMistake } from '../feedback-types';
import {
	BOARD_OPTIONS,
	checkCell,
	checkKind,
	exerciseHead,
	finishedError,
	type KindModule
} from '../kind-module';
import { compareSets } from '../sets';
import { threats, winningMoves } from '../threats';

const SIDES: readonly Mark[] = ['X', 'O'];

export const threatsKind: KindModule<'threats'> = {
	kind: 'threats',
	plies: [3, 7],
	chooseOptions: () => ({ options: BOARD_OPTIONS, shown: null }),
	unsuitable: (c) => finishedError(c.position),
	preference: () => (c) => {
		const t = threats(c.position);
		return t.X.length + t.O.length > 0;
	},
	build: (c, seed) => ({
		...exerciseHead('threats', c, seed),
		display: null
	}),
	check(exercise, answer) {
		checkKind('threats', answer.kind);
		const mistakes: ThreatsMistake[] = [];
		const explanation: ThreatsExplanation[] = [];
		const details = { X: compareSets([], []), O: compareSets([], []) };
		for (const side of SIDES) {
			const given = answer[side];
			given.forEach((cell) => checkCell(cell));
			const wins = winningMoves(exercise.position, side);
			const d = compareSets(
				given,
				wins.map((w) => w.cell)
			);
			details[side] = d;
			for (const w of wins) {
				explanation.push({ code: 'threat', side, cell: w.cell, line: w.line });
				if (d.missing.includes(w.cell)) {
					mistakes.push({ code: 'missed-threat', side, cell: w.cell, line: w.line });
				}
			}
			if (wins.length === 0) explanation.push({ code: 'no-threat', side });
			for (const cell of d.extra) {
				mistakes.push({ code: 'not-a-threat', side, cell, mark: exercise.position.cells[cell] });
			}
		}
		return {
			kind: 'threats',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step: null,
			X: details.X,
			O: details.O
		};
	},
	hint(exercise) {
		const t = threats(exercise.position);
		return { kind: 'threats', code: 'count', X: t.X.length, O: t.O.length };
	},
	solution: (exercise) => ({ kind: 'threats', ...threats(exercise.position) })
};
