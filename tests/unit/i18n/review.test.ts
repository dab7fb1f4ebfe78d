/**
 * The review's sentences in English and French, from real reviews (src/lib/review): the reason of
 * a blunder and of a best move, lines, the evaluation meter's text, the threat and a retry, the
 * worksheet; French typography (a narrow no-break space before : and ;).
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, emptyGamePosition, parsePosition } from '$lib/engine';
import { makeEn, makeFr, numberCell } from '$lib/i18n';
import { ReviewSolver, checkRetry, reviewGame, threatOf } from '$lib/review';

const NNBSP = '\u202f';
const en = makeEn(numberCell).review;
const fr = makeFr(numberCell).review;
const scale = { win: 10, depthPenalty: true };
const solver = new ReviewSolver('ttt3');
// X 1, O 4, X 2, O 5, X 9 (the blunder: 3 wins at once), O 6 wins.
const review = reviewGame(solver, emptyGamePosition(GAME_DEFS.ttt3), [0, 3, 1, 4, 8, 5]);

describe('review sentences', () => {
	it('a blunder: what the move lets happen and the better move, with values and lines', () => {
		const ply = review.plies[4];
		expect(en.reason(ply, scale)).toBe(
			'Blunder: cell 9 lets O win in 2 plies: O 6 wins (value -8); cell 3 wins in 1 ply (value 9): X 3 wins.'
		);
		expect(fr.reason(ply, scale)).toBe(
			`Gaffe${NNBSP}: la case 9 laisse O gagner en 2 demi-coups${NNBSP}: O 6 gagne (valeur -8)${NNBSP}; la case 3 gagne en 1 demi-coup (valeur 9)${NNBSP}: X 3 gagne.`
		);
	});

	it('a mistake and a best move', () => {
		expect(en.reason(review.plies[1], scale)).toBe(
			'Mistake: cell 4 lets X win in 6 plies: X 2, O 3, X 5, O 6, X 8 wins (value -4); cell 5 draws (value 0): O 5, X 2, O 3, X 7, O 4, X 6, O 8, X 9, draw.'
		);
		expect(en.reason(review.plies[0], scale)).toBe('Best: cell 1 keeps the draw (value 0).');
		expect(en.plyEntry(5, 'X', 8, 'blunder', true)).toBe('5. X cell 9: Blunder');
		expect(en.plyEntry(1, 'X', 38, 'best', false)).toBe('1. X cell 39: Best (estimate)');
	});

	it('the counts per side, with plurals', () => {
		expect(en.counts('X', review.counts.X)).toBe(
			'X: 2 best, 0 inaccuracies, 0 mistakes, 1 blunder'
		);
		expect(fr.counts('O', review.counts.O)).toBe(
			`O${NNBSP}: 1 meilleur coup, 1 imprécision, 1 erreur, 0 gaffe`
		);
	});

	it("the evaluation meter's words", () => {
		const words = { ...scale, toMove: 'O' as const, value: 9, result: 'win' as const };
		expect(en.evaluationText({ ...words, exact: true, depth: null, over: null })).toBe(
			'With best play: O wins in 1 ply (value 9 for O, to move).'
		);
		expect(
			en.evaluationText({
				...words,
				value: 0,
				result: 'draw',
				exact: true,
				depth: null,
				over: null
			})
		).toBe('With best play: a draw (value 0 for O, to move).');
		expect(
			fr.evaluationText({
				...words,
				value: -10,
				result: 'loss',
				exact: true,
				depth: null,
				over: 'X'
			})
		).toBe(`La partie est finie${NNBSP}: X a gagné (valeur -10).`);
	});

	it('the threat: immediate wins, or the forcing line', () => {
		const s = new ReviewSolver('ttt3');
		expect(en.threatText(threatOf(s, parsePosition('XX./O../...')), scale)).toBe(
			'If X could move now, X would win at once on cell 3.'
		);
		expect(en.threatText(threatOf(s, parsePosition('X../.O./..X')), scale)).toBe(
			'If X could move now, X would force a win in 3 plies: X 3, O 2, X 6 wins.'
		);
		expect(en.threatText(null, scale)).toBe('No threat: the game is over.');
	});

	it('a retry: found, or still a mistake', () => {
		const ply = review.plies[4];
		expect(en.retryResult(checkRetry(solver, ply, 2), scale)).toBe(
			'Found: cell 3 is a best move. Best: cell 3 wins in 1 ply (value 9).'
		);
		expect(en.retryResult(checkRetry(solver, ply, 5), scale)).toBe(
			'Better, but not the best: mistake. Mistake: cell 6 lets O force a draw (value 0); cell 3 wins in 1 ply (value 9): X 3 wins.'
		);
	});

	it('the worksheet lists every move with its label and reason, and the link', () => {
		const text = en.worksheet({ review, gameName: 'Tic-tac-toe 3x3', link: 'L', ...scale });
		const lines = text.split('\n');
		expect(lines[0]).toBe('Game review: Tic-tac-toe 3x3');
		expect(lines).toContain(
			'5. X 9: Blunder. Blunder: cell 9 lets O win in 2 plies: O 6 wins (value -8); cell 3 wins in 1 ply (value 9): X 3 wins.'
		);
		expect(lines).toContain('Open the review: L');
		expect(lines.filter((l) => /^\d+\. /.test(l))).toHaveLength(6);
	});
});
