/**
 * The strings of the game review (src/lib/review, ui/review/): the buttons (a contract: "Review
 * game", "Show threat", "Find a better move"), the labels, the reasons in numbers and lines, the
 * evaluation meter's words, the threat, the retry and the worksheet. Made for one move writer.
 */
import type { Mark } from '$lib/engine';
import type {
	GameReview,
	JudgedMove,
	LabelCounts,
	Line,
	Retry,
	ReviewLabel,
	Threat,
	ValueResult
} from '$lib/review';

/** What the words of a value need besides the value: the game's win score and the depth penalty. */
export interface ValueScale {
	readonly win: number;
	readonly depthPenalty: boolean;
}

/** The evaluation of one position for the meter: its side to move and its value. */
export interface EvaluationWords extends ValueScale {
	readonly toMove: Mark;
	readonly value: number;
	readonly result: ValueResult;
	readonly exact: boolean;
	readonly depth: number | null;
	/** The game is over on that position (its result, not a value with best play). */
	readonly over: 'X' | 'O' | 'draw' | null;
}

/** Everything the worksheet (text export) says. */
export interface WorksheetInput extends ValueScale {
	readonly review: GameReview;
	/** The game's name ("Tic-tac-toe 3x3"). */
	readonly gameName: string;
	/** The link that opens the review. */
	readonly link: string;
}

export interface ReviewMessages {
	/** The button (a contract). */
	reviewGame: string;
	heading: string;
	close: string;
	/** While the worker labels the game. */
	running(done: number, total: number): string;
	/** Announced when the review is ready: how many moves were labelled, and whether exactly. */
	ready(plies: number, exact: boolean): string;
	failed(message: string): string;
	/** The label names. */
	label: Readonly<Record<ReviewLabel, string>>;
	/** One side's counts: "X: 2 best, 1 inaccuracy, 0 mistakes, 1 blunder". */
	counts(side: Mark, counts: LabelCounts): string;
	countsHeading: string;
	pliesHeading: string;
	/** A ply's button: "3. X cell 5: Best", "(estimate)" added when not proved. */
	plyEntry(ply: number, mark: Mark, cell: number, label: ReviewLabel, exact: boolean): string;
	/** The reason of a label, one sentence (module docstring). */
	reason(move: JudgedMove, scale: ValueScale): string;
	/** A line as text: "X 9, O 5, X 7 wins". */
	line(line: Line): string;
	/** The meter (a contract: named "Evaluation"). */
	evaluation: string;
	/** The meter's text: the result in words. */
	evaluationText(words: EvaluationWords): string;
	hideEvaluation: string;
	showEvaluation: string;
	/** The review board's group name. */
	boardLabel: string;
	/** What the review board shows. */
	boardCaption(ply: number, mark: Mark, cell: number): string;
	boardCaptionBest(ply: number, mark: Mark): string;
	/** While retrying: the position before the move, then with the move tried on it. */
	boardCaptionRetry(ply: number, mark: Mark): string;
	boardCaptionTried(ply: number, mark: Mark, cell: number): string;
	/** Added to a cell's name: the line's move on it ("line move 1: O"), a threat. */
	ghostName(n: number, mark: Mark): string;
	threatName: string;
	/** The numbered ghost marks' legend. */
	ghostLegend(line: Line): string;
	lineChoice: string;
	refutation: string;
	bestLine: string;
	/** The button (a contract). */
	showThreat: string;
	hideThreat: string;
	threatText(threat: Threat | null, scale: ValueScale): string;
	/** The button (a contract). */
	findBetterMove: string;
	retryPrompt(mark: Mark): string;
	retryStop: string;
	retryResult(retry: Retry, scale: ValueScale): string;
	showTree: string;
	exportText: string;
	copyLink: string;
	linkLabel: string;
	linkCopied: string;
	linkNotCopied: string;
	/** The worksheet's file name. */
	worksheetName: string;
	worksheet(input: WorksheetInput): string;
}
