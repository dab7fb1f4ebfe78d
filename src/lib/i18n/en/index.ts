/**
 * Every user-visible string of the product, in English, made for one cell writer (numbers 1-9 or
 * coordinates a1-c3). English is the source of the catalogue's type: `Messages` (../messages.ts) is
 * the type `makeEn` returns. Another language is one more module annotated with `Messages`
 * (registered in ../languages.ts).
 */
import type { Mark, SearchOptions } from '$lib/engine';
import { workspaceEn } from './workspace';
import { makeMctsPageEn } from './mcts-page';
import { makeReviewEn, reviewUrlErrorsEn } from './review';
import { treePageEn } from './tree-page';
import { moveWriter, numberCell } from '../cells';
import { classroomEn, stepNamesEn } from './classroom';
import { liveStartEn } from './live-start';
import { makeCoachEn } from './coach';
import { positionErrorsEn, urlErrorsEn } from './errors';
import { gameUrlErrorsEn, makeGameEn } from './game';
import { glossaryEn } from './glossary';
import { lessonsEn } from './lessons';
import type { CellWriter, MoveWriter, NodeLabelParts, SearchedMove } from '../messages';
import { formatEn, numbersEn } from './numbers';
import { pseudoCodeEn } from './pseudo-code';
import { makeStatusEn } from './status';
import { makeStepsEn } from './steps';
import { makeTechniquesEn } from './techniques';
import { makeWholeTreeEn } from './whole-tree';

const { integer, milliseconds, compact } = numbersEn;

/**
 * The English catalogue with cells written by `cell` ("5" or "b2"); with `columns` (Connect Four's
 * width), moves are named by their column ("column 4") in the status, candidates, tree and steps;
 * with `move` (ultimate tic-tac-toe: "board 5, cell 3"), moves are named by it instead.
 */
