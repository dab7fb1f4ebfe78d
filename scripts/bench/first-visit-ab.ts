/**
 * First visits of two builds, alternating, to compare them under the same load: for each of
 * PAIRS rounds (default 5), one first visit of each link (first-visit.ts firstVisitFigures with
 * BENCH_RUNS=1: a new profile, the CPU throttled 4x) on build A, then on build B. Prints each run
 * with the load average, then the medians per build and link: the longest main-thread task (ms,
 * long-task observer) until the board answers (where the computer moves first, until its decision
 * is drawn), when the board is drawn, when it answers and when the decision is drawn (ms since
 * navigation), the longest
 * task's thread time and the main thread's thread time until the board answers and until the
 * decision is drawn (CPU ms: they move least with the machine's load), and the build sizes (bytes,
 * raw and gzip).
 *
 * Usage: `BENCH_RUNS=1 npx tsx scripts/bench/first-visit-ab.ts <root A> <root B>`, each root a
 * checkout with its own build/ (built with `npm run build`).
 * @throws Error (exit 1) without two roots.
 */
import { loadavg } from 'node:os';
import { firstVisitFigures, type FirstVisits } from './first-visit.ts';
import { quantile, round } from './stats.ts';

const roots = process.argv.slice(2);
if (roots.length !== 2) throw new Error('Usage: first-visit-ab.ts <root A> <root B>');
const pairs = Number(process.env.PAIRS ?? 5);
const links = ['start', 'emptyBoard'] as const;
const fields = [
	'longestTaskMs',
	'boardDrawnMs',
	'boardAnsweringMs',
	'decisionDrawnMs',
	'longestTaskCpuMs',
	'cpuToBoardMs',
	'cpuToDecisionMs'
] as const;
const runs: FirstVisits[][] = [[], []];
for (let i = 0; i < pairs; i++) {
	for (const k of [0, 1]) {
		const f = await firstVisitFigures(roots[k]);
		if ('error' in f) throw new Error(`${roots[k]}: ${f.error}`);
		runs[k].push(f);
		const figures = links.map((l) => fields.map((x) => f[l][x]).join('/')).join(' ');
		console.log(`${roots[k]} load ${round(loadavg()[0])}: #/ and #/?position= ${figures}`);
	}
}
const median = (xs: number[]) =>
	round(
		quantile(
			[...xs].sort((a, b) => a - b),
			0.5
		)
	);
for (const k of [0, 1]) {
	const out: Record<string, number> = {};
	for (const l of links)
		for (const x of fields) out[`${l}.${x}`] = median(runs[k].map((f) => f[l][x] as number));
	console.log(roots[k], JSON.stringify(out), JSON.stringify(runs[k][0]?.sizes));
}
