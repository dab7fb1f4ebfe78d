/** The benchmark's targets (the issues' goals on the 2-core machines) and whether they are met. */

export const TARGETS = {
	/** Recording the empty-board tree costs at most this many times a bare minimax. */
	recordAtMostXBare: 2,
	/** Recording the empty-board tree, warm (reused buffer), at most this many times the bare one. */
	recordWarmAtMostXBare: 1.3,
	/** The same as the first search of a fresh process, against the bare one first in another. */
	recordColdAtMostXBare: 2,
	/** Proving 4x4 a draw, recorded, as the first search of a fresh process (as the CLI runs it). */
	solve4x4ColdMsAtMost: 300,
	firstPaintMsAtMost: 2000,
	frameP95MsAtMost: 16.7,
	longTaskMsAtMost: 50,
	/** Every main-thread task with the CPU throttled 4x, page load included. */
	throttled4xTaskMsAtMost: 200,
	/**
	 * A first visit (new profile, no code cache), CPU throttled 4x: its longest main-thread task
	 * (RAIL's budget is 50 ms), when the board (the first cell button) is drawn, and when the
	 * computer's decision is drawn. When the app's board answers is reported beside, held to the
	 * same figure as the board drawn.
	 */
	firstVisitLongTaskMsAtMost: 100,
	firstVisitBoardDrawnMsAtMost: 600,
	firstVisitDecisionDrawnMsAtMost: 1000,
	/** Script and CSS (and the page) requested before the board is drawn, kB (1,024 B) gzip level 9. */
	startWeightKBAtMost: 150,
	heapMBBelow: 300,
	/** The computer's answer in Connect Four at the default depth limit. */
	connect4AnswerMsAtMost: 1000,
	/** The solver: each reference position (connect4-solved.txt) solved exactly in at most this. */
	connect4SolveMsAtMost: 1000,
	/** A live class's slide change reaching all 300 students on loopback (p95 of the changes). */
	liveSlideChangeP95MsAtMost: 200,
	/** 300 students' answers to one question, all stored and counted on the teacher's tally. */
	liveAnswersMsBelow: 1000
};

/** The display refresh interval rAF timestamps are quantized to (60 Hz). */
export const VSYNC_MS = 1000 / 60;
/**
 * rAF timestamps jitter by a few tenths of a millisecond around the refresh interval, so a run
 * with every frame on time reads "p95 16.8 ms"; the frame target allows that much.
 */
export const VSYNC_JITTER_MS = 0.5;

/** What the targets read of the node and browser parts (absent when a part was skipped). */
export interface Measured {
	/** Median recording time over median bare-minimax time, same run (bench/record.ts). */
	recordOverBare?: number;
	/** The same, each the first search of a fresh process (bench/record.ts, benchRecordCold). */
	recordColdOverBare?: number;
	/** Median time of the recorded 4x4 proof, first search of a fresh process (bench/games.ts). */
	solve4x4ColdMs?: number;
	/** The same search as the page's 4x4 proof worker runs it, in Node (bench/games.ts). */
	proof4ColdMs?: number;
	/** Median time the page shows for the 4x4 proof in its worker, Chromium (bench/proof4-page.ts). */
	proof4PageMs?: number;
	firstPaintMs?: number;
	longestTaskMs?: { duringSearchAndLayout: number; whileZoomingAndPanning: number };
	frames?: { worstLevelP95Ms: number };
	heap?: { usedPlusBackingMB: number };
	/**
	 * The longest task (ms) of each scenario from a click to the answer drawn, per view, normally
	 * and throttled 4x (bench/main-thread.ts; 0: none over 50 ms).
	 */
	mainThread?: {
		normal: Record<'open' | 'whole', Record<string, unknown>>;
		throttled4x: Record<'open' | 'whole', Record<string, unknown>>;
		/**
		 * First visits, throttled 4x, per link (bench/first-visit.ts firstVisitFigures), or why they
		 * could not be measured.
		 */
		firstVisit?:
			| (Partial<Record<'start' | 'emptyBoard', Record<string, unknown>>> & {
					sizes?: unknown;
					startWeight?: Partial<Record<'start' | 'emptyBoard', { gzip: number }>>;
			  })
			| { error: string };
	};
	/** Median answer of plain minimax in Connect Four at the default depth limit (bench/games.ts). */
	connect4AnswerMs?: number;
	/** The slowest reference position's exact score, best of runs (bench/connect4.ts). */
	connect4SolveWorstMs?: number;
	/** The slowest reference position's every column exactly, best of runs (bench/connect4.ts). */
	connect4SolveColumnsWorstMs?: number;
	/** p95 of the time a slide change takes to reach all 300 students (bench/live-class.ts). */
	liveSlideChangeP95Ms?: number;
	/** 300 students' answers to one question, stored and counted (bench/live-class.ts). */
	liveAnswersMs?: number;
	/** The computer's slowest decision in whole Connect Four games (bench/connect4-games.ts). */
	connect4GameDecisionWorstMs?: number;
	/** The decision's time budget those games were played with (ms). */
	connect4GameBudgetMs?: number;
}

