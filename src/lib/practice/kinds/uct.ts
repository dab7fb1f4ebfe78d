/**
 * Kind `uct`: "Which child does UCT select next?". Monte Carlo tree search (src/lib/mcts) runs k
 * seeded iterations from a 3x3 position, k at least the number of legal moves, so every root move
 * already has a child and the next selection compares them all; the student sees each root
 * child's visits N and wins W and the root's N, and picks the child UCT selects at iteration k + 1.
 * The answer is checked against the record: the child the engine's selection went to
 * (selectionChoices), ties between equal UCT values going, as in the engine, to the move first in
 * the centre-first order. The feedback writes every child's
 *   UCT = W/N + c * sqrt(ln N_parent / N)
 * with its numbers. The seed picks the MCTS seed and k; half the exercises are chosen so that the
 * child selected is not the one with the best win rate W/N (exploration decides).
 */
import { GAME_DEFS, legalMoves, type Position } from '../../engine/index';
import { gamePosition, mcts, selectionChoices, type UctCandidate } from '../../mcts/index';
import { PracticeError } from '../errors';
import type { UctChild, UctExercise } from '../exercise-types';
import type { UctExplanation, UctMistake, UctValue } from '../feedback-types';
import {
	BOARD_OPTIONS,
	checkCell,
	checkKind,
	exerciseHead,
	finishedError,
	type KindModule
} from '../kind-module';
import { chance, randomInt } from '../prng';

/** The MCTS run of an exercise. */
interface UctRun {
	readonly seed: number;
	readonly iterations: number;
	readonly exploration: number;
}

/** The root's selection step at iteration `run.iterations` (from 0): the candidates and the choice. */
export interface UctQuestion {
	readonly parentVisits: number;
	readonly candidates: readonly UctCandidate[];
	/** The move selection goes to. */
	readonly chosen: number;
}

/**
 * The root's UCT step after `run.iterations` iterations from `position` (3x3): runs MCTS for one
 * iteration more and reads the first selection step of that last iteration from its record.
 * @throws RangeError when the root is not fully expanded by then (fewer iterations than moves).
 */
export function uctQuestion(position: Position, run: UctRun): UctQuestion {
	const result = mcts(gamePosition(GAME_DEFS.ttt3, position), {
		iterations: run.iterations + 1,
		seed: run.seed,
		exploration: run.exploration
	});
	const steps = selectionChoices(result.record, run.iterations);
	if (steps.length === 0 || steps[0].node !== 0) {
		throw new RangeError(
			`After ${run.iterations} iterations the root still has untried moves: no UCT choice there.`
		);
	}
	const { candidates, chosen } = steps[0];
	return {
		parentVisits: run.iterations,
		candidates,
		chosen: result.record.move[chosen]
	};
}

const questions = new WeakMap<UctExercise, UctQuestion>();

function questionOf(exercise: UctExercise): UctQuestion {
	let q = questions.get(exercise);
	if (!q) {
		q = uctQuestion(exercise.position, exercise.mcts);
		questions.set(exercise, q);
	}
	return q;
}

/** A candidate's UCT value with its two parts. */
function valueOf(c: UctCandidate, parentVisits: number, exploration: number): UctValue {
	return {
		cell: c.move,
		visits: c.visits,
		wins: c.wins,
		exploit: c.wins / c.visits,
		explore: exploration * Math.sqrt(Math.log(parentVisits) / c.visits),
		uct: c.uct
	};
}

/** True when the child selected is not a child with the best win rate (exploration decides). */
function explores(q: UctQuestion): boolean {
	const best = Math.max(...q.candidates.map((c) => c.wins / c.visits));
	const chosen = q.candidates.find((c) => c.move === q.chosen) as UctCandidate;
	return chosen.wins / chosen.visits < best;
}

/** Tries (seed, k) pairs before keeping the first one. */
const TRIES = 16;

export const uctKind: KindModule<'uct'> = {
	kind: 'uct',
	plies: [2, 5],
	chooseOptions: () => ({ options: BOARD_OPTIONS, shown: null }),
	unsuitable(c) {
		const finished = finishedError(c.position);
		if (finished) return finished;
		const moves = legalMoves(c.position).length;
		if (moves >= 2) return null;
		return new PracticeError(
			'too-few-moves',
			`The position has ${moves} legal move: UCT has nothing to choose between.`,
			{ moves }
		);
	},
	preference: () => () => true,
	build(c, seed, rng) {
		const m = legalMoves(c.position).length;
		const wantExplore = chance(rng, 0.5);
		let picked: { run: UctRun; q: UctQuestion } | null = null;
		for (let t = 0; t < TRIES; t++) {
			const run: UctRun = {
				seed: Math.floor(rng() * 0x100000000) >>> 0,
				iterations: m + randomInt(rng, 0, 3 * m),
				exploration: Math.SQRT2
			};
			const q = uctQuestion(c.position, run);
			if (picked === null) picked = { run, q };
			if (!wantExplore || explores(q)) {
				picked = { run, q };
				break;
			}
		}
		const { run, q } = picked as { run: UctRun; q: UctQuestion };
		const children: UctChild[] = q.candidates.map((x) => ({
			move: x.move,
			visits: x.visits,
			wins: x.wins
		}));
		const exercise: UctExercise = {
			...exerciseHead('uct', c, seed),
			display: null,
			side: c.position.toMove,
			mcts: run,
			parentVisits: q.parentVisits,
			children
		};
		questions.set(exercise, q);
		return exercise;
	},
	check(exercise, answer) {
		checkKind('uct', answer.kind);
		checkCell(answer.cell);
		const q = questionOf(exercise);
		const c = exercise.mcts.exploration;
		const values = q.candidates.map((x) => valueOf(x, q.parentVisits, c));
		const chosen = values.find((v) => v.cell === q.chosen) as UctValue;
		const mistakes: UctMistake[] = [];
		const cell = answer.cell;
		const mark = exercise.position.cells[cell];
		if (mark !== null) {
			mistakes.push({ code: 'cell-taken', cell, mark });
		} else if (cell !== q.chosen) {
			const given = values.find((v) => v.cell === cell) as UctValue;
			if (given.uct === chosen.uct) {
				mistakes.push({ code: 'tie-break', cell, uct: given.uct, chosenCell: q.chosen });
			} else {
				mistakes.push({
					code: 'lower-uct',
					cell,
					uct: given.uct,
					chosenCell: q.chosen,
					chosenUct: chosen.uct
				});
			}
		}
		const explanation: UctExplanation[] = values.map((value) => ({
			code: 'uct',
			value,
			parentVisits: q.parentVisits,
			exploration: c,
			chosen: value.cell === q.chosen
		}));
		explanation.push({
			code: 'selects',
			cell: q.chosen,
			uct: chosen.uct,
			ties: values.filter((v) => v.uct === chosen.uct && v.cell !== q.chosen).map((v) => v.cell)
		});
		return {
			kind: 'uct',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step: null,
			values
		};
	},
	hint: (exercise) => ({
		kind: 'uct',
		code: 'formula',
		exploration: exercise.mcts.exploration,
		parentVisits: exercise.parentVisits
	}),
	solution: (exercise) => ({ kind: 'uct', cell: questionOf(exercise).chosen })
};
