import { describe, expect, it } from 'vitest';
import { App } from '$lib/app/page/app.svelte';
import { en, statusText, urlErrorText } from '$lib/i18n';
import { FakeUrl, ManualSearcher } from '../fixtures';

/** An App over a fake URL opened at `hash`, as after the page's first navigation. */
function start(hash: string, badLink: string | null = null) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	let bad = badLink;
	const app = new App({
		searcher,
		url,
		navigator: url,
		takeBadLink: () => {
			const link = bad;
			bad = null;
			return link;
		}
	});
	url.visit(hash);
	app.navigated('enter');
	return { app, url, searcher };
}

const status = (app: App) => statusText(en, app.game.status);

describe('App', () => {
	it('loads the link on the first navigation: position, options and view', async () => {
		const { app, searcher } = start('#/?position=XOX/.O./X..&alphabeta=1&view=whole');
		expect(app.errors).toEqual([]);
		expect(app.game.options).toEqual({ alphaBeta: true, depthPenalty: true, order: 'index' });
		expect(app.session.view).toBe('whole');
		await searcher.release();
		expect(status(app)).toBe(
			'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
		);
		expect(app.session.stepper?.total).toBe(56);
	});

	it('writes option and view changes into the link, keeping its position, and ignores its own writes', async () => {
		const { app, url, searcher } = start('#/?position=XOX/.O./X..');
		await searcher.release();
		const change = app.setOptions({ depthPenalty: false });
		app.navigated('goto'); // the write's own navigation: nothing reloads
		await searcher.release();
		await change;
		expect(url.url.hash).toBe('#/?position=XOX%2F.O.%2FX..&depth=0');
		expect(status(app)).toBe('The computer (O) played cell 4. Your turn: you play X.');
		app.setView('whole');
		expect(url.url.hash).toBe('#/?position=XOX%2F.O.%2FX..&depth=0&view=whole');
		expect(url.writes.map((w) => w.how)).toEqual(['replace', 'replace']);
		expect(app.game.timeline).toHaveLength(1);
	});

	it('keeps the link’s errors through option changes and clears them with a new game', () => {
		const { app, url } = start('#/?position=OOO/.../XXX&alphabeta=maybe', '#/?position=50%');
		expect(app.errors.map((e) => urlErrorText(en, e))).toEqual([
			'The link "#/?position=50%" cannot be read: it has a malformed % escape. Showing a new game instead.',
			'The position "OOO/.../XXX" in the link is not valid: Both X and O have a line of three: no game reaches this position. Showing a new game instead.',
			'The link\'s "alphabeta=maybe" is not valid: use 0 or 1. Using the default.'
		]);
		expect(status(app)).toBe('Your turn: you play X.');
		void app.setOptions({ order: 'center-first' });
		expect(app.errors).toHaveLength(3);
		app.newGame(1);
		expect(app.errors).toEqual([]);
		expect(url.url.hash).toBe('#/?order=center');
		// Standard rules: "New game: computer starts" gives the computer X (standard rules).
		expect(status(app)).toBe('The computer (X) is thinking…');
	});

	it('opens a ready position as a new history entry, and Back reloads the previous link', async () => {
		const { app, url, searcher } = start('#/?depth=0');
		app.openPosition('XX./OO./... o');
		expect(url.writes).toEqual([{ how: 'push', hash: '#/?position=XX.%2FOO.%2F...+o&depth=0' }]);
		await searcher.release();
		expect(app.game.lastComputerCell).toBe(2); // without the depth penalty O blocks on cell 3
		url.visit('#/?depth=0');
		app.navigated('popstate');
		expect(app.game.timeline).toEqual([]);
		expect(status(app)).toBe('Your turn: you play X.');
	});

	it('runs the step-through shortcuts only while a decision is on screen', async () => {
		const { app, searcher } = start('#/?position=XOX/.O./X..');
		const press = { key: 'Home', ctrlKey: false, altKey: false, metaKey: false };
		expect(app.shortcuts.match(press)).toBeNull();
		await searcher.release();
		app.shortcuts.match(press)?.run();
		expect(app.session.stepper?.k).toBe(0);
	});
});
