/**
 * The tree rules of a trace (format: trace-format.ts): the nodes form the preorder record of a
 * search from `position` with `options`, and `result` says what the nodes say. Plus
 * `verifyTrace`, which runs the engine's own search again and compares every entry.
 */
import {
	FULL,
	ORDER_CELLS,
	cellsOfMask,
	parsePosition,
	search,
	toMasks,
	type Position
} from '../engine/index';
import { TraceError } from './trace-error';
import { TRACE_FIELDS, traceOf, type Trace } from './trace-format';
import { BOUND_NAMES_CHECK, leafScore, outcomeCodeOfMasks } from './trace-rules';

function fail(message: string, field: string | null = null, node: number | null = null): never {
	throw new TraceError('structure', message, field, node);
}

function checkRoot(trace: Trace, position: Position): void {
	const t = trace.nodes;
	const [x, o] = toMasks(position);
	if (t.parent[0] !== -1 || t.move[0] !== -1 || t.depth[0] !== 0) {
		fail('Node 0 must be the root: parent -1, move -1, depth 0.', 'nodes', 0);
	}
	if (t.x[0] !== x || t.o[0] !== o) {
		throw new TraceError('position', "The root's masks (x, o) are not the position.", 'nodes.x', 0);
	}
}

/** Checks parent links (preorder), depths, moves and masks of nodes 1..n-1. */
function checkLinks(trace: Trace): void {
	const t = trace.nodes;
	const n = trace.result.nodes;
	const stack = [0];
	for (let i = 1; i < n; i++) {
		const p = t.parent[i];
		while (stack.length > 0 && stack[stack.length - 1] !== p) stack.pop();
		if (p < 0 || stack.length === 0) {
			fail(
				`Node ${i}'s parent ${p} is not on the path to it: nodes are not in preorder.`,
				'nodes.parent',
				i
			);
		}
		if (t.outcome[p] !== 0)
			fail(`Node ${p} is a finished game but has a child.`, 'nodes.parent', i);
		if (t.depth[i] !== t.depth[p] + 1)
			fail(`Node ${i}'s depth is not its parent's + 1.`, 'nodes.depth', i);
		const bit = 1 << t.move[i];
		if (t.move[i] < 0 || (t.x[p] | t.o[p]) & bit) {
			fail(`Node ${i}'s move ${t.move[i]} is not an empty cell of its parent.`, 'nodes.move', i);
		}
		const xMoves = (t.depth[p] % 2 === 0) === (trace.toMove === 'X');
		const [x, o] = xMoves ? [t.x[p] | bit, t.o[p]] : [t.x[p], t.o[p] | bit];
		if (t.x[i] !== x || t.o[i] !== o) {
			fail(`Node ${i}'s masks are not its parent's position plus its move.`, 'nodes.x', i);
		}
		stack.push(i);
	}
}

/**
 * Checks each node on its own (outcome, leaf score, pruning and the move order, the alpha-beta
 * fields), then every inner node's value against its children's, so that a wrong leaf is named
 * before the parent it makes wrong.
 */
function checkNodes(trace: Trace): void {
	const t = trace.nodes;
	const n = trace.result.nodes;
	const { alphaBeta, depthPenalty, order } = trace.options;
	const rank: number[] = [];
	ORDER_CELLS[order].forEach((cell, k) => (rank[cell] = k));
	const children: number[][] = Array.from({ length: n }, () => []);
	for (let i = 1; i < n; i++) children[t.parent[i]].push(i);
	for (let i = 0; i < n; i++) {
		if (t.outcome[i] !== outcomeCodeOfMasks(t.x[i], t.o[i])) {
			fail(`Node ${i}'s outcome does not match its position.`, 'nodes.outcome', i);
		}
		const kids = children[i];
		if (t.outcome[i] !== 0) {
			if (t.value[i] !== leafScore(t.outcome[i], t.depth[i], trace.toMove, depthPenalty)) {
				fail(`Leaf ${i}'s value is not its score.`, 'nodes.value', i);
			}
		} else if (kids.length === 0) {
			fail(`Node ${i} is neither a finished game nor searched.`, 'nodes', i);
		}
		checkMoves(t, i, kids, rank, order);
		if (!alphaBeta && (t.cutoff[i] || t.bound[i] || t.alpha[i] !== null || t.beta[i] !== null)) {
			fail(`Node ${i} has a window, bound or cutoff in a search without alpha-beta.`, 'nodes', i);
		}
		if (alphaBeta && !((t.alpha[i] ?? -Infinity) < (t.beta[i] ?? Infinity))) {
			fail(`Node ${i}'s window breaks alpha < beta.`, 'nodes.alpha', i);
		}
	}
	for (let i = 0; i < n; i++) {
		const kids = children[i];
		if (kids.length === 0) continue;
		const values = kids.map((c) => t.value[c]);
		const best = t.depth[i] % 2 === 0 ? Math.max(...values) : Math.min(...values);
		if (t.value[i] !== best) {
			fail(`Node ${i}'s value is not the best of its children's.`, 'nodes.value', i);
		}
	}
}

