/**
 * Reads a trace (format in trace-format.ts and docs/trace-format.md): checks its shape field by
 * field, then its tree (trace-check.ts), and rebuilds the engine's SearchRecord and SearchResult,
 * so that a downloaded trace can be opened again exactly as it was searched. Every problem throws
 * a TraceError naming the rule, the field and the node; nothing is guessed.
 */
import {
	FLAG_CUTOFF,
	MOVE_ORDERS,
	NEG_INF,
	POS_INF,
	PositionError,
	allocateRecordArrays,
	oneSearchOptions,
	parsePosition,
	type Bound,
	type MoveScore,
	type SearchOptions,
	type SearchRecord,
	type SearchResult
} from '../engine/index';
import { checkTraceTree } from './trace-check';
import { TraceError } from './trace-error';
import {
	TRACE_FIELDS,
	TRACE_FORMAT,
	TRACE_LEGEND,
	TRACE_VERSION,
	type Trace,
	type TraceNodes
} from './trace-format';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
	return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isInt(v: unknown, lo: number, hi: number): v is number {
	return typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
}

function objectAt(v: unknown, field: string): Json {
	if (!isObject(v)) throw new TraceError('field', `${field} must be an object.`, field);
	return v;
}

function intAt(v: unknown, field: string, lo: number, hi: number): number {
	if (!isInt(v, lo, hi)) {
		throw new TraceError('field', `${field} must be an integer from ${lo} to ${hi}.`, field);
	}
	return v;
}

function readOptions(v: unknown): SearchOptions {
	const o = objectAt(v, 'options');
	for (const key of ['alphaBeta', 'depthPenalty'] as const) {
		if (typeof o[key] !== 'boolean') {
			throw new TraceError('field', `options.${key} must be true or false.`, `options.${key}`);
		}
	}
	if (!MOVE_ORDERS.includes(o.order as SearchOptions['order'])) {
		throw new TraceError(
			'field',
			`options.order must be one of ${MOVE_ORDERS.join(', ')}.`,
			'options.order'
		);
	}
	return {
		alphaBeta: o.alphaBeta as boolean,
		depthPenalty: o.depthPenalty as boolean,
		order: o.order as SearchOptions['order']
	};
}

const BOUNDS: readonly Bound[] = ['exact', 'lower', 'upper'];

function readMoves(v: unknown): MoveScore[] {
	if (!Array.isArray(v))
		throw new TraceError('field', 'result.moves must be an array.', 'result.moves');
	return v.map((m, k) => {
		const field = `result.moves[${k}]`;
		const o = objectAt(m, field);
		if (!BOUNDS.includes(o.bound as Bound)) {
			throw new TraceError(
				'field',
				`${field}.bound must be exact, lower or upper.`,
				`${field}.bound`
			);
		}
		return {
			cell: intAt(o.cell, `${field}.cell`, 0, 8),
			score: intAt(o.score, `${field}.score`, -10, 10),
			bound: o.bound as Bound
		};
	});
}

function readResult(v: unknown): Trace['result'] {
	const r = objectAt(v, 'result');
	const outcome = r.outcome;
	if (outcome !== null && outcome !== 'X' && outcome !== 'O' && outcome !== 'draw') {
		throw new TraceError(
			'field',
			'result.outcome must be null, "X", "O" or "draw".',
			'result.outcome'
		);
	}
	return {
		bestMove: r.bestMove === null ? null : intAt(r.bestMove, 'result.bestMove', 0, 8),
		value: intAt(r.value, 'result.value', -10, 10),
		outcome,
		nodes: intAt(r.nodes, 'result.nodes', 1, 986_410),
		moves: readMoves(r.moves)
	};
}

/** Allowed range of each column's entries ([lo, hi]; alpha and beta may also be null). */
function columnRange(field: (typeof TRACE_FIELDS)[number], n: number): [number, number] {
	switch (field) {
		case 'parent':
			return [-1, n - 1];
		case 'move':
			return [-1, 8];
		case 'depth':
			return [0, 9];
		case 'value':
		case 'alpha':
		case 'beta':
			return [-10, 10];
		case 'bound':
			return [0, 2];
		case 'outcome':
			return [0, 3];
		case 'cutoff':
			return [0, 1];
		default:
			return [0, 511];
	}
}

function readNodes(v: unknown, n: number): TraceNodes {
	const o = objectAt(v, 'nodes');
	const out: Partial<Record<string, unknown[]>> = {};
	for (const field of TRACE_FIELDS) {
		const column = o[field];
		const name = `nodes.${field}`;
		if (!Array.isArray(column)) throw new TraceError('field', `${name} must be an array.`, name);
		if (column.length !== n) {
			throw new TraceError('length', `${name} has ${column.length} entries, expected ${n}.`, name);
		}
		const [lo, hi] = columnRange(field, n);
		const nullable = field === 'alpha' || field === 'beta';
		for (let i = 0; i < n; i++) {
			const x = column[i];
			if ((nullable && x === null) || isInt(x, lo, hi)) continue;
			throw new TraceError(
				'value',
				`${name}[${i}] is ${JSON.stringify(x)}: expected an integer from ${lo} to ${hi}${nullable ? ' or null' : ''}.`,
				name,
				i
			);
		}
		out[field] = column;
	}
	return out as unknown as TraceNodes;
}

