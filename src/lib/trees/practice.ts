/**
 * Exam practice on trees, checked exactly against the recorded search (search.ts): which leaves are
 * pruned, the value of every node, alpha and beta at every node when it returns, the best move
 * order. Answers are plain data (tree ids and typed text); feedback is typed values naming the node
 * and the numbers (each language writes them, src/lib/i18n/trees-messages.ts). Sets of questions are
 * random trees from a seed (random.ts), so a link gives a class the same set.
 */
import { BOUND_NAMES, type Bound } from '../engine/record';
import { boundCode, nodeValue } from '../engine/record-read';
import { deriveExerciseSeed, mulberry32 } from '../game/prng';
import { nodeName } from './names';
import { randomTree } from './random';
import { minimaxValues, searchTree, type TreeAlgorithm, type TreeSearch } from './search';
import { NODE_CHANCE, NODE_LEAF, NODE_MAX, type Tree } from './tree';

/** The practice kinds, by the names links use. */
export const TREE_QUESTION_KINDS = [
	'pruned-leaves',
	'node-values',
	'windows',
	'move-order'
] as const;

/** One practice kind. */
export type TreeQuestionKind = (typeof TREE_QUESTION_KINDS)[number];

/** One question: a tree, the algorithm it is about, and where it came from. */
export interface TreeQuestion {
	readonly kind: TreeQuestionKind;
	readonly tree: Tree;
	/** 'alpha-beta' for pruned-leaves, windows and move-order; 'minimax' or 'expectimax' for values. */
	readonly algorithm: TreeAlgorithm;
	readonly seed: number;
	/** Position in its set, 0-based. */
	readonly index: number;
}

/**
 * A set of `count` questions of one kind from one seed (each question's tree from a seed derived
 * with deriveExerciseSeed(seed, index)); depth 2 or 3, branching 2 or 3, leaves 0 to 20.
 */
export function practiceSet(kind: TreeQuestionKind, seed: number, count = 5): TreeQuestion[] {
	const kindSalt = TREE_QUESTION_KINDS.indexOf(kind) + 1;
	const out: TreeQuestion[] = [];
	for (let index = 0; index < count; index++) {
		const qSeed = deriveExerciseSeed(seed >>> 0, kindSalt * 1000 + index);
		out.push({
			kind,
			tree: questionTree(kind, qSeed),
			algorithm: kind === 'node-values' ? 'minimax' : 'alpha-beta',
			seed: qSeed,
			index
		});
	}
	return out;
}

/** A value typed by a student: a number, or a bound (`>= 6`, `<= 2`, `≥ 6`, `≤ 2`). */
export interface TypedValue {
	readonly value: number;
	readonly bound: Bound;
}

/**
 * Reads a typed value: `3`, `-1`, `2.5`, `2,5` (French decimal comma), `8/3`, `-inf` / `-∞`,
 * `+inf` / `∞`, and a bound prefix `>=`, `≥`, `<=`, `≤`. Null for text that is none of these.
 */
export function readTypedValue(text: string): TypedValue | null {
	let t = text
		.trim()
		.replace(/\u2212/g, '-')
		.replace(/\s+/g, '');
	let bound: Bound = 'exact';
	const prefix = /^(>=|≥|<=|≤)/.exec(t);
	if (prefix) {
		bound = prefix[1] === '>=' || prefix[1] === '≥' ? 'lower' : 'upper';
		t = t.slice(prefix[1].length);
	}
	const value = readNumber(t);
	return value === null ? null : { value, bound };
}

/** The student's alpha and beta at a node when it returns, and its value with its bound. */
export interface WindowAnswer {
	readonly alpha: string;
	readonly beta: string;
	readonly value: string;
}

/** One thing wrong (or missing) in an answer, naming the node and the numbers. */
export type TreeMistake =
	/** A leaf marked pruned that is evaluated: its value and its parent's name. */
	| { readonly kind: 'not-pruned'; readonly leaf: number; readonly parent: string }
	/** A pruned leaf not marked; the cutoff that prunes it (node, type, alpha, beta). */
	| {
			readonly kind: 'missed-pruned';
			readonly leaf: number;
			readonly parent: string;
			readonly cutoffAt: string;
			readonly type: 'beta' | 'alpha';
			readonly alpha: number;
			readonly beta: number;
	  }
	/** A node's value wrong, unreadable or missing (`given` ''); `expected` with its bound. */
	| {
			readonly kind: 'wrong-value';
			readonly node: string;
			readonly given: string;
			readonly expected: number;
			readonly bound: Bound;
	  }
	/** A value right but its bound kind wrong (6 typed where the search only knows >= 6). */
	| {
			readonly kind: 'wrong-bound';
			readonly node: string;
			readonly expected: number;
			readonly bound: Bound;
			readonly givenBound: Bound;
	  }
	/** A node given a value although it is never examined (pruned). */
	| { readonly kind: 'pruned-node'; readonly node: string }
	/** alpha or beta wrong at a node when it returns. */
	| {
			readonly kind: 'wrong-window';
			readonly node: string;
			readonly end: 'alpha' | 'beta';
			readonly given: string;
			readonly expected: number;
	  }
	/** Move order: at `node`, the first child searched is not a best one. */
	| {
			readonly kind: 'not-best-first';
			readonly node: string;
			readonly player: 'max' | 'min';
			readonly first: string;
			readonly firstValue: number;
			readonly best: string;
			readonly bestValue: number;
	  }
	/** Move order: the order examines more nodes than the best one. */
	| { readonly kind: 'more-nodes'; readonly nodes: number; readonly best: number };

