/** The benchmark's targets (the issues' goals on the 2-core machines) and whether they are met. */

export const TARGETS = {
	/** Issue 12: recording the empty-board tree costs at most this many times a bare minimax. */
	recordAtMostXBare: 2,
	firstPaintMsAtMost: 2000,
	frameP95MsAtMost: 16.7,
	longTaskMsAtMost: 50,
	heapMBBelow: 300,
	/** Issue 11: the computer's answer in Connect Four at the default depth limit. */
	connect4AnswerMsAtMost: 1000
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
	firstPaintMs?: number;
	longestTaskMs?: { duringSearchAndLayout: number; whileZoomingAndPanning: number };
	frames?: { worstLevelP95Ms: number };
	heap?: { usedPlusBackingMB: number };
	/** Median answer of plain minimax in Connect Four at the default depth limit (bench/games.ts). */
	connect4AnswerMs?: number;
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
		heap: line(
			`< ${TARGETS.heapMBBelow} MB with the whole tree open`,
			m.heap?.usedPlusBackingMB,
			(x) => x < TARGETS.heapMBBelow
		),
		connect4Answer: line(
			`the computer answers in Connect Four at the default depth limit in <= ${TARGETS.connect4AnswerMsAtMost} ms (plain minimax, median)`,
			m.connect4AnswerMs,
			(x) => x <= TARGETS.connect4AnswerMsAtMost
		)
	};
}
