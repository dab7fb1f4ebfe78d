/**
 * A guided lesson on the page, as runes: which lesson and slide, the slide
 * resolved in the classroom worker (its search, step, what the view shows, its narration's
 * values), the step-through of that search, and the heavy figures its panels show (the proof, a
 * comparison). Opened from a link (`#/lesson/depth-penalty/3`, `?step=` optional); moving to
 * another slide loads it and pushes its link, so Back returns to the previous slide. While open,
 * its keys sit above the step keys: → / PageDown next slide, ← / PageUp previous, Esc exits, and
 * the lesson's own step keys (I, O, U, Home, End, P).
 */
import {
	LessonLinkError,
	lessonLink,
	parseLessonLink,
	slideNeeds,
	type Lesson,
	type ResolvedSlide
} from '$lib/lessons';
import type { Comparison, FullProof } from '$lib/classroom';
import type { ClassroomTasks, LoadedSlide } from '../workers/classroom-client';
import type { Progress } from '../workers/classroom-protocol';
import type { Decision } from '$lib/stepper';
import { readLink, stepRangeError, type LinkError } from '../../link/params';
import type { Shortcut, ShortcutLayer, Shortcuts } from '../page/shortcuts.svelte';
import { stepShortcuts } from '../page/step-keys';
import { Stepper } from '../page/stepper.svelte';
import type { Navigator } from '../../link/url-state';
import { lessonCatalogue, loadedLessonCatalogue, type LessonCatalogue } from './lesson-catalogue';

/** What went wrong opening a slide, as a typed value (the catalogue words it). */
export type LessonProblem =
	| { readonly kind: 'link'; readonly error: LessonLinkError }
	| { readonly kind: 'share'; readonly error: LinkError }
	| { readonly kind: 'failed'; readonly message: string };

/** The keys of a lesson (ids name them in the "?" list). */
export const LESSON_KEYS: readonly { id: string; key: string }[] = [
	{ id: 'next-slide', key: 'ArrowRight' },
	{ id: 'next-slide', key: 'PageDown' },
	{ id: 'previous-slide', key: 'ArrowLeft' },
	{ id: 'previous-slide', key: 'PageUp' },
	{ id: 'exit-lesson', key: 'Escape' }
];

export interface LessonDeps {
	readonly tasks: ClassroomTasks;
	readonly navigator: Navigator;
	readonly shortcuts: Shortcuts;
	/**
	 * Whether presenter mode is on: Esc then leaves presenter mode first (the classroom's key), and
	 * the lesson only at a second press. Default: never.
	 */
	readonly presenter?: () => boolean;
}

