/**
 * The bigger games in the benchmark:
 * - nodes per second of the engine's search, which records every node, against a bare search that
 *   records nothing, in the same run, alternating one run of each (plain minimax: 3x3 whole tree,
 *   4x4 to depth 5, Connect Four to depth 7). The bare search uses the same encoding (line counts,
 *   column heights, the evaluation kept move by move), the same move order and scores;
 * - the time to solve 4x4 with alpha-beta and the transposition table (centre first, no depth
 *   penalty: value 0, 725,254 nodes), warm, and cold as the first search of a fresh process,
 *   recorded (as the CLI) and as the page's worker runs it (target: 300 ms);
 * - the computer's answer in Connect Four at the default depth limit (GameDef.defaultDepthLimit),
 *   plain minimax (the slowest search) and alpha-beta with the table, centre first, from the empty
 *   board and two middle-game positions;
 * - the node budget: Connect Four to depth 8 (6,634,027 nodes examined, the default budget of
 *   3,000,000 kept) and the memory its record holds;
 * - with `--figures`, the reference node counts too big for the unit tests (4x4 to depth 6,
 *   Connect Four to depths 7 and 8, and 4x4 alpha-beta without the table, 381,549,746 nodes: minutes).
 * `benchGames()` is imported by scripts/bench.ts; run alone with `npx tsx scripts/bench/games.ts`.
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
	DEFAULT_NODE_BUDGET,
	GAME_DEFS,
	emptyGamePosition,
	parsePosition,
	proveDraw4x4,
	search,
	type GameDef,
	type GameId,
	type Position,
	type SearchOptions,
	gameDef
} from '../../src/lib/engine/index.ts';
import { firstSearch } from './record.ts';
import { quantile, round, summary, time } from './stats.ts';

// The bare search's state: module variables, as in the engine.
let W = 0;
let H = 0;
let N = 0;
let K = 0;
let gravity = false;
let limit = 255;
let nodes = 0;
let order = new Int8Array(0);
let lineStart = new Int32Array(0);
let lineIds = new Int32Array(0);
let cntX = new Int8Array(0);
let cntO = new Int8Array(0);
let heights = new Int8Array(0);
let taken = new Uint8Array(0);
let filled = 0;
let evalX = 0;
let trackEval = false;
const WEIGHT = [0, 1, 4, 16];

function place(cell: number, isX: boolean): boolean {
	taken[cell] = 1;
	if (gravity) heights[cell % W]++;
	filled++;
	const own = isX ? cntX : cntO;
	const opp = isX ? cntO : cntX;
	let won = false;
	for (let p = lineStart[cell]; p < lineStart[cell + 1]; p++) {
		const l = lineIds[p];
		const a = own[l];
		const b = opp[l];
		own[l] = a + 1;
		if (a + 1 === K) won = true;
		if (trackEval) {
			// The evaluation from X's view: an open line of a marks weighs WEIGHT[a] for its owner.
			const before = b === 0 ? WEIGHT[a] : 0;
			const after = b === 0 ? WEIGHT[a + 1] : 0;
			const lost = a === 0 ? WEIGHT[b] : 0;
			evalX += (isX ? 1 : -1) * (after - before + lost);
		}
	}
	return won;
}

function unplace(cell: number, isX: boolean): void {
	taken[cell] = 0;
	if (gravity) heights[cell % W]--;
	filled--;
	const own = isX ? cntX : cntO;
	for (let p = lineStart[cell]; p < lineStart[cell + 1]; p++) own[lineIds[p]]--;
}

/** Plain minimax from X's view (X to move at the root), depth penalty on; counts nodes. */
function bareVisit(depth: number, won: boolean, win: number): number {
	nodes++;
	if (won) return (depth & 1) === 1 ? win - depth : depth - win;
	if (filled === N) return 0;
	if (depth >= limit) return evalX;
	const max = (depth & 1) === 0;
	let best = max ? -32767 : 32767;
	for (let k = 0; k < order.length; k++) {
		const m = order[k];
		let cell = m;
		if (gravity) {
			if (heights[m] === H) continue;
			cell = (H - 1 - heights[m]) * W + m;
		} else if (taken[cell]) continue;
		const saved = evalX;
		const w = place(cell, max);
		const v = bareVisit(depth + 1, w, win);
		unplace(cell, max);
		evalX = saved;
		if (max ? v > best : v < best) best = v;
	}
	return best;
}

