/**
 * record.ts and record-read.ts: the record's size per its documented layout, and, on random
 * positions of every game with random seeds, iteration counts and exploration constants, the
 * invariants the reader depends on: each iteration's path goes from the root down parent to child
 * and ends with the expanded node; the rewards are those of the result for the player who moved
 * into each node; replaying every update gives the final node table (so the visit increments sum
 * to root N = iterations); W/N stays in [0, 1]; the phases, the tree after k iterations, the root
 * children and their series agree with one another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	emptyGamePosition,
	gameMoves,
	playMove,
	type GameId,
	type Position,
	gameDef
} from '$lib/engine';
import {
	MCTS_ITERATION_BYTES,
	MCTS_NODE_BYTES,
	MCTS_PATH_BYTES,
	MCTS_PLAYOUT_BYTES,
	gamePosition,
	iterationPhases,
	mcts,
	mctsNodeMoves,
	mctsRecordBuffers,
	mctsRecordBytes,
	nodesAfter,
	rootChildrenAfter,
	rootSeries,
	selectionChoices,
	treeAfter,
	uctValue
} from '$lib/mcts';

/** A position after `draws` random legal plies (stopping at a finished game) from the empty board. */
function randomPosition(game: GameId, draws: readonly number[]): Position {
	const def = gameDef(game);
	let p = emptyGamePosition(def);
	for (const d of draws) {
		const moves = gameMoves(def, p);
		if (moves.length === 0) break;
		const next = playMove(def, p, moves[d % moves.length]);
		if (gameMoves(def, next).length === 0) break;
		p = next;
	}
	return p;
}

const runs = fc.record({
	game: fc.constantFrom<GameId>('ttt3', 'ttt4', 'connect4'),
	draws: fc.array(fc.nat(), { maxLength: 10 }),
	iterations: fc.integer({ min: 1, max: 300 }),
	seed: fc.nat({ max: 0xffffffff }),
	exploration: fc.double({ min: 0, max: 3, noNaN: true })
});

describe('the record layout', () => {
	it('documented sizes: 23 bytes per node, 13 per iteration, 5 per path entry, 2 per playout move', () => {
		expect([MCTS_NODE_BYTES, MCTS_ITERATION_BYTES, MCTS_PATH_BYTES, MCTS_PLAYOUT_BYTES]).toEqual([
			23, 13, 5, 2
		]);
		const r = mcts(gamePosition(GAME_DEFS.ttt3, emptyGamePosition(GAME_DEFS.ttt3)), {
			iterations: 100,
			seed: 1
		});
		const log = r.record.log!;
		const arrays = [
			r.record.parent,
			r.record.move,
			r.record.visits,
			r.record.wins,
			r.record.outcome,
			r.record.born,
			...Object.values(log)
		];
		expect(mctsRecordBytes(r.record)).toBe(arrays.reduce((s, a) => s + a.byteLength, 0));
		expect(log.pathStart.length).toBe(101);
		expect(log.expanded.length).toBe(100);
		expect(r.record.parent.length).toBe(r.nodes);
	});
	it('moves between threads: the buffers transferred, the reader answers the same', () => {
		const def = GAME_DEFS.ttt4;
		const r = mcts(gamePosition(def, emptyGamePosition(def)), { iterations: 300, seed: 2 });
		const before = iterationPhases(r.record, 150);
		const buffers = mctsRecordBuffers(r.record);
		expect(new Set(buffers).size).toBe(13);
		const moved = structuredClone(r.record, { transfer: buffers });
		expect(r.record.parent.length).toBe(0);
		expect(iterationPhases(moved, 150)).toEqual(before);
		expect(treeAfter(moved, 300).visits[0]).toBe(300);
	});
});

