/**
 * record.ts: the field layout and the buffer a record lives in (views, transport between threads),
 * and the readers, on the two empty-board records.
 */
import { describe, expect, it } from 'vitest';
import {
	RECORD_BYTES_PER_NODE,
	RECORD_BYTES_PER_UNIFORM_NODE,
	RECORD_LAYOUT,
	RECORD_UNIFORM_LAYOUT,
	UNIFORM_FIELDS,
	fullLayoutRecord,
	leafRecord,
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	FLAG_CUTOFF,
	GAME_DEFS,
	NEG_INF,
	POS_INF,
	allocateRecordArrays,
	bufferCapacity,
	childCount,
	childrenOf,
	emptyGamePosition,
	hasCutoff,
	isBound,
	isFinished,
	isMaximizer,
	isTableHit,
	nodeBound,
	nodeCells,
	nodeOutcome,
	nodeValue,
	nodesWithCells,
	parsePosition,
	readNode,
	recordArraysOver,
	recordBuffer,
	recordBytes,
	recordFromTransport,
	recordTransport,
	search,
	sideToMove,
	tableLink,
	prunedMask
} from '$lib/engine';
import { emptyBoardRecords, firstBad } from '../fixtures/records';

const ARRAY_FIELDS = [
	'parent',
	'end',
	'link',
	'move',
	'depth',
	'value',
	'bound',
	'alpha',
	'beta',
	'flags',
	'pruned',
	'xMask',
	'oMask'
] as const;

function popCount(mask: number): number {
	let n = 0;
	for (let m = mask; m; m &= m - 1) n++;
	return n;
}

