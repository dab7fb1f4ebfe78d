/**
 * Which first screen the served page shows before its script has run (scripts/first-screen.ts
 * writes one per link of FIRST_SCREEN_LINKS into build/index.html, each not displayed): the
 * script here runs in the page as it is parsed, before its first paint, and keeps the one for the
 * link opened when the app will draw that very screen, that is on a first visit: English (the
 * browser's preferred languages, as languageFromBrowser reads them), nothing of the app's kept on
 * the device (every key of local and session storage that the app writes starts with
 * STORAGE_PREFIX), a window wider than a phone's (PHONE_QUERY), no games added by the page, and a
 * link that the page's first script did not have to replace (a malformed one: the app then says
 * so). The others are removed at once. The one kept is inert and hidden from assistive technology
 * (a picture of the page, not the page): it is removed in the task in which the app draws its own
 * first part, so that no paint shows both or neither, or at the first error or rejected promise
 * before that (a start script that could not load, say), so that an app that cannot start leaves
 * no board that answers nothing.
 */
import { LANGUAGES } from '$lib/i18n/languages';
import { PHONE_QUERY } from '$lib/ui/workspace.svelte';

/**
 * The links whose first screen the served page holds: the start page, and the empty board with
 * the computer to move.
 */
export const FIRST_SCREEN_LINKS = ['#/', '#/?position=.........'] as const;

/** The start of every key the app keeps in local or session storage. */
export const STORAGE_PREFIX = 'minimax-lab';

/** The class of each first screen's wrapper in the served page (its `data-link` names its link). */
export const FIRST_SCREEN_CLASS = 'first-screen';

/**
 * The parts of a first screen that the page lays out one task each, in this order (the header's
 * brand, modes and tools, then the board's column): the renderer's first layout of a page looks
 * up a font for each size and weight its text uses, some 3-6 ms each with the CPU throttled 4x,
 * and laid out at once, with the language menu's first style, the whole first screen made one
 * task of 90-160 ms. Each part appears beside or below those before it, so a frame painted
 * between two of them moves nothing already drawn.
 */
export const FIRST_SCREEN_SLICES = 'header > *, main';

/**
 * The source of the page's inline script that keeps or removes the first screens (module
 * docstring). It expects the wrappers (`<div class="first-screen" data-link="#/…" style="display:
 * none; pointer-events: none" inert aria-hidden="true">`) before it, directly in `<body>`, and
 * SvelteKit's target after them. The one kept is shown a part at a time (FIRST_SCREEN_SLICES):
 * each part is laid out in a task of its own, posted at the highest priority where the browser
 * has `scheduler.postTask` (else a zero timeout), so that the start script's loading does not
 * come between them; each part gets back its inline style as written.
 */
export function chooserScript(): string {
	return `(function () {
	var shells = document.querySelectorAll('body > .${FIRST_SCREEN_CLASS}');
	var link = location.hash === '' ? '#/' : location.hash;
	var chosen = null;
	try {
		var fresh = [localStorage, sessionStorage].every(function (store) {
			for (var i = 0; i < store.length; i++) {
				if (String(store.key(i)).indexOf(${JSON.stringify(STORAGE_PREFIX)}) === 0) return false;
			}
			return true;
		});
		var english = true;
		var tags = navigator.languages || [];
		for (var i = 0; i < tags.length; i++) {
			var primary = String(tags[i]).trim().toLowerCase().split(/[-_]/)[0];
			if (${JSON.stringify(LANGUAGES)}.indexOf(primary) >= 0) {
				english = primary === ${JSON.stringify(LANGUAGES[0])};
				break;
			}
		}
		var wide = !matchMedia(${JSON.stringify(PHONE_QUERY)}).matches;
		var plain = window.minimaxLabGames === undefined && window.__minimaxBadLink === undefined;
		if (fresh && english && wide && plain) {
			for (var j = 0; j < shells.length; j++) {
				if (shells[j].getAttribute('data-link') === link) chosen = shells[j];
			}
		}
	} catch (error) {
		chosen = null;
	}
	for (var k = 0; k < shells.length; k++) if (shells[k] !== chosen) shells[k].remove();
	if (chosen === null) return;
	var slices = chosen.querySelectorAll(${JSON.stringify(FIRST_SCREEN_SLICES)});
	var styles = [];
	for (var s = 0; s < slices.length; s++) {
		styles.push(slices[s].getAttribute('style'));
		slices[s].style.display = 'none';
	}
	chosen.style.display = 'contents';
	var next = 0;
	function later(task) {
		if (window.scheduler && typeof scheduler.postTask === 'function') {
			scheduler.postTask(task, { priority: 'user-blocking' });
		} else {
			setTimeout(task, 0);
		}
	}
	later(function reveal() {
		if (next === slices.length || !chosen.isConnected) return;
		var slice = slices[next];
		// The declaration emptied and read back before the attribute goes: Chromium would otherwise
		// write the inline style back later, as style="".
		slice.style.removeProperty('display');
		if (styles[next] !== null) slice.setAttribute('style', styles[next]);
		else if (slice.getAttribute('style') === '') slice.removeAttribute('style');
		void slice.offsetHeight;
		next++;
		later(reveal);
	});
	var observer = new MutationObserver(function () {
		var app = document.querySelector('body > div:not(.${FIRST_SCREEN_CLASS}) > .app');
		if (app !== null && app.firstElementChild !== null) drop();
	});
	function drop() {
		observer.disconnect();
		window.removeEventListener('error', drop, true);
		window.removeEventListener('unhandledrejection', drop);
		chosen.remove();
	}
	observer.observe(document.body, { childList: true, subtree: true });
	window.addEventListener('error', drop, true);
	window.addEventListener('unhandledrejection', drop);
})();`;
}
