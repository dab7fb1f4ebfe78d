import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { Game } from '$lib/app/game/game.svelte';
import { en, statusText } from '$lib/i18n';
import { ManualSearcher, settle } from '../fixtures';

describe('Cancel search', () => {
	it('stops the computer’s search; the next option change searches again with the new options', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		expect(g.thinking).toBe(true);
		expect(g.busy).toBe(true);
		g.cancelSearch();
		await settle();
		expect(s.aborted).toBe(1);
		expect(g.thinking).toBe(false);
		expect(g.busy).toBe(false);
		expect(g.stopped).toBe(true);
		expect(g.timeline).toEqual([]);
		expect(statusText(en, g.status)).toBe(
			'Search cancelled: the computer (O) waits. Change a search option to search again.'
		);
		const again = g.setOptions({ transpositionTable: true, alphaBeta: true });
		expect(g.stopped).toBe(false);
		expect(s.queue.map((q) => q.options.transpositionTable)).toEqual([true]);
		await s.release();
		await again;
		// With the depth penalty O wins at once on cell 8 (index 7).
		expect(g.timeline.map((e) => e.cell)).toEqual([7]);
		expect(g.shown?.result.tableHits).toBe(0);
		expect(g.shown?.result.nodes).toBe(g.shown?.result.kept);
	});
});

describe('an option changed while the computer thinks', () => {
	it('fault: waited behind the running search; now it interrupts it and searches with the new options', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		expect(g.thinking).toBe(true);
		const again = g.setOptions({ alphaBeta: true });
		expect(s.aborted).toBe(1);
		expect(s.queue.map((q) => q.options.alphaBeta)).toEqual([true]);
		await s.release();
		await again;
		expect(g.thinking).toBe(false);
		expect(g.timeline.map((e) => e.cell)).toEqual([7]);
		expect(g.shown?.result.options.alphaBeta).toBe(true);
	});

	it('with nothing running, an option change does not restart the worker', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		await s.release();
		await settle();
		expect(g.busy).toBe(false);
		const again = g.setOptions({ alphaBeta: true });
		expect(s.aborted).toBe(0);
		await s.release();
		await again;
		expect(g.shown?.result.options.alphaBeta).toBe(true);
	});
});
