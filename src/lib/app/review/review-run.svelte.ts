/**
 * The game review on the page, as runes (no DOM): the game reviewed (a snapshot: the review keeps
 * its result while the game goes on), the worker's answer with its progress, the ply selected,
 * the line drawn on the review board, "Show threat", "Find a better move" and the evaluation
 * meter's visibility. The work runs in the review worker (review-protocol.ts) over the channel;
 * a new review aborts the one running (its worker is restarted).
 */
import { gameOutcome, playMove, type GameId, type Mark, type Position, gameDef } from '$lib/engine';
import type { GameReview, Line, Retry, ReviewedPly, Threat } from '$lib/review';
import { resultOf } from '$lib/review';
import { Channel, type Port } from '../workers/channel';
import type { ReviewProtocol } from '../workers/review-protocol';

/** What is reviewed: a game's start, its moves and the depth penalty of the values. */
export interface ReviewSubject {
	readonly game: GameId;
	readonly start: Position;
	readonly moves: readonly number[];
	readonly depthPenalty: boolean;
}

/** Where the review is. */
export type ReviewState =
	| { readonly kind: 'idle' }
	| { readonly kind: 'running'; readonly done: number; readonly total: number }
	| { readonly kind: 'ready' }
	| { readonly kind: 'failed'; readonly message: string };

/** Which line the review board draws: what follows the move played, or the best line. */
export type LineShown = 'refutation' | 'best';

/** The evaluation of the position on the review board (for the meter). */
export interface BoardEvaluation {
	readonly toMove: Mark;
	readonly value: number;
	readonly exact: boolean;
	readonly depth: number | null;
	readonly result: ReturnType<typeof resultOf>;
	readonly over: Mark | 'draw' | null;
}

export class ReviewRun {
	state = $state.raw<ReviewState>({ kind: 'idle' });
	subject = $state.raw<ReviewSubject | null>(null);
	review = $state.raw<GameReview | null>(null);
	/** The ply selected (index into review.plies). */
	selected = $state(0);
	lineShown = $state<LineShown>('refutation');
	/** The evaluation meter is shown (a class may hide it). */
	evaluationShown = $state(true);
	/** "Show threat" is on, and its answer for the position on the board (null while asking). */
	threatShown = $state(false);
	threat = $state.raw<{ position: Position; threat: Threat | null } | null>(null);
	/** "Find a better move": waiting for a move on the review board, then its verdict. */
	retrying = $state(false);
	retry = $state.raw<Retry | null>(null);
	readonly #channel: Channel<ReviewProtocol>;
	#run: AbortController | null = null;

