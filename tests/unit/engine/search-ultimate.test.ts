/**
 * search-ultimate.ts through search.ts: the node count of a plain depth-limited search (the perft
 * sums: every position to the limit is examined), alpha-beta and the table against plain minimax,
 * the record read back (positions, forced boards, pruned moves), wins and the depth penalty, the
 * evaluation's clamp, iterative deepening and the game's default options.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	BIG_TWO,
	CENTRE_BOARD_BONUS,
	SMALL_TWO,
	UltimateBoard,
	WON_BOARD,
	cellOfBoard,
	childrenOf,
	emptyUltimatePosition,
	evaluateUltimate,
	isHorizon,
	iterativeDeepening,
	nodeCells,
	nodeForcedBoard,
	parsePosition,
	perft,
	playUltimateMove,
	prunedMoves,
	recordFromTransport,
	recordTransport,
	search,
	ultimateMoves,
	type MoveOrder,
	type Position,
	prunedMask
} from '$lib/engine';
import { marksIn, ultimateNotation } from '../fixtures/ultimate-positions';

const empty = emptyUltimatePosition();
const plain = {
	game: 'ultimate',
	alphaBeta: false,
	order: 'index',
	transpositionTable: false
} as const;

/** A random game prefix of at most `max` moves that is not finished. */
const positionArb = (max: number) =>
	fc.array(fc.nat(80), { maxLength: max }).map((choices) => {
		let p: Position = empty;
		for (const k of choices) {
			const moves = ultimateMoves(p);
			const next = playUltimateMove(p, moves[k % moves.length]);
			if (ultimateMoves(next).length === 0) break;
			p = next;
		}
		return p;
	});

describe('node counts', () => {
	it('a plain search to depth limit 5 from the empty board examines 535,474 nodes', () => {
		const r = search(empty, { ...plain, depthLimit: 5 });
		expect(1 + [1, 2, 3, 4, 5].reduce((s, d) => s + perft(empty, d), 0)).toBe(535474);
		expect(r.nodes).toBe(535474);
		expect(r.horizonLeaves).toBe(473256);
	});

	it.each([
		[1, 82],
		[2, 802],
		[3, 7138],
		[4, 62218]
	])('depth limit %i: %i nodes', (limit, nodes) => {
		expect(search(empty, { ...plain, depthLimit: limit }).nodes).toBe(nodes);
	});
});

describe('alpha-beta and the table against plain minimax', () => {
	const optionsArb = fc.record({
		depthLimit: fc.integer({ min: 1, max: 4 }),
		depthPenalty: fc.boolean(),
		order: fc.constantFrom<MoveOrder>('index', 'center-first'),
		transpositionTable: fc.boolean()
	});

	it('the same value and a best move scoring it, on random positions (depth limit <= 4)', () => {
		fc.assert(
			fc.property(positionArb(40), optionsArb, (position, o) => {
				const p = search(position, {
					...plain,
					depthLimit: o.depthLimit,
					depthPenalty: o.depthPenalty
				});
				const ab = search(position, { ...plain, ...o, alphaBeta: true });
				expect(ab.value).toBe(p.value);
				expect(ab.moves.find((m) => m.cell === ab.bestMove)?.score).toBe(p.value);
				expect(ab.nodes).toBeLessThanOrEqual(p.nodes);
			}),
			{ numRuns: 60 }
		);
	});

	it('plain minimax with the table gives every root move its plain score', () => {
		fc.assert(
			fc.property(positionArb(30), fc.integer({ min: 1, max: 3 }), (position, depthLimit) => {
				const p = search(position, { ...plain, depthLimit });
				const t = search(position, { ...plain, depthLimit, transpositionTable: true });
				expect(t.moves).toEqual(p.moves);
				expect(t.nodes).toBeLessThanOrEqual(p.nodes);
			}),
			{ numRuns: 40 }
		);
	});
});

describe('the record', () => {
	it('replays positions and forced boards; survives transport', () => {
		const root = parsePosition(
			ultimateNotation(
				[
					[4, 4, 'X'],
					[4, 0, 'O']
				],
				'1'
			),
			'ultimate'
		);
		const r = search(root, { ...plain, depthLimit: 3 });
		const record = recordFromTransport(recordTransport(r.record));
		expect(record.rootForcedBoard).toBe(0);
		expect(nodeForcedBoard(record, 0)).toBe(0);
		// Every node: its cells and forced board are those reached by playing the path's moves.
		const board = new UltimateBoard(root);
		const walk = (i: number) => {
			const here = board.position();
			expect(nodeCells(record, i)).toEqual(here.cells);
			expect(nodeForcedBoard(record, i)).toBe(here.forcedBoard);
			expect(childrenOf(record, i).map((c) => record.move[c])).toEqual(
				isHorizon(record, i) ? [] : board.moves()
			);
			for (const c of childrenOf(record, i)) {
				board.play(record.move[c]);
				walk(c);
				board.undo();
			}
		};
		walk(0);
		expect(record.xMask.every((m) => m === 0)).toBe(true);
	});

	it('alpha-beta records the number of pruned moves; prunedMoves lists them', () => {
		const r = search(empty, { ...plain, alphaBeta: true, depthLimit: 3 });
		const rec = r.record;
		let cutNodes = 0;
		for (let i = 0; i < rec.count; i++) {
			const pruned = prunedMoves(rec, i);
			expect(pruned).toHaveLength(prunedMask(rec, i));
			if (pruned.length > 0) cutNodes++;
			const children = childrenOf(rec, i).map((c) => rec.move[c]);
			for (const m of pruned) expect(children).not.toContain(m);
		}
		expect(cutNodes).toBeGreaterThan(0);
	});
});

