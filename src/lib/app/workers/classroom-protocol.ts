/**
 * What the page and the classroom worker (classroom.worker.ts, handlers in classroom-host.ts) say
 * to each other over the channel (channel.ts): each request answers any number of progress
 * messages, then its result or its failure. An aborted request stops between two jobs of its task
 * (classroom/task.ts), or before it starts: the worker keeps its caches.
 *
 * - `compare`: compare search settings for a position (classroom/compare.ts), progress per search.
 * - `proof`: the whole proof (classroom/proof-games.ts), progress per job.
 * - `slide`: resolve a lesson slide (lessons/resolve.ts) after computing what it needs (the proof,
 *   a comparison) with progress, and answer its search as a DecisionTransport (copied, since the
 *   worker keeps it cached).
 * - `trace`: the trace JSON text (classroom/trace-format.ts) of the search the page shows, sent with
 *   its record (copied: the page keeps its own), for a download; cut at TRACE_MAX_NODES nodes.
 */
import type { Comparison, FullProof, TaskPhase, TraceCut } from '$lib/classroom';
import type { GameId, Position, RecordTransport, SearchResult } from '$lib/engine';
import type { LessonId, ResolvedSlide } from '$lib/lessons';
import type { StepIndex } from '$lib/stepper';

/** The classroom worker's requests (channel.ts), each with its progress. */
export type ClassroomProtocol = {
	compare: {
		request: { readonly notation: string; readonly game?: GameId };
		response: Comparison;
		progress: Progress;
	};
	proof: { request: null; response: FullProof; progress: Progress };
	slide: {
		request: { readonly lessonId: LessonId; readonly slide: number };
		response: SlideAnswer;
		progress: Progress;
	};
	trace: {
		request: { readonly result: Omit<SearchResult, 'record'>; readonly record: RecordTransport };
		response: TraceFile;
		progress: Progress;
	};
};

/** A trace ready for a download: its JSON text, and how it was cut (trace-format.ts; else null). */
export interface TraceFile {
	readonly text: string;
	readonly cut: TraceCut | null;
}

/** Progress of a request: `done` of `total` jobs of `phase` have finished (0 <= done <= total). */
export interface Progress {
	readonly phase: TaskPhase;
	readonly done: number;
	readonly total: number;
}

/** A search as it crosses to the page: the result without its record, the record, the step index. */
export interface DecisionTransport {
	readonly position: Position;
	readonly result: Omit<SearchResult, 'record'>;
	readonly record: RecordTransport;
	readonly steps: Omit<StepIndex, 'record'>;
}

/** A resolved slide and the search it was resolved against. */
export interface SlideAnswer {
	readonly slide: ResolvedSlide;
	readonly decision: DecisionTransport;
}
