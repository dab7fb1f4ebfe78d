/** The tree rules of a trace, one broken at a time, and the check against a fresh search. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { TraceError } from '$lib/classroom/trace-error';
import { traceOf, type Trace } from '$lib/classroom/trace-format';
import { checkTraceTree, verifyTrace } from '$lib/classroom/trace-check';
import { validateTrace } from '$lib/classroom/trace-parse';

const ab = traceOf(search(parsePosition('XOX/.O./X..'), { alphaBeta: true }));
const plain = traceOf(search(parsePosition('XOX/.O./X..'), { alphaBeta: false }));

// The edits write invalid values on purpose: the trace is untyped JSON here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function broken(from: Trace, edit: (t: Record<string, any>) => void): () => unknown {
	const copy = JSON.parse(JSON.stringify(from));
	edit(copy);
	return () => validateTrace(copy);
}

function errorOf(run: () => unknown): Pick<TraceError, 'code' | 'field' | 'node'> | null {
	try {
		run();
		return null;
	} catch (e) {
		if (!(e instanceof TraceError)) throw e;
		return { code: e.code, field: e.field, node: e.node };
	}
}

describe('valid traces pass', () => {
	it.each([
		['alpha-beta', ab],
		['plain', plain]
	])('%s', (_, trace) => {
		expect(() => checkTraceTree(trace, parsePosition(trace.position))).not.toThrow();
		expect(() => verifyTrace(trace)).not.toThrow();
	});
});

describe('each broken rule is named', () => {
	it.each([
		{
			name: "the root's masks are not the position",
			run: broken(ab, (t) => (t.nodes.x[0] = 0)),
			code: 'position',
			field: 'nodes.x'
		},
		{
			name: 'node 0 is not the root',
			run: broken(ab, (t) => (t.nodes.move[0] = 3)),
			code: 'structure',
			field: 'nodes'
		},
		{
			name: 'a parent not on the path (not preorder)',
			run: broken(ab, (t) => (t.nodes.parent[5] = 3)),
			code: 'structure',
			field: 'nodes.parent',
			node: 5
		},
		{
			name: "a depth that is not the parent's + 1",
			run: broken(ab, (t) => (t.nodes.depth[2] = 3)),
			code: 'structure',
			field: 'nodes.depth',
			node: 2
		},
		{
			name: 'a move onto a taken cell',
			run: broken(ab, (t) => (t.nodes.move[1] = 0)),
			code: 'structure',
			field: 'nodes.move',
			node: 1
		},
		{
			name: 'masks that are not the parent plus the move',
			run: broken(ab, (t) => (t.nodes.o[1] = t.nodes.o[0])),
			code: 'structure',
			field: 'nodes.x',
			node: 1
		},
		{
			name: 'an outcome that does not match the position',
			run: broken(ab, (t) => (t.nodes.outcome[3] = 3)),
			code: 'structure',
			field: 'nodes.outcome',
			node: 3
		},
		{
			name: "a leaf's value that is not its score",
			run: broken(plain, (t) => (t.nodes.value[3] = 10)),
			code: 'structure',
			field: 'nodes.value',
			node: 3
		},
		{
			name: "an inner value that is not the best child's",
			run: broken(plain, (t) => (t.nodes.value[0] = 7)),
			code: 'structure',
			field: 'nodes.value',
			node: 0
		},
		{
			name: 'pruned moves without a cutoff',
			run: broken(ab, (t) => {
				t.nodes.cutoff[10] = 0;
			}),
			code: 'structure',
			field: 'nodes.pruned',
			node: 10
		},
		{
			name: 'an empty cell neither searched nor pruned',
			run: broken(ab, (t) => (t.nodes.pruned[10] = 1 << 7)),
			code: 'structure',
			field: 'nodes.move',
			node: 10
		},
		{
			name: 'children out of the move order',
			run: broken(ab, (t) => (t.options.order = 'center-first')),
			code: 'structure',
			field: 'nodes.move'
		},
		{
			name: 'a window in a search without alpha-beta',
			run: broken(plain, (t) => (t.nodes.alpha[1] = 3)),
			code: 'structure',
			field: 'nodes',
			node: 1
		},
		{
			name: 'a window with alpha >= beta',
			run: broken(ab, (t) => (t.nodes.beta[4] = 7)),
			code: 'structure',
			field: 'nodes.alpha',
			node: 4
		},
		{
			name: 'result.value differs from the root',
			run: broken(ab, (t) => (t.result.value = 7)),
			code: 'result',
			field: 'result.value'
		},
		{
			name: 'result.moves differ from the root children',
			run: broken(ab, (t) => (t.result.moves[1].bound = 'exact')),
			code: 'result',
			field: 'result.moves'
		},
		{
			name: 'result.bestMove is not the first best',
			run: broken(ab, (t) => (t.result.bestMove = 3)),
			code: 'result',
			field: 'result.bestMove'
		}
	])('$name', ({ run, code, field, node }) => {
		expect(errorOf(run)).toMatchObject({ code, field, ...(node === undefined ? {} : { node }) });
	});
});

describe('verifyTrace', () => {
	it('a well-formed window the engine did not use is a mismatch', () => {
		const copy = JSON.parse(JSON.stringify(ab));
		copy.nodes.alpha[4] = 6;
		const trace = validateTrace(copy);
		expect(errorOf(() => verifyTrace(trace))).toEqual({
			code: 'mismatch',
			field: 'nodes.alpha',
			node: 4
		});
	});

	it('a plain trace claiming alpha-beta is well formed, but not what alpha-beta examines', () => {
		const trace = validateTrace({ ...plain, options: { ...plain.options, alphaBeta: true } });
		expect(errorOf(() => verifyTrace(trace))).toEqual({
			code: 'mismatch',
			field: 'result.nodes',
			node: null
		});
	});
});
