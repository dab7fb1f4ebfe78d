/**
 * English link errors and engine position errors (`urlErrors` and `positionErrors` of the
 * catalogue; the game settings' link errors are in en/game.ts). Input quoted from a link is shortened
 * (fault: a 5,000-character position gave a 5,000-character alert).
 */
import type { PositionErrorMessages, Renderers } from '../messages';
import type { GameLinkError, IgnoredParam, LinkError, ReviewLinkError } from '$lib/link/link-error';
import { characterCode, clip } from '../format';
import { numbersEn } from './numbers';
import { positionErrorText } from '../render';

/** A character quoted, or its code (`U+0007`) when it is invisible (a control or format character). */
const characterName = (ch: string) => characterCode(ch) ?? quote(ch);

/** `"text"`, or `"first 40 characters…" (5,000 characters)` for long input. */
/**
 * `text` in quotes, clipped to its first 40 characters with its length said; `length`: the whole
 * length when `text` is already the start of a longer one.
 */
export function quote(text: string, length = text.length): string {
	const c = clip(text);
	return c.clipped || length > text.length
		? `"${c.text}${c.clipped ? '' : '…'}" (${numbersEn.integer(Math.max(length, c.length))} characters)`
		: `"${c.text}"`;
}

export const positionErrorsEn: PositionErrorMessages = {
	'invalid-character': (e) =>
		`Unexpected character ${characterName(e.character)}: use X, O, and '.', '_' or '-' for an empty cell.`,
	'cell-count': (e) =>
		`A board has ${numbersEn.integer(e.expected)} cells, this one has ${numbersEn.integer(e.count)}.`,
	'row-shape': (e) =>
		e.row === null
			? `A board has ${e.expectedRows} rows separated by '/', this one has ${numbersEn.integer(e.rows)}.`
			: `Row ${e.row} (${quote(e.rowText ?? '')}) has ${numbersEn.integer(e.rowCells ?? 0)} cells, expected ${e.expectedCells}.`,
	floating: (e) =>
		`The disc in column ${e.column}, row ${e.row} floats above an empty cell: a disc drops to the lowest empty cell of its column.`,
	'mark-count': (e) =>
		`X has ${e.xCount} marks and O has ${e.oCount}: the counts may differ by at most one.`,
	'both-won': (e) => `Both X and O have ${lineOf(e.length)}: no game reaches this position.`,
	'side-to-move-won': (e) =>
		`${e.side} already has ${lineOf(e.length)}, so ${e.side} cannot be to move.` +
		(e.alternative
			? ` If ${otherMark(e.side)} moved first, ${quote(e.alternative)} is a finished game won by ${e.side}.`
			: ` ${otherMark(e.side)} has one mark more, so it is ${e.side}'s turn: no game goes on after a line.`),
	'side-to-move': (e) =>
		`${e.side} cannot be to move: ${e.side} has more marks than ${e.implied}.` +
		(e.alternative
			? ` With ${e.implied} to move, ${quote(e.alternative)} is a valid position.`
			: ''),
	'forced-board-syntax': (e) =>
		e.text === null
			? "The board to play in is missing: after the nine rows write a space and 1 to 9, or '*' for any board."
			: `${quote(e.text)} is not a board to play in: write 1 to 9, or '*' for any board.`,
	'first-mark': (e) =>
		`O has ${e.oCount} mark${e.oCount === 1 ? '' : 's'} and X has ${e.xCount}: X moves first, so O never has more marks than X.`,
	'small-board-both-won': (e) =>
		`Board ${e.board} holds a line of X and a line of O: a small board closes at its first line.`,
	'big-board-both-won': () =>
		'Both X and O have three won boards in a row: no game reaches this position.',
	'big-board-side-won': (e) =>
		`${e.side} already has three won boards in a row, so the game is over and ${e.side} cannot be to move.`,
	'forced-board-closed': (e) =>
		`Board ${e.board} cannot be the board to play in: it is ${e.state === 'draw' ? 'full' : `won by ${e.state}`}. Write '*' for any board.`,
	'forced-board-unreachable': (e) =>
		`No last move by ${e.side} sends the opponent to board ${e.board}: ${e.side} has no mark in cell ${e.board} of a board that was still open.`,
	'any-board-unreachable': (e) =>
		`'*' (any board) needs a last move by ${e.side} into a cell whose board is closed, and no mark of ${e.side} is one.`
};

