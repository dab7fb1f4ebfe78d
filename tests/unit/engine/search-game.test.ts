/**
 * search-game.ts and the options search.ts hands it: the same tree as the 3x3 lean path, the depth
 * limit (horizon leaves), gravity in the record, first moves, the node budget, aborting, and bad
 * options. The reference figures are in reference-figures-games.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
	FLAG_TRUNCATED,
	GAME_DEFS,
	SearchAbortedError,
	emptyGamePosition,
	emptyPosition,
	evaluate,
	evaluationLimit,
	gameMoves,
	gameOf,
	isFinished,
	isHorizon,
	isSearchLeaf,
	nodeCells,
	parsePosition,
	playMove,
	prunedMoves,
	recordArraysOver,
	search,
	type GameId,
	type Position,
	type SearchRecord,
	prunedMask,
	gameDef
} from '$lib/engine';
import { searchGame } from '$lib/engine/search-game';
import { ALL_OPTIONS } from '../fixtures/positions';
import { firstRecordDifference } from '../fixtures/games';
import { firstBad } from '../fixtures/records';

/** The position at node i replayed from the root with playMove along the path. */
function replay(record: SearchRecord, root: Position, i: number): Position {
	const path: number[] = [];
	for (let a = i; a > 0; a = record.parent[a]) path.unshift(record.move[a]);
	const game = gameOf(record);
	return path.reduce((p, cell) => playMove(game, p, cell), root);
}

describe('the generic search records the same tree as the 3x3 lean path', () => {
	const positions = ['.........', 'XOX/.O./X..', 'X../.O./..X', '......... o', '.XO/.XO/.X.'];

	it.each(ALL_OPTIONS)('$name', ({ options }) => {
		for (const text of positions) {
			const position = parsePosition(text);
			const fast = search(position, options);
			const out = searchGame(
				GAME_DEFS.ttt3,
				position,
				{
					...options,
					order: GAME_DEFS.ttt3.orders[options.order],
					transpositionTable: false,
					depthLimit: null,
					nodeBudget: 1_000_000,
					shouldAbort: null,
					firstMoves: []
				},
				null
			);
			// The generic path stores every field (the full layout), also in plain minimax.
			const generic: SearchRecord = {
				count: out.kept,
				rootMover: fast.record.rootMover,
				game: 'ttt3',
				root: fast.record.root,
				...recordArraysOver(out.buffer, out.kept)
			};
			expect(fast.record.uniform, text).toBe(options.alphaBeta ? undefined : true);
			expect(out.examined, text).toBe(fast.nodes);
			expect(out.value, text).toBe(fast.value);
			expect(out.moves, text).toEqual(fast.moves);
			expect(firstRecordDifference(generic, fast.record), text).toBeNull();
		}
	});
});

