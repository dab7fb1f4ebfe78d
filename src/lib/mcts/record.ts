/**
 * The record of one MCTS run (mcts.ts): the final tree as a node table, and the log of every
 * iteration, in flat typed arrays ("structure of arrays"). Its one reader is record-read.ts.
 *
 * Node table: `count` nodes, numbered in the order they were made (node 0 the root; a node made
 * by iteration i has a higher number than every node made before i). Per node
 * (MCTS_NODE_BYTES = 23 bytes):
 * | field   | type         | meaning                                                              |
 * |---------|--------------|----------------------------------------------------------------------|
 * | parent  | Int32Array   | the parent node, -1 for the root                                     |
 * | move    | Int16Array   | the cell played from the parent to reach it, -1 for the root         |
 * | visits  | Uint32Array  | N at the end of the run                                              |
 * | wins    | Float64Array | W at the end of the run: wins of the player who moved into the node  |
 * |         |              | as 1, draws as 0.5 (multiples of 0.5, exact in a double)             |
 * | outcome | Uint8Array   | the node's position: OUTCOME_NONE (game goes on), OUTCOME_X, OUTCOME_O |
 * |         |              | or OUTCOME_DRAW (engine/record.ts codes)                             |
 * | born    | Int32Array   | the iteration (from 0) whose expansion made it, -1 for the root      |
 *
 * Iteration log (absent when the run was not recorded). `iterations` entries per iteration field
 * (MCTS_ITERATION_BYTES = 13 bytes per iteration, plus 8 bytes for the two closing offsets):
 * | field        | type                     | meaning                                              |
 * |--------------|--------------------------|------------------------------------------------------|
 * | pathStart    | Int32Array (iterations+1) | iteration i's path is pathNodes[pathStart[i] to      |
 * |              |                          | pathStart[i + 1] - 1]                                |
 * | playoutStart | Int32Array (iterations+1) | its playout is playoutMoves[playoutStart[i] to       |
 * |              |                          | playoutStart[i + 1] - 1]                             |
 * | expanded     | Int32Array               | the node its expansion made (the path's last entry), |
 * |              |                          | or -1 when selection ended on a finished game        |
 * | result       | Uint8Array               | how its playout ended: OUTCOME_X, _O or _DRAW        |
 * Per path entry (MCTS_PATH_BYTES = 5 bytes):
 * | pathNodes  | Int32Array | the nodes from the root down: the selection path, then the expanded node |
 * | pathReward | Uint8Array | backpropagation: the node got one visit and pathReward / 2 wins       |
 * |            |            | (0 a loss, 1 a draw, 2 a win for the player who moved into it)        |
 * Per playout move (MCTS_PLAYOUT_BYTES = 2 bytes):
 * | playoutMoves | Int16Array | the cells played by the playout, from the expanded node on        |
 *
 * So the phases of iteration i are: selection, the path without the expanded node; expansion,
 * `expanded[i]`; playout, its moves and `result[i]`; backpropagation, every path entry with its
 * reward. The tree after k iterations has the nodes born before iteration k, and each node's N and
 * W are the sums of its path entries in iterations 0 to k - 1 (record-read.ts replays them).
 */
import type { Mark, Outcome } from '../engine/board';

/** The iteration log of a recorded run (module docstring for the layout). */
export interface MctsLog {
	readonly pathStart: Int32Array;
	readonly playoutStart: Int32Array;
	readonly expanded: Int32Array;
	readonly result: Uint8Array;
	readonly pathNodes: Int32Array;
	readonly pathReward: Uint8Array;
	readonly playoutMoves: Int16Array;
}

/** The record of one run: the node table, and the iteration log when recorded. */
export interface MctsRecord {
	/** Iterations run: the root's visits. */
	readonly iterations: number;
	/** Nodes in the tree, the root included. */
	readonly count: number;
	/** The side to move at the root. */
	readonly rootMover: Mark;
	/** The exploration constant and seed the run used (UCT values are recomputed with `exploration`). */
	readonly exploration: number;
	readonly seed: number;
	readonly parent: Int32Array;
	readonly move: Int16Array;
	readonly visits: Uint32Array;
	readonly wins: Float64Array;
	readonly outcome: Uint8Array;
	readonly born: Int32Array;
	/** The iteration log, or null when the run was not recorded (MctsOptions.record false). */
	readonly log: MctsLog | null;
}

/** Bytes per node of the node table (the sum of its field sizes). */
export const MCTS_NODE_BYTES = 4 + 2 + 4 + 8 + 1 + 4;
/** Bytes per iteration of the log's per-iteration fields (pathStart, playoutStart, expanded, result). */
export const MCTS_ITERATION_BYTES = 4 + 4 + 4 + 1;
/** Bytes per path entry (pathNodes, pathReward). */
export const MCTS_PATH_BYTES = 4 + 1;
/** Bytes per playout move (playoutMoves). */
export const MCTS_PLAYOUT_BYTES = 2;

