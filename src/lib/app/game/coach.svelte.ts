/**
 * The Coach and "Show threats" of the game against the computer, as runes, kept apart from the game
 * itself: the Game tells the Coach about each human move from its `play` (`moved`), and the Coach derives the
 * rest from the game's position. The Coach's verdict comes from the practice core's `coachMove`
 * (alpha-beta with the depth penalty): a move that lowers the human's minimax value is a mistake,
 * shown with the principal variation and the line of three the computer then completes.
 */
import { play, type Position } from '$lib/engine';
import { coachMove, threats, type CoachReport, type Threats } from '$lib/practice';

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
	/** The "Coach" checkbox. */
	enabled = $state(false);
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

	/** @param game the game on the page (read reactively). */
	constructor(game: () => CoachGame) {
		this.#game = game;
	}

	/**
	 * The human played `move` in `before` (the human was to move there). Judged at once when the
	 * Coach is on (two small searches, a few milliseconds).
	 * @throws RangeError for an illegal move (engine `play`).
	 */
	moved(before: Position, move: number): void {
		if (!this.enabled) {
			this.#last = null;
			return;
		}
		this.#last = { after: play(before, move), report: coachMove(before, move) };
	}
}