/** The bare search of the empty board of `game` to `depthLimit` (null: the whole tree). */
export function bareSearch(
	game: GameDef,
	depthLimit: number | null
): { value: number; nodes: number } {
	({ width: W, height: H, cellCount: N, winLength: K, gravity } = game);
	const perCell: number[][] = Array.from({ length: N }, () => []);
	game.lines.forEach((line, l) => line.forEach((c) => perCell[c].push(l)));
	lineStart = new Int32Array(N + 1);
	for (let c = 0; c < N; c++) lineStart[c + 1] = lineStart[c] + perCell[c].length;
	lineIds = Int32Array.from(perCell.flat());
	cntX = new Int8Array(game.lines.length);
	cntO = new Int8Array(game.lines.length);
	heights = new Int8Array(W);
	taken = new Uint8Array(N);
	order = Int8Array.from(game.orders.index);
	filled = evalX = nodes = 0;
	limit = depthLimit ?? 255;
	trackEval = depthLimit !== null;
	const value = bareVisit(0, false, game.win);
	return { value, nodes };
}

const median = (xs: number[]) =>
	quantile(
		[...xs].sort((a, b) => a - b),
		0.5
	);

/** Plain minimax: every technique given (Connect Four's own defaults are alpha-beta, centre first, the table). */
const PLAIN: Partial<SearchOptions> = {
	alphaBeta: false,
	order: 'index',
	transpositionTable: false
};

/** The engine against the bare search on one game, alternating runs; medians over `runs`. */
function nodesPerSecond(id: GameId, depthLimit: number | null, runs: number) {
	const game = gameDef(id);
	const position = emptyGamePosition(game);
	const options: Partial<SearchOptions> = { ...PLAIN, game: id, depthLimit, depthPenalty: true };
	const bareMs: number[] = [];
	const engineMs: number[] = [];
	let bare = { value: NaN, nodes: 0 };
	let engine = { value: NaN, nodes: 0 };
	for (let run = 0; run < runs + 1; run++) {
		let t = performance.now();
		bare = bareSearch(game, depthLimit);
		const b = performance.now() - t;
		t = performance.now();
		const r = search(position, options);
		const e = performance.now() - t;
		engine = { value: r.value, nodes: r.nodes };
		if (run > 0) {
			bareMs.push(b);
			engineMs.push(e);
		}
	}
	if (bare.nodes !== engine.nodes || bare.value !== engine.value) {
		throw new Error(
			`${id}: bare ${JSON.stringify(bare)} and engine ${JSON.stringify(engine)} disagree.`
		);
	}
	const bareMedian = median(bareMs);
	const engineMedian = median(engineMs);
	return {
		search: `plain minimax, depth penalty, index order, depth limit ${depthLimit ?? 'none'}`,
		nodes: engine.nodes,
		value: engine.value,
		engineMedianMs: round(engineMedian),
		bareMedianMs: round(bareMedian),
		engineNodesPerSecond: Math.round(engine.nodes / (engineMedian / 1000)),
		bareNodesPerSecond: Math.round(bare.nodes / (bareMedian / 1000)),
		ratio: round(engineMedian / bareMedian, 2)
	};
}

/** Positions the computer answers in the Connect Four figure. */
const CONNECT4_POSITIONS: readonly string[] = [
	'......./......./......./......./......./.......',
	'......./......./......./......./...O.../..XX...',
	'......./......./...O.../..XX.../..OXO../.XOXOX.'
];

function connect4Answer() {
	const game = GAME_DEFS.connect4;
	const depthLimit = game.defaultDepthLimit;
	const positions: Position[] = CONNECT4_POSITIONS.map((t) => parsePosition(t, 'connect4'));
	const answer = (options: Partial<SearchOptions>) => {
		let maxNodes = 0;
		const times = time(
			() => positions.forEach((p) => (maxNodes = Math.max(maxNodes, search(p, options).nodes))),
			5,
			1
		).map((ms) => ms / positions.length);
		return { ...summary(times), maxMs: round(times[times.length - 1]), maxNodes };
	};
	const plain = answer({ ...PLAIN, game: 'connect4', depthLimit });
	const alphaBetaTable = answer({
		game: 'connect4',
		depthLimit,
		alphaBeta: true,
		transpositionTable: true,
		order: 'center-first'
	});
	return { depthLimit, positions: CONNECT4_POSITIONS, plain, alphaBetaTable };
}

