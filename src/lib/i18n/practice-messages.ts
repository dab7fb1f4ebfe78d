/**
 * The catalogue section of practice and of the game's Coach and "Show threats": the
 * exercise page's labels, each exercise kind's question, and one rendering function per feedback
 * code (the practice core returns codes and numbers, src/lib/practice/feedback-types.ts). Node
 * indices in feedback are turned into names through a `FeedbackContext` (src/lib/practice/feedback-context.ts) the page builds from the
 * exercise's shown tree. Type-only imports from the practice core: no runtime dependency.
 */
import type { Mark, SearchOptions } from '$lib/engine';
import type {
	AnswerOf,
	CoachReport,
	ErrorDetails,
	ExerciseKind,
	ExerciseOf,
	FeedbackContext,
	FeedbackOf,
	Hint,
	PracticeErrorCode,
	PracticeNodeRef
} from '$lib/practice';

/** One function per `code` of a union, given its member and the context. */
export type CodeRenderers<U extends { readonly code: string }> = {
	readonly [C in U['code']]: (
		value: Extract<U, { readonly code: C }>,
		ctx: FeedbackContext
	) => string;
};

type MistakeOf<K extends ExerciseKind> = FeedbackOf<K>['mistakes'][number];
type ExplanationOf<K extends ExerciseKind> = FeedbackOf<K>['explanation'][number];

/** What a node of an exercise's tree shows, for its accessible name. */
export interface NodeNameParts {
	/** The value written on it ("7", "<= -8"), or null. */
	value: string | null;
	/** The window written beside it ("[-∞, 7]"), or null. */
	window: string | null;
	/** The node the question is about. */
	asked: boolean;
	/** Not yet visited by the search at the question's moment (next-node, window). */
	unvisited: boolean;
}

/** A link problem or a typed answer the page cannot read, with the position error when there is one. */
export interface PracticeProblem {
	code: PracticeErrorCode;
	details: ErrorDetails;
	/** For `bad-position`: the engine's error already in words (the catalogue's `positionErrors`). */
	position: string | null;
}

/** The Coach and "Show threats" of the game against the computer. */
export interface CoachMessages {
	coach: string;
	coachHelp: string;
	showThreats: string;
	/** Added to a cell's name when "Show threats" marks it: ", X wins here". */
	threatNote(sides: readonly Mark[]): string;
	/** Added to a cell's name on the Coach's line of three: ", on the computer's winning line". */
	lineNote: string;
	/** The Coach's verdict on the human's last move, with its concrete line. */
	report(report: CoachReport): string;
}

/** The practice page and the Coach. */
export interface PracticeMessages {
	/** The main page's button to the practice page. */
	open: string;
	heading: string;
	intro: string;
	kindsHeading: string;
	allKinds: string;
	kinds: { readonly [K in ExerciseKind]: { title: string; description: string } };
	/** "plain minimax, depth penalty on, index order". */
	searchName(options: SearchOptions): string;
	/** What the exercise asks. */
	question: {
		readonly [K in ExerciseKind]: (exercise: ExerciseOf<K>, ctx: FeedbackContext) => string;
	};
	/** "Score: 3 correct out of 5 attempted". */
	score(correct: number, attempted: number): string;
	seedLine(seed: number): string;
	check: string;
	hint: string;
	showSolution: string;
	next: string;
	openDebugger: string;
	link: string;
	boardLabel: string;
	cellLabel(cell: number, mark: Mark | null): string;
	noWin: string;
	noNext: string;
	threatsLegend(side: Mark): string;
	threatToggle(side: Mark, cell: number): string;
	valueLabel: string;
	valueHelp: string;
	alphaLabel: string;
	betaLabel: string;
	windowHelp: string;
	treeLabel: string;
	treeHelp: { readonly [K in ExerciseKind]?: string };
	nodeName(ref: PracticeNodeRef, parts: NodeNameParts): string;
	/** The ghost of a node's pruned children: "pruned: 6 and 9". */
	ghostLabel(cells: readonly number[]): string;
	/** The status line after a check: "Correct." / "Wrong:" plus the mistakes. */
	correct: string;
	wrong: string;
	/** Before the solution's answer: "Solution:". */
	solution: string;
	hintPrefix: string;
	whyHeading: string;
	scoresCaption: string;
	moveColumn: string;
	scoreColumn: string;
	/** The UCT exercise's table of root children (N, W, and UCT once answered). */
	uctTable: {
		caption(iterations: number, parentVisits: number): string;
		visits: string;
		wins: string;
		uct: string;
	};
	/** A count of wins, halves for draws: "3.5". */
	wins(w: number): string;
	/** A UCT value or one of its parts, 3 decimals: "1.537". */
	uctNumber(v: number): string;
	mistakes: { readonly [K in ExerciseKind]: CodeRenderers<MistakeOf<K>> };
	explanations: { readonly [K in ExerciseKind]: CodeRenderers<ExplanationOf<K>> };
	hints: {
		readonly [K in ExerciseKind]: (
			hint: Extract<Hint, { kind: K }>,
			ctx: FeedbackContext
		) => string;
	};
	/** An answer in words (the solution): "cell 9 (c1)". */
	answers: { readonly [K in ExerciseKind]: (answer: AnswerOf<K>, ctx: FeedbackContext) => string };
	/** Link and typed-answer problems. */
	problem(problem: PracticeProblem): string;
	coach: CoachMessages;
}
