/**
 * search.ts: the record buffer (MAX_TREE_NODES recomputed over every valid position, reuse of a
 * caller's buffer), the faults seen in tic-tac-toe engines (one test per fault, named after it),
 * and the input position left unchanged. The reference figures are in reference-figures.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
	MAX_TREE_NODES,
	RECORD_BYTES_PER_NODE,
	RECORD_BYTES_PER_UNIFORM_NODE,
	RECORD_LAYOUT,
	UNIFORM_FIELDS,
	bestMove,
	emptyPosition,
	fullLayoutRecord,
	hasCutoff,
	parsePosition,
	play,
	recordBuffer,
	recordCapacity,
	search,
	winner,
	winningLine,
	type Position,
	type SearchRecord,
	prunedMask
} from '$lib/engine';
import { ALL_OPTIONS as allOptions, deepFreeze, validPositions } from '../fixtures/positions';

describe('MAX_TREE_NODES: the record buffer a search needs', () => {
	it('is the largest plain-minimax tree over every valid position, by empty cells', () => {
		const buffer = new ArrayBuffer(MAX_TREE_NODES[9] * RECORD_BYTES_PER_NODE);
		const largest = Array<number>(10).fill(0);
		for (const position of validPositions()) {
			const empty = position.cells.filter((c) => c === null).length;
			const { nodes } = search(position, { alphaBeta: false }, buffer);
			largest[empty] = Math.max(largest[empty], nodes);
		}
		expect(largest).toEqual(MAX_TREE_NODES);
		expect(MAX_TREE_NODES[9]).toBe(549_946);
	});

	it('recordCapacity reads it by the empty cells of a position', () => {
		expect(recordCapacity(emptyPosition())).toBe(549_946);
		expect(recordCapacity(parsePosition('.X./.../...'))).toBe(63_905);
		expect(recordCapacity(parsePosition('XOX/.O./X..'))).toBe(MAX_TREE_NODES[4]);
		expect(recordCapacity(parsePosition('XOX/XOO/OXX'))).toBe(1);
	});
});

/** The first field and node where two records differ, or null when every field of every node agrees. */
function firstDifference(a: SearchRecord, b: SearchRecord): string | null {
	if (a.uniform !== b.uniform) return `uniform: ${a.uniform} vs ${b.uniform}`;
	const fa = fullLayoutRecord(a);
	const fb = fullLayoutRecord(b);
	for (const [field] of RECORD_LAYOUT) {
		const x = fa[field];
		const y = fb[field];
		if (x.length !== y.length) return `${field}: ${x.length} vs ${y.length} entries`;
		for (let i = 0; i < x.length; i++)
			if (x[i] !== y[i]) return `${field}[${i}]: ${x[i]} vs ${y[i]}`;
	}
	return null;
}

describe("recording into a caller's buffer", () => {
	const positions = ['XOX/.O./X..', '.X./.../...', 'XO./.X./O..', '......... o'];

	it.each(allOptions)(
		'$name: a reused, dirty buffer gives the same record as a fresh one',
		({ options }) => {
			const buffer = new ArrayBuffer(MAX_TREE_NODES[9] * RECORD_BYTES_PER_NODE);
			// Dirty it: plain and alpha-beta searches of the empty board leave every field written.
			search(emptyPosition(), { alphaBeta: false }, buffer);
			search(emptyPosition(), { alphaBeta: true, order: 'center-first' }, buffer);
			for (const text of positions) {
				const position = parsePosition(text);
				const fresh = search(position, options);
				const reused = search(position, options, buffer);
				const { record: a, ...restA } = fresh;
				const { record: b, ...restB } = reused;
				expect(restB).toEqual(restA);
				expect(b.count).toBe(a.count);
				expect(b.rootMover).toBe(a.rootMover);
				expect(firstDifference(a, b)).toBeNull();
			}
		}
	);

	it("records in place: the record's arrays are views of `count` entries over that buffer", () => {
		const buffer = new ArrayBuffer(MAX_TREE_NODES[9] * RECORD_BYTES_PER_NODE);
		const { record } = search(parsePosition('XOX/.O./X..'), {}, buffer);
		expect(recordBuffer(record)).toBe(buffer);
		// Plain minimax: a uniform record, whose left-out fields are empty views.
		expect(record.uniform).toBe(true);
		for (const [field] of RECORD_LAYOUT) {
			expect(record[field].buffer, field).toBe(buffer);
			expect(record[field].length, field).toBe(UNIFORM_FIELDS.includes(field) ? 0 : record.count);
		}
		const ab = search(parsePosition('XOX/.O./X..'), { alphaBeta: true }, buffer).record;
		expect(ab.uniform).toBeUndefined();
		for (const [field] of RECORD_LAYOUT) expect(ab[field].length, field).toBe(ab.count);
	});

	it('without a buffer, allocates one of exactly recordCapacity nodes', () => {
		const position = parsePosition('XOX/.O./X..');
		const { record } = search(position);
		expect(recordBuffer(record).byteLength).toBe(
			recordCapacity(position) * RECORD_BYTES_PER_UNIFORM_NODE
		);
		const ab = search(position, { alphaBeta: true }).record;
		expect(recordBuffer(ab).byteLength).toBe(recordCapacity(position) * RECORD_BYTES_PER_NODE);
	});

	it('refuses a buffer too small for the position with a RangeError, and changes nothing', () => {
		const position = parsePosition('.X./.../...');
		const small = new ArrayBuffer((recordCapacity(position) - 1) * RECORD_BYTES_PER_UNIFORM_NODE);
		new Uint8Array(small).fill(7);
		expect(() => search(position, {}, small)).toThrow(RangeError);
		expect(() => search(position, {}, small)).toThrow(
			`A record buffer of ${small.byteLength} bytes holds 63904 nodes; this search may need 63905.`
		);
		expect(new Uint8Array(small).every((b) => b === 7)).toBe(true);
		// Alpha-beta stores every field: 28 bytes a node.
		const smallAb = new ArrayBuffer((recordCapacity(position) - 1) * RECORD_BYTES_PER_NODE);
		expect(() => search(position, { alphaBeta: true }, smallAb)).toThrow(
			`A record buffer of ${smallAb.byteLength} bytes holds 63904 nodes; this search may need 63905.`
		);
	});
});