describe('the depth limit', () => {
	it.each([
		{ game: 'ttt3' as GameId, limit: 2, depthPenalty: true },
		{ game: 'ttt4' as GameId, limit: 2, depthPenalty: false },
		{ game: 'connect4' as GameId, limit: 3, depthPenalty: true }
	])(
		'$game, limit $limit: unfinished positions at the limit are horizon leaves scored by the evaluation',
		({ game, limit, depthPenalty }) => {
			const def = gameDef(game);
			const root = emptyGamePosition(def);
			const result = search(root, { game, depthLimit: limit, depthPenalty });
			const { record } = result;
			const cap = evaluationLimit(def, limit, depthPenalty);
			let horizons = 0;
			const bad = firstBad(record, (i) => {
				if (record.depth[i] > limit) return false;
				if (!isHorizon(record, i)) return record.depth[i] < limit || isFinished(record, i);
				horizons++;
				const v = evaluate(def, nodeCells(record, i), record.rootMover);
				return (
					record.depth[i] === limit &&
					!isFinished(record, i) &&
					isSearchLeaf(record, i) &&
					record.end[i] === i + 1 &&
					record.value[i] === Math.max(-cap, Math.min(cap, v))
				);
			});
			expect(bad).toBe(-1);
			expect(horizons).toBe(result.horizonLeaves);
			expect(horizons).toBeGreaterThan(0);
		}
	);

	it('a finished game at the limit is a finished leaf, not a horizon leaf', () => {
		// X to move wins at once in column 3: at depth 1 that leaf is finished.
		const position = parsePosition('......./......./......./...X.../...XO../..OXO..', 'connect4');
		expect(position.toMove).toBe('X');
		const { record, value, bestMove } = search(position, { game: 'connect4', depthLimit: 1 });
		expect(bestMove).toBe(17);
		expect(value).toBe(999);
		const win = record.move.indexOf(17);
		expect(isFinished(record, win)).toBe(true);
		expect(isHorizon(record, win)).toBe(false);
	});

	it("evaluation 'none': every horizon leaf scores 0, the tree and the wins are the same", () => {
		const position = parsePosition('......./......./......./...X.../...XO../..OXO..', 'connect4');
		const lines = search(position, { game: 'connect4', depthLimit: 2 });
		const none = search(position, { game: 'connect4', depthLimit: 2, evaluation: 'none' });
		const { record } = none;
		expect(none.nodes).toBe(lines.nodes);
		expect(Array.from(record.move).join()).toBe(Array.from(lines.record.move).join());
		const bad = firstBad(record, (i) => !isHorizon(record, i) || record.value[i] === 0);
		expect(bad).toBe(-1);
		expect(none.horizonLeaves).toBeGreaterThan(0);
		expect([none.bestMove, none.value]).toEqual([17, 999]);
	});

	it('keeps every evaluation strictly below the smallest win score the search can meet', () => {
		expect(evaluationLimit(GAME_DEFS.ttt3, 2, true)).toBe(7);
		expect(evaluationLimit(GAME_DEFS.connect4, 8, true)).toBe(991);
	});
});

describe('Connect Four in the record', () => {
	const root = emptyGamePosition(GAME_DEFS.connect4);
	const { record } = search(root, {
		game: 'connect4',
		alphaBeta: true,
		order: 'center-first',
		depthLimit: 4
	});

	it('each move fills its column lowest empty cell; nodeCells replays the path', () => {
		const bad = firstBad(record, (i) => {
			const cells = nodeCells(record, i);
			if (cells.join() !== replay(record, root, i).cells.join()) return false;
			if (i === 0) return true;
			const parent = { cells: nodeCells(record, record.parent[i]), toMove: root.toMove };
			return gameMoves(GAME_DEFS.connect4, parent).includes(record.move[i]);
		});
		expect(bad).toBe(-1);
		expect(record.xMask[5]).toBe(0);
	});

	it('prunes columns: the pruned moves and the searched children are all the moves', () => {
		let cutoffs = 0;
		const bad = firstBad(record, (i) => {
			if (isSearchLeaf(record, i)) return prunedMask(record, i) === 0;
			const parent = { cells: nodeCells(record, i), toMove: root.toMove };
			const legal = gameMoves(GAME_DEFS.connect4, parent).sort((a, b) => a - b);
			const searched: number[] = [];
			for (let c = i + 1; c < record.end[i]; c = record.end[c]) searched.push(record.move[c]);
			if (prunedMask(record, i) !== 0) cutoffs++;
			return [...searched, ...prunedMoves(record, i)].sort((a, b) => a - b).join() === legal.join();
		});
		expect(bad).toBe(-1);
		expect(cutoffs).toBeGreaterThan(0);
	});
});

