/** The position editor: cycling, side to move, validation with the notation's typed errors. */
import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition, PositionError } from '$lib/engine/index';
import {
	checkEditor,
	cycleCell,
	editorFrom,
	editorNotation,
	emptyEditor,
	setCell,
	setSide,
	type EditorState
} from '$lib/classroom/editor';

function fill(text: string): EditorState {
	let s = emptyEditor();
	[...text.replace(/\//g, '')].forEach((ch, i) => {
		if (ch === 'X') s = cycleCell(s, i);
		if (ch === 'O') s = cycleCell(cycleCell(s, i), i);
	});
	return s;
}

describe('cycling a cell', () => {
	it('empty -> X -> O -> empty, other cells untouched, input unchanged', () => {
		const s0 = emptyEditor();
		const s1 = cycleCell(s0, 4);
		const s2 = cycleCell(s1, 4);
		const s3 = cycleCell(s2, 4);
		expect([s1.cells[4], s2.cells[4], s3.cells[4]]).toEqual(['X', 'O', null]);
		expect(s0.cells[4]).toBeNull();
		expect(s1.cells.filter((c) => c !== null)).toHaveLength(1);
		expect(s3).toEqual(s0);
	});

	it.each([-1, 9, 2.5, NaN])('cell %s is refused', (cell) => {
		expect(() => cycleCell(emptyEditor(), cell)).toThrow(RangeError);
		expect(() => setCell(emptyEditor(), cell, 'X')).toThrow(RangeError);
	});
});

describe('checking as it changes', () => {
	it('XOX/.O./X..: O to move by the counts, link notation without side', () => {
		const check = checkEditor(fill('XOX/.O./X..'));
		expect(check).toMatchObject({
			ok: true,
			notation: 'XOX/.O./X..',
			finished: null,
			moves: [3, 5, 7, 8]
		});
		if (check.ok) expect(check.position).toEqual(parsePosition('XOX/.O./X..'));
	});

	it.each([
		{ name: 'counts differ by two', board: 'XX./.../...', code: 'mark-count' },
		{ name: 'both sides have a line', board: 'XXX/OOO/...', code: 'both-won' },
		{ name: 'the side to move has a line', board: 'XXX/OO./O..', code: 'side-to-move-won' }
	])('$name: the same error as the notation ($code)', ({ board, code }) => {
		const check = checkEditor(fill(board));
		expect(check.ok).toBe(false);
		if (check.ok) return;
		expect(check.error).toBeInstanceOf(PositionError);
		expect(check.error.code).toBe(code);
		expect(() => parsePosition(board)).toThrow(check.error.message);
	});

	it('an invalid step then a fix: the error goes away', () => {
		let s = cycleCell(emptyEditor(), 0);
		s = cycleCell(s, 1);
		expect(checkEditor(s)).toMatchObject({ ok: false });
		s = cycleCell(cycleCell(s, 1), 1);
		expect(checkEditor(s)).toMatchObject({ ok: true, notation: 'X../.../...' });
	});

	it('a finished position is valid, with its outcome and no move', () => {
		expect(checkEditor(fill('XXX/OO./...'))).toMatchObject({ ok: true, finished: 'X', moves: [] });
	});
});

describe('side to move', () => {
	it('automatic, or chosen when the counts are equal', () => {
		const s = fill('XX./OO./...');
		expect(checkEditor(s)).toMatchObject({ ok: true, notation: 'XX./OO./...' });
		const o = setSide(s, 'O');
		expect(editorNotation(o)).toBe('XX./OO./... o');
		const check = checkEditor(o);
		expect(check).toMatchObject({ ok: true, notation: 'XX./OO./... o' });
		if (check.ok) expect(check.position.toMove).toBe('O');
	});

	it('a side the counts contradict is the notation error side-to-move', () => {
		const check = checkEditor(setSide(fill('X../.../...'), 'X'));
		expect(check.ok ? null : check.error.code).toBe('side-to-move');
	});
});

describe('editorFrom', () => {
	it('round trip: notation -> editor -> notation', () => {
		for (const text of ['XOX/.O./X..', 'XX./OO./... o', '.../.../...', '......... o']) {
			const check = checkEditor(editorFrom(text));
			expect(check.ok && check.notation).toBe(formatPosition(parsePosition(text)));
			if (check.ok) expect(check.position).toEqual(parsePosition(text));
		}
		expect(editorFrom('XX./OO./...').side).toBe('auto');
		expect(editorFrom('XX./OO./... o').side).toBe('O');
	});

	it('bad notation throws the notation error', () => {
		expect(() => editorFrom('XXXX')).toThrow(PositionError);
	});
});
