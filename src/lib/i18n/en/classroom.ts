/** The classroom's strings in English (`classroom` of the catalogue). */
import type { OpeningKind, Setting, TaskPhase, TraceCut } from '$lib/classroom';
import type { Mark, Outcome } from '$lib/engine';
import { numbersEn } from './numbers';
import { stepsEn } from './steps';

const { integer, decimal } = numbersEn;
const list = stepsEn.list;
const cellName = (c: number) => `cell ${c + 1}`;
const settingNames: Record<Setting, string> = {
	minimax: 'Plain minimax',
	'alpha-beta': 'Alpha-beta',
	'center-first': 'Alpha-beta, centre first'
};
const phases = { proof: 'Proof', compare: 'Searches', search: 'Search' } as const;

/** The step buttons' names, the same in the stepper and in the shortcuts' help. */
export const stepNamesEn = {
	forward: 'Step forward',
	back: 'Step back',
	into: 'Step into',
	over: 'Step over',
	out: 'Step out',
	start: 'Go to start',
	end: 'Go to end',
	nextCutoff: 'Next cutoff',
	previousCutoff: 'Previous cutoff'
};

/** What a shortcut does, by its id; ids without an entry show the id. */
const shortcutNames: Readonly<Record<string, string>> = {
	'next-slide': 'Next slide',
	'previous-slide': 'Previous slide',
	'exit-lesson': 'Exit lesson',
	presenter: 'Presenter mode on or off',
	help: 'Show these shortcuts',
	'exit-presenter': 'Leave presenter mode',
	...stepNamesEn,
	togglePlay: 'Play or pause'
};

