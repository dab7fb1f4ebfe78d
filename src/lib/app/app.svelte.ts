/**
 * The page's state and what a person can do on it, without DOM or SvelteKit (src/lib/app/kit.ts binds
 * it to them): the link (URL state), the session (game, step-through, tree view, board preview), the
 * language and the keyboard shortcuts. Methods change state and write the link; a navigation that
 * the app did not make itself (the first load, a link followed, Back and Forward) loads the link.
 */
import type { SearchOptions } from '$lib/engine';
import type { UrlError } from '$lib/i18n';
import type { Game, Searcher } from './game.svelte';
import { Locale } from './locale.svelte';
import { sameDecision, Session, type StepRequest, type TreeViewKind } from './session.svelte';
import { Shortcuts } from './shortcuts.svelte';
import { stepShortcuts } from './step-keys';
import { UrlState, type LinkState, type Navigator, type UrlSource } from './url-state';

/** What the App is built from: the search and the URL it reads and writes. */
export interface AppDeps {
	searcher: Searcher;
	/** The current URL (SvelteKit's `page` from `$app/state`). */
	url: UrlSource;
	navigator: Navigator;
	/** Returns (once) a malformed link replaced before the app started (src/app.html), or null. */
	takeBadLink?: () => string | null;
	locale?: Locale;
}

/**
 * How a navigation came about (SvelteKit's `NavigationType`): 'goto' navigations are the app's own
 * link writes; any other one loads the link.
 */
export type NavigationKind = 'enter' | 'form' | 'leave' | 'link' | 'goto' | 'popstate';

export class App {
	readonly locale: Locale;
	readonly session: Session;
	readonly url: UrlState;
	readonly shortcuts = new Shortcuts();
	#errors = $state.raw<readonly UrlError[]>([]);
	/** The link's `step=` with the decision it belongs to; null without one. */
	#stepLink = $state.raw<StepRequest | null>(null);
	/** A `step=` beyond the last step of its decision, once that decision is on screen. */
	#stepRange = $derived.by((): UrlError | null => {
		const request = this.#stepLink;
		const stepper = this.session.stepper;
		const shown = this.game.shown;
		if (!request || !stepper || !shown || !sameDecision(shown, request)) return null;
		if (request.step < stepper.total) return null;
		return { kind: 'step-range', step: request.step, total: stepper.total };
	});

	constructor(deps: AppDeps) {
		this.locale = deps.locale ?? new Locale();
		this.session = new Session(deps.searcher);
		this.url = new UrlState(deps.url, deps.navigator, deps.takeBadLink ?? (() => null));
		this.shortcuts.register(stepShortcuts(() => this.session.stepper));
	}

	/** The game (a shortcut for `session.game`). */
	get game(): Game {
		return this.session.game;
	}

	/** What was wrong with the link that opened the page; cleared by a new game. */
	get errors(): readonly UrlError[] {
		return this.#stepRange ? [...this.#errors, this.#stepRange] : this.#errors;
	}

	/** Called after every navigation: loads the link unless the app wrote it itself. */
	navigated(kind: NavigationKind): void {
		if (kind === 'goto' || kind === 'leave') return;
		this.#load(this.url.read());
	}

	#load(link: LinkState): void {
		this.#errors = link.errors;
		if (link.lang) this.locale.setLanguage(link.lang);
		this.session.setView(link.view);
		this.#stepLink =
			link.position && link.step !== null
				? { position: link.position, options: link.options, step: link.step }
				: null;
		this.session.requestStep(this.#stepLink);
		if (link.position) this.game.openPosition(link.position, link.options);
		else this.game.newGame(true, link.options);
	}

	/** A new game from the empty board; `humanFirst` says who starts. Clears the link's errors. */
	newGame(humanFirst: boolean): void {
		this.#errors = [];
		this.#stepLink = null;
		this.session.requestStep(null);
		this.url.clearPosition(this.game.options, this.session.view);
		this.game.newGame(humanFirst);
	}

	/**
	 * Opens a position given in notation (the Positions menu) with the options on screen (or
	 * `options`), as a new history entry: the computer plays the side to move.
	 */
	openPosition(notation: string, options: SearchOptions = this.game.options): void {
		this.#load(this.url.open(notation, options, this.session.view));
	}

	/** Changes the search options (the decision on screen is searched again) and writes the link. */
	setOptions(changes: Partial<SearchOptions>): Promise<void> {
		const done = this.game.setOptions(changes);
		this.url.write(this.game.options, this.session.view);
		return done;
	}

	/**
	 * The language menu: switches the language at once (the game, the step and the tree view stay),
	 * remembers it on the device and writes it in the link.
	 * @throws RangeError for a code that is not one of LANGUAGES (nothing changes then).
	 */
	setLanguage(code: string): void {
		this.locale.choose(code);
		this.url.setLanguage(this.locale.language);
		this.url.write(this.game.options, this.session.view);
	}

	/** Shows the other picture of the tree and writes the link. */
	setView(view: TreeViewKind): void {
		this.session.setView(view);
		this.url.write(this.game.options, view);
	}
}
