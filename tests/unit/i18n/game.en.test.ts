/** The English game-mode strings: status sentences of each new kind, cell names, the game section. */
import { describe, expect, it } from 'vitest';
import type { Player, StatusPart } from '$lib/game';
import { en, makeEn, statusText } from '$lib/i18n';

const ada: Player = { kind: 'person', seat: 0, name: 'Ada', mark: 'X' };
const player2: Player = { kind: 'person', seat: 1, name: '', mark: 'O' };
const you: Player = { kind: 'you', mark: 'X' };
const computer: Player = { kind: 'computer', mark: 'O' };

describe('status sentences', () => {
	const text = (part: StatusPart) => statusText(en, [part]);

	it('name each player: a person by name or seat, you, the computer; with the mark', () => {
		expect(text({ kind: 'toMove', player: player2 })).toMatch(/^Player 2 \(O\) to move/);
		expect(text({ kind: 'toMove', player: { ...ada, name: 'Qz7' } })).toMatch(/^Qz7 \(X\)/);
		expect(text({ kind: 'resigned', player: you, winner: computer })).toMatch(
			/^You resigned: the computer wins with O/
		);
		expect(text({ kind: 'resigned', player: ada, winner: player2 })).toMatch(
			/^Ada \(X\) resigned: Player 2 wins with O/
		);
		// "your move" for you, the name for a person.
		expect(text({ kind: 'timeWarning', player: you, seconds: 10 })).toMatch(/10 seconds .*your/);
		expect(text({ kind: 'timeWarning', player: ada, seconds: 9 })).toMatch(/^Ada \(X\): 9 seconds/);
	});

	it('winning lines: one list per line, cells 1-based, the plural with two', () => {
		const lines = text({
			kind: 'lines',
			lines: [
				[0, 1, 2],
				[0, 3, 6]
			]
		});
		expect(lines).toMatch(/^Winning lines: cells 1, 2, 3 and 1, 4, 7\.$/);
		expect(text({ kind: 'line', cells: [2, 4, 6] })).toMatch(/^Winning line: cells 3, 5, 7\.$/);
	});

	it('a win, a draw, a draw by agreement and the computer’s answer to a draw offer differ', () => {
		const texts = [
			text({ kind: 'peopleResult', winner: ada }),
			text({ kind: 'peopleResult', winner: null }),
			text({ kind: 'agreedDraw' }),
			text({ kind: 'computerDraw', accepted: true, value: 0 }),
			text({ kind: 'computerDraw', accepted: false, value: 7 })
		];
		expect(new Set(texts).size).toBe(texts.length);
		expect(texts[0]).toMatch(/Ada wins with X/);
		expect(texts[3]).toMatch(/accepts.*\(value 0\)/);
		expect(texts[4]).toMatch(/declines.*\(value 7\)/);
	});

	it('a move not the best: by how much, at least how much, or perhaps, and the better cell', () => {
		const notBest = (by: number, bound: 'exact' | 'at-least') =>
			text({ kind: 'notBest', shortfall: { by, bound }, best: 4 });
		expect(notBest(4, 'exact')).toMatch(/by 4: cell 5/);
		expect(notBest(2, 'at-least')).toMatch(/by at least 2: cell 5/);
		expect(notBest(0, 'at-least')).toMatch(/^Perhaps .*cell 5 may be better/);
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
	const aside = {
		kind: 'set-aside',
		key: 'minimax-lab.prefs.set-aside',
		text: '{',
		kept: true,
		fields: []
	} as const;
	it('name the part set aside or kept, why, the fields not kept and what the page does instead', () => {
		const g = en.game;
		const prefs = g.storageNote({
			...aside,
			part: 'prefs',
			problem: 'tampered',
			fields: [{ field: 'cellNaming', count: 1 }]
		});
		const game = g.storageNote({
			...aside,
			part: 'series',
			problem: 'tampered',
			fields: [
				{ field: 'game', count: 1 },
				{ field: 'score-games', count: 3 }
			]
		});
		const series = g.storageNote({ ...aside, part: 'series', problem: 'unreadable', kept: false });
		const newer = g.storageNote({ ...aside, part: 'series', problem: 'unknown-version' });
		const kept = g.storageNote({ kind: 'kept', part: 'series', problem: 'unknown-version' });
		expect(prefs).toBe(
			'The save of the preferences (cell names, move numbers, symbols, analysis) on this device was set aside as it was (the save holds an impossible value). Not kept: the cell names; their defaults are used, and the rest is kept.'
		);
		expect(game).toBe(
			'The save of the game, its settings and the score on this device was set aside as it was (the save holds an impossible value). Not kept: the game in progress and 3 games of the score; a new game starts, and the rest is kept.'
		);
		expect(series).toMatch(/set aside as it was \(the save cannot be read\)\. A new game starts/);
		expect(newer).toMatch(
			/newer version of Minimax Lab\)\. Everything in it that this version reads is kept\.$/
		);
		expect(kept).toMatch(/newer version.*left as they are/);
		expect(g.storageNote({ kind: 'full', parts: ['game'] })).toMatch(
			/full, so the game and the score are not saved: .* What was saved before is kept .* clear old games \(Clear the recent games\)/
		);
		expect(g.storageNote({ kind: 'full', parts: ['language'] })).toMatch(
			/^This device's storage is full, so the language chosen is not saved: /
		);
		expect(g.storageNote({ kind: 'full', parts: ['game', 'prefs', 'language'] })).toMatch(
			/so the game and the score, the preferences, and the language chosen are not saved/
		);
		// Each problem has its own reason.
		const reasons = (['unreadable', 'old-version', 'unknown-version', 'tampered'] as const).map(
			(problem) => g.storageNote({ ...aside, part: 'series', problem })
		);
		expect(new Set(reasons).size).toBe(4);
		expect(g.storageDownload).toBe('Download the data set aside');
	});
});
