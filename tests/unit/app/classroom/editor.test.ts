/** The position editor's runes class (editor.svelte.ts) over classroom/editor.ts. */
import { describe, expect, it } from 'vitest';
import { PositionEditor } from '$lib/app/classroom/editor.svelte';
import { parsePosition } from '$lib/engine';

describe('PositionEditor', () => {
	it('cycles cells, chooses the side, and checks the position at every change', () => {
		const editor = new PositionEditor();
		expect(editor.check.ok).toBe(true);
		for (const cell of [0, 2, 6]) editor.cycle(cell);
		expect(editor.check.ok).toBe(false);
		expect(!editor.check.ok && editor.check.error.code).toBe('mark-count');
		for (const cell of [1, 1, 4, 4]) editor.cycle(cell);
		expect(editor.notation).toBe('XOX/.O./X..');
		expect(editor.check.ok && [editor.check.notation, editor.check.position.toMove]).toEqual([
			'XOX/.O./X..',
			'O'
		]);
		editor.setSide('X');
		expect(!editor.check.ok && editor.check.error.code).toBe('side-to-move');
		editor.setSide('auto');
		editor.cycle(4);
		expect(editor.cells[4]).toBeNull();
		expect(() => editor.cycle(9)).toThrow(RangeError);
		expect(editor.notation).toBe('XOX/.../X..');
	});

	it('loads the board on screen, and empties', () => {
		const editor = new PositionEditor();
		editor.load(parsePosition('XX./OO./... o'));
		expect(editor.side).toBe('O');
		expect(editor.notation).toBe('XX./OO./... o');
		editor.clear();
		expect(editor.notation).toBe('.../.../...');
	});
});
