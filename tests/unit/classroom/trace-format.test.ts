/** Writing a trace: the documented shape, pinned on XOX/.O./X.. with alpha-beta. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parsePosition, search } from '$lib/engine/index';
import { createLab } from '$lib/lessons/lab';
import {
	TRACE_FIELDS,
	TRACE_FORMAT,
	TRACE_LEGEND,
	traceCut,
	traceFileName,
	traceJson,
	traceOf
} from '$lib/classroom/trace-format';

const result = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
const trace = traceOf(result);
const doc = readFileSync('docs/trace-format.md', 'utf8');

describe('traceOf', () => {
	it('header: format, version, position, side, options, result', () => {
		expect(trace).toMatchObject({
			format: TRACE_FORMAT,
			version: 1,
			position: 'XOX/.O./X..',
			toMove: 'O',
			options: { alphaBeta: true, depthPenalty: true, order: 'index' },
			result: { bestMove: 7, value: 9, outcome: null, nodes: 15 },
			legend: TRACE_LEGEND
		});
		expect(trace.result.moves).toEqual(result.moves);
	});

	it('one column per field, 15 entries each, in the documented order', () => {
		expect(Object.keys(trace.nodes)).toEqual([...TRACE_FIELDS]);
		for (const field of TRACE_FIELDS) expect(trace.nodes[field]).toHaveLength(15);
	});

	it('columns read the record: root, windows as null for infinity, the cutoffs', () => {
		const r = result.record;
		expect(trace.nodes.parent).toEqual(Array.from(r.parent));
		expect(trace.nodes.x).toEqual(Array.from(r.xMask));
		expect(trace.nodes.alpha[0]).toBeNull();
		expect(trace.nodes.beta[0]).toBeNull();
		const cutoffs = trace.nodes.cutoff.flatMap((c, i) => (c ? [i] : []));
		expect(cutoffs).toEqual([4, 6, 8, 10, 13]);
		expect(trace.nodes.pruned[10]).toBe((1 << 7) | (1 << 8));
		expect(trace.nodes.bound[10]).toBe(2); // upper: "<= -8"
	});

	it('a finished root: one node, its outcome, no best move', () => {
		const t = traceOf(search(parsePosition('XXX/OO./...')));
		expect(t.result).toMatchObject({ nodes: 1, outcome: 'X', bestMove: null, moves: [] });
		expect(t.nodes.outcome).toEqual([1]);
	});

	it('JSON text is the trace, on one line', () => {
		const text = traceJson(result);
		expect(JSON.parse(text)).toEqual(trace);
		expect(text).toBe(JSON.stringify(trace));
		expect(text).not.toContain('\n');
	});

	it('a search longer than the limit is cut to its first nodes, and the file says so', () => {
		const cut = JSON.parse(traceJson(result, 10));
		expect(cut.cut).toEqual({ nodes: 10, of: trace.result.nodes, limit: 10 });
		expect(cut.result).toEqual(trace.result);
		for (const field of TRACE_FIELDS) {
			expect(cut.nodes[field]).toEqual(trace.nodes[field].slice(0, 10));
		}
		// A preorder prefix: every node kept has its parent kept.
		expect(cut.nodes.parent.every((p: number, i: number) => p < i)).toBe(true);
		expect(traceCut(result, 10)).toEqual(cut.cut);
		expect(traceCut(result)).toBeNull();
	});

	it('a search whose record kept fewer nodes than it examined says both counts, cut or not by the limit', () => {
		// As a Connect Four search whose record is bounded: it examined 100 more nodes than it kept.
		const examined = { ...result, nodes: result.nodes + 100 };
		const whole = JSON.parse(traceJson(examined));
		expect(whole.cut).toEqual({
			nodes: result.nodes,
			of: result.nodes + 100,
			recorded: result.nodes
		});
		expect(whole.nodes.parent).toHaveLength(whole.cut.nodes);
		const both = JSON.parse(traceJson(examined, 10));
		expect(both.cut).toEqual({
			nodes: 10,
			of: result.nodes + 100,
			recorded: result.nodes,
			limit: 10
		});
		expect(both.nodes.value).toHaveLength(10);
	});
});

describe('docs/trace-format.md', () => {
	it('documents every field', () => {
		for (const field of TRACE_FIELDS) expect(doc).toContain(`\`${field}\``);
	});

	it("its example is this search's trace (the entries it shows)", () => {
		const block = /```json\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
		const example = JSON.parse(block.replace(/, \.\.\.]/g, ']'));
		expect(example.result).toEqual(trace.result);
		for (const field of TRACE_FIELDS) {
			const shown: unknown[] = example.nodes[field];
			expect(shown).toEqual(trace.nodes[field].slice(0, shown.length));
		}
	});
});

describe('traceFileName', () => {
	it('names the position and the switches that differ from the defaults', () => {
		expect(traceFileName(trace)).toBe('trace-XOX-.O.-X..-alphabeta.json');
		expect(
			traceFileName({
				position: 'XX./OO./... o',
				options: { alphaBeta: false, depthPenalty: false, order: 'center-first' }
			})
		).toBe('trace-XX.-OO.-...-o-nodepth-center.json');
	});
});

describe('traces beyond 3x3', () => {
	it.each([
		{ game: 'ttt4', notation: '..../.X../..../.... o' },
		{ game: 'connect4', notation: '......./......./......./......./......./...X... o' }
	] as const)(
		'$game: the trace names its root position, searched by the lab',
		({ game, notation }) => {
			const lab = createLab();
			const options = { ...DEFAULT_OPTIONS, game, depthLimit: 1 };
			const trace = traceOf(lab.search(notation, options));
			expect(trace.position).toBe(notation.replace(/ o$/, ''));
		}
	);
});
