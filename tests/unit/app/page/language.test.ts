/**
 * The language of the page: the link's `lang=` (read, written back, a bad value reported), the
 * language menu (App.setLanguage: instant, remembered on the device, written in the link) keeping
 * the game, the step and the tree view, and the Locale's memory.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '$lib/app/page/app.svelte';
import { LANGUAGE_STORAGE_KEY, Locale } from '$lib/app/page/locale.svelte';
import { DeviceWrites, type KeyValueStore } from '$lib/app/storage/device-writes';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { fr, statusText, urlErrorText } from '$lib/i18n';
import { FakeUrl, ManualSearcher } from '../fixtures';
import { loadCatalogue } from '$lib/app/page/catalogues';

// French is loaded here as on a page that has been idle once (catalogues.test.ts covers the wait).
beforeAll(() => loadCatalogue('fr'));

/** A store that keeps what is written, or refuses every write. */
class MapStore implements KeyValueStore {
	items = new Map<string, string>();
	constructor(public refuse = false) {}
	getItem(key: string): string | null {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string): void {
		if (this.refuse) throw new DOMException('quota', 'QuotaExceededError');
		this.items.set(key, value);
	}
	removeItem(key: string): void {
		this.items.delete(key);
	}
}

function start(hash: string, locale = new Locale(), store?: KeyValueStore) {
	const url = new FakeUrl();
	const searcher = new ManualSearcher();
	const app = new App({ searcher, url, navigator: url, locale, store });
	url.visit(hash);
	app.navigated('enter');
	return { app, url, searcher };
}

describe('lang= in the link', () => {
	it('reads en and fr (any case), and writes the language after the other parameters', () => {
		expect(readUrlState('#/?lang=fr').lang).toBe('fr');
		expect(readUrlState('#/?lang=EN').lang).toBe('en');
		expect(readUrlState('#/?position=XOX/.O./X..').lang).toBeNull();
		// An empty value is listed as ignored, and names no language.
		expect(readUrlState('#/?lang=').lang).toBeNull();
		expect(readUrlState('#/?lang=').errors).toEqual([
			{ kind: 'ignored', params: [{ name: 'lang', value: '', reason: 'empty' }] }
		]);
		const options = { alphaBeta: true, depthPenalty: true, order: 'index' } as const;
		expect(writeUrlState('XOX/.O./X..', options, 'whole', { lang: 'fr' })).toBe(
			'#/?position=XOX%2F.O.%2FX..&alphabeta=1&view=whole&lang=fr'
		);
		expect(writeUrlState(null, options)).toBe('#/?alphabeta=1');
	});

	it('a bad value is reported and changes nothing else', () => {
		const link = readUrlState('#/?lang=de&alphabeta=1');
		expect(link.lang).toBeNull();
		expect(link.errors).toEqual([{ kind: 'lang', value: 'de' }]);
		expect(link.options.alphaBeta).toBe(true);
	});

	it('the page shows the link’s language and keeps it in the links it writes', async () => {
		const { app, url, searcher } = start('#/?position=XOX/.O./X..&lang=fr');
		expect(app.locale.language).toBe('fr');
		await searcher.release();
		expect(statusText(app.locale.t, app.game.status)).toBe(
			'L’ordinateur (O) a joué la case 8. Partie terminée\u202f: l’ordinateur gagne avec O. Alignement gagnant\u202f: cases 2, 5, 8.'
		);
		app.setView('whole');
		expect(url.url.hash).toBe('#/?position=XOX%2F.O.%2FX..&view=whole&lang=fr');
		app.newGame(0);
		expect(url.url.hash).toBe('#/?view=whole&lang=fr');
	});

	it('a bad lang= keeps the language already chosen and says so in it', () => {
		const { app } = start('#/?lang=klingon', new Locale('fr'));
		expect(app.locale.language).toBe('fr');
		expect(app.errors.map((e) => urlErrorText(app.locale.t, e))).toEqual([
			'Le paramètre «\u202flang=klingon\u202f» du lien n’est pas valide\u202f: utilisez en ou fr. La langue déjà choisie est gardée.'
		]);
	});
});

describe('App.setLanguage (the language menu)', () => {
	it('switches at once, keeping the game, the step and the view; remembers it; writes the link', async () => {
		const store = new MapStore();
		const { app, url, searcher } = start(
			'#/?position=XOX/.O./X..&alphabeta=1&view=whole',
			new Locale('en'),
			store
		);
		await searcher.release();
		const stepper = app.session.stepper;
		stepper?.seek(12);
		const timeline = app.game.timeline;
		app.setLanguage('fr');
		expect(app.locale.language).toBe('fr');
		expect(app.locale.t).toBe(fr);
		expect(app.session.stepper).toBe(stepper);
		expect(app.session.stepper?.k).toBe(12);
		expect(app.game.timeline).toBe(timeline);
		expect(app.session.view).toBe('whole');
		expect(searcher.queue).toHaveLength(0); // no new search
		expect(store.items.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
		expect(url.url.hash).toBe('#/?position=XOX%2F.O.%2FX..&alphabeta=1&view=whole&lang=fr');
		expect(url.writes.at(-1)?.how).toBe('replace');
	});

	it('refuses an unknown language and changes nothing', () => {
		const store = new MapStore();
		const { app, url } = start('#/', new Locale('en'), store);
		const writes = url.writes.length;
		const items = [...store.items];
		expect(() => app.setLanguage('de')).toThrow(RangeError);
		expect(app.locale.language).toBe('en');
		expect([...store.items]).toEqual(items);
		expect(url.writes).toHaveLength(writes);
	});
});

describe('Locale.choose', () => {
	it('remembers the choice; a full storage says so, still lets the language switch, and saves it once room is made', () => {
		const store = new MapStore();
		const locale = new Locale('en');
		locale.rememberWith(new DeviceWrites(store, () => {}));
		locale.choose('fr');
		expect([locale.language, store.getItem(LANGUAGE_STORAGE_KEY)]).toEqual(['fr', 'fr']);
		locale.setLanguage('en'); // a link's language: shown, not remembered
		expect(store.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
		const fullStore = new MapStore(true);
		const said: unknown[] = [];
		const writes = new DeviceWrites(fullStore, (parts) => said.push(parts));
		const full = new Locale('en');
		full.rememberWith(writes);
		full.choose('fr');
		expect(full.t.cellLabel(4, null)).toBe('Case 5\u202f: vide');
		expect(said).toEqual([['language']]);
		// Room is made: the next write that succeeds writes the choice too, and the note goes.
		fullStore.refuse = false;
		writes.write('minimax-lab.prefs', '{}', 'prefs');
		expect(fullStore.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
		expect(said).toEqual([['language'], null]);
	});
});
