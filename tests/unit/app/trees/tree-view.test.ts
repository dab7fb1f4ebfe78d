import { describe, expect, it } from 'vitest';
import { buildStepIndex, stateAt } from '$lib/stepper';
import { parseTree, searchTree } from '$lib/trees';
import {
	frameBestText,
	nodeViews,
	principalVariation,
	prunedFrom,
	type ViewWords
} from '$lib/app/trees/tree-view';
import { layoutTree } from '$lib/app/trees/tree-layout';
import { resolveTreeStep } from '$lib/app/trees/tree-lessons';

const words: ViewWords = {
	number: (v) => (v === Infinity ? '+∞' : v === -Infinity ? '-∞' : String(v)),
	valueWithBound: (v, b) => (b === 'upper' ? `<= ${v}` : b === 'lower' ? `>= ${v}` : String(v)),
	window: (a, b) => `[${a}, ${b}]`,
	negamaxSign: (s) => (s > 0 ? '+1' : '-1'),
	nodeLabel: (p) => `${p.name}${p.pruned ? ' pruned' : ''}`
};

function figure(algorithm: 'alpha-beta' | 'minimax' = 'alpha-beta') {
	const tree = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
	const search = searchTree(tree, { algorithm });
	const index = buildStepIndex(search.record, search.stepOptions);
	return { tree, search, index };
}

describe('tree views', () => {
	it('draws 4 and 6 pruned from the cutoff at C on, not before', () => {
		const { tree, search, index } = figure();
		const pruned = prunedFrom(tree, search, index);
		const cutoff = resolveTreeStep(search, index, { kind: 'cutoff', node: 'C' });
		const at = (k: number) =>
			nodeViews(
				{ tree, search, index, state: stateAt(index, k), showSearch: true },
				words,
				pruned,
				new Set()
			);
		const prunedNames = (k: number) =>
			at(k)
				.filter((v) => v.pruned)
				.map((v) => v.name);
		expect(prunedNames(cutoff - 1)).toEqual([]);
		expect(prunedNames(cutoff)).toEqual(['4', '6']);
		expect(prunedNames(index.total - 1)).toEqual(['4', '6']);
		// At the cutoff, C is current with its window [3, 2]; A on the stack with [3, +∞].
		const views = at(cutoff);
		expect(views[2]).toMatchObject({ name: 'C', current: true, window: '[3, 2]' });
		expect(views[0]).toMatchObject({ name: 'A', status: 'open', window: '[3, +∞]' });
		expect(views[1]).toMatchObject({ name: 'B', status: 'returned', value: '3' });
		// At the end: C and D are upper bounds (D's last leaf 2 <= alpha 3 too), A is 3.
		const end = at(index.total - 1);
		expect(end.slice(0, 4).map((v) => v.value)).toEqual(['3', '3', '<= 2', '<= 2']);
	});

	it('fault: negamax labelled C and D "<= -2": in their own view a fail-high is ">= -2"', () => {
		const tree = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		const search = searchTree(tree, { algorithm: 'negamax' });
		const index = buildStepIndex(search.record, search.stepOptions);
		const end = nodeViews(
			{ tree, search, index, state: stateAt(index, index.total - 1), showSearch: true },
			words,
			null,
			new Set()
		);
		expect(end.slice(0, 4).map((v) => v.value)).toEqual(['3', '-3', '>= -2', '>= -2']);
		expect(end.slice(0, 4).map((v) => v.badge)).toEqual(['+1', '-1', '-1', '-1']);
	});

	it('the principal variation runs A, B, the leaf 3; hidden before the last step', () => {
		const { tree, search, index } = figure('minimax');
		const pv = new Set(principalVariation(search));
		expect([...pv]).toEqual([0, 1, 4]);
		const views = (k: number) =>
			nodeViews(
				{ tree, search, index, state: stateAt(index, k), showSearch: true },
				words,
				null,
				pv
			);
		expect(
			views(index.total - 1)
				.filter((v) => v.pv)
				.map((v) => v.id)
		).toEqual([0, 1, 4]);
		expect(views(index.total - 2).filter((v) => v.pv)).toEqual([]);
	});

	it('shows nothing of the search when asked not to (practice before the check)', () => {
		const { tree, search, index } = figure();
		const views = nodeViews(
			{ tree, search, index, state: stateAt(index, index.total - 1), showSearch: false },
			words,
			prunedFrom(tree, search, index),
			new Set()
		);
		expect(views.every((v) => v.status === 'unvisited' && !v.pruned && v.value === null)).toBe(
			true
		);
	});

	it('lays the figure out with the root centred over its nine leaves', () => {
		const layout = layoutTree(figure().tree);
		const leaves = [4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => layout.x[i]);
		expect(leaves).toEqual([...leaves].sort((a, b) => a - b));
		expect(layout.x[0]).toBeCloseTo((leaves[0] + leaves[8]) / 2);
		expect(layout.y[4]).toBeGreaterThan(layout.y[1]);
		expect(layout.width).toBeGreaterThan(leaves[8]);
	});
});

describe('call-stack frames', () => {
	it('fault: a chance node under expectimax read "best so far": it is the weighted sum so far', () => {
		const tree = parseTree('[?[3,12,9],?[2,4,6]]');
		const search = searchTree(tree, { algorithm: 'expectimax' });
		const index = buildStepIndex(search.record, search.stepOptions);
		const frameWords = {
			number: (v: number) => String(v),
			best: (v: string) => `best so far ${v}`,
			sumSoFar: (v: string) => `weighted sum so far ${v}`,
			noBest: 'none'
		};
		const seen = new Set<string>();
		for (let k = 0; k < index.total; k++) {
			const state = stateAt(index, k);
			for (const f of state.stack) seen.add(frameBestText(search, f.node, f.best, frameWords));
		}
		// B's sum after 3 (1/3 of 3 = 1), then 1 + 4 = 5; A (MAX) holds B's 8 as its best.
		expect(seen).toContain('weighted sum so far 1');
		expect(seen).toContain('weighted sum so far 5');
		expect(seen).toContain('best so far 8');
		expect([...seen].filter((s) => s.startsWith('best so far'))).toEqual(['best so far 8']);
	});
});