/** The largest figure of `scenarios` in both views of `per` (undefined when not measured). */
function worst(
	per: Record<'open' | 'whole', Record<string, unknown>> | undefined,
	scenarios: string[]
): number | undefined {
	if (!per) return undefined;
	const xs = (['open', 'whole'] as const).flatMap((v) => scenarios.map((s) => per[v][s]));
	return xs.every((x) => typeof x === 'number') ? Math.max(...(xs as number[])) : undefined;
}

/** The first visits' figures, or undefined when they were not measured or failed. */
function firstVisits(m: Measured) {
	const fv = m.mainThread?.firstVisit;
	return fv && !('error' in fv) ? fv : undefined;
}

/** The heavier start weight of the two first-visit links, kB gzip (undefined when not measured). */
function worstStartWeightKB(m: Measured): number | undefined {
	const w = firstVisits(m)?.startWeight;
	const xs = [w?.start?.gzip, w?.emptyBoard?.gzip];
	return xs.every((x) => typeof x === 'number')
		? Math.round((Math.max(...(xs as number[])) / 1024) * 10) / 10
		: undefined;
}

/** On #/?position=........., when the computer's decision was drawn, ms (undefined: not measured). */
function emptyBoardDecisionMs(m: Measured): number | undefined {
	const ms = firstVisits(m)?.emptyBoard?.decisionDrawnMs;
	return typeof ms === 'number' ? ms : undefined;
}

/** The largest figure `key` of the first visits' links (undefined when not measured). */
function worstFirstVisit(m: Measured, key: string): number | undefined {
	const fv = firstVisits(m);
	const xs = [fv?.start?.[key], fv?.emptyBoard?.[key]];
	return xs.every((x) => typeof x === 'number') ? Math.max(...(xs as number[])) : undefined;
}

