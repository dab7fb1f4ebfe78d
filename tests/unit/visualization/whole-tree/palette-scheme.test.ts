import { afterEach, describe, expect, it } from 'vitest';
import * as palette from '../../../../src/lib/visualization/whole-tree/palette';
import {
	FOUND_MARKER,
	CURRENT_MARKER
} from '../../../../src/lib/visualization/whole-tree/paint/markers';

describe('the whole-tree palette follows the colour scheme', () => {
	afterEach(() => palette.setPaletteScheme('light'));

	it('dark takes the tokens’ dark values, light gives the light ones back', () => {
		expect(palette.PALETTE.PAPER).toBe('#ffffff');
		expect(palette.PALETTE.INK).toBe('#1d2330');
		palette.setPaletteScheme('dark');
		expect(palette.PALETTE.PAPER).toBe('#1b1f27');
		expect(palette.PALETTE.INK).toBe('#e7eaf0');
		expect(palette.PALETTE.X_COLOUR).toBe('#7aa2ff');
		expect(palette.PALETTE.O_COLOUR).toBe('#ff7b7b');
		// The result arrays (indexed by result class: draw, X, O, heuristic) follow too.
		expect(palette.RESULT_COLOURS).toEqual(['#9ca3af', '#7aa2ff', '#ff7b7b', '#fdba74']);
		expect(palette.RESULT_FILLS[1]).toBe('#1f2f57');
		// Markers read their colour when drawn.
		expect(CURRENT_MARKER.colour).toBe('#e7eaf0');
		expect(FOUND_MARKER.colour).toBe('#c084fc');
		palette.setPaletteScheme('light');
		expect(palette.PALETTE.PAPER).toBe('#ffffff');
		expect(palette.RESULT_COLOURS).toEqual(['#4b5563', '#1d4ed8', '#b91c1c', '#9a3412']);
		expect(CURRENT_MARKER.colour).toBe('#1d2330');
	});
});