/** Node i's searched and pruned moves: every empty cell once, in the move order, pruned last. */
function checkMoves(
	t: Trace['nodes'],
	i: number,
	kids: readonly number[],
	rank: readonly number[],
	order: string
): void {
	const taken = t.x[i] | t.o[i];
	const searched = kids.reduce((m, c) => m | (1 << t.move[c]), 0);
	if (t.pruned[i] & (taken | searched)) {
		fail(`Node ${i} prunes a taken or searched cell.`, 'nodes.pruned', i);
	}
	if (!t.cutoff[i] && t.pruned[i]) {
		fail(`Node ${i} prunes moves without a cutoff.`, 'nodes.pruned', i);
	}
	if (kids.length > 0 && (searched | t.pruned[i]) !== (FULL & ~taken)) {
		fail(`Node ${i} neither searches nor prunes every empty cell.`, 'nodes.move', i);
	}
	const ranks = kids.map((c) => rank[t.move[c]]);
	if (ranks.some((r, k) => k > 0 && r < ranks[k - 1])) {
		fail(`Node ${i}'s children are not in the move order ${order}.`, 'nodes.move', i);
	}
	const lastSearched = Math.max(-1, ...ranks);
	if (cellsOfMask(t.pruned[i]).some((c) => rank[c] < lastSearched)) {
		fail(`Node ${i} prunes a move before one it searched.`, 'nodes.pruned', i);
	}
}

/** Checks that `result` agrees with the nodes. */
function checkResult(trace: Trace): void {
	const t = trace.nodes;
	const r = trace.result;
	const bad = (message: string, field: string) => {
		throw new TraceError('result', message, field);
	};
	if (r.value !== t.value[0]) bad("result.value is not the root's value.", 'result.value');
	const outcome = trace.legend.outcome[t.outcome[0]];
	if (r.outcome !== outcome) bad("result.outcome is not the root's outcome.", 'result.outcome');
	const roots: number[] = [];
	for (let i = 1; i < r.nodes; i++) if (t.parent[i] === 0) roots.push(i);
	const expected = roots.map((c) => ({
		cell: t.move[c],
		score: t.value[c],
		bound: BOUND_NAMES_CHECK[t.bound[c]]
	}));
	if (JSON.stringify(expected) !== JSON.stringify(r.moves)) {
		bad("result.moves are not the root's children.", 'result.moves');
	}
	let bestMove: number | null = null;
	let best = -Infinity;
	for (const m of expected) {
		if (m.score > best) {
			best = m.score;
			bestMove = m.cell;
		}
	}
	if (r.bestMove !== bestMove)
		bad('result.bestMove is not the first best root move.', 'result.bestMove');
}

/**
 * Checks the tree rules of a trace whose fields already have the right shape and ranges.
 * @param position the parsed `trace.position`.
 * @throws TraceError 'structure', 'position' or 'result'.
 */
export function checkTraceTree(trace: Trace, position: Position): void {
	checkRoot(trace, position);
	checkLinks(trace);
	checkNodes(trace);
	checkResult(trace);
}

/**
 * Searches the trace's position with its options again and compares every node entry.
 * @throws TraceError 'mismatch' naming the first field and node that differ.
 */
export function verifyTrace(trace: Trace): void {
	const fresh = traceOf(search(parsePosition(trace.position), trace.options));
	if (fresh.result.nodes !== trace.result.nodes) {
		throw new TraceError(
			'mismatch',
			`The engine examines ${fresh.result.nodes} nodes, the trace has ${trace.result.nodes}.`,
			'result.nodes'
		);
	}
	for (const field of TRACE_FIELDS) {
		const a = fresh.nodes[field];
		const b = trace.nodes[field];
		for (let i = 0; i < a.length; i++) {
			if (a[i] !== b[i]) {
				throw new TraceError(
					'mismatch',
					`nodes.${field}[${i}] differs from the engine's search.`,
					`nodes.${field}`,
					i
				);
			}
		}
	}
}