describe('the record buffer', () => {
	it('holds floor(bytes / 28) nodes', () => {
		expect(bufferCapacity(0)).toBe(0);
		expect(bufferCapacity(27)).toBe(0);
		expect(bufferCapacity(28)).toBe(1);
		expect(bufferCapacity(28 * 1000 + 27)).toBe(1000);
	});

	it('lays the fields out one after another, each `capacity` entries long, aligned', () => {
		const capacity = 1001;
		const buffer = new ArrayBuffer(capacity * RECORD_BYTES_PER_NODE);
		const views = recordArraysOver(buffer, 10);
		let offset = 0;
		for (const [field, Type] of RECORD_LAYOUT) {
			const view = views[field];
			expect(view, field).toBeInstanceOf(Type);
			expect(view.byteOffset, field).toBe(offset);
			expect(view.byteOffset % Type.BYTES_PER_ELEMENT, field).toBe(0);
			expect(view.length, field).toBe(10);
			offset += capacity * Type.BYTES_PER_ELEMENT;
		}
		expect(offset).toBe(buffer.byteLength);
	});

	it('allocateRecordArrays makes a buffer of exactly `capacity` nodes', () => {
		const arrays = allocateRecordArrays(50);
		expect(arrays.parent.buffer.byteLength).toBe(50 * RECORD_BYTES_PER_NODE);
		for (const field of ARRAY_FIELDS) expect(arrays[field].length, field).toBe(50);
	});

	it.each([
		{ name: 'more nodes than the buffer holds', count: 11 },
		{ name: 'a negative count', count: -1 },
		{ name: 'a fractional count', count: 2.5 }
	])('refuses $name with a RangeError', ({ count }) => {
		const buffer = new ArrayBuffer(10 * RECORD_BYTES_PER_NODE + 5);
		expect(() => recordArraysOver(buffer, count)).toThrow(RangeError);
		expect(() => recordArraysOver(buffer, count)).toThrow(
			`A buffer of 285 bytes holds up to 10 nodes, not ${count}.`
		);
	});

	it('crosses threads as { buffer, count, rootMover, game, root } and comes back node for node', () => {
		const position = parsePosition('XOX/.O./X..');
		const result = search(position, { alphaBeta: true });
		const copy = recordArraysOver(recordBuffer(result.record).slice(0), result.record.count);
		const transport = recordTransport(result.record);
		expect(transport).toEqual({
			buffer: recordBuffer(result.record),
			count: 15,
			rootMover: 'O',
			game: 'ttt3',
			root: position.cells
		});
		// What postMessage does with a transfer list: the buffer moves, the sender's views empty.
		const received = structuredClone(transport, { transfer: [transport.buffer] });
		expect(result.record.parent.length).toBe(0);
		const record = recordFromTransport(received);
		expect(record.count).toBe(15);
		expect(record.rootMover).toBe('O');
		expect(record.game).toBe('ttt3');
		expect(record.root).toEqual(position.cells);
		for (const field of ARRAY_FIELDS)
			expect(Array.from(record[field]), field).toEqual(Array.from(copy[field]));
		const again = search(parsePosition('XOX/.O./X..'), { alphaBeta: true }).record;
		for (let i = 0; i < 15; i++) expect(readNode(record, i)).toEqual(readNode(again, i));
	});

	it('carries a uniform record with `uniform: true`; it comes back uniform, node for node', () => {
		const position = parsePosition('XOX/.O./X..');
		const result = search(position, { alphaBeta: false });
		expect(result.record.uniform).toBe(true);
		const transport = recordTransport(result.record);
		expect(transport).toEqual({
			buffer: recordBuffer(result.record),
			count: 34,
			rootMover: 'O',
			game: 'ttt3',
			root: position.cells,
			uniform: true
		});
		const received = structuredClone(transport, { transfer: [transport.buffer] });
		const record = recordFromTransport(received);
		expect(record.uniform).toBe(true);
		for (const field of UNIFORM_FIELDS) expect(record[field].length, field).toBe(0);
		const again = search(position, { alphaBeta: false }).record;
		for (let i = 0; i < 34; i++) expect(readNode(record, i)).toEqual(readNode(again, i));
	});

	it('lays a uniform buffer out in RECORD_UNIFORM_LAYOUT, 17 bytes a node, in that order', () => {
		const capacity = 40;
		const buffer = new ArrayBuffer(capacity * RECORD_BYTES_PER_UNIFORM_NODE);
		expect(bufferCapacity(buffer.byteLength, true)).toBe(capacity);
		const views = recordArraysOver(buffer, 10, true);
		let offset = 0;
		for (const [field, Type] of RECORD_UNIFORM_LAYOUT) {
			expect(views[field].byteOffset, field).toBe(offset);
			expect(views[field].length, field).toBe(10);
			offset += capacity * Type.BYTES_PER_ELEMENT;
		}
		expect(offset).toBe(buffer.byteLength);
		for (const field of UNIFORM_FIELDS) expect(views[field].length, field).toBe(0);
	});

	it('fullLayoutRecord gives a uniform record every field, as the full layout stores them', () => {
		const { record } = search(parsePosition('XO./.X./O..'), { alphaBeta: false });
		const full = fullLayoutRecord(record);
		expect(full.uniform).toBeUndefined();
		expect(recordBytes(full)).toBe(record.count * RECORD_BYTES_PER_NODE);
		expect(Array.from(full.alpha)).toEqual(Array(record.count).fill(NEG_INF));
		expect(Array.from(full.beta)).toEqual(Array(record.count).fill(POS_INF));
		expect(Array.from(full.bound)).toEqual(Array(record.count).fill(0));
		expect(Array.from(full.pruned)).toEqual(Array(record.count).fill(0));
		expect(Array.from(full.link)).toEqual(Array(record.count).fill(-1));
		for (const [field] of RECORD_UNIFORM_LAYOUT) {
			expect(Array.from(full[field]), field).toEqual(Array.from(record[field]));
		}
		for (let i = 0; i < record.count; i++) expect(readNode(full, i)).toEqual(readNode(record, i));
		const ab = search(parsePosition('XO./.X./O..'), { alphaBeta: true }).record;
		expect(fullLayoutRecord(ab)).toBe(ab);
	});
});

const records = emptyBoardRecords();

