/**
 * The classroom worker's logic, without the worker (so that tests run it in-process): a queue of
 * requests run one at a time, each task job by job with a pause between jobs so that a `cancel`
 * message can arrive, and caches of the heavy results (the proof, comparisons by position, and the
 * lab's searches) so that a lesson's next slide or a second "Prove it" answers at once.
 * Protocol: classroom-protocol.ts.
 */
import {
	compareTask,
	proofTask,
	traceJson,
	type Comparison,
	type FullProof,
	type Task
} from '$lib/classroom';
import { formatPosition, gameOf, parsePosition, recordTransport, type GameId } from '$lib/engine';
import {
	createLab,
	lessonById,
	resolveSlide,
	slideNeeds,
	type Lab,
	type LessonId
} from '$lib/lessons';
import type {
	ClassroomAnswer,
	ClassroomJob,
	ClassroomRequest,
	ClassroomResults,
	SlideAnswer,
	TaskPhase
} from './classroom-protocol';

/** Thrown inside the host when a request was cancelled; answered as `{ cancelled: true }`. */
class Cancelled extends Error {}

/** Lets queued messages (a cancel) run: a macrotask. */
const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class ClassroomHost {
	readonly #post: (answer: ClassroomAnswer) => void;
	readonly #pause: () => Promise<void>;
	readonly #base = createLab();
	#proof: FullProof | null = null;
	readonly #comparisons = new Map<string, Comparison>();
	readonly #cancelled = new Set<number>();
	#queue: Promise<void> = Promise.resolve();
	/** The lab the slides read: searches from #base, heavy results from the caches. */
	readonly #lab: Lab = {
		search: (notation, options) => this.#base.search(notation, options),
		steps: (notation, options) => this.#base.steps(notation, options),
		proof: () => (this.#proof ??= this.#base.proof()),
		comparison: (notation) =>
			this.#comparisons.get(`ttt3:${formatPosition(parsePosition(notation))}`) ??
			this.#base.comparison(notation)
	};

	/**
	 * @param post sends an answer to the page (the worker's postMessage).
	 * @param pause what runs between two jobs (default: one macrotask, so a cancel is received).
	 */
	constructor(post: (answer: ClassroomAnswer) => void, pause: () => Promise<void> = macrotask) {
		this.#post = post;
		this.#pause = pause;
	}

	/** Takes a message from the page: a cancel at once, a job after the ones before it. */
	receive(message: ClassroomRequest): void {
		if ('cancel' in message) {
			this.#cancelled.add(message.cancel);
			return;
		}
		this.#queue = this.#queue.then(() => this.#answer(message));
	}

	async #answer(request: ClassroomJob & { id: number }): Promise<void> {
		const { id } = request;
		try {
			if (this.#cancelled.has(id)) throw new Cancelled();
			const result = await this.#run(id, request);
			this.#post({ id, result });
		} catch (error) {
			if (error instanceof Cancelled) this.#post({ id, cancelled: true });
			else this.#post({ id, error: error instanceof Error ? error.message : String(error) });
		} finally {
			this.#cancelled.delete(id);
		}
	}

	async #run(id: number, job: ClassroomJob): Promise<ClassroomResults[keyof ClassroomResults]> {
		switch (job.kind) {
			case 'compare':
				return this.#comparison(id, job.notation, gameOf(job).id);
			case 'proof':
				return this.#fullProof(id);
			case 'slide':
				return this.#slide(id, job.lessonId, job.slide);
			case 'trace':
				this.#post({ id, progress: { phase: 'search', done: 0, total: 1 } });
				return traceJson(this.#lab.search(job.notation, job.options));
		}
	}

	/** Runs a task job by job, posting its progress, stopping when the request is cancelled. */
	async #task<R>(id: number, phase: TaskPhase, task: Task<unknown, R>): Promise<R> {
		for (let r = task.next(); ; r = task.next()) {
			if (r.done) return r.value;
			this.#post({ id, progress: { phase, done: r.value.done, total: r.value.total } });
			await this.#pause();
			if (this.#cancelled.has(id)) {
				task.return(undefined as R);
				throw new Cancelled();
			}
		}
	}

	async #fullProof(id: number): Promise<FullProof> {
		this.#proof ??= await this.#task(id, 'proof', proofTask());
		return this.#proof;
	}

	/** @throws PositionError for bad notation (answered as an error). */
	async #comparison(id: number, notation: string, game: GameId): Promise<Comparison> {
		const position = parsePosition(notation, game);
		const key = `${game}:${formatPosition(position)}`;
		let found = this.#comparisons.get(key);
		if (!found) {
			found = await this.#task(id, 'compare', compareTask(position, game));
			this.#comparisons.set(key, found);
		}
		return found;
	}

	/** @throws Error for an unknown lesson or slide. */
	async #slide(id: number, lessonId: LessonId, index: number): Promise<SlideAnswer> {
		const slide = lessonById(lessonId)?.slides[index];
		if (!slide) throw new Error(`Lesson "${lessonId}" has no slide ${index + 1}.`);
		const needs = slideNeeds(slide);
		if (needs.proof) await this.#fullProof(id);
		if (needs.comparison) await this.#comparison(id, needs.comparison, 'ttt3');
		this.#post({ id, progress: { phase: 'search', done: 0, total: 1 } });
		const resolved = resolveSlide(slide, this.#lab);
		const { record, ...result } = this.#lab.search(slide.position, slide.options);
		const stepIndex = this.#lab.steps(slide.position, slide.options);
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
}
