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
import { en, positionErrorText, statusText, urlErrorText } from '$lib/i18n';
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
	it.each([
		[[{ kind: 'yourTurn', mark: 'X' }], 'Your turn: you play X.'],
		[[{ kind: 'thinking', mark: 'O' }], 'The computer (O) is thinking…'],
		[
			[
				{ kind: 'computerPlayed', mark: 'O', cell: 7 },
				{ kind: 'result', outcome: 'O', human: 'X' },
				{ kind: 'line', cells: [1, 4, 7] }
			],
			'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
		],
		[[{ kind: 'result', outcome: 'X', human: 'X' }], 'Game over: you win with X!'],
		[[{ kind: 'result', outcome: 'draw', human: 'X' }], 'Game over: a draw.'],
		[[{ kind: 'finishedPosition', outcome: 'draw' }], 'This position is finished: a draw.'],
		[[{ kind: 'searchFailed', message: 'out of memory' }], 'The search failed: out of memory']
	] as const)('case %#', (status, text) => {
		expect(statusText(en, status)).toBe(text);
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

	it('renders every engine error code from its params, quoted input shortened', () => {
		expect(positionErrorText(en.positionErrors, errorOf('XXX/OO./O..'))).toBe(
			'X already has a line of three, so X cannot be to move. If O moved first, "XXX/OO./O.. o" is a finished game won by X.'
		);
		expect(positionErrorText(en.positionErrors, errorOf('XO/.../...'))).toBe(
			'Row 1 ("XO") has 2 cells, expected 3.'
		);
		expect(positionErrorText(en.positionErrors, errorOf(`${'X'.repeat(30)}/.../...`))).toBe(
			'Row 1 ("XXXXXXXXXXXX…") has 30 cells, expected 3.'
		);
		expect(positionErrorText(en.positionErrors, errorOf('X../.../... x'))).toBe(
			'X cannot be to move: X has more marks than O. With O to move, "X../.../..." is a valid position.'
		);
	});
});

describe('link errors', () => {
	const cases: [LinkError, string][] = [
		[
			{ kind: 'malformed', link: '#/?position=50%' },
			'The link "#/?position=50%" cannot be read: it has a malformed % escape. Showing a new game instead.'
		],
		[
			{ kind: 'flag', name: 'depth', value: '2' },
			'The link\'s "depth=2" is not valid: use 0 or 1. Using the default.'
		],
		[
			{ kind: 'view', value: 'tall' },
			'The link\'s "view=tall" is not valid: use open or whole. Showing the open nodes.'
		],
		[
			{ kind: 'order', value: 'random' },
			'The link\'s "order=random" is not valid: use index or center. Using index.'
		],
		[
			{ kind: 'position', text: 'OOO/.../XXX', error: errorOf('OOO/.../XXX') },
			'The position "OOO/.../XXX" in the link is not valid: Both X and O have a line of three: no game reaches this position. Showing a new game instead.'
		]
	];
	it.each(cases)('case %#', (error, text) => {
		expect(urlErrorText(en, error)).toBe(text);
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