export function makeEn(
	cell: CellWriter,
	columns: number | null = null,
	move: MoveWriter | null = null
) {
	const cellName = move ?? moveWriter(cell, columns, 'cell', 'column');
	const shortMove = (c: number) => (columns === null ? cell(c) : cellName(c));
	return {
		/** The page's workspace layout (./workspace.ts). */
		workspace: workspaceEn,
		/** Monte Carlo tree search on the page (./mcts-page-messages.ts). */
		mctsPage: makeMctsPageEn(cellName),
		/** The game review. */
		review: makeReviewEn(cellName, shortMove),
		/** The tree page (./tree-page-messages.ts). */
		treePage: treePageEn,
		/** The language menu's label, in this language: "Language". */
		languageLabel: 'Language',
		/**
		 * Said under the language menu when the chosen language's catalogue could not be loaded (the
		 * language on screen stays); `name` is that language's own name ("Français").
		 */
		languageLoadFailed: (name: string) =>
			`${name} could not be loaded: the page's files are out of reach (offline, or the server has stopped). Reload the page to try again.`,
		/** The field's terms in this language (glossary.ts). */
		glossary: glossaryEn,
		/** Its number separators, and the writers built on them. */
		format: formatEn,
		numbers: numbersEn,
		appTitle: 'Minimax Lab',
		tagline: 'Watch an unbeatable tic-tac-toe AI think: minimax, alpha-beta and its search tree.',
		gameRegion: 'Game',
		/**
		 * The error page's sentence for an HTTP-like `status` (404: no such page). SvelteKit's own
		 * message ("Not Found") is English only, so it is not repeated.
		 */
		notFound: (status: number) =>
			status === 404
				? 'This page does not exist (error 404).'
				: `Something went wrong (error ${status}).`,
		backToStart: 'Back to Minimax Lab',
		board: 'Board',
		cellLabel: (index: number, mark: Mark | null) => `Cell ${cell(index)}: ${mark ?? 'empty'}`,
		ghostNote: (depth: number) => `Showing a position from the search tree (depth ${depth}).`,
		/** The main board while the step-through is not at its last step (Board.svelte). */
		searchBoard: {
			/** "Searching: depth 2, after O 6, X 9" (depth 0: the root, the game's position). */
			caption: (depth: number, moves: readonly SearchedMove[]) =>
				depth === 0
					? 'Searching: depth 0, the position before the search'
					: `Searching: depth ${depth}, after ${moves.map((m) => `${m.mark} ${shortMove(m.cell)}`).join(', ')}`,
			/** Why a click on a cell does nothing now. */
			notPlayable: 'The board shows a position of the search: its cells cannot be played now.',
			/** The button that returns the step-through to its last step: "Back to game". */
			back: 'Back to game'
		},
		/** Connect Four's legend of the disc colours, with the display symbols. */
		discLegend: (x: string, o: string) => `Yellow discs: ${x}; red discs: ${o}.`,
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
		status: makeStatusEn(cell, cellName),
		options: {
			legend: 'Search options',
			alphaBeta: 'Alpha-beta pruning',
			depthPenalty: 'Depth penalty',
			moveOrder: 'Move order',
			/** The index move order for a game of `count` moves (cells, or Connect Four's columns). */
			orderIndex: (count: number) => `index (1 to ${count})`,
			orderCenter: 'centre first',
			keptMove: 'The game keeps the move already played; the tree shows the new search.'
		},
		candidates: {
			caption: 'Candidate moves',
			/** The move column's header: "Cell" on the grids, "Move" in Connect Four. */
			cell: columns === null ? 'Cell' : 'Move',
			/** A row's move: "5" (the cell) on the grids, "Column 4" in Connect Four. */
			move: (c: number) => (columns === null ? cell(c) : `Column ${(c % columns) + 1}`),
			/**
			 * A score before the last change of search options, written before the score after it:
			 * "10 → " (the cell then reads "10 → 9").
			 */
			before: (score: string) => `${score} → `,
			/** The note under the table while it shows the change. */
			changeNote: 'Scores before → after the last change of search options.',
			score: 'Score',
			chosen: 'Chosen',
			chosenYes: 'chosen',
			none: 'No decision yet: the computer has not moved.',
			finished: 'The game is over: there is no move to choose.'
		},
		tree: {
			heading: 'Search tree',
			summary: (nodes: number, ms: number, move: number | null, value: number) =>
				`${integer(nodes)} ${nodes === 1 ? 'node' : 'nodes'} examined in ${milliseconds(ms)}` +
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
			/** The empty tree panel between two people, without the analysis: how to get a tree. */
			emptyPeople:
				'Two people are playing: tick Analysis in the game settings to see the search tree of the side to move after every move.',
			zoomIn: 'Zoom in',
			zoomOut: 'Zoom out',
			fit: 'Fit',
			/** The accessible name of a picture's zoom buttons. */
			zoomGroup: 'Zoom',
			/** A fold's stub, where `levels` levels of the path to a deep focus are folded: its text. */
			foldedLevels: (levels: number) => `+${levels} ${levels === 1 ? 'level' : 'levels'}`,
			/** The fold stub's accessible name. */
			foldedName: (levels: number) =>
				`${levels} ${levels === 1 ? 'level' : 'levels'} of the path from the root folded here, so that the root and the current node fit in the picture`,
			legend: {
				max: '▲ maximizer (the computer to move)',
				min: '▼ minimizer (the opponent to move)',
				pv: 'principal variation',
				pruned: 'pruned (cut off, never searched)',
				best: '★ best child so far (while stepping)',
				window: '[alpha, beta] window on the current path',
				highlighted: 'highlighted node'
			},
			nodeLabel: (parts: NodeLabelParts) =>
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
								`${compact(parts.hidden)} ${parts.hidden === 1 ? 'node' : 'nodes'} hidden${parts.hidden >= 1000 ? ` (${integer(parts.hidden)})` : ''}, press Enter to expand`
							: '',
					// The ring drawn around a highlighted node, said in words.
					parts.highlighted ? 'highlighted' : ''
				]
					.filter(Boolean)
					.join(', '),
			hiddenBadge: (n: number) => `+${compact(n)}`,
			prunedLabel: (cells: readonly number[]) => `pruned: ${cells.map(shortMove).join(', ')}`,
			navHint: 'Drag to pan, wheel to zoom. Click a node with + to expand it.'
		},
		wholeTree: makeWholeTreeEn(cell, cellName, columns),
		stepper: {
			heading: 'Step through the search',
			...stepNamesEn,
			play: 'Play',
			pause: 'Pause',
			speed: 'Speed',
			speedOption: (n: number) => `${n} step${n === 1 ? '' : 's'}/s`,
			slider: 'Step',
			/** "Step k+1 of n" for the 0-based step k. */
			position: (k: number, n: number) => `Step ${integer(k + 1)} of ${integer(n)}`,
			/** A button's tooltip: its name and its key (as step-keys.ts writes it: "→", "I", "Home"). */
			shortcut: (name: string, key: string) => `${name} (shortcut: ${key})`,
			pseudoCode: 'Pseudo-code',
			callStack: 'Call stack',
			frame: (move: number | null, depth: number) =>
				move === null ? `root, depth 0` : `${cellName(move)}, depth ${depth}`,
			window: (alpha: string, beta: string) => `window [${alpha}, ${beta}]`,
			best: (best: string) => `best so far ${best}`,
			noBest: 'no child returned yet',
			startHint:
				'Press Go to start, then Step forward (→) to watch the search from the first node.',
			/**
			 * The narration's note after an option change when the new search does not reach the node shown
			 * before: `moves` lead to that node, the first `kept` of them to the ancestor shown now.
			 */
			movedUp: (moves: readonly SearchedMove[], kept: number) => {
				const after = (n: number) =>
					n === 0
						? 'the root'
						: `after ${moves
								.slice(0, n)
								.map((m) => `${m.mark} ${shortMove(m.cell)}`)
								.join(', ')}`;
				return `With these options the search never reaches the position shown before (${after(moves.length)}): here is its nearest ancestor in this tree (${after(kept)}).`;
			}
		},
		steps: makeStepsEn(cell, cellName, columns),
		/** The words of the pseudo-code panel (src/lib/stepper/pseudocode.ts keeps its line structure). */
		pseudoCode: pseudoCodeEn,
		timeline: {
			heading: 'Game timeline',
			empty: 'No move has been played yet in this game.'
		},
		game: makeGameEn(cell, cellName),
		urlErrors: { ...urlErrorsEn, ...gameUrlErrorsEn, ...reviewUrlErrorsEn },
		positionErrors: positionErrorsEn,
		// The Coach names cells as the board does; the practice page keeps numbers.
		practice: {
			/** The main page's button to the practice page (its own words: ../practice-page-words.ts). */
			open: 'Practice',
			coach: makeCoachEn(cell)
		},
		/** Guided lessons: menu, slide controls, narrations (./lessons-messages.ts). */
		lessons: lessonsEn,
		/** Presenter mode, compare, proof, editor, share and export (./classroom.ts). */
		classroom: classroomEn,
		/** The live class: the teacher's join strip, the join page, the student's bar (./live-messages.ts). */
		live: liveStartEn,
		/** Transposition table, depth limit, iterative deepening, node budget (./techniques.ts). */
		techniques: makeTechniquesEn(cell, cellName)
	};
}

/** The English catalogue with cells numbered 1-9. */
export const en = makeEn(numberCell);
