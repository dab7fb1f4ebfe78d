/**
 * The step-through of a search on a tree of the tree page, as runes (no DOM): the current step k of
 * the search's step index (src/lib/stepper: a tree search is recorded in the engine's record
 * layout, so the same step sequence, call stack and navigation apply); the debugger moves and
 * play/pause at a speed are the shared transport (../step-transport.svelte.ts), as for the game's
 * stepper. A new search (another tree, algorithm or order) opens at `initial` (a link's `step=`, a
 * lesson's step) or at its last step, paused.
 */
import { stateAt, type StepIndex, type StepState } from '$lib/stepper';
import { Transport } from '../step-transport.svelte';

export class TreeStepper extends Transport {
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

	/** Number of steps (0 when there is no search). */
	total = $derived(this.#index?.total ?? 0);
	/** The search's state at the current step, or null when there is no search. */
	state = $derived<StepState | null>(this.#index ? stateAt(this.#index, this.#k) : null);
	atStart = $derived(this.#k === 0);
	atEnd = $derived(this.#k >= this.total - 1);

	/**
	 * @param source the step index of the search on screen, read reactively (null: none).
	 * @param initial the step a new search opens at, or null for its last step (clamped).
	 */
	constructor(
		source: () => StepIndex | null,
		initial: (index: StepIndex) => number | null = () => null
	) {
		super();
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

	protected get stepping(): StepIndex | null {
		return this.#index;
	}

	protected moveTo(k: number): void {
		this.#k = k;
	}
}
