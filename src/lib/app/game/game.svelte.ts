/**
 * The game on the page, as runes in a class (no DOM), on the pure game model of src/lib/game. The
 * series (settings, the game, the score) is the one source of truth; position, result, lines,
 * status, timeline, score and what Undo and Redo can do are derived from it, and every action a
 * person can take is a method. After every change the game runs what is due: the computer's move
 * (a search in the worker), the two-person analysis, the clock of the person to move, the Coach
 * (after a person's move) and saving.
 *
 * One way to cancel: every search is asked under the game's current AbortSignal (GameSearches,
 * game-searches.ts). A new game, an Undo, an option change or "Cancel search" aborts it, which
 * aborts every search in flight through the worker channel (the worker is restarted when one is
 * running: the next search starts at once), and an answer asked for before is never applied.
 * The status line is a typed value (game-view.ts, src/lib/i18n/status.ts).
 */
import {
	DEFAULT_OPTIONS,
	type GameDef,
	type Mark,
	type Position,
	type SearchOptions
} from '$lib/engine';
import {
	canRedo,
	cellPlies,
	changeSettings,
	currentPosition,
	isComputerTurn,
	loseOnTime,
	markOf,
	newGame,
	openPosition,
	play,
	playAgain,
	playComputer,
	positionAt,
	redoTurn,
	resetScore,
	resign,
	result,
	seatToMove,
	startSeries,
	tally,
	turnRef,
	undo,
	undoTurn,
	WARNING_MS,
	withGame,
	type ClockEvent,
	type Game as GameValue,
	type HistoryError,
	type Result,
	type SeatIndex,
	type Series,
	type SeriesSettings,
	type TurnRef,
	type StatusPart
} from '$lib/game';
import { levelLookahead } from './level-lookahead';
import type { Decision } from '$lib/stepper';
import { Coach } from './coach.svelte';
import { DrawOffers } from './draw-offers.svelte';
import { gameDefaultOptions, type FollowedSearch } from './game-search';
import { GameSearches, type Searcher } from './game-searches';
import { againstComputer, gameStatus, playerWith, timelineOf } from './game-view';
import { ShownPly } from './shown-ply.svelte';
import { TurnTimer, type TimeSource } from './turn-timer.svelte';

/** The page builds its game with a Searcher (game-searches.ts), so it is named here too. */
export type { Searcher };

/** What the page's game is built with besides the searcher. */
export interface GameDeps {
	/** Called with the series after every change of the game, the settings or the score (to save it). */
	onchange?: (series: Series<Decision>) => void;
	/** Time for the clock (performance.now and timers by default). */
	time?: TimeSource;
}

/** The turn a clock runs for: a person to move in a game that goes on; null otherwise. */
function clockTurn(game: GameValue<Decision>): string | null {
	if (result(game) !== null || isComputerTurn(game)) return null;
	return `${game.id}:${game.moves.length}`;
}

export class Game {
	readonly #searches: GameSearches;
	readonly #onchange: (series: Series<Decision>) => void;
	#series = $state.raw<Series<Decision>>(startSeries<Decision>());
	#options = $state.raw<SearchOptions>({ ...DEFAULT_OPTIONS });
	/** The position the computer's search in flight is for. */
	#pending = $state.raw<TurnRef | null>(null);
	#error = $state<string | null>(null);
	/** A one-off sentence of the status line (the computer's answer to a draw offer...). */
	#notice = $state.raw<StatusPart | null>(null);
	/** The computer's searched move that the game refused (null: none chosen); undefined: none. */
	#refused = $state<number | null | undefined>(undefined);
	#analysis = $state(false);
	/** "Cancel search" stopped the computer's search: its move waits for other options. */
	#stopped = $state(false);
	/** The clock of the person to move (time per move). */
	readonly timer: TurnTimer;
	/** Which ply the tree shows, and the searches behind it. */
	readonly tree: ShownPly;
	readonly draws: DrawOffers;
	/** The Coach and "Show threats" (asked after each of your moves, see `play`). */
	readonly coach: Coach;

