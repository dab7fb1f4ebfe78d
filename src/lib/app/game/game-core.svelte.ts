/**
 * The machinery under the page's Game (game.svelte.ts): the series (settings, game, score) as the one
 * source of truth, the search options, and what runs after every change: the computer's move (a
 * search in the worker, matched to the position it was asked for, so an answer that arrives after a
 * new game, an Undo or an option change is dropped), the two-person analysis, the clock of the person
 * to move, and saving. The Game adds what the page reads and what a person can do.
 */
import { DEFAULT_OPTIONS, type Position, type SearchOptions } from '$lib/engine';
import {
	currentPosition,
	isComputerTurn,
	loseOnTime,
	playComputer,
	result,
	startSeries,
	turnRef,
	withGame,
	type ClockEvent,
	type Game,
	type Series,
	type TurnRef
} from '$lib/game';
import type { StatusPart } from '$lib/i18n';
import { DrawOffers } from './draw-offers.svelte';
import { againstComputer } from './game-view';
import { searchOptionsFor } from './game-search';
import type { Decision, SearchClient } from '../workers/search-client';
import { ShownPly } from './shown-ply.svelte';
import { TurnTimer, type TimeSource } from './turn-timer.svelte';

/**
 * Anything that can run a search: the worker client, or a stand-in in tests. `abort` interrupts
 * the search running now ("Cancel search"); `cancelAll` only drops the answers still to come.
 */
export type Searcher = Pick<SearchClient, 'search' | 'cancelAll' | 'abort'>;

/** What the page's game is built with besides the searcher. */
export interface GameDeps {
	/** Called with the series after every change of the game, the settings or the score (to save it). */
	onchange?: (series: Series<Decision>) => void;
	/** Time for the clock (performance.now and timers by default). */
	time?: TimeSource;
}

/** The turn a clock runs for: a person to move in a game that goes on; null otherwise. */
function clockTurn(game: Game<Decision>): string | null {
	if (result(game) !== null || isComputerTurn(game)) return null;
	return `${game.id}:${game.moves.length}`;
}

export class GameCore {
	readonly #searcher: Searcher;
	readonly #onchange: (series: Series<Decision>) => void;
	#series = $state.raw<Series<Decision>>(startSeries<Decision>());
	#options = $state.raw<SearchOptions>({ ...DEFAULT_OPTIONS });
	/** The position the computer's search in flight is for. */
	#pending = $state.raw<TurnRef | null>(null);
	#error = $state<string | null>(null);
	/** A one-off sentence of the status line (the computer's answer to a draw offer...). */
	#notice = $state.raw<StatusPart | null>(null);
	#analysis = $state(false);
	/** "Cancel search" stopped the computer's search: its move waits for other options. */
	#stopped = $state(false);
	/** Bumped by every cancellation: an answer asked for under an older token is dropped. */
	#token = 0;
	/** The clock of the person to move (time per move). */
	readonly timer: TurnTimer;
	/** Which ply the tree shows, and the searches behind it. */
	readonly tree: ShownPly;
	readonly draws: DrawOffers;

