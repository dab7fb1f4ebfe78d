/**
 * The review's state on the page (review-run.svelte.ts) over the review worker's handlers
 * (review-host.ts) served in-process: progress, the board's position and line, the Evaluation
 * value, the threat, a retry, and a new review aborting the one running.
 */
import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { GAME_DEFS, emptyGamePosition, parsePosition } from '$lib/engine';
import { LiveEvaluation } from '$lib/app/review/live-evaluation.svelte';
import { ReviewRun, type ReviewSubject } from '$lib/app/review/review-run.svelte';
import { serve } from '$lib/app/workers/channel';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import { reviewHandlers } from '$lib/app/workers/review-host';
import type { ReviewProtocol } from '$lib/app/workers/review-protocol';
import { until } from '../waits';

function reviewer() {
	const workers: InProcessWorker[] = [];
	const run = new ReviewRun(() => {
		const worker = inProcessWorker((port) => serve<ReviewProtocol>(port, reviewHandlers()));
		workers.push(worker);
		return worker;
	});
	return { run, workers };
}

/** X 1, O 4, X 2, O 5, X 9 (the blunder), O 6 wins. */
const BLUNDER: ReviewSubject = {
	game: 'ttt3',
	start: emptyGamePosition(GAME_DEFS.ttt3),
	moves: [0, 3, 1, 4, 8, 5],
	depthPenalty: true
};

