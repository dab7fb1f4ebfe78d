import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { Game } from '$lib/app/game/game.svelte';
import { markOf } from '$lib/game';
import { en, statusText } from '$lib/i18n';
import { ManualSearcher, settle } from '../fixtures';

const cells = (g: Game) => g.position.cells.map((c) => c ?? '.').join('');
/** The status line as the English page writes it. */
const status = (g: Game) => statusText(en, g.status);

describe('Game', () => {
	it('lets the computer play the side to move of an opened position, then replays on option change', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		expect(markOf(g.game, 0)).toBe('X');
		expect(g.thinking).toBe(true);
		await s.release();
		expect(cells(g)).toBe('XOX.O.XO.');
		expect(status(g)).toBe(
			'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
		);
		const replay = g.setOptions({ depthPenalty: false });
		await s.release();
		await replay;
		expect(cells(g)).toBe('XOXOO.X..');
		expect(status(g)).toBe('The computer (O) played cell 4. Your turn: you play X.');
		expect(g.timeline.map((e) => e.cell)).toEqual([3]);
	});

	it('ignores clicks while thinking, on taken cells and after the end', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.newGame(0);
		expect(g.play(0)).toBe(true);
		expect(g.play(1)).toBe(false); // the computer is thinking
		await s.release();
		expect(g.play(0)).toBe(false); // taken
		expect(cells(g).split('X').length - 1).toBe(1);
	});

	it('drops a result that arrives after a new game', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.newGame(1); // the computer (X) starts: a search is pending
		const stale = s.queue[0];
		g.newGame(0);
		expect(s.aborted).toBe(1); // aborted through its signal
		// Even if its answer still came, nothing would apply it.
		stale.resolve({
			ok: true,
			value: { position: stale.position, result: search(stale.position), ms: 0 }
		});
		await settle();
		expect(cells(g)).toBe('.........');
		expect(status(g)).toBe('Your turn: you play X.');
		expect(g.timeline).toEqual([]);
	});

	it('keeps the played move when the human has moved since, and re-analyzes the shown decision', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.newGame(0);
		g.play(4);
		await s.release();
		const reply = g.lastComputerCell!;
		const free = g.position.cells.findIndex((c) => c === null);
		g.play(free);
		await s.release();
		g.showPly(1); // the computer's first reply
		const before = cells(g);
		const done = g.setOptions({ alphaBeta: true });
		await s.release();
		await done;
		expect(cells(g)).toBe(before);
		expect(g.reanalyzed).toBe(true);
		expect(g.shown!.result.bestMove).toBe(reply);
		expect(g.shown!.result.options.alphaBeta).toBe(true);
		expect(() => g.showPly(5)).toThrow(RangeError);
	});

	it('fault: two quick option changes left the board and the tree disagreeing', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		await s.release();
		const first = g.setOptions({ depthPenalty: false }); // replay starts: thinking
		const second = g.setOptions({ depthPenalty: true }); // restarts that search
		expect(s.queue).toHaveLength(1);
		expect(s.queue[0].options.depthPenalty).toBe(true);
		await s.release();
		await Promise.all([first, second]);
		expect(cells(g)).toBe('XOX.O.XO.');
		expect(g.shown!.result.options.depthPenalty).toBe(true);
		expect(g.shown!.result.bestMove).toBe(7);
		expect(g.reanalyzed).toBe(false);
	});

	it('a timeline choice made during a re-search is not overwritten', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.newGame(1);
		await s.release();
		g.play(g.position.cells.indexOf(null));
		await s.release();
		g.showPly(0); // the computer's first move
		const pending = g.setOptions({ alphaBeta: true });
		g.showPly(2); // its second: the re-search of ply 0 is aborted, not waited for
		expect(s.queue).toHaveLength(0);
		expect(s.aborted).toBe(1);
		await pending;
		expect(g.shown).toBe(g.timeline[2].decision);
		expect(g.reanalyzed).toBe(false);
	});

	it('an opened finished position gets a neutral result', () => {
		const g = new Game(new ManualSearcher());
		g.openPosition(parsePosition('XXX/OO./...'));
		expect(status(g)).toBe('This position is finished: X has won. Winning line: cells 1, 2, 3.');
	});
});
