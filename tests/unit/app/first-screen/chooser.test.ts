/**
 * The served page's choice of a first screen (src/lib/app/first-screen/chooser.ts), run as the
 * page runs it, in a context with the page's globals made here: the wrapper of the link opened is
 * kept and displayed only on a visit whose first screen the app draws as written (English,
 * nothing kept, wider than a phone, no added games), every other wrapper removed at once, and the
 * kept one removed once the app's root holds an element.
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	chooserScript,
	FIRST_SCREEN_LINKS,
	FIRST_SCREEN_SLICES,
	STORAGE_PREFIX
} from '$lib/app/first-screen/chooser';
import { languageFromBrowser } from '$lib/i18n/language';
import { LANGUAGE_STORAGE_KEY } from '$lib/app/page/locale.svelte';
import { PRESENTER_KEY } from '$lib/app/classroom/classroom.svelte';
import { SCORE_KEY } from '$lib/app/storage/practice-store';
import { PREFS_KEY, RECENT_KEY } from '$lib/app/storage/device-readers';
import { STORAGE_KEY } from '$lib/game';
import {
	STUDENT_ACTIVE_KEY,
	STUDENT_STORAGE_KEY,
	TEACHER_STORAGE_KEY
} from '$lib/live/live-storage';

/**
 * A part of a first screen (FIRST_SCREEN_SLICES): its `style` attribute, which `style.display`
 * writes as the browser does, and how many times its layout was read.
 */
class Slice {
	attribute: string | null;
	layouts = 0;
	constructor(readonly written: string | null) {
		this.attribute = written;
	}
	get style() {
		const write = (value: string) => {
			this.attribute = `${this.attribute === null ? '' : `${this.attribute}; `}display: ${value}`;
		};
		const remove = (name: string) => {
			const rest = (this.attribute ?? '')
				.split('; ')
				.filter((declaration) => declaration !== '' && !declaration.startsWith(`${name}:`));
			this.attribute = rest.join('; ');
		};
		return {
			set display(value: string) {
				write(value);
			},
			removeProperty: remove
		};
	}
	get shown() {
		return !(this.attribute ?? '').includes('display: none');
	}
	get offsetHeight() {
		this.layouts++;
		return 1;
	}
	getAttribute(name: string) {
		return name === 'style' ? this.attribute : null;
	}
	setAttribute(name: string, value: string) {
		if (name === 'style') this.attribute = value;
	}
	removeAttribute(name: string) {
		if (name === 'style') this.attribute = null;
	}
}

/**
 * A wrapper as the page holds it: its link, its inline display, whether it is still in the page,
 * and its parts as FIRST_SCREEN_SLICES finds them (the header's three, then the board's column
 * with an inline style of its own).
 */
class Shell {
	removed = false;
	style = { display: 'none' };
	slices = [null, null, null, '--board-width: 300px'].map((style) => new Slice(style));
	constructor(readonly link: string) {}
	get isConnected() {
		return !this.removed;
	}
	getAttribute(name: string) {
		return name === 'data-link' ? this.link : null;
	}
	querySelectorAll(selector: string) {
		return selector === FIRST_SCREEN_SLICES ? this.slices : [];
	}
	remove() {
		this.removed = true;
	}
}

class Store {
	constructor(readonly keys: string[]) {}
	get length() {
		return this.keys.length;
	}
	key(i: number) {
		return this.keys[i] ?? null;
	}
}

interface Visit {
	hash?: string;
	languages?: readonly string[];
	local?: string[];
	session?: string[];
	phone?: boolean;
	games?: unknown;
	/** The link the page's first script replaced with `#/` (a malformed one). */
	badLink?: string;
	/** Local storage throws when read (a browser that refuses it). */
	refused?: boolean;
	/** The browser has `scheduler.postTask`. */
	postTask?: boolean;
}

/** Runs the chooser on a page holding a wrapper per FIRST_SCREEN_LINKS; the app's root then draws. */
function visit(v: Visit) {
	const shells = FIRST_SCREEN_LINKS.map((link) => new Shell(link));
	const observers: { callback: () => void; connected: boolean }[] = [];
	let appRoot: { firstElementChild: object | null } | null = null;
	const listeners = new Map<string, () => void>();
	/** The tasks posted and not run yet, each with how it was posted. */
	const tasks: { run: () => void; posted: string }[] = [];
	const window: Record<string, unknown> = {
		setTimeout: (run: () => void, delay: number) => tasks.push({ run, posted: `timeout ${delay}` }),
		addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
		removeEventListener: (type: string) => listeners.delete(type),
		document: {
			querySelectorAll: (selector: string) => (selector === 'body > .first-screen' ? shells : []),
			querySelector: (selector: string) =>
				selector === 'body > div:not(.first-screen) > .app' ? appRoot : null,
			body: {}
		},
		location: { hash: v.hash ?? '#/' },
		navigator: { languages: v.languages ?? ['en-US', 'en'] },
		sessionStorage: new Store(v.session ?? []),
		matchMedia: (query: string) => ({ matches: (v.phone ?? false) && query.includes('max-width') }),
		MutationObserver: class {
			entry: { callback: () => void; connected: boolean };
			constructor(callback: () => void) {
				this.entry = { callback, connected: false };
				observers.push(this.entry);
			}
			observe() {
				this.entry.connected = true;
			}
			disconnect() {
				this.entry.connected = false;
			}
		},
		String
	};
	Object.defineProperty(window, 'localStorage', {
		get: () => {
			if (v.refused) throw new Error('SecurityError');
			return new Store(v.local ?? []);
		}
	});
	if (v.postTask)
		window.scheduler = {
			postTask: (run: () => void, options: { priority: string }) =>
				tasks.push({ run, posted: `postTask ${options.priority}` })
		};
	if (v.games !== undefined) window.minimaxLabGames = v.games;
	if (v.badLink !== undefined) window.__minimaxBadLink = v.badLink;
	window.window = window;
	runInNewContext(chooserScript(), window);
	const kept = shells.filter((s) => !s.removed);
	/** The app's root drawing: first empty, then with its first part. */
	const draw = (withElement: boolean) => {
		appRoot = { firstElementChild: withElement ? {} : null };
		for (const o of observers) if (o.connected) o.callback();
	};
	/** A script's error (`error`) or a rejected promise (`unhandledrejection`) reaching the window. */
	const fail = (type: 'error' | 'unhandledrejection') => listeners.get(type)?.();
	/** Runs the oldest task posted; how it was posted. */
	const runTask = () => {
		const task = tasks.shift();
		task?.run();
		return task?.posted;
	};
	return { shells, kept, draw, fail, listeners, tasks, runTask };
}

