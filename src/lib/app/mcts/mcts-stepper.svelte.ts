/**
 * The step-through of an MCTS run on the page (steps by phase or by iteration: mcts/steps.ts),
 * driven by the page's step controls and keys (step-keys.ts StepTransport): → the next step,
 * ← the one before, I into (the next step), O over (the first step of the next iteration), U out
 * (the last step of this iteration: its backpropagation), Home, End, P play. A new run opens at
 * its last step; changing the mode keeps the iteration on screen.
 */
import {
	iterationPhases,
	mctsSteps,
	selectionChoices,
	treeAfter,
	type MctsIteration,
	type MctsStep,
	type MctsStepMode,
	type MctsSteps,
	type MctsTreeState
} from '$lib/mcts';
import type { MctsNarration } from '$lib/i18n/mcts-page-messages';
import type { StepTransport } from '../page/step-keys';
import { mctsNarration } from './mcts-narration';
import { SPEEDS } from '../step-transport.svelte';
import type { MctsDecision } from '$lib/mcts';

export class MctsStepper implements StepTransport {
	readonly #source: () => MctsDecision | null;
	#mode = $state<MctsStepMode>('phase');
	/** The run on screen (kept: the stepper is read only while there is one). */
	decision = $derived.by(() => this.#source());
	steps = $derived.by((): MctsSteps | null => {
		const d = this.decision;
		return d && d.result.iterations > 0 ? mctsSteps(d.result.record, this.#mode) : null;
	});
	// A writable $derived: a new run (or mode) resets it to the last step; methods move it.
	#k = $derived.by(() => {
		const steps = this.steps;
		const keep = this.#keepIteration;
		if (!steps) return 0;
		if (keep === null) return steps.total - 1;
		const i = Math.min(keep, (this.decision as MctsDecision).result.iterations - 1);
		return this.#mode === 'iteration' ? i : steps.firstStepOf(i);
	});
	/** The iteration to keep through a change of mode (plain: read by #k once). */
	#keepIteration: number | null = null;
	#speed = $state<number>(5);
	#playing = $state(false);
	#timer: ReturnType<typeof setInterval> | null = null;

	total = $derived(this.steps?.total ?? 0);
	atStart = $derived(this.#k === 0);
	atEnd = $derived(this.#k >= this.total - 1);
	/** The step on screen, or null without a run. */
	step = $derived.by((): MctsStep | null =>
		this.steps && this.total > 0 ? this.steps.stepAt(Math.min(this.#k, this.total - 1)) : null
	);
	/** The four phases of the step's iteration. */
	iteration = $derived.by((): MctsIteration | null => {
		const d = this.decision;
		return d && this.step ? iterationPhases(d.result.record, this.step.iteration) : null;
	});
	/** N and W of every node as the step shows the tree. */
	tree = $derived.by((): MctsTreeState | null => {
		const d = this.decision;
		return d && this.step ? treeAfter(d.result.record, this.step.treeAfter) : null;
	});
	/** The UCT values the step's selection compared, node by node along its path. */
	choices = $derived.by(() => {
		const d = this.decision;
		return d && this.step ? selectionChoices(d.result.record, this.step.iteration) : [];
	});

	/** What the narration says at this step (worded by the catalogue), or null. */
	narration = $derived.by((): MctsNarration | null => {
		const d = this.decision;
		return d && this.step ? mctsNarration(d.result.record, this.step, this.#mode) : null;
	});

	/** @param source the run on screen, or null. */
	constructor(source: () => MctsDecision | null) {
		this.#source = source;
	}

	get k(): number {
		return this.#k;
	}
	get speed(): number {
		return this.#speed;
	}
	get playing(): boolean {
		return this.#playing;
	}
	get mode(): MctsStepMode {
		return this.#mode;
	}

	/** Steps by phase or by iteration, keeping the iteration on screen. */
	setMode(mode: MctsStepMode): void {
		if (mode === this.#mode) return;
		this.#keepIteration = this.step?.iteration ?? null;
		this.#mode = mode;
		void this.#k;
		this.#keepIteration = null;
	}

	/**
	 * Goes to step k.
	 * @throws RangeError when k is not one of the steps (0 to total - 1).
	 */
	seek(k: number): void {
		if (!Number.isInteger(k) || k < 0 || k >= this.total) {
			throw new RangeError(`Step ${k} does not exist: expected 0 to ${this.total - 1}.`);
		}
		void this.#k;
		this.#k = k;
	}
	#go(k: number): void {
		if (this.total > 0) this.#k = Math.max(0, Math.min(this.total - 1, k));
	}
	forward(): void {
		this.#go(this.#k + 1);
	}
	back(): void {
		this.#go(this.#k - 1);
	}
	into(): void {
		this.forward();
	}
	/** The first step of the next iteration (the last step from the last iteration). */
	over(): void {
		const steps = this.steps;
		const step = this.step;
		if (!steps || !step) return;
		const next = step.iteration + 1;
		const iterations = (this.decision as MctsDecision).result.iterations;
		this.#go(next < iterations ? steps.firstStepOf(next) : this.total - 1);
	}
	/** The last step of this iteration: its backpropagation. */
	out(): void {
		const steps = this.steps;
		const step = this.step;
		if (!steps || !step) return;
		const iterations = (this.decision as MctsDecision).result.iterations;
		const next = step.iteration + 1;
		this.#go(next < iterations ? steps.firstStepOf(next) - 1 : this.total - 1);
	}
	start(): void {
		this.#go(0);
	}
	end(): void {
		this.#go(this.total - 1);
	}
	/** Plays forward at `speed` steps per second; from the end, starts again at the beginning. */
	play(): void {
		if (this.#playing || this.total === 0) return;
		if (this.atEnd) this.#k = 0;
		this.#playing = true;
		this.#schedule();
	}
	pause(): void {
		this.#playing = false;
		if (this.#timer !== null) clearInterval(this.#timer);
		this.#timer = null;
	}
	togglePlay(): void {
		if (this.#playing) this.pause();
		else this.play();
	}
	/** Sets the speed in steps per second (one of SPEEDS). */
	setSpeed(speed: number): void {
		this.#speed = SPEEDS.includes(speed as (typeof SPEEDS)[number]) ? speed : this.#speed;
		if (this.#playing) this.#schedule();
	}
	#schedule(): void {
		if (this.#timer !== null) clearInterval(this.#timer);
		this.#timer = setInterval(() => {
			if (!this.#playing || this.#k >= this.total - 1) this.pause();
			else this.#k = this.#k + 1;
		}, 1000 / this.#speed);
	}
}
