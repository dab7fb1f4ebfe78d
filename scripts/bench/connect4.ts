/**
 * The Connect Four solver (src/lib/engine/connect4-solver.ts) on the reference positions
 * (tests/unit/fixtures/connect4-solved.txt, Pascal Pons' scores): for each position, with the
 * transposition table emptied first, the time to its exact score ('none'), to its score and best
 * column with bounds for the others ('best', what the computer plays), and to every column's exact
 * score ('all', what the CLI's --solve prints); each the best of BENCH_SOLVER_RUNS runs (default
 * 3) on a machine shared with others. Reported: the median and the worst over the positions, the
 * worst position, and nodes per second (all nodes over all time). Also the bitboard's winning-cell
 * computation on two 32-bit halves against the same on a BigInt, the layout the docstring of
 * connect4-bitboard.ts weighs. Every answer is checked against the reference as it is timed.
 *
 * `benchConnect4()` is imported by scripts/bench.ts; run alone with `npx tsx scripts/bench/connect4.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
	clearSolverTable,
	positionFromColumns,
	solveConnect4,
	type SolverColumns
} from '../../src/lib/engine/index.ts';
import { boardOf, winningCells, winHi, winLo } from '../../src/lib/engine/connect4-bitboard.ts';
import { solvedPositions } from '../../tests/unit/fixtures/connect4-solved.ts';
import { quantile, round } from './stats.ts';

const RUNS = Number(process.env.BENCH_SOLVER_RUNS ?? 3);

/** One mode's figures over every position. */
export interface SolverFigures {
	positions: number;
	medianMs: number;
	worstMs: number;
	/** The moves of the slowest position. */
	worstPosition: string;
	nodes: number;
	nodesPerSecond: number;
	/** Every answer agreed with the reference. */
	agrees: boolean;
}

function benchMode(mode: SolverColumns): SolverFigures {
	const solved = solvedPositions();
	const times: number[] = [];
	let worst = { ms: -1, moves: '' };
	let nodes = 0;
	let total = 0;
	let agrees = true;
	for (const p of solved) {
		const position = positionFromColumns(p.moves);
		let best = Infinity;
		let n = 0;
		for (let r = 0; r < RUNS; r++) {
			clearSolverTable();
			const start = performance.now();
			const s = solveConnect4(position, { columns: mode });
			const ms = performance.now() - start;
			n = s.nodes;
			best = Math.min(best, ms);
			if (s.score !== p.score) agrees = false;
			if (mode === 'all' && s.columns.some((c, k) => (c?.score ?? -1000) !== p.columns[k])) {
				agrees = false;
			}
		}
		times.push(best);
		nodes += n;
		total += best;
		if (best > worst.ms) worst = { ms: best, moves: p.moves };
	}
	times.sort((a, b) => a - b);
	return {
		positions: solved.length,
		medianMs: round(quantile(times, 0.5), 2),
		worstMs: round(times[times.length - 1], 1),
		worstPosition: worst.moves,
		nodes,
		nodesPerSecond: Math.round((nodes / total) * 1000),
		agrees
	};
}

/** Every cell of the board on one BigInt: six bits per column of seven. */
const BIG_BOARD = [0n, 1n, 2n, 3n, 4n, 5n, 6n].reduce((m, c) => m | (0x3fn << (7n * c)), 0n);

/** Pons' compute_winning_position on one BigInt (49 bits), for the layout comparison. */
function winningBig(p: bigint, mask: bigint): bigint {
	let r = (p << 1n) & (p << 2n) & (p << 3n);
	for (const s of [7n, 6n, 8n]) {
		let q = (p << s) & (p << (2n * s));
		r |= q & (p << (3n * s));
		r |= q & (p >> s);
		q = (p >> s) & (p >> (2n * s));
		r |= q & (p << s);
		r |= q & (p >> (3n * s));
	}
	return r & (BIG_BOARD ^ mask);
}

/** Winning cells of every reference position's side to move, `reps` times: two halves vs BigInt. */
function benchLayout(reps = 2000): Record<string, number | boolean> {
	const boards = solvedPositions().map((p) => boardOf(positionFromColumns(p.moves)));
	const big = boards.map((b) => ({
		p: BigInt(b.curLo) | (BigInt(b.curHi) << 28n),
		m: BigInt(b.maskLo) | (BigInt(b.maskHi) << 28n)
	}));
	let same = true;
	boards.forEach((b, k) => {
		winningCells(b.curLo, b.curHi, b.maskLo, b.maskHi);
		const halves = BigInt(winLo >>> 0) | (BigInt(winHi >>> 0) << 28n);
		if (halves !== winningBig(big[k].p, big[k].m)) same = false;
	});
	let sink = 0;
	let start = performance.now();
	for (let r = 0; r < reps; r++) {
		for (const b of boards) {
			winningCells(b.curLo, b.curHi, b.maskLo, b.maskHi);
			sink ^= winLo;
		}
	}
	const halvesMs = performance.now() - start;
	start = performance.now();
	let bigSink = 0n;
	for (let r = 0; r < reps; r++) {
		for (const b of big) bigSink ^= winningBig(b.p, b.m);
	}
	const bigMs = performance.now() - start;
	const calls = reps * boards.length;
	return {
		calls,
		twoHalvesNsPerCall: round((halvesMs * 1e6) / calls, 1),
		bigIntNsPerCall: round((bigMs * 1e6) / calls, 1),
		bigIntOverTwoHalves: round(bigMs / halvesMs, 1),
		sameCells: same && (sink | Number(bigSink & 1n)) >= 0
	};
}

/** The solver's figures on the reference positions, and the bitboard layouts compared. */
export function benchConnect4() {
	return {
		note: `Best of ${RUNS} runs per position, the table emptied before each; times in ms.`,
		score: benchMode('none'),
		best: benchMode('best'),
		everyColumn: benchMode('all'),
		bitboardLayout: benchLayout()
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	process.stdout.write(`${JSON.stringify(benchConnect4(), null, 2)}\n`);
}