	/** @param start creates the worker (review.worker.ts), or an in-process one in tests. */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start });
	}

	/** The ply selected, or null before the review is ready. */
	ply: ReviewedPly | null = $derived.by(() => this.review?.plies[this.selected] ?? null);

	/**
	 * The position on the review board: while retrying, before the selected move (after the move
	 * tried once one is); showing the best line, before it; else after it.
	 */
	position: Position | null = $derived.by(() => {
		const ply = this.ply;
		const subject = this.subject;
		if (!ply || !subject) return null;
		if (this.retrying) {
			return this.retry ? playMove(gameDef(subject.game), ply.before, this.retry.cell) : ply.before;
		}
		if (this.lineShown === 'best') return ply.before;
		return playMove(gameDef(subject.game), ply.before, ply.cell);
	});

	/** While retrying, the position moves are tried from (before the selected move), else null. */
	retryFrom: Position | null = $derived.by(() =>
		this.retrying ? (this.ply?.before ?? null) : null
	);

	/**
	 * The line drawn in numbered ghost marks on the board: with "Show threat", the threat's forcing
	 * line when it has one (no win at once, a forced win); else the line chosen (none while
	 * retrying).
	 */
	line: Line | null = $derived.by(() => {
		const ply = this.ply;
		if (!ply) return null;
		const threat = this.threatShown ? this.threat?.threat : null;
		if (threat && threat.winningCells.length === 0 && threat.result === 'win') {
			if (threat.line.moves.length > 0) return threat.line;
		}
		if (this.retrying) return null;
		return this.lineShown === 'best' ? ply.bestLine : ply.refutation;
	});

	/** The value of the position on the board, for its side to move. */
	evaluation: BoardEvaluation | null = $derived.by(() => {
		const review = this.review;
		const ply = this.ply;
		const subject = this.subject;
		const position = this.position;
		if (!review || !ply || !subject || !position) return null;
		const game = gameDef(subject.game);
		const retry = this.retrying ? this.retry : null;
		const before = position === ply.before;
		const v = retry
			? {
					value: valueAfterMove(retry.value, subject.depthPenalty),
					exact: retry.exact,
					depth: retry.depth
				}
			: review.values[before ? ply.ply : ply.ply + 1];
		return {
			toMove: position.toMove,
			value: v.value,
			exact: v.exact,
			depth: v.depth,
			result: resultOf(v.value, game.win, game.cellCount, v.exact),
			over: gameOutcome(game, position.cells)
		};
	});

	get running(): boolean {
		return this.state.kind === 'running';
	}

	/**
	 * Reviews `subject`, then selects `ply` (0-based; the last ply when absent or beyond it).
	 * Whatever was running is aborted.
	 */
	async open(subject: ReviewSubject, ply: number | null = null): Promise<void> {
		this.#run?.abort();
		const run = new AbortController();
		this.#run = run;
		this.subject = subject;
		this.review = null;
		this.retry = null;
		this.retrying = false;
		this.threat = null;
		this.threatShown = false;
		this.lineShown = 'refutation';
		this.state = { kind: 'running', done: 0, total: subject.moves.length + 1 };
		const outcome = await this.#channel.request(
			'review',
			{ ...key(subject), start: subject.start, moves: subject.moves },
			{
				signal: run.signal,
				onProgress: ({ done, total }) => {
					if (this.#run === run) this.state = { kind: 'running', done, total };
				}
			}
		);
		if (this.#run !== run) return;
		this.#run = null;
		if (!outcome.ok) {
			this.state =
				outcome.error.kind === 'failed'
					? { kind: 'failed', message: outcome.error.message }
					: { kind: 'idle' };
			return;
		}
		this.review = outcome.value;
		const last = outcome.value.plies.length - 1;
		this.selected = Math.max(0, ply === null ? last : Math.min(ply, last));
		this.state = { kind: 'ready' };
	}

	/** Selects ply `index`; the retry and the threat are for the new position. */
	select(index: number): void {
		if (!this.review || index < 0 || index >= this.review.plies.length) return;
		this.selected = index;
		this.retrying = false;
		this.retry = null;
		void this.#askThreat();
	}

	/** Switches the line drawn on the board. */
	showLine(which: LineShown): void {
		this.lineShown = which;
		this.retrying = false;
		void this.#askThreat();
	}

	/** "Show threat" on or off. */
	toggleThreat(): void {
		this.threatShown = !this.threatShown;
		void this.#askThreat();
	}

	/** "Find a better move": the board shows the position before the move, to be played again. */
	startRetry(): void {
		if (!this.ply) return;
		this.retrying = true;
		this.retry = null;
		void this.#askThreat();
	}

	stopRetry(): void {
		this.retrying = false;
		void this.#askThreat();
	}

	/** The move tried on the review board while retrying: checked by the worker, explained. */
	async tryMove(cell: number): Promise<void> {
		const ply = this.ply;
		const subject = this.subject;
		if (!ply || !subject || !this.retrying) return;
		const outcome = await this.#channel.request('retry', { ...key(subject), ply, cell });
		if (this.ply !== ply || !this.retrying) return;
		if (outcome.ok) this.retry = outcome.value;
		else if (outcome.error.kind === 'failed') {
			this.state = { kind: 'failed', message: outcome.error.message };
		}
	}

	async #askThreat(): Promise<void> {
		const position = this.position;
		const subject = this.subject;
		if (!this.threatShown || !position || !subject) {
			this.threat = null;
			return;
		}
		if (this.threat?.position === position) return;
		this.threat = null;
		const outcome = await this.#channel.request('threat', { ...key(subject), position });
		if (outcome.ok && this.threatShown && this.position === position) {
			this.threat = { position, threat: outcome.value };
		}
	}

	/** Stops the review and its worker (the page is going away). */
	destroy(): void {
		this.#run = null;
		this.#channel.destroy();
	}
}

/**
 * The value of the position a move reaches, for its side to move, given the move's value for its
 * mover: the inverse of valueThroughMove (engine/exact-value.ts).
 */
function valueAfterMove(moverValue: number, depthPenalty: boolean): number {
	if (moverValue === 0) return 0;
	if (!depthPenalty) return -moverValue;
	return moverValue < 0 ? -moverValue + 1 : -moverValue - 1;
}

function key(subject: ReviewSubject) {
	return { game: subject.game, depthPenalty: subject.depthPenalty };
}