describe('invariants on random runs of every game', () => {
	it('paths, rewards, updates and the final table agree', () => {
		fc.assert(
			fc.property(runs, ({ game, draws, iterations, seed, exploration }) => {
				const root = randomPosition(game, draws);
				const r = mcts(gamePosition(gameDef(game), root), { iterations, seed, exploration });
				const rec = r.record;
				const log = rec.log!;
				expect(rec.visits[0]).toBe(iterations);
				// Some 2,000 checks a run: each failure is listed, then the list is asserted empty
				// (an expect per passing check cost more than the runs).
				const problems: string[] = [];
				const same = (actual: unknown, expected: unknown, what: string) => {
					if (!Object.is(actual, expected)) problems.push(`${what}: ${actual}, not ${expected}`);
				};
				let expansions = 0;
				for (let i = 0; i < iterations; i++) {
					const ph = iterationPhases(rec, i);
					const path = [...ph.selection, ...(ph.expanded === null ? [] : [ph.expanded])];
					same(path[0], 0, `iteration ${i}: the path's first node`);
					for (let d = 1; d < path.length; d++)
						same(rec.parent[path[d]], path[d - 1], `iteration ${i}: the parent at depth ${d}`);
					if (ph.expanded !== null) {
						expansions++;
						same(rec.born[ph.expanded], i, `iteration ${i}: born`);
						same(ph.expandedMove, rec.move[ph.expanded], `iteration ${i}: the expanded move`);
					} else {
						// Selection stopped at a finished game: its outcome is the result, no playout.
						if (rec.outcome[path.at(-1)!] === 0) problems.push(`iteration ${i}: no outcome`);
						if (ph.playout.length !== 0) problems.push(`iteration ${i}: a playout`);
					}
					// The player who moved into the node at depth d: the root mover for odd d.
					ph.updates.forEach((u, d) => {
						same(u.node, path[d], `iteration ${i}: the update at depth ${d}`);
						const mover = d % 2 === 1 ? rec.rootMover : rec.rootMover === 'X' ? 'O' : 'X';
						const expected = ph.result === 'draw' ? 0.5 : ph.result === mover ? 1 : 0;
						same(u.reward, expected, `iteration ${i}: the reward at depth ${d}`);
					});
				}
				expect(problems.slice(0, 10)).toEqual([]);
				expect(rec.count).toBe(1 + expansions);
				expect(nodesAfter(rec, iterations)).toBe(rec.count);
				// Replaying the log from the start gives the final table.
				const last = treeAfter(rec, iterations - 1);
				const ph = iterationPhases(rec, iterations - 1);
				const visits = Array.from(last.visits);
				const wins = Array.from(last.wins);
				if (ph.expanded !== null) {
					visits.push(0);
					wins.push(0);
				}
				for (const u of ph.updates) {
					visits[u.node]++;
					wins[u.node] += u.reward;
				}
				expect(visits).toEqual(Array.from(rec.visits));
				expect(wins).toEqual(Array.from(rec.wins));
				for (let n = 0; n < rec.count; n++) {
					const rate = rec.wins[n] / rec.visits[n];
					if (!(rec.visits[n] >= 1 && rate >= 0 && rate <= 1))
						problems.push(`node ${n}: ${rec.wins[n]} wins in ${rec.visits[n]} visits`);
				}
				expect(problems.slice(0, 10)).toEqual([]);
				expect(log.pathStart[iterations]).toBe(log.pathNodes.length);
			}),
			{ numRuns: 40 }
		);
	});

	it("the tree after k iterations: root N = k, the root children's visits sum to k, series agree", () => {
		fc.assert(
			fc.property(runs, fc.nat(), ({ game, draws, iterations, seed, exploration }, pick) => {
				const root = randomPosition(game, draws);
				const r = mcts(gamePosition(gameDef(game), root), { iterations, seed, exploration });
				const rec = r.record;
				const k = pick % (iterations + 1);
				const tree = treeAfter(rec, k);
				expect(tree.visits[0]).toBe(k);
				expect(tree.count).toBe(nodesAfter(rec, k));
				const children = rootChildrenAfter(rec, k);
				const sum = children.reduce((s, c) => s + c.visits, 0);
				// Every iteration goes through a root child (the root's game goes on): the first one
				// expands one.
				expect(sum).toBe(k);
				const series = rootSeries(rec, [k, iterations]);
				for (const c of children) {
					const m = series.moves.find((s) => s.move === c.move)!;
					expect(m.visits[0]).toBe(c.visits);
					expect(m.winRates[0]).toBeCloseTo(c.winRate, 12);
				}
				for (const m of r.moves) {
					const s = series.moves.find((x) => x.move === m.move);
					expect(s?.visits[1] ?? 0).toBe(m.visits);
				}
			}),
			{ numRuns: 40 }
		);
	});
});

