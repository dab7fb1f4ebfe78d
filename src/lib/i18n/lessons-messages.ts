/**
 * The lessons' catalogue section (`lessons` of Messages): the menu, the slide controls, bad lesson
 * links, and every narration (`NarrationCatalogue`, one sentence writer per narration code, given
 * the values computed from the recorded search). The lesson types are imported as types only: the
 * narration codes and their values are defined with the lesson data (src/lib/lessons).
 */
import type { LadderRung } from '$lib/engine/connect4-ladder';
import type { LessonId, NarrationCatalogue } from '$lib/lessons';

/** A bad lesson link (lessons/link.ts LessonLinkError's code and fields). */
export interface LessonLinkErrorValue {
	readonly code: 'not-a-lesson-link' | 'unknown-lesson' | 'slide-syntax' | 'slide-out-of-range';
	readonly lessonId: string | null;
	readonly slideCount: number | null;
	readonly message: string;
}

export interface LessonMessages {
	menuLabel: string;
	titles: Readonly<Record<LessonId, string>>;
	summaries: Readonly<Record<LessonId, string>>;
	/** "Lesson 3: Win now or win later". */
	lessonHeading(n: number, title: string): string;
	/** "Slide 3 of 5". */
	slideOf(k: number, n: number): string;
	previous: string;
	next: string;
	exit: string;
	narrationLabel: string;
	/** A narration longer than its band, read page by page with the clicker: "Part k of n". */
	narrationPart(k: number, n: number): string;
	loading: string;
	keysHint: string;
	allLessons: string;
	linkError(error: LessonLinkErrorValue): string;
	failed(message: string): string;
	narration: NarrationCatalogue;
	/** The chart of the Connect Four solver lesson (nodes per technique). */
	ladder: LadderChartMessages;
	/** The figures of the MCTS lesson (tables and the convergence chart). */
	mcts: MctsFigureMessages;
}

/** The words of the MCTS lesson's figures (ui/lessons/MctsFigure.svelte). */
export interface MctsFigureMessages {
	growthCaption: string;
	depth: string;
	nodes: string;
	/** The root's children after k iterations. */
	childrenCaption(k: number): string;
	move: string;
	visits: string;
	wins: string;
	winRate: string;
	uct: string;
	/** Beside the child the selection takes. */
	selected: string;
	explorationCaption(iterations: number): string;
	c: string;
	played: string;
	convergenceCaption: string;
	iterations: string;
	/** The exact value's line: "exact value (minimax): 0.500". */
	exact(v: number): string;
	trapCaption: string;
	score: string;
	/** A count: "1,000". */
	number(n: number): string;
	/** A win rate or UCT value, 3 decimals. */
	rate(v: number): string;
	/** Wins W, halves for draws. */
	winsCount(w: number): string;
	/** The exploration constant: "√2", "0", "4". */
	exploration(c: number): string;
}

/** The words of the solver lesson's chart (ui/lessons/LadderChart.svelte). */
export interface LadderChartMessages {
	/** The chart's caption. */
	caption: string;
	/** Each rung's name: the technique it adds. */
	rungs: Readonly<Record<LadderRung, string>>;
	/** A rung's node count, "4,399 nodes". */
	nodes(n: number): string;
	/** A rung that passed its node budget. */
	outOfReach: string;
	/** The column headers: technique, nodes. */
	technique: string;
	nodesHeader: string;
}
