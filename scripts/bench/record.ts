/**
 * What recording costs: the engine's search of the empty board (which records all 549,946 nodes)
 * timed against a bare bit-mask minimax that records nothing, in the same run. The bare minimax
 * uses the same board encoding (two 9-bit masks, one line table), the same move order and the same
 * depth penalty, and counts nodes only to check that it walks the same tree.
 * Targets: warm (a reused buffer, after warm-up runs), recording costs at most 1.3x the bare search
 * (`recordWarmAtMost1_3xBare`; `recordAtMost2xBare` holds it to 2x); cold, the first
 * search of a fresh Node process into a buffer it allocates (as the CLI runs it), at most 2x the
 * bare search, also first in a fresh process (`benchRecordCold`, `recordColdAtMost2xBare`).
 * `benchRecord()` and `benchRecordCold()` are imported by scripts/bench.ts; run alone with
 * `npx tsx scripts/bench/record.ts`.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
	emptyPosition,
	LINES,
	ORDER_CELLS,
	RECORD_BYTES_PER_NODE,
	recordCapacity,
	search,
	type MoveOrder
} from '../../src/lib/engine/index.ts';

/** Runs per measurement after warm-up, and untimed warm-up runs of each. */
const RUNS = 31;
const WARMUP = 5;
/** The ratios allowed: warm, and cold (first search of a fresh process). */
export const RECORD_RATIO_TARGET = 1.3;
export const RECORD_COLD_RATIO_TARGET = 2;
/** Fresh processes per mode for the cold figures. */
const COLD_PAIRS = 9;

const HAS_LINE = new Uint8Array(512);
for (let mask = 0; mask < 512; mask++) {
	HAS_LINE[mask] = LINES.some(([a, b, c]) => {
		const line = (1 << a) | (1 << b) | (1 << c);
		return (mask & line) === line;
	})
		? 1
		: 0;
}

/**
 * Plain minimax over two bit masks from the empty board, X to move (X is the maximizer), scores
 * as the engine's (win 10, or 10 - depth with the depth penalty). Records nothing; counts nodes.
 * @returns the root value and the node count (root included).
 */
export function bareMinimax(
	depthPenalty: boolean,
	order: MoveOrder = 'index'
): { value: number; nodes: number } {
	const cells = Int32Array.from(ORDER_CELLS[order]);
	let nodes = 0;
	function visit(me: number, them: number, depth: number, meIsMax: boolean): number {
		nodes++;
		// `them` just moved: a line of theirs ends the game.
		if (HAS_LINE[them] === 1) {
			const score = depthPenalty ? 10 - depth : 10;
			return meIsMax ? -score : score;
		}
		if ((me | them) === 0x1ff) return 0;
		let best = meIsMax ? -127 : 127;
		for (let k = 0; k < 9; k++) {
			const bit = 1 << cells[k];
			if ((me | them) & bit) continue;
			const v = visit(them, me | bit, depth + 1, !meIsMax);
			if (meIsMax ? v > best : v < best) best = v;
		}
		return best;
	}
	const value = visit(0, 0, 0, true);
	return { value, nodes };
}