describe('a run is a prefix of a longer one with the same seed', () => {
	it.each(['ttt3', 'ttt4', 'connect4'] as const)(
		'%s: the tree after k of 1,000 iterations is the final tree of a k-iteration run',
		(game) => {
			const def = gameDef(game);
			const long = mcts(gamePosition(def, emptyGamePosition(def)), { iterations: 1000, seed: 8 });
			for (const k of [1, 10, 100, 999]) {
				const short = mcts(gamePosition(def, emptyGamePosition(def)), { iterations: k, seed: 8 });
				const tree = treeAfter(long.record, k);
				expect(tree.count).toBe(short.nodes);
				expect(Array.from(tree.visits)).toEqual(Array.from(short.record.visits));
				expect(Array.from(tree.wins)).toEqual(Array.from(short.record.wins));
				const series = rootSeries(long.record, [k]);
				for (const m of short.moves.filter((x) => x.visits > 0)) {
					const s = series.moves.find((x) => x.move === m.move)!;
					expect([s.visits[0], s.winRates[0]]).toEqual([m.visits, m.winRate]);
				}
			}
		}
	);
});

describe('selection choices: UCT as the run saw it', () => {
	it('each selection step went to a child of highest UCT value', () => {
		const root = emptyGamePosition(GAME_DEFS.ttt3);
		const r = mcts(gamePosition(GAME_DEFS.ttt3, root), { iterations: 400, seed: 11 });
		let checked = 0;
		for (let i = 0; i < 400; i++) {
			const before = treeAfter(r.record, i);
			for (const step of selectionChoices(r.record, i)) {
				const best = Math.max(...step.candidates.map((c) => c.uct));
				const chosen = step.candidates.find((c) => c.node === step.chosen)!;
				expect(chosen.uct).toBe(best);
				const parentN = before.visits[step.node];
				expect(chosen.uct).toBe(uctValue(chosen.wins, chosen.visits, parentN, Math.SQRT2));
				checked++;
			}
		}
		expect(checked).toBeGreaterThan(400);
	});
	it('the moves from the root to a node', () => {
		const r = mcts(gamePosition(GAME_DEFS.ttt3, emptyGamePosition(GAME_DEFS.ttt3)), {
			iterations: 50,
			seed: 2
		});
		const deepest = r.record.log!.pathNodes.reduce((a, b) => Math.max(a, b));
		const moves = mctsNodeMoves(r.record, deepest);
		expect(new Set(moves).size).toBe(moves.length);
		expect(moves.at(-1)).toBe(r.record.move[deepest]);
	});
});

describe('the reader refuses what the record cannot answer', () => {
	const unrecorded = mcts(gamePosition(GAME_DEFS.ttt3, emptyGamePosition(GAME_DEFS.ttt3)), {
		iterations: 20,
		seed: 1,
		record: false
	});
	it('an unrecorded run: the final tree only', () => {
		expect(treeAfter(unrecorded.record, 20).visits[0]).toBe(20);
		expect(() => treeAfter(unrecorded.record, 10)).toThrow(/not recorded/);
		expect(() => iterationPhases(unrecorded.record, 0)).toThrow(/not recorded/);
	});
	it('iteration numbers out of range', () => {
		const r = mcts(gamePosition(GAME_DEFS.ttt3, emptyGamePosition(GAME_DEFS.ttt3)), {
			iterations: 20,
			seed: 1
		});
		expect(() => treeAfter(r.record, 21)).toThrow(RangeError);
		expect(() => iterationPhases(r.record, 20)).toThrow(RangeError);
		expect(() => nodesAfter(r.record, -1)).toThrow(RangeError);
	});
});
