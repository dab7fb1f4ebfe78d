/**
 * What a step of a tree search means, with the tree's node names and numbers, as typed values
 * (each language writes them: src/lib/i18n/trees-messages.ts). The page gets steps from the
 * ordinary stepper (stepAt / stateAt on buildStepIndex(search.record, search.stepOptions)) and asks
 * here what they mean; the game stepper's own explainStep speaks of cells and marks.
 */
import type { Bound } from '../engine/record';
import { isChance } from '../engine/record-read';
import type { WindowUpdate } from '../stepper/explanation';
import type { Step } from '../stepper/step-types';
import { nodeName } from './names';
import type { TreeAlgorithm, TreeCutoff, TreeSearch } from './search';
import { NODE_LEAF, NODE_MAX } from './tree';

/** Whose node: MAX's, MIN's or a chance node. */
export type TreePlayer = 'max' | 'min' | 'chance';

/** One step's meaning. Values from MAX's view; `negamax` adds the negamax reading where it applies. */
export type TreeExplanation =
	| {
			readonly kind: 'enter';
			readonly algorithm: TreeAlgorithm;
			/** Inner node: its letters; leaf: its value as text. */
			readonly node: string;
			readonly leaf: boolean;
			readonly root: boolean;
			readonly player: TreePlayer;
			readonly depth: number;
			/** The window it is searched with (alpha-beta and negamax; else +-Infinity). */
			readonly alpha: number;
			readonly beta: number;
	  }
	| {
			/** A leaf is evaluated (the stepper's `heuristic` step). */
			readonly kind: 'leaf';
			readonly algorithm: TreeAlgorithm;
			readonly value: number;
			/** Negamax: the value from the view of the player to move at the leaf (sign * value). */
			readonly negamaxValue: number | null;
	  }
	| ({
			readonly kind: 'update';
			readonly algorithm: TreeAlgorithm;
			readonly node: string;
			readonly player: TreePlayer;
			readonly child: string;
			readonly childValue: number;
			readonly childBound: Bound;
			/** Negamax: the child's returned negamax value and its negation as read here; else null. */
			readonly negamax: { readonly returned: number; readonly negated: number } | null;
			/** Chance: the child's probability and the weighted sum so far; else null. */
			readonly chance: { readonly probability: number; readonly sum: number } | null;
	  } & WindowUpdate)
	| ({ readonly kind: 'cutoff'; readonly algorithm: TreeAlgorithm } & CutoffExplanation)
	| {
			readonly kind: 'return';
			readonly algorithm: TreeAlgorithm;
			readonly node: string;
			readonly leaf: boolean;
			readonly value: number;
			readonly bound: Bound;
			/** Negamax: the value as negamax returns it (sign * value); else null. */
			readonly negamaxValue: number | null;
			/** The parent's name; null at the root. */
			readonly parent: string | null;
	  }
	| {
			readonly kind: 'choose';
			readonly algorithm: TreeAlgorithm;
			/** The root child chosen (first best in the search order); null at a leaf or chance root. */
			readonly child: string | null;
			/** What the root is: a decision node, a chance node (no choice) or a lone leaf. */
			readonly root: 'decision' | 'chance' | 'leaf';
			readonly value: number;
	  };

/**
 * A cutoff with its numbers: "beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated".
 */
export interface CutoffExplanation {
	readonly node: string;
	/** 'beta' at a MAX node (written alpha >= beta), 'alpha' at a MIN node (beta <= alpha). */
	readonly type: 'beta' | 'alpha';
	readonly alpha: number;
	readonly beta: number;
	/** Names of the pruned inner children (their whole subtree is skipped). */
	readonly prunedNodes: readonly string[];
	/** Values of every leaf never evaluated because of this cutoff, left to right. */
	readonly prunedLeaves: readonly number[];
}

/** The explanation of one cutoff of the search (window in MAX's view, as the textbook writes it). */
export function explainCutoff(search: TreeSearch, cutoff: TreeCutoff): CutoffExplanation {
	const { tree } = search;
	return {
		node: nodeName(tree, cutoff.node),
		type: cutoff.type,
		alpha: cutoff.alpha,
		beta: cutoff.beta,
		prunedNodes: cutoff.prunedChildren
			.filter((c) => tree.kind[c] !== NODE_LEAF)
			.map((c) => nodeName(tree, c)),
		prunedLeaves: cutoff.prunedLeaves.map((l) => tree.leafValue[l])
	};
}

