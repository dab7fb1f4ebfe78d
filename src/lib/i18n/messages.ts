/**
 * The catalogue type: every user-visible string of the product, one slice per part of the page.
 * A language is one object implementing `Messages` (English: ./en.ts); a missing or misspelt key is
 * a type error. Models never hold sentences: they return typed values (explanation.ts, status.ts,
 * src/lib/link/link-error.ts, the engine's PositionError codes) that these functions render.
 */
import type { WorkspaceMessages } from './workspace-messages';
import type { MctsPageMessages } from './mcts-page-messages';
import type { ReviewMessages } from './review-messages';
import type { TreePageMessages } from './tree-page-messages';
import type { TechniqueMessages } from './techniques-messages';
import type {
	Bound,
	GameId,
	Mark,
	Outcome,
	PositionErrorCode,
	PositionErrorParams,
	SearchOptions
} from '$lib/engine';
import type { Explanation } from '$lib/stepper';
import type { PracticeMessages } from './practice-messages';
import type { ClassroomMessages } from './classroom-messages';
import type { LiveMessages } from './live-messages';
import type { LessonMessages } from './lessons-messages';
import type { NumberFormat, Numbers } from './format';
import type { GameMessages } from './game-messages';
import type { Glossary } from './glossary';
import type { PseudoCodeWords } from './pseudo-code-words';
import type { Renderers } from './renderers';
import type { StatusPart } from '$lib/game';
import type { LinkError } from '$lib/link/link-error';

export type { Renderers };

/**
 * Writes a cell (0-based index) for people: "5" with numbers 1-9, "b2" with coordinates a1-c3. A
 * catalogue is made for one cell writer (en.ts `makeEn`, fr.ts `makeFr`), so that every string that
 * names a cell (board, status, candidate table, tree, steps, timeline) follows the page's "Cell names".
 */
export type CellWriter = (cell: number) => string;

/**
 * Names a move (0-based cell) in a sentence, lower case: "cell 5" on the grids, "column 4" in
 * Connect Four, where a move is a column (the disc drops to its lowest empty cell). Made from the
 * cell writer and, with gravity, the board's width (cells.ts `moveWriters`).
 */
export type MoveWriter = (cell: number) => string;

/** One move of the search's line, for the board's caption while stepping. */
export interface SearchedMove {
	readonly mark: Mark;
	readonly cell: number;
}

/** Step explanations (the debugger's sentence under the controls) and their small formatters. */
export interface StepMessages extends Renderers<Explanation> {
	/** A score or window end: "7", "-8", "-∞", "+∞". */
	number(v: number): string;
	/** A value with its bound: "7", ">= 7", "<= 0". */
	valueWithBound(v: number, bound: Bound): string;
	/** A list of already formatted items: "6", "6 and 9", "5, 6 and 9". */
	list(items: readonly string[]): string;
}

/**
 * Engine position errors, by `code` (src/lib/engine/errors.ts). `other` renders any code without its
 * own entry from the error's message, quoted input shortened.
 */
export type PositionErrorMessages = {
	[C in PositionErrorCode]: (params: PositionErrorParams[C]) => string;
};

/** What an open-nodes tree node's accessible name is made of. */
export interface NodeLabelParts {
	move: number | null;
	depth: number;
	/** The visible score text (with the window while stepping). */
	score: string;
	maximizing: boolean;
	/** Nodes hidden under a collapsed node (0 when open or a leaf). */
	hidden: number;
	outcome: Outcome | null;
	/** Ringed by the view API's highlight (the nodes a lesson's slide points to). */
	highlighted?: boolean;
}

/** The search-tree panel and the open-nodes view (TreeView). */
export interface TreeMessages {
	heading: string;
	summary(nodes: number, ms: number, move: number | null, value: number): string;
	searchedWith(options: SearchOptions): string;
	differs: string;
	cli: string;
	viewLegend: string;
	viewOpen: string;
	viewWhole: string;
	wholeWhileStepping: string;
	empty: string;
	/** The empty tree panel between two people, without the analysis: how to get a tree. */
	emptyPeople: string;
	zoomIn: string;
	zoomOut: string;
	fit: string;
	/** The accessible name of a picture's zoom buttons. */
	zoomGroup: string;
	/** A fold's stub, where `levels` levels of the path to a deep focus are folded: its text. */
	foldedLevels(levels: number): string;
	/** The fold stub's accessible name. */
	foldedName(levels: number): string;
	legend: {
		max: string;
		min: string;
		pv: string;
		pruned: string;
		best: string;
		window: string;
		highlighted: string;
	};
	nodeLabel(parts: NodeLabelParts): string;
	hiddenBadge(n: number): string;
	prunedLabel(cells: readonly number[]): string;
	navHint: string;
}

/** The whole-tree canvas view (WholeTree). */
export interface WholeTreeMessages {
	heading: string;
	canvasLabel(nodes: number): string;
	canvasRole: string;
	layingOut(nodes: number): string;
	layoutFailed(message: string): string;
	zoomToCurrent: string;
	findLabel: string;
	/** Find position's placeholder: an example position in the notation of `game`. */
	findPlaceholder(game: GameId): string;
	find: string;
	found(count: number): string;
	minimapLabel: string;
	/** "Node 1,234: depth 3, move cell 5, score >= 0" (+ the result of a finished game). */
	describeNode(
		index: number,
		depth: number,
		move: number | null,
		score: string,
		outcome: Outcome | null
	): string;
	nothingHovered: string;
	moveLabel(cell: number): string;
	legend: {
		xWins: string;
		oWins: string;
		draw: string;
		pv: string;
		pruned: string;
		bound: string;
		max: string;
		min: string;
		found: string;
		current: string;
	};
}

