/**
 * "Download trace (JSON)": the options and the whole recorded search of one decision, in
 * a documented, versioned JSON shape (docs/trace-format.md holds the same text). trace-parse.ts
 * reads it back, validates it and rebuilds the engine's record.
 *
 * ## Format `minimax-lab-trace`, version 1
 *
 * ```json
 * {
 *   "format": "minimax-lab-trace",
 *   "version": 1,
 *   "position": "XOX/.O./X..",
 *   "toMove": "O",
 *   "options": { "alphaBeta": true, "depthPenalty": true, "order": "index" },
 *   "result": {
 *     "bestMove": 7, "value": 9, "outcome": null, "nodes": 15,
 *     "moves": [{ "cell": 3, "score": 7, "bound": "exact" }, ...]
 *   },
 *   "legend": { "bound": ["exact", "lower", "upper"], "outcome": [null, "X", "O", "draw"] },
 *   "nodes": { "parent": [-1, 0, ...], "move": [-1, 3, ...], "depth": [...], "value": [...],
 *              "bound": [...], "alpha": [...], "beta": [...], "outcome": [...], "cutoff": [...],
 *              "pruned": [...], "x": [...], "o": [...] }
 * }
 * ```
 *
 * - `position`: the root position in position notation (three rows, '.' empty; the side to move
 *   is appended, ` o` or ` x`, only when the counts do not imply it); `toMove`: its side to move,
 *   the maximizer. Cells are 0-8, row by row from the top left.
 * - `options`: the search switches (`order`: "index" or "center-first").
 * - `result`: what the search decided. `bestMove` is a cell or null for a finished root; `value`
 *   the root's minimax value; `outcome` "X", "O", "draw" for a finished root, else null; `nodes`
 *   the node count (root included, pruned children not counted); `moves` the root's moves in the
 *   order tried, each with its score and whether that score is exact or a bound.
 * - `nodes`: one array per field ("structure of arrays"), each with `result.nodes` entries; entry
 *   i describes node i. Nodes are numbered in the order the search examined them (preorder): node
 *   0 is the root, a node's first child follows it, its subtree is contiguous.
 *   | field   | meaning                                                                       |
 *   |---------|-------------------------------------------------------------------------------|
 *   | parent  | index of the parent node, -1 for the root                                     |
 *   | move    | cell 0-8 played from the parent to reach the node, -1 for the root            |
 *   | depth   | plies below the root (root 0); even depths are maximizer nodes                |
 *   | value   | minimax value from the root mover's view, -10..10 (win 10, or 10 - depth      |
 *   |         | with the depth penalty; loss the opposite; draw 0)                            |
 *   | bound   | index into legend.bound: 0 exact, 1 lower bound (value >= shown), 2 upper      |
 *   | alpha   | alpha of the window the node was searched with; null for -infinity            |
 *   | beta    | beta of that window; null for +infinity                                       |
 *   | outcome | index into legend.outcome: 0 game goes on, 1 X won, 2 O won, 3 draw (a leaf)  |
 *   | cutoff  | 1 when the pruning test (alpha >= beta) succeeded at the node, else 0         |
 *   | pruned  | 9-bit mask of the moves pruned at the node: bit c set = cell c never searched |
 *   | x, o    | 9-bit masks of the cells holding X and O (bit c = cell c): the node's position |
 *
 * A reader needs no other source: the legend is in the file, the format name and version say
 * which shape follows. A later version keeps `format` and raises `version`.
 */
import {
	NEG_INF,
	POS_INF,
	cellsOfMasks,
	DEFAULT_GAME,
	formatPosition,
	fullLayoutRecord,
	nodeCells,
	hasCutoff,
	outcomeCode,
	type MoveScore,
	type Outcome,
	type Mark,
	type SearchOptions,
	type SearchRecord,
	type SearchResult
} from '../engine/index';

/** The format's name, the `format` field of every trace. */
export const TRACE_FORMAT = 'minimax-lab-trace';
/** The version this module writes and trace-parse.ts reads. */
export const TRACE_VERSION = 1;

/** The codes used in the `bound` and `outcome` columns, as written in every trace. */
export const TRACE_LEGEND = {
	bound: ['exact', 'lower', 'upper'],
	outcome: [null, 'X', 'O', 'draw']
} as const;

/** The per-node columns, in the order they are written. */
export const TRACE_FIELDS = [
	'parent',
	'move',
	'depth',
	'value',
	'bound',
	'alpha',
	'beta',
	'outcome',
	'cutoff',
	'pruned',
	'x',
	'o'
] as const;

