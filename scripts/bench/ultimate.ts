/**
 * Ultimate tic-tac-toe in the benchmark, from the empty board: perft(5) (473,256 positions, on
 * the make/unmake UltimateBoard), the plain minimax search to the default depth limit 5 (535,474
 * nodes, recorded: the limit was chosen so that it answers within about a second), the default
 * one search (alpha-beta, centre board first, the table, depth limit 5) and the default iterative
 * deepening within 1 s (the CLI's budget), with the depth it completes. Median of warm runs.
 * `benchUltimate()` is imported by scripts/bench.ts; run alone with
 * `npx tsx scripts/bench/ultimate.ts`.
 */
import { pathToFileURL } from 'node:url';
import {
	emptyUltimatePosition,
	iterativeDeepening,
	perft,
	search
} from '../../src/lib/engine/index.ts';
import { round, summary, time } from './stats.ts';

/** The figures (times in ms). */
export function benchUltimate() {
	const empty = emptyUltimatePosition();
	const perft5 = perft(empty, 5);
	const plainOptions = {
		game: 'ultimate',
		alphaBeta: false,
		order: 'index',
		transpositionTable: false,
		depthLimit: 5
	} as const;
	const plain = search(empty, plainOptions);
	const defaults = search(empty, { game: 'ultimate' });
	const deepening = iterativeDeepening(empty, { game: 'ultimate' }, { timeBudgetMs: 1000 });
	return {
		perft5: { positions: perft5, ...summary(time(() => perft(empty, 5), 5)) },
		plainDepth5: { nodes: plain.nodes, ...summary(time(() => search(empty, plainOptions), 3)) },
		defaultSearch: {
			options: 'alpha-beta, center-first, transposition table, depth limit 5',
			nodes: defaults.nodes,
			bestMove: defaults.bestMove,
			value: defaults.value,
			...summary(time(() => search(empty, { game: 'ultimate' }), 5))
		},
		defaultDeepening1s: {
			depth: deepening.iterations.at(-1)?.depth ?? 0,
			nodes: deepening.result.nodes,
			bestMove: deepening.result.bestMove,
			stoppedBy: deepening.stoppedBy,
			lastIterationMs: round(deepening.iterations.at(-1)?.ms ?? 0)
		}
	};
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	process.stdout.write(`${JSON.stringify(benchUltimate(), null, 2)}\n`);
}
