/** The game review's strings, in English (../review-messages.ts). */
import { other, type Mark } from '$lib/engine';
import type {
	JudgedMove,
	LabelCounts,
	Line,
	Retry,
	ReviewLabel,
	Threat,
	ValueResult
} from '$lib/review';
import type { MoveWriter } from '../messages';
import { quote } from './errors';
import type { EvaluationWords, ValueScale, WorksheetInput } from '../review-messages';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The English review strings; `move` names a move in a sentence ("cell 5", "column 4"), `short`
 * in a line ("5", "column 4").
 */
export function makeReviewEn(move: MoveWriter, short: (cell: number) => string) {
	const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
	const label = { best: 'Best', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };
	const line = (l: Line): string => {
		if (l.moves.length === 0) return l.end === 'draw' ? 'draw' : '';
		const text = l.moves.map((m) => `${m.mark} ${short(m.cell)}`).join(', ');
		if (l.end === 'draw') return `${text}, draw`;
		if (l.end !== null) return `${text} wins`;
		return `${text}, …`;
	};
	/** Plies to the end of a won or lost value (with the depth penalty), else null. */
	const plies = (value: number, s: ValueScale): number | null =>
		s.depthPenalty && value !== 0 ? s.win - Math.abs(value) : null;
	const inPlies = (value: number, s: ValueScale) => {
		const n = plies(value, s);
		return n === null ? '' : ` in ${plural(n, 'ply', 'plies')}`;
	};
	/** The result of a value for `side`, in words: "X wins in 3 plies", "a draw". */
	const outcome = (side: Mark, value: number, result: ValueResult, s: ValueScale) => {
		if (result === 'win') return `${side} wins${inPlies(value, s)}`;
		if (result === 'loss') return `${other(side)} wins${inPlies(value, s)}`;
		if (result === 'draw') return 'a draw';
		return 'no result found yet';
	};
	const estimate = (m: { exact: boolean; depth: number | null }) =>
		m.exact ? '' : ` (estimate, depth ${m.depth ?? 0})`;
	const reason = (m: JudgedMove, s: ValueScale): string => {
		const opp = other(m.mover);
		const v = `(value ${m.value})`;
		const b = `(value ${m.bestValue})`;
		const mv = move(m.cell);
		const best = move(m.bestCell);
		const est = estimate(m);
		if (m.label === 'best') {
			const what =
				m.result === 'win'
					? `wins${inPlies(m.value, s)}`
					: m.result === 'draw'
						? 'keeps the draw'
						: m.result === 'loss'
							? `loses the least badly (${opp} wins${inPlies(m.value, s)})`
							: 'keeps the best value';
			return `Best: ${mv} ${what} ${v}${est}.`;
		}
		const played =
			m.result === 'win'
				? `still wins, but later${inPlies(m.value, s)}`
				: m.result === 'draw'
					? `lets ${opp} force a draw`
					: m.result === 'loss'
						? `lets ${opp} win${inPlies(m.value, s)}: ${line(m.refutation)}`
						: `gives ${opp} a better position`;
		const better =
			m.bestResult === 'win'
				? `wins${inPlies(m.bestValue, s)}`
				: m.bestResult === 'draw'
					? 'draws'
					: m.bestResult === 'loss'
						? `holds out longer (${opp} wins${inPlies(m.bestValue, s)})`
						: 'keeps more';
		return `${label[m.label]}: ${mv} ${played} ${v}; ${best} ${better} ${b}: ${line(m.bestLine)}.${est}`;
	};
	const counts = (side: Mark, c: LabelCounts) =>
		`${side}: ${c.best} best, ${plural(c.inaccuracy, 'inaccuracy', 'inaccuracies')}, ${plural(c.mistake, 'mistake', 'mistakes')}, ${plural(c.blunder, 'blunder', 'blunders')}`;
	return {
		/** The button (a contract). */
		reviewGame: 'Review game',
		heading: 'Game review',
		close: 'Close the review',
		/** While the worker labels the game. */
		running: (done: number, total: number) => `Reviewing: position ${done} of ${total}…`,
		/** Announced when the review is ready: how many moves were labelled, and whether exactly. */
		ready: (n: number, exact: boolean) =>
			`Review ready: ${plural(n, 'move', 'moves')} labelled${exact ? ', every value exact' : ', some values estimated'}.`,
		failed: (message: string) => `The review failed: ${message}`,
		/** The label names. */
		label,
		/** One side's counts: "X: 2 best, 1 inaccuracy, 0 mistakes, 1 blunder". */
		counts,
		countsHeading: 'Moves by label',
		pliesHeading: 'Every move',
		/** A ply's button: "3. X cell 5: Best", "(estimate)" added when not proved. */
		plyEntry: (ply: number, mark: Mark, cell: number, l: ReviewLabel, exact: boolean) =>
			`${ply}. ${mark} ${move(cell)}: ${label[l]}${exact ? '' : ' (estimate)'}`,
		/** The reason of a label, one sentence (module docstring). */
		reason,
		/** A line as text: "X 9, O 5, X 7 wins". */
		line,
		/** The meter (a contract: named "Evaluation"). */
		evaluation: 'Evaluation',
		/** The meter's text: the result in words. */
		evaluationText: (w: EvaluationWords) => {
			if (w.over === 'draw') return 'The game is over: a draw (value 0).';
			if (w.over) return `The game is over: ${w.over} won (value ${w.value}).`;
			const text = outcome(w.toMove, w.value, w.result, w);
			const head = w.exact ? 'With best play' : `Estimate at depth ${w.depth ?? 0}`;
			return `${head}: ${text} (value ${w.value} for ${w.toMove}, to move).`;
		},
		hideEvaluation: 'Hide the evaluation',
		showEvaluation: 'Show the evaluation',
		/** The review board's group name. */
		boardLabel: 'Review board',
		/** What the review board shows. */
		boardCaption: (ply: number, mark: Mark, cell: number) =>
			`After move ${ply}: ${mark} played ${move(cell)}.`,
		boardCaptionBest: (ply: number, mark: Mark) =>
			`Before move ${ply}, ${mark} to move: the best line.`,
		/** While retrying: the position before the move, then with the move tried on it. */
		boardCaptionRetry: (ply: number, mark: Mark) =>
			`Before move ${ply}, ${mark} to move: play a better move.`,
		boardCaptionTried: (ply: number, mark: Mark, cell: number) =>
			`Move ${ply} tried again: ${mark} on ${move(cell)} instead.`,
		/** Added to a cell's name: the line's move on it ("line move 1: O"), a threat. */
		ghostName: (n: number, mark: Mark) => `, line move ${n}: ${mark}`,
		threatName: ', threat',
		/** The numbered ghost marks' legend. */
		ghostLegend: (l: Line) =>
			l.moves.length ? `Numbered ghost marks: ${line(l)}.` : 'No line: the game is over.',
		lineChoice: 'Line on the board',
		refutation: 'What happens next',
		bestLine: 'The best line',
		/** The button (a contract). */
		showThreat: 'Show threat',
		hideThreat: 'Hide threat',
		threatText: (t: Threat | null, s: ValueScale) => {
			if (!t) return 'No threat: the game is over.';
			const head = `If ${t.side} could move now`;
			if (t.winningCells.length > 0) {
				const cells = t.winningCells.map((c) => move(c)).join(', ');
				return `${head}, ${t.side} would win at once on ${cells}.`;
			}
			if (t.result === 'win') {
				return `${head}, ${t.side} would force a win${inPlies(t.value, s)}: ${line(t.line)}.`;
			}
			return `${head}, ${t.side} would have no win (${outcome(t.side, t.value, t.result, s)}, value ${t.value}).`;
		},
		/** The button (a contract). */
		findBetterMove: 'Find a better move',
		retryPrompt: (mark: Mark) => `Play a better move for ${mark} on the review board.`,
		retryStop: 'Stop retrying',
		retryResult: (r: Retry, s: ValueScale) => {
			const head = r.found
				? `Found: ${move(r.cell)} is a best move.`
				: r.better
					? `Better, but not the best: ${label[r.label].toLowerCase()}.`
					: `Not better: ${label[r.label].toLowerCase()}.`;
			return `${head} ${cap(reason(r, s))}`;
		},
		showTree: 'Show the tree of this decision',
		exportText: 'Export as text',
		copyLink: 'Copy review link',
		linkLabel: 'Review link',
		linkCopied: 'Copied.',
		linkNotCopied: 'Not copied: select the link and copy it.',
		/** The worksheet's file name. */
		worksheetName: 'minimax-lab-review.txt',
		worksheet: ({ review, gameName, link, win, depthPenalty }: WorksheetInput) => {
			const s = { win, depthPenalty };
			const rows = review.plies.map(
				(p) => `${p.ply + 1}. ${p.mover} ${short(p.cell)}: ${label[p.label]}. ${reason(p, s)}`
			);
			return [
				`Game review: ${gameName}`,
				`Values: win ${win}${depthPenalty ? ' minus the plies to the end (depth penalty)' : ''}, draw 0, loss -${win}.`,
				counts('X', review.counts.X),
				counts('O', review.counts.O),
				'',
				...rows,
				'',
				`Open the review: ${link}`,
				''
			].join('\n');
		}
	};
}

/** The review link's errors (`review=`), in English. */
export const reviewUrlErrorsEn = {
	review: (e: { value: string }) =>
		`The link's ${quote(`review=${e.value}`)} is not valid: use the number of a move from 1. The review is not opened.`,
	'review-range': (e: { ply: number; total: number }) =>
		e.total === 0
			? `The link asks for the review of move ${e.ply}, but the game has no moves. The review is not opened.`
			: `The link asks for the review of move ${e.ply}, but the game has ${plural(e.total, 'move', 'moves')}. The review opens at move ${e.total}.`
};