/**
 * The explanation of `step`, a step of buildStepIndex(search.record, search.stepOptions). For
 * negamax the values and windows are in the view of the player to move at the node (negamax's own
 * numbers: a MIN node's window [alpha, beta] reads [-beta, -alpha]); cutoffs keep MAX's view.
 * @throws RangeError for a cutoff step the search did not record (a step of another search).
 */
export function explainTreeStep(search: TreeSearch, step: Step): TreeExplanation {
	const { tree, algorithm, record } = search;
	const nega = algorithm === 'negamax';
	const i = step.node;
	const t = search.treeNodeOf[i];
	const name = nodeName(tree, t);
	const sign = nega ? search.sign[i] : 1;
	const player: TreePlayer = isChance(record, i)
		? 'chance'
		: tree.player[t] === NODE_MAX
			? 'max'
			: 'min';
	/** A window in the algorithm's view at node i. */
	const win = (a: number, b: number): [number, number] => (sign > 0 ? [a, b] : [-b + 0, -a + 0]);
	const own = (v: number) => sign * v + 0;
	const nameOf = (r: number | null) => (r === null ? null : nodeName(tree, search.treeNodeOf[r]));
	switch (step.kind) {
		case 'enter': {
			const [alpha, beta] = win(step.alpha, step.beta);
			return {
				kind: 'enter',
				algorithm,
				node: name,
				leaf: step.leaf,
				root: i === 0,
				player,
				depth: step.depth,
				alpha,
				beta
			};
		}
		case 'update': {
			const child = step.child!;
			const childValue = step.value ?? 0;
			const returned = search.sign[child] * childValue + 0;
			const [alphaBefore, betaBefore] = win(step.alphaBefore, step.betaBefore);
			const [alpha, beta] = win(step.alpha, step.beta);
			const change = step.windowChange;
			return {
				kind: 'update',
				algorithm,
				node: name,
				player,
				child: nameOf(child)!,
				childValue,
				childBound: step.bound ?? 'exact',
				negamax: nega ? { returned, negated: -returned + 0 } : null,
				chance:
					player === 'chance'
						? { probability: record.abstract!.probability[child], sum: step.best ?? 0 }
						: null,
				improved: step.improved,
				best: own(step.best ?? 0),
				windowChange: sign > 0 || change === null ? change : change === 'alpha' ? 'beta' : 'alpha',
				alphaBefore,
				betaBefore,
				alpha,
				beta,
				cutoff: search.stepOptions.alphaBeta && step.alpha >= step.beta
			};
		}
		case 'cutoff': {
			const c = search.cutoffs.find((x) => x.recordNode === i);
			if (!c) throw new RangeError(`Node ${i} has no cutoff in this search.`);
			return { kind: 'cutoff', algorithm, ...explainCutoff(search, c) };
		}
		case 'return':
			return {
				kind: 'return',
				algorithm,
				node: name,
				leaf: step.leaf,
				value: step.value ?? 0,
				bound: step.bound ?? 'exact',
				negamaxValue: nega ? own(step.value ?? 0) : null,
				parent: step.parent < 0 ? null : nameOf(step.parent)
			};
		case 'choose':
			return {
				kind: 'choose',
				algorithm,
				child: search.bestChild === null ? null : nodeName(tree, search.bestChild),
				root: step.leaf ? 'leaf' : player === 'chance' ? 'chance' : 'decision',
				value: step.value ?? 0
			};
		default:
			// The leaf's value: the stepper's `heuristic` step (a leaf carries FLAG_HORIZON).
			return {
				kind: 'leaf',
				algorithm,
				value: step.value ?? 0,
				negamaxValue: nega ? own(step.value ?? 0) : null
			};
	}
}

/**
 * A call-stack frame (stepper `Frame`, MAX's view) as negamax sees it at that node: the window
 * [alpha, beta] becomes [-beta, -alpha] and the best so far is negated at MIN's nodes.
 */
export function negamaxFrame(
	search: TreeSearch,
	frame: {
		readonly node: number;
		readonly alpha: number;
		readonly beta: number;
		readonly best: number | null;
	}
): { alpha: number; beta: number; best: number | null; sign: 1 | -1 } {
	const sign = search.sign[frame.node] < 0 ? -1 : 1;
	if (sign > 0) return { alpha: frame.alpha, beta: frame.beta, best: frame.best, sign };
	return {
		alpha: -frame.beta + 0,
		beta: -frame.alpha + 0,
		best: frame.best === null ? null : -frame.best + 0,
		sign
	};
}