/**
 * Validates parsed JSON as a trace: shape, ranges, then the tree and the result (trace-check.ts).
 * @returns the same data, typed.
 * @throws TraceError (codes 'format', 'version', 'field', 'length', 'value', 'position',
 *   'structure', 'result').
 */
export function validateTrace(data: unknown): Trace {
	if (!isObject(data) || data.format !== TRACE_FORMAT) {
		throw new TraceError('format', `Not a trace: "format" must be "${TRACE_FORMAT}".`, 'format');
	}
	if (data.version !== TRACE_VERSION) {
		throw new TraceError(
			'version',
			`Trace version ${JSON.stringify(data.version)} is not supported: this reader knows version ${TRACE_VERSION}.`,
			'version'
		);
	}
	if (data.cut !== undefined) {
		const cut = isObject(data.cut) ? data.cut : {};
		throw new TraceError(
			'cut',
			`This trace holds the first ${String(cut.nodes)} of ${String(cut.of)} nodes: a cut trace cannot be replayed.`,
			'cut'
		);
	}
	if (typeof data.position !== 'string') {
		throw new TraceError('field', 'position must be a string.', 'position');
	}
	let position;
	try {
		position = parsePosition(data.position);
	} catch (error) {
		if (!(error instanceof PositionError)) throw error;
		throw new TraceError('position', `position: ${error.message}`, 'position');
	}
	if (data.toMove !== position.toMove) {
		throw new TraceError(
			'position',
			`toMove must be "${position.toMove}", the side to move of the position.`,
			'toMove'
		);
	}
	const options = readOptions(data.options);
	const result = readResult(data.result);
	if (JSON.stringify(data.legend) !== JSON.stringify(TRACE_LEGEND)) {
		throw new TraceError('field', `legend must be ${JSON.stringify(TRACE_LEGEND)}.`, 'legend');
	}
	const nodes = readNodes(data.nodes, result.nodes);
	const trace: Trace = {
		format: TRACE_FORMAT,
		version: TRACE_VERSION,
		position: data.position,
		toMove: position.toMove,
		options,
		result,
		legend: TRACE_LEGEND,
		nodes
	};
	checkTraceTree(trace, position);
	return trace;
}

/**
 * Parses and validates trace JSON text.
 * @throws TraceError ('json' when the text is not JSON; see validateTrace for the others).
 */
export function parseTrace(text: string): Trace {
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		throw new TraceError('json', 'The file is not JSON text.');
	}
	return validateTrace(data);
}

/** The engine record a (validated) trace describes: the same arrays as the search's record. */
export function traceRecord(trace: Trace): SearchRecord {
	const t = trace.nodes;
	const n = trace.result.nodes;
	const a = allocateRecordArrays(n);
	for (let i = 0; i < n; i++) {
		a.parent[i] = t.parent[i];
		a.end[i] = i + 1;
		a.move[i] = t.move[i];
		a.depth[i] = t.depth[i];
		a.value[i] = t.value[i];
		a.bound[i] = t.bound[i];
		a.alpha[i] = t.alpha[i] ?? NEG_INF;
		a.beta[i] = t.beta[i] ?? POS_INF;
		a.flags[i] = t.outcome[i] | (t.cutoff[i] ? FLAG_CUTOFF : 0);
		a.pruned[i] = t.pruned[i];
		a.xMask[i] = t.x[i];
		a.oMask[i] = t.o[i];
	}
	// A subtree ends where its last descendant's does: children follow their parent (preorder).
	for (let i = n - 1; i >= 1; i--) {
		const p = a.parent[i];
		if (a.end[i] > a.end[p]) a.end[p] = a.end[i];
	}
	return { count: n, rootMover: trace.toMove, ...a };
}

/**
 * The SearchResult a (validated) trace describes, as search() returned it (same record, the
 * options resolved as search resolves them).
 */
export function traceResult(trace: Trace): SearchResult {
	return {
		bestMove: trace.result.bestMove,
		value: trace.result.value,
		moves: trace.result.moves.map((m) => ({ ...m })),
		nodes: trace.result.nodes,
		examined: trace.result.nodes,
		kept: trace.result.nodes,
		tableEntries: 0,
		tableHits: 0,
		horizonLeaves: 0,
		result: trace.result.outcome,
		record: traceRecord(trace),
		options: oneSearchOptions(trace.options)
	};
}