/**
 * Bytes a record's arrays take: MCTS_NODE_BYTES per node, and with the log
 * MCTS_ITERATION_BYTES per iteration plus 8, MCTS_PATH_BYTES per path entry and
 * MCTS_PLAYOUT_BYTES per playout move.
 */
export function mctsRecordBytes(record: MctsRecord): number {
	let bytes = record.count * MCTS_NODE_BYTES;
	const log = record.log;
	if (log) {
		bytes += record.iterations * MCTS_ITERATION_BYTES + 8;
		bytes += log.pathNodes.length * MCTS_PATH_BYTES + log.playoutMoves.length * MCTS_PLAYOUT_BYTES;
	}
	return bytes;
}

/**
 * The buffers behind a record's arrays, each array owning its own: the transfer list for posting
 * the record between threads (`postMessage(record, mctsRecordBuffers(record))` moves them, no
 * copy; the structured clone rebuilds the same object with its views on the other side).
 */
export function mctsRecordBuffers(record: MctsRecord): ArrayBuffer[] {
	const arrays = [
		record.parent,
		record.move,
		record.visits,
		record.wins,
		record.outcome,
		record.born,
		...(record.log ? Object.values(record.log) : [])
	];
	return arrays.map((a) => a.buffer as ArrayBuffer);
}

type Typed = Int32Array | Int16Array | Uint32Array | Float64Array | Uint8Array;

/** `a` itself when it has room for `need` entries, else a copy at least twice as long. */
function room<T extends Typed>(a: T, need: number): T {
	if (need <= a.length) return a;
	const Ctor = a.constructor as new (n: number) => T;
	const b = new Ctor(Math.max(need, a.length * 2, 16));
	b.set(a as never);
	return b;
}

/**
 * What mcts.ts writes while it runs: the node table, the search's own links (children, untried
 * moves) and the iteration log, in arrays that grow by doubling. Used by mcts.ts alone.
 */
export class MctsRecorder {
	parent = new Int32Array(64);
	move = new Int16Array(64);
	visits = new Uint32Array(64);
	wins = new Float64Array(64);
	outcome = new Uint8Array(64);
	born = new Int32Array(64);
	/** The search's links: each node's newest child and the next older sibling (-1: none). */
	firstChild = new Int32Array(64);
	nextSibling = new Int32Array(64);
	/** Each node's untried moves: untried[untriedStart[i] to untriedStart[i] + untriedCount[i] - 1]. */
	untriedStart = new Int32Array(64);
	untriedCount = new Int32Array(64);
	private untried = new Int16Array(256);
	private untriedEnd = 0;
	count = 0;

	private readonly recording: boolean;
	private pathStart = new Int32Array(64);
	private playoutStart = new Int32Array(64);
	private expanded = new Int32Array(64);
	private result = new Uint8Array(64);
	private pathNodes = new Int32Array(256);
	private pathReward = new Uint8Array(256);
	private playoutMoves = new Int16Array(256);
	private pathEnd = 0;
	private playoutEnd = 0;
	private iteration = 0;

	/** The root: its outcome (null: the game goes on) and its legal moves. */
	constructor(
		readonly rootMover: Mark,
		private readonly opts: {
			readonly exploration: number;
			readonly seed: number;
			readonly record: boolean;
		},
		rootOutcome: Outcome | null,
		rootMoves: readonly number[]
	) {
		this.recording = opts.record;
		const code = rootOutcome === null ? 0 : rootOutcome === 'X' ? 1 : rootOutcome === 'O' ? 2 : 3;
		this.newNode(-1, -1, code, -1);
		if (code === 0) this.setUntried(0, rootMoves);
	}

	private newNode(parent: number, move: number, outcome: number, born: number): number {
		const i = this.count++;
		if (i >= this.parent.length) {
			const n = i + 1;
			this.parent = room(this.parent, n);
			this.move = room(this.move, n);
			this.visits = room(this.visits, n);
			this.wins = room(this.wins, n);
			this.outcome = room(this.outcome, n);
			this.born = room(this.born, n);
			this.firstChild = room(this.firstChild, n);
			this.nextSibling = room(this.nextSibling, n);
			this.untriedStart = room(this.untriedStart, n);
			this.untriedCount = room(this.untriedCount, n);
		}
		this.parent[i] = parent;
		this.move[i] = move;
		this.outcome[i] = outcome;
		this.born[i] = born;
		this.firstChild[i] = -1;
		this.nextSibling[i] = -1;
		this.untriedCount[i] = 0;
		return i;
	}

