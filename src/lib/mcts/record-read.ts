/**
 * The one reader of an MCTS record (the layout is in record.ts): the tree after any number of
 * iterations (so a stepper can step back), the four phases of one iteration, the root children's
 * visits and win rates after k iterations and their series over the run (a convergence chart),
 * and the UCT values selection compared. "After k iterations" means after iterations 0 to k - 1:
 * k = 0 is the tree before the first iteration (the root alone, never visited), k = iterations
 * the final tree.
 */
import type { Outcome } from '../engine/board';
import { OUTCOME_NAMES } from '../engine/record';
import type { MctsLog, MctsRecord } from './record';

/** The visits and wins of every node of the tree after k iterations. */
export interface MctsTreeState {
	/** Iterations done (k). */
	readonly iterations: number;
	/** Nodes in the tree then: nodes 0 to count - 1 (record.ts numbers them in order of birth). */
	readonly count: number;
	/** N and W of each of those nodes. */
	readonly visits: Uint32Array;
	readonly wins: Float64Array;
}

/** One node's backpropagation update: one visit, and `reward` wins (0, 0.5 or 1). */
export interface MctsUpdate {
	readonly node: number;
	readonly reward: number;
}

/** The four phases of one iteration. */
export interface MctsIteration {
	/** The iteration (from 0). */
	readonly iteration: number;
	/** Selection: the nodes from the root to the node where selection stopped. */
	readonly selection: readonly number[];
	/** Expansion: the new node, or null when selection stopped at a finished game. */
	readonly expanded: number | null;
	/** The move that made the new node, or null. */
	readonly expandedMove: number | null;
	/** Playout: the cells played at random from the new node (none when it is a finished game). */
	readonly playout: readonly number[];
	/** How the game ended. */
	readonly result: Outcome;
	/** Backpropagation: every node of the path, root first (selection, then the new node). */
	readonly updates: readonly MctsUpdate[];
}

/** One root child after k iterations. */
export interface MctsChildStats {
	readonly node: number;
	readonly move: number;
	readonly visits: number;
	/** Wins for the side to move at the root (draws 0.5). */
	readonly wins: number;
	/** wins / visits (a child exists only once visited, so visits >= 1). */
	readonly winRate: number;
}

/** Each root move's win rate over the run, at the iteration counts asked for. */
export interface MctsSeries {
	/** The iteration counts (k), as asked. */
	readonly at: readonly number[];
	/** Per root move that was expanded during the run, ascending cells. */
	readonly moves: readonly {
		readonly move: number;
		readonly node: number;
		/** Visits and win rate after at[j] iterations; null win rate before its first visit. */
		readonly visits: readonly number[];
		readonly winRates: readonly (number | null)[];
	}[];
}

/**
 * The record's iteration log.
 * @throws RangeError when the run was not recorded (MctsOptions.record false).
 */
export function mctsLog(record: MctsRecord): MctsLog {
	if (record.log === null) {
		throw new RangeError('This MCTS run was not recorded: run it with record on.');
	}
	return record.log;
}

function checkIterations(record: MctsRecord, k: number): void {
	if (!Number.isInteger(k) || k < 0 || k > record.iterations) {
		throw new RangeError(
			`Iterations must be a whole number from 0 to ${record.iterations}, not ${k}.`
		);
	}
}

/**
 * Nodes in the tree after k iterations: the root and every node born in iterations 0 to k - 1.
 * Needs only the node table (binary search on `born`, which grows with the node number).
 * @throws RangeError when k is not a whole number from 0 to record.iterations.
 */
