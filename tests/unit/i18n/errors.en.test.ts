import { describe, expect, it } from 'vitest';
import {
	BothSidesWonError,
	CellCountError,
	InvalidCharacterError,
	MarkCountError,
	parsePosition,
	PositionError,
	SideToMoveWonError
} from '$lib/engine';
import { en, fr, positionErrorText, statusText, urlErrorText } from '$lib/i18n';
import type { LinkError } from '$lib/link/link-error';

/** The engine's error for `text`, which must be invalid. */
function errorOf(text: string): PositionError {
	try {
		parsePosition(text);
	} catch (error) {
		if (error instanceof PositionError) return error;
		throw error;
	}
	throw new Error(`${text} is valid`);
}

describe('status line', () => {
	it('writes its parts in order, cells 1-based, with the marks and outcome given', () => {
		const parts = [
			{ kind: 'computerPlayed', mark: 'O', cell: 7 },
			{ kind: 'result', outcome: 'O', human: 'X' },
			{ kind: 'line', cells: [1, 4, 7] }
		] as const;
		expect(statusText(en, parts)).toMatch(
			/^The computer \(O\) played cell 8\. Game over: .*O\. Winning line: cells 2, 5, 8\.$/
		);
		expect(statusText(fr, parts)).toMatch(
			/^L’ordinateur \(O\) a joué la case 8\. Partie terminée\u202f: .*cases 2, 5, 8\.$/
		);
		// The same part with another mark or cell says so.
		expect(statusText(en, [{ kind: 'computerPlayed', mark: 'X', cell: 0 }])).toMatch(
			/\(X\) played cell 1\./
		);
	});

	it('tells a win, a loss and a draw apart from the person’s side', () => {
		const result = (outcome: 'X' | 'O' | 'draw') =>
			statusText(en, [{ kind: 'result', outcome, human: 'X' }]);
		expect(new Set([result('X'), result('O'), result('draw')]).size).toBe(3);
		expect(result('X')).toMatch(/you win with X/);
		expect(result('O')).toMatch(/the computer wins with O/);
	});

	it('passes the engine’s own message of a failed search through', () => {
		expect(statusText(en, [{ kind: 'searchFailed', message: 'Qz7 out of memory' }])).toMatch(
			/Qz7 out of memory$/
		);
	});
});

describe('engine position errors, rendered from their code', () => {
	it.each([
		['XOX/.Q./X..', 'invalid-character', 'Unexpected character "Q": use X, O'],
		['XX', 'cell-count', 'A board has 9 cells, this one has 2.'],
		['XXX/XX./...', 'mark-count', 'X has 5 marks and O has 0: the counts may differ'],
		['OOO/.../XXX', 'both-won', 'Both X and O have a line of three: no game reaches'],
		['XXX/OO./O..', 'side-to-move-won', 'X already has a line of three, so X cannot be to move.'],
		['XOX/.O.', 'row-shape', "A board has 3 rows separated by '/', this one has 2."],
		['XOX/.O./X.. x', 'side-to-move', 'X cannot be to move: X has more marks than O.']
	])('case %# %s (%s)', (text, code, message) => {
		const error = errorOf(text);
		expect(error.code).toBe(code);
		expect(positionErrorText(en.positionErrors, error)).toContain(message);
	});

	it('uses the values of each error class', () => {
		const t = en.positionErrors;
		expect(t['invalid-character'](new InvalidCharacterError('#').params)).toContain('"#"');
		expect(t['cell-count'](new CellCountError(12345).params)).toContain('this one has 12,345.');
		expect(t['mark-count'](new MarkCountError(4, 1).params)).toContain('X has 4 marks and O has 1');
		expect(t['both-won'](new BothSidesWonError().params)).toContain('Both X and O');
		expect(t['side-to-move-won'](new SideToMoveWonError('O').params)).toContain(
			'so O cannot be to move'
		);
	});

	it('offers the alternative position an error names, and shortens long input', () => {
		expect(positionErrorText(en.positionErrors, errorOf('XXX/OO./O..'))).toMatch(
			/If O moved first, "XXX\/OO.\/O.. o" is a finished game won by X\.$/
		);
		expect(positionErrorText(en.positionErrors, errorOf('X../.../... x'))).toMatch(
			/With O to move, "X..\/...\/..." is a valid position\.$/
		);
		expect(positionErrorText(en.positionErrors, errorOf('XO/.../...'))).toMatch(
			/Row 1 \("XO"\) has 2 cells, expected 3\./
		);
		// A long row is quoted by its first 12 characters and an ellipsis.
		expect(positionErrorText(en.positionErrors, errorOf(`${'X'.repeat(30)}/.../...`))).toMatch(
			/\("X{12}…"\) has 30 cells/
		);
	});
});

describe('link errors', () => {
	it('quote the parameter as the link wrote it and say what the page does instead', () => {
		const cases: [LinkError, RegExp][] = [
			[{ kind: 'malformed', link: '#/?position=50%' }, /"#\/\?position=50%".*Showing a new game/],
			[{ kind: 'flag', name: 'depth', value: '2' }, /"depth=2".*use 0 or 1\. Using the default\.$/],
			[{ kind: 'view', value: 'tall' }, /"view=tall".*Showing the open nodes\.$/],
			[{ kind: 'order', value: 'random' }, /"order=random".*Using index\.$/],
			[{ kind: 'exercise-kind', value: 'chess' }, /"kind=chess".*Showing the list of exercises\.$/]
		];
		for (const [error, pattern] of cases) expect(urlErrorText(en, error)).toMatch(pattern);
	});

	it('a bad position carries the engine’s own reason', () => {
		const error = errorOf('OOO/.../XXX');
		const text = urlErrorText(en, { kind: 'position', text: 'OOO/.../XXX', error });
		expect(text).toContain(positionErrorText(en.positionErrors, error));
		expect(text).toMatch(/^The position "OOO\/...\/XXX" in the link is not valid: /);
	});

	it('fault: a bad position in a link was echoed in full: every quoted value is shortened', () => {
		const long = 'Z'.repeat(5000);
		for (const error of [
			{ kind: 'malformed', link: long },
			{ kind: 'flag', name: 'depth', value: long },
			{ kind: 'view', value: long },
			{ kind: 'order', value: long },
			{ kind: 'position', text: long, error: errorOf(long) }
		] as LinkError[]) {
			const text = urlErrorText(en, error);
			expect(text.length).toBeLessThan(250);
			expect(text).toMatch(/characters\)/);
		}
	});
});
