/**
 * `npm run bench`: performance figures of the engine and of the whole-tree view, as one JSON object
 * (the parts live in scripts/bench/):
 * - node (node.ts): the engine on the empty board (plain minimax and alpha-beta) next to a naive
 *   reference measured in the same run, the record's memory, the whole-tree layout (array-based
 *   Buchheim vs d3-hierarchy); the recording cost, warm and cold (record.ts: fresh processes); the
 *   bigger games (games.ts: nodes per second against a bare search, solving 4x4, the computer's
 *   answer in Connect Four); the Connect Four solver on the 40 reference positions (connect4.ts:
 *   median and worst time, nodes per second, two-half bitboard against BigInt); the computer's
 *   decisions in whole Connect Four games against a random opponent (connect4-games.ts: the
 *   slowest against the 1 s budget); a whole game reviewed in 3x3, 4x4 and Connect Four
 *   (review.ts); Monte Carlo tree search's iterations per second, recorded and not, from the empty
 *   boards (mcts.ts); ultimate tic-tac-toe (ultimate.ts: perft(5), plain minimax to depth 5, the
 *   default search and iterative deepening from the empty board);
 * - steps (steps.ts): the step-through's costs on the 549,946-node tree;
 * - browser (browser.ts): in Chromium, first paint of the whole tree, frame times while zooming and
 *   panning at several scales, the longest main-thread tasks, and the JS heap; and the 4x4 proof
 *   in the page's worker (proof4-page.ts);
 * - mainthread (main-thread.ts): the longest main-thread task from a click to the computer's answer
 *   drawn, in both tree views, while stepping and at page load, normally and with the CPU throttled
 *   4x (median of BENCH_RUNS runs, default 3);
 * - trees (trees.ts): parsing, searching and indexing the biggest abstract trees;
 * - live (live-class.ts): the live class's server with 300 students on loopback, the time for a
 *   slide change to reach all of them (p50, p95), the server's memory, and the time for 300
 *   answers to one question to be stored and counted, with the students on WebSocket (the
 *   target) and on long-polling only;
 * and `targets` (targets.ts): which goals are met.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium); WHOLE_TREE_URL (path and hash of the
 * whole-tree view, default `/#/?position=.........&view=whole`); BENCH_PARTS, a comma-separated
 * subset of `node,steps,browser,mainthread,trees,live` (default all six); BENCH_RUNS (main-thread runs).
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserFigures } from './bench/browser.ts';
import { nodeFigures } from './bench/node.ts';
import { benchConnect4 } from './bench/connect4.ts';
import { benchConnect4Games } from './bench/connect4-games.ts';
import { benchGames } from './bench/games.ts';
import { benchMcts } from './bench/mcts.ts';
import { mainThreadFigures, type MainThread } from './bench/main-thread.ts';
import { proof4PageFigures } from './bench/proof4-page.ts';
import { benchRecord, benchRecordCold } from './bench/record.ts';
import { benchReview } from './bench/review.ts';
import { benchSteps } from './bench/steps.ts';
import { benchTrees } from './bench/trees.ts';
import { benchUltimate } from './bench/ultimate.ts';
import { benchLiveClass } from './bench/live-class.ts';
import { targetsOf, type Measured } from './bench/targets.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const WHOLE_TREE_URL = process.env.WHOLE_TREE_URL ?? '/#/?position=.........&view=whole';

async function main(): Promise<void> {
	const parts = new Set(
		(process.env.BENCH_PARTS ?? 'node,steps,browser,mainthread,trees,live').split(',')
	);
	const skipped = (part: string) => ({ note: `BENCH_PARTS excludes ${part}: skipped.` });
	const node = parts.has('node') ? nodeFigures() : null;
	const record = parts.has('node') ? { ...benchRecord(), cold: benchRecordCold() } : null;
	const games = parts.has('node') ? benchGames() : null;
	const solver = parts.has('node') ? benchConnect4() : null;
	const connect4Games = parts.has('node') ? benchConnect4Games() : null;
	const review = parts.has('node') ? benchReview() : null;
	const mcts = parts.has('node') ? benchMcts() : null;
	const ultimate = parts.has('node') ? benchUltimate() : null;
	let steps: Record<string, unknown> = skipped('steps');
	if (parts.has('steps')) {
		try {
			steps = benchSteps();
		} catch (error) {
			steps = { note: `benchSteps() failed: ${(error as Error).message}` };
		}
	}
	const browser = parts.has('browser')
		? await browserFigures(ROOT, WHOLE_TREE_URL).catch((error: Error) => ({ error: error.message }))
		: skipped('browser');
	const proof4Page = parts.has('browser')
		? await proof4PageFigures(ROOT).catch((error: Error) => ({ error: error.message }))
		: skipped('browser');
	const mainThread = parts.has('mainthread')
		? await mainThreadFigures(ROOT)
		: skipped('mainthread');
	const trees = parts.has('trees') ? benchTrees() : skipped('trees');
	const live = parts.has('live')
		? {
				websocket: await benchLiveClass('websocket').catch((error: Error) => ({
					error: error.message
				})),
				polling: await benchLiveClass('polling').catch((error: Error) => ({
					error: error.message
				}))
			}
		: skipped('live');
	const targets = targetsOf({
		mainThread: 'throttled4x' in mainThread ? (mainThread as MainThread) : undefined,
		recordOverBare: record?.ratio,
		recordColdOverBare: record?.cold.ratio,
		solve4x4ColdMs: games?.solve4x4Cold.record.medianMs,
		proof4ColdMs: games?.solve4x4Cold.worker.medianMs,
		proof4PageMs:
			'medianMs' in proof4Page && typeof proof4Page.medianMs === 'number'
				? proof4Page.medianMs
				: undefined,
		connect4AnswerMs: games?.connect4Answer.plain.medianMs,
		connect4SolveWorstMs: solver?.score.worstMs,
		connect4SolveColumnsWorstMs: solver?.everyColumn.worstMs,
		connect4GameDecisionWorstMs: connect4Games?.worstMs,
		connect4GameBudgetMs: connect4Games?.budgetMs,
		liveSlideChangeP95Ms:
			'websocket' in live && 'slideChangeAllReceivedMs' in live.websocket
				? (live.websocket.slideChangeAllReceivedMs as { p95: number }).p95
				: undefined,
		liveAnswersMs:
			'websocket' in live && 'question' in live.websocket
				? (live.websocket.question as { answersAllStoredAndCountedMs: number })
						.answersAllStoredAndCountedMs
				: undefined,
		...(browser as Measured)
	});
	const machine = { cpus: cpus().length, node: process.version };
	const out = {
		machine,
		...(node ?? { node: skipped('node') }),
		record: record ?? skipped('node'),
		games: games ?? skipped('node'),
		connect4Solver: solver ?? skipped('node'),
		connect4Games: connect4Games ?? skipped('node'),
		review: review ?? skipped('node'),
		mcts: mcts ?? skipped('node'),
		ultimate: ultimate ?? skipped('node'),
		steps,
		browser,
		proof4Page,
		mainThread,
		trees,
		live,
		targets
	};
	process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
}

await main();
