/**
 * The classroom worker's logic, without the worker (so that tests serve it in-process): the
 * handlers of classroom-protocol.ts, each task run job by job with a checkpoint between jobs so
 * that an abort is noticed, and caches of the heavy results (the proof, comparisons by position,
 * and the lab's searches) so that a lesson's next slide or a second "Prove it" answers at once.
 */
import {
	compareTask,
	proofTask,
	traceJson,
	TRACE_MAX_NODES,
	traceCut,
	type Comparison,
	type FullProof,
	type Task
} from '$lib/classroom';
import {
	formatPosition,
	gameOf,
	parsePosition,
	recordFromTransport,
	recordTransport,
	type GameId
} from '$lib/engine';
import {
	createLab,
	lessonById,
	resolveSlide,
	slideNeeds,
	type Lab,
	type LessonId
} from '$lib/lessons';
import type { HandlerContext, Handlers } from './channel';
import type { TaskPhase } from '$lib/classroom';
import type { ClassroomProtocol, Progress, SlideAnswer } from './classroom-protocol';

type Context = HandlerContext<Progress>;

/** The classroom worker's handlers, over one set of caches. */
export function classroomHost(): Handlers<ClassroomProtocol> {
	const base = createLab();
	let proof: FullProof | null = null;
	const comparisons = new Map<string, Comparison>();
	/** The lab the slides read: searches from `base`, heavy results from the caches. */
	const lab: Lab = {
		search: (notation, options) => base.search(notation, options),
		steps: (notation, options) => base.steps(notation, options),
		proof: () => (proof ??= base.proof()),
		comparison: (notation) =>
			comparisons.get(`ttt3:${formatPosition(parsePosition(notation))}`) ??
			base.comparison(notation)
	};

	/** Runs a task job by job, posting its progress; stops (Cancelled) when the request is aborted. */
	async function run<R>(context: Context, phase: TaskPhase, task: Task<unknown, R>): Promise<R> {
		for (let r = task.next(); ; r = task.next()) {
			if (r.done) return r.value;
			context.progress({ phase, done: r.value.done, total: r.value.total });
			try {
				await context.checkpoint();
			} catch (error) {
				task.return(undefined as R);
				throw error;
			}
		}
	}

	async function fullProof(context: Context): Promise<FullProof> {
		proof ??= await run(context, 'proof', proofTask());
		return proof;
	}

	/** @throws PositionError for bad notation (answered as a failure). */
	async function comparison(context: Context, notation: string, game: GameId): Promise<Comparison> {
		const position = parsePosition(notation, game);
		const key = `${game}:${formatPosition(position)}`;
		let found = comparisons.get(key);
		if (!found) {
			found = await run(context, 'compare', compareTask(position, game));
			comparisons.set(key, found);
		}
		return found;
	}

	return {
		compare: ({ notation, game }, context) => comparison(context, notation, gameOf({ game }).id),
		proof: (_, context) => fullProof(context),
		trace: ({ result, record }, context) => {
			context.progress({ phase: 'search', done: 0, total: 1 });
			const full = { ...result, record: recordFromTransport(record) };
			return { text: traceJson(full, TRACE_MAX_NODES), cut: traceCut(full, TRACE_MAX_NODES) };
		},
		/** @throws Error for an unknown lesson or slide. */
		slide: async ({ lessonId, slide: index }, context): Promise<SlideAnswer> => {
			const slide = lessonById(lessonId as LessonId)?.slides[index];
			if (!slide) throw new Error(`Lesson "${lessonId}" has no slide ${index + 1}.`);
			const needs = slideNeeds(slide);
			if (needs.proof) await fullProof(context);
			if (needs.comparison) await comparison(context, needs.comparison, 'ttt3');
			context.progress({ phase: 'search', done: 0, total: 1 });
			const resolved = resolveSlide(slide, lab);
			const { record, ...result } = lab.search(slide.position, slide.options);
			const stepIndex = lab.steps(slide.position, slide.options);
			const { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening } =
				stepIndex;
			const { total, stepStart, stepCount } = stepIndex;
			const steps = {
				...{ alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening },
				...{ total, stepStart, stepCount }
			};
			return {
				slide: resolved,
				decision: {
					position: resolved.position,
					result,
					record: recordTransport(record),
					// The switches (techniques included: the pseudo-code shows their lines) and the arrays.
					steps
				}
			};
		}
	};
}