export function nodesAfter(record: MctsRecord, k: number): number {
	checkIterations(record, k);
	let lo = 1;
	let hi = record.count;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (record.born[mid] < k) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/**
 * The tree after k iterations: N and W of every node then, replayed from the log's updates
 * (O(path entries of those iterations)). k = record.iterations gives the node table's own
 * figures, with no log needed.
 * @throws RangeError for a bad k (nodesAfter), or when k < iterations and the run was not recorded.
 */
export function treeAfter(record: MctsRecord, k: number): MctsTreeState {
	const count = nodesAfter(record, k);
	if (k === record.iterations) {
		return { iterations: k, count, visits: record.visits.slice(), wins: record.wins.slice() };
	}
	const log = mctsLog(record);
	const visits = new Uint32Array(count);
	const wins = new Float64Array(count);
	const end = log.pathStart[k];
	for (let p = 0; p < end; p++) {
		const node = log.pathNodes[p];
		visits[node]++;
		wins[node] += log.pathReward[p] / 2;
	}
	return { iterations: k, count, visits, wins };
}

/**
 * The phases of iteration i (from 0).
 * @throws RangeError when i is not a whole number from 0 to iterations - 1, or the run was not
 *   recorded.
 */
export function iterationPhases(record: MctsRecord, i: number): MctsIteration {
	const log = mctsLog(record);
	if (!Number.isInteger(i) || i < 0 || i >= record.iterations) {
		throw new RangeError(
			`An iteration is a whole number from 0 to ${record.iterations - 1}, not ${i}.`
		);
	}
	const from = log.pathStart[i];
	const to = log.pathStart[i + 1];
	const path = Array.from(log.pathNodes.subarray(from, to));
	const expanded = log.expanded[i] === -1 ? null : log.expanded[i];
	const updates: MctsUpdate[] = [];
	for (let p = from; p < to; p++) {
		updates.push({ node: log.pathNodes[p], reward: log.pathReward[p] / 2 });
	}
	return {
		iteration: i,
		selection: expanded === null ? path : path.slice(0, -1),
		expanded,
		expandedMove: expanded === null ? null : record.move[expanded],
		playout: Array.from(log.playoutMoves.subarray(log.playoutStart[i], log.playoutStart[i + 1])),
		result: OUTCOME_NAMES[log.result[i]] as Outcome,
		updates
	};
}

/**
 * The root's children after k iterations (those born by then), ascending moves, with their
 * visits, wins and win rates (for the side to move at the root).
 * @throws RangeError as treeAfter.
 */
export function rootChildrenAfter(record: MctsRecord, k: number): MctsChildStats[] {
	const tree = treeAfter(record, k);
	const out: MctsChildStats[] = [];
	for (let i = 1; i < tree.count; i++) {
		if (record.parent[i] !== 0) continue;
		const visits = tree.visits[i];
		const wins = tree.wins[i];
		out.push({ node: i, move: record.move[i], visits, wins, winRate: wins / visits });
	}
	return out.sort((a, b) => a.move - b.move);
}

/**
 * Each root move's visits and win rate after each iteration count of `at` (whole numbers from 0
 * to record.iterations, any order), in one pass over the log: a convergence chart's points.
 * @throws RangeError for a bad count in `at`, or when the run was not recorded.
 */
export function rootSeries(record: MctsRecord, at: readonly number[]): MctsSeries {
	const log = mctsLog(record);
	for (const k of at) checkIterations(record, k);
	const children: number[] = [];
	for (let i = 1; i < record.count; i++) if (record.parent[i] === 0) children.push(i);
	children.sort((a, b) => record.move[a] - record.move[b]);
	const slot = new Map(children.map((node, s) => [node, s]));
	const visits = new Float64Array(children.length);
	const wins = new Float64Array(children.length);
	const order = at.map((k, j) => [k, j] as const).sort((a, b) => a[0] - b[0]);
	const seriesVisits = children.map(() => new Array<number>(at.length).fill(0));
	const seriesRates = children.map(() => new Array<number | null>(at.length).fill(null));
	let done = 0;
	for (const [k, j] of order) {
		for (; done < k; done++) {
			const p = log.pathStart[done] + 1;
			// Every path starts at the root; its second entry, if any, is a root child.
			if (p < log.pathStart[done + 1]) {
				const s = slot.get(log.pathNodes[p]) as number;
				visits[s]++;
				wins[s] += log.pathReward[p] / 2;
			}
		}
		for (let s = 0; s < children.length; s++) {
			seriesVisits[s][j] = visits[s];
			seriesRates[s][j] = visits[s] === 0 ? null : wins[s] / visits[s];
		}
	}
	return {
		at: [...at],
		moves: children.map((node, s) => ({
			move: record.move[node],
			node,
			visits: seriesVisits[s],
			winRates: seriesRates[s]
		}))
	};
}

/** The moves from the root to `node` (empty for the root). */
export function mctsNodeMoves(record: MctsRecord, node: number): number[] {
	const out: number[] = [];
	for (let i = node; i > 0; i = record.parent[i]) out.push(record.move[i]);
	return out.reverse();
}

/** One child as UCT saw it at one step of a selection. */
export interface UctCandidate {
	readonly node: number;
	readonly move: number;
	readonly visits: number;
	readonly wins: number;
	/** W/N + c * sqrt(ln N_parent / N) with the run's c. */
	readonly uct: number;
}

/**
 * The UCT values selection compared at each node of iteration i's selection path that it left
 * for a child: for each such node, its children then (born before iteration i), ascending moves,
 * with their N, W and UCT value, as the tree stood after i iterations; `chosen` is the child the
 * path went to. The last selected node (where expansion happens, or a finished game) has no entry.
 * @throws RangeError as iterationPhases.
 */
export function selectionChoices(
	record: MctsRecord,
	i: number
): { readonly node: number; readonly chosen: number; readonly candidates: UctCandidate[] }[] {
	const phases = iterationPhases(record, i);
	const tree = treeAfter(record, i);
	const c = record.exploration;
	const out = [];
	for (let d = 0; d + 1 < phases.selection.length; d++) {
		const node = phases.selection[d];
		const lnParent = Math.log(tree.visits[node]);
		const candidates: UctCandidate[] = [];
		for (let ch = node + 1; ch < tree.count; ch++) {
			if (record.parent[ch] !== node) continue;
			const n = tree.visits[ch];
			const w = tree.wins[ch];
			candidates.push({
				node: ch,
				move: record.move[ch],
				visits: n,
				wins: w,
				uct: w / n + c * Math.sqrt(lnParent / n)
			});
		}
		candidates.sort((a, b) => a.move - b.move);
		out.push({ node, chosen: phases.selection[d + 1], candidates });
	}
	return out;
}