function solve4x4() {
	let result = proveDraw4x4(true);
	const times = time(() => (result = proveDraw4x4(true)), 5, 0);
	const { value, nodes, tableEntries, tableHits } = result;
	return {
		options: 'alpha-beta, table, centre first, no depth penalty (PROOF4_OPTIONS)',
		value,
		nodes,
		tableEntries,
		tableHits,
		...summary(times)
	};
}

/**
 * Proving 4x4 a draw as the first search of a fresh Node process, recorded (as the CLI runs it)
 * and as the page's worker runs it (root recorded only, progress callback; here in Node): medians
 * over `processes` fresh processes of each, alternating (record.ts, firstSearch).
 */
function solve4x4Cold(processes = 7) {
	const record: number[] = [];
	const worker: number[] = [];
	const recordCpu: number[] = [];
	const workerCpu: number[] = [];
	const loadBefore = loadavg()[0];
	for (let k = 0; k < processes; k++) {
		const r = firstSearch('solve4');
		const w = firstSearch('proof4');
		if (r.nodes !== 725_254 || w.nodes !== 725_254 || r.value !== 0 || w.value !== 0) {
			throw new Error(`The 4x4 proof gave ${r.nodes} and ${w.nodes} nodes, not 725,254.`);
		}
		record.push(r.ms);
		worker.push(w.ms);
		recordCpu.push(r.cpuMs);
		workerCpu.push(w.cpuMs);
	}
	const cpuMedian = (xs: number[]) =>
		round(
			quantile(
				[...xs].sort((a, b) => a - b),
				0.5
			)
		);
	return {
		options: 'alpha-beta, table, centre first, no depth penalty; first search of a fresh process',
		record: { ...summary(record.sort((a, b) => a - b)), cpuMedianMs: cpuMedian(recordCpu) },
		worker: { ...summary(worker.sort((a, b) => a - b)), cpuMedianMs: cpuMedian(workerCpu) },
		// The 1-minute load average before and after: the machine is shared.
		loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)]
	};
}

function budgetAgainstHeap() {
	const before = process.memoryUsage();
	const t = performance.now();
	const result = search(emptyGamePosition(GAME_DEFS.connect4), {
		...PLAIN,
		game: 'connect4',
		depthLimit: 8
	});
	const ms = performance.now() - t;
	const after = process.memoryUsage();
	const mb = (bytes: number) => round(bytes / 2 ** 20);
	return {
		search: 'Connect Four, plain minimax to depth 8',
		examined: result.examined,
		kept: result.kept,
		nodeBudget: DEFAULT_NODE_BUDGET,
		ms: round(ms),
		recordMB: mb(result.record.parent.buffer.byteLength),
		arrayBuffersMBAdded: mb(after.arrayBuffers - before.arrayBuffers),
		heapUsedMBAfter: mb(after.heapUsed)
	};
}

/** Reference node counts too big for the unit tests. */
export function bigFigures(withoutTable: boolean) {
	const count = (id: GameId, options: Partial<SearchOptions>) =>
		search(emptyGamePosition(gameDef(id)), { ...PLAIN, game: id, ...options }, undefined, {
			nodeBudget: 1
		}).nodes;
	const out: Record<string, number> = {
		ttt4Depth6: count('ttt4', { depthLimit: 6 }),
		connect4Depth7: count('connect4', { depthLimit: 7 }),
		connect4Depth8: count('connect4', { depthLimit: 8 })
	};
	if (withoutTable) {
		out.ttt4AlphaBetaNoTable = count('ttt4', {
			alphaBeta: true,
			order: 'center-first',
			depthPenalty: false,
			depthLimit: null
		});
	}
	return out;
}

/** Every figure of this module (see the module doc). */
export function benchGames(figures = false) {
	return {
		nodesPerSecond: {
			ttt3: nodesPerSecond('ttt3', null, 5),
			ttt4: nodesPerSecond('ttt4', 5, 5),
			connect4: nodesPerSecond('connect4', 7, 3)
		},
		solve4x4: solve4x4(),
		solve4x4Cold: solve4x4Cold(),
		connect4Answer: connect4Answer(),
		budget: budgetAgainstHeap(),
		...(figures && { figures: bigFigures(true) })
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	console.log(JSON.stringify(benchGames(process.argv.includes('--figures')), null, 2));
}
