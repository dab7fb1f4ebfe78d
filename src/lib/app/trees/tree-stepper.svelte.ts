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

	/** Number of steps (0 when there is no search). */
	total = $derived(this.stepping?.total ?? 0);
	/** The search's state at the current step, or null when there is no search. */
	state = $derived<StepState | null>(this.stepping ? stateAt(this.stepping, this.k) : null);

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
		return this.stepping;
	}

	protected source(): StepIndex | null {
		return this.#source();
	}

	protected opening(index: StepIndex): number | null {
		return this.#initial(index);
	}
}
