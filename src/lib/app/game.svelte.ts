/**
 * The game on the page, as runes in a class (no DOM), on the pure game model of src/lib/game. The
 * series (settings, the game, the score) is the one source of truth, kept by GameCore
 * (game-core.svelte.ts) with what runs after every change (the computer's move, the analysis, the
 * clock, saving); position, result, lines, status, timeline, score and what Undo and Redo can do are
 * derived from it here, and every action a person can take is a method. The status line is a typed
 * value (game-view.ts, src/lib/i18n/status.ts).
 */
import { isGameId, type Mark, type Position, type SearchOptions } from '$lib/engine';
import {
	canRedo,
	cellPlies,
	changeSettings,
	currentPosition,
	isComputerTurn,
	markOf,
	newGame,
	openPosition,
	play,
	playAgain,
	positionAt,
	redoTurn,
	resetScore,
	resign,
	result,
	seatToMove,
	tally,
	undo,
	undoTurn,
	WARNING_MS,
	type Game as GameValue,
	type HistoryError,
	type Result,
	type SeatIndex,
	type Series,
	type SeriesSettings
} from '$lib/game';
import { GameCore, type GameDeps, type Searcher } from './game-core.svelte';
import { gameDefaultOptions } from './game-search';
import { againstComputer, gameStatus, playerWith, timelineOf } from './game-view';
import type { DrawOffers } from './draw-offers.svelte';
import type { Decision } from './search-client';
import type { ShownPly } from './shown-ply.svelte';
import type { TurnTimer } from './turn-timer.svelte';

export type { GameDeps, Searcher };

export class Game {
	readonly #core: GameCore;
	/** The clock of the person to move (time per move). */
	readonly timer: TurnTimer;
	/** Which ply the tree shows, and the searches behind it. */
	readonly tree: ShownPly;
	readonly draws: DrawOffers;

	/** The game in progress (or just finished). */
	game = $derived.by(() => this.#core.series.game);
	settings = $derived.by(() => this.#core.series.settings);
	position = $derived(currentPosition(this.game));
	result = $derived(result(this.game));
	/** Every winning line (two when one move completed two lines). */
	lines = $derived(this.result?.kind === 'line' ? this.result.lines : []);
	/** The computer is searching its move. */
	thinking = $derived.by(() => this.#core.pending !== null);
	/** A search runs: the computer's move or the tree shown ("Cancel search" is offered). */
	busy = $derived.by(() => this.thinking || this.tree.searching);
	/** "Cancel search" stopped the last search (cancelSearch). */
	stopped = $derived.by(() => this.#core.stopped);
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
			error: this.#core.error,
			notice: this.#core.notice,
			drawOffer: this.draws.pending,
			warning: this.timer.warned && this.result === null ? WARNING_MS / 1000 : null
		})
	);
	/** Both sides' moves, oldest first, with the search kept for each. */
	timeline = $derived(timelineOf(this.game));
	score = $derived.by(() => tally(this.#core.series.score));
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
		this.#core = new GameCore(searcher, deps);
		this.timer = this.#core.timer;
		this.tree = this.#core.tree;
		this.draws = this.#core.draws;
	}

	/** The series: settings, game and score. */
	get series(): Series<Decision> {
		return this.#core.series;
	}
	/** The search options of the next search. */
	get options(): SearchOptions {
		return this.#core.options;
	}
	/** The message of a search that failed, or null. */
	get error(): string | null {
		return this.#core.error;
	}
	/** In a two-person game, the side to move is searched after every move (the Analysis box). */
	get analysis(): boolean {
		return this.#core.analysis;
	}

	/**
	 * Plays `series` from now on (a new game, a link's game, a game restored from the device); the
	 * computer moves if it is its turn. Pending searches are dropped.
	 * @param options the search options from now on (default: unchanged).
	 */
	load(series: Series<Decision>, options: SearchOptions = this.options): Promise<void> {
		return this.#core.load(series, options);
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

	/** New settings: see changeSettings (a new opponent starts a new game and a new score). */
	setSettings(changes: Partial<SeriesSettings>): void {
		const next = changeSettings(this.series, { ...this.settings, ...changes });
		if (next.game.id !== this.game.id) void this.load(next, this.#optionsOnBoard(next.settings));
		else void this.#core.commit(next);
	}

	/**
	 * The options for a game on `settings`' board: Connect Four has its own defaults
	 * (gameDefaultOptions), so switching to it or away from it takes the new game's defaults (the
	 * depth penalty kept); between 3x3 and 4x4 the options stay.
	 */
	#optionsOnBoard(settings: SeriesSettings): SearchOptions {
		const from = this.settings.rules.id;
		const to = settings.rules.id;
		const connect4 = from === 'connect4' || to === 'connect4';
		if (from === to || !connect4 || !isGameId(to)) return this.options;
		return gameDefaultOptions(to, this.options.depthPenalty);
	}

	/** Turns the two-person analysis on or off; on, the position now is searched at once. */
	setAnalysis(on: boolean): Promise<void> {
		return this.#core.setAnalysis(on);
	}

	/** The person to move plays `cell`; ignored (false) when not playable or the cell is taken. */
	play(cell: number): boolean {
		if (!this.playable) return false;
		const played = play(this.game, cell);
		if (!played.ok) return false;
		this.#core.say(null);
		void this.#core.commitGame(played.value);
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
		this.#core.cancel();
		const notes = next.value.notes.slice(0, next.value.moves.length + 1);
		const latest = notes.findLastIndex((note) => note?.analysis);
		this.tree.follow(latest < 0 ? null : latest);
		void this.#core.commitGame(next.value);
	}

	/** Resigns: you against the computer, the side to move between two people; the other side wins. */
	resign(): void {
		const game = this.game;
		const ended = resign(game, againstComputer(game) ? markOf(game, 0) : this.position.toMove);
		if (!ended.ok) return;
		this.#core.cancel();
		void this.#core.commitGame(ended.value);
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
		void this.#core.commit(resetScore(this.series));
	}

	/**
	 * Changes the search options and re-runs the search on screen:
	 * 1. while the computer is thinking, its search restarts with the new options;
	 * 2. when the tree shows the computer's choice of the game's last move, that move is replayed;
	 * 3. otherwise the game keeps its moves and the ply shown is searched again (ShownPly.research).
	 * A later change, another ply shown or a new game supersedes a re-search still running.
	 */
	setOptions(changes: Partial<SearchOptions>): Promise<void> {
		const computerStopped = this.#core.stopped && isComputerTurn(this.game);
		const running = this.busy;
		this.#core.setOptions({ ...this.options, ...changes });
		// A search still running is interrupted, not waited for (it may run for minutes).
		const drop = () => (running ? this.#core.interrupt() : this.#core.cancel());
		if (this.thinking || computerStopped) {
			drop();
			return this.#core.next();
		}
		const game = this.game;
		const ply = this.tree.ply;
		const last = ply === game.moves.length - 1 && game.ending === null && !this.tree.reanalyzed;
		if (last && game.notes[ply]?.choice) {
			const undone = undo(game);
			if (running) this.#core.interrupt();
			if (undone.ok) return this.#core.commitGame(undone.value);
		}
		drop();
		return this.tree.research();
	}

	/** "Cancel search": interrupts the search running now, however long (GameCore.cancelSearch). */
	cancelSearch(): void {
		this.#core.cancelSearch();
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
}
