/**
 * deepening.ts: iterations 1, 2, 3... within a time budget on a fake clock, each trying the
 * previous principal variation first, the last complete one's record, and why it stopped.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	SearchAbortedError,
	emptyGamePosition,
	iterativeDeepening,
	parsePosition,
	principalVariation,
	search
} from '$lib/engine';

const C4 = emptyGamePosition(GAME_DEFS.connect4);
const OPTIONS = {
	game: 'connect4',
	alphaBeta: true,
	order: 'center-first',
	transpositionTable: true
} as const;

describe('iterative deepening', () => {
	it('runs depths 1 to maxDepth, each as a direct search to that depth would', () => {
		const { iterations, result, stoppedBy } = iterativeDeepening(C4, OPTIONS, {
			timeBudgetMs: 60_000,
			maxDepth: 5
		});
		expect(stoppedBy).toBe('max-depth');
		expect(iterations.map((it) => it.depth)).toEqual([1, 2, 3, 4, 5]);
		for (const it of iterations) {
			const direct = search(C4, { ...OPTIONS, depthLimit: it.depth });
			expect(it.value).toBe(direct.value);
			expect(it.ms).toBeGreaterThanOrEqual(0);
		}
		expect(result.options.depthLimit).toBe(5);
		expect(result.nodes).toBe(iterations[4].nodes);
		expect(result.bestMove).toBe(iterations[4].bestMove);
	});

	it('tries the previous principal variation first', () => {
		const a = iterativeDeepening(C4, OPTIONS, { timeBudgetMs: 60_000, maxDepth: 3 }).result;
		const b = iterativeDeepening(C4, OPTIONS, { timeBudgetMs: 60_000, maxDepth: 4 }).result;
		const line = principalVariation(a.record)
			.slice(1)
			.map((n) => a.record.move[n]);
		// The first path of the depth-4 tree is the depth-3 principal variation.
		let node = 0;
		for (const move of line) {
			node += 1;
			expect(b.record.move[node]).toBe(move);
		}
	});

	it('stops when the time budget ends and keeps the last complete iteration', () => {
		let t = 0;
		// Each clock read takes 1 ms: the deadline passes during a later iteration.
		const now = () => t++;
		const { iterations, result, stoppedBy } = iterativeDeepening(C4, OPTIONS, {
			timeBudgetMs: 30,
			now
		});
		expect(stoppedBy).toBe('time');
		expect(iterations.length).toBeGreaterThanOrEqual(1);
		const last = iterations[iterations.length - 1];
		expect(result.options.depthLimit).toBe(last.depth);
		expect(result.value).toBe(last.value);
	});

	it('stops once an iteration meets no horizon leaf (the search is complete)', () => {
		const position = parsePosition('XOX/.O./X..');
		const { iterations, result, stoppedBy } = iterativeDeepening(
			position,
			{ alphaBeta: true },
			{
				timeBudgetMs: 60_000
			}
		);
		expect(stoppedBy).toBe('complete');
		expect(result.horizonLeaves).toBe(0);
		expect(result.bestMove).toBe(7);
		expect(iterations[iterations.length - 1].value).toBe(9);
	});

	it('completes depth 1 even with no time at all', () => {
		const { iterations, stoppedBy } = iterativeDeepening(C4, OPTIONS, { timeBudgetMs: 0 });
		expect(iterations.map((it) => it.depth)).toEqual([1]);
		expect(stoppedBy).toBe('time');
	});

	it('passes a cancellation on as a SearchAbortedError', () => {
		expect(() =>
			iterativeDeepening(C4, OPTIONS, { timeBudgetMs: 60_000, shouldAbort: () => true })
		).toThrow(SearchAbortedError);
	});

	it.each([
		{ name: 'a negative budget', control: { timeBudgetMs: -1 } },
		{ name: 'maxDepth 0', control: { timeBudgetMs: 10, maxDepth: 0 } }
	])('refuses $name with a RangeError', ({ control }) => {
		expect(() => iterativeDeepening(C4, OPTIONS, control)).toThrow(RangeError);
	});
});
