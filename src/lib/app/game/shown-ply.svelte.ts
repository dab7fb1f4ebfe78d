/**
 * Which position of the game the tree and the candidate table show (a "ply": 0 is the start, i the
 * position after i moves), and the searches behind it: a ply keeps the search made there (the
 * computer's decision, or an analysis), a ply without one is searched when shown, and a change of
 * options searches the ply shown again. Owned by the page's Game (game.svelte.ts), which lends it
 * the game and a way to search (`ShownPlyHost`).
 */
import type { Position } from '$lib/engine';
import { isOnLine, positionAt, recallChoice, type Game } from '$lib/game';
import type { Decision } from '$lib/stepper';
import { levelLookahead } from './level-lookahead';

/** What the Game lends: its game, a search with the current options, and a way to keep a note. */
export interface ShownPlyHost {
	/** The game now. */
	game(): Game<Decision>;
	/** Searches with the current options; null when aborted (the game's or `signal`) or failed. */
	run(position: Position, signal?: AbortSignal): Promise<Decision | null>;
	/** Replaces the game by the same game with one more note (nothing to save: notes are not stored). */
	keep(game: Game<Decision>): void;
}

export class ShownPly {
	readonly #host: ShownPlyHost;
	#ply = $state<number | null>(null);
	#reanalysis = $state.raw<{ ply: number; decision: Decision } | null>(null);
	/** Plies being searched. */
	#searching = $state.raw<readonly number[]>([]);
	/** The re-search of the ply shown; aborted by every change of what is shown. */
	#research: AbortController | null = null;

	/** The search shown: a re-search of the ply shown, else the one kept for it; null when none yet. */
	decision = $derived.by((): Decision | null => {
		const ply = this.#ply;
		if (ply === null || ply > this.#host.game().moves.length) return null;
		if (this.#reanalysis?.ply === ply) return this.#reanalysis.decision;
		return this.#host.game().notes[ply]?.analysis ?? null;
	});
	/** The move played from the position shown (null for the position now on the board). */
	move = $derived.by(() =>
		this.#ply === null ? null : (this.#host.game().moves[this.#ply] ?? null)
	);
	/** True when `decision` was searched again with new options while the game kept its move. */
	reanalyzed = $derived(this.#reanalysis !== null && this.#reanalysis.ply === this.#ply);
	/** The ply shown is being searched. */
	searching = $derived(this.#ply !== null && this.#searching.includes(this.#ply));

	constructor(host: ShownPlyHost) {
		this.#host = host;
	}

	/** The position shown (0 = the start), or null. */
	get ply(): number | null {
		return this.#ply;
	}

	/** Shows ply `ply` (or nothing) without searching it: the game has just kept a search there. */
	follow(ply: number | null): void {
		this.#research?.abort();
		this.#research = null;
		this.#ply = ply;
		this.#reanalysis = null;
	}

	/**
	 * Shows ply `ply`, searching it when the game keeps no search for it.
	 * @throws RangeError when the game has no such position.
	 */
	show(ply: number): void {
		const moves = this.#host.game().moves.length;
		if (!Number.isInteger(ply) || ply < 0 || ply > moves) {
			throw new RangeError(`No position ${ply} in this game of ${moves} moves.`);
		}
		this.follow(ply);
		if (!this.#host.game().notes[ply]?.analysis) void this.analyse(ply);
	}

	/** Forgets the searches in flight: the game has aborted them. */
	cancelled(): void {
		this.#searching = [];
	}

	/** Searches ply `ply` and keeps the search as its analysis (unless it is already being searched). */
	async analyse(ply: number): Promise<void> {
		if (this.#searching.includes(ply)) return;
		const decision = await this.#search(ply);
		if (decision) await this.#keep(ply, decision);
	}

	/**
	 * Searches the ply shown again (new options): a computer's decision is kept and the new search is
	 * shown beside it; an analysis is replaced. Aborted if what is shown changes meanwhile.
	 */
	async research(): Promise<void> {
		const ply = this.#ply;
		if (ply === null) return;
		const choice = this.#host.game().notes[ply]?.choice;
		this.#reanalysis = null;
		this.#research?.abort();
		const research = new AbortController();
		this.#research = research;
		const decision = await this.#search(ply, research.signal);
		if (!decision || research.signal.aborted) return;
		if (choice) this.#reanalysis = { ply, decision };
		else await this.#keep(ply, decision);
	}

	/** Searches position `ply`; null when aborted, failed or no longer on the game's line. */
	async #search(ply: number, signal?: AbortSignal): Promise<Decision | null> {
		const game = this.#host.game();
		this.#searching = [...this.#searching, ply];
		const decision = await this.#host.run(positionAt(game, ply), signal);
		this.#searching = this.#searching.filter((p) => p !== ply);
		const ref = { gameId: game.id, moves: game.moves.slice(0, ply) };
		return decision && isOnLine(this.#host.game(), ref) ? decision : null;
	}

	/** Keeps the search as the ply's analysis, and the computer's choice there if it was lost (recallChoice). */
	async #keep(ply: number, decision: Decision): Promise<void> {
		const searched = this.#host.game();
		const ref = { gameId: searched.id, moves: searched.moves.slice(0, ply) };
		const addLookahead = await levelLookahead(searched, ply);
		const game = this.#host.game();
		if (!isOnLine(game, ref)) return;
		const kept = recallChoice(game, ref, addLookahead(decision.result), decision);
		if (kept.ok) this.#host.keep(kept.value);
	}
}
