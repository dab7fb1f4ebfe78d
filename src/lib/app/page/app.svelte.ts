/**
 * The page's state and what a person can do on it, without DOM or SvelteKit (src/lib/app/kit/kit.ts binds
 * it to them): the link (URL state), the session (game, step-through, tree view, board preview), the
 * language, the page's preferences (cell names, move numbers, symbols, analysis), what the device
 * keeps, and the keyboard shortcuts. Methods change state and write the link; a navigation that the
 * app did not make itself (the first load, a link followed, Back and Forward) loads the link; the
 * first load also restores the game, the settings and the score kept on the device (DeviceData,
 * ../storage/device-data.svelte.ts).
 */
import {
	formatPosition,
	type AddedGameError,
	type Position,
	type ResolvedSearchOptions,
	type SearchOptions
} from '$lib/engine';
import { DEFAULT_MCTS_SETTINGS, type MctsSettings } from '$lib/link/mcts-settings';
import type { MctsStepper } from '../mcts/mcts-stepper.svelte';
import {
	formatMoveList,
	markOf,
	startSeries,
	TIC_TAC_TOE,
	type SeatIndex,
	type Series,
	type SeriesSettings
} from '$lib/game';
import type { StorageNote } from '$lib/game';
import type { LinkError } from '../../link/params';
import {
	DEFAULT_PREFS,
	defaultMark,
	type GameLinkState,
	type PagePrefs
} from '../../link/game-link';
import { openLink } from '../game/game-open';
import { DeviceData } from '../storage/device-data.svelte';
import type { KeyValueStore } from '../storage/device-writes';
import type { ScoreStore } from '../practice/practice.svelte';
import type { Game, Searcher } from '../game/game.svelte';
import { Locale } from './locale.svelte';
import { rulesOfNotation } from './positions';
import type { Decision } from '$lib/stepper';
import type { TimeSource } from '../game/turn-timer.svelte';
import { sameDecision, Session, type StepRequest } from './session.svelte';
import type { TreeViewKind } from '$lib/visualization/view-api';
import { Shortcuts } from './shortcuts.svelte';
import { stepShortcuts } from './step-keys';
import {
	UrlState,
	writeUrlState,
	type LinkState,
	type Navigator,
	type UrlSource
} from '../../link/url-state';