describe.each(records)('empty-board $name record', ({ record, alphaBeta }) => {
	it('has one entry per node in every array it stores (plain minimax: a uniform record)', () => {
		expect(record.uniform).toBe(alphaBeta ? undefined : true);
		for (const field of ARRAY_FIELDS) {
			const stored = !record.uniform || !UNIFORM_FIELDS.includes(field);
			expect(record[field].length, field).toBe(stored ? record.count : 0);
		}
	});

	it('has the root at 0 with parent -1, no move, depth 0, spanning the whole record', () => {
		expect(record.parent[0]).toBe(-1);
		expect(record.move[0]).toBe(-1);
		expect(record.depth[0]).toBe(0);
		expect(record.end[0]).toBe(record.count);
		expect(firstBad(record, (i) => i === 0 || record.parent[i] >= 0)).toBe(-1);
	});

	it('gives every node a parent one ply shallower, whose subtree contains it', () => {
		const bad = firstBad(record, (i) => {
			if (i === 0) return true;
			const p = record.parent[i];
			return p < i && record.depth[p] === record.depth[i] - 1 && record.end[p] >= record.end[i];
		});
		expect(bad).toBe(-1);
	});

	it('records each child as its parent plus the move, played by the side to move', () => {
		const bad = firstBad(record, (i) => {
			if (i === 0) return record.xMask[0] === 0 && record.oMask[0] === 0;
			const p = record.parent[i];
			const bit = 1 << record.move[i];
			if ((record.xMask[p] | record.oMask[p]) & bit) return false;
			const moverIsX = (record.depth[p] % 2 === 0) === (record.rootMover === 'X');
			return moverIsX
				? record.xMask[i] === (record.xMask[p] | bit) && record.oMask[i] === record.oMask[p]
				: record.oMask[i] === (record.oMask[p] | bit) && record.xMask[i] === record.xMask[p];
		});
		expect(bad).toBe(-1);
	});

	it('decodes consistent nodes with readNode', () => {
		const bad = firstBad(record, (i) => {
			const node = readNode(record, i);
			const cellsMatch = node.cells.every(
				(cell, c) =>
					(cell === 'X') === (((record.xMask[i] >> c) & 1) === 1) &&
					(cell === 'O') === (((record.oMask[i] >> c) & 1) === 1)
			);
			const parentOk =
				i === 0
					? node.parent === -1 && node.move === null && node.toMove === record.rootMover
					: node.parent === record.parent[i] &&
						node.move === record.move[i] &&
						node.toMove !== readNode(record, node.parent).toMove &&
						node.maximizing !== readNode(record, node.parent).maximizing;
			return (
				node.index === i &&
				node.cells.length === 9 &&
				cellsMatch &&
				parentOk &&
				node.depth === record.depth[i] &&
				node.value === record.value[i] &&
				node.maximizing === (node.depth % 2 === 0) &&
				(node.outcome === null) === (record.end[i] !== i + 1) &&
				node.cutoff === ((record.flags[i] & FLAG_CUTOFF) !== 0) &&
				!node.horizon &&
				!node.tableHit &&
				node.link === null &&
				tableLink(record, i) === -1 &&
				!node.truncated &&
				(alphaBeta ||
					(node.bound === 'exact' && node.alpha === -Infinity && node.beta === Infinity))
			);
		});
		expect(bad).toBe(-1);
	});

	it.each([
		{ name: '-1', index: -1 },
		{ name: 'count', index: 'count' as const },
		{ name: 'count + 1', index: 'count+1' as const },
		{ name: '0.5', index: 0.5 }
	])('readNode($name) throws a RangeError', ({ index }) => {
		const i = index === 'count' ? record.count : index === 'count+1' ? record.count + 1 : index;
		expect(() => readNode(record, i)).toThrow(RangeError);
	});

	it('takes RECORD_BYTES_PER_NODE (28) bytes per node, 17 when uniform, under 64 MB', () => {
		expect(RECORD_BYTES_PER_NODE).toBe(28);
		expect(RECORD_BYTES_PER_UNIFORM_NODE).toBe(17);
		const perNode = alphaBeta ? RECORD_BYTES_PER_NODE : RECORD_BYTES_PER_UNIFORM_NODE;
		expect(recordBytes(record)).toBe(record.count * perNode);
		let held = 0;
		for (const field of ARRAY_FIELDS) held += record[field].byteLength;
		expect(held).toBe(recordBytes(record));
		expect(recordBytes(record)).toBeLessThan(64 * 1024 * 1024);
	});

	it('sets pruned masks only on cutoff nodes, and never in plain minimax', () => {
		const bad = firstBad(
			record,
			(i) => prunedMask(record, i) === 0 || (alphaBeta && hasCutoff(record, i))
		);
		expect(bad).toBe(-1);
		let cutoffs = 0;
		for (let i = 0; i < record.count; i++) if (hasCutoff(record, i)) cutoffs++;
		if (alphaBeta) expect(cutoffs).toBeGreaterThan(0);
		else expect(cutoffs).toBe(0);
	});

	it('accounts for every empty cell of an unfinished node: pruned + examined children', () => {
		const bad = firstBad(record, (i) => {
			const empty = 9 - popCount(record.xMask[i] | record.oMask[i]);
			if (isFinished(record, i)) return childCount(record, i) === 0 && prunedMask(record, i) === 0;
			const examined = childrenOf(record, i).map((c) => record.move[c]);
			const overlap = examined.some((c) => prunedMask(record, i) & (1 << c));
			return !overlap && examined.length + popCount(prunedMask(record, i)) === empty;
		});
		expect(bad).toBe(-1);
	});

	it('named readers agree with readNode on every node', () => {
		const bad = firstBad(record, (i) => {
			const view = readNode(record, i);
			return (
				isFinished(record, i) === (view.outcome !== null) &&
				nodeOutcome(record, i) === view.outcome &&
				hasCutoff(record, i) === view.cutoff &&
				isMaximizer(record, i) === view.maximizing &&
				isMaximizer(record, i) === (view.depth % 2 === 0) &&
				sideToMove(record, i) === view.toMove &&
				isBound(record, i) === (view.bound !== 'exact') &&
				nodeBound(record, i) === view.bound
			);
		});
		expect(bad).toBe(-1);
		expect(sideToMove(record, 0)).toBe('X');
		expect(sideToMove(record, 1)).toBe('O');
	});
});

