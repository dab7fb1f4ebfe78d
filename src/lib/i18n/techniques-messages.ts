/**
 * The search techniques on the page (docs/conventions.md, "Transposition table", "Depth limit",
 * "Iterative deepening", "Node budget"): the options, the notes under the tree, the iterations of
 * iterative deepening, cancelling, the tree's table hits and horizon leaves, and the steps and
 * pseudo-code lines that explain them. One catalogue section (`techniques` in Messages).
 */
import type { SearchOptions } from '$lib/engine';

export interface TechniqueMessages {
	/** "Transposition table" (a checkbox: the name is a contract). */
	transpositionTable: string;
	/** "Depth limit" (a checkbox). */
	depthLimit: string;
	/** The label of the number input of the depth limit ("Plies"). */
	depthLimitPlies: string;
	/** "Iterative deepening" (a checkbox). */
	iterativeDeepening: string;
	/** Why a depth limit typed in the number input was refused. */
	badDepthLimit(text: string, max: number): string;
	/** The techniques a decision was searched with, a sentence after `tree.searchedWith` ('' for none). */
	searchedWith(options: SearchOptions): string;
	/** "4,520 table entries, 1,234 table hits." */
	tableSummary(entries: number, hits: number): string;
	/** "57 horizon leaves scored by the evaluation function." */
	horizonSummary(leaves: number): string;
	/** The node budget's note: "The tree shows the first N of M nodes examined." */
	truncated(kept: number, examined: number): string;
	/** The caption of the iterations table. */
	iterationsCaption: string;
	iterationHeads: { depth: string; bestMove: string; value: string; nodes: string; ms: string };
	iterationMove(move: number | null): string;
	/** Under the table: which iteration the tree shows and why the deepening stopped. */
	iterationsNote(depth: number, stoppedBy: 'complete' | 'max-depth' | 'time'): string;
	/**
	 * Under the tree when Connect Four's exact solver proved the position (engine `decide`): the
	 * verdict ("X wins in 7 moves", null winner: a draw), the solver's nodes and time, and that
	 * the move and the candidates' scores are the proof's while the tree is the recorded search's.
	 */
	proofNote(winner: 'X' | 'O' | null, moves: number, nodes: number, ms: number): string;
	/** "Cancel search" (a button while a search runs). */
	cancelSearch: string;
	searching: string;
	cancelled: string;
	/** Added to a table hit's accessible name (with its visible badge): "table hit (TT), searched at node 12". */
	tableHitLabel(link: number): string;
	/**
	 * Added to the name of the node a hovered or focused table hit links to (its dashed ring):
	 * "the table hit’s position, searched here".
	 */
	linkedLabel: string;
	/** Added to a horizon leaf's accessible name (with its visible badge): "horizon (H), heuristic value 3". */
	horizonLabel(value: number): string;
	/**
	 * After Find position's count: how many of the nodes found are table hits ('' for none), each
	 * answered from the node where the position was searched.
	 */
	foundHits(hits: number): string;
	/** Legend entries of the open-nodes tree. */
	legendTableHit: string;
	legendHorizon: string;
	/** The whole tree's colour of a subtree whose value is only an evaluation (no proven result). */
	legendHeuristic: string;
	/** The 4x4 proof demo in the comparison panel (src/lib/app/workers/proof4.ts). */
	proof4: {
		heading: string;
		intro: string;
		withTable: string;
		withoutTable: string;
		/** The confirmation before the run without the table: about `nodes` nodes. */
		confirm(nodes: number): string;
		yes: string;
		no: string;
		progress(nodes: number, expected: number, table: boolean): string;
		cancelled(table: boolean): string;
		failed(message: string): string;
		caption: string;
		heads: { run: string; value: string; nodes: string; entries: string; time: string };
		row(table: boolean): string;
		value(value: number): string;
		/** Under both results: how many times fewer nodes the table examines. */
		ratio(times: number): string;
	};
}
