/**
 * The Coach and "Show threats" of the game against the computer, as runes, kept apart from the game
 * itself: the Game tells the Coach about each human move from its `play` (`moved`), and the Coach derives the
 * rest from the game's position. The Coach's verdict comes from the practice core's `coachMove`
 * (alpha-beta with the depth penalty): a move that lowers the human's minimax value is a mistake,
 * shown with the principal variation and the line of three the computer then completes.
 */
import { play, type Position } from '$lib/engine';
import { threats, type Threats } from '$lib/practice/threats';
import type { coachMove, CoachReport } from '$lib/practice/coach';

/** The Coach's judge (practice/coach.ts, which brings the engine's search): loaded when first asked. */
let judge: Promise<typeof coachMove> | null = null;

/**
 * Loads the Coach's judge once (its chunk, with the search kernels, is not part of the first
 * screen); a failed load is tried again on the next call.
 */
function loadJudge(): Promise<typeof coachMove> {
	judge ??= import('$lib/practice/coach').then(
		(m) => m.coachMove,
		(error: unknown) => {
			judge = null;
			throw error;
		}
	);
	return judge;
}

/** What the Coach reads of the game. */
export interface CoachGame {
	readonly position: Position;
}

/** What the board draws for the Coach and "Show threats" (cells 0-8). */
export interface BoardOverlay {
	/** Cells where each side would complete a line at once; null when "Show threats" is off. */
	threats: Threats | null;
	/** The line of three the computer wins with after the human's mistake; null if none. */
	line: readonly number[] | null;
}

function marks(p: Position): number {
	return p.cells.filter((c) => c !== null).length;
}

/** True when `now` is `after` or `after` plus one more mark (the computer's reply). */
function continues(now: Position, after: Position): boolean {
	const extra = marks(now) - marks(after);
	return extra >= 0 && extra <= 1 && after.cells.every((c, i) => c === null || now.cells[i] === c);
}

export class Coach {
	#enabled = $state(false);
	/** The "Show threats" checkbox. */
	showThreats = $state(false);
	readonly #game: () => CoachGame;
	#last = $state.raw<{ after: Position; report: CoachReport } | null>(null);

	/**
	 * The Coach's verdict on the human's last move while the game goes on from it (until the next
	 * human move or a new game); null when the Coach is off or has nothing to say.
	 */
	report: CoachReport | null = $derived.by(() => {
		const last = this.#last;
		if (!this.enabled || !last) return null;
		return continues(this.#game().position, last.after) ? last.report : null;
	});
	/** The board's marks: threats when asked for, and the Coach's winning line after a mistake. */
	overlay: BoardOverlay | null = $derived.by(() => {
		const line = this.report?.mistake ? this.report.winningLine : null;
		const shown = this.showThreats ? threats(this.#game().position) : null;
		return shown || line ? { threats: shown, line } : null;
	});

	/**
	 * The latest judgement asked of `moved`: resolves when its verdict is set (at once when the
	 * judge is loaded; after its chunk arrives the first time).
	 */
	judging: Promise<void> = Promise.resolve();

	/** @param game the game on the page (read reactively). */
	constructor(game: () => CoachGame) {
		this.#game = game;
	}

	/** The "Coach" checkbox. Turning it on loads the judge, so the first move is judged at once. */
	get enabled(): boolean {
		return this.#enabled;
	}
	set enabled(on: boolean) {
		this.#enabled = on;
		if (on) loadJudge().catch(() => undefined);
	}

	/**
	 * The human played `move` in `before` (the human was to move there). Judged when the Coach is
	 * on (two small searches, a few milliseconds), once the judge is loaded (`judging` says when);
	 * a later move's judgement replaces this one's, and a judge out of reach (offline) leaves the
	 * Coach silent.
	 * @throws RangeError for an illegal move (engine `play`).
	 */
	moved(before: Position, move: number): void {
		if (!this.enabled) {
			this.#last = null;
			return;
		}
		const after = play(before, move);
		const asked = loadJudge().then(
			(coachMove) => {
				if (this.judging === asked) this.#last = { after, report: coachMove(before, move) };
			},
			() => {
				if (this.judging === asked) this.#last = null;
			}
		);
		this.judging = asked;
	}
}
