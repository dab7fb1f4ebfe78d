/**
 * The page's game in 4x4 and Connect Four: the computer searches on the game's board with
 * its default depth limit and answers; a draw offer is judged on that depth-limited search and says
 * so; changing the game starts a new game and a new score.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition, positionFromColumns, resolveSearchOptions } from '$lib/engine';
import { CONNECT_FOUR, TIC_TAC_TOE_4 } from '$lib/game';
import { en, statusText } from '$lib/i18n';
import { pageGame } from '../fixtures';

describe('the page game beyond 3x3', () => {
	it('Connect Four: the computer searches to depth 7 on the 42-cell board and answers', async () => {
		const { g, searcher } = pageGame({ rules: CONNECT_FOUR });
		expect(g.play(38)).toBe(true);
		expect(searcher.queue).toHaveLength(1);
		expect(searcher.queue[0].options).toMatchObject({ game: 'connect4', depthLimit: 7 });
		expect(searcher.queue[0].position.cells).toHaveLength(42);
		await searcher.release();
		expect(g.game.moves).toHaveLength(2);
		expect(g.shown?.result.nodes).toBe(939078);
		expect(statusText(en, g.status)).toMatch(/^The computer \(O\) played cell \d+\. Your turn/);
	});

	it('a followed search (a live class): its position is searched with its options and extent, any other with the page’s', async () => {
		const { g, searcher } = pageGame({ rules: CONNECT_FOUR });
		const options = resolveSearchOptions('connect4', { depthLimit: 2 });
		const extent = { proved: false, depth: 2 };
		const followed = formatPosition(positionFromColumns('4'));
		g.followSearch({ position: followed, options, extent });
		expect(g.play(38)).toBe(true);
		expect(formatPosition(searcher.queue[0].position)).toBe(followed);
		expect([searcher.queue[0].options, searcher.queue[0].extent]).toEqual([options, extent]);
		await searcher.release();
		expect(g.game.moves).toHaveLength(2);
		const reply = g.game.moves[1];
		expect(g.play(reply - 7)).toBe(true);
		expect(searcher.queue[0].options).toMatchObject({ game: 'connect4', depthLimit: 7 });
		expect(searcher.queue[0].extent).toBeUndefined();
	});

	it('4x4: a draw offer is judged on the depth-limited search, and the status says so', async () => {
		const { g, searcher } = pageGame({ rules: TIC_TAC_TOE_4, level: { kind: 'unbeatable' } });
		g.play(5);
		await searcher.release();
		const offer = g.offerDraw();
		await searcher.release();
		await offer;
		// X on cell 6 (index 5), O on cell 1: from O's side the 5-ply search rates it -7.
		expect(statusText(en, g.status)).toBe(
			'The computer (O) played cell 1. The computer accepts: its search to 5 plies rates the ' +
				'position even or against it (value -7). Game over: a draw by agreement.'
		);
	});

	it('changing the game starts a new game and a new score', async () => {
		const { g, searcher } = pageGame();
		g.play(4);
		await searcher.release();
		g.resign();
		expect(g.score.wins).toEqual([0, 1]);
		g.setSettings({ rules: CONNECT_FOUR });
		expect([g.game.moves.length, g.position.cells.length]).toEqual([0, 42]);
		expect(g.score).toEqual({ wins: [0, 0], draws: 0 });
	});
});
