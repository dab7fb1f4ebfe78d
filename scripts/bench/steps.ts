/**
 * Step-through benchmark: builds the step index of the plain search from the empty board
 * (549,946 nodes, 1,905,005 steps) and times stepping with stateAt, the call the UI makes per step.
 * `benchSteps()` is imported by scripts/bench.ts; run alone with `npx tsx scripts/bench/steps.ts`.
 */
import { pathToFileURL } from 'node:url';
import { emptyPosition, search } from '../../src/lib/engine/index.ts';
import {
	buildStepIndex,
	stateAt,
	stepAt,
	stepBackTarget,
	stepForwardTarget,
	stepOutTarget,
	stepOverTarget,
	type StepIndex,
	type StepState
} from '../../src/lib/stepper/index.ts';
import { round } from './stats.ts';

const SAMPLES = 10_000;

/** A small deterministic generator (mulberry32), so every run samples the same steps. */
function random(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Mean microseconds per call of `fn` over the sample steps (after one untimed warm-up pass). */
function meanMicros(ks: Int32Array, fn: (k: number) => unknown): number {
	let sink = 0;
	for (let i = 0; i < ks.length; i++) sink += fn(ks[i]) ? 1 : 0;
	const start = performance.now();
	for (let i = 0; i < ks.length; i++) sink += fn(ks[i]) ? 1 : 0;
	const micros = ((performance.now() - start) * 1000) / ks.length;
	if (sink < 0) console.log(sink);
	return micros;
}

/**
 * Runs the benchmark. Returns: `nodes`, `steps` (counts); `searchMs`, `buildMs` (median of 3
 * builds); mean microseconds over 10,000 sampled steps of a step forward (stateAt(k + 1) from k),
 * a step back (stateAt(k - 1)), a jump to a random step (stateAt), a decoded step only (stepAt),
 * and the step-over and step-out targets followed by stateAt; `indexBytes` the index's size.
 */
export function benchSteps(): Record<string, number> {
	let t = performance.now();
	const result = search(emptyPosition());
	const searchMs = performance.now() - t;
	const builds: number[] = [];
	let index: StepIndex | null = null;
	for (let i = 0; i < 3; i++) {
		t = performance.now();
		index = buildStepIndex(result.record, result.options);
		builds.push(performance.now() - t);
	}
	const idx = index as StepIndex;
	builds.sort((a, b) => a - b);
	const rand = random(20261129);
	const ks = new Int32Array(SAMPLES);
	for (let i = 0; i < SAMPLES; i++) ks[i] = 1 + Math.floor(rand() * (idx.total - 2));
	const jumps = new Int32Array(SAMPLES);
	for (let i = 0; i < SAMPLES; i++) jumps[i] = Math.floor(rand() * idx.total);
	const to = (k: number | null): StepState | null => (k === null ? null : stateAt(idx, k));
	return {
		nodes: result.nodes,
		steps: idx.total,
		searchMs: round(searchMs, 1),
		buildMs: round(builds[1], 1),
		forwardUs: round(
			meanMicros(ks, (k) => to(stepForwardTarget(idx, k))),
			2
		),
		backUs: round(
			meanMicros(ks, (k) => to(stepBackTarget(idx, k))),
			2
		),
		jumpUs: round(
			meanMicros(jumps, (k) => stateAt(idx, k)),
			2
		),
		stepAtJumpUs: round(
			meanMicros(jumps, (k) => stepAt(idx, k)),
			2
		),
		overUs: round(
			meanMicros(ks, (k) => to(stepOverTarget(idx, k))),
			2
		),
		outUs: round(
			meanMicros(ks, (k) => to(stepOutTarget(idx, k))),
			2
		),
		indexBytes: idx.stepStart.byteLength + idx.stepCount.byteLength
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	console.log(benchSteps());
}
