/**
 * The page's game in every mode, driven like the page drives it (a searcher answering on demand with
 * the real engine, a clock moved by hand) and read like the page reads it: the status line in
 * English, the board, the score, the timeline and the candidate table's inputs.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search } from '$lib/engine';
import { Game } from '$lib/app/game/game.svelte';
import type { Decision } from '$lib/stepper';
import {
	chooseMove,
	DEFAULT_SETTINGS,
	formatCell,
	openMoves,
	parseLevel,
	startSeries,
	TIC_TAC_TOE
} from '$lib/game';
import { withLookahead } from '$lib/game/lookahead';
import { en, makeEn, statusText } from '$lib/i18n';
import { ManualSearcher, pageGame as game } from '../fixtures';

const cells = (g: Game) => g.position.cells.map((c) => c ?? '.').join('');
const status = (g: Game) => statusText(en, g.status);

function level(id: string) {
	const parsed = parseLevel(id);
	if (!parsed.ok) throw new Error(id);
	return parsed.value;
}

/** Plays cells 1-9 (numbers as people write them) in order. */
function playAll(g: Game, numbers: number[]): void {
	for (const n of numbers) expect(g.play(n - 1)).toBe(true);
}

describe('two people on one device', () => {
	it('a game to a win: whose turn by name and mark, the result, the score, Play again alternates', () => {
		const { g } = game({ opponent: 'person', names: ['Ada', ''] });
		expect(status(g)).toBe('Ada (X) to move.');
		playAll(g, [1, 4, 2, 5]);
		expect(status(g)).toBe('Ada (X) to move.');
		g.play(2);
		expect(status(g)).toBe('Game over: Ada wins with X! Winning line: cells 1, 2, 3.');
		expect(g.score).toEqual({ wins: [1, 0], draws: 0 });
		void g.playAgain();
		expect(status(g)).toBe('Player 2 (X) to move.');
		expect(g.score).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('a ninth-move win completing two lines is one win, both lines highlighted', () => {
		const { g } = game({ opponent: 'person' });
		playAll(g, [2, 5, 3, 9, 4, 6, 7, 8, 1]);
		expect(g.lines).toEqual([
			[0, 1, 2],
			[0, 3, 6]
		]);
		expect(status(g)).toBe(
			'Game over: Player 1 wins with X! Winning lines: cells 1, 2, 3 and 1, 4, 7.'
		);
		expect(g.score).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('Undo and Redo take one ply; Undo after the end reopens the game and uncounts it', () => {
		const { g } = game({ opponent: 'person' });
		playAll(g, [1, 4, 2, 5, 3]);
		expect(g.score.wins).toEqual([1, 0]);
		g.undo();
		expect([cells(g), g.result, g.score.wins]).toEqual(['XX.OO....', null, [0, 0]]);
		expect(status(g)).toBe('Player 1 (X) to move.');
		g.undo();
		expect(cells(g)).toBe('XX.O.....');
		g.redo();
		g.redo();
		expect(g.score.wins).toEqual([1, 0]);
		expect(g.canRedo).toBe(false);
	});

	it('the side to move resigns; a draw offer waits for the other seat', () => {
		const { g } = game({ opponent: 'person', names: ['Ada', 'Bo'] });
		playAll(g, [5]);
		void g.offerDraw();
		expect(status(g)).toBe('Bo (O) offers a draw: Ada (X), accept or decline?');
		expect(g.playable).toBe(false);
		g.answerDraw(false);
		expect(status(g)).toBe('Ada (X) declines the draw. Bo (O) to move.');
		playAll(g, [1]);
		expect(status(g)).toBe('Ada (X) to move.');
		void g.offerDraw();
		g.answerDraw(true);
		expect(status(g)).toBe('Game over: a draw by agreement.');
		expect(g.score).toEqual({ wins: [0, 0], draws: 1 });
		void g.playAgain(); // Bo opens with X
		g.resign();
		expect(status(g)).toBe('Bo (X) resigned: Ada wins with O.');
		expect(g.score).toEqual({ wins: [1, 0], draws: 1 });
	});

	it('with Analysis, the side to move is searched after every move and its tree shown', async () => {
		const { g, searcher } = game({ opponent: 'person' });
		playAll(g, [1]);
		void g.setAnalysis(true);
		expect(searcher.queue.map((q) => q.position.cells.filter(Boolean).length)).toEqual([1]);
		await searcher.release();
		expect(g.tree.ply).toBe(1);
		expect(g.shown?.result.bestMove).toBe(4); // O's only reply that holds the draw
		expect(g.shownMover).toEqual({ kind: 'person', seat: 1, name: '', mark: 'O' });
		playAll(g, [2]); // throws the draw away: the analysis of the next position shows it
		await searcher.release();
		expect(g.tree.ply).toBe(2);
		expect(g.shown?.result.value).toBe(5); // X forces a win (a fork), five plies on
		expect(g.timeline.map((e) => e.decision !== null)).toEqual([false, true]);
	});
});

describe('against the computer', () => {
	it('Undo takes back its reply and your move; Redo replays both with the kept search', async () => {
		const { g, searcher } = game();
		g.play(0);
		await searcher.release();
		const reply = g.lastComputerCell;
		expect(g.canUndo).toBe(true);
		g.undo();
		expect([cells(g), g.canUndo, g.canRedo]).toEqual(['.........', false, true]);
		g.redo();
		expect(searcher.queue).toHaveLength(0); // no new search: the decision was kept
		expect(g.lastComputerCell).toBe(reply);
		expect(g.shown?.result.bestMove).toBe(reply);
		expect(status(g)).toBe(`The computer (O) played cell ${reply! + 1}. Your turn: you play X.`);
	});

	it('"New game: computer starts" gives it X; Play again alternates; Resign is counted', async () => {
		const { g, searcher } = game();
		void g.newGame(1);
		expect(status(g)).toBe('The computer (X) is thinking…');
		await searcher.release();
		expect(cells(g).replaceAll('.', '')).toBe('X');
		expect(status(g)).toMatch(/^The computer \(X\) played cell \d\. Your turn: you play O\.$/);
		g.resign();
		expect(status(g)).toBe(
			'The computer (X) played cell 1. You resigned: the computer wins with X.'
		);
		expect(g.score).toEqual({ wins: [0, 1], draws: 0 });
		void g.playAgain();
		expect(status(g)).toBe('Your turn: you play X.');
		expect(searcher.queue).toHaveLength(0);
	});

	it.each([
		{
			name: '0: the empty board, value 0: it accepts',
			moves: '',
			xSeat: 0,
			text: 'The computer accepts: with best play this is a draw (value 0). Game over: a draw by agreement.',
			draws: 1
		},
		{
			name: '1: it can force a win (value 6): it declines, the game goes on',
			moves: '2,7,4,9',
			xSeat: 0,
			text: 'The computer declines: it can force a win (value 6). Your turn: you play X.',
			draws: 0
		},
		{
			name: '2: you win at once (value -9 for it): it accepts',
			moves: '1,4,2,5',
			xSeat: 0,
			text: 'The computer accepts: with best play it would lose (value -9). Game over: a draw by agreement.',
			draws: 1
		}
	])('a draw offer, $name', async ({ moves, xSeat, text, draws }) => {
		const searcher = new ManualSearcher();
		const g = new Game(searcher);
		const opened = openMoves(startSeries<Decision>(), emptyPosition(), moves, {
			xSeat: (xSeat ?? 0) as 0 | 1
		});
		if (!opened.ok) throw new Error('bad moves');
		void g.load(opened.value);
		const offer = g.offerDraw();
		expect(status(g)).toContain('The computer considers your draw offer…');
		await searcher.release();
		await offer;
		expect(status(g)).toBe(text);
		expect(g.score.draws).toBe(draws);
	});

	it('a weaker level’s mistake is said, with the shortfall from the full search', async () => {
		const { g, searcher } = game({ level: level('lookahead-1') });
		g.play(0);
		await searcher.release();
		// Lookahead 1 sees no win anywhere and takes the lowest cell; the full search knows better.
		const position = parsePosition('X........');
		const full = withLookahead(TIC_TAC_TOE, level('lookahead-1'), position, search(position));
		const choice = chooseMove(TIC_TAC_TOE, level('lookahead-1'), position, full, 0, 1);
		if (!choice.ok || !choice.value.shortfall) throw new Error('expected a mistake');
		expect(g.lastComputerCell).toBe(1);
		expect(choice.value.shortfall).toEqual({ by: 4, bound: 'exact' });
		expect(status(g)).toBe(
			'The computer (O) played cell 2. Not the best by 4: cell 5 was better. Your turn: you play X.'
		);
		expect([g.tree.move, g.shown?.result.bestMove]).toEqual([1, 4]);
	});

	it('a random level replays the same moves from the same seed', async () => {
		const run = async () => {
			const searcher = new ManualSearcher();
			const g = new Game(searcher);
			const opened = openMoves(
				startSeries<Decision>({ ...DEFAULT_SETTINGS, level: level('random-100') }),
				emptyPosition(),
				'',
				{ seed: 424242, xSeat: 0 }
			);
			if (!opened.ok) throw new Error('bad');
			void g.load(opened.value);
			for (const cell of [4, 0, 8]) {
				const free = g.position.cells[cell] === null ? cell : g.position.cells.indexOf(null);
				if (!g.play(free)) break;
				if (g.result) break;
				await searcher.release();
				if (g.result) break;
			}
			return g.game.moves.join();
		};
		const first = await run();
		expect(first.split(',').length).toBeGreaterThanOrEqual(4);
		expect(await run()).toBe(first);
	});

	it('the rules’ exercise in coordinates: X on a1 and b1, O on a2 and b2: it plays c1', async () => {
		const searcher = new ManualSearcher();
		const g = new Game(searcher);
		g.openPosition(parsePosition('.../OO./XX.'));
		await searcher.release();
		const coordinates = makeEn((cell) => formatCell(TIC_TAC_TOE, cell, 'coordinates'));
		expect(g.lastComputerCell).toBe(8);
		expect(statusText(coordinates, g.status)).toBe(
			'The computer (X) played cell c1. Game over: the computer wins with X. Winning line: cells a1, b1, c1.'
		);
		expect(coordinates.cellLabel(8, 'X')).toBe('Cell c1: X');
	});

	it('a person’s move in the timeline is searched when shown, with who played it', async () => {
		const { g, searcher } = game();
		g.play(0);
		await searcher.release();
		expect(g.timeline.map((e) => e.player.kind)).toEqual(['you', 'computer']);
		g.showPly(0);
		expect(g.tree.searching).toBe(true);
		await searcher.release();
		expect([g.tree.ply, g.tree.move, g.shown?.result.value]).toEqual([0, 0, 0]);
		expect(g.shownMover).toEqual({ kind: 'you', mark: 'X' });
	});

	it('fault: choosing a ply again while it was being searched left it without its tree', async () => {
		const { g, searcher } = game();
		g.play(0);
		await searcher.release();
		g.showPly(0);
		g.showPly(1);
		g.showPly(0);
		expect(searcher.queue).toHaveLength(1);
		await searcher.release();
		expect([g.tree.ply, g.shown?.position.cells.every((c) => c === null)]).toEqual([0, true]);
	});
});
