/**
 * search.ts: the reference figures (Russell and Norvig's Figure 5.2 and a depth-3 tree:
 * values, node counts with the product's convention, evaluated and pruned leaves), negamax against
 * alpha-beta node for node, expectimax, move orders, refusals; and properties on random trees
 * against an independent minimax written here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOUND_LOWER, BOUND_UPPER, nodeValue, boundCode } from '$lib/engine';
import {
	buildTree,
	minimaxValues,
	nodeName,
	parseTree,
	searchTree,
	TreeError,
	type NestedTree,
	type TreeAlgorithm,
	type TreeSearch
} from '$lib/trees';

const FIG_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';
const DEPTH_3 = '[[[3,5],[6,9]],[[1,2],[0,-1]]]';
const CHANCE = '[?[3,12,9], ?[2,4,6], ?[15,6,0]]';

const leafValues = (s: TreeSearch, ids: readonly number[]) => ids.map((i) => s.tree.leafValue[i]);
const run = (
	text: string,
	algorithm: TreeAlgorithm,
	order?: 'as-given' | 'best-first' | 'worst-first'
) => searchTree(parseTree(text), { algorithm, order });

describe('reference figures', () => {
	it('Figure 5.2, minimax: value 3, 13 nodes, every leaf evaluated', () => {
		const s = run(FIG_5_2, 'minimax');
		expect(s.value).toBe(3);
		expect(s.nodeCount).toBe(13);
		expect(leafValues(s, s.evaluatedLeaves)).toEqual([3, 12, 8, 2, 4, 6, 14, 5, 2]);
		expect(s.cutoffs).toEqual([]);
	});

	it('Figure 5.2, alpha-beta left to right: 11 nodes, leaves 3 12 8 2 14 5 2, 4 and 6 pruned at C', () => {
		const s = run(FIG_5_2, 'alpha-beta');
		expect(s.value).toBe(3);
		expect(s.nodeCount).toBe(11);
		expect(leafValues(s, s.evaluatedLeaves)).toEqual([3, 12, 8, 2, 14, 5, 2]);
		expect(leafValues(s, s.prunedLeaves)).toEqual([4, 6]);
		const [c, d] = s.cutoffs;
		expect(nodeName(s.tree, c.node)).toBe('C');
		expect(c).toMatchObject({ type: 'alpha', alpha: 3, beta: 2 });
		expect(leafValues(s, c.prunedLeaves)).toEqual([4, 6]);
		// D's test succeeds after its last leaf: a cutoff with nothing left to prune.
		expect(nodeName(s.tree, d.node)).toBe('D');
		expect(d.prunedChildren).toEqual([]);
		// C returns 2 as an upper bound (it fails low against alpha 3).
		const ci = s.recordNodeOf[c.node];
		expect(nodeValue(s.record, ci)).toBe(2);
		expect(boundCode(s.record, ci)).toBe(BOUND_UPPER);
		expect(s.alphaAtReturn[ci]).toBe(3);
		expect(s.betaAtReturn[ci]).toBe(2);
	});

	it('depth 3, minimax: value 5, 15 nodes', () => {
		const s = run(DEPTH_3, 'minimax');
		expect(s.value).toBe(5);
		expect(s.nodeCount).toBe(15);
	});

	it('depth 3, alpha-beta: 11 nodes, leaves 3 5 6 1 2; E cut after 6, C after F', () => {
		const s = run(DEPTH_3, 'alpha-beta');
		expect(s.value).toBe(5);
		expect(s.nodeCount).toBe(11);
		expect(leafValues(s, s.evaluatedLeaves)).toEqual([3, 5, 6, 1, 2]);
		expect(leafValues(s, s.prunedLeaves)).toEqual([9, 0, -1]);
		expect(s.cutoffs.map((c) => [nodeName(s.tree, c.node), c.type, c.alpha, c.beta])).toEqual([
			['E', 'beta', 6, 5],
			['C', 'alpha', 5, 2]
		]);
		const e = s.recordNodeOf[s.cutoffs[0].node];
		expect(boundCode(s.record, e)).toBe(BOUND_LOWER);
		// G (the MAX node over 0 and -1) is never examined.
		expect(s.recordNodeOf[6]).toBe(-1);
	});

	it('expectimax [?[3,12,9], ?[2,4,6], ?[15,6,0]]: 8, the chance nodes 8, 4 and 7', () => {
		const s = run(CHANCE, 'expectimax');
		expect(s.value).toBe(8);
		expect(s.nodeCount).toBe(13);
		expect([1, 2, 3].map((t) => nodeValue(s.record, s.recordNodeOf[t]))).toEqual([8, 4, 7]);
	});

	it('expectimax with explicit probabilities: 0.25 x 4 + 0.75 x 8 = 7', () => {
		expect(run('[?[0.25: 4, 0.75: 8], 6]', 'expectimax').value).toBe(7);
	});

	it('root MIN: Figure 5.2 read from MIN is max of each group, then the min: 6', () => {
		const t = parseTree(FIG_5_2, { root: 'min' });
		expect(searchTree(t, { algorithm: 'minimax' }).value).toBe(6);
		const ab = searchTree(t, { algorithm: 'alpha-beta' });
		const nm = searchTree(t, { algorithm: 'negamax' });
		expect([ab.value, nm.value]).toEqual([6, 6]);
		expect(nm.nodeCount).toBe(ab.nodeCount);
	});
});

describe('move order', () => {
	it('Figure 5.2 best first prunes the most, worst first the least', () => {
		const best = run(FIG_5_2, 'alpha-beta', 'best-first');
		const worst = run(FIG_5_2, 'alpha-beta', 'worst-first');
		expect(best.value).toBe(3);
		expect(worst.value).toBe(3);
		// Best first: B (3) first with 3 leading, then C and D each cut after one leaf: 1 + 4 + 2 + 2.
		expect(best.nodeCount).toBe(9);
		expect(leafValues(best, best.evaluatedLeaves)).toEqual([3, 8, 12, 2, 2]);
		// Worst first: D (2) and C (2) before B, every leaf searched.
		expect(worst.nodeCount).toBe(13);
		// The record's moves are the positions as written: best first tries B's leaves 3, 8, 12.
		const b = best.recordNodeOf[1];
		expect([b + 1, b + 2, b + 3].map((i) => best.record.move[i])).toEqual([0, 2, 1]);
	});

	it('a child order given for one node is used there', () => {
		const t = parseTree(FIG_5_2);
		const s = searchTree(t, { algorithm: 'alpha-beta', childOrder: new Map([[2, [7, 8, 9]]]) });
		expect(s.nodeCount).toBe(11);
		expect(() =>
			searchTree(t, { algorithm: 'alpha-beta', childOrder: new Map([[2, [7, 7, 9]]]) })
		).toThrow(RangeError);
	});
});

describe('refusals', () => {
	it.each(['minimax', 'alpha-beta', 'negamax'] as const)(
		'%s on a tree with chance nodes',
		(algorithm) => {
			try {
				run(CHANCE, algorithm);
				expect.unreachable();
			} catch (e) {
				expect(e).toBeInstanceOf(TreeError);
				expect((e as TreeError).problem).toEqual({ kind: 'chance-node', algorithm, node: 'B' });
			}
		}
	);
});

/** An independent minimax over nested values (expectimax at chance nodes). */
function reference(n: NestedTree, max: boolean): number {
	if (typeof n === 'number') return n;
	if (Array.isArray(n)) {
		const vs = n.map((c) => reference(c, !max));
		return max ? Math.max(...vs) : Math.min(...vs);
	}
	const entries = (n as { chance: NestedTree[] }).chance;
	return entries.reduce((s: number, c) => s + reference(c, max) / entries.length, 0);
}