	constructor(searcher: Searcher, deps: GameDeps = {}) {
		this.#searcher = searcher;
		this.#onchange = deps.onchange ?? (() => {});
		this.timer = new TurnTimer((event) => this.#onClock(event), deps.time);
		const host = { game: () => this.#series.game, run: (p: Position) => this.run(p) };
		this.tree = new ShownPly({
			...host,
			keep: (game) => (this.#series = { ...this.#series, game })
		});
		this.draws = new DrawOffers({
			...host,
			commit: (game, notice) => {
				this.#notice = notice;
				void this.commitGame(game);
			},
			say: (notice) => (this.#notice = notice)
		});
	}

	get series(): Series<Decision> {
		return this.#series;
	}
	get options(): SearchOptions {
		return this.#options;
	}
	get pending(): TurnRef | null {
		return this.#pending;
	}
	get error(): string | null {
		return this.#error;
	}
	get notice(): StatusPart | null {
		return this.#notice;
	}
	/** True after "Cancel search" stopped a search, until the next search or change of the game. */
	get stopped(): boolean {
		return this.#stopped;
	}
	get analysis(): boolean {
		return this.#analysis;
	}

	/** Plays `series` from now on, with `options`: everything pending is dropped. */
	load(series: Series<Decision>, options: SearchOptions): Promise<void> {
		this.cancel();
		this.#options = options;
		this.#error = null;
		this.tree.follow(null);
		return this.commit(series);
	}

	/** Says `notice` in the status line (null: nothing). */
	say(notice: StatusPart | null): void {
		this.#notice = notice;
	}

	/** Sets the search options of the next searches. */
	setOptions(options: SearchOptions): void {
		this.#options = options;
	}

	/** Turns the two-person analysis on or off. */
	setAnalysis(on: boolean): Promise<void> {
		this.#analysis = on;
		return this.next();
	}

	/** Drops every search in flight, the offer and the notice (a move, Undo, a new game...). */
	cancel(): void {
		this.#token++;
		this.#pending = null;
		this.#notice = null;
		this.draws.clear();
		this.tree.cancelled();
		this.#searcher.cancelAll();
	}

	/**
	 * Drops every search in flight and interrupts the one running in the worker (a new option must
	 * not wait behind a search that may run for minutes), without saying "cancelled".
	 */
	interrupt(): void {
		this.cancel();
		this.#searcher.abort();
	}

	/**
	 * "Cancel search": drops every search in flight and interrupts the one running in the worker
	 * (Searcher.abort), however long. The computer's move, if it was thinking, waits: the next option
	 * change searches again.
	 */
	cancelSearch(): void {
		this.cancel();
		this.#searcher.abort();
		this.#stopped = true;
	}

	/** Plays on with `game` (a later version of the current game), the score brought up to date. */
	commitGame(game: Game<Decision>): Promise<void> {
		const next = withGame(this.#series, game);
		return next.ok ? this.commit(next.value) : Promise.resolve();
	}

	/**
	 * Takes the score (and the ids taken) merged with what another tab saved on the device: nothing
	 * else changes, nothing is saved or searched.
	 */
	adopt(merged: Pick<Series<Decision>, 'score' | 'lastId'>): void {
		this.#series = { ...this.#series, ...merged };
	}

	/** Plays on with `series`: saved, clocked, and the computer or the analysis runs if due. */
	commit(series: Series<Decision>): Promise<void> {
		this.#stopped = false;
		this.#series = series;
		this.#onchange(series);
		this.timer.follow(clockTurn(series.game), series.game.settings.timePerMove);
		return this.next();
	}

	/** What happens after a change: the computer's move, or the two-person analysis. */
	next(): Promise<void> {
		const game = this.#series.game;
		if (isComputerTurn(game)) return this.#pending ? Promise.resolve() : this.#computerMove();
		const ply = game.moves.length;
		const wanted = this.#analysis && !againstComputer(game) && result(game) === null;
		if (!wanted || game.notes[ply]?.analysis) return Promise.resolve();
		this.tree.follow(ply);
		return this.tree.analyse(ply);
	}

	/**
	 * Searches `position` with the current options on the game's board (searchOptionsFor: the
	 * game's default depth limit beyond 3x3); null when cancelled or failed (the error is kept).
	 */
	async run(position: Position): Promise<Decision | null> {
		this.#stopped = false;
		try {
			const options = searchOptionsFor(this.#options, this.#series.settings.rules);
			return await this.#searcher.search(position, options);
		} catch (error) {
			this.#error = (error as Error).message;
			return null;
		}
	}

	async #computerMove(): Promise<void> {
		const game = this.#series.game;
		const ref = turnRef(game);
		const token = this.#token;
		this.#pending = ref;
		const decision = await this.run(currentPosition(game));
		if (token !== this.#token || this.#pending !== ref) return;
		this.#pending = null;
		if (!decision) return;
		const played = playComputer(this.#series.game, ref, decision.result, decision);
		if (!played.ok) return;
		this.#notice = null;
		this.tree.follow(ref.moves.length);
		return this.commitGame(played.value);
	}

	#onClock(event: ClockEvent): void {
		if (event !== 'flag') return; // the warning is read from the timer by the status
		const game = this.#series.game;
		const ended = loseOnTime(game, currentPosition(game).toMove);
		if (!ended.ok) return;
		this.draws.clear();
		void this.commitGame(ended.value);
	}
}