describe('first moves (iterative deepening tries the previous principal variation first)', () => {
	it('tries the given line first and finds the same value', () => {
		const game = 'ttt4';
		const root = emptyGamePosition(GAME_DEFS.ttt4);
		const options = { game, alphaBeta: true, depthLimit: 3 } as const;
		const plain = search(root, options);
		const first = search(root, options, undefined, { firstMoves: [10, 4, 3] });
		expect(first.value).toBe(plain.value);
		const { record } = first;
		expect(record.move[1]).toBe(10);
		expect(record.move[2]).toBe(4);
		expect(record.move[3]).toBe(3);
		expect(first.moves[0].cell).toBe(10);
		expect(first.moves.map((m) => m.cell).sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
	});
});

describe('the node budget', () => {
	const root = emptyGamePosition(GAME_DEFS.ttt4);
	const options = { game: 'ttt4', depthLimit: 3 } as const;
	const full = search(root, options);
	const cut = search(root, options, undefined, { nodeBudget: 1000 });

	it('examines every node, keeps the first N, and says so', () => {
		expect(full.nodes).toBe(3617);
		expect(cut.nodes).toBe(3617);
		expect(cut.examined).toBe(3617);
		expect(cut.kept).toBe(1000);
		expect(cut.record.count).toBe(1000);
		expect(cut.value).toBe(full.value);
		expect(cut.bestMove).toBe(full.bestMove);
		expect(cut.moves).toEqual(full.moves);
	});

	it('keeps the kept nodes as they are in the whole record, ends clipped and flagged', () => {
		const a = full.record;
		const b = cut.record;
		const bad = firstBad(b, (i) => {
			const clipped = a.end[i] > 1000;
			return (
				a.parent[i] === b.parent[i] &&
				a.move[i] === b.move[i] &&
				a.value[i] === b.value[i] &&
				b.end[i] === Math.min(a.end[i], 1000) &&
				((b.flags[i] & FLAG_TRUNCATED) !== 0) === clipped &&
				(b.flags[i] & ~FLAG_TRUNCATED) === a.flags[i]
			);
		});
		expect(bad).toBe(-1);
		expect(b.flags[0] & FLAG_TRUNCATED).toBe(FLAG_TRUNCATED);
	});

	it('the plain 3x3 search with a budget below its tree goes the generic way', () => {
		const result = search(emptyPosition(), {}, undefined, { nodeBudget: 10 });
		expect(result.nodes).toBe(549_946);
		expect(result.kept).toBe(10);
		expect(result.value).toBe(0);
	});
});

describe('aborting a search', () => {
	it('throws a SearchAbortedError from the generic search, then searches again normally', () => {
		let calls = 0;
		const root = emptyGamePosition(GAME_DEFS.connect4);
		// Plain minimax: Connect Four's own defaults are alpha-beta, centre first and the table.
		const options = {
			game: 'connect4',
			depthLimit: 5,
			alphaBeta: false,
			order: 'index',
			transpositionTable: false
		} as const;
		let thrown: unknown;
		try {
			search(root, options, undefined, { shouldAbort: () => ++calls === 3 });
		} catch (e) {
			thrown = e;
		}
		expect(thrown).toBeInstanceOf(SearchAbortedError);
		expect((thrown as SearchAbortedError).code).toBe('aborted');
		expect((thrown as SearchAbortedError).examined).toBe(2 * 4096);
		expect(search(root, options).nodes).toBe(19_608);
	});

	it('the 3x3 lean path checks once, before it starts, and keeps no state', () => {
		let calls = 0;
		const yes = () => ++calls > 0;
		expect(() => search(emptyPosition(), {}, undefined, { shouldAbort: yes })).toThrow(
			SearchAbortedError
		);
		expect(calls).toBe(1);
		const no = () => (++calls, false);
		expect(search(emptyPosition(), {}, undefined, { shouldAbort: no }).nodes).toBe(549_946);
		expect(calls).toBe(2);
	});
});

describe('bad options get a RangeError and search nothing', () => {
	it.each([
		{ name: 'a 3x3 position for 4x4', run: () => search(emptyPosition(), { game: 'ttt4' }) },
		{ name: 'an unknown game', run: () => search(emptyPosition(), { game: 'go' as GameId }) },
		{ name: 'depth limit 0', run: () => search(emptyPosition(), { depthLimit: 0 }) },
		{ name: 'depth limit 1.5', run: () => search(emptyPosition(), { depthLimit: 1.5 }) },
		{ name: 'node budget 0', run: () => search(emptyPosition(), {}, undefined, { nodeBudget: 0 }) }
	])('$name', ({ run }) => {
		expect(run).toThrow(RangeError);
	});
});