/** The debugger's controls, pseudo-code and call stack. */
export interface StepperMessages {
	heading: string;
	forward: string;
	back: string;
	into: string;
	over: string;
	out: string;
	start: string;
	end: string;
	/** The cutoff jumps: "Next cutoff", "Previous cutoff". */
	nextCutoff: string;
	previousCutoff: string;
	play: string;
	pause: string;
	speed: string;
	speedOption(n: number): string;
	slider: string;
	/** "Step k+1 of n" for the 0-based step k. */
	position(k: number, n: number): string;
	/** A button's tooltip: its name and its key (as step-keys.ts writes it: "→", "I", "Home"). */
	shortcut(name: string, key: string): string;
	pseudoCode: string;
	callStack: string;
	frame(move: number | null, depth: number): string;
	window(alpha: string, beta: string): string;
	best(best: string): string;
	noBest: string;
	startHint: string;
	/**
	 * The narration's note after an option change when the new search does not reach the node shown
	 * before: `moves` lead to that node, the first `kept` of them to the ancestor shown now.
	 */
	movedUp(moves: readonly SearchedMove[], kept: number): string;
}

/** Names of the ready positions of the Positions menu (src/lib/app/page/positions.ts). */
export interface PositionNames {
	empty: string;
	depthPenalty: string;
	winNow: string;
	winNowO: string;
}

/** Every string of the product in one language. */
export interface Messages {
	/** The page's workspace layout (./workspace-messages.ts). */
	workspace: WorkspaceMessages;
	/** Monte Carlo tree search on the page (./mcts-page-messages.ts). */
	mctsPage: MctsPageMessages;
	/** The game review. */
	review: ReviewMessages;
	/** The tree page (./tree-page-messages.ts). */
	treePage: TreePageMessages;
	/** The language menu's label, in this language: "Language". */
	languageLabel: string;
	/**
	 * Said under the language menu when the chosen language's catalogue could not be loaded (the
	 * language on screen stays); `name` is that language's own name ("Français").
	 */
	languageLoadFailed: (name: string) => string;
	/** The field's terms in this language (glossary.ts). */
	glossary: Glossary;
	/** Its number separators, and the writers built on them. */
	format: NumberFormat;
	numbers: Numbers;
	appTitle: string;
	tagline: string;
	gameRegion: string;
	/**
	 * The error page's sentence for an HTTP-like `status` (404: no such page). SvelteKit's own
	 * message ("Not Found") is English only, so it is not repeated.
	 */
	notFound(status: number): string;
	backToStart: string;
	board: string;
	cellLabel(cell: number, mark: Mark | null): string;
	ghostNote(depth: number): string;
	/** The main board while the step-through is not at its last step (Board.svelte). */
	searchBoard: {
		/** "Searching: depth 2, after O 6, X 9" (depth 0: the root, the game's position). */
		caption(depth: number, moves: readonly SearchedMove[]): string;
		/** Why a click on a cell does nothing now. */
		notPlayable: string;
		/** The button that returns the step-through to its last step: "Back to game". */
		back: string;
	};
	/** Connect Four's legend of the disc colours, with the display symbols. */
	discLegend(x: string, o: string): string;
	newGameHumanFirst: string;
	newGameComputerFirst: string;
	positionsMenu: string;
	positionsPlaceholder: string;
	positionNames: PositionNames;
	status: Renderers<StatusPart>;
	options: {
		legend: string;
		alphaBeta: string;
		depthPenalty: string;
		moveOrder: string;
		/** The index move order for a game of `count` moves (cells, or Connect Four's columns). */
		orderIndex(count: number): string;
		orderCenter: string;
		keptMove: string;
	};
	candidates: {
		caption: string;
		/** The move column's header: "Cell" on the grids, "Move" in Connect Four. */
		cell: string;
		/** A row's move: "5" (the cell) on the grids, "Column 4" in Connect Four. */
		move(cell: number): string;
		/**
		 * A score before the last change of search options, written before the score after it:
		 * "10 → " (the cell then reads "10 → 9").
		 */
		before(score: string): string;
		/** The note under the table while it shows the change. */
		changeNote: string;
		score: string;
		chosen: string;
		chosenYes: string;
		none: string;
		finished: string;
	};
	tree: TreeMessages;
	wholeTree: WholeTreeMessages;
	stepper: StepperMessages;
	steps: StepMessages;
	/** The words of the pseudo-code panel (src/lib/stepper/pseudocode.ts keeps its line structure). */
	pseudoCode: PseudoCodeWords;
	timeline: { heading: string; empty: string };
	game: GameMessages;
	urlErrors: Renderers<LinkError>;
	positionErrors: PositionErrorMessages;
	/** The practice page and the game's Coach (./practice-messages.ts). */
	practice: PracticeMessages;
	/** Guided lessons: menu, slide controls, narrations (./lessons-messages.ts). */
	lessons: LessonMessages;
	/** Presenter mode, compare, proof, editor, share and export (./classroom-messages.ts). */
	classroom: ClassroomMessages;
	/** The live class: the teacher's join strip, the join page, the student's bar (./live-messages.ts). */
	live: LiveMessages;
	/** Transposition table, depth limit, iterative deepening, node budget (./techniques-messages.ts). */
	techniques: TechniqueMessages;
}
