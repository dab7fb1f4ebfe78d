/**
 * The page's game with time per move (on a clock moved by hand) and with settings changed during a
 * game, read like the page reads it: the status line in English, the clock, the score.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '$lib/app/game/game.svelte';
import { en, statusText } from '$lib/i18n';
import { ManualTime, pageGame as game } from '../fixtures';

const cells = (g: Game) => g.position.cells.map((c) => c ?? '.').join('');
const status = (g: Game) => statusText(en, g.status);

describe('time per move', () => {
	it('warns at 10 seconds left and loses on time at 0, against the computer', () => {
		const time = new ManualTime();
		const { g } = game({ timePerMove: 30 }, time);
		expect(g.timer.seconds).toBe(30);
		time.advance(20_000);
		expect(status(g)).toBe('Your turn: you play X. 10 seconds left for your move.');
		time.advance(10_000);
		expect(status(g)).toBe('Your time ran out: the computer wins with O.');
		expect(g.score).toEqual({ wins: [0, 1], draws: 0 });
		expect(g.playable).toBe(false);
	});

	it('between two people, each move starts the next person’s clock afresh', () => {
		const time = new ManualTime();
		const { g } = game({ opponent: 'person', timePerMove: 60, names: ['Ada', 'Bo'] }, time);
		time.advance(55_000);
		g.play(4);
		expect(g.timer.seconds).toBe(60);
		time.advance(50_000);
		expect(status(g)).toBe('Bo (O) to move. Bo (O): 10 seconds left.');
		time.advance(10_000);
		expect(status(g)).toBe('Bo (O) ran out of time: Ada wins with X.');
		g.undo(); // takes back the time loss: Bo's turn again, with a fresh clock
		expect([status(g), g.timer.seconds]).toEqual(['Bo (O) to move.', 60]);
	});

	it('the computer’s turn has no clock', async () => {
		const time = new ManualTime();
		const { g, searcher } = game({ timePerMove: 30 }, time);
		g.play(4);
		expect(g.timer.seconds).toBeNull();
		time.advance(60_000);
		await searcher.release();
		expect(g.result).toBeNull();
		expect(g.timer.seconds).toBe(30);
	});
});

describe('settings during a game', () => {
	it('a new opponent starts a new game and a new score; names apply at once', async () => {
		const { g, searcher } = game();
		g.play(4);
		await searcher.release();
		g.resign();
		expect(g.score.wins).toEqual([0, 1]);
		g.setSettings({ opponent: 'person' });
		expect([cells(g), g.score.wins]).toEqual(['.........', [0, 0]]);
		g.setSettings({ names: ['Ada', 'Bo'] });
		expect(status(g)).toBe('Ada (X) to move.');
	});
});