export const classroomEn = {
	barLabel: 'Classroom',
	lessons: 'Lessons',
	presenter: 'Presenter mode',
	compare: 'Compare settings',
	prove: 'Prove it',
	edit: 'Edit position',
	copyLink: 'Copy link',
	linkLabel: 'Link to what is on screen',
	linkCopied: 'Link copied to the clipboard.',
	linkNotCopied: 'The browser did not allow copying: select the link and copy it.',
	close: 'Close',
	cancel: 'Cancel',
	/** Progress of a computation: "Proof: 12 of 36 jobs". */
	progress: (phase: TaskPhase, done: number, total: number) =>
		phase === 'search' && total <= 1
			? 'Searching…'
			: `${phases[phase]}: ${integer(done)} of ${integer(total)} done`,
	failed: (message: string) => `The computation failed: ${message}`,
	help: {
		heading: 'Keyboard shortcuts',
		key: 'Key',
		action: 'What it does',
		close: 'Close',
		names: shortcutNames
	},
	compareSettings: {
		heading: 'Compare search settings',
		/** Which position the figures are for. */
		caption: (position: string, toMove: Mark) =>
			`Node count and root value for ${position}, ${toMove} to move`,
		finished: 'This position is finished: every search examines the root only.',
		setting: settingNames,
		depthPenalty: 'Depth penalty',
		penaltyOn: 'on',
		penaltyOff: 'off',
		nodes: 'Nodes',
		value: 'Root value',
		move: 'Move',
		fewer: 'Times fewer than plain minimax',
		/** A ratio to plain minimax: "30.1×". */
		ratio: (fewer: number) => `${decimal(fewer, 1)}×`,
		/** The chart's accessible name. */
		chartLabel: 'Bar chart of the node counts, log scale',
		/** The axis: "Nodes examined (log scale)". */
		axis: 'Nodes examined (log scale)',
		/** A bar's label: "minimax, depth penalty on: 549,946 nodes". */
		bar: (setting: Setting, depthPenalty: boolean, nodes: number) =>
			`${settingNames[setting]}, depth penalty ${depthPenalty ? 'on' : 'off'}: ${integer(nodes)} ${nodes === 1 ? 'node' : 'nodes'}`,
		openingsCaption: (depthPenalty: boolean) =>
			`After each first move: the reply's node count (depth penalty ${depthPenalty ? 'on' : 'off'})`,
		opening: 'First move',
		openingName: (cell: number, kind: OpeningKind) => `${cellName(cell)} (${kind})`,
		/** The board is no longer the position compared. */
		stale: 'The board has changed since: these figures are for the position above.',
		again: 'Compare the board now',
		/** The MCTS row's name: "Monte Carlo tree search, 1,000 iterations, seed 0". */
		mctsSetting: (iterations: number, seed: number) =>
			`Monte Carlo tree search, ${integer(iterations)} iterations, seed ${seed}`,
		/** The MCTS row's depth penalty cell: MCTS has none. */
		mctsNoPenalty: 'none',
		/** The MCTS row's value cell: the move's win rate, "win rate 0.612" (null: no move). */
		mctsWinRate: (rate: number | null) => (rate === null ? '–' : `win rate ${decimal(rate, 3)}`),
		/** Under the table: its work, tree nodes, playout moves and time. */
		mctsWork: (treeNodes: number, playoutMoves: number, ms: number, iterations: number) =>
			`Monte Carlo tree search, ${integer(iterations)} iterations: ${integer(treeNodes)} tree nodes (its Nodes column) and ${integer(playoutMoves)} moves of random playouts, in ${numbersEn.milliseconds(ms)}. Its move is the most visited one; its value is that move's win rate (draws count ½), an estimate, not the minimax value.`
	},
	proof: {
		heading: 'The proof: the computer never loses',
		intro:
			'The human tries every legal move at every turn; the computer answers with its one best move. Whoever starts plays X.',
		/** Said above the proof while another game than 3x3 is on the board. */
		only3x3: 'This proof is about tic-tac-toe 3x3, whatever game is on the board.',
		run: (depthPenalty: boolean): string =>
			depthPenalty ? 'With the depth penalty' : 'Without the depth penalty',
		starter: (starter: 'human' | 'ai'): string =>
			starter === 'human' ? 'Human first' : 'Computer first',
		games: 'Games',
		aiWins: 'Computer wins',
		humanWins: 'Human wins',
		draws: 'Draws',
		/** "188 on ply 6, 198 on ply 8" (or "none"). */
		byPly: (counts: readonly { ply: number; count: number }[]) =>
			counts.length ? list(counts.map((c) => `${integer(c.count)} on ply ${c.ply}`)) : 'none',
		total: (games: number) => `${integer(games)} games in all`,
		/** Whether the human ever wins, over every game of the proof. */
		verdict: (humanEverWins: boolean, games: number, humanWins: number) =>
			humanEverWins
				? `The human wins ${integer(humanWins)} of the ${integer(games)} games: the computer can be beaten.`
				: `The human wins none of the ${integer(games)} games: the computer never loses.`,
		listLabel: 'Games',
		filterRun: 'Depth penalty',
		filterStarter: 'Who starts',
		/** One game of the list: its number, moves (cells 0-8) and how it ended. */
		gameName: (n: number, moves: readonly number[], outcome: Outcome) =>
			`Game ${integer(n)}: ${moves.map((c) => c + 1).join(' ')} — ${outcome === 'draw' ? 'draw' : `${outcome} wins`} on ply ${moves.length}`,
		replayHeading: (n: number) => `Game ${integer(n)}, move by move`,
		/** One move of a replayed game; `ai`: the computer's move (its decision can be opened). */
		move: (ply: number, mark: Mark, cell: number, ai: boolean) =>
			`Ply ${ply}: ${ai ? 'the computer' : 'the human'} (${mark}) plays ${cellName(cell)}`,
		showDecision: 'Show the computer’s decision',
		showEnd: 'Show the final position'
	},
	editor: {
		heading: 'Position editor',
		boardLabel: 'Position editor board',
		/** Said instead of the editor while another game than 3x3 is on the board. */
		only3x3:
			'The position editor works on the 3x3 board: choose “Tic-tac-toe 3x3” in the game settings to use it.',
		hint: 'Click a cell to cycle it: empty, X, O.',
		side: 'Side to move',
		sideAuto: 'from the counts',
		/** The position is valid: its notation and side to move. */
		valid: (notation: string, toMove: Mark) => `Valid position ${notation}: ${toMove} to move.`,
		finished: (outcome: Outcome) =>
			outcome === 'draw' ? 'The game is over: a draw.' : `The game is over: ${outcome} has won.`,
		letComputerMove: 'Let the computer move',
		playFromHere: 'Play from here',
		copyLink: 'Copy link',
		clear: 'Empty the board'
	},
	export: {
		label: 'Export',
		svg: 'Download SVG',
		png: 'Download PNG',
		trace: 'Download trace (JSON)',
		/**
		 * After a download of a trace that holds `cut.nodes` of the search's `cut.of` nodes: cut at its
		 * limit (TRACE_MAX_NODES), or by the search's record (`recorded`), or both.
		 */
		traceCut: ({ nodes, of, recorded, limit }: TraceCut) => {
			const n = numbersEn.integer;
			const record =
				recorded === undefined ? '' : `, of which its record keeps the first ${n(recorded)}`;
			const why = limit === undefined ? 'all the record holds' : 'the most a trace holds';
			return `The search has ${n(of)} nodes${record}: the trace file holds the first ${n(nodes)}, ${why} (its "cut" field says so).`;
		},
		/** The trace could not be built: the worker's `message`. */
		traceFailed: (message: string) => `The trace could not be built: ${message}`,
		nothing: 'There is no tree to export yet.'
	}
};
