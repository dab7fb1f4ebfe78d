/**
 * The strings of the tree page (`#/tree`): the editor, the search choices, the picture, the dock,
 * export, practice on trees and the tree lessons. What the trees core words itself (a tree's
 * problems, the steps' explanations, cutoffs, practice mistakes, pseudo-code) is in
 * ./trees-messages.ts (`TREE_MESSAGES`).
 */

/** The parts of a node's accessible name. */
export interface TreeNodeLabel {
	readonly name: string;
	readonly kind: 'max' | 'min' | 'chance' | 'leaf';
	/** The value once known (with its bound), or null. */
	readonly value: string | null;
	readonly window: string | null;
	readonly pruned: boolean;
	readonly current: boolean;
	readonly marked: boolean;
}

/** Why an edit by pointing was refused (src/lib/app/trees/tree-edit.ts `EditError`). */
export type TreeEditCode = 'no-such-node' | 'root' | 'not-a-leaf' | 'bad-value' | 'bad-move';

/** Practice on trees: the four kinds of exercise. */
export type TreePracticeKindId = 'pruned-leaves' | 'node-values' | 'windows' | 'move-order';

export interface TreePageMessages {
	/** The header's link and the page's heading. */
	open: string;
	heading: string;
	intro: string;
	/** The editor. */
	editorLabel: string;
	textLabel: string;
	textHint: string;
	rootLabel: string;
	/** "Line 1, column 5: …" before the parser's message. */
	problemAt: (line: number, column: number, message: string) => string;
	keptTree: string;
	editProblem: Readonly<Record<TreeEditCode, string>>;
	/** Pointing. */
	selectedNone: string;
	selectedNode: (name: string) => string;
	addChild: string;
	deleteNode: string;
	leafValue: string;
	setValue: string;
	moveLeft: string;
	moveRight: string;
	reorderHint: string;
	/** The random tree. */
	randomLegend: string;
	randomDepth: string;
	randomBranching: string;
	randomMin: string;
	randomMax: string;
	randomSeed: string;
	randomTree: string;
	/** The search. */
	algorithmLabel: string;
	orderLabel: string;
	orders: { 'as-given': string; 'best-first': string; 'worst-first': string };
	/** "Value 3 · 11 nodes examined of 13 · leaves evaluated: 3, 12, 8…". */
	summary: (value: string, examined: number, total: number) => string;
	/** The leaves named (the first few) and how many more there are, left unnamed (0: none). */
	evaluatedLeaves: (leaves: readonly string[], more: number) => string;
	prunedLeaves: (leaves: readonly string[], more: number) => string;
	noPruned: string;
	/**
	 * The step-through moved up after an option change: the new search never reaches node `shown`
	 * (pruned, or under a cutoff), so it shows `ancestor`, the nearest node on the way to it.
	 */
	movedUp: (shown: string, ancestor: string) => string;
	/** The picture. */
	pictureLabel: string;
	nodeLabel: (parts: TreeNodeLabel) => string;
	tooBig: (nodes: number) => string;
	/** The step dock. */
	callStack: string;
	frame: (name: string, kind: 'max' | 'min' | 'chance' | 'leaf') => string;
	window: (alpha: string, beta: string) => string;
	best: (value: string) => string;
	noBest: string;
	/** A chance node's frame: the probability-weighted sum of the children returned so far. */
	sumSoFar: (value: string) => string;
	negamaxSign: (sign: 1 | -1) => string;
	/** Export. */
	exportLabel: string;
	exportText: string;
	exportSvg: string;
	exportPng: string;
	exportLatex: string;
	exportLatexSolution: string;
	/** SVG or PNG asked for a tree too large to draw (`nodes` nodes): no picture, what to use instead. */
	exportNoPicture: (nodes: number) => string;
	copyLink: string;
	linkCopied: string;
	print: string;
	/** The phone's tabs. */
	tabsLabel: string;
	tabEdit: string;
	tabTree: string;
	tabSteps: string;
	/** Practice on trees. */
	practice: {
		heading: string;
		open: string;
		intro: string;
		kinds: Readonly<Record<TreePracticeKindId, { title: string; task: string }>>;
		question: (n: number, of: number) => string;
		score: (correct: number, attempted: number) => string;
		check: string;
		next: string;
		again: string;
		setLink: string;
		leave: string;
		correct: string;
		valueOf: (name: string) => string;
		alphaOf: (name: string) => string;
		betaOf: (name: string) => string;
		onlyBound: string;
		done: (correct: number, of: number) => string;
		/** "2 of 3 right." before the mistakes. */
		partsRight: (right: number, total: number) => string;
		orderTask: string;
	};
	/** The tree lessons. */
	lessons: {
		menuHeading: string;
		titles: Readonly<Record<string, string>>;
		summaries: Readonly<Record<string, string>>;
		slide: (n: number, of: number) => string;
		previous: string;
		next: string;
		leave: string;
		/** "4 and 6". */
		list: (items: readonly string[]) => string;
		narrations: Readonly<Record<string, readonly ((v: Record<string, string>) => string)[]>>;
	};
}