describe('scores', () => {
	// X has won boards 1 and 5 and holds two cells of board 9's top row; X to move in board 9.
	const winIn1 = ultimateNotation(
		[
			...marksIn(0, [0, 4, 8], 'X'),
			...marksIn(4, [2, 4, 6], 'X'),
			...marksIn(8, [0, 1], 'X'),
			[1, 0, 'O'],
			[1, 1, 'O'],
			[3, 8, 'O'],
			[5, 5, 'O'],
			[6, 6, 'O'],
			[7, 7, 'O'],
			[2, 8, 'O'],
			[8, 8, 'O']
		],
		'9'
	);

	it('the immediate win scores 1000 - 1 with the depth penalty, 1000 without', () => {
		const position = parsePosition(winIn1, 'ultimate');
		expect(position.toMove).toBe('X');
		const r = search(position, { ...plain, depthLimit: 2 });
		expect(r.bestMove).toBe(cellOfBoard(8, 2));
		expect(r.value).toBe(999);
		expect(search(position, { ...plain, depthLimit: 2, depthPenalty: false }).value).toBe(1000);
	});

	it('a finished root: its outcome and score, no moves', () => {
		const position = parsePosition(winIn1, 'ultimate');
		const after = playUltimateMove(position, cellOfBoard(8, 2));
		const r = search(after, { game: 'ultimate' });
		expect(r.result).toBe('X');
		expect(r.value).toBe(-1000);
		expect(r.moves).toEqual([]);
		expect(r.nodes).toBe(1);
	});

	it('horizon leaves score the evaluation from the root mover, clamped below every win', () => {
		const r = search(empty, { ...plain, depthLimit: 1 });
		for (const c of childrenOf(r.record, 0)) {
			const cells = nodeCells(r.record, c);
			const v = evaluateUltimate({ cells, toMove: 'O' }, 'X');
			expect(r.record.value[c]).toBe(v);
		}
		// X in the centre of the centre board: one mark in the centre board.
		expect(r.moves.find((m) => m.cell === 40)?.score).toBe(1);
		expect(r.value).toBe(1);
	});

	it('the evaluation counts won boards, two-in-a-rows and the centre board', () => {
		const position: Position = {
			cells: parsePosition(
				ultimateNotation(
					[
						...marksIn(0, [0, 1, 2], 'X'),
						...marksIn(4, [0, 1, 2], 'X'),
						[3, 0, 'O'],
						[3, 4, 'O'],
						[5, 0, 'O'],
						[6, 0, 'O'],
						[7, 0, 'O'],
						[2, 0, 'O']
					],
					'*'
				),
				'ultimate'
			).cells,
			toMove: 'X'
		};
		// X: boards 1 and 5 won (one the centre), the big diagonal 1-5-9 with board 9 open.
		// O: board 4's cells 1 and 5 make one two-in-a-row (the diagonal 1-5-9 of board 4).
		const expected = 2 * WON_BOARD + CENTRE_BOARD_BONUS + BIG_TWO - SMALL_TWO;
		expect(evaluateUltimate(position, 'X')).toBe(expected);
		expect(evaluateUltimate(position, 'O')).toBe(-expected);
	});
});

describe('defaults and iterative deepening', () => {
	it('resolves alpha-beta, centre first, the table and depth limit 5 for one search', () => {
		const r = search(empty, { game: 'ultimate' });
		expect(r.options).toMatchObject({
			alphaBeta: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: 5,
			depthPenalty: true
		});
		expect(r.bestMove).not.toBeNull();
		expect(r.tableHits).toBeGreaterThan(0);
	});

	it('deepens to a fixed depth with a legal best move and the plain value', () => {
		const d = iterativeDeepening(
			empty,
			{ game: 'ultimate' },
			{ timeBudgetMs: 60_000, maxDepth: 3 }
		);
		expect(d.iterations.map((i) => i.depth)).toEqual([1, 2, 3]);
		expect(d.stoppedBy).toBe('max-depth');
		expect(d.result.value).toBe(search(empty, { ...plain, depthLimit: 3 }).value);
		expect(ultimateMoves(empty)).toContain(d.result.bestMove);
	});
});