describe('fault: blocks the opponent instead of winning now (XX./OO./..., X to move)', () => {
	const position = parsePosition('XX./OO./...');

	it.each(allOptions)('$name: X plays index 2 and wins', ({ options }) => {
		expect(position.toMove).toBe('X');
		const result = search(position, options);
		expect(result.bestMove).toBe(2);
		expect(winner(play(position, result.bestMove as number))).toBe('X');
	});

	it('with the depth penalty, winning now outscores every other move', () => {
		const { moves } = search(position, { alphaBeta: false, depthPenalty: true });
		const win = moves.find((m) => m.cell === 2);
		expect(win?.score).toBe(9);
		for (const m of moves) if (m.cell !== 2) expect(m.score).toBeLessThan(9);
	});
});

describe('fault: a line made on the ninth move is scored a draw (XOO/XOX/.XO, X to move)', () => {
	const position = parsePosition('XOO/XOX/.XO');

	it.each(allOptions)('$name: X plays index 6 and wins', ({ options }) => {
		const result = search(position, options);
		expect(result.bestMove).toBe(6);
		const after = play(position, 6);
		expect(after.cells.every((c) => c !== null)).toBe(true);
		expect(winner(after)).toBe('X');
		expect(winningLine(after)).toEqual([0, 3, 6]);
		expect(result.value).toBe(options.depthPenalty ? 9 : 10);
	});
});

describe('fault: takes a corner against the double-corner trap (X../.O./..X, O to move)', () => {
	const position = parsePosition('X../.O./..X');

	it.each(allOptions.filter(({ options }) => !options.alphaBeta))(
		'$name: only the edges (1, 3, 5, 7) score 0, the corners lose',
		({ options }) => {
			const { moves, bestMove } = search(position, options);
			expect(moves.filter((m) => m.score === 0).map((m) => m.cell)).toEqual([1, 3, 5, 7]);
			for (const m of moves.filter((m) => [2, 6].includes(m.cell))) expect(m.score).toBeLessThan(0);
			expect([1, 3, 5, 7]).toContain(bestMove);
		}
	);

	it.each(allOptions.filter(({ options }) => options.alphaBeta))(
		'$name: the AI plays an edge',
		({ options }) => {
			const { bestMove, value } = search(position, options);
			expect([1, 3, 5, 7]).toContain(bestMove);
			expect(value).toBe(0);
		}
	);
});

describe('fault: pruned marks from an earlier search leak into the next record (reused buffer)', () => {
	it.each([
		{ name: 'plain after alpha-beta', then: false },
		{ name: 'alpha-beta after alpha-beta', then: true }
	])('$name: no pruned mark without a cutoff', ({ then }) => {
		search(emptyPosition(), { alphaBeta: true, depthPenalty: false, order: 'index' });
		search(emptyPosition(), { alphaBeta: true, depthPenalty: false, order: 'center-first' });
		const { record } = search(emptyPosition(), { alphaBeta: then, depthPenalty: false });
		const stale: number[] = [];
		for (let i = 0; i < record.count; i++) {
			if (prunedMask(record, i) !== 0 && !hasCutoff(record, i)) stale.push(i);
		}
		expect(stale.length, `first stale nodes: ${stale.slice(0, 5)}`).toBe(0);
	});
});

describe('the input position is left unchanged', () => {
	const positions = [
		{ name: 'empty board', position: emptyPosition() },
		{ name: 'XOX/.O./X.., O to move', position: parsePosition('XOX/.O./X..') },
		{ name: 'X../.O./..X, O to move', position: parsePosition('X../.O./..X') },
		{ name: 'O first, one mark', position: parsePosition('O../.../...') },
		{ name: 'finished game', position: parsePosition('.XO/.XO/.X.') }
	];
	const optionSets = [
		{ alphaBeta: false, depthPenalty: true, order: 'index' as const },
		{ alphaBeta: true, depthPenalty: false, order: 'center-first' as const }
	];

	describe.each(positions)('$name', ({ position }: { position: Position }) => {
		it.each(optionSets)(
			'search (alphaBeta $alphaBeta, depthPenalty $depthPenalty, $order) leaves it unchanged',
			(options) => {
				const frozen = deepFreeze(position);
				const copy = structuredClone(position);
				const result = search(frozen, options);
				expect(result.nodes).toBeGreaterThan(0);
				expect(bestMove(frozen, options)).toBe(result.bestMove);
				expect(frozen).toEqual(copy);
				// The unfrozen original too.
				search(position, options);
				expect(position).toEqual(copy);
			}
		);
	});
});
