/**
 * English explanations of the search steps (`steps` of the catalogue): one sentence or two per step
 * kind, cells named as on the page.
 */
import { joinList, scoreWords } from '../format';
import { numbersEn } from './numbers';
import { numberCell } from '../cells';
import type { CellWriter, MoveWriter, Renderers } from '../messages';
import type { Explanation } from '$lib/stepper';

const number = numbersEn.score;

const { valueWithBound, windowText } = scoreWords(number);
const list = (items: readonly string[]) => joinList(items, 'and');

/** The formatters the step sentences share (and the catalogue's `steps` offers). */
const stepWords = {
	/** A score or window end: "7", "-8", "-∞", "+∞". */
	number,
	/** A value with its bound: "7", ">= 7", "<= 0". */
	valueWithBound,
	/** A list of already formatted items: "6", "6 and 9", "5, 6 and 9". */
	list
};

/**
 * The English step explanations, cells written with `cell` ("5" or "b2"); with `columns` (Connect
 * Four's width), the pruned moves are named by their column ("columns 3 and 5 are pruned").
 */
export function makeStepsEn(
	cell: CellWriter,
	move: MoveWriter = (c) => `cell ${cell(c)}`,
	columns: number | null = null
): typeof stepWords & Renderers<Explanation> {
	const Move = (c: number) => move(c).charAt(0).toUpperCase() + move(c).slice(1);
	return {
		...stepWords,
		enter(p) {
			const role = p.maximizing ? 'the maximizer' : 'the minimizer';
			const window = p.alphaBeta ? ` Window ${windowText(p.alpha, p.beta)}.` : '';
			if (p.root || p.cell === null) {
				const what = p.finished ? 'the game is already over.' : `${p.toMove} to move, ${role}.`;
				return `Start at the root: ${what}${window}`;
			}
			const what = p.finished ? 'a finished game.' : `${p.toMove} to move, ${role}.`;
			return `Enter the position after ${p.played} plays ${move(p.cell)} (depth ${p.depth}): ${what}${window}`;
		},
		lookup(p) {
			const where = p.cell === null ? 'this position' : `the position after ${move(p.cell)}`;
			const answer =
				p.bound === 'exact'
					? `its exact value ${number(p.value)}`
					: p.bound === 'lower'
						? `a lower bound >= ${number(p.value)}, and ${number(p.value)} >= beta ${number(p.beta)}`
						: `an upper bound <= ${number(p.value)}, and ${number(p.value)} <= alpha ${number(p.alpha)}`;
			return `Table hit: ${where} was searched before (node ${numbersEn.integer(p.link)}); the transposition table answers with ${answer}, so it is not searched again.`;
		},
		heuristic(p) {
			return `Horizon: the depth limit is reached at depth ${p.depth}, and the game is not over. The evaluation function scores the position ${number(p.value)}: for each line the opponent has not blocked, 1, 4 or 16 for 1, 2 or 3 own marks, minus the same for the opponent.`;
		},
		evaluate(p) {
			if (p.evaluation === 'draw') return 'A draw: score 0.';
			const who = `${p.outcome} wins`;
			if (!p.depthPenalty) return `${who}: score ${p.score}.`;
			const formula = p.evaluation === 'win' ? `10 - ${p.depth}` : `${p.depth} - 10`;
			return `${who} at depth ${p.depth}: score ${formula} = ${p.score}.`;
		},
		update(p) {
			const head = `${Move(p.cell)} returned ${valueWithBound(p.value, p.bound)}`;
			const best = p.improved
				? `: a new best, ${number(p.best)}.`
				: `: not better than the best so far, ${number(p.best)}.`;
			if (!p.alphaBeta) return head + best;
			const window =
				p.windowChange === 'alpha'
					? ` Alpha rises from ${number(p.alphaBefore)} to ${number(p.alpha)}.`
					: p.windowChange === 'beta'
						? ` Beta falls from ${number(p.betaBefore)} to ${number(p.beta)}.`
						: ` The window stays ${windowText(p.alpha, p.beta)}.`;
			const test = p.cutoff
				? ` alpha ${number(p.alpha)} >= beta ${number(p.beta)}: cutoff.`
				: ` alpha ${number(p.alpha)} < beta ${number(p.beta)}: no cutoff.`;
			return head + best + window + test;
		},
		cutoff(p) {
			const test = p.maximizing
				? `alpha ${number(p.alpha)} >= beta ${number(p.beta)}, a beta cutoff`
				: `beta ${number(p.beta)} <= alpha ${number(p.alpha)}, an alpha cutoff`;
			const cells = p.pruned.map((c) => (columns === null ? cell(c) : String((c % columns) + 1)));
			const [one, many] = columns === null ? ['move', 'moves'] : ['column', 'columns'];
			const what =
				cells.length === 0
					? 'no moves left to prune.'
					: cells.length === 1
						? `${one} ${cells[0]} is pruned.`
						: `${many} ${list(cells)} are pruned.`;
			return `${test}: ${what}`;
		},
		return(p) {
			const head = `Return ${valueWithBound(p.value, p.bound)} to the parent`;
			if (p.bound === 'lower') return `${head}: a lower bound, the true value may be higher.`;
			if (p.bound === 'upper') return `${head}: an upper bound, the true value may be lower.`;
			return `${head}.`;
		},
		choose(p) {
			if (p.cell === null) return 'The game is over: there is no move to choose.';
			return `Play ${move(p.cell)}: value ${p.value}, the first best move in the order tried.`;
		}
	};
}

/** The English step explanations with cells numbered 1-9. */
export const stepsEn = makeStepsEn(numberCell);