/** A per-node column name. */
export type TraceField = (typeof TRACE_FIELDS)[number];

/** The columns: numbers, except alpha and beta where null stands for an infinite window end. */
export type TraceNodes = {
	readonly [F in TraceField]: readonly (F extends 'alpha' | 'beta' ? number | null : number)[];
};

/**
 * A trace that holds part of its search: the first `nodes` nodes (its columns' length) of the `of`
 * nodes the search examined (`result.nodes`). `recorded` is present when the search's record kept
 * fewer nodes than it examined (a record is bounded too: Connect Four's and 4x4's searches), and
 * `limit` when the trace's own limit (TRACE_MAX_NODES on the page) cut it.
 */
export interface TraceCut {
	readonly nodes: number;
	readonly of: number;
	readonly recorded?: number;
	readonly limit?: number;
}

/** A trace, version 1 (see the module doc). */
export interface Trace {
	readonly format: typeof TRACE_FORMAT;
	readonly version: typeof TRACE_VERSION;
	readonly position: string;
	readonly toMove: Mark;
	readonly options: SearchOptions;
	readonly result: {
		readonly bestMove: number | null;
		readonly value: number;
		readonly outcome: Outcome | null;
		readonly nodes: number;
		readonly moves: readonly MoveScore[];
	};
	readonly legend: typeof TRACE_LEGEND;
	/**
	 * Present when the file holds fewer nodes than the search examined (`result` is the whole
	 * search's): see TraceCut.
	 */
	readonly cut?: TraceCut;
	readonly nodes: TraceNodes;
}

function windowColumn(stored: Int16Array, sentinel: number): (number | null)[] {
	return Array.from(stored, (v) => (v === sentinel ? null : v));
}

/**
 * A trace's `options`: the three switches, then the game, the table, the depth limit and the
 * horizon evaluation where they differ from a plain 3x3 search (a search's options come resolved,
 * search-options.ts: a 3x3 trace keeps its three switches).
 */
export function traceOptions(options: SearchOptions): SearchOptions {
	const { alphaBeta, depthPenalty, order, game, transpositionTable, depthLimit, evaluation } =
		options;
	return {
		alphaBeta,
		depthPenalty,
		order,
		...(game !== undefined && game !== DEFAULT_GAME.id ? { game } : {}),
		...(transpositionTable ? { transpositionTable } : {}),
		...(depthLimit !== undefined && depthLimit !== null ? { depthLimit } : {}),
		...(evaluation !== undefined && evaluation !== 'lines' ? { evaluation } : {})
	};
}

/** Everything of a trace but its node columns, and the record in full layout. */
function traceHead(result: SearchResult): { head: Omit<Trace, 'nodes'>; record: SearchRecord } {
	// Every column in full, also for a record that leaves out the uniform fields (record.ts).
	const r = fullLayoutRecord(result.record);
	// The root's cells: from its masks on 3x3 (as before), else replayed (any game, record-read.ts).
	const cells =
		r.game && r.game !== DEFAULT_GAME.id ? nodeCells(r, 0) : cellsOfMasks(r.xMask[0], r.oMask[0]);
	const head: Omit<Trace, 'nodes'> = {
		format: TRACE_FORMAT,
		version: TRACE_VERSION,
		position: formatPosition({ cells, toMove: r.rootMover }),
		toMove: r.rootMover,
		options: traceOptions(result.options),
		result: {
			bestMove: result.bestMove,
			value: result.value,
			outcome: result.result,
			nodes: result.nodes,
			moves: result.moves.map((m) => ({ ...m }))
		},
		legend: TRACE_LEGEND
	};
	return { head, record: r };
}

/** The outcome and cutoff columns of the first `n` nodes (computed per node). */
function derivedColumns(r: SearchRecord, n: number): { outcome: Int8Array; cutoff: Int8Array } {
	const outcome = new Int8Array(n);
	const cutoff = new Int8Array(n);
	for (let i = 0; i < n; i++) {
		outcome[i] = outcomeCode(r, i);
		cutoff[i] = hasCutoff(r, i) ? 1 : 0;
	}
	return { outcome, cutoff };
}

/**
 * The trace of a search, whole.
 * @param result a SearchResult from the engine's search().
 */
