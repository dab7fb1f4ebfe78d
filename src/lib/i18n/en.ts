/**
 * Every user-visible string of the product, in English: the `Messages` catalogue. Another language is
 * one more module implementing `Messages` (registered in ./index.ts).
 */
import { cliEn } from './cli.en';
import { positionErrorsEn, statusEn, urlErrorsEn } from './errors.en';
import { glossaryEn } from './glossary.en';
import { classroomEn } from './classroom.en';
import { lessonsEn } from './lessons.en';
import type { Messages } from './messages';
import { formatEn, numbersEn } from './numbers.en';
import { pseudoCodeEn } from './pseudo-code.en';
import { practiceEn } from './practice.en';
import { stepsEn } from './steps.en';
import { wholeTreeEn } from './whole-tree.en';

const { integer, milliseconds, compact } = numbersEn;
const cellName = (cell: number) => `cell ${cell + 1}`;

export const en: Messages = {
	languageName: 'English',
	languageLabel: 'Language',
	glossary: glossaryEn,
	format: formatEn,
	numbers: numbersEn,
	appTitle: 'Minimax Lab',
	tagline: 'Watch an unbeatable tic-tac-toe AI think: minimax, alpha-beta and its search tree.',
	gameRegion: 'Game',
	notFound: (status) =>
		status === 404
			? 'This page does not exist (error 404).'
			: `Something went wrong (error ${status}).`,
	backToStart: 'Back to Minimax Lab',
	board: 'Board',
	cellLabel: (cell, mark) => `Cell ${cell + 1}: ${mark ?? 'empty'}`,
	ghostNote: (depth) => `Showing a position from the search tree (depth ${depth}).`,
	newGameHumanFirst: 'New game: you start',
	newGameComputerFirst: 'New game: computer starts',
	positionsMenu: 'Positions',
	positionsPlaceholder: 'Open a position…',
	positionNames: {
		empty: 'Empty board: the computer plays X and starts',
		depthPenalty: 'XOX/.O./X.. — the depth penalty matters',
		winNow: 'XX./OO./... — win now rather than block',
		winNowO: 'XX./OO./... o — the depth penalty makes O win at once'
	},
	status: statusEn,
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
		summary: (nodes, ms, move, value) =>
			`${integer(nodes)} nodes examined in ${milliseconds(ms)}` +
			(move === null ? '.' : `; best move ${cellName(move)}, minimax value ${value}.`),
		searchedWith: (o) =>
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
		nodeLabel: (parts) =>
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
							`${compact(parts.hidden)} nodes hidden${parts.hidden >= 1000 ? ` (${integer(parts.hidden)})` : ''}, press Enter to expand`
						: ''
			]
				.filter(Boolean)
				.join(', '),
		hiddenBadge: (n) => `+${compact(n)}`,
		prunedLabel: (cells) => `pruned: ${cells.map((c) => c + 1).join(', ')}`,
		navHint: 'Drag to pan, wheel to zoom. Click a node with + to expand it.'
	},
	wholeTree: wholeTreeEn,
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
		speedOption: (n) => `${n} step${n === 1 ? '' : 's'}/s`,
		slider: 'Step',
		position: (k, n) => `Step ${integer(k + 1)} of ${integer(n)}`,
		shortcut: (name, key) => `${name} (shortcut: ${key})`,
		pseudoCode: 'Pseudo-code',
		callStack: 'Call stack',
		frame: (move, depth) => (move === null ? `root, depth 0` : `cell ${move + 1}, depth ${depth}`),
		window: (alpha, beta) => `window [${alpha}, ${beta}]`,
		best: (best) => `best so far ${best}`,
		noBest: 'no child returned yet',
		startHint: 'Press Go to start, then Step forward (→) to watch the search from the first node.'
	},
	steps: stepsEn,
	pseudoCode: pseudoCodeEn,
	timeline: {
		heading: 'Game timeline',
		entry: (ply, cell) => `Ply ${ply}: computer played cell ${cell + 1}`,
		empty: 'The computer has not moved yet in this game.'
	},
	urlErrors: urlErrorsEn,
	positionErrors: positionErrorsEn,
	cli: cliEn,
	practice: practiceEn,
	lessons: lessonsEn,
	classroom: classroomEn
};