describe('the first screen chooser', () => {
	it("keeps and displays the link's first screen on a first visit, removes the others", () => {
		for (const link of FIRST_SCREEN_LINKS) {
			const { kept } = visit({ hash: link });
			expect(kept.map((s) => [s.link, s.style.display])).toEqual([[link, 'contents']]);
		}
		expect(visit({ hash: '' }).kept.map((s) => s.link)).toEqual(['#/']);
	});

	it('shows the kept one a part at a time, each laid out in a task of its own, styles as written', () => {
		const { kept, tasks, runTask } = visit({ hash: '#/' });
		const { slices } = kept[0];
		expect(slices.map((slice) => slice.shown)).toEqual([false, false, false, false]);
		for (let i = 0; i < slices.length; i++) {
			expect(runTask()).toBe('timeout 0');
			expect(slices.map((slice) => slice.shown)).toEqual(slices.map((_, j) => j <= i));
			expect(slices.map((slice) => slice.layouts)).toEqual(slices.map((_, j) => (j <= i ? 1 : 0)));
		}
		runTask();
		expect(tasks).toEqual([]);
		expect(slices.map((slice) => slice.attribute)).toEqual(slices.map((slice) => slice.written));
	});

	it("posts the parts' tasks at the highest priority where the browser has scheduler.postTask", () => {
		const { kept, runTask } = visit({ hash: '#/', postTask: true });
		expect(runTask()).toBe('postTask user-blocking');
		expect(kept[0].slices.map((slice) => slice.shown)).toEqual([true, false, false, false]);
	});

	it('shows no more parts once the first screen is removed', () => {
		const { kept, draw, tasks, runTask } = visit({ hash: '#/' });
		runTask();
		draw(true);
		runTask();
		expect(tasks).toEqual([]);
		expect(kept[0].slices.map((slice) => slice.layouts)).toEqual([1, 0, 0, 0]);
	});

	it('removes the kept one when the app draws its first part, not before', () => {
		const { kept, draw } = visit({ hash: '#/' });
		draw(false);
		expect(kept[0].removed).toBe(false);
		draw(true);
		expect(kept[0].removed).toBe(true);
	});

	it('removes the kept one at the first error or rejected promise before the app draws', () => {
		for (const type of ['error', 'unhandledrejection'] as const) {
			const { kept, fail, listeners } = visit({ hash: '#/' });
			fail(type);
			expect(kept[0].removed).toBe(true);
			expect([...listeners.keys()]).toEqual([]);
		}
		const { draw, listeners } = visit({ hash: '#/' });
		draw(true);
		expect([...listeners.keys()]).toEqual([]);
	});

	it('keeps none for another link, a phone, added games, a malformed link or storage that refuses', () => {
		for (const v of [
			{ hash: '#/practice' },
			{ hash: '#/?position=.........&alphabeta=0' },
			{ hash: '#/', phone: true },
			{ hash: '#/', games: [] },
			{ hash: '#/', badLink: '#/?position=50%' },
			{ hash: '#/', refused: true }
		]) {
			expect(visit(v).kept).toEqual([]);
		}
	});

	it("keeps none when anything of the app's is kept on the device", () => {
		const keys = [
			LANGUAGE_STORAGE_KEY,
			PRESENTER_KEY,
			SCORE_KEY,
			PREFS_KEY,
			RECENT_KEY,
			STORAGE_KEY,
			TEACHER_STORAGE_KEY,
			STUDENT_STORAGE_KEY,
			STUDENT_ACTIVE_KEY
		];
		for (const key of keys) {
			expect(key.startsWith(STORAGE_PREFIX)).toBe(true);
			expect(visit({ local: ['other', key] }).kept).toEqual([]);
			expect(visit({ session: [key] }).kept).toEqual([]);
		}
		expect(visit({ local: ['another-site.key'] }).kept).toHaveLength(1);
	});

	it("keeps one exactly when the browser's languages give English", () => {
		const tag = fc.oneof(
			fc.constantFrom('en', 'en-GB', 'fr', 'fr-CA', 'FR_fr', ' fr ', 'de', 'es-ES', 'x', ''),
			fc.string({ maxLength: 6 })
		);
		fc.assert(
			fc.property(fc.array(tag, { maxLength: 5 }), (languages) => {
				const english = languageFromBrowser(languages) === 'en';
				expect(visit({ languages }).kept.length).toBe(english ? 1 : 0);
			})
		);
	});
});
