/** The tree page's strings, in English (../tree-page-messages.ts). */
import type { TreeEditCode, TreeNodeLabel, TreePracticeKindId } from '../tree-page-messages';
import { numbersEn } from './numbers';

const int = numbersEn.integer;
const list = (items: readonly string[]) =>
	items.length <= 1
		? items.join('')
		: `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const kindWord = { max: 'MAX node', min: 'MIN node', chance: 'chance node', leaf: 'leaf' } as const;

export const treePageEn = {
	/** The header's link and the page's heading. */
	open: 'Trees',
	heading: 'Trees',
	intro:
		'Type a tree, draw it by pointing or draw a random one, then step through minimax, alpha-beta, negamax or expectimax on it.',
	/** The editor. */
	editorLabel: 'Your tree',
	textLabel: 'Tree',
	textHint:
		'A number is a leaf, [a, b, c] a node with children, ?[a, b] a chance node (?[0.25: a, 0.75: b] with probabilities). Levels alternate below the root.',
	rootLabel: 'Root',
	/** "Line 1, column 5: …" before the parser's message. */
	problemAt: (line: number, column: number, message: string) =>
		`Line ${line}, column ${column}: ${message}`,
	keptTree: 'The last good tree stays on screen.',
	editProblem: {
		'no-such-node': 'That node is no longer in the tree.',
		root: 'The root cannot be deleted: type a new tree instead.',
		'not-a-leaf': 'Only a leaf has a value to type: select a leaf.',
		'bad-value': 'A leaf’s value is a number, such as 3, -1 or 2.5.',
		'bad-move': 'That child cannot move further.'
	} satisfies Record<TreeEditCode, string>,
	/** Pointing. */
	selectedNone: 'Select a node in the picture to edit it.',
	selectedNode: (name: string) => `Selected: ${name}`,
	addChild: 'Add child',
	deleteNode: 'Delete node',
	leafValue: 'Leaf value',
	setValue: 'Set value',
	moveLeft: 'Move left',
	moveRight: 'Move right',
	reorderHint:
		'Drag a node sideways to reorder it among its siblings, or press Alt+← / Alt+→ on it.',
	/** The random tree. */
	randomLegend: 'Random tree',
	randomDepth: 'Depth',
	randomBranching: 'Branching factor',
	randomMin: 'Lowest value',
	randomMax: 'Highest value',
	randomSeed: 'Seed',
	randomTree: 'Random tree',
	/** The search. */
	algorithmLabel: 'Algorithm',
	orderLabel: 'Move order',
	orders: { 'as-given': 'As given', 'best-first': 'Best first', 'worst-first': 'Worst first' },
	/** "Value 3 · 11 nodes examined of 13 · leaves evaluated: 3, 12, 8…". */
	summary: (value: string, examined: number, total: number) =>
		`Value ${value} · ${int(examined)} of ${int(total)} ${total === 1 ? 'node' : 'nodes'} examined`,
	/** The leaves named (the first few) and how many more there are, left unnamed (0: none). */
	evaluatedLeaves: (leaves: readonly string[], more: number) =>
		`Leaves evaluated: ${leaves.join(', ')}${more > 0 ? ` and ${int(more)} more` : ''}`,
	prunedLeaves: (leaves: readonly string[], more: number) =>
		`Never evaluated: ${leaves.length + more === 1 ? 'leaf' : 'leaves'} ${more > 0 ? `${leaves.join(', ')} and ${int(more)} more` : list(leaves)}`,
	noPruned: 'No leaf pruned',
	/**
	 * The step-through moved up after an option change: the new search never reaches node `shown`
	 * (pruned, or under a cutoff), so it shows `ancestor`, the nearest node on the way to it.
	 */
	movedUp: (shown: string, ancestor: string) =>
		`With these options the search never reaches node ${shown}, shown before: here is its nearest ancestor in this search, node ${ancestor}.`,
	/** The picture. */
	pictureLabel: 'The tree',
	nodeLabel: (p: TreeNodeLabel) =>
		[
			p.kind === 'leaf' ? `Leaf ${p.name}` : `${p.name}: ${kindWord[p.kind]}`,
			p.value !== null && p.kind !== 'leaf' ? `value ${p.value}` : '',
			p.window ? `window ${p.window}` : '',
			p.current ? 'current step' : '',
			p.pruned ? 'pruned' : '',
			p.marked ? 'marked pruned' : ''
		]
			.filter(Boolean)
			.join(', '),
	tooBig: (nodes: number) =>
		`This tree has ${int(nodes)} nodes: too many to draw. The value, the counts and the steps are below.`,
	/** The step dock. */
	callStack: 'Call stack',
	frame: (name: string, kind: 'max' | 'min' | 'chance' | 'leaf') =>
		`${name} (${kind === 'leaf' ? 'leaf' : kind.toUpperCase()})`,
	window: (alpha: string, beta: string) => `[α, β] = [${alpha}, ${beta}]`,
	best: (value: string) => `best so far ${value}`,
	/** A chance node's frame: the probability-weighted sum of the children returned so far. */
	sumSoFar: (value: string) => `weighted sum so far ${value}`,
	noBest: 'no child returned yet',
	negamaxSign: (sign: 1 | -1): string => (sign > 0 ? 'sign +1' : 'sign −1'),
	/** Export. */
	exportLabel: 'Export',
	exportText: 'Text',
	exportSvg: 'SVG',
	exportPng: 'PNG',
	exportLatex: 'LaTeX',
	exportLatexSolution: 'LaTeX with solution',
	/** SVG or PNG asked for a tree too large to draw (`nodes` nodes): no picture, what to use instead. */
	exportNoPicture: (nodes: number) =>
		`No SVG or PNG: this tree of ${int(nodes)} nodes is too large to draw, so there is no picture to save. Text and LaTeX save the whole tree.`,
	copyLink: 'Copy link',
	linkCopied: 'Link copied.',
	print: 'Print',
	/** The phone's tabs. */
	tabsLabel: 'Views',
	tabEdit: 'Edit',
	tabTree: 'Tree',
	tabSteps: 'Steps',
	/** Practice on trees. */
	practice: {
		heading: 'Practice on trees',
		open: 'Practice on trees',
		intro: 'Five random trees from a seed, checked against the recorded search.',
		kinds: {
			'pruned-leaves': {
				title: 'Which leaves are pruned?',
				task: 'Alpha-beta searches this tree left to right. Click every leaf it never evaluates, then Check.'
			},
			'node-values': {
				title: 'The value of every node',
				task: 'Type the value of every inner node, then Check.'
			},
			windows: {
				title: 'Alpha and beta at every node when it returns',
				task: 'Under alpha-beta, type alpha, beta and the value of every node it examines, when it returns (a value that is only a bound as >= 6 or <= 2). Leave the nodes it never examines empty.'
			},
			'move-order': {
				title: 'The best move order',
				task: 'Reorder the children (drag, or Alt+← / Alt+→) so that alpha-beta prunes the most, then Check.'
			}
		} satisfies Record<TreePracticeKindId, { title: string; task: string }>,
		question: (n: number, of: number) => `Question ${n} of ${of}`,
		score: (correct: number, attempted: number) => `Score: ${int(correct)} of ${int(attempted)}`,
		check: 'Check',
		next: 'Next question',
		again: 'Try again',
		setLink: 'Link to this set',
		leave: 'Back to the editor',
		correct: 'Right!',
		valueOf: (name: string) => `Value of ${name}`,
		alphaOf: (name: string) => `Alpha at ${name}`,
		betaOf: (name: string) => `Beta at ${name}`,
		onlyBound: 'Type >= v or <= v where the node only has a bound.',
		done: (correct: number, of: number) => `Set finished: ${int(correct)} of ${int(of)} right.`,
		/** "2 of 3 right." before the mistakes. */
		partsRight: (right: number, total: number) => `${int(right)} of ${int(total)} right.`,
		orderTask: 'Children in search order'
	},
	/** The tree lessons. */
	lessons: {
		menuHeading: 'Trees',
		titles: {
			'alpha-beta-by-hand': 'Alpha-beta by hand: the textbook tree',
			expectimax: 'Chance: expectimax'
		},
		summaries: {
			'alpha-beta-by-hand':
				'Russell and Norvig’s Figure 5.2, step by step: the window, the cutoff at C, the leaves never evaluated.',
			expectimax: 'Chance nodes take the weighted average of their children.'
		},
		slide: (n: number, of: number) => `Slide ${n} of ${of}`,
		previous: 'Previous slide',
		next: 'Next slide',
		leave: 'Leave the lesson',
		/** "4 and 6". */
		list,
		narrations: {
			'alpha-beta-by-hand': [
				(v: Record<string, string>) =>
					`Figure 5.2: MAX at the root A chooses among B, C and D, where MIN replies. Alpha-beta starts at A with the window ${v.window}.`,
				(v: Record<string, string>) =>
					`B is searched first: its leaves 3, 12 and 8 are all evaluated and MIN takes the smallest, so B returns ${v.value}.`,
				(v: Record<string, string>) =>
					`Back at A: MAX can now get at least ${v.alpha}, so alpha = ${v.alpha}. C is searched with the window ${v.window}.`,
				(v: Record<string, string>) =>
					`C's first leaf is ${v.first}: MIN can hold C to ${v.first} or less, worse for MAX than B's ${v.b}. ${v.cutoff}`,
				(v: Record<string, string>) =>
					`D's leaves ${v.leaves} are all evaluated: D returns ${v.value}, less than 3.`,
				(v: Record<string, string>) =>
					`A = ${v.value}, by B. Alpha-beta examined ${v.examined} of the ${v.total} nodes; the leaves ${v.pruned} were never evaluated.`
			],
			expectimax: [
				(v: Record<string, string>) =>
					`MAX at A chooses among B, C and D; each is a chance node (a die, a coin) whose children are equally likely. ${v.count} nodes.`,
				(v: Record<string, string>) =>
					`A chance node takes the weighted average of its children: B = ${v.formula}.`,
				(v: Record<string, string>) => `Likewise C = ${v.c} and D = ${v.d}.`,
				(v: Record<string, string>) =>
					`MAX takes the largest average: A = ${v.value}, by B. Expectimax examines every node (${v.examined}): a chance node needs all its children.`
			]
		}
	}
};
