/** Small statistics for the benchmark: rounding, quantiles, timing a function. */

/** `x` rounded to `digits` decimals. */
export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The q-quantile (0..1) of an ascending array, linearly interpolated; NaN when empty. */
export function quantile(sorted: number[], q: number): number {
	if (sorted.length === 0) return NaN;
	const pos = (sorted.length - 1) * q;
	const lo = Math.floor(pos);
	const hi = Math.ceil(pos);
	return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** Runs `fn` `warmup` times untimed, then `runs` times; returns the timings, sorted (ms). */
export function time(fn: () => unknown, runs: number, warmup = 1): number[] {
	for (let i = 0; i < warmup; i++) fn();
	const out: number[] = [];
	for (let i = 0; i < runs; i++) {
		const start = performance.now();
		fn();
		out.push(performance.now() - start);
	}
	return out.sort((a, b) => a - b);
}

/** Median, minimum and count of sorted timings (ms). */
export const summary = (sorted: number[]) => ({
	medianMs: round(quantile(sorted, 0.5)),
	minMs: round(sorted[0]),
	runs: sorted.length
});
