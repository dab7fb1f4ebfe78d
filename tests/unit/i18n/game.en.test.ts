/** The English game-mode strings: status sentences of each new kind, cell names, the game section. */
import { describe, expect, it } from 'vitest';
import type { Player, StatusPart } from '$lib/game';
import { en, makeEn, statusText } from '$lib/i18n';

const ada: Player = { kind: 'person', seat: 0, name: 'Ada', mark: 'X' };
const player2: Player = { kind: 'person', seat: 1, name: '', mark: 'O' };
const you: Player = { kind: 'you', mark: 'X' };
const computer: Player = { kind: 'computer', mark: 'O' };

describe('status sentences', () => {
	it.each([
		[{ kind: 'toMove', player: player2 }, 'Player 2 (O) to move.'],
		[{ kind: 'peopleResult', winner: ada }, 'Game over: Ada wins with X!'],
		[{ kind: 'peopleResult', winner: null }, 'Game over: a draw.'],
		[
			{
				kind: 'lines',
				lines: [
					[0, 1, 2],
					[0, 3, 6]
				]
			},
			'Winning lines: cells 1, 2, 3 and 1, 4, 7.'
		],
		[
			{ kind: 'resigned', player: you, winner: computer },
			'You resigned: the computer wins with O.'
		],
		[{ kind: 'resigned', player: ada, winner: player2 }, 'Ada (X) resigned: Player 2 wins with O.'],
		[{ kind: 'agreedDraw' }, 'Game over: a draw by agreement.'],
		[
			{ kind: 'drawOffered', player: ada, to: player2 },
			'Ada (X) offers a draw: Player 2 (O), accept or decline?'
		],
		[{ kind: 'drawDeclined', player: player2 }, 'Player 2 (O) declines the draw.'],
		[
			{ kind: 'computerDraw', accepted: true, value: 0 },
			'The computer accepts: with best play this is a draw (value 0).'
		],
		[
			{ kind: 'computerDraw', accepted: false, value: 7 },
			'The computer declines: it can force a win (value 7).'
		],
		[{ kind: 'timeWarning', player: you, seconds: 10 }, '10 seconds left for your move.'],
		[{ kind: 'timeWarning', player: ada, seconds: 10 }, 'Ada (X): 10 seconds left.'],
		[
			{ kind: 'timeOut', player: you, winner: computer },
			'Your time ran out: the computer wins with O.'
		],
		[
			{ kind: 'notBest', shortfall: { by: 4, bound: 'exact' }, best: 4 },
			'Not the best by 4: cell 5 was better.'
		],
		[
			{ kind: 'notBest', shortfall: { by: 2, bound: 'at-least' }, best: 4 },
			'Not the best by at least 2: cell 5 was better.'
		],
		[
			{ kind: 'notBest', shortfall: { by: 0, bound: 'at-least' }, best: 4 },
			'Perhaps not the best: cell 5 may be better (the search only bounded this move).'
		]
	] as [StatusPart, string][])('case %#', (part, text) => {
		expect(statusText(en, [part])).toBe(text);
	});
});

describe('cell names', () => {
	it('coordinates reach the board, the status, the tree, the steps and the timeline', () => {
		const coordinates = makeEn(
			(cell) => ['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1'][cell]
		);
		expect(coordinates.cellLabel(4, 'X')).toBe('Cell b2: X');
		expect(statusText(coordinates, [{ kind: 'computerPlayed', mark: 'O', cell: 6 }])).toBe(
			'The computer (O) played cell a1.'
		);
		expect(coordinates.tree.summary(34, 0.1, 7, 9)).toContain('best move cell b1');
		expect(coordinates.stepper.frame(2, 1)).toBe('cell c3, depth 1');
		expect(coordinates.steps.choose({ kind: 'choose', cell: 8, value: 9 } as never)).toBe(
			'Play cell c1: value 9, the first best move in the order tried.'
		);
		expect(coordinates.game.timelineEntry(2, 0, ada)).toBe('Ply 2: Ada (X) played cell a3');
		expect(coordinates.wholeTree.moveLabel(4)).toBe('b2');
	});
});

describe('the game section', () => {
	it('names controls as the issue does', () => {
		const g = en.game;
		expect([g.undo, g.redo, g.resign, g.offerDraw, g.acceptDraw, g.declineDraw]).toEqual([
			'Undo',
			'Redo',
			'Resign',
			'Offer a draw',
			'Accept draw',
			'Decline draw'
		]);
		expect([g.timeOption(0), g.timeOption(30), g.timeOption(60)]).toEqual([
			'No limit',
			'30 s',
			'60 s'
		]);
		expect(g.levelName({ kind: 'lookahead', plies: 2 })).toBe('Looks 2 plies ahead');
		// The top level is unbeatable in 3x3 and 4x4, the strongest in Connect Four.
		expect(g.levelName({ kind: 'unbeatable' })).toBe('Unbeatable');
		expect(g.levelName({ kind: 'unbeatable' }, 'ttt4')).toBe('Unbeatable');
		expect(g.levelName({ kind: 'unbeatable' }, 'connect4')).toBe('Strongest');
		expect(g.levelName({ kind: 'random', percent: 30 })).toBe('Random move 30% of the time');
		expect(g.shortfall({ by: 4, bound: 'exact' })).toBe('The move played is not the best by 4.');
		expect(g.symbolError('same', '🐸🐸')).toBe(
			'"🐸🐸" cannot be used: the two symbols must differ.'
		);
	});
});

describe('notes about the data kept on the device', () => {
	const aside = { kind: 'set-aside', key: 'minimax-lab.prefs.set-aside', text: '{' } as const;
	it('name what was set aside: the whole save, the game only, or the preferences', () => {
		const g = en.game;
		expect(g.storageNote({ ...aside, part: 'prefs', problem: 'tampered' })).toBe(
			'The preferences saved on this device (cell names, move numbers, symbols, analysis) were set aside (the save holds an impossible value): the defaults are used.'
		);
		expect(g.storageNote({ ...aside, part: 'game', problem: 'tampered' })).toBe(
			'The game saved on this device was set aside (the save holds an impossible value): a new game starts; the score and the settings are kept.'
		);
		expect(g.storageNote({ ...aside, part: 'series', problem: 'unreadable' })).toBe(
			'The game, its settings and the score saved on this device were set aside (the save cannot be read): a new game starts.'
		);
		expect(g.storageNote({ kind: 'kept', part: 'series', problem: 'unknown-version' })).toBe(
			'The game and score saved on this device cannot be used here (the save comes from a newer version of Minimax Lab): they are left as they are, and this page keeps its own in memory only.'
		);
		expect(g.storageNote({ kind: 'full' })).toBe(
			"This device's storage is full: the score is not saved."
		);
		expect(g.storageDownload).toBe('Download the data set aside');
	});
});