const nested: fc.Arbitrary<NestedTree> = fc.letrec<{ node: NestedTree }>((tie) => ({
	node: fc.oneof(
		{ depthSize: 'small', withCrossShrink: true },
		fc.integer({ min: -20, max: 20 }),
		fc.array(tie('node'), { minLength: 1, maxLength: 4 })
	)
})).node;

describe('properties on random trees', () => {
	it('alpha-beta and negamax give the minimax value; pruned leaves are never evaluated', () => {
		fc.assert(
			fc.property(
				nested,
				fc.boolean(),
				fc.constantFrom('as-given', 'best-first', 'worst-first'),
				(n, rootMax, order) => {
					const tree = buildTree(n, rootMax ? 'max' : 'min');
					const mm = searchTree(tree, { algorithm: 'minimax', order });
					const ab = searchTree(tree, { algorithm: 'alpha-beta', order });
					const nm = searchTree(tree, { algorithm: 'negamax', order });
					expect(mm.value).toBe(reference(n, rootMax));
					expect(ab.value).toBe(mm.value);
					expect(nm.value).toBe(mm.value);
					expect(mm.nodeCount).toBe(tree.count);
					const evaluated = new Set(ab.evaluatedLeaves);
					for (const p of ab.prunedLeaves) {
						expect(evaluated.has(p)).toBe(false);
						expect(ab.recordNodeOf[p]).toBe(-1);
					}
					expect(ab.evaluatedLeaves.length + ab.prunedLeaves.length).toBe(
						mm.evaluatedLeaves.length
					);
					// Negamax is the same search written with sign flips: the same record, node for node.
					expect(nm.nodeCount).toBe(ab.nodeCount);
					expect(nm.record.abstract).toEqual(ab.record.abstract);
					expect(Array.from(nm.record.bound)).toEqual(Array.from(ab.record.bound));
					expect(Array.from(nm.treeNodeOf)).toEqual(Array.from(ab.treeNodeOf));
				}
			),
			{ numRuns: 300, seed: 20 }
		);
	});

	it('expectimax matches the reference on trees with chance nodes', () => {
		const withChance: fc.Arbitrary<NestedTree> = fc.letrec<{ node: NestedTree }>((tie) => ({
			node: fc.oneof(
				{ depthSize: 'small' },
				fc.integer({ min: -20, max: 20 }),
				fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
				fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((c) => ({ chance: c }))
			)
		})).node;
		fc.assert(
			fc.property(withChance, (n) => {
				const s = searchTree(buildTree(n), { algorithm: 'expectimax' });
				expect(s.value).toBeCloseTo(reference(n, true), 9);
				expect(s.value).toBeCloseTo(minimaxValues(s.tree)[0], 12);
			}),
			{ numRuns: 200, seed: 20 }
		);
	});
});