export class LessonPlayer {
	readonly #deps: LessonDeps;
	#lesson = $state.raw<Lesson | null>(null);
	#index = $state(0);
	#loaded = $state.raw<LoadedSlide | null>(null);
	#loading = $state(false);
	#progress = $state.raw<Progress | null>(null);
	#problems = $state.raw<readonly LessonProblem[]>([]);
	#proof = $state.raw<FullProof | null>(null);
	#comparison = $state.raw<Comparison | null>(null);
	#controller: AbortController | null = null;
	/** Counts the links opened and the closes, so that a link whose data arrives late is dropped. */
	#opening = 0;
	#unregister: (() => void)[] = [];
	/** Where "Exit lesson" goes: the page's link before the lesson opened. */
	returnHash = '#/';
	/**
	 * Pages the narration when it is longer than its band (presenter mode), set by the narration's
	 * view: `direction` 1 shows the next page, -1 the previous; returns false when there is none that
	 * way. The clicker's PageDown / PageUp page the narration first, then change slides.
	 */
	pageNarration: ((direction: 1 | -1) => boolean) | null = null;
	/** The step-through of the slide's search; a new slide sets it to the slide's step. */
	readonly stepper = new Stepper(() => this.#loaded?.decision ?? null);

	constructor(deps: LessonDeps) {
		this.#deps = deps;
	}

	/** True while a lesson link is on screen (even a bad one, which shows its problem). */
	get active(): boolean {
		return this.#unregister.length > 0;
	}
	/** The lesson shown, or null (none yet, or a bad link). */
	get lesson(): Lesson | null {
		return this.#lesson;
	}
	/** The slide shown, 0-based. */
	get index(): number {
		return this.#index;
	}
	get count(): number {
		return this.#lesson?.slides.length ?? 0;
	}
	get atFirst(): boolean {
		return this.#index === 0;
	}
	get atLast(): boolean {
		return this.#index >= this.count - 1;
	}
	/** The slide resolved against its search, once loaded (the previous one while loading). */
	get slide(): ResolvedSlide | null {
		return this.#loaded?.slide ?? null;
	}
	/** The slide's search. */
	get decision(): Decision | null {
		return this.#loaded?.decision ?? null;
	}
	get loading(): boolean {
		return this.#loading;
	}
	/** Progress of the slide's computation while loading (the proof, a comparison, the search). */
	get progress(): Progress | null {
		return this.#progress;
	}
	get problems(): readonly LessonProblem[] {
		return this.#problems;
	}
	/** The proof, when the slide shows it. */
	get proof(): FullProof | null {
		return this.#proof;
	}
	/** The comparison of the slide's position, when the slide shows it. */
	get comparison(): Comparison | null {
		return this.#comparison;
	}

	/**
	 * Opens the slide a lesson link names: `#/lesson/<id>/<k>`, optionally `?step=<n>`. The first
	 * time, once the lessons' data has loaded (lesson-catalogue.ts; `loading` meanwhile).
	 */
	load(hash: string): void {
		this.#activate();
		const opening = ++this.#opening;
		const catalogue = loadedLessonCatalogue();
		if (catalogue) return this.#open(hash, catalogue);
		this.#loading = true;
		lessonCatalogue().then(
			(loaded) => {
				if (opening === this.#opening) this.#open(hash, loaded);
			},
			(error: unknown) => {
				if (opening !== this.#opening) return;
				this.#loading = false;
				this.#problems = [{ kind: 'failed', message: (error as Error).message }];
			}
		);
	}

	#open(hash: string, { LESSONS, lessonById }: LessonCatalogue): void {
		let link;
		try {
			link = parseLessonLink(hash, LESSONS);
		} catch (error) {
			if (!(error instanceof LessonLinkError)) throw error;
			this.#controller?.abort();
			this.#lesson = null;
			this.#loaded = null;
			this.#loading = false;
			this.#problems = [{ kind: 'link', error }];
			return;
		}
		const share = readLink(hash, { route: 'lesson' });
		const problems = share.errors.map((error): LessonProblem => ({ kind: 'share', error }));
		const lesson = lessonById(link.lessonId) as Lesson;
		void this.#show(link.slideIndex, lesson, share.values.step, problems);
	}

	/** Shows slide `index` (0-based) of the lesson and pushes its link. Out of range: ignored. */
	goTo(index: number): void {
		const lesson = this.#lesson;
		if (!lesson || index < 0 || index >= lesson.slides.length || index === this.#index) return;
		void this.#show(index, lesson, null, []);
		this.#deps.navigator.push(lessonLink(lesson.id, index + 1));
	}
	next(): void {
		this.goTo(this.#index + 1);
	}
	previous(): void {
		this.goTo(this.#index - 1);
	}

	/** Leaves the lesson for the page it was opened from. */
	exit(): void {
		this.close();
		this.#deps.navigator.push(this.returnHash);
	}

	/** Forgets the lesson and gives its keys back (the page left the lesson route). */
	close(): void {
		this.#opening++;
		this.#controller?.abort();
		this.#controller = null;
		for (const remove of this.#unregister) remove();
		this.#unregister = [];
		this.#lesson = null;
		this.#loaded = null;
		this.#loading = false;
		this.#progress = null;
		this.#problems = [];
		this.#proof = null;
		this.#comparison = null;
	}

	#activate(): void {
		if (this.active) return;
		const steps = stepShortcuts(() => (this.stepper.ready ? this.stepper : null));
		const actions: Record<string, () => void> = {
			'next-slide': () => this.next(),
			'previous-slide': () => this.previous(),
			'exit-lesson': () => this.exit()
		};
		/** The clicker's keys page a long narration before they change slides. */
		const paged: Record<string, () => void> = {
			PageDown: () => {
				if (!this.pageNarration?.(1)) this.next();
			},
			PageUp: () => {
				if (!this.pageNarration?.(-1)) this.previous();
			}
		};
		const presenter = this.#deps.presenter ?? (() => false);
		const keys: Shortcut[] = LESSON_KEYS.map(({ id, key }) => ({
			id,
			key,
			run: paged[key] ?? actions[id],
			...(id === 'exit-lesson' ? { enabled: () => !presenter() } : {})
		}));
		const layer: ShortcutLayer = { name: 'lesson', shortcuts: keys };
		this.#unregister = [
			this.#deps.shortcuts.register({ name: 'lesson-steps', shortcuts: steps.shortcuts }),
			this.#deps.shortcuts.register(layer)
		];
	}

	async #show(
		index: number,
		lesson: Lesson,
		step: number | null,
		problems: LessonProblem[]
	): Promise<void> {
		this.#controller?.abort();
		const controller = new AbortController();
		this.#controller = controller;
		const current = () => this.#controller === controller;
		if (this.#lesson !== lesson) this.#loaded = null;
		this.#lesson = lesson;
		this.#index = index;
		this.#loading = true;
		this.#progress = null;
		this.#problems = problems;
		const onProgress = (p: Progress) => {
			if (current()) this.#progress = p;
		};
		const failed = (message: string) => {
			if (current()) this.#problems = [...this.#problems, { kind: 'failed', message }];
		};
		try {
			const loaded = await this.#deps.tasks.slide(lesson.id, index, {
				signal: controller.signal,
				onProgress
			});
			if (!loaded.ok)
				return loaded.error.kind === 'failed' ? failed(loaded.error.message) : undefined;
			if (!current()) return;
			const needs = slideNeeds(lesson.slides[index]);
			const proof = needs.proof
				? await this.#deps.tasks.proof({ signal: controller.signal })
				: null;
			const comparison = needs.comparison
				? await this.#deps.tasks.compare(needs.comparison, { signal: controller.signal })
				: null;
			if (!current()) return;
			for (const answer of [proof, comparison]) {
				if (answer && !answer.ok) {
					return answer.error.kind === 'failed' ? failed(answer.error.message) : undefined;
				}
			}
			this.#loaded = loaded.value;
			this.#proof = proof?.ok ? proof.value : null;
			this.#comparison = comparison?.ok ? comparison.value : null;
			this.stepper.pause();
			this.stepper.seek(this.#startStep(loaded.value.slide, step));
		} catch (error) {
			failed((error as Error).message);
		} finally {
			if (current()) {
				this.#loading = false;
				this.#progress = null;
				this.#controller = null;
			}
		}
	}

	/** The link's step when it is one of the search's, else the slide's own (and a problem). */
	#startStep(slide: ResolvedSlide, step: number | null): number {
		if (step === null) return slide.step;
		const error = stepRangeError(step, slide.totalSteps, 'slide');
		if (error === null) return step;
		this.#problems = [...this.#problems, { kind: 'share', error }];
		return slide.step;
	}
}
