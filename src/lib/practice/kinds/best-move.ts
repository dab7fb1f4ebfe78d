/**
 * Kind `best-move`: the move plain minimax plays (the first best score in index order), with or
 * without the depth penalty (chosen by the seed). The feedback lists every root move's score; a
 * worse move is explained by the opponent's reply that holds it down (the first move of its
 * principal variation), a tie by the first-best tie-break. (A move that ends the game is a win,
 * the best score there is, or the only move left, so a worse move always has a reply.) Deciding step: the root's `update` after
 * the chosen move's subtree (its score arriving), or `choose` when the answer is right.
 */
import { nodeOutcome } from '../../engine/index';
import { contextOf, rootChild, variationFrom } from '../context';
import type { BestMoveExplanation, BestMoveMistake } from '../feedback-types';
import { checkCell, checkKind, exerciseHead, finishedError, type KindModule } from '../kind-module';
import { chance } from '../prng';

export const bestMoveKind: KindModule<'best-move'> = {
	kind: 'best-move',
	plies: [2, 6],
	chooseOptions: (rng) => ({
		options: { alphaBeta: false, depthPenalty: chance(rng, 0.5), order: 'index' },
		shown: null
	}),
	unsuitable: (c) => finishedError(c.position),
	// A good exercise has moves of at least two different scores.
	preference: () => (c) => new Set(c.context().searched.moves.map((m) => m.score)).size > 1,
	build: (c, seed) => ({
		...exerciseHead('best-move', c, seed),
		display: null,
		side: c.position.toMove
	}),
	check(exercise, answer) {
		checkKind('best-move', answer.kind);
		checkCell(answer.cell);
		const { searched, index } = contextOf(exercise);
		const { record, moves } = searched;
		const bestCell = searched.bestMove as number;
		const bestScore = searched.value;
		const pv = variationFrom(record, 0).slice(1);
		const explanation: BestMoveExplanation[] = [
			{
				code: 'best',
				cell: bestCell,
				score: bestScore,
				line: pv.map((n) => record.move[n]),
				outcome: nodeOutcome(record, pv[pv.length - 1]) ?? 'draw',
				ties: moves.filter((m) => m.score === bestScore && m.cell !== bestCell).map((m) => m.cell)
			}
		];
		const cell = answer.cell;
		const mistakes: BestMoveMistake[] = [];
		let step = index.total - 1;
		const mark = exercise.position.cells[cell];
		if (mark !== null) {
			mistakes.push({ code: 'cell-taken', cell, mark });
		} else if (cell !== bestCell) {
			const c = rootChild(record, cell);
			const score = record.value[c];
			step = index.stepStart[c] + index.stepCount[c];
			if (score === bestScore) {
				mistakes.push({ code: 'tie-break', cell, score, bestCell });
			} else {
				const line = variationFrom(record, c)
					.slice(1)
					.map((n) => record.move[n]);
				mistakes.push({ code: 'refuted', cell, score, reply: line[0], line, bestCell, bestScore });
			}
		}
		return {
			kind: 'best-move',
			verdict: mistakes.length === 0 ? 'correct' : 'wrong',
			mistakes,
			explanation,
			step,
			scores: moves
		};
	},
	hint: (exercise) => ({
		kind: 'best-move',
		code: 'best-score',
		score: contextOf(exercise).searched.value,
		depthPenalty: exercise.options.depthPenalty
	}),
	solution: (exercise) => ({
		kind: 'best-move',
		cell: contextOf(exercise).searched.bestMove as number
	})
};
