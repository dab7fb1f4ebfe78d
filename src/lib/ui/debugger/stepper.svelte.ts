/**
 * The step-through of the decision on screen, as runes (no DOM): the step index of its record, the
 * current step k, and play/pause at a speed. Every move is a jump to a step number computed by the
 * stepper module in O(log n + depth), so going back costs what going forward does.
 * A new decision starts at its last step (the whole search done, as the board shows), paused.
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
import type { MoveOrder } from '$lib/engine';
import type { Decision } from '$lib/app/search-client';

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

export class Stepper {
	index = $state.raw<StepIndex>() as StepIndex;
	/** Move order of the decision's search (pruned stubs are drawn in that order). */
	order = $state<MoveOrder>('index');
	k = $state(0);
	playing = $state(false);
	/** Steps per second while playing. */
	speed = $state<number>(5);
	private timer: ReturnType<typeof setInterval> | null = null;

	state = $derived(stateAt(this.index, this.k));
	step = $derived(this.state.step);
	explanation = $derived(explainStep(this.index, this.step));
	code = $derived(pseudoCode(this.index));
	total = $derived(this.index.total);
	atStart = $derived(this.k === 0);
	atEnd = $derived(this.k === this.index.total - 1);

	constructor(decision: Decision) {
		this.load(decision);
	}

	/** Shows another decision, at its last step, paused. */
	load(decision: Decision): void {
		this.pause();
		this.index = stepIndexOf(decision);
		this.order = decision.result.options.order;
		this.k = this.index.total - 1;
	}

	/**
	 * Jumps to step `k`.
	 * @throws RangeError when k is not an integer in 0..total-1.
	 */
	seek(k: number): void {
		if (!Number.isInteger(k) || k < 0 || k >= this.index.total) {
			throw new RangeError(`Step ${k} does not exist: expected 0 to ${this.index.total - 1}.`);
		}
		this.k = k;
	}

	private go(target: number | null): void {
		if (target !== null) this.k = target;
	}

	forward(): void {
		this.go(stepForwardTarget(this.index, this.k));
	}
	back(): void {
		this.go(stepBackTarget(this.index, this.k));
	}
	into(): void {
		this.go(stepIntoTarget(this.index, this.k));
	}
	over(): void {
		this.go(stepOverTarget(this.index, this.k));
	}
	out(): void {
		this.go(stepOutTarget(this.index, this.k));
	}
	start(): void {
		this.k = 0;
	}
	end(): void {
		this.k = this.index.total - 1;
	}

	/** Plays forward at `speed` steps per second; from the end, starts again at the beginning. */
	play(): void {
		if (this.playing) return;
		if (this.atEnd) this.k = 0;
		this.playing = true;
		this.schedule();
	}

	pause(): void {
		this.playing = false;
		if (this.timer !== null) clearInterval(this.timer);
		this.timer = null;
	}

	setSpeed(speed: number): void {
		this.speed = speed;
		if (this.playing) this.schedule();
	}

	private schedule(): void {
		if (this.timer !== null) clearInterval(this.timer);
		this.timer = setInterval(() => {
			if (this.k >= this.index.total - 1) this.pause();
			else this.k++;
		}, 1000 / this.speed);
	}
}