function median(xs: number[]): number {
	const s = [...xs].sort((a, b) => a - b);
	return s[(s.length - 1) >> 1];
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Times the engine's plain search of the empty board (depth penalty on, index order: the page's
 * default, recording every node) and the bare minimax, alternating one run of each so that both
 * see the same machine load. Medians over RUNS runs after WARMUP untimed runs of each.
 * @returns medians and minimums in milliseconds, the ratio recordMedianMs / bareMedianMs (the
 *   target's figure) and the median of the per-pair ratios, the time with a fresh buffer instead of
 *   a reused one, the node count and value (both searches must agree), and
 *   `targets.recordAtMost2xBare`.
 * @throws Error when the two searches disagree on the node count or the root value.
 */
export function benchRecord() {
	const position = emptyPosition();
	const buffer = new ArrayBuffer(recordCapacity(position) * RECORD_BYTES_PER_NODE);
	const bareTimes: number[] = [];
	const recordTimes: number[] = [];
	const freshTimes: number[] = [];
	let bare = { value: NaN, nodes: 0 };
	let recorded = { value: NaN, nodes: 0 };
	const loadBefore = loadavg()[0];
	for (let run = 0; run < WARMUP + RUNS; run++) {
		let t = performance.now();
		bare = bareMinimax(true);
		const bareMs = performance.now() - t;
		t = performance.now();
		const result = search(
			position,
			{ alphaBeta: false, depthPenalty: true, order: 'index' },
			buffer
		);
		const recordMs = performance.now() - t;
		recorded = { value: result.value, nodes: result.nodes };
		if (run >= WARMUP) {
			bareTimes.push(bareMs);
			recordTimes.push(recordMs);
		}
	}
	// Apart, so that its allocations (and the collections they cause) do not slow the pairs above.
	for (let run = 0; run < RUNS; run++) {
		const t = performance.now();
		search(position, { alphaBeta: false, depthPenalty: true, order: 'index' });
		freshTimes.push(performance.now() - t);
	}
	if (bare.nodes !== recorded.nodes || bare.value !== recorded.value) {
		throw new Error(
			`The bare minimax (${bare.nodes} nodes, value ${bare.value}) and the search (${recorded.nodes} nodes, value ${recorded.value}) disagree.`
		);
	}
	const bareMedianMs = median(bareTimes);
	const recordMedianMs = median(recordTimes);
	const ratio = recordMedianMs / bareMedianMs;
	return {
		position: '.........',
		options: 'plain minimax, depth penalty on, index order',
		nodes: recorded.nodes,
		value: recorded.value,
		runs: RUNS,
		warmup: WARMUP,
		bareMedianMs: round(bareMedianMs),
		bareMinMs: round(Math.min(...bareTimes)),
		recordMedianMs: round(recordMedianMs),
		recordMinMs: round(Math.min(...recordTimes)),
		ratio: round(ratio, 2),
		// Less sensitive to load that drifts during the run: each record run against its own bare run.
		pairedRatioMedian: round(median(recordTimes.map((ms, k) => ms / bareTimes[k])), 2),
		freshBufferMedianMs: round(median(freshTimes)),
		loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
		targets: {
			recordAtMost2xBare: ratio <= 2,
			recordWarmAtMost1_3xBare: ratio <= RECORD_RATIO_TARGET
		}
	};
}

/**
 * Runs scripts/bench/first-search.ts in a fresh Node process (tsx's loader, this Node) and returns
 * what it prints: the first search's time, counted from the search's call to its return.
 * @throws Error when the process fails.
 */
export function firstSearch(mode: string): {
	mode: string;
	ms: number;
	cpuMs: number;
	nodes: number;
	value: number;
} {
	const script = fileURLToPath(new URL('./first-search.ts', import.meta.url));
	const run = spawnSync(process.execPath, ['--import', 'tsx', script, mode], { encoding: 'utf8' });
	if (run.status !== 0) throw new Error(`first-search.ts ${mode} failed: ${run.stderr}`);
	return JSON.parse(run.stdout);
}

/**
 * The cold figures: the engine's plain search of the empty board (recording all 549,946 nodes
 * into a buffer it allocates) as the first search of a fresh Node process, against the bare
 * minimax as the first call of another fresh process; COLD_PAIRS processes of each, alternating.
 * @returns medians and minimums (ms), the ratio of the medians (the target's figure), the median
 *   of the per-pair ratios, and `targets.recordColdAtMost2xBare`.
 * @throws Error when the two disagree on the node count or the root value.
 */
export function benchRecordCold() {
	const record: number[] = [];
	const bare: number[] = [];
	const recordCpu: number[] = [];
	const bareCpu: number[] = [];
	const loadBefore = loadavg()[0];
	for (let k = 0; k < COLD_PAIRS; k++) {
		const r = firstSearch('record3');
		const b = firstSearch('bare3');
		if (r.nodes !== b.nodes || r.value !== b.value) {
			throw new Error(
				`Cold: the search (${r.nodes} nodes) and the bare minimax (${b.nodes}) disagree.`
			);
		}
		record.push(r.ms);
		bare.push(b.ms);
		recordCpu.push(r.cpuMs);
		bareCpu.push(b.cpuMs);
	}
	const ratio = median(record) / median(bare);
	return {
		position: '.........',
		options: 'plain minimax, depth penalty on, index order; first search of a fresh process',
		processes: COLD_PAIRS,
		recordMedianMs: round(median(record)),
		recordMinMs: round(Math.min(...record)),
		bareMedianMs: round(median(bare)),
		bareMinMs: round(Math.min(...bare)),
		ratio: round(ratio, 2),
		pairedRatioMedian: round(median(record.map((ms, k) => ms / bare[k])), 2),
		// CPU time over the same span (every thread), less sensitive to other work on the machine.
		recordCpuMedianMs: round(median(recordCpu)),
		bareCpuMedianMs: round(median(bareCpu)),
		cpuRatio: round(median(recordCpu) / median(bareCpu), 2),
		// The 1-minute load average before and after: the machine is shared.
		loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
		targets: { recordColdAtMost2xBare: ratio <= RECORD_COLD_RATIO_TARGET }
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	console.log({ warm: benchRecord(), cold: benchRecordCold() });
}