const otherMark = (mark: 'X' | 'O') => (mark === 'X' ? 'O' : 'X');
/** "a line of three", "a line of four". */
const lineOf = (length: number) =>
	`a line of ${['', 'one', 'two', 'three', 'four'][length] ?? length}`;

/** The link errors other than the game settings'. */
export const urlErrorsEn: {
	[
		K in Exclude<LinkError['kind'], GameLinkError['kind'] | ReviewLinkError['kind']>
	]: Renderers<LinkError>[K];
} = {
	malformed: (e) =>
		`The link ${quote(e.link)} cannot be read: it has a malformed % escape. Showing a new game instead.`,
	position: (e) =>
		`The position ${quote(e.text)} in the link is not valid: ` +
		`${positionErrorText(positionErrorsEn, e.error)} Showing a new game instead.`,
	flag: (e) =>
		`The link's ${quote(`${e.name}=${e.value}`)} is not valid: use 0 or 1. Using the default.`,
	view: (e) =>
		`The link's ${quote(`view=${e.value}`)} is not valid: use open or whole. Showing the open nodes.`,
	order: (e) =>
		`The link's ${quote(`order=${e.value}`)} is not valid: use index or center. Using index.`,
	depthlimit: (e) =>
		`The link's ${quote(`depthlimit=${e.value}`)} is not valid: use none or a number of plies from ${e.min} to ${e.max}. ` +
		(e.fallback === null
			? 'Using no depth limit.'
			: `Using this game's default depth limit, ${e.fallback} plies.`),
	lang: (e) =>
		`The link's ${quote(`lang=${e.value}`)} is not valid: use en or fr. Keeping the language already chosen.`,
	step: (e) =>
		`The link's ${quote(`step=${e.value}`)} is not valid: use a step number from 0. ${stepFallback[e.fallback]}`,
	'step-range': (e) =>
		`The link asks for step ${numbersEn.integer(e.step)}, but this search has steps 0 to ${numbersEn.integer(e.total - 1)}. ${stepFallback[e.fallback]}`,
	'exercise-kind': (e) =>
		`The link's ${quote(`kind=${e.value}`)} is not valid: use a kind from the list. Showing the list of exercises.`,
	embed: (e) =>
		`The link's ${quote(`embed=${e.value}`)} is not valid: use 1 or 0. Showing the whole page.`,
	'tree-param': (e) =>
		`The link's ${quote(`${e.name}=${e.value}`)} is not valid: use ` +
		(e.words
			? e.words.join(' or ')
			: e.min !== undefined
				? `a whole number from ${e.min} to ${e.max}`
				: 'the name of a tree lesson') +
		'. Using the default.',
	'mcts-param': (e) =>
		`The link's ${quote(`${e.name}=${e.value}`)} is not valid: use ` +
		(e.words
			? `${e.words.join(' or ')}. Using minimax.`
			: e.name === 'iterations'
				? `a whole number from ${numbersEn.integer(e.min ?? 1)} to ${numbersEn.integer(e.max ?? 0)}. Using 1,000 iterations.`
				: `a number from ${e.min} to ${e.max}, for example 1.414. Using √2 (1.414).`),
	ignored: (e) =>
		`Ignored in the link: ${e.params.map(ignoredParam).join('; ')}` +
		(e.more ? `; and ${numbersEn.integer(e.more)} more.` : '.')
};

const stepFallback = {
	last: 'Showing the last step.',
	slide: "Showing the slide's step."
} as const;

/** `"foo=1" (unknown)`, `"step=3" (needs position)`… */
function ignoredParam(p: IgnoredParam): string {
	const text = quote(p.value === '' ? `${p.name}=` : `${p.name}=${p.value}`, p.length);
	switch (p.reason) {
		case 'unknown':
			return `${text} (not a parameter of this page)`;
		case 'repeated':
			return `${text} (given again: the first one counts)`;
		case 'empty':
			return `${text} (no value)`;
		case 'alone':
			return `${text} (only read with ${(p.needs ?? []).join(' or ')})`;
	}
}
