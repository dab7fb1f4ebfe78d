/**
 * The App inside SvelteKit: the URL comes from `page` (`$app/state`) and is written with `goto`
 * (`$app/navigation`), which with the hash router (`router: { type: 'hash' }`) resolves `#/?…`
 * against the document, so it works over http and from file:// alike. `goto` (not the shallow
 * `replaceState`) keeps `page.url` equal to the address bar. Searches run in a Web Worker started on
 * the first search (workers/channel.ts). The games given in `window.minimaxLabGames` are added
 * first (engine added-games.ts). The game is kept in local storage (merged with what another
 * tab saves there, told by the `storage` event), and its clock pauses while the page is hidden.
 */
import { onDestroy, onMount } from 'svelte';
import { afterNavigate, goto } from '$app/navigation';
import { page } from '$app/state';
import { App } from '../page/app.svelte';
import { Classroom } from '../classroom/classroom.svelte';
import { preloadLessonCatalogue } from '../classroom/lesson-catalogue';
import { setClassroomContext } from '../classroom/classroom-context';
import { ClassroomClient } from '../workers/classroom-client';
import ClassroomWorker from '../workers/classroom.worker.ts?worker&inline';
import { setAppContext } from '../page/context';
import { getLocale } from '../page/locale.svelte';
import { SearchClient } from '../workers/search-client';
import SearchWorker from '../workers/search.worker.ts?worker&inline';
import { addGames } from '$lib/engine/added-games';
import { STORAGE_KEY } from '$lib/game';
import { RECENT_KEY } from '../storage/game-store';
import { afterPaint, nextTask } from '$lib/visualization/whole-tree/tasks';
import { LiveClass, setLiveClassContext } from '../live/live-class.svelte';
import { followedSearchOf } from '$lib/live/search-handover';

const writeOptions = { keepFocus: true, noScroll: true } as const;

/** Local storage, or null where the browser refuses it (the page then keeps nothing). */
function localStore(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/** The tab's session storage, or null where the browser refuses it (some file:// setups). */
function sessionStore(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/** Fullscreen where the browser allows it (presenter mode); refusals reject and are ignored. */
const fullscreen = {
	enter: async () => {
		if (!document.fullscreenElement) await document.documentElement.requestFullscreen?.();
	},
	exit: async () => {
		if (document.fullscreenElement) await document.exitFullscreen();
	}
};

/**
 * Creates the App of the page and its Classroom (lessons, presenter mode, classroom panels) and
 * shares them through context. Call during the root layout's initialisation (it registers
 * navigation and destroy callbacks), so that they live across routes (`/` and `/lesson/...`).
 */
export function startApp(): App {
	// The games a page adds at start, before anything reads a game (the link, the saved series):
	// docs/architecture.md, "Adding a game". The workers are told them as they start (channel.ts).
	const games = (window as unknown as { minimaxLabGames?: unknown }).minimaxLabGames;
	const addedGameErrors = games === undefined ? [] : addGames(games).errors;
	// Started on the first search, in a task of its own. The first time, after a paint: the play
	// page asks its first search in the task after it mounts, and mounts its workspace (the
	// board) a paint later, so that the worker, whose script a first visit fetches, starts after
	// the board instead of racing it (docs/speed.md, "First visit").
	const searcher = new SearchClient(() => new SearchWorker(), afterPaint);
	// `resolve('/')` would prefix the base path, which from file:// names the folder, not
	// index.html: a bare hash resolves against the document itself.
	const hashNavigator = {
		// eslint-disable-next-line svelte/no-navigation-without-resolve -- a hash of this page
		replace: (hash: string) => void goto(hash, { ...writeOptions, replaceState: true }),
		// eslint-disable-next-line svelte/no-navigation-without-resolve -- a hash of this page
		push: (hash: string) => void goto(hash, writeOptions)
	};
	const app = new App({
		searcher,
		url: page,
		navigator: hashNavigator,
		takeBadLink: () => {
			const holder = window as unknown as { __minimaxBadLink?: string };
			const bad = holder.__minimaxBadLink ?? null;
			delete holder.__minimaxBadLink;
			return bad;
		},
		locale: getLocale(),
		store: localStore() ?? undefined,
		sessionStore: sessionStore() ?? undefined,
		newSeed: () => crypto.getRandomValues(new Uint32Array(1))[0],
		addedGameErrors
	});
	setAppContext(app);
	const tasks = new ClassroomClient(() => new ClassroomWorker());
	const classroom = new Classroom(app, {
		tasks,
		navigator: hashNavigator,
		fullscreen,
		clipboard: (text) => navigator.clipboard.writeText(text),
		documentHref: () => location.href,
		session: sessionStore() ?? undefined
	});
	setClassroomContext(classroom);
	// A teacher's view that a student follows is opened as a followed link (navigation kind
	// 'link'), so that the lesson and the App load it; their own writes ('goto') they skip.
	let followed = false;
	const live = new LiveClass({
		connect: () => import('../live/live-socket').then((m) => m.connectLive(location.origin)),
		served: location.protocol !== 'file:',
		local: localStore(),
		session: sessionStore(),
		clock: {
			now: () => performance.now(),
			setTimeout: (run, ms) => window.setTimeout(run, ms),
			clearTimeout: (handle) => window.clearTimeout(handle as number)
		},
		open: (view) => {
			// A search the teacher ran against its clock is repeated exactly, without the phone's.
			app.game.followSearch(view.search ? followedSearchOf(view.search) : null);
			if (page.url.hash === view.hash) return;
			followed = true;
			// eslint-disable-next-line svelte/no-navigation-without-resolve -- a hash of this page
			void goto(view.hash, { ...writeOptions, replaceState: true });
		},
		release: () => app.game.followSearch(null)
	});
	setLiveClassContext(live);
	// A lesson link is the lesson's; any other one is the App's to load. The first load (the
	// link's game, its first search, the device's series) runs in a task of its own, after the
	// task that mounted the page and before the play page's workspace mounts (after a paint):
	// docs/main-thread.md, "First visit".
	let loaded = false;
	afterNavigate((navigation) => {
		const kind = followed ? 'link' : navigation.type;
		followed = false;
		if (classroom.navigated(kind, page.url.hash)) return;
		if (loaded) app.navigated(kind);
		else void nextTask().then(() => app.navigated(kind));
		loaded = true;
	});
	onMount(() => {
		const visibility = () => app.game.timer.setHidden(document.hidden);
		// Another tab saved the series: its games join the score on this page.
		const storage = (event: StorageEvent) => {
			if (event.key === STORAGE_KEY || event.key === RECENT_KEY || event.key === null)
				app.storageChanged();
		};
		document.addEventListener('visibilitychange', visibility);
		window.addEventListener('storage', storage);
		// A reload of a teacher's or a student's tab takes its class back (nothing loads otherwise).
		void live.restore();
		// The lessons' data, after the first screen, so that a lesson opens without waiting.
		preloadLessonCatalogue();
		return () => {
			document.removeEventListener('visibilitychange', visibility);
			window.removeEventListener('storage', storage);
		};
	});
	onDestroy(() => {
		app.game.timer.stop();
		searcher.destroy();
		tasks.destroy();
	});
	return app;
}
