/**
 * The classroom's catalogue sections: the classroom bar, "Copy link", progress of the
 * worker's computations, the "?" list of keys, compare settings, the proof, the position editor and
 * the export buttons (`classroom` of Messages); lessons are in lessons-messages.ts. Values arrive as
 * plain numbers, marks and codes (cells 0-8), so this file imports nothing but engine types.
 */
import type { Mark, Outcome } from '$lib/engine';
import type { OpeningKind, Setting, TraceCut } from '$lib/classroom';
import type { TaskPhase } from '$lib/classroom';

export interface CompareMessages {
	heading: string;
	/** Which position the figures are for. */
	caption(position: string, toMove: Mark): string;
	finished: string;
	setting: Record<Setting, string>;
	depthPenalty: string;
	penaltyOn: string;
	penaltyOff: string;
	nodes: string;
	value: string;
	move: string;
	fewer: string;
	/** A ratio to plain minimax: "30.1×". */
	ratio(fewer: number): string;
	/** The chart's accessible name. */
	chartLabel: string;
	/** The axis: "Nodes examined (log scale)". */
	axis: string;
	/** A bar's label: "minimax, depth penalty on: 549,946 nodes". */
	bar(setting: Setting, depthPenalty: boolean, nodes: number): string;
	openingsCaption(depthPenalty: boolean): string;
	opening: string;
	openingName(cell: number, kind: OpeningKind): string;
	/** The board is no longer the position compared. */
	stale: string;
	again: string;
	/** The MCTS row's name: "Monte Carlo tree search, 1,000 iterations, seed 0". */
	mctsSetting(iterations: number, seed: number): string;
	/** The MCTS row's depth penalty cell: MCTS has none. */
	mctsNoPenalty: string;
	/** The MCTS row's value cell: the move's win rate, "win rate 0.612" (null: no move). */
	mctsWinRate(rate: number | null): string;
	/** Under the table: its work, tree nodes, playout moves and time. */
	mctsWork(treeNodes: number, playoutMoves: number, ms: number, iterations: number): string;
}

export interface ProofMessages {
	heading: string;
	intro: string;
	/** Said above the proof while another game than 3x3 is on the board. */
	only3x3: string;
	run(depthPenalty: boolean): string;
	starter(starter: 'human' | 'ai'): string;
	games: string;
	aiWins: string;
	humanWins: string;
	draws: string;
	/** "188 on ply 6, 198 on ply 8" (or "none"). */
	byPly(counts: readonly { ply: number; count: number }[]): string;
	total(games: number): string;
	/** Whether the human ever wins, over every game of the proof. */
	verdict(humanEverWins: boolean, games: number, humanWins: number): string;
	listLabel: string;
	filterRun: string;
	filterStarter: string;
	/** One game of the list: its number, moves (cells 0-8) and how it ended. */
	gameName(n: number, moves: readonly number[], outcome: Outcome): string;
	replayHeading(n: number): string;
	/** One move of a replayed game; `ai`: the computer's move (its decision can be opened). */
	move(ply: number, mark: Mark, cell: number, ai: boolean): string;
	showDecision: string;
	showEnd: string;
}

export interface EditorMessages {
	heading: string;
	boardLabel: string;
	/** Said instead of the editor while another game than 3x3 is on the board. */
	only3x3: string;
	hint: string;
	side: string;
	sideAuto: string;
	/** The position is valid: its notation and side to move. */
	valid(notation: string, toMove: Mark): string;
	finished(outcome: Outcome): string;
	letComputerMove: string;
	playFromHere: string;
	copyLink: string;
	clear: string;
}

export interface ExportMessages {
	label: string;
	svg: string;
	png: string;
	trace: string;
	/**
	 * After a download of a trace that holds `cut.nodes` of the search's `cut.of` nodes: cut at its
	 * limit (TRACE_MAX_NODES), or by the search's record (`recorded`), or both.
	 */
	traceCut(cut: TraceCut): string;
	/** The trace could not be built: the worker's `message`. */
	traceFailed(message: string): string;
	nothing: string;
}

export interface HelpMessages {
	heading: string;
	key: string;
	action: string;
	close: string;
	/** What a shortcut does, by its id; ids without an entry show the id. */
	names: Readonly<Record<string, string>>;
}

export interface ClassroomMessages {
	barLabel: string;
	lessons: string;
	presenter: string;
	compare: string;
	prove: string;
	edit: string;
	copyLink: string;
	linkLabel: string;
	linkCopied: string;
	linkNotCopied: string;
	close: string;
	cancel: string;
	/** Progress of a computation: "Proof: 12 of 36 jobs". */
	progress(phase: TaskPhase, done: number, total: number): string;
	failed(message: string): string;
	help: HelpMessages;
	compareSettings: CompareMessages;
	proof: ProofMessages;
	editor: EditorMessages;
	export: ExportMessages;
}
