/**
 * The practice page's state and actions, as runes (no DOM, no SvelteKit: src/lib/app/practice/practice-kit.ts
 * binds it): the exercise the link asks for (`#/practice?kind=KIND&position=P&seed=S`, or the list
 * of kinds), the answer being built, the feedback of the last check or of the solution, the hint,
 * and the session's score (correct out of attempted). Every check goes through the practice core,
 * exactly against the recorded search.
 */
import {
	checkAnswer,
	EMPTY_SCORE,
	generateExercise,
	hintFor,
	newSeed,
	scoreCheck,
	scoreSolutionShown,
	solutionFor,
	type Answer,
	type Exercise,
	type Feedback,
	type Hint,
	type PracticeError,
	type SessionScore,
	type FeedbackContext
} from '$lib/practice';
import type { NavigationKind } from '../page/app.svelte';
import { AnswerDraft } from './practice-answer.svelte';
import { debuggerLink, feedbackContext } from './practice-view';
import type { Navigator, UrlSource } from '../../link/url-state';
import { practiceLink, readPracticeLink, resolvePracticeLink } from '../../link/practice-link';

/** Where the session's score is kept between pages of the same tab (sessionStorage on the page). */
export interface ScoreStore {
	load(): SessionScore | null;
	save(score: SessionScore): void;
}

/** What a PracticeSession is built from. */
export interface PracticeDeps {
	url: UrlSource;
	navigator: Navigator;
	/** Uniform [0, 1) numbers for new seeds (Math.random by default). */
	random?: () => number;
	store?: ScoreStore;
}

export class PracticeSession {
	readonly draft = new AnswerDraft();
	readonly #url: UrlSource;
	readonly #navigator: Navigator;
	readonly #random: () => number;
	readonly #store: ScoreStore | null;
	#exercise = $state.raw<Exercise | null>(null);
	#errors = $state.raw<readonly PracticeError[]>([]);
	#feedback = $state.raw<Feedback | null>(null);
	#solution = $state.raw<Answer | null>(null);
	#hint = $state.raw<Hint | null>(null);
	#inputError = $state.raw<PracticeError | null>(null);
	#score = $state.raw<SessionScore>(EMPTY_SCORE);

	/** Node names for the catalogue; null on the list of kinds. */
	context: FeedbackContext | null = $derived(
		this.#exercise ? feedbackContext(this.#exercise) : null
	);
	/** The link that reproduces the exercise, or the list's. */
	link = $derived(this.#exercise ? practiceLink(this.#exercise) : '#/practice');
	/** The main page's debugger at the step that decides the answer; null before feedback or without one. */
	debugger = $derived(
		this.#exercise && this.#feedback && this.#feedback.step !== null
			? debuggerLink(this.#exercise, this.#feedback.step)
			: null
	);

	constructor(deps: PracticeDeps) {
		this.#url = deps.url;
		this.#navigator = deps.navigator;
		this.#random = deps.random ?? Math.random;
		this.#store = deps.store ?? null;
		this.#score = this.#store?.load() ?? EMPTY_SCORE;
	}

	/** The exercise on screen; null shows the list of kinds. */
	get exercise(): Exercise | null {
		return this.#exercise;
	}
	/** What was wrong with the link (shown above the list). */
	get errors(): readonly PracticeError[] {
		return this.#errors;
	}
	/** The last check's feedback, or the solution's; null before either. */
	get feedback(): Feedback | null {
		return this.#feedback;
	}
	/** The right answer when "Show solution" was used; null otherwise. */
	get solution(): Answer | null {
		return this.#solution;
	}
	get hint(): Hint | null {
		return this.#hint;
	}
	/** Why the typed answer could not be read (`empty`, `not-a-number`, `out-of-range`, `bad-bound`). */
	get inputError(): PracticeError | null {
		return this.#inputError;
	}
	get score(): SessionScore {
		return this.#score;
	}

	/** Called after every navigation: loads the link unless the session wrote it itself. */
	navigated(kind: NavigationKind): void {
		if (kind === 'goto' || kind === 'leave') return;
		this.load(this.#url.url.hash);
	}

	/**
	 * Shows what `hash` asks for. A kind without seed or position gets them, and the link is
	 * rewritten (same history entry) so that it reproduces the exercise.
	 */
	load(hash: string): void {
		const { exercise, errors } = resolvePracticeLink(hash, () => newSeed(this.#random));
		this.#errors = errors;
		this.#show(exercise);
		const { request } = readPracticeLink(hash);
		if (exercise && (request.seed === null || request.position === null)) {
			this.#navigator.replace(practiceLink(exercise));
		}
	}

	#show(exercise: Exercise | null): void {
		this.#exercise = exercise;
		this.#feedback = null;
		this.#solution = null;
		this.#hint = null;
		this.#inputError = null;
		this.draft.reset();
	}

	#setScore(score: SessionScore): void {
		this.#score = score;
		this.#store?.save(score);
	}

	/** Checks the answer built so far; a typed answer that cannot be read sets `inputError` only. */
	check(): void {
		const exercise = this.#exercise;
		if (!exercise) return;
		const parsed = this.draft.answer(exercise.kind);
		if (!parsed.ok) {
			this.#inputError = parsed.error;
			return;
		}
		this.#inputError = null;
		const feedback = checkAnswer(exercise, parsed.value);
		this.#feedback = feedback;
		this.#solution = null;
		this.#setScore(scoreCheck(this.#score, exercise, feedback.verdict));
	}

	/** Shows a hint that does not give the answer away. */
	showHint(): void {
		if (this.#exercise) this.#hint = hintFor(this.#exercise);
	}

	/** Shows the right answer in the controls, with its explanation; counts as attempted. */
	showSolution(): void {
		const exercise = this.#exercise;
		if (!exercise) return;
		const { answer, feedback } = solutionFor(exercise);
		this.draft.fill(answer);
		this.#inputError = null;
		this.#feedback = feedback;
		this.#solution = answer;
		this.#setScore(scoreSolutionShown(this.#score, exercise));
	}

	/** A new exercise of the same kind on a new random position, as a new history entry. */
	next(): void {
		const exercise = this.#exercise;
		if (!exercise) return;
		const fresh = generateExercise(exercise.kind, newSeed(this.#random));
		this.#errors = [];
		this.#show(fresh);
		this.#navigator.push(practiceLink(fresh));
	}
}