/** A checked answer: right when `mistakes` is empty; `right` of `total` parts correct. */
export interface TreeFeedback {
	readonly correct: boolean;
	readonly right: number;
	readonly total: number;
	readonly mistakes: readonly TreeMistake[];
}

/**
 * "Which leaves are pruned?" under alpha-beta (order as written): `marked` the tree ids clicked.
 * A part per leaf.
 */
export function checkPrunedLeaves(tree: Tree, marked: readonly number[]): TreeFeedback {
	const search = searchTree(tree, { algorithm: 'alpha-beta' });
	const marks = new Set(marked);
	const mistakes: TreeMistake[] = [];
	let right = 0;
	const leaves = leavesInOrder(tree);
	for (const leaf of leaves) {
		const pruned = search.recordNodeOf[leaf] < 0;
		if (pruned === marks.has(leaf)) {
			right++;
			continue;
		}
		const value = tree.leafValue[leaf];
		const parent = nodeName(tree, tree.parent[leaf]);
		if (!pruned) {
			mistakes.push({ kind: 'not-pruned', leaf: value, parent });
			continue;
		}
		const c = search.cutoffs.find((x) => x.prunedLeaves.includes(leaf))!;
		mistakes.push({
			kind: 'missed-pruned',
			leaf: value,
			parent,
			cutoffAt: nodeName(tree, c.node),
			type: c.type,
			alpha: c.alpha,
			beta: c.beta
		});
	}
	return feedback(right, leaves.length, mistakes);
}

/**
 * "The value of every node" under `algorithm` (default minimax; expectimax for chance trees):
 * `answers` maps tree ids of inner nodes to the typed text. Fractions are right within 0.005 (two
 * decimals) or as the exact fraction. A part per inner node.
 */
export function checkNodeValues(
	tree: Tree,
	answers: ReadonlyMap<number, string>,
	algorithm: TreeAlgorithm = 'minimax'
): TreeFeedback {
	const search = searchTree(tree, { algorithm });
	const mistakes: TreeMistake[] = [];
	let right = 0;
	let total = 0;
	for (let i = 0; i < tree.count; i++) {
		if (tree.kind[i] === NODE_LEAF) continue;
		total++;
		const given = (answers.get(i) ?? '').trim();
		const m = valueMistake(search, i, given);
		if (m) mistakes.push(m);
		else right++;
	}
	return feedback(right, total, mistakes);
}

/**
 * "Alpha and beta at every node when it returns" under alpha-beta: per examined inner node, alpha,
 * beta and the value with its bound (a node whose value is only a bound must be typed `>= v` or
 * `<= v`). Nodes never examined must be left empty. Three parts per examined inner node.
 */
export function checkWindows(tree: Tree, answers: ReadonlyMap<number, WindowAnswer>): TreeFeedback {
	const search = searchTree(tree, { algorithm: 'alpha-beta' });
	const mistakes: TreeMistake[] = [];
	let right = 0;
	let total = 0;
	for (let i = 0; i < tree.count; i++) {
		if (tree.kind[i] === NODE_LEAF) continue;
		const a = answers.get(i);
		const r = search.recordNodeOf[i];
		const name = nodeName(tree, i);
		if (r < 0) {
			total++;
			if (a && (a.alpha.trim() || a.beta.trim() || a.value.trim())) {
				mistakes.push({ kind: 'pruned-node', node: name });
			} else right++;
			continue;
		}
		total += 3;
		for (const end of ['alpha', 'beta'] as const) {
			const expected = end === 'alpha' ? search.alphaAtReturn[r] : search.betaAtReturn[r];
			const given = (a?.[end] ?? '').trim();
			const read = readTypedValue(given);
			if (read && read.bound === 'exact' && sameNumber(read.value, expected)) right++;
			else mistakes.push({ kind: 'wrong-window', node: name, end, given, expected });
		}
		const m = valueMistake(search, i, (a?.value ?? '').trim());
		if (m) mistakes.push(m);
		else right++;
	}
	return feedback(right, total, mistakes);
}

/**
 * "The best move order": `order` maps tree ids to the children in the student's order. Right when
 * alpha-beta with that order examines no more nodes than best first (search.ts 'best-first');
 * feedback names the nodes whose first child is not a best one. One part.
 */
