/**
 * The step-through of a search on a tree of the tree page, as runes (no DOM): the current step k of
 * the search's step index (src/lib/stepper: a tree search is recorded in the engine's record
 * layout, so the same step sequence, call stack and navigation apply), the debugger moves
 * (forward, back, into, over, out, start, end) and play/pause at a speed, as the game's stepper
 * (src/lib/app/page/stepper.svelte.ts). A new search (another tree, algorithm or order) opens at
 * `initial` (a link's `step=`, a lesson's step) or at its last step, paused.
 */
import {
	stateAt,
	stepBackTarget,
	stepForwardTarget,
	stepIntoTarget,
	stepOutTarget,
	stepOverTarget,
	type StepIndex,
	type StepState
} from '$lib/stepper';
import { SPEEDS } from '../page/stepper.svelte';

export { SPEEDS };

export class TreeStepper {
	readonly #source: () => StepIndex | null;
	readonly #initial: (index: StepIndex) => number | null;
	#index = $derived.by(() => this.#source());
	#k = $derived.by(() => {
		const index = this.#index;
		if (!index) return 0;
		const asked = this.#initial(index);
		const last = index.total - 1;
		return asked === null || !Number.isInteger(asked) || asked < 0 ? last : Math.min(asked, last);
	});
	#played = $state.raw<StepIndex | null>(null);
	#timer: ReturnType<typeof setInterval> | null = null;
	#speed = $state<number>(5);

	/** Number of steps (0 when there is no search). */
	total = $derived(this.#index?.total ?? 0);
	/** The search's state at the current step, or null when there is no search. */
	state = $derived<StepState | null>(this.#index ? stateAt(this.#index, this.#k) : null);
	atStart = $derived(this.#k === 0);
	atEnd = $derived(this.#k >= this.total - 1);
	playing = $derived(this.#played !== null && this.#played === this.#index);

	/**
	 * @param source the step index of the search on screen, read reactively (null: none).
	 * @param initial the step a new search opens at, or null for its last step (clamped).
	 */
	constructor(
		source: () => StepIndex | null,
		initial: (index: StepIndex) => number | null = () => null
	) {
		this.#source = source;
		this.#initial = initial;
	}

	/** The step index being stepped through, or null. */
	get index(): StepIndex | null {
		return this.#index;
	}

	/** The current step number, 0..total-1. */
	get k(): number {
		return this.#k;
	}

	/** Steps per second while playing (one of SPEEDS). */
	get speed(): number {
		return this.#speed;
	}

	/**
	 * Jumps to step `k`.
	 * @throws RangeError when k is not an integer in 0..total-1.
	 */
	seek(k: number): void {
		if (!Number.isInteger(k) || k < 0 || k >= this.total) {
			throw new RangeError(`Step ${k} does not exist: expected 0 to ${this.total - 1}.`);
		}
		void this.#k;
		this.#k = k;
	}

	#go(target: (index: StepIndex, k: number) => number | null): void {
		const index = this.#index;
		if (!index) return;
		const k = target(index, this.#k);
		if (k !== null) this.#k = k;
	}

	/** The next step (no-op at the end); back, into, over and out follow the call stack. */
	forward(): void {
		this.#go(stepForwardTarget);
	}
	back(): void {
		this.#go(stepBackTarget);
	}
	into(): void {
		this.#go(stepIntoTarget);
	}
	over(): void {
		this.#go(stepOverTarget);
	}
	out(): void {
		this.#go(stepOutTarget);
	}
	start(): void {
		if (this.#index) this.#k = 0;
	}
	end(): void {
		if (this.#index) this.#k = this.total - 1;
	}

	/** Plays forward at `speed` steps per second; from the end, starts again at the beginning. */
	play(): void {
		if (this.playing || !this.#index) return;
		if (this.atEnd) this.#k = 0;
		this.#played = this.#index;
		this.#schedule();
	}
	/** Stops playing; the step stays where it is. */
	pause(): void {
		this.#played = null;
		if (this.#timer !== null) clearInterval(this.#timer);
		this.#timer = null;
	}
	togglePlay(): void {
		if (this.playing) this.pause();
		else this.play();
	}
	/** Sets the speed in steps per second; a play in progress continues at it. */
	setSpeed(speed: number): void {
		this.#speed = speed;
		if (this.playing) this.#schedule();
	}

	#schedule(): void {
		if (this.#timer !== null) clearInterval(this.#timer);
		this.#timer = setInterval(() => {
			if (!this.playing || this.#k >= this.total - 1) this.pause();
			else this.#k = this.#k + 1;
		}, 1000 / this.#speed);
	}
}
