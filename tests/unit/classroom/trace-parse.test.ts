/** Reading a trace: round trips to the engine's record, and each shape error with its code. */
import { describe, expect, it } from 'vitest';
import {
	RECORD_LAYOUT,
	emptyPosition,
	fullLayoutRecord,
	parsePosition,
	search,
	type SearchOptions,
	type SearchResult
} from '$lib/engine/index';
import { TraceError } from '$lib/classroom/trace-error';
import { traceJson, traceOf } from '$lib/classroom/trace-format';
import { parseTrace, traceRecord, traceResult, validateTrace } from '$lib/classroom/trace-parse';
import { expectEqual } from '../fixtures/equal';

function expectSameResult(back: SearchResult, original: SearchResult): void {
	const { record: a, ...restA } = back;
	const { record: b, ...restB } = original;
	expect(restA).toEqual(restB);
	expect([a.count, a.rootMover]).toEqual([b.count, b.rootMover]);
	// A parsed trace stores every field; a plain search's uniform record compares in full layout.
	const full = fullLayoutRecord(b);
	for (const [field] of RECORD_LAYOUT) expectEqual(a[field], full[field], field);
}

const plainAll: Partial<SearchOptions> = { alphaBeta: false };
describe('round trip: search -> JSON -> parse -> record', () => {
	it.each([
		{ name: 'XOX/.O./X.. plain', text: 'XOX/.O./X..', options: plainAll },
		{ name: 'XOX/.O./X.. alpha-beta', text: 'XOX/.O./X..', options: { alphaBeta: true } },
		{
			name: 'XX./OO./... o, alpha-beta centre first, no penalty',
			text: 'XX./OO./... o',
			options: { alphaBeta: true, depthPenalty: false, order: 'center-first' as const }
		},
		{ name: 'a finished root', text: 'XXX/OO./...', options: plainAll },
		{ name: 'the empty board, alpha-beta', text: '.../.../...', options: { alphaBeta: true } }
	])('$name', ({ text, options }) => {
		const original = search(parsePosition(text), options);
		const json = traceJson(original);
		const trace = parseTrace(json);
		expectSameResult(traceResult(trace), original);
		expect(traceJson(traceResult(trace))).toBe(json);
	});

	it('the whole 549,946-node empty-board tree', () => {
		const original = search(emptyPosition(), { alphaBeta: false, depthPenalty: false });
		const record = traceRecord(parseTrace(traceJson(original)));
		expect(record.count).toBe(549_946);
		// Byte comparison: vitest's deep equality is slow on half a million entries.
		const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
		const full = fullLayoutRecord(original.record);
		for (const [field] of RECORD_LAYOUT) {
			expect(bytes(record[field]).equals(bytes(full[field])), field).toBe(true);
		}
	});
});

function codeOf(run: () => unknown): Pick<TraceError, 'code' | 'field' | 'node'> | null {
	try {
		run();
		return null;
	} catch (e) {
		if (!(e instanceof TraceError)) throw e;
		return { code: e.code, field: e.field, node: e.node };
	}
}

const base = traceOf(search(parsePosition('XOX/.O./X..'), { alphaBeta: true }));
// The edits write invalid values on purpose: the trace is untyped JSON here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edited(edit: (t: Record<string, any>) => void): unknown {
	const copy = JSON.parse(JSON.stringify(base));
	edit(copy);
	return copy;
}

describe('shape errors', () => {
	it('not JSON', () => {
		expect(codeOf(() => parseTrace('{"format": '))).toMatchObject({ code: 'json' });
	});

	it.each([
		{ name: 'not an object', data: [1, 2], code: 'format', field: 'format' },
		{
			name: 'another format',
			data: edited((t) => (t.format = 'other')),
			code: 'format',
			field: 'format'
		},
		{ name: 'version 2', data: edited((t) => (t.version = 2)), code: 'version', field: 'version' },
		{
			name: 'a cut trace',
			data: edited((t) => (t.cut = { nodes: 10, of: 15 })),
			code: 'cut',
			field: 'cut'
		},
		{
			name: 'position missing',
			data: edited((t) => delete t.position),
			code: 'field',
			field: 'position'
		},
		{
			name: 'bad notation',
			data: edited((t) => (t.position = 'XXXX')),
			code: 'position',
			field: 'position'
		},
		{
			name: 'side contradicts',
			data: edited((t) => (t.toMove = 'X')),
			code: 'position',
			field: 'toMove'
		},
		{
			name: 'unknown order',
			data: edited((t) => (t.options.order = 'random')),
			code: 'field',
			field: 'options.order'
		},
		{
			name: 'alphaBeta not a boolean',
			data: edited((t) => (t.options.alphaBeta = 1)),
			code: 'field',
			field: 'options.alphaBeta'
		},
		{
			name: 'bad bound in result.moves',
			data: edited((t) => (t.result.moves[0].bound = 'maybe')),
			code: 'field',
			field: 'result.moves[0].bound'
		},
		{
			name: 'legend changed',
			data: edited((t) => t.legend.bound.reverse()),
			code: 'field',
			field: 'legend'
		},
		{
			name: 'a column missing',
			data: edited((t) => delete t.nodes.pruned),
			code: 'field',
			field: 'nodes.pruned'
		},
		{
			name: 'a column too short',
			data: edited((t) => t.nodes.depth.pop()),
			code: 'length',
			field: 'nodes.depth'
		},
		{
			name: 'a depth out of range',
			data: edited((t) => (t.nodes.depth[3] = 12)),
			code: 'value',
			field: 'nodes.depth',
			node: 3
		},
		{
			name: 'a value not an integer',
			data: edited((t) => (t.nodes.value[2] = 7.5)),
			code: 'value',
			field: 'nodes.value',
			node: 2
		},
		{
			name: 'a null outside the window columns',
			data: edited((t) => (t.nodes.move[1] = null)),
			code: 'value',
			field: 'nodes.move',
			node: 1
		}
	])('$name: $code', ({ data, code, field, node }) => {
		expect(codeOf(() => validateTrace(data))).toMatchObject({ code, field, node: node ?? null });
	});

	it('a valid trace validates to the same data', () => {
		expect(validateTrace(JSON.parse(JSON.stringify(base)))).toEqual(base);
	});
});
