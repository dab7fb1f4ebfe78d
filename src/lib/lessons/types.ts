/**
 * Lessons as data: a lesson is an id and a list of slides; a slide says which
 * position to search with which options, which tree view to show, which step of the search, what
 * the view shows, which panels it uses and its narration. Everything a slide names (a step, nodes)
 * is a spec that `resolveSlide` (resolve.ts) turns into numbers against the recorded search, and a
 * narration's numbers are computed from the search, never typed in. Cells are 0-8 everywhere, on
 * the 3x3 board; a slide whose options name another game (Connect Four) shows that game's board.
 */
import type { Position, SearchOptions, SearchResult } from '../engine/index';
import type { StepIndex } from '../stepper/index';
import type { Comparison } from '../classroom/compare';
import type { FullProof } from '../classroom/proof-games';
import type { TreeViewKind } from '../visualization/view-api';
import type { Narration } from './narration';

/** The lessons, in the order of the menu; also their URL slugs (`#/lesson/<id>/<slide>`). */
export const LESSON_IDS = [
	'game-tree',
	'minimax',
	'depth-penalty',
	'win-before-block',
	'alpha-beta',
	'move-ordering',
	'proof',
	'whole-tree',
	'transpositions',
	'depth-limit',
	'connect4-solver',
	'mcts'
] as const;

/** A lesson's id. */
export type LessonId = (typeof LESSON_IDS)[number];

/**
 * A path from the root: the cells (0-8) played from the root position, in order. `[]` is the root;
 * `[3, 7]` is the node reached by the root's move 3 then the reply 7.
 */
export type CellPath = readonly number[];

/**
 * Which step of the search a slide shows (stepper/steps.ts numbers steps 0..total-1):
 * - `'start'`: step 0 (the root is entered); `'end'`: the last step (the root chooses);
 * - `{ kind: 'step', step }`: that absolute step number;
 * - `{ kind: 'enter', path }`: the node's `enter` step;
 * - `{ kind: 'evaluate', path }`: a finished game's `evaluate` step (its score);
 * - `{ kind: 'exit', path }`: the node's last step (`return`, or `choose` at the root);
 * - `{ kind: 'update', path }`: the parent's `update` step right after the node returned;
 * - `{ kind: 'cutoff', path }`: the node's `cutoff` step;
 * - `{ kind: 'first-cutoff', prunes? }`: the earliest cutoff step of the search; with
 *   `prunes: true`, the earliest one that prunes at least one move.
 */
export type StepSpec =
	| 'start'
	| 'end'
	| { readonly kind: 'step'; readonly step: number }
	| { readonly kind: 'enter' | 'evaluate' | 'exit' | 'update' | 'cutoff'; readonly path: CellPath }
	| { readonly kind: 'first-cutoff'; readonly prunes?: boolean };

/**
 * A set of nodes of the recorded search (resolved to node indices, ascending):
 * - `'root'`; `'pv'`: the principal variation; `'step'`: the node owning the slide's step;
 * - `{ kind: 'path', path }`: one node;
 * - `{ kind: 'children', path, result? }`: that node's children; with `result`, only those whose
 *   value is a win (> 0), a draw (0) or a loss (< 0) for the root's side to move;
 * - `{ kind: 'depth', depth }`: every node at that depth;
 * - `{ kind: 'leaves', outcome? }`: every finished game (of that outcome);
 * - `{ kind: 'position', notation }`: every node holding that position (its transpositions).
 */
export type NodeSpec =
	| 'root'
	| 'pv'
	| 'step'
	| { readonly kind: 'path'; readonly path: CellPath }
	| {
			readonly kind: 'children';
			readonly path: CellPath;
			readonly result?: 'win' | 'draw' | 'loss';
	  }
	| { readonly kind: 'depth'; readonly depth: number }
	| { readonly kind: 'leaves'; readonly outcome?: 'X' | 'O' | 'draw' }
	| { readonly kind: 'position'; readonly notation: string };

/**
 * What the tree view shows: the whole tree fitted, one node zoomed to (its spec must give exactly
 * one node), or a set of nodes highlighted (then fitted).
 */
export type ShowSpec =
	| { readonly fit: true }
	| { readonly zoomTo: NodeSpec }
	| { readonly highlight: readonly NodeSpec[] };

/**
 * The panels a slide uses (presenter mode shows only these):
 * board, candidate moves, search tree, step controls, pseudo-code, call stack, compare settings
 * (the table and bar chart), the per-opening table, the proof, Find position, the solver's
 * techniques chart (the Connect Four solver lesson's nodes per technique), the MCTS lesson's
 * figure (a table of the MCTS tree's root children, or the convergence chart).
 */
export type Panel =
	| 'board'
	| 'candidates'
	| 'tree'
	| 'stepper'
	| 'pseudocode'
	| 'callstack'
	| 'compare'
	| 'openings'
	| 'proof'
	| 'find'
	| 'ladder'
	| 'mcts';

/** One slide. */
export interface Slide {
	/** The position, in position notation (parsePosition, on the board of `options.game`). */
	readonly position: string;
	/** The search options, all three given so the slide reads on its own. */
	readonly options: SearchOptions;
	readonly view: TreeViewKind;
	readonly step: StepSpec;
	readonly show: ShowSpec;
	readonly panels: readonly Panel[];
	readonly narration: Narration;
}

/** A lesson: its id (URL slug) and 4 to 10 slides. */
export interface Lesson {
	readonly id: LessonId;
	readonly slides: readonly Slide[];
}

/**
 * Where the searches and the heavy figures a slide reads come from (lab.ts builds one over the
 * engine, with caches). Synchronous: run it where the searches run (the search worker), or seed
 * it with results computed there.
 */
export interface Lab {
	/** The search of `notation` with `options` (cached). @throws PositionError for bad notation. */
	search(notation: string, options: SearchOptions): SearchResult;
	/** The step index of that search (cached). */
	steps(notation: string, options: SearchOptions): StepIndex;
	/** The whole proof (classroom/proof-games.ts), default AI options. */
	proof(): FullProof;
	/** Compare settings (classroom/compare.ts) for `notation`. */
	comparison(notation: string): Comparison;
}

/** What a narration's values are computed from. */
export interface NarrationContext {
	readonly position: Position;
	readonly result: SearchResult;
	readonly index: StepIndex;
	/** The slide's step, resolved. */
	readonly step: number;
	/** The slide's shown nodes, resolved (zoomed node or highlighted ones; empty for fit). */
	readonly nodes: readonly number[];
	/** Resolves a path against the slide's search (LessonError 'no-such-node' when absent). */
	readonly node: (path: CellPath) => number;
	readonly lab: Lab;
}