describe('reading positions in every game', () => {
	it('nodesWithCells finds a position and its transpositions (3x3 masks)', () => {
		const { record } = search(parsePosition('X../.O./...'), { alphaBeta: false });
		const target = parsePosition('XXO/.O./X..').cells;
		const found = nodesWithCells(record, target);
		// Two orders reach it: X on 1, O on 2, X on 6, or X on 6, O on 2, X on 1.
		expect(found).toHaveLength(2);
		for (const i of found) expect(nodeCells(record, i)).toEqual(target);
		expect(nodesWithCells(record, parsePosition('.........').cells)).toEqual([]);
	});

	it('nodesWithCells replays Connect Four paths, table hits included', () => {
		const root = emptyGamePosition(GAME_DEFS.connect4);
		const options = {
			game: 'connect4',
			alphaBeta: false,
			order: 'index',
			transpositionTable: true,
			depthLimit: 4
		} as const;
		const { record } = search(root, options);
		const target = parsePosition('......./......./......./......./......./.XO.X..', 'connect4');
		const found = nodesWithCells(record, target.cells);
		expect(found.length).toBeGreaterThan(1);
		expect(found.some((i) => isTableHit(record, i))).toBe(true);
		for (const i of found) expect(nodeCells(record, i)).toEqual(target.cells);
	});

	it('a Connect Four record without root cells cannot be read, with a clear error', () => {
		const { record } = search(emptyGamePosition(GAME_DEFS.connect4), {
			game: 'connect4',
			depthLimit: 1
		});
		const bare = { ...record, root: undefined };
		expect(() => nodeCells(bare, 1)).toThrow(
			'This connect4 record has no root cells to replay its moves on.'
		);
	});
});

describe('leafRecord', () => {
	it.each([
		['XXX/OO./...', -10, OUTCOME_X],
		['OOO/XX./X..', -10, OUTCOME_O],
		['XOX/XOO/OXX', 0, OUTCOME_DRAW]
	])(
		'%s: the record a search of the finished board makes, in the full layout',
		(text, value, flags) => {
			const position = parsePosition(text);
			const searched = search(position).record;
			const leaf = leafRecord(position, value, flags);
			expect(leaf).toEqual(fullLayoutRecord(searched));
			expect([nodeValue(leaf, 0), nodeOutcome(leaf, 0)]).toEqual([
				nodeValue(searched, 0),
				nodeOutcome(searched, 0)
			]);
		}
	);

	it('refuses a position that is not 3x3', () => {
		expect(() => leafRecord(emptyGamePosition(GAME_DEFS.ttt4), 0, OUTCOME_DRAW)).toThrow(
			'A leaf record is of a 3x3 position, not of 16 cells.'
		);
	});
});