	/** Node `node`'s untried moves: `moves` (its legal moves). */
	setUntried(node: number, moves: readonly number[]): void {
		this.untried = room(this.untried, this.untriedEnd + moves.length);
		this.untriedStart[node] = this.untriedEnd;
		for (let k = 0; k < moves.length; k++) this.untried[this.untriedEnd + k] = moves[k];
		this.untriedEnd += moves.length;
		this.untriedCount[node] = moves.length;
	}

	/**
	 * Takes one of `node`'s untried moves, the one at floor(draw * count) of the list (the last one
	 * takes its place: the list's order is the search's own).
	 */
	takeUntried(node: number, draw: number): number {
		const n = this.untriedCount[node];
		const s = this.untriedStart[node];
		const k = s + Math.floor(draw * n);
		const move = this.untried[k];
		this.untried[k] = this.untried[s + n - 1];
		this.untriedCount[node] = n - 1;
		return move;
	}

	/** Adds the child reached from `parent` by `move`, made by iteration `iteration`. */
	addChild(parent: number, move: number, outcome: number, iteration: number): number {
		const i = this.newNode(parent, move, outcome, iteration);
		this.nextSibling[i] = this.firstChild[parent];
		this.firstChild[parent] = i;
		return i;
	}

	/** Starts the current iteration's playout in the log. */
	startPlayout(): void {
		if (!this.recording) return;
		const i = this.iteration;
		if (i + 2 > this.playoutStart.length) this.playoutStart = room(this.playoutStart, i + 2);
		this.playoutStart[i] = this.playoutEnd;
	}

	/** Logs one playout move. */
	playoutMove(move: number): void {
		if (!this.recording) return;
		if (this.playoutEnd === this.playoutMoves.length) {
			this.playoutMoves = room(this.playoutMoves, this.playoutEnd + 1);
		}
		this.playoutMoves[this.playoutEnd++] = move;
	}

	/**
	 * Ends the current iteration: backpropagation along `path` (root first), where the node at
	 * depth d gets a visit and `halfOdd` / 2 wins for odd d, `halfEven` / 2 for even d (the two
	 * players), then logs its path, rewards, expanded node and result.
	 */
	endIteration(
		path: readonly number[],
		halfEven: number,
		halfOdd: number,
		expanded: number,
		result: number
	): void {
		const visits = this.visits;
		const wins = this.wins;
		const n = path.length;
		for (let d = 0; d < n; d++) {
			const node = path[d];
			visits[node]++;
			wins[node] += (d & 1 ? halfOdd : halfEven) / 2;
		}
		if (this.recording) {
			const i = this.iteration;
			if (i + 2 > this.pathStart.length) {
				this.pathStart = room(this.pathStart, i + 2);
				this.expanded = room(this.expanded, i + 2);
				this.result = room(this.result, i + 2);
			}
			const end = this.pathEnd;
			if (end + n > this.pathNodes.length) {
				this.pathNodes = room(this.pathNodes, end + n);
				this.pathReward = room(this.pathReward, end + n);
			}
			this.pathStart[i] = end;
			const nodes = this.pathNodes;
			const rewards = this.pathReward;
			for (let d = 0; d < n; d++) {
				nodes[end + d] = path[d];
				rewards[end + d] = d & 1 ? halfOdd : halfEven;
			}
			this.pathEnd = end + n;
			this.expanded[i] = expanded;
			this.result[i] = result;
		}
		this.iteration++;
	}

	/** The record after `iterations` iterations: arrays cut to their lengths (copies). */
	finish(iterations: number): MctsRecord {
		const n = this.count;
		let log: MctsLog | null = null;
		if (this.recording) {
			this.pathStart = room(this.pathStart, iterations + 1);
			this.playoutStart = room(this.playoutStart, iterations + 1);
			this.pathStart[iterations] = this.pathEnd;
			this.playoutStart[iterations] = this.playoutEnd;
			log = {
				pathStart: this.pathStart.slice(0, iterations + 1),
				playoutStart: this.playoutStart.slice(0, iterations + 1),
				expanded: this.expanded.slice(0, iterations),
				result: this.result.slice(0, iterations),
				pathNodes: this.pathNodes.slice(0, this.pathEnd),
				pathReward: this.pathReward.slice(0, this.pathEnd),
				playoutMoves: this.playoutMoves.slice(0, this.playoutEnd)
			};
		}
		return {
			iterations,
			count: n,
			rootMover: this.rootMover,
			exploration: this.opts.exploration,
			seed: this.opts.seed,
			parent: this.parent.slice(0, n),
			move: this.move.slice(0, n),
			visits: this.visits.slice(0, n),
			wins: this.wins.slice(0, n),
			outcome: this.outcome.slice(0, n),
			born: this.born.slice(0, n),
			log
		};
	}
}