/** What the App is built from: the search and the URL it reads and writes. */
export interface AppDeps {
	searcher: Searcher;
	/** The current URL (SvelteKit's `page` from `$app/state`). */
	url: UrlSource;
	navigator: Navigator;
	/** Returns (once) a malformed link replaced before the app started (src/app.html), or null. */
	takeBadLink?: () => string | null;
	locale?: Locale;
	/** What the device keeps (local storage on the page); without it nothing is kept. */
	store?: KeyValueStore;
	/** What the tab keeps (session storage on the page: the practice score); without it, nothing. */
	sessionStore?: KeyValueStore;
	/** A seed for a new series of games (unsigned 32-bit); a fixed one by default. */
	newSeed?: () => number;
	/** Time for the clock of time per move (performance.now and timers by default). */
	time?: TimeSource;
	/** Why games given at start were not added (engine addGames: kit.ts); none by default. */
	addedGameErrors?: readonly AddedGameError[];
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
	/** Why games given at start were not added (AppDeps.addedGameErrors), for the page's alert. */
	readonly addedGameErrors: readonly AddedGameError[];
	#errors = $state.raw<readonly LinkError[]>([]);
	#mcts = $state.raw<MctsSettings>(DEFAULT_MCTS_SETTINGS);
	/**
	 * The step-through of the MCTS run on screen (the step keys drive it then): made, its module
	 * loaded, beside the first MCTS run (#searcher), so that the first screen loads none of it.
	 */
	#mctsStepper = $state.raw<MctsStepper | null>(null);
	/** The MCTS step-through while an MCTS run is on screen, else null. */
	mctsStepper = $derived.by(() => {
		const stepper = this.#mctsStepper;
		return stepper && stepper.total > 0 ? stepper : null;
	});
	#display = $state.raw<Pick<PagePrefs, 'moveNumbers' | 'symbols'>>(DEFAULT_PREFS);
	/** What the page keeps on the device and its notes about it. */
	readonly #device: DeviceData;
	/** Where the practice page keeps its score (DeviceData.practiceScores); null without one. */
	readonly practiceScores: ScoreStore | null;
	readonly #newSeed: () => number;
	/** The App's link was loaded once (the first load restores what the device keeps). */
	#started = false;
	/** The page's preferences: cell names (from the locale), move numbers, symbols, analysis. */
	prefs: PagePrefs = $derived.by(() => ({
		...this.#display,
		cellNaming: this.locale.cellNaming,
		analysis: this.game.analysis
	}));
	/**
	 * The link's `review=`: the ply (1 = the first move) the game review opens at, within the game
	 * the link opened; null for none. The review panel takes it (`takeReviewRequest`).
	 */
	reviewRequest = $state.raw<number | null>(null);
	/** The link's `step=` with the decision it belongs to; null without one. */
	#stepLink = $state.raw<StepRequest | null>(null);
	/** A `step=` beyond the last step of its decision, once that decision is on screen. */
	#stepRange = $derived.by((): LinkError | null => {
		const request = this.#stepLink;
		const stepper = this.session.stepper;
		const shown = this.game.shown;
		if (!request || !stepper || !shown || !sameDecision(shown, request)) return null;
		if (request.step < stepper.total) return null;
		return { kind: 'step-range', step: request.step, total: stepper.total, fallback: 'last' };
	});

	constructor(deps: AppDeps) {
		this.locale = deps.locale ?? new Locale();
		this.addedGameErrors = deps.addedGameErrors ?? [];
		this.#newSeed = deps.newSeed ?? (() => 0);
		const device = new DeviceData(deps.store, deps.sessionStore);
		this.#device = device;
		this.practiceScores = device.practiceScores;
		if (device.writes) this.locale.rememberWith(device.writes);
		this.session = new Session(this.#searcher(deps.searcher), {
			onchange: device.kept
				? (series) => {
						const merged = device.saveSeries(series);
						if (merged) this.game.adopt(merged);
					}
				: undefined,
			time: deps.time
		});
		this.url = new UrlState(deps.url, deps.navigator, deps.takeBadLink ?? (() => null));
		this.shortcuts.register(stepShortcuts(() => this.mctsStepper ?? this.session.stepper));
		// Coordinates follow the game's board on the page; lessons and practice are 3x3.
		this.locale.followBoard(() => (this.url.onPage() ? this.game.settings.rules : TIC_TAC_TOE));
	}

	/**
	 * The searcher the game uses: `searcher`'s decision, and with Monte Carlo tree search chosen
	 * its run of the same position in the same worker, kept in the decision (Decision.mcts).
	 */
	#searcher(searcher: Searcher): Searcher {
		return {
			search: async (position, options, signal, extent) => {
				const outcome = await searcher.search(position, options, signal, extent);
				const settings = this.#mcts;
				if (!outcome.ok || settings.algorithm !== 'mcts' || !searcher.mcts) return outcome;
				const [run] = await Promise.all([
					searcher.mcts(
						{
							position,
							game: (options as ResolvedSearchOptions).game ?? this.game.settings.rules.id,
							iterations: settings.iterations,
							seed: settings.seed,
							exploration: settings.exploration,
							depthPenalty: options.depthPenalty
						},
						signal
					),
					this.#makeMctsStepper()
				]);
				return run.ok ? { ok: true, value: { ...outcome.value, mcts: run.value } } : run;
			}
		};
	}

	/**
	 * Makes the MCTS step-through once, loading its module. A module out of reach (offline) leaves
	 * the run's decision on screen without its step-through; the next run tries again.
	 */
	async #makeMctsStepper(): Promise<void> {
		if (this.#mctsStepper) return;
		try {
			const { MctsStepper } = await import('../mcts/mcts-stepper.svelte');
			this.#mctsStepper ??= new MctsStepper(() => this.game.shown?.mcts ?? null);
		} catch {
			// The decision still shows; only its step-through waits for the next run.
		}
	}

	/** The algorithm ("Algorithm": minimax or Monte Carlo tree search) and the MCTS settings. */
	get mcts(): MctsSettings {
		return this.#mcts;
	}

	/**
	 * Changes the algorithm or the MCTS settings: the decision on screen is searched again (as an
	 * option change) and the link written.
	 */
	setMcts(changes: Partial<MctsSettings>): Promise<void> {
		this.#mcts = { ...this.#mcts, ...changes };
		return this.setOptions({});
	}

	/** The game (a shortcut for `session.game`). */
	get game(): Game {
		return this.session.game;
	}

	/** What was wrong with the link that opened the page; cleared by a new game. */
	get errors(): readonly LinkError[] {
		return this.#stepRange ? [...this.#errors, this.#stepRange] : this.#errors;
	}

	/**
	 * What the page says about the data kept on the device: what the first load set aside or left as
	 * it was, and a full storage (once); cleared by a new game.
	 */
	get storageNotes(): readonly StorageNote[] {
		return this.#device.notes;
	}

	/**
	 * Another tab saved on the device (the `storage` event for STORAGE_KEY): the score on the page
	 * takes its games, each counted once. Nothing is written.
	 */
	storageChanged(): void {
		const merged = this.#device.changed(this.game.series);
		if (merged) this.game.adopt(merged);
	}

	/**
	 * The recent games kept on the device, newest first: a game in progress (or another game's
	 * score) that a save in this tab or another replaced, which "Resume" brings back.
	 */
	get recentGames(): readonly Series<unknown>[] {
		return this.#device.recent;
	}

	/** "Clear the recent games": forgets them on the device (to make room), then saves the page's game. */
	clearRecentGames(): void {
		this.#device.clearRecent();
		// Room was made: the game on the page is saved again.
		this.game.saveNow();
	}

	/**
	 * Resumes recent game `index`: its game, settings and score on the page (the game it replaces
	 * is kept in the recent games in turn when it is in progress).
	 * @returns false (nothing changes) when the entry is gone (another tab resumed it).
	 */
	resumeRecent(index: number): boolean {
		const series = this.#device.takeRecent<Decision>(index);
		if (series) {
			void this.game.resume(series);
			this.#newGameWritten();
		}
		this.#device.readRecent();
		return series !== null;
	}

	/**
	 * Called after every navigation of the page's route: loads the link, unless the app wrote it
	 * itself or it is the page's link as last read or written (the page is back from practice or a
	 * lesson: the game in progress stays). The first one loads whatever it is. Another route's link
	 * (practice, a lesson) is not the page's: a game opened from its parameters would write the
	 * page's link over it.
	 */
	navigated(kind: NavigationKind): void {
		if (kind === 'leave' || !this.url.onPage()) return;
		if (this.#started && (kind === 'goto' || this.url.unchanged())) return;
		const first = !this.#started;
		this.#started = true;
		this.#load(this.url.read(), first);
	}

	/**
	 * Loads a link (game-open.ts). On the first load the series and preferences kept on the device
	 * come first and the link's values over them; a restored game is then written into the link.
	 */
	#load(link: LinkState, first: boolean): void {
		this.#errors = link.errors;
		if (link.lang) this.locale.setLanguage(link.lang);
		this.session.setView(link.view);
		this.#mcts = link.mcts;
		let current = this.game.series;
		let kept = null;
		let prefs = this.prefs;
		if (first) {
			const seed = this.#newSeed();
			current = startSeries<Decision>(current.settings, seed);
			const restored = this.#device.restore<Decision>();
			if (restored) {
				kept = restored.series;
				prefs = restored.prefs ?? prefs;
			}
		}
		this.#stepLink =
			link.position && link.step !== null
				? { position: link.position, options: link.options, step: link.step }
				: null;
		this.session.requestStep(this.#stepLink);
		const opening = openLink(link, current, kept, prefs, first);
		void this.game.load(opening.series, link.options);
		this.#requestReview(link.review);
		this.#applyPrefs(opening.prefs);
		if (opening.restored) {
			this.game.recall();
			this.#write();
		}
	}

	/** Keeps a link's `review=` for the review panel; beyond the game's moves, a message too. */
	#requestReview(ply: number | null): void {
		this.reviewRequest = null;
		if (ply === null) return;
		const total = this.game.game.moves.length;
		if (ply > total) this.#errors = [...this.#errors, { kind: 'review-range', ply, total }];
		this.reviewRequest = total === 0 ? null : Math.min(ply, total);
	}

	/** The review panel opens the review the link asks for: returns its ply once, then null. */
	takeReviewRequest(): number | null {
		const ply = this.reviewRequest;
		this.reviewRequest = null;
		return ply;
	}

	/** The game's part of the link: settings, preferences and the game's seed. */
	gameLinkState(): GameLinkState {
		return {
			settings: this.game.settings,
			prefs: this.prefs,
			seed: this.game.game.seed,
			mcts: this.#mcts
		};
	}

	/** A link that replays the game on the page (`position=` when it did not start empty, `moves=`). */
	gameLink = $derived.by(() => {
		const game = this.game.game;
		const empty = game.start.cells.every((c) => c === null) && game.start.toMove === 'X';
		const moves = formatMoveList(game, this.locale.cellNaming) || null;
		const start = empty ? null : formatPosition(game.start);
		const mark = markOf(game, 0);
		const linked = { moves, mark: mark === defaultMark(game) ? null : mark };
		return writeUrlState(start, this.game.options, this.session.view, {
			game: this.gameLinkState(),
			linked,
			lang: this.url.lang
		});
	});

	#write(): void {
		this.url.write(this.game.options, this.session.view, this.gameLinkState());
	}

	/** After a new game: the link drops its position and moves, the page its messages. */
	#newGameWritten(): void {
		this.#errors = [];
		this.#device.newGame();
		this.#stepLink = null;
		this.reviewRequest = null;
		this.session.requestStep(null);
		this.url.clearPosition(this.game.options, this.session.view, this.gameLinkState());
	}

	/**
	 * A new game from the empty board opened by seat `opener`: 0 is "you start" (or Player 1), 1
	 * "computer starts" (or Player 2), who then takes X under the standard rules.
	 */
	newGame(opener: SeatIndex): void {
		void this.game.newGame(opener);
		this.#newGameWritten();
	}

	/** "Play again": the next game with the same settings; the score is kept. */
	playAgain(): void {
		void this.game.playAgain();
		this.#newGameWritten();
	}

	/**
	 * Opens a position given in notation (the Positions menu) with the options on screen (or
	 * `options`), as a new history entry: the computer plays the side to move, in the game whose
	 * board the notation fits (a 3x3 position from Connect Four goes back to 3x3).
	 */
	openPosition(notation: string, options: SearchOptions = this.game.options): void {
		const state = this.gameLinkState();
		const rules = rulesOfNotation(notation) ?? state.settings.rules;
		const link = { ...state, settings: { ...state.settings, rules } };
		this.#load(this.url.open(notation, options, this.session.view, link), false);
	}

	/**
	 * "Play from here" (the position editor): a new game from `position` in which you (or Player 1)
	 * play the side to move; the link drops its position and moves.
	 * @returns false (nothing changes) when no game reaches the position.
	 */
	playFrom(position: Position): boolean {
		if (!this.game.openPosition(position, this.game.options, position.toMove)) return false;
		this.#newGameWritten();
		return true;
	}

	/** Changes the search options (the decision on screen is searched again) and writes the link. */
	setOptions(changes: Partial<SearchOptions>): Promise<void> {
		this.session.noteOptionChange();
		const done = this.game.setOptions(changes);
		this.#write();
		return done;
	}

	/**
	 * The language menu: switches the language (the game, the step and the tree view stay),
	 * remembers it on the device and writes it in the link once it is shown: at once when its
	 * catalogue is loaded, else when it has loaded (Locale.setLanguage).
	 * @returns a promise settled when the language is shown or has failed to load.
	 * @throws RangeError for a code that is not one of LANGUAGES (nothing changes then).
	 */
	setLanguage(code: string): Promise<void> {
		const shown = this.locale.choose(code);
		const writeLink = () => {
			this.url.setLanguage(this.locale.language);
			this.#write();
		};
		if (this.locale.language === code) {
			writeLink();
			return shown;
		}
		return shown.then(writeLink);
	}

	/** Shows the other picture of the tree and writes the link. */
	setView(view: TreeViewKind): void {
		this.session.setView(view);
		this.#write();
	}

	/** Changes the game settings (game.svelte.ts `setSettings`) and writes the link. */
	setSettings(changes: Partial<SeriesSettings>): void {
		const id = this.game.game.id;
		this.game.setSettings(changes);
		if (this.game.game.id !== id) this.#newGameWritten();
		else this.#write();
	}

	/** Changes the page's preferences, keeps them on the device and writes the link. */
	setPrefs(changes: Partial<PagePrefs>): void {
		this.#applyPrefs({ ...this.prefs, ...changes });
		this.#device.savePrefs(this.prefs);
		this.#write();
	}

	#applyPrefs(prefs: PagePrefs): void {
		this.#display = { moveNumbers: prefs.moveNumbers, symbols: prefs.symbols };
		this.locale.setCellNaming(prefs.cellNaming);
		if (prefs.analysis !== this.game.analysis) void this.game.setAnalysis(prefs.analysis);
	}
}
