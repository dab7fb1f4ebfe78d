/** Connect Four's moves are named by column in the steps and beside the whole tree's boards. */
import { describe, expect, it } from 'vitest';
import { makeEn, makeFr } from '$lib/i18n';
import { numberCell } from '$lib/i18n/cells';

const cutoff = { kind: 'cutoff', maximizing: false, alpha: 7, beta: 0 } as const;

describe('Connect Four moves in the steps and the whole tree', () => {
	it('fault: the pruned moves of a Connect Four cutoff were named by cell; they name columns', () => {
		const en = makeEn(numberCell, 7);
		// Cells 37 and 39 of the bottom row are columns 3 and 5.
		expect(en.steps.cutoff({ ...cutoff, pruned: [37, 39] })).toBe(
			'beta 0 <= alpha 7, an alpha cutoff: columns 3 and 5 are pruned.'
		);
		expect(en.steps.cutoff({ ...cutoff, pruned: [3] })).toBe(
			'beta 0 <= alpha 7, an alpha cutoff: column 4 is pruned.'
		);
		const fr = makeFr(numberCell, 7);
		expect(fr.steps.cutoff({ ...cutoff, pruned: [37, 39] })).toBe(
			'bêta 0 <= alpha 7, une coupure alpha\u202f: les colonnes 3 et 5 sont élaguées.'
		);
		expect(fr.steps.cutoff({ ...cutoff, pruned: [3] })).toBe(
			'bêta 0 <= alpha 7, une coupure alpha\u202f: la colonne 4 est élaguée.'
		);
		expect(en.wholeTree.moveLabel(38)).toBe('4');
		expect(fr.wholeTree.moveLabel(38)).toBe('4');
	});

	it('3x3 keeps its cells', () => {
		const en = makeEn(numberCell);
		expect(en.steps.cutoff({ ...cutoff, pruned: [7, 8] })).toBe(
			'beta 0 <= alpha 7, an alpha cutoff: moves 8 and 9 are pruned.'
		);
		expect(makeFr(numberCell).steps.cutoff({ ...cutoff, pruned: [7] })).toBe(
			'bêta 0 <= alpha 7, une coupure alpha\u202f: le coup 8 est élagué.'
		);
		expect(en.wholeTree.moveLabel(4)).toBe('5');
	});
});
