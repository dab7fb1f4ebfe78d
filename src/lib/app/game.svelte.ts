/**
 * The game on the page, as runes in a class (no DOM). The human plays one mark and the computer the
 * other; each computer move is a search in the worker, kept in `timeline` so that the tree of any
 * decision can be shown again. A new game cancels pending searches, so a result that arrives
 * afterwards is dropped. The status line is a typed value (src/lib/i18n/status.ts), written in the
 * language on screen by the catalogue.
 */
import {
	emptyPosition,
	other,
	play,
	winner,
	winningLine,
	DEFAULT_OPTIONS,
	type Mark,
	type Position,
	type SearchOptions
} from '$lib/engine';
import type { GameStatus, StatusPart } from '$lib/i18n';
import type { Decision, SearchClient } from './search-client';

/** One computer move of the game: the decision that chose it. */
export interface TimelineEntry {
	decision: Decision;
	cell: number;
	/** Ply of the move in the game (1 for the first mark on the board). */
	ply: number;
}

/** Anything that can run a search: the worker client, or a synchronous stand-in in tests. */
export type Searcher = Pick<SearchClient, 'search' | 'cancelAll'>;

/** Marks on the board. */
function plyOf(p: Position): number {
	return p.cells.filter((c) => c !== null).length;
}

export class Game {
	#position = $state.raw<Position>(emptyPosition());
	#human = $state<Mark>('X');
	#options = $state.raw<SearchOptions>({ ...DEFAULT_OPTIONS });
	#thinking = $state(false);
	#timeline = $state.raw<TimelineEntry[]>([]);
	#shown = $state.raw<Decision | null>(null);
	#reanalyzed = $state(false);
	#lastComputerCell = $state<number | null>(null);
	#error = $state<string | null>(null);
	readonly #searcher: Searcher;
	/** Bumped by every new game; a search answer from an older generation is dropped. */
	#generation = 0;
	/** Bumped by every option change and timeline choice; an older re-search is dropped. */
	#analysis = 0;
	/** Marks on the board when the game started: a finished opened position gets a neutral result. */
	#startPly = $state(0);

