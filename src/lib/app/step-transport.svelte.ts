/**
 * The transport of a step-through, as runes (no DOM): the debugger moves over a step index
 * (forward, back, into, over, out, start, end, computed by src/lib/stepper in O(log n + depth)),
 * jumps to the next or previous cutoff that prunes children (stepper/cutoffs.ts), and play/pause at
 * a speed, over the current step k of the step index on screen. The game's stepper
 * (page/stepper.svelte.ts) and the tree page's (trees/tree-stepper.svelte.ts) extend it: each says
 * which step index is on screen and which step a new one opens at; a new index resets k to it.
 */
import {
	nextCutoffTarget,
	previousCutoffTarget,
	stepBackTarget,
	stepForwardTarget,
	stepIntoTarget,
	stepOutTarget,
	stepOverTarget,
	type StepIndex
} from '$lib/stepper';
import type { StepTransport } from './page/step-keys';

/** Speeds offered by the speed control, in steps per second. */
export const SPEEDS = [1, 2, 5, 10, 30, 100] as const;

/** The step an index of `total` steps opens at: `asked` when it is a step number, clamped to the last; else the last. */
function openingStep(asked: number | null, total: number): number {
	const last = total - 1;
	return asked === null || !Number.isInteger(asked) || asked < 0 ? last : Math.min(asked, last);
}

export abstract class Transport implements StepTransport {
	/** The index being played, while playing; a new search (another index) stops the play. */
	#played = $state.raw<StepIndex | null>(null);
	#timer: ReturnType<typeof setInterval> | null = null;
	#speed = $state<number>(5);

	#index = $derived.by(() => this.source());
	// A writable $derived: the moves write it, and a new step index resets it to its opening step.
	#k = $derived.by(() => {
		const index = this.#index;
		return index ? openingStep(this.opening(index), index.total) : 0;
	});
	/** Number of steps of the index on screen. */
	abstract readonly total: number;

	/** True at the first step; `atEnd` at the last. */
	get atStart(): boolean {
		return this.#k === 0;
	}
	get atEnd(): boolean {
		return this.#k >= this.total - 1;
	}

	/** The step index on screen, read reactively; null when there is none (moves do nothing). */
	protected abstract source(): StepIndex | null;
	/** The step a new step index opens at (a link's `step=`, a lesson's step), or null for its last. */
	protected abstract opening(index: StepIndex): number | null;

	/** The step index the moves act on (the source's), or null. */
	protected get stepping(): StepIndex | null {
		return this.#index;
	}

	/** The current step, 0..total-1. */
	get k(): number {
		return this.#k;
	}

	/**
	 * Jumps to step `k` (nothing without a step index).
	 * @throws RangeError when k is not an integer in 0..total-1.
	 */
	seek(k: number): void {
		const index = this.#index;
		if (!index) return;
		if (!Number.isInteger(k) || k < 0 || k >= index.total) {
			throw new RangeError(`Step ${k} does not exist: expected 0 to ${index.total - 1}.`);
		}
		// Settle the derived first: an index that changed since it was last read would otherwise
		// reset it to its opening step after this write.
		void this.#k;
		this.#k = k;
	}

	/** Moves the current step to `k` (a step of `stepping`). */
	protected moveTo(k: number): void {
		this.#k = k;
	}

	/** True while playing the step index on screen. */
	get playing(): boolean {
		return this.#played !== null && this.#played === this.stepping;
	}

	/** Steps per second while playing (one of SPEEDS). */
	get speed(): number {
		return this.#speed;
	}

	#go(target: (index: StepIndex, k: number) => number | null): void {
		const index = this.stepping;
		if (!index) return;
		const k = target(index, this.k);
		if (k !== null) this.moveTo(k);
	}

	/** Moves to the next step (no-op at the end); back, into, over and out follow the call stack. */
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
	/** The step of the next cutoff that prunes children, or null when none follows (or no steps). */
	get nextCutoffStep(): number | null {
		const index = this.stepping;
		return index ? nextCutoffTarget(index, this.k) : null;
	}
	/** The step of the previous cutoff that prunes children, or null when none comes before. */
	get previousCutoffStep(): number | null {
		const index = this.stepping;
		return index ? previousCutoffTarget(index, this.k) : null;
	}
	/** Jumps to the next cutoff that prunes children (no-op when none follows). */
	nextCutoff(): void {
		this.#go(nextCutoffTarget);
	}
	/** Jumps back to the previous cutoff that prunes children (no-op when none comes before). */
	previousCutoff(): void {
		this.#go(previousCutoffTarget);
	}
	/** Goes to the first step; `end` to the last. */
	start(): void {
		if (this.stepping) this.moveTo(0);
	}
	end(): void {
		const index = this.stepping;
		if (index) this.moveTo(index.total - 1);
	}

	/** Plays forward at `speed` steps per second; from the end, starts again at the beginning. */
	play(): void {
		const index = this.stepping;
		if (this.playing || !index) return;
		if (this.atEnd) this.moveTo(0);
		this.#played = index;
		this.#schedule();
	}

	/** Stops playing; the step stays where it is. */
	pause(): void {
		this.#played = null;
		if (this.#timer !== null) clearInterval(this.#timer);
		this.#timer = null;
	}

	/** Plays when paused, pauses when playing. */
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
			if (!this.playing || this.k >= this.total - 1) this.pause();
			else this.moveTo(this.k + 1);
		}, 1000 / this.#speed);
	}
}