export function traceOf(result: SearchResult): Trace {
	const { head, record: r } = traceHead(result);
	const { outcome, cutoff } = derivedColumns(r, r.count);
	return {
		...head,
		nodes: {
			parent: Array.from(r.parent),
			move: Array.from(r.move),
			depth: Array.from(r.depth),
			value: Array.from(r.value),
			bound: Array.from(r.bound),
			alpha: windowColumn(r.alpha, NEG_INF),
			beta: windowColumn(r.beta, POS_INF),
			outcome: Array.from(outcome),
			cutoff: Array.from(cutoff),
			pruned: Array.from(r.pruned),
			x: Array.from(r.xMask),
			o: Array.from(r.oMask)
		}
	};
}

/**
 * The most nodes the page's "Download trace (JSON)" writes (the CLI and traceJson's default write
 * every node), so that the button gives its file within 2 s on a
 * busy classroom laptop (200,000 nodes: about 8 MB, written in 0.3-0.7 s on this project's test
 * machines; the whole 549,946-node tree took 1.8-3.9 s). Every alpha-beta search of 3x3 fits
 * (18,297 nodes from the empty board); the plain minimax of the empty board and large Connect Four
 * or 4x4 searches are cut.
 */
export const TRACE_MAX_NODES = 200_000;

/** A column as JSON text: the numbers, `null` for `sentinel` (an infinite window end). */
function columnJson(values: ArrayLike<number>, sentinel?: number): string {
	if (sentinel === undefined) return JSON.stringify(Array.from(values));
	return JSON.stringify(Array.from(values, (v) => (v === sentinel ? null : v)));
}

/**
 * The trace of a search as JSON text (compact: one line), ready for a download; the same as
 * `JSON.stringify(traceOf(result))` for a search of at most `maxNodes` nodes (default: all). A
 * longer search is cut: the file holds its first `maxNodes` nodes in the order examined (a
 * preorder prefix: every parent is kept), and says so in `"cut": { "nodes": <nodes kept>, "of":
 * <the search's node count>, "limit": maxNodes }` before `nodes`; a search whose record kept fewer
 * nodes than it examined says so too (`"recorded"`, TraceCut); trace-parse.ts refuses to replay a
 * cut trace ('cut').
 */
export function traceJson(result: SearchResult, maxNodes = Infinity): string {
	const { head, record: r } = traceHead(result);
	const n = Math.min(r.count, maxNodes);
	const cutBy = traceCut(result, maxNodes);
	const part = <T extends { subarray(a: number, b: number): T }>(a: T) => a.subarray(0, n);
	const { outcome, cutoff } = derivedColumns(r, n);
	const columns: Record<TraceField, string> = {
		parent: columnJson(part(r.parent)),
		move: columnJson(part(r.move)),
		depth: columnJson(part(r.depth)),
		value: columnJson(part(r.value)),
		bound: columnJson(part(r.bound)),
		alpha: columnJson(part(r.alpha), NEG_INF),
		beta: columnJson(part(r.beta), POS_INF),
		outcome: columnJson(outcome),
		cutoff: columnJson(cutoff),
		pruned: columnJson(part(r.pruned)),
		x: columnJson(part(r.xMask)),
		o: columnJson(part(r.oMask))
	};
	const cut = cutBy ? { cut: cutBy } : {};
	const text = JSON.stringify({ ...head, ...cut });
	const nodes = TRACE_FIELDS.map((f) => `"${f}":${columns[f]}`).join(',');
	return `${text.slice(0, -1)},"nodes":{${nodes}}}`;
}

/**
 * How a trace of `result` written with at most `maxNodes` nodes is cut (see TraceCut), or null
 * when it holds every node the search examined.
 */
export function traceCut(result: SearchResult, maxNodes = Infinity): TraceCut | null {
	const recorded = result.record.count;
	const nodes = Math.min(recorded, maxNodes);
	const of = Math.max(result.nodes, recorded);
	if (nodes >= of) return null;
	return {
		nodes,
		of,
		...(recorded < of && { recorded }),
		...(recorded > maxNodes && { limit: maxNodes })
	};
}

/** A file name for the download, e.g. `trace-XOX-.O.-X..-alphabeta.json`. */
export function traceFileName(trace: Pick<Trace, 'position' | 'options'>): string {
	const board = trace.position.replace(/\//g, '-').replace(/\s+/g, '-');
	const parts = [board];
	if (trace.options.alphaBeta) parts.push('alphabeta');
	if (!trace.options.depthPenalty) parts.push('nodepth');
	if (trace.options.order === 'center-first') parts.push('center');
	return `trace-${parts.join('-')}.json`;
}
