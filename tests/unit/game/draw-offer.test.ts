/**
 * Draw offers: the computer accepts exactly when its minimax value (engine search, depth penalty on)
 * is 0 or less; between two people the answer is applied as given.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search, type Mark } from '$lib/engine';
import { answerDrawOffer, computerAnswersDraw, result, valueFor } from '$lib/game';
import { must, playCells, twoPeople } from './helpers';

describe("the computer's answer, from the engine's value of the position", () => {
	it.each([
		{
			name: '0: empty board, the computer (X) to move: value 0, accepts',
			position: '.../.../...',
			computer: 'X',
			value: 0,
			accepted: true
		},
		{
			name: '1: XOX/.O./X.., the computer (O) to move: value 9, declines',
			position: 'XOX/.O./X..',
			computer: 'O',
			value: 9,
			accepted: false
		},
		{
			name: '2: XOX/.O./X.., you (O) to move offer, the computer holds X: value -9, accepts',
			position: 'XOX/.O./X..',
			computer: 'X',
			value: -9,
			accepted: true
		},
		{
			name: '3: you (O) to move after a bad edge, the computer (X) forks and wins on ply 4: value 6, declines',
			position: 'XO./.X./... o',
			computer: 'X',
			value: 6,
			accepted: false
		},
		{
			name: '4: a corner opening, you (O) to move: value 0, accepts',
			position: 'X../.../... o',
			computer: 'X',
			value: 0,
			accepted: true
		}
	])('$name', ({ position, computer, value, accepted }) => {
		const p = parsePosition(position);
		const v = valueFor(computer as Mark, p, search(p).value);
		expect(computerAnswersDraw(v)).toEqual({ accepted, value });
	});

	it.each([
		{ value: -10, accepted: true },
		{ value: -1, accepted: true },
		{ value: 0, accepted: true },
		{ value: 1, accepted: false },
		{ value: 10, accepted: false }
	])('value $value: accepted $accepted', ({ value, accepted }) => {
		expect(computerAnswersDraw(value).accepted).toBe(accepted);
	});
});

describe('answerDrawOffer', () => {
	const game = playCells(twoPeople(), [4, 0]);
	it('accepted ends the game with an agreed draw', () => {
		expect(result(must(answerDrawOffer(game, true)))).toEqual({ kind: 'agreed-draw' });
	});
	it('declined leaves the game as it is', () => {
		expect(must(answerDrawOffer(game, false))).toBe(game);
	});
	it('is refused once the game is over', () => {
		const over = playCells(twoPeople(), [0, 3, 1, 4, 2]);
		expect(answerDrawOffer(over, false)).toEqual({
			ok: false,
			error: { code: 'game-over', cell: null }
		});
		expect(answerDrawOffer(over, true).ok).toBe(false);
	});
});
