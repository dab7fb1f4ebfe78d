/**
 * The step-through of the decision on screen, as runes (no DOM): the step index of its record, the
 * current step k, and play/pause at a speed. Every move is a jump to a step number computed by the
 * stepper module in O(log n + depth), so going back costs what going forward does.
 * The decision comes from a source (the session's decision on screen): everything else is derived
 * from it, and a new decision starts at its last step (the whole search done, as the board shows),
 * paused, without any code keeping the two in sync.
 */
import {
	buildStepIndex,
	explainStep,
	pseudoCode,
	stateAt,
	stepBackTarget,
	stepForwardTarget,
	stepIntoTarget,
	stepOutTarget,
	stepOverTarget,
	type StepIndex
} from '$lib/stepper';
import { parsePosition, recordGame, search } from '$lib/engine';
import type { Decision } from '../workers/search-client';

/** Speeds offered by the speed control, in steps per second. */
export const SPEEDS = [1, 2, 5, 10, 30, 100] as const;

const indexes = new WeakMap<Decision, StepIndex>();

/**
 * The step index of a decision: the worker's, or built once here (about 20 ms for the 549,946-node
 * tree) and cached.
 */
export function stepIndexOf(decision: Decision): StepIndex {
	let index = decision.steps ?? indexes.get(decision);
	if (!index) {
		index = buildStepIndex(decision.result.record, decision.result.options);
		indexes.set(decision, index);
	}
	return index;
}

let placeholder: StepIndex | null = null;

/**
 * What a stepper that never had a decision reads: the search of a finished 3x3 board (X has a
 * line), so that a reader that runs before the first decision gets values, not an exception.
 */
function noDecisionIndex(): StepIndex {
	if (!placeholder) {
		const { record, options } = search(parsePosition('XXX/OO./...'));
		placeholder = buildStepIndex(record, options);
	}
	return placeholder;
}

export class Stepper {
	readonly #source: () => Decision | null;
	#index = $derived.by(() => {
		const decision = this.#source();
		return decision ? stepIndexOf(decision) : null;
	});
	/** The last decision's index: what a reader sees while the source has none. */
	#last: StepIndex | null = null;
	/** The index being played, while playing; a new decision (another index) stops the play. */
	#played = $state.raw<StepIndex | null>(null);
	#timer: ReturnType<typeof setInterval> | null = null;

	readonly #initial: (decision: Decision) => number | null;
	// A writable $derived: methods move it, and a new decision resets it to its last step (or to
	// the step `initial` asks for, clamped to the last).
	#k = $derived.by(() => {
		const index = this.#index;
		if (!index) return 0;
		const asked = this.#initial(this.#source() as Decision);
		return asked === null ? index.total - 1 : Math.min(asked, index.total - 1);
	});
	#speed = $state<number>(5);
	playing = $derived(this.#played !== null && this.#played === this.#index);
	/** Move order of the decision's search (pruned stubs are drawn in that order). */
	order = $derived.by(() => this.#source()?.result.options.order ?? 'index');
	state = $derived(stateAt(this.index, this.#k));
	step = $derived(this.state.step);
	/** What the current step means, as a typed value; the catalogue writes it. */
	explanation = $derived(explainStep(this.index, this.step));
	code = $derived(pseudoCode({ ...this.index, game: recordGame(this.index.record).id }));
	total = $derived(this.index.total);
	atStart = $derived(this.#k === 0);
	atEnd = $derived(this.#k === this.index.total - 1);

	/**
	 * @param source a decision, or a function returning the decision to step through (read
	 *   reactively; null when there is none: see `index`).
	 * @param initial the step a new decision opens at (a link's `step=`), or null for its last step.
	 */
	constructor(
		source: Decision | (() => Decision | null),
		initial: (decision: Decision) => number | null = () => null
	) {
		this.#source = typeof source === 'function' ? source : () => source;
		this.#initial = initial;
	}

	/** The current step, 0..total-1. */
	get k(): number {
		return this.#k;
	}

	/** Steps per second while playing (one of SPEEDS). */
	get speed(): number {
		return this.#speed;
	}

	/** True when there is a decision to step through. */
	get ready(): boolean {
		return this.#index !== null;
	}

	/**
	 * The step index of the decision. While the source has none (`ready` false): the last
	 * decision's, else the steps of a finished board's search, so that a reader never throws; the moves
	 * (seek, forward, play...) then do nothing.
	 */
	get index(): StepIndex {
		const index = this.#index;
		if (index) {
			this.#last = index;
			return index;
		}
		return this.#last ?? noDecisionIndex();
	}

	/**
	 * Jumps to step `k` (nothing without a decision).
	 * @throws RangeError when k is not an integer in 0..total-1.
	 */
	seek(k: number): void {
		if (!this.ready) return;
		if (!Number.isInteger(k) || k < 0 || k >= this.index.total) {
			throw new RangeError(`Step ${k} does not exist: expected 0 to ${this.index.total - 1}.`);
		}
		// Settle the derived first: a decision that changed since it was last read would otherwise
		// reset it to its opening step after this write.
		void this.#k;
		this.#k = k;
	}

	#go(target: number | null): void {
		if (target !== null && this.ready) this.#k = target;
	}

	/** Moves to the next step (no-op at the end); back, into, over and out follow the call stack. */
	forward(): void {
		this.#go(stepForwardTarget(this.index, this.#k));
	}
	back(): void {
		this.#go(stepBackTarget(this.index, this.#k));
	}
	into(): void {
		this.#go(stepIntoTarget(this.index, this.#k));
	}
	over(): void {
		this.#go(stepOverTarget(this.index, this.#k));
	}
	out(): void {
		this.#go(stepOutTarget(this.index, this.#k));
	}
	/** Goes to the first step; `end` to the last. */
	start(): void {
		if (this.ready) this.#k = 0;
	}
	end(): void {
		if (this.ready) this.#k = this.index.total - 1;
	}

	/** Plays forward at `speed` steps per second; from the end, starts again at the beginning. */
	play(): void {
		if (this.playing || !this.ready) return;
		if (this.atEnd) this.#k = 0;
		this.#played = this.index;
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
			if (!this.playing || this.#k >= this.index.total - 1) this.pause();
			else this.#k = this.#k + 1; // not `++`: the server build of a private $derived rejects it
		}, 1000 / this.#speed);
	}
}