/** One line per target: the target, the measured figure (null when not measured), met or not. */
export function targetsOf(m: Measured) {
	const line = (target: string, measured: number | undefined, met: (x: number) => boolean) => ({
		target,
		measured: measured ?? null,
		met: measured !== undefined && met(measured)
	});
	return {
		recordAtMost2xBare: line(
			`recording the empty board <= ${TARGETS.recordAtMostXBare}x a bare bit-mask minimax (medians, same run)`,
			m.recordOverBare,
			(x) => x <= TARGETS.recordAtMostXBare
		),
		recordWarmAtMost1_3xBare: line(
			`recording the empty board <= ${TARGETS.recordWarmAtMostXBare}x a bare bit-mask minimax, warm (reused buffer; medians, same run)`,
			m.recordOverBare,
			(x) => x <= TARGETS.recordWarmAtMostXBare
		),
		recordColdAtMost2xBare: line(
			`recording the empty board <= ${TARGETS.recordColdAtMostXBare}x a bare bit-mask minimax, cold (each the first search of a fresh Node process; medians)`,
			m.recordColdOverBare,
			(x) => x <= TARGETS.recordColdAtMostXBare
		),
		solve4x4Cold: line(
			`proving 4x4 a draw (725,254 nodes, recorded) in <= ${TARGETS.solve4x4ColdMsAtMost} ms as the first search of a fresh Node process (median)`,
			m.solve4x4ColdMs,
			(x) => x <= TARGETS.solve4x4ColdMsAtMost
		),
		proof4Cold: line(
			`the 4x4 proof as the page's worker runs it (root recorded, progress callback) in <= ${TARGETS.solve4x4ColdMsAtMost} ms, first search of a fresh Node process (median)`,
			m.proof4ColdMs,
			(x) => x <= TARGETS.solve4x4ColdMsAtMost
		),
		proof4Page: line(
			`the 4x4 proof in the page's worker, Chromium, a fresh context each (the time the page shows) in <= ${TARGETS.solve4x4ColdMsAtMost} ms (median)`,
			m.proof4PageMs,
			(x) => x <= TARGETS.solve4x4ColdMsAtMost
		),
		firstPaint: line(
			`<= ${TARGETS.firstPaintMsAtMost} ms`,
			m.firstPaintMs,
			(x) => x <= TARGETS.firstPaintMsAtMost
		),
		frameP95: line(
			`<= ${TARGETS.frameP95MsAtMost} ms at every zoom level (rAF intervals, ${VSYNC_JITTER_MS} ms timestamp jitter allowed)`,
			m.frames?.worstLevelP95Ms,
			(x) => x <= TARGETS.frameP95MsAtMost + VSYNC_JITTER_MS
		),
		longTask: line(
			`no main-thread task over ${TARGETS.longTaskMsAtMost} ms during search and layout`,
			m.longestTaskMs?.duringSearchAndLayout,
			(x) => x <= TARGETS.longTaskMsAtMost
		),
		longTaskClickToAnswer: line(
			`no main-thread task over ${TARGETS.longTaskMsAtMost} ms from a click on the empty board to the computer's answer drawn (a cell: 59,704 nodes; computer starts: 549,946), both views, median of runs`,
			worst(m.mainThread?.normal, ['clickToAnswer', 'computerStarts']),
			(x) => x <= TARGETS.longTaskMsAtMost
		),
		longTaskStepping: line(
			`no main-thread task over ${TARGETS.longTaskMsAtMost} ms while stepping through the 549,946-node search, both views, median of runs`,
			worst(m.mainThread?.normal, ['stepping']),
			(x) => x <= TARGETS.longTaskMsAtMost
		),
		// Page load counts through firstVisitLongTask (a bare DevTools client, no code cache): driven
		// by Playwright, whose Runtime domain makes V8 evaluate the app script many times slower than
		// a browser without DevTools (docs/main-thread.md), mainThread.throttled4x.*.pageLoad is
		// reported but not a browser's figure.
		throttled4x: line(
			`CPU throttled 4x: no main-thread task over ${TARGETS.throttled4xTaskMsAtMost} ms (new game, click to answer, computer starts, stepping; page load: firstVisitLongTask), both views, median of runs`,
			worst(m.mainThread?.throttled4x, ['newGame', 'clickToAnswer', 'computerStarts', 'stepping']),
			(x) => x <= TARGETS.throttled4xTaskMsAtMost
		),
		firstVisitLongTask: line(
			`first visit (new profile, no code cache), CPU throttled 4x: no main-thread task over ${TARGETS.firstVisitLongTaskMsAtMost} ms from navigation to the board answering, on #/ and #/?position=......... (there until the computer's 549,946-node decision is drawn), each 1.5 s past (median of runs, worst link)`,
			worstFirstVisit(m, 'longestTaskMs'),
			(x) => x <= TARGETS.firstVisitLongTaskMsAtMost
		),
		firstVisitLongTaskCpu: line(
			`the same, as the longest main-thread task's thread time (CPU ms from a trace: the wait for a core on a shared machine left out) <= ${TARGETS.firstVisitLongTaskMsAtMost} ms (median of runs, worst link)`,
			worstFirstVisit(m, 'longestTaskCpuMs'),
			(x) => x <= TARGETS.firstVisitLongTaskMsAtMost
		),
		firstVisitBoardDrawn: line(
			`first visit (new profile), CPU throttled 4x: the board (the first cell button) painted within ${TARGETS.firstVisitBoardDrawnMsAtMost} ms of navigation, the first screen written into the page or the app's, on #/ and #/?position=......... (median of runs, worst link)`,
			worstFirstVisit(m, 'boardDrawnMs'),
			(x) => x <= TARGETS.firstVisitBoardDrawnMsAtMost
		),
		firstVisitBoardAnswering: line(
			`the same, the app's board answering (a click on a cell handled: the first screen in the page does not answer) within ${TARGETS.firstVisitBoardDrawnMsAtMost} ms`,
			worstFirstVisit(m, 'boardAnsweringMs'),
			(x) => x <= TARGETS.firstVisitBoardDrawnMsAtMost
		),
		firstVisitDecisionDrawn: line(
			`first visit (new profile), CPU throttled 4x: on #/?position=......... the computer's decision drawn within ${TARGETS.firstVisitDecisionDrawnMsAtMost} ms of navigation (median of runs)`,
			emptyBoardDecisionMs(m),
			(x) => x <= TARGETS.firstVisitDecisionDrawnMsAtMost
		),
		startWeight: line(
			`start weight: every document, script and style sheet requested before the board is drawn <= ${TARGETS.startWeightKBAtMost} kB gzip (level 9, kB of 1,024 B), heavier of #/ and #/?position=.........`,
			worstStartWeightKB(m),
			(x) => x <= TARGETS.startWeightKBAtMost
		),
		firstVisitSize: {
			target:
				'reported, no target: the served build (index.html, every chunk) and the single-file offline page, bytes raw and gzip',
			measured: firstVisits(m)?.sizes ?? null
		},
		heap: line(
			`< ${TARGETS.heapMBBelow} MB with the whole tree open`,
			m.heap?.usedPlusBackingMB,
			(x) => x < TARGETS.heapMBBelow
		),
		connect4Answer: line(
			`the computer answers in Connect Four at the default depth limit in <= ${TARGETS.connect4AnswerMsAtMost} ms (plain minimax, median)`,
			m.connect4AnswerMs,
			(x) => x <= TARGETS.connect4AnswerMsAtMost
		),
		connect4Solve: line(
			`each of the 40 reference Connect Four positions solved exactly (its score) in <= ${TARGETS.connect4SolveMsAtMost} ms (worst, best of runs)`,
			m.connect4SolveWorstMs,
			(x) => x <= TARGETS.connect4SolveMsAtMost
		),
		connect4GameDecisions: line(
			`in whole Connect Four games against a random opponent, no decision of the computer (the defaults: the solver and iterative deepening) takes more than its time budget of ${m.connect4GameBudgetMs ?? '?'} ms (slowest)`,
			m.connect4GameDecisionWorstMs,
			(x) => m.connect4GameBudgetMs !== undefined && x <= m.connect4GameBudgetMs
		),
		connect4SolveColumns: line(
			`each of the 40 reference Connect Four positions with every column's exact score in <= ${TARGETS.connect4SolveMsAtMost} ms (worst, best of runs)`,
			m.connect4SolveColumnsWorstMs,
			(x) => x <= TARGETS.connect4SolveMsAtMost
		),
		liveSlideChange: line(
			`a live class's slide change (teacher:show) reaches all 300 students in <= ${TARGETS.liveSlideChangeP95MsAtMost} ms (p95 of 20 changes, server and students on loopback)`,
			m.liveSlideChangeP95Ms,
			(x) => x <= TARGETS.liveSlideChangeP95MsAtMost
		),
		liveAnswers: line(
			`300 students' answers to one question are stored and counted on the teacher's tally in < ${TARGETS.liveAnswersMsBelow} ms (server and students on loopback)`,
			m.liveAnswersMs,
			(x) => x < TARGETS.liveAnswersMsBelow
		)
	};
}
