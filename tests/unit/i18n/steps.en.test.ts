/** English explanations with the actual numbers of XOX/.O./X.. (O to move), cells 1-9. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { en, explanationText } from '$lib/i18n';
import { stepsEn } from '$lib/i18n/en/steps';
import { buildStepIndex, explainStep, stepAt, type StepIndex } from '$lib/stepper';

/** The English sentence of step k. */
function text(index: StepIndex, k: number): string {
	return explanationText(en.steps, explainStep(index, stepAt(index, k)));
}

function build(text: string, alphaBeta: boolean, depthPenalty: boolean): StepIndex {
	const result = search(parsePosition(text), { alphaBeta, depthPenalty });
	return buildStepIndex(result.record, result.options);
}

describe('alpha-beta with the depth penalty', () => {
	const index = build('XOX/.O./X..', true, true);
	it.each([
		[0, 'Start at the root: O to move, the maximizer. Window [-∞, +∞].'],
		[
			1,
			'Enter the position after O plays cell 4 (depth 1): X to move, the minimizer. Window [-∞, +∞].'
		],
		[3, 'Enter the position after O plays cell 8 (depth 3): a finished game. Window [-∞, +∞].'],
		[4, 'O wins at depth 3: score 10 - 3 = 7.'],
		[5, 'Return 7 to the parent.'],
		[
			6,
			'Cell 8 returned 7: a new best, 7. Alpha rises from -∞ to 7. alpha 7 < beta +∞: no cutoff.'
		],
		[9, 'A draw: score 0.'],
		[11, 'Cell 8 returned 0: a new best, 0. Beta falls from +∞ to 0. alpha 7 >= beta 0: cutoff.'],
		[12, 'beta 0 <= alpha 7, an alpha cutoff: no moves left to prune.'],
		[13, 'Return <= 0 to the parent: an upper bound, the true value may be lower.'],
		[
			14,
			'Cell 9 returned <= 0: not better than the best so far, 7. The window stays [7, +∞]. alpha 7 < beta +∞: no cutoff.'
		],
		[22, 'alpha 7 >= beta 7, a beta cutoff: move 9 is pruned.'],
		[23, 'Return >= 7 to the parent: a lower bound, the true value may be higher.'],
		[37, 'X wins at depth 2: score 2 - 10 = -8.'],
		[40, 'beta -8 <= alpha 7, an alpha cutoff: moves 8 and 9 are pruned.'],
		[
			46,
			'Cell 8 returned 9: a new best, 9. Alpha rises from 7 to 9. alpha 9 < beta +∞: no cutoff.'
		],
		[52, 'beta -8 <= alpha 9, an alpha cutoff: moves 6 and 8 are pruned.'],
		[55, 'Play cell 8: value 9, the first best move in the order tried.']
	])('step %i', (k, expected) => {
		expect(text(index, k)).toBe(expected);
	});
});

describe('plain minimax without the depth penalty', () => {
	const index = build('XOX/.O./X..', false, false);
	it('scores wins +10 and losses -10, shows no window, chooses cell 4', () => {
		expect(text(index, 0)).toBe('Start at the root: O to move, the maximizer.');
		expect(text(index, 4)).toBe('O wins: score 10.');
		expect(text(index, 6)).toBe('Cell 8 returned 10: a new best, 10.');
		expect(text(index, 13)).toBe('Cell 9 returned 0: not better than the best so far, 10.');
		expect(text(index, index.total - 1)).toBe(
			'Play cell 4: value 10, the first best move in the order tried.'
		);
	});
});

describe('finished root position', () => {
	it('says the game is over', () => {
		const index = build('XXX/OO./...', false, true);
		expect(text(index, 0)).toBe('Start at the root: the game is already over.');
		expect(text(index, 1)).toBe('X wins at depth 0: score 0 - 10 = -10.');
		expect(text(index, 2)).toBe('The game is over: there is no move to choose.');
	});
});

describe('formatters', () => {
	it('formats lists and bounds', () => {
		expect(stepsEn.list(['5', '6', '9'])).toBe('5, 6 and 9');
		expect(stepsEn.list(['9'])).toBe('9');
		expect(stepsEn.valueWithBound(0, 'upper')).toBe('<= 0');
		expect(stepsEn.valueWithBound(7, 'lower')).toBe('>= 7');
		expect(stepsEn.number(-Infinity)).toBe('-∞');
	});
});
