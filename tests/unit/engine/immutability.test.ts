/** The search (and the other entry points) leave their input position unchanged. */
import { describe, expect, it } from 'vitest';
import {
	bestMove,
	emptyPosition,
	legalMoves,
	parsePosition,
	play,
	search,
	winner,
	type Position
} from '$lib/engine/index';

/** A frozen copy: any write to it throws in strict mode (ES modules are strict). */
function deepFreeze(position: Position): Position {
	return Object.freeze({ cells: Object.freeze([...position.cells]), toMove: position.toMove });
}

const positions = [
	{ name: 'empty board', position: emptyPosition() },
	{ name: 'XOX/.O./X.., O to move', position: parsePosition('XOX/.O./X..') },
	{ name: 'X../.O./..X, O to move', position: parsePosition('X../.O./..X') },
	{ name: 'O first, one mark', position: parsePosition('O../.../...') },
	{ name: 'finished game', position: parsePosition('.XO/.XO/.X.') }
];

const optionSets = [
	{ alphaBeta: false, depthPenalty: true, order: 'index' as const },
	{ alphaBeta: true, depthPenalty: false, order: 'center-first' as const }
];

describe.each(positions)('$name', ({ position }) => {
	it.each(optionSets)(
		'search (alphaBeta $alphaBeta, depthPenalty $depthPenalty, $order) leaves it unchanged',
		(options) => {
			const frozen = deepFreeze(position);
			const copy = structuredClone(position);
			const result = search(frozen, options);
			expect(result.nodes).toBeGreaterThan(0);
			expect(bestMove(frozen, options)).toBe(result.bestMove);
			expect(frozen).toEqual(copy);
			// The unfrozen original too.
			search(position, options);
			expect(position).toEqual(copy);
		}
	);

	it('play, legalMoves and winner leave it unchanged', () => {
		const frozen = deepFreeze(position);
		const copy = structuredClone(position);
		for (const cell of legalMoves(frozen)) {
			const next = play(frozen, cell);
			expect(next).not.toBe(frozen);
			expect(next.cells[cell]).toBe(frozen.toMove);
		}
		winner(frozen);
		expect(frozen).toEqual(copy);
	});
});
