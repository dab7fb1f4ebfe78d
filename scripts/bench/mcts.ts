/**
 * Monte Carlo tree search (src/lib/mcts) from the empty board of 3x3, 4x4 and Connect Four:
 * iterations per second with the iteration log recorded (what the stepper and the convergence
 * chart read) and without it (the tree table alone, what a computer player needs), BENCH_MCTS_ITERATIONS
 * iterations (default 10,000), seed 1, c = sqrt 2, median of BENCH_MCTS_RUNS runs (default 3)
 * after one warm-up run; with the tree's nodes and the record's bytes (mctsRecordBytes).
 *
 * `benchMcts()` is imported by scripts/bench.ts; run alone with `npx tsx scripts/bench/mcts.ts`.
 */
import { pathToFileURL } from 'node:url';
import { emptyGamePosition } from '../../src/lib/engine/game-board.ts';
import { gameDef, type GameId } from '../../src/lib/engine/games.ts';
import { gamePosition } from '../../src/lib/mcts/mcts-game.ts';
import { mcts } from '../../src/lib/mcts/mcts.ts';
import { mctsRecordBytes } from '../../src/lib/mcts/record.ts';
import { quantile, round } from './stats.ts';

const RUNS = Number(process.env.BENCH_MCTS_RUNS ?? 3);
const ITERATIONS = Number(process.env.BENCH_MCTS_ITERATIONS ?? 10_000);

function benchOne(game: GameId, record: boolean) {
	const def = gameDef(game);
	const run = () =>
		mcts(gamePosition(def, emptyGamePosition(def)), { iterations: ITERATIONS, seed: 1, record });
	run();
	const times: number[] = [];
	let last = run();
	for (let r = 0; r < RUNS; r++) {
		const start = performance.now();
		last = run();
		times.push(performance.now() - start);
	}
	times.sort((a, b) => a - b);
	const ms = quantile(times, 0.5);
	return {
		medianMs: round(ms),
		iterationsPerSecond: Math.round((ITERATIONS / ms) * 1000),
		nodes: last.nodes,
		recordBytes: mctsRecordBytes(last.record)
	};
}

/** The MCTS figures per game, recorded and unrecorded. */
export function benchMcts() {
	const games: GameId[] = ['ttt3', 'ttt4', 'connect4'];
	return {
		note: `MCTS from the empty board, ${ITERATIONS} iterations, seed 1, c = sqrt 2, median of ${RUNS} runs after a warm-up; recorded: with the iteration log.`,
		...Object.fromEntries(
			games.map((g) => [g, { recorded: benchOne(g, true), unrecorded: benchOne(g, false) }])
		)
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	process.stdout.write(`${JSON.stringify(benchMcts(), null, 2)}\n`);
}