export function checkMoveOrder(
	tree: Tree,
	order: ReadonlyMap<number, readonly number[]>
): TreeFeedback {
	const mine = searchTree(tree, { algorithm: 'alpha-beta', childOrder: order });
	const best = searchTree(tree, { algorithm: 'alpha-beta', order: 'best-first' });
	const values = minimaxValues(tree);
	const mistakes: TreeMistake[] = [];
	if (mine.nodeCount > best.nodeCount) {
		mistakes.push({ kind: 'more-nodes', nodes: mine.nodeCount, best: best.nodeCount });
		// The examined decision nodes whose first child searched is not a best one.
		for (let r = 0; r < mine.nodeCount; r++) {
			const t = mine.treeNodeOf[r];
			const k = tree.kind[t];
			if (k === NODE_LEAF || k === NODE_CHANCE) continue;
			const first = mine.treeNodeOf[r + 1];
			const max = k === NODE_MAX;
			let top = first;
			for (let c = tree.firstChild[t]; c < tree.firstChild[t] + tree.childCount[t]; c++) {
				if (max ? values[c] > values[top] : values[c] < values[top]) top = c;
			}
			if (top === first) continue;
			mistakes.push({
				kind: 'not-best-first',
				node: nodeName(tree, t),
				player: max ? 'max' : 'min',
				first: nodeName(tree, first),
				firstValue: values[first],
				best: nodeName(tree, top),
				bestValue: values[top]
			});
		}
	}
	return feedback(mistakes.length === 0 ? 1 : 0, 1, mistakes);
}

/** Fractions are right within this (two decimals). */
const TOLERANCE = 0.005;

function sameNumber(a: number, b: number): boolean {
	if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
	return Math.abs(a - b) <= TOLERANCE;
}

/** A number: `3`, `-1`, `2.5`, `2,5`, `8/3`, `inf`, `+inf`, `-inf`, `∞`, `+∞`, `-∞`; else null. */
function readNumber(t: string): number | null {
	const inf = /^([+-]?)(inf|infinity|∞)$/i.exec(t);
	if (inf) return inf[1] === '-' ? -Infinity : Infinity;
	const num = (x: string): number | null => {
		const d = x.replace(/^([+-]?\d*),(\d+)$/, '$1.$2');
		return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(d) ? Number(d) + 0 : null;
	};
	const frac = /^([^/]+)\/([^/]+)$/.exec(t);
	if (frac) {
		const a = num(frac[1]);
		const b = num(frac[2]);
		return a === null || b === null || b === 0 ? null : a / b;
	}
	return num(t);
}

/** What is wrong with `given` as the value of tree node i in `search`, or null when it is right. */
function valueMistake(search: TreeSearch, i: number, given: string): TreeMistake | null {
	const tree = search.tree;
	const node = nodeName(tree, i);
	const r = search.recordNodeOf[i];
	if (r < 0) return given === '' ? null : { kind: 'pruned-node', node };
	const expected = nodeValue(search.record, r);
	const bound = BOUND_NAMES[boundCode(search.record, r)];
	const read = readTypedValue(given);
	if (!read || !sameNumber(read.value, expected)) {
		return { kind: 'wrong-value', node, given, expected, bound };
	}
	if (read.bound !== bound)
		return { kind: 'wrong-bound', node, expected, bound, givenBound: read.bound };
	return null;
}

function feedback(right: number, total: number, mistakes: TreeMistake[]): TreeFeedback {
	return { correct: mistakes.length === 0, right, total, mistakes };
}

/** Leaves left to right as drawn. */
function leavesInOrder(tree: Tree): number[] {
	const out: number[] = [];
	const stack = [0];
	while (stack.length) {
		const x = stack.pop()!;
		if (tree.kind[x] === NODE_LEAF) out.push(x);
		else
			for (let c = tree.firstChild[x] + tree.childCount[x] - 1; c >= tree.firstChild[x]; c--)
				stack.push(c);
	}
	return out;
}

/**
 * The tree of one question: depth 2 or 3 and branching 2 or 3 drawn from the seed, leaves 0 to 20;
 * for the alpha-beta kinds, redrawn (next sub-seed, at most 50 times) until the question has
 * something to find: a cutoff that prunes a leaf, and for the move order a better order than as
 * written.
 */
function questionTree(kind: TreeQuestionKind, seed: number): Tree {
	let tree: Tree | null = null;
	for (let attempt = 0; attempt < 50; attempt++) {
		const s = deriveExerciseSeed(seed, attempt);
		const r = mulberry32(s);
		const depth = r() < 0.5 ? 2 : 3;
		const branching = r() < 0.5 ? 2 : 3;
		tree = randomTree({ depth, branching, min: 0, max: 20, seed: s });
		if (kind === 'node-values') return tree;
		const ab = searchTree(tree, { algorithm: 'alpha-beta' });
		if (ab.prunedLeaves.length === 0) continue;
		if (kind !== 'move-order') return tree;
		if (
			searchTree(tree, { algorithm: 'alpha-beta', order: 'best-first' }).nodeCount < ab.nodeCount
		) {
			return tree;
		}
	}
	return tree!;
}
