/**
 * The Coach and Show threats (runes) over a game stand-in, then inside the page's Game: you (X)
 * played 2, the computer 1; cell 3 throws the draw away (the computer then completes 1-5-9), cell 5
 * keeps it.
 */
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { parsePosition, play, type Position } from '$lib/engine';
import { Coach } from '$lib/app/game/coach.svelte';
import { Game } from '$lib/app/game/game.svelte';
import { CONNECT_FOUR } from '$lib/game';
import { Box } from '../box.svelte';
import { ManualSearcher } from '../fixtures';

const AFTER_2_1 = parsePosition('OX./.../...'); // X to move

function coachOn(position: Position) {
	const game = new Box<{ position: Position }>({ position });
	const coach = new Coach(() => game.value);
	return { game, coach };
}

describe('Coach', () => {
	it('says nothing while off, and forgets a move judged while off', async () => {
		const { game, coach } = coachOn(AFTER_2_1);
		coach.moved(AFTER_2_1, 2);
		game.value = { position: play(AFTER_2_1, 2) };
		expect(coach.report).toBeNull();
		coach.enabled = true;
		await coach.judging;
		flushSync();
		expect(coach.report).toBeNull();
		expect(coach.overlay).toBeNull();
	});

	it('flags cell 3 (draw to loss) and marks the line 1-5-9 the computer completes', async () => {
		const { game, coach } = coachOn(AFTER_2_1);
		coach.enabled = true;
		coach.moved(AFTER_2_1, 2);
		game.value = { position: play(AFTER_2_1, 2) };
		await coach.judging;
		expect(coach.report).toMatchObject({
			move: 2,
			change: 'draw-to-loss',
			before: 0,
			after: -4,
			line: [3, 6, 4, 5, 8],
			winningLine: [0, 4, 8],
			bestMove: 3
		});
		expect(coach.overlay).toEqual({ threats: null, line: [0, 4, 8] });
		// The computer's reply keeps the verdict on screen; a new game drops it.
		game.value = { position: play(game.value.position, 3) };
		expect(coach.report?.move).toBe(2);
		game.value = { position: parsePosition('.........') };
		expect(coach.report).toBeNull();
		expect(coach.overlay).toBeNull();
	});

	it('a good move is reported without a line on the board', async () => {
		const { game, coach } = coachOn(AFTER_2_1);
		coach.enabled = true;
		coach.moved(AFTER_2_1, 4);
		game.value = { position: play(AFTER_2_1, 4) };
		await coach.judging;
		expect(coach.report).toMatchObject({ move: 4, change: 'none', mistake: false });
		expect(coach.overlay).toBeNull();
	});

	it('Show threats marks both sides’ immediate wins in the position on screen', () => {
		const { game, coach } = coachOn(parsePosition('OXX/O../...'));
		coach.showThreats = true;
		expect(coach.overlay).toEqual({ threats: { X: [], O: [6] }, line: null });
		game.value = { position: parsePosition('XX./OO./...') };
		expect(coach.overlay).toEqual({ threats: { X: [2], O: [5] }, line: null });
		coach.showThreats = false;
		flushSync();
		expect(coach.overlay).toBeNull();
	});
});

describe('the Coach asked from the game’s play', () => {
	it('judges your move against the computer from Game.play, with no component involved', async () => {
		const searcher = new ManualSearcher();
		const g = new Game(searcher);
		g.openPosition(AFTER_2_1, g.options, 'X'); // you hold X, to move
		g.coach.enabled = true;
		expect(g.coached).toBe(true);
		expect(g.play(2)).toBe(true); // cell 3 throws the draw away
		await g.coach.judging;
		expect(g.coach.report).toMatchObject({
			move: 2,
			change: 'draw-to-loss',
			winningLine: [0, 4, 8]
		});
		await searcher.release(); // the computer's reply keeps the verdict on screen
		expect(g.coach.report?.move).toBe(2);
	});

	it('is not asked between two people, nor beyond 3x3', () => {
		const people = new Game(new ManualSearcher());
		people.setSettings({ opponent: 'person' });
		people.coach.enabled = true;
		expect(people.coached).toBe(false);
		expect(people.play(4)).toBe(true);
		expect(people.coach.report).toBeNull();
		const connect4 = new Game(new ManualSearcher());
		connect4.setSettings({ rules: CONNECT_FOUR });
		expect(connect4.coached).toBe(false);
	});
});