	outcome = $derived(winner(this.#position));
	ai = $derived(other(this.#human));
	line = $derived(winningLine(this.#position));
	/** The human may click a cell now. */
	playable = $derived(!this.#thinking && !this.outcome && this.#position.toMove === this.#human);
	/** The status line, as parts to render (see src/lib/i18n/status.ts). */
	status: GameStatus = $derived.by(() => {
		if (this.#error) return [{ kind: 'searchFailed', message: this.#error }];
		const parts: StatusPart[] = [];
		if (this.#lastComputerCell !== null) {
			parts.push({ kind: 'computerPlayed', mark: this.ai, cell: this.#lastComputerCell });
		}
		if (this.outcome) {
			parts.push(
				plyOf(this.#position) === this.#startPly
					? { kind: 'finishedPosition', outcome: this.outcome }
					: { kind: 'result', outcome: this.outcome, human: this.#human }
			);
			if (this.line) parts.push({ kind: 'line', cells: this.line });
		} else if (this.#thinking) parts.push({ kind: 'thinking', mark: this.ai });
		else parts.push({ kind: 'yourTurn', mark: this.#human });
		return parts;
	});

	constructor(searcher: Searcher) {
		this.#searcher = searcher;
	}

	/** The position on the board. */
	get position(): Position {
		return this.#position;
	}
	/** The human's mark (the computer plays the other). */
	get human(): Mark {
		return this.#human;
	}
	/** The search options of the computer's next search. */
	get options(): SearchOptions {
		return this.#options;
	}
	/** The computer is searching. */
	get thinking(): boolean {
		return this.#thinking;
	}
	/** Computer moves of this game, oldest first. */
	get timeline(): readonly TimelineEntry[] {
		return this.#timeline;
	}
	/** The decision drawn in the tree and the candidate table. */
	get shown(): Decision | null {
		return this.#shown;
	}
	/** True when `shown` was re-run with new options but the game kept the move played earlier. */
	get reanalyzed(): boolean {
		return this.#reanalyzed;
	}
	/** The cell (0-8) of the computer's last move, until the human plays. */
	get lastComputerCell(): number | null {
		return this.#lastComputerCell;
	}
	/** The message of a search that failed, or null. */
	get error(): string | null {
		return this.#error;
	}

	/**
	 * Starts a new game: the human plays X, the computer O, and `humanFirst` says who moves first.
	 * @param options the search options from now on (default: unchanged).
	 */
	newGame(humanFirst: boolean, options: SearchOptions = this.#options): void {
		const start = { cells: emptyPosition().cells, toMove: humanFirst ? 'X' : 'O' } as const;
		this.#reset(start, 'X', options);
	}

	/**
	 * Opens `position`; the computer plays the side to move and decides at once (unless finished).
	 * @param options the search options from now on (default: unchanged).
	 * @param human the human's mark (default: the other side; the side to move to play from here).
	 */
	openPosition(
		position: Position,
		options: SearchOptions = this.#options,
		human: Mark = other(position.toMove)
	): void {
		this.#reset(position, human, options);
	}

	#reset(position: Position, human: Mark, options: SearchOptions): void {
		this.#generation++;
		this.#searcher.cancelAll();
		this.#options = options;
		this.#position = position;
		this.#startPly = plyOf(position);
		this.#human = human;
		this.#thinking = false;
		this.#timeline = [];
		this.#shown = null;
		this.#reanalyzed = false;
		this.#lastComputerCell = null;
		this.#error = null;
		void this.#computerTurn();
	}

	/**
	 * The human plays `cell` (0-8). Ignored (returns false) on a taken cell, after the end, or while
	 * the computer is thinking or to move.
	 */
	playHuman(cell: number): boolean {
		if (!this.playable || this.#position.cells[cell] !== null) return false;
		this.#position = play(this.#position, cell);
		this.#lastComputerCell = null;
		void this.#computerTurn();
		return true;
	}

	/**
	 * Changes the search options and re-runs the decision on screen:
	 * 1. while the computer is thinking, its search restarts with the new options;
	 * 2. when the decision on screen chose the game's last move, that move is replayed;
	 * 3. otherwise the game keeps its moves and only the decision on screen is searched again.
	 * A later change, a timeline choice or a new game supersedes a re-search still running.
	 */
	async setOptions(changes: Partial<SearchOptions>): Promise<void> {
		this.#options = { ...this.#options, ...changes };
		this.#analysis++;
		if (this.#thinking) {
			this.#generation++;
			this.#searcher.cancelAll();
			await this.#computerTurn();
			return;
		}
		const last = this.#timeline.at(-1);
		if (last && plyOf(this.#position) === last.ply && this.#shown === last.decision) {
			this.#timeline = this.#timeline.slice(0, -1);
			this.#position = last.decision.position;
			this.#lastComputerCell = null;
			await this.#computerTurn();
			return;
		}
		if (this.#shown) {
			this.#searcher.cancelAll();
			const token = this.#analysis;
			const generation = this.#generation;
			const decision = await this.#run(this.#shown.position);
			if (decision && token === this.#analysis && generation === this.#generation) {
				this.#shown = decision;
				this.#reanalyzed = true;
			}
		}
	}

	/**
	 * Shows the tree of the timeline's entry `index` (0 = first computer move).
	 * @throws RangeError when the game has no such computer move.
	 */
	showDecision(index: number): void {
		const entry = this.#timeline[index];
		if (!entry) throw new RangeError(`No computer move number ${index + 1} in this game.`);
		this.#analysis++;
		this.#shown = entry.decision;
		this.#reanalyzed = false;
	}

	async #run(position: Position): Promise<Decision | null> {
		try {
			return await this.#searcher.search(position, this.#options);
		} catch (error) {
			this.#error = (error as Error).message;
			return null;
		}
	}

	async #computerTurn(): Promise<void> {
		const p = this.#position;
		if (winner(p) !== null || p.toMove !== this.ai) return;
		const generation = this.#generation;
		this.#thinking = true;
		const decision = await this.#run(p);
		if (generation !== this.#generation || this.#position !== p) return; // stale: dropped
		this.#thinking = false;
		if (!decision || decision.result.bestMove === null) return;
		const cell = decision.result.bestMove;
		this.#position = play(p, cell);
		this.#lastComputerCell = cell;
		this.#timeline = [...this.#timeline, { decision, cell, ply: plyOf(this.#position) }];
		this.#shown = decision;
		this.#reanalyzed = false;
	}
}
