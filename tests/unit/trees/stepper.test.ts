/**
 * A tree search replayed by the one stepper (src/lib/stepper) from its record: the step count,
 * the call stack's windows, navigation, the explanations with the tree's names and numbers (cutoffs
 * in English and French), chance and negamax steps, and the pseudo-code line of each step.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMaximizer, RECORD_BYTES_PER_NODE } from '$lib/engine';
import { TREE_MESSAGES } from '$lib/i18n/trees';
import { render } from '$lib/i18n';
import {
	buildStepIndex,
	cutoffStep,
	exitStep,
	stateAt,
	stepAt,
	stepOverTarget,
	type Step
} from '$lib/stepper';
import {
	buildTree,
	explainCutoff,
	explainTreeStep,
	negamaxFrame,
	parseTree,
	searchTree,
	treePseudoCode,
	treePseudoLine,
	type NestedTree,
	type TreeAlgorithm
} from '$lib/trees';

function setup(text: string, algorithm: TreeAlgorithm, root: 'max' | 'min' = 'max') {
	const search = searchTree(parseTree(text, { root }), { algorithm });
	const index = buildStepIndex(search.record, search.stepOptions);
	const steps: Step[] = [];
	for (let k = 0; k < index.total; k++) steps.push(stepAt(index, k));
	const say = (lang: 'en' | 'fr', s: Step) =>
		render(TREE_MESSAGES[lang].steps, explainTreeStep(search, s));
	return { search, index, steps, say };
}

describe('Figure 5.2 under alpha-beta, stepped', () => {
	const { search, index, steps, say } = setup('[[3,12,8],[2,4,6],[14,5,2]]', 'alpha-beta');
	const c = search.recordNodeOf[2];

	it('has 3n - 1 + leaves + cutoffs steps, leaves as the stepper`s leaf steps', () => {
		const n = search.nodeCount;
		const leaves = search.evaluatedLeaves.length;
		expect(index.total).toBe(3 * n - 1 + leaves + search.cutoffs.length);
		expect(index.total).toBe(41);
		expect(steps.filter((s) => s.kind === 'heuristic').map((s) => s.value)).toEqual([
			3, 12, 8, 2, 14, 5, 2
		]);
	});

	it('the cutoff at C is explained with its numbers, in English and French', () => {
		const step = steps[cutoffStep(index, c)];
		expect(step.kind).toBe('cutoff');
		expect(say('en', step)).toBe('Beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated.');
		expect(say('fr', step)).toBe(
			'Bêta 2 <= alpha 3 en C\u202f: les feuilles 4 et 6 ne sont jamais évaluées.'
		);
		expect(TREE_MESSAGES.en.cutoff(explainCutoff(search, search.cutoffs[0]))).toBe(
			'beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated.'
		);
	});

	it('the call stack at that step holds the window on the path', () => {
		const state = stateAt(index, cutoffStep(index, c));
		expect(state.stack.map((f) => [f.node, f.alpha, f.beta, f.best])).toEqual([
			[0, 3, Infinity, 3],
			[c, 3, 2, 2]
		]);
	});

	it('C returns 2 as an upper bound; the update at A says so', () => {
		const ret = steps[exitStep(index, c)];
		expect(say('en', ret)).toBe('C returns <= 2 (only an upper bound) to A.');
		expect(say('en', steps[exitStep(index, c) + 1])).toBe(
			'C returned <= 2 to A: not better than the best so far, 3.'
		);
	});

	it('step over the root`s enter goes to its choice', () => {
		const target = stepOverTarget(index, 0)!;
		expect(steps[target].kind).toBe('choose');
		expect(say('en', steps[target])).toBe("The root's value is 3: the best move leads to B.");
	});

	it('each step highlights its line of the alpha-beta pseudo-code', () => {
		const code = treePseudoCode('alpha-beta');
		const line = (s: Step) => code.lines[treePseudoLine(search, s) - 1].code;
		expect(line(steps[cutoffStep(index, c)])).toBe('if β ≤ α: break');
		expect(line(steps[0])).toBe('function alphabeta(node, α, β)');
		expect(line(steps[3])).toBe('if node is a leaf: return value(node)');
		expect(line(steps[exitStep(index, 1) + 1])).toBe('best ← max(best, alphabeta(c, α, β))');
		expect(treePseudoCode('alpha-beta', 'fr').lines.length).toBe(code.lines.length);
	});
});

describe('chance and negamax steps', () => {
	it('expectimax: a chance node sums its children with their probabilities', () => {
		const { search, steps, say } = setup('[?[3,12,9], ?[2,4,6], ?[15,6,0]]', 'expectimax');
		const b = search.recordNodeOf[1];
		const updates = steps.filter((s) => s.kind === 'update' && s.node === b);
		expect(updates.map((s) => s.best)).toEqual([1, 5, 8]);
		expect(say('en', updates[1])).toBe(
			'12 returned 12, with probability 0.33: the weighted sum at B is now 5.'
		);
		const line = treePseudoCode('expectimax').lines[treePseudoLine(search, updates[0]) - 1];
		expect(line.code).toBe('sum ← sum + p × expectimax(c)');
		expect(steps[steps.length - 1].value).toBe(8);
	});

	it('negamax: a leaf under MAX is valued by MIN as its negation, and negated back', () => {
		const { search, steps, say } = setup('[[3,12,8],[2,4,6],[14,5,2]]', 'negamax');
		const leaf3 = steps.find((s) => s.kind === 'heuristic')!;
		expect(say('en', leaf3)).toBe("The leaf's value is 3; negamax returns color × 3 = 3.");
		// B is MIN's: color -1; it returns -3, which A reads as 3.
		const b = search.recordNodeOf[1];
		expect(isMaximizer(search.record, b)).toBe(false);
		const bReturn = steps.find((s) => s.kind === 'return' && s.node === b)!;
		expect(say('en', bReturn)).toBe("B returns -3 (negamax, from its player's view) to A.");
		const atA = steps.find((s) => s.kind === 'update' && s.node === 0)!;
		expect(say('en', atA)).toBe(
			'B returned -3; A reads -(-3) = 3: a new best, 3. Alpha rises to 3.'
		);
	});
});

describe('other roots', () => {
	it('root MIN: the stepper takes the root for MIN (not the depth parity)', () => {
		const { search, index, steps, say } = setup('[[3,12,8],[2,4,6],[14,5,2]]', 'alpha-beta', 'min');
		expect(isMaximizer(search.record, 0)).toBe(false);
		expect(stateAt(index, 0).stack[0].maximizing).toBe(false);
		expect(steps[0].maximizing).toBe(false);
		expect(say('en', steps[0])).toBe('Enter the root A (MIN), searched with the window [-∞, +∞].');
		expect(steps[steps.length - 1].value).toBe(6);
		expect(say('en', steps[steps.length - 1])).toBe(
			"The root's value is 6: the best move leads to C."
		);
	});

	it('a lone leaf: enter, its value, the end', () => {
		const { steps, say } = setup('5', 'minimax');
		expect(steps.map((s) => s.kind)).toEqual(['enter', 'heuristic', 'choose']);
		expect(say('en', steps[2])).toBe('The root is a leaf: its value is 5.');
	});

	it('a chance root: its value is the weighted average, no move chosen', () => {
		const { steps, say } = setup('?[0.25: 4, 0.75: 8]', 'expectimax');
		expect(say('en', steps[steps.length - 1])).toBe(
			'The root is a chance node: its value is the weighted average, 7.'
		);
		expect(say('fr', steps[steps.length - 1])).toBe(
			'La racine est un nœud de hasard\u202f: sa valeur est la moyenne pondérée, 7.'
		);
	});

	it('negamax frames: a MIN node`s window [alpha, beta] reads [-beta, -alpha]', () => {
		const { search, index } = setup('[[3,12,8],[2,4,6],[14,5,2]]', 'negamax');
		const c = search.recordNodeOf[2];
		const state = stateAt(index, cutoffStep(index, c));
		expect(negamaxFrame(search, state.stack[1])).toEqual({
			alpha: -2,
			beta: -3,
			best: -2,
			sign: -1
		});
		expect(negamaxFrame(search, state.stack[0])).toEqual({
			alpha: 3,
			beta: Infinity,
			best: 3,
			sign: 1
		});
	});

	it('the record keeps its 28-byte layout; the abstract fields add 33 bytes per node', () => {
		const { search } = setup('[[3,12,8],[2,4,6],[14,5,2]]', 'alpha-beta');
		const r = search.record;
		expect(RECORD_BYTES_PER_NODE).toBe(28);
		const a = r.abstract!;
		const extra = [a.kind, a.value, a.alpha, a.beta, a.probability].reduce(
			(n, x) => n + x.byteLength,
			0
		);
		expect(extra).toBe(33 * r.count);
		expect(r.parent.length).toBe(11);
	});
});

describe('every step of random trees', () => {
	it('is explained in both languages and highlights a line of its pseudo-code', () => {
		const nested: fc.Arbitrary<NestedTree> = fc.letrec<{ node: NestedTree }>((tie) => ({
			node: fc.oneof(
				{ depthSize: 'small' },
				fc.integer({ min: -9, max: 9 }),
				fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
				fc.array(tie('node'), { minLength: 1, maxLength: 3 }).map((c) => ({ chance: c }))
			)
		})).node;
		fc.assert(
			fc.property(nested, fc.constantFrom('max', 'min'), (n, root) => {
				const tree = buildTree(n, root);
				const algorithms: TreeAlgorithm[] =
					tree.chanceCount > 0
						? ['expectimax']
						: ['minimax', 'alpha-beta', 'negamax', 'expectimax'];
				for (const algorithm of algorithms) {
					const search = searchTree(tree, { algorithm });
					const index = buildStepIndex(search.record, search.stepOptions);
					const lines = treePseudoCode(algorithm).lines.length;
					for (let k = 0; k < index.total; k++) {
						const step = stepAt(index, k);
						for (const lang of ['en', 'fr'] as const) {
							const text = render(TREE_MESSAGES[lang].steps, explainTreeStep(search, step));
							expect(text).toMatch(/\S/);
							expect(text).not.toMatch(/undefined|NaN|null/);
						}
						const line = treePseudoLine(search, step);
						expect(line).toBeGreaterThanOrEqual(1);
						expect(line).toBeLessThanOrEqual(lines);
					}
					expect(stepAt(index, index.total - 1).value).toBeCloseTo(search.value, 12);
				}
			}),
			{ numRuns: 100, seed: 20 }
		);
	});
});
