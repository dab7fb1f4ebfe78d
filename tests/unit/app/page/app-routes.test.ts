/**
 * The App next to the other routes (practice, lessons) since it lives in the root layout: it loads
 * only the page's own links, keeps the game in progress when the page comes back to its link, and
 * loads the page's first link whatever brought it there.
 */
import { describe, expect, it } from 'vitest';
import { App } from '$lib/app/page/app.svelte';
import { FakeUrl, ManualSearcher, MemoryStore } from '../fixtures';

function start(store = new MemoryStore()) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	const app = new App({ searcher, url, navigator: url, store, newSeed: () => 5 });
	return { app, url, searcher, store };
}

const board = (app: App) => app.game.position.cells.map((c) => c ?? '.').join('');

describe('the App and the other routes', () => {
	it('fault: a practice link opened its position as the page’s game and wrote the page’s link over it', async () => {
		const { app, url, searcher, store } = start();
		url.visit('#/');
		app.navigated('enter');
		app.game.play(4);
		await searcher.release();
		const before = board(app);
		expect(before.replace(/\./g, '')).toHaveLength(2);
		url.visit('#/practice?kind=win&position=.../OO./XX.&seed=0');
		app.navigated('link');
		expect(board(app)).toBe(before);
		expect(url.url.hash).toBe('#/practice?kind=win&position=.../OO./XX.&seed=0');
		// A reload of the practice link (a new App, the same device) leaves the practice link alone too.
		const again = start(store);
		again.url.visit('#/practice?kind=threats&position=.../OO./XX.&seed=0');
		again.app.navigated('enter');
		expect(again.url.writes).toEqual([]);
	});

	it('coming back to the page’s link (Back, or the title’s link) keeps the game in progress', async () => {
		const { app, url, searcher } = start();
		url.visit('#/?depth=0');
		app.navigated('enter');
		app.game.play(0);
		await searcher.release();
		const before = board(app);
		url.visit('#/practice');
		app.navigated('link');
		url.visit('#/?depth=0');
		app.navigated('popstate');
		expect(board(app)).toBe(before);
		// Another link of the page is loaded as before: here a new game.
		url.visit('#/');
		app.navigated('link');
		expect(board(app)).toBe('.........');
	});

	it('the page reached first from a lesson (its exit is a goto) restores the game kept on the device', async () => {
		const kept = start();
		kept.url.visit('#/');
		kept.app.navigated('enter');
		kept.app.game.play(8);
		await kept.searcher.release();
		const { app, url } = start(kept.store);
		url.visit('#/lesson/minimax/1');
		app.navigated('enter');
		expect(board(app)).toBe('.........');
		url.visit('#/');
		app.navigated('goto');
		expect(board(app)).toBe(board(kept.app));
	});
});