	/** The game in progress (or just finished). */
	game = $derived.by(() => this.#series.game);
	settings = $derived.by(() => this.#series.settings);
	position = $derived(currentPosition(this.game));
	result = $derived(result(this.game));
	/** Every winning line (two when one move completed two lines). */
	lines = $derived(this.result?.kind === 'line' ? this.result.lines : []);
	/** The computer is searching its move. */
	thinking = $derived.by(() => this.#pending !== null);
	/** A search runs: the computer's move or the tree shown ("Cancel search" is offered). */
	busy = $derived.by(() => this.thinking || this.tree.searching);
	/** "Cancel search" stopped the last search, until the next search or change of the game. */
	stopped = $derived.by(() => this.#stopped);
	/** The Coach and Show threats are offered: against the computer, on 3x3 (the Coach's lines). */
	coached = $derived(this.settings.opponent === 'computer' && this.settings.rules.techniques.coach);
	/** A person may play a cell now. */
	playable = $derived.by(
		() =>
			!this.thinking &&
			this.result === null &&
			this.draws.pending === null &&
			this.game.seats[seatToMove(this.game)].kind === 'person'
	);
	status = $derived.by(() =>
		gameStatus(this.game, {
			thinking: this.thinking,
			stopped: this.stopped,
			refused: this.#refused,
			error: this.#error,
			notice: this.#notice,
			drawOffer: this.draws.pending,
			warning: this.timer.warned && this.result === null ? WARNING_MS / 1000 : null
		})
	);
	/** Both sides' moves, oldest first, with the search kept for each. */
	timeline = $derived(timelineOf(this.game));
	score = $derived.by(() => tally(this.#series.score));
	canUndo = $derived(undoTurn(this.game).ok);
	canRedo = $derived(canRedo(this.game));
	/** For each cell, the ply at which it was played in this game (move numbers), or null. */
	plies = $derived(cellPlies(this.game));
	/** The cell of the computer's last move, until the next move. */
	lastComputerCell = $derived.by(() => {
		const n = this.game.moves.length;
		return n > 0 && this.game.notes[n - 1]?.choice ? this.game.moves[n - 1] : null;
	});
	/** The search drawn in the tree and the candidate table (see ShownPly). */
	shown = $derived.by(() => this.tree.decision);
	/** Who was to move in the position shown (the candidate table's caption), or null. */
	shownMover = $derived.by(() => {
		const ply = this.tree.ply;
		return ply === null ? null : playerWith(this.game, positionAt(this.game, ply).toMove);
	});
	/** True when `shown` was searched again with new options while the game kept its move. */
	reanalyzed = $derived.by(() => this.tree.reanalyzed);

	constructor(searcher: Searcher, deps: GameDeps = {}) {
		this.#searches = new GameSearches(searcher, (message) => (this.#error = message));
		this.#onchange = deps.onchange ?? (() => {});
		this.timer = new TurnTimer((event) => this.#onClock(event), deps.time);
		const host = {
			game: () => this.#series.game,
			run: (p: Position, signal?: AbortSignal) => this.#run(p, signal)
		};
		this.tree = new ShownPly({
			...host,
			keep: (game) => (this.#series = { ...this.#series, game })
		});
		this.draws = new DrawOffers({
			...host,
			commit: (game, notice) => {
				this.#notice = notice;
				void this.#commitGame(game);
			},
			say: (notice) => (this.#notice = notice)
		});
		this.coach = new Coach(() => this);
	}

	/** The series: settings, game and score. */
	get series(): Series<Decision> {
		return this.#series;
	}
	/** The search options of the next search. */
	get options(): SearchOptions {
		return this.#options;
	}
	/** The message of a search that failed, or null. */
	get error(): string | null {
		return this.#error;
	}
	/** In a two-person game, the side to move is searched after every move (the Analysis box). */
	get analysis(): boolean {
		return this.#analysis;
	}

	/**
	 * Plays `series` from now on (a new game, a link's game, a game restored from the device); the
	 * computer moves if it is its turn. Every search in flight is aborted.
	 * @param options the search options from now on (default: unchanged).
	 */
	load(series: Series<Decision>, options: SearchOptions = this.options): Promise<void> {
		this.#cancel();
		this.#options = options;
		this.#error = null;
		this.tree.follow(null);
		return this.#commit(series);
	}

	/** Saves the series again (after room was made on a full device). */
	saveNow(): void {
		this.#onchange(this.series);
	}

	/**
	 * Resumes a series kept on the device (a recent game): plays it with the search options of its
	 * board, and shows the computer's last decision again (as `recall` does after a reload).
	 */
	async resume(series: Series<Decision>): Promise<void> {
		const done = this.load(series, this.#optionsOnBoard(series.settings));
		this.recall();
		await done;
	}

	/** A new game opened by seat `opener` (0: you or Player 1; 1: the computer or Player 2). */
	newGame(opener: SeatIndex, options: SearchOptions = this.options): Promise<void> {
		return this.load(newGame(this.series, opener), options);
	}

	/** "Play again": the next game with the same settings (alternating who starts, if set). */
	playAgain(): Promise<void> {
		return this.load(playAgain(this.series));
	}

	/**
	 * Opens `position`. By default the computer plays the side to move (between two people, Player 1
	 * does); with `human`, you (or Player 1) hold that mark ("Play from here": the side to move).
	 * @param options the search options from now on (default: unchanged).
	 * @returns false (nothing changes) when no game reaches the position.
	 */
	openPosition(position: Position, options: SearchOptions = this.options, human?: Mark): boolean {
		const xSeat = human === undefined ? undefined : human === 'X' ? 0 : 1;
		const opened = openPosition(this.series, position, undefined, xSeat);
		if (opened.ok) void this.load(opened.value, options);
		return opened.ok;
	}

	/**
	 * Takes the score (and the ids taken) merged with what another tab saved on the device: nothing
	 * else changes, nothing is saved or searched.
	 */
	adopt(merged: Pick<Series<Decision>, 'score' | 'lastId'>): void {
		this.#series = { ...this.#series, ...merged };
	}

	/** New settings: see changeSettings (a new opponent starts a new game and a new score). */
	setSettings(changes: Partial<SeriesSettings>): void {
		const next = changeSettings(this.series, { ...this.settings, ...changes });
		if (next.game.id !== this.game.id) void this.load(next, this.#optionsOnBoard(next.settings));
		else void this.#commit(next);
	}

	/**
	 * The options for a game on `settings`' board: a game whose defaults play by iterative
	 * deepening within a time budget (GameDef.searchDefaults: Connect Four, ultimate tic-tac-toe)
	 * has its own defaults (gameDefaultOptions), so switching to or away from one takes the new
	 * game's defaults (the depth penalty kept); between the others (3x3, 4x4) the options stay.
	 */
	#optionsOnBoard(settings: SeriesSettings): SearchOptions {
		const from = this.settings.rules;
		const to = settings.rules;
		const own = (game: GameDef) => game.searchDefaults.iterativeDeepening;
		if (from.id === to.id || !(own(from) || own(to))) return this.options;
		return gameDefaultOptions(to.id, this.options.depthPenalty);
	}

	/** Turns the two-person analysis on or off; on, the position now is searched at once. */
	setAnalysis(on: boolean): Promise<void> {
		this.#analysis = on;
		return this.#next();
	}

	/**
	 * The person to move plays `cell`; ignored (false) when not playable (the computer's turn
	 * included) or the cell is taken. Against the computer on 3x3 the Coach then judges the move.
	 */
	play(cell: number): boolean {
		if (!this.playable) return false;
		const before = this.position;
		const played = play(this.game, cell);
		if (!played.ok) return false;
		this.#notice = null;
		if (this.coached) this.coach.moved(before, cell);
		void this.#commitGame(played.value);
		return true;
	}

	/** Undo: the computer's reply and your move, or one ply between two people; reopens a finished game. */
	undo(): void {
		this.#history(undoTurn(this.game));
	}

	/** Redo: the mirror of Undo. */
	redo(): void {
		this.#history(redoTurn(this.game));
	}

	#history(next: Result<GameValue<Decision>, HistoryError>): void {
		if (!next.ok) return;
		this.#cancel();
		const notes = next.value.notes.slice(0, next.value.moves.length + 1);
		const latest = notes.findLastIndex((note) => note?.analysis);
		this.tree.follow(latest < 0 ? null : latest);
		void this.#commitGame(next.value);
	}

	/** Resigns: you against the computer, the side to move between two people; the other side wins. */
	resign(): void {
		const game = this.game;
		const ended = resign(game, againstComputer(game) ? markOf(game, 0) : this.position.toMove);
		if (!ended.ok) return;
		this.#cancel();
		void this.#commitGame(ended.value);
	}

	/** Offers a draw for the person to move (see DrawOffers). */
	offerDraw(): Promise<void> {
		return this.playable ? this.draws.offer() : Promise.resolve();
	}

	/** The other person's answer to a draw offer (see DrawOffers). */
	answerDraw(accepted: boolean): void {
		this.draws.answer(accepted);
	}

	/** "Reset score": no game counted. */
	resetScore(): void {
		void this.#commit(resetScore(this.series));
	}

	/**
	 * Changes the search options and re-runs the search on screen; whatever was searching is
	 * aborted first (it may run for minutes):
	 * 1. while the computer is thinking, its search restarts with the new options;
	 * 2. when the tree shows the computer's choice of the game's last move, that move is replayed;
	 * 3. otherwise the game keeps its moves and the ply shown is searched again (ShownPly.research).
	 */
	setOptions(changes: Partial<SearchOptions>): Promise<void> {
		const computerStopped =
			(this.#stopped || this.#refused !== undefined) && isComputerTurn(this.game);
		const thinking = this.thinking;
		this.#options = { ...this.options, ...changes };
		this.#cancel();
		if (thinking || computerStopped) return this.#next();
		const game = this.game;
		const ply = this.tree.ply;
		const last = ply === game.moves.length - 1 && game.ending === null && !this.tree.reanalyzed;
		if (last && game.notes[ply]?.choice) {
			const undone = undo(game);
			if (undone.ok) return this.#commitGame(undone.value);
		}
		return this.tree.research();
	}

	/**
	 * "Cancel search": aborts every search in flight, however long (the worker is restarted). The
	 * computer's move, if it was thinking, waits: the next option change searches again.
	 */
	cancelSearch(): void {
		this.#cancel();
		this.#stopped = true;
	}

	/**
	 * After a game was restored from the device (its searches are not stored): searches the position
	 * of the computer's last move again and shows it, which notes its choice again (recallChoice).
	 */
	recall(): void {
		const last = this.timeline.findLast((entry) => entry.player.kind === 'computer');
		if (last && !last.decision) this.tree.show(last.index);
	}

	/**
	 * Shows the search of position `ply` (0 = the start, i = after i moves), searching it when none is
	 * kept (see ShownPly.show).
	 * @throws RangeError when the game has no such position.
	 */
	showPly(ply: number): void {
		this.tree.show(ply);
	}

	/** Aborts every search in flight, and drops the offer and the notice (a new game, Undo...). */
	#cancel(): void {
		this.#searches.cancel();
		this.#pending = null;
		this.#notice = null;
		this.draws.clear();
		this.tree.cancelled();
	}

	/** Plays on with `game` (a later version of the current game), the score brought up to date. */
	#commitGame(game: GameValue<Decision>): Promise<void> {
		const next = withGame(this.#series, game);
		return next.ok ? this.#commit(next.value) : Promise.resolve();
	}

	/** Plays on with `series`: saved, clocked, and the computer or the analysis runs if due. */
	#commit(series: Series<Decision>): Promise<void> {
		this.#stopped = false;
		this.#refused = undefined;
		this.#series = series;
		this.#onchange(series);
		this.timer.follow(clockTurn(series.game), series.game.settings.timePerMove);
		return this.#next();
	}

	/** What happens after a change: the computer's move, or the two-person analysis. */
	#next(): Promise<void> {
		const game = this.#series.game;
		if (isComputerTurn(game)) return this.#pending ? Promise.resolve() : this.#computerMove();
		const ply = game.moves.length;
		const wanted = this.#analysis && !againstComputer(game) && result(game) === null;
		if (!wanted || game.notes[ply]?.analysis) return Promise.resolve();
		this.tree.follow(ply);
		return this.tree.analyse(ply);
	}

	/**
	 * From now on, a search of `followed.position` repeats another device's decision exactly: its
	 * resolved options and what it completed against its clock, with no clock here (a live class's
	 * phone following the teacher's search). Null: every search is this page's own again.
	 */
	followSearch(followed: FollowedSearch | null): void {
		this.#searches.follow(followed);
	}

	/**
	 * Searches `position` with the current options on the game's board (searchOptionsFor: the
	 * game's default depth limit beyond 3x3), under the game's signal and `signal`; the position
	 * of a followed search (followSearch) with its options and extent instead.
	 * @returns the decision; null when aborted or failed (the failure's message is kept in `error`).
	 */
	async #run(position: Position, signal?: AbortSignal): Promise<Decision | null> {
		this.#stopped = false;
		return this.#searches.run(position, this.#options, this.#series.settings.rules, signal);
	}

	async #computerMove(): Promise<void> {
		const game = this.#series.game;
		const ref = turnRef(game);
		const epoch = this.#searches.signal;
		this.#refused = undefined;
		this.#pending = ref;
		const lookahead = levelLookahead(game, ref.moves.length);
		const decision = await this.#run(currentPosition(game));
		const addLookahead = await lookahead;
		if (epoch.aborted || this.#pending !== ref) return;
		this.#pending = null;
		if (!decision) return;
		// With Monte Carlo tree search chosen, the computer plays its move (the most visited child).
		const full = addLookahead(
			decision.mcts
				? { ...decision.result, bestMove: decision.mcts.result.bestMove }
				: decision.result
		);
		const played = playComputer(this.#series.game, ref, full, decision);
		if (!played.ok) {
			// Said in the status (the game waits, as after Cancel search), not left as "thinking".
			if (played.error.code !== 'stale') this.#refused = full.bestMove;
			return;
		}
		this.#notice = null;
		this.tree.follow(ref.moves.length);
		return this.#commitGame(played.value);
	}

	#onClock(event: ClockEvent): void {
		if (event !== 'flag') return; // the warning is read from the timer by the status
		const game = this.#series.game;
		const ended = loseOnTime(game, currentPosition(game).toMove);
		if (!ended.ok) return;
		this.draws.clear();
		void this.#commitGame(ended.value);
	}
}
