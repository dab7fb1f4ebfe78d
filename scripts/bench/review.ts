/**
 * The game review's cost (src/lib/review: what the review worker runs for "Review game"): a whole
 * game reviewed from a fresh reviewer (no cached value; the Connect Four solver's table emptied),
 * median of BENCH_REVIEW_RUNS runs (default 3), with the nodes every search examined:
 * - 3x3: X 1, O 4, X 2, O 5, X 9, O 6 (a game with a blunder);
 * - 4x4: 8 plies (X lets O complete the top row), every value exact;
 * - Connect Four: 7 plies from the empty board (the solver within 1 s per position, else a 0.3 s
 *   estimate), and the proved count.
 * `benchReview()` is imported by scripts/bench.ts; run alone with `npx tsx scripts/bench/review.ts`.
 */
import { pathToFileURL } from 'node:url';
import { clearSolverTable } from '../../src/lib/engine/connect4-solver.ts';
import { emptyGamePosition } from '../../src/lib/engine/game-board.ts';
import { gameDef, type GameId } from '../../src/lib/engine/games.ts';
import { ReviewSolver, reviewGame } from '../../src/lib/review/index.ts';
import { quantile, round } from './stats.ts';

const RUNS = Number(process.env.BENCH_REVIEW_RUNS ?? 3);

const GAMES: readonly { game: GameId; moves: number[] }[] = [
	{ game: 'ttt3', moves: [0, 3, 1, 4, 8, 5] },
	{ game: 'ttt4', moves: [5, 0, 6, 1, 9, 2, 10, 3] },
	{ game: 'connect4', moves: [38, 31, 37, 39, 40, 36, 24] }
];

function benchOne(game: GameId, moves: number[]) {
	const times: number[] = [];
	let nodes = 0;
	let proved = 0;
	for (let r = 0; r < RUNS; r++) {
		clearSolverTable();
		const solver = new ReviewSolver(game);
		const start = performance.now();
		const review = reviewGame(solver, emptyGamePosition(gameDef(game)), moves);
		times.push(performance.now() - start);
		nodes = review.nodes;
		proved = review.values.filter((v) => v.exact).length;
	}
	times.sort((a, b) => a - b);
	return {
		plies: moves.length,
		medianMs: round(quantile(times, 0.5)),
		nodes,
		positionsProved: `${proved} of ${moves.length + 1}`
	};
}

/** The review's figures per game. */
export function benchReview() {
	return {
		note: `A whole game reviewed from a fresh reviewer, median of ${RUNS} runs; times in ms.`,
		...Object.fromEntries(GAMES.map(({ game, moves }) => [game, benchOne(game, moves)]))
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	process.stdout.write(`${JSON.stringify(benchReview(), null, 2)}\n`);
}
