import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { Game } from '$lib/app/game/game.svelte';
import { en, fr, statusText } from '$lib/i18n';
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

describe('a searched move the game refuses', () => {
	it('fault: the status said "thinking" for ever; now it says the move was refused, and an option change searches again', async () => {
		const s = new ManualSearcher();
		const g = new Game(s);
		g.openPosition(parsePosition('XOX/.O./X..'));
		const asked = s.queue.shift()!;
		// A decision for this position whose best move is cell 1 (index 0), which X holds.
		const result = search(asked.position, asked.options);
		asked.resolve({
			ok: true,
			value: { position: asked.position, result: { ...result, bestMove: 0 }, ms: 0 }
		});
		await settle();
		expect(g.thinking).toBe(false);
		expect(g.timeline).toEqual([]);
		expect(statusText(en, g.status)).toBe(
			"The computer's search (O) chose cell 1, which cannot be played here, so it has not moved. Change a search option to search again, undo, or start a new game."
		);
		expect(statusText(fr, g.status)).toBe(
			'La recherche de l’ordinateur (O) a choisi la case 1, qui ne peut pas être jouée ici\u202f: il n’a pas joué. Changez une option de recherche pour chercher de nouveau, annulez un coup ou commencez une nouvelle partie.'
		);
		const again = g.setOptions({ alphaBeta: true });
		expect(s.queue).toHaveLength(1);
		await s.release();
		await again;
		expect(g.timeline.map((e) => e.cell)).toEqual([7]);
		expect(statusText(en, g.status)).toContain('The computer (O) played cell 8.');
	});
});