describe('the review on the page', () => {
	it('reviews with progress, then shows the move asked for, its line and its evaluation', async () => {
		const { run } = reviewer();
		const done = run.open(BLUNDER, 4);
		expect(run.state).toEqual({ kind: 'running', done: 0, total: 7 });
		await done;
		flushSync();
		expect(run.review?.counts.X).toEqual({ best: 2, inaccuracy: 0, mistake: 0, blunder: 1 });
		expect(run.selected).toBe(4);
		expect(run.ply?.label).toBe('blunder');
		// After X 9: O to move wins at once.
		expect(run.position?.toMove).toBe('O');
		expect(run.line?.moves).toEqual([{ mark: 'O', cell: 5 }]);
		expect(run.evaluation).toMatchObject({ toMove: 'O', value: 9, result: 'win', exact: true });
		// The best line is drawn from the position before the move: X to move, value 9.
		run.showLine('best');
		flushSync();
		expect(run.position?.toMove).toBe('X');
		expect(run.line?.moves).toEqual([{ mark: 'X', cell: 2 }]);
		expect(run.evaluation?.value).toBe(9);
	});

	it('shows the threat and checks a better move; the review keeps its result', async () => {
		const { run } = reviewer();
		await run.open(BLUNDER, 4);
		run.toggleThreat();
		await until(() => run.threat !== null);
		expect(run.threat?.threat).toMatchObject({ side: 'X', winningCells: [2], value: 9 });
		run.startRetry();
		flushSync();
		expect(run.line).toBeNull();
		await run.tryMove(2);
		expect(run.retry).toMatchObject({ cell: 2, label: 'best', found: true, value: 9 });
		expect(run.review?.plies[4]).toMatchObject({ cell: 8, label: 'blunder' });
		// Selecting another move ends the retry.
		run.select(1);
		expect(run.retrying).toBe(false);
		expect(run.retry).toBeNull();
		expect(run.ply?.label).toBe('mistake');
	});

	it('fault: the move tried while retrying is not drawn on the review board', async () => {
		const { run } = reviewer();
		await run.open(BLUNDER, 4);
		run.startRetry();
		flushSync();
		// Before X's move 5: X 1, O 4, X 2, O 5 on the board, X to move, X wins in 1 ply.
		expect(run.position?.cells[2]).toBeNull();
		expect(run.retryFrom).toBe(run.ply?.before);
		await run.tryMove(2);
		flushSync();
		// X 3 is drawn; the game is over there (X won) and the meter says so, with the value the
		// review gives the game's own final position (O won there: -10 for X to move).
		expect(run.review?.values[6].value).toBe(-10);
		expect(run.position?.cells[2]).toBe('X');
		expect(run.position?.toMove).toBe('O');
		expect(run.evaluation).toMatchObject({ toMove: 'O', value: -10, over: 'X' });
		// A move that does not end the game: O to move wins in 1 ply (9 for O), as after X 9.
		await run.tryMove(7);
		flushSync();
		expect(run.position?.cells[7]).toBe('X');
		expect(run.position?.cells[2]).toBeNull();
		expect(run.evaluation).toMatchObject({ toMove: 'O', value: 9, result: 'win', over: null });
		// Moves are still tried from the position before the move.
		expect(run.retryFrom?.cells[7]).toBeNull();
		run.stopRetry();
		flushSync();
		expect(run.retryFrom).toBeNull();
		expect(run.position?.cells[8]).toBe('X');
	});

	it("fault: Show threat's forcing line is not drawn on the board", async () => {
		const { run } = reviewer();
		// X 5, O 1, X 9 (then O 3, X 2, O 8): after X 9, O to move.
		await run.open({ ...BLUNDER, moves: [4, 0, 8, 2, 1, 7] }, 2);
		flushSync();
		const refutation = run.line;
		run.toggleThreat();
		await until(() => run.threat !== null);
		flushSync();
		// If X could move now: X 3, O 2, X 6 wins (no win at once), drawn instead of the line.
		expect(run.threat?.threat).toMatchObject({ side: 'X', winningCells: [], result: 'win' });
		expect(run.line?.moves).toEqual([
			{ mark: 'X', cell: 2 },
			{ mark: 'O', cell: 1 },
			{ mark: 'X', cell: 5 }
		]);
		run.toggleThreat();
		flushSync();
		expect(run.line).toEqual(refutation);
	});

	it('a new review aborts the one running (its worker is terminated)', async () => {
		const { run, workers } = reviewer();
		// The first review's search runs in one task of the host; it must outlast the poll below
		// (a 5 ms timer), or its answer arrives before the second review aborts it: two moves into
		// a 4x4 game, each position's search takes tens of milliseconds.
		const first = run.open({
			game: 'ttt4',
			start: emptyGamePosition(GAME_DEFS.ttt4),
			moves: [5, 0],
			depthPenalty: true
		});
		await until(() => workers.length === 1);
		const second = run.open(BLUNDER);
		await first;
		expect(workers[0].terminated).toBe(true);
		await second;
		expect(run.state).toEqual({ kind: 'ready' });
		expect(run.subject).toBe(BLUNDER);
		expect(run.selected).toBe(5);
	});
});

describe('the evaluation bar during play', () => {
	it('values nothing until shown, then the position for its side to move; the last position asked wins', async () => {
		const live = new LiveEvaluation(() =>
			inProcessWorker((port) => serve<ReviewProtocol>(port, reviewHandlers()))
		);
		const empty = emptyGamePosition(GAME_DEFS.ttt3);
		await live.follow('ttt3', empty, true);
		expect(live.evaluation).toBeNull();
		live.shown = true;
		await live.follow('ttt3', empty, true);
		expect(live.evaluation).toMatchObject({ toMove: 'X', value: 0, result: 'draw', over: null });
		// X holds 1 and 2, O 4 and 5: X wins at once (10 - 1). Asked twice: the first is dropped.
		const xWins = parsePosition('XX./OO./...');
		const oWins = parsePosition('XX./OO./X.. o');
		const first = live.follow('ttt3', xWins, true);
		const second = live.follow('ttt3', oWins, true);
		await Promise.all([first, second]);
		expect(live.evaluation).toMatchObject({ toMove: 'O', value: 9, result: 'win' });
		live.shown = false;
		await live.follow('ttt3', oWins, true);
		expect(live.evaluation).toBeNull();
		live.destroy();
	});
});
