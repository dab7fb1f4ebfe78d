/**
 * Every user-visible string of the page, in English. A French module with the same shape can follow:
 * components read strings only through this object (via `t` in ./index.ts).
 */
import type { Mark, Outcome, SearchOptions } from '$lib/engine';
import { compact, thousands } from './format';
import { wholeTreeEn } from './whole-tree.en';

const cellName = (cell: number) => `cell ${cell + 1}`;

export const en = {
	appTitle: 'Minimax Lab',
	tagline: 'Watch an unbeatable tic-tac-toe AI think: minimax, alpha-beta and its search tree.',
	board: 'Board',
	cellLabel: (cell: number, mark: Mark | null) => `Cell ${cell + 1}: ${mark ?? 'empty'}`,
	ghostNote: (depth: number) => `Showing a position from the search tree (depth ${depth}).`,
	newGameHumanFirst: 'New game: you start',
	newGameComputerFirst: 'New game: computer starts',
	positionsMenu: 'Positions',
	positionsPlaceholder: 'Open a position…',
	positionNames: {
		empty: 'Empty board: the computer plays X and starts',
		depthPenalty: 'XOX/.O./X.. — the depth penalty matters',
		winNow: 'XX./OO./... — win now rather than block',
		winNowO: 'XX./OO./... o — the depth penalty makes O win at once'
	} as Record<string, string>,
	status: {
		yourTurn: (human: Mark) => `Your turn: you play ${human}.`,
		thinking: (ai: Mark) => `The computer (${ai}) is thinking…`,
		computerPlayed: (ai: Mark, cell: number) => `The computer (${ai}) played ${cellName(cell)}.`,
		result: (outcome: Outcome, human: Mark) =>
			outcome === 'draw'
				? 'Game over: a draw.'
				: outcome === human
					? `Game over: you win with ${outcome}!`
					: `Game over: the computer wins with ${outcome}.`,
		finishedPosition: (outcome: Outcome) =>
			outcome === 'draw'
				? 'This position is finished: a draw.'
				: `This position is finished: ${outcome} has won.`,
		line: (cells: readonly number[]) =>
			`Winning line: cells ${cells.map((c) => c + 1).join(', ')}.`,
		error: (message: string) => `The search failed: ${message}`
	},
	options: {
		legend: 'Search options',
		alphaBeta: 'Alpha-beta pruning',
		depthPenalty: 'Depth penalty',
		moveOrder: 'Move order',
		orderIndex: 'index (1 to 9)',
		orderCenter: 'centre first',
		keptMove: 'The game keeps the move already played; the tree shows the new search.'
	},
	candidates: {
		caption: 'Candidate moves',
		cell: 'Cell',
		score: 'Score',
		chosen: 'Chosen',
		chosenYes: 'chosen',
		none: 'No decision yet: the computer has not moved.',
		finished: 'The game is over: there is no move to choose.'
	},
	tree: {
		heading: 'Search tree',
		summary: (nodes: number, ms: number, move: number | null, value: number) =>
			`${thousands(nodes)} nodes examined in ${ms.toFixed(1)} ms` +
			(move === null ? '.' : `; best move ${cellName(move)}, minimax value ${value}.`),
		searchedWith: (o: SearchOptions) =>
			`Searched with ${o.alphaBeta ? 'alpha-beta pruning' : 'plain minimax'}, depth penalty ${o.depthPenalty ? 'on' : 'off'}, ${o.order === 'index' ? 'index' : 'centre-first'} move order.`,
		differs: 'These are not the options ticked now: choose the options again to search it anew.',
		cli: 'Reproduce on the command line:',
		viewLegend: 'Tree view',
		viewOpen: 'Open nodes',
		viewWhole: 'Whole tree',
		wholeWhileStepping:
			'The whole tree shows the finished search; the ring marks the current step. Choose Open nodes to watch the tree fill in.',
		empty: 'The search tree of the computer’s last decision appears here.',
		zoomIn: 'Zoom in',
		zoomOut: 'Zoom out',
		fit: 'Fit',
		legend: {
			max: '▲ maximizer (the computer to move)',
			min: '▼ minimizer (the opponent to move)',
			pv: 'principal variation',
			pruned: 'pruned (cut off, never searched)',
			best: '★ best child so far (while stepping)',
			window: '[alpha, beta] window on the current path',
			highlighted: 'highlighted node'
		},
		nodeLabel: (parts: {
			move: number | null;
			depth: number;
			score: string;
			maximizing: boolean;
			hidden: number;
			outcome: Outcome | null;
		}) =>
			[
				parts.move === null ? 'Root' : `Move ${cellName(parts.move)}`,
				`depth ${parts.depth}`,
				parts.maximizing ? 'maximizer' : 'minimizer',
				`score ${parts.score}`,
				parts.outcome
					? parts.outcome === 'draw'
						? 'draw'
						: `${parts.outcome} wins`
					: parts.hidden > 0
						? // The visible "+N" badge's number first (WCAG 2.5.3), then the exact count if it differs.
							`${compact(parts.hidden)} nodes hidden${parts.hidden >= 1000 ? ` (${thousands(parts.hidden)})` : ''}, press Enter to expand`
						: ''
			]
				.filter(Boolean)
				.join(', '),
		hiddenBadge: (n: number) => `+${compact(n)}`,
		prunedLabel: (cells: readonly number[]) => `pruned: ${cells.map((c) => c + 1).join(', ')}`,
		navHint: 'Drag to pan, wheel to zoom. Click a node with + to expand it.'
	},
	wholeTree: wholeTreeEn,
	gameRegion: 'Game',
	notFound: (status: number, message: string) =>
		`This page does not exist (${status}${message ? `: ${message}` : ''}).`,
	backToStart: 'Back to Minimax Lab',
	stepper: {
		heading: 'Step through the search',
		forward: 'Step forward',
		back: 'Step back',
		into: 'Step into',
		over: 'Step over',
		out: 'Step out',
		start: 'Go to start',
		end: 'Go to end',
		play: 'Play',
		pause: 'Pause',
		speed: 'Speed',
		speedOption: (n: number) => `${n} step${n === 1 ? '' : 's'}/s`,
		slider: 'Step',
		position: (k: number, n: number) => `Step ${thousands(k + 1)} of ${thousands(n)}`,
		shortcut: (name: string, key: string) => `${name} (shortcut: ${key})`,
		pseudoCode: 'Pseudo-code',
		callStack: 'Call stack',
		frame: (move: number | null, depth: number) =>
			move === null ? `root, depth 0` : `cell ${move + 1}, depth ${depth}`,
		window: (alpha: string, beta: string) => `window [${alpha}, ${beta}]`,
		best: (best: string) => `best so far ${best}`,
		noBest: 'no child returned yet',
		startHint: 'Press Go to start, then Step forward (→) to watch the search from the first node.'
	},
	timeline: {
		heading: 'Game timeline',
		entry: (ply: number, cell: number) => `Ply ${ply}: computer played cell ${cell + 1}`,
		empty: 'The computer has not moved yet in this game.'
	},
	urlErrors: {
		malformed: (hash: string) =>
			`The link "${hash}" cannot be read: it has a malformed % escape. Showing a new game instead.`,
		position: (text: string, message: string) =>
			`The position "${text}" in the link is not valid: ${message} Showing a new game instead.`,
		flag: (name: string, value: string) =>
			`The link's "${name}=${value}" is not valid: use 0 or 1. Using the default.`,
		view: (value: string) =>
			`The link's "view=${value}" is not valid: use open or whole. Showing the open nodes.`,
		order: (value: string) =>
			`The link's "order=${value}" is not valid: use index or center. Using index.`
	}
};

/** The shape every language module must have. */
export type Messages = typeof en;
