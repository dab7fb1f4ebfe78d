/**
 * What the page and the classroom worker (classroom.worker.ts, logic in classroom-host.ts) say to
 * each other. Requests carry an id; the worker answers with any number of progress messages, then
 * one result, error or cancellation for that id. `{ cancel: id }` stops a request between two jobs
 * of its task (classroom/task.ts), or before it starts.
 *
 * - `compare`: compare search settings for a position (classroom/compare.ts), progress per search.
 * - `proof`: the whole proof (classroom/proof-games.ts), progress per job.
 * - `slide`: resolve a lesson slide (lessons/resolve.ts) after computing what it needs (the proof,
 *   a comparison) with progress, and answer its search as a DecisionTransport (copied, since the
 *   worker keeps it cached).
 * - `trace`: the trace JSON text of a search (classroom/trace-format.ts), for a download.
 */
import type { Comparison, FullProof } from '$lib/classroom';
import type { GameId, Position, RecordTransport, SearchOptions, SearchResult } from '$lib/engine';
import type { LessonId, ResolvedSlide } from '$lib/lessons';
import type { StepIndex } from '$lib/stepper';

/** A request to the worker (without its id). */
export type ClassroomJob =
	| { readonly kind: 'compare'; readonly notation: string; readonly game?: GameId }
	| { readonly kind: 'proof' }
	| { readonly kind: 'slide'; readonly lessonId: LessonId; readonly slide: number }
	| { readonly kind: 'trace'; readonly notation: string; readonly options: SearchOptions };

/** What a message to the worker holds: a job with its id, or the id of a request to stop. */
export type ClassroomRequest =
	(ClassroomJob & { readonly id: number }) | { readonly cancel: number };

/** Which computation a progress message is about. */
export type TaskPhase = 'proof' | 'compare' | 'search';

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

/** What each job answers. */
export interface ClassroomResults {
	compare: Comparison;
	proof: FullProof;
	slide: SlideAnswer;
	trace: string;
}

/** A message from the worker. */
export type ClassroomAnswer =
	| { readonly id: number; readonly progress: Progress }
	| { readonly id: number; readonly result: ClassroomResults[keyof ClassroomResults] }
	| { readonly id: number; readonly error: string }
	| { readonly id: number; readonly cancelled: true };
