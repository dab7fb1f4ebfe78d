/**
 * The step-through of the decision on screen, as runes (no DOM): the step index of its record and
 * the current step k; the moves and play/pause at a speed are the shared transport
 * (../step-transport.svelte.ts). Every move is a jump to a step number computed by the stepper
 * module in O(log n + depth), so going back costs what going forward does.
 * The decision comes from a source (the session's decision on screen): everything else is derived
 * from it, and a new decision starts at its last step (the whole search done, as the board shows),
 * paused, without any code keeping the two in sync.
 */
import { buildStepIndex, explainStep, pseudoCode, stateAt, type StepIndex } from '$lib/stepper';
import { DEFAULT_OPTIONS, leafRecord, OUTCOME_X, parsePosition, recordGame } from '$lib/engine';
import type { Decision } from '$lib/stepper';
import { Transport } from '../step-transport.svelte';

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

/** noDecisionIndex's index, made on first use (module state: the same for every stepper). */
let placeholder: StepIndex | null = null;

/**
 * What a stepper that never had a decision reads: the steps of a finished 3x3 board's search (X
 * has a line; O, to move, has lost: -10), so that a reader that runs before the first decision gets
 * values, not an exception. The record is written as the search would write it (leafRecord), so
 * that the search kernels stay in the search worker and out of the page's start.
 */
function noDecisionIndex(): StepIndex {
	if (!placeholder) {
		const record = leafRecord(parsePosition('XXX/OO./...'), -10, OUTCOME_X);
		placeholder = buildStepIndex(record, DEFAULT_OPTIONS);
	}
	return placeholder;
}

export class Stepper extends Transport {
	readonly #source: () => Decision | null;
	/** The last decision's index: what a reader sees while the source has none. */
	#last: StepIndex | null = null;
	readonly #initial: (decision: Decision) => number | null;

	/** Move order of the decision's search (pruned stubs are drawn in that order). */
	order = $derived.by(() => this.#source()?.result.options.order ?? 'index');
	state = $derived(stateAt(this.index, this.k));
	step = $derived(this.state.step);
	/** What the current step means, as a typed value; the catalogue writes it. */
	explanation = $derived(explainStep(this.index, this.step));
	code = $derived(pseudoCode({ ...this.index, game: recordGame(this.index.record).id }));
	total = $derived(this.index.total);

	/**
	 * @param source a decision, or a function returning the decision to step through (read
	 *   reactively; null when there is none: see `index`).
	 * @param initial the step a new decision opens at (a link's `step=`), or null for its last step.
	 */
	constructor(
		source: Decision | (() => Decision | null),
		initial: (decision: Decision) => number | null = () => null
	) {
		super();
		this.#source = typeof source === 'function' ? source : () => source;
		this.#initial = initial;
	}

	/** True when there is a decision to step through. */
	get ready(): boolean {
		return this.stepping !== null;
	}

	/**
	 * The step index of the decision. While the source has none (`ready` false): the last
	 * decision's, else the steps of a finished board's search, so that a reader never throws; the moves
	 * (seek, forward, play...) then do nothing.
	 */
	get index(): StepIndex {
		const index = this.stepping;
		if (index) {
			this.#last = index;
			return index;
		}
		return this.#last ?? noDecisionIndex();
	}

	protected source(): StepIndex | null {
		const decision = this.#source();
		return decision ? stepIndexOf(decision) : null;
	}

	protected opening(): number | null {
		return this.#initial(this.#source() as Decision);
	}
}
