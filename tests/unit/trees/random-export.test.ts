/**
 * random.ts and export.ts: random trees from a seed (mulberry32), their refusals, the text export
 * round-tripping through the parser, and the LaTeX `forest` export with and without the solution.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '$lib/game/prng';
import {
	buildTree,
	leafIds,
	NEGAMAX_VIEW_COMMENT,
	parseTree,
	randomTree,
	searchTree,
	treeToLatex,
	treeToText,
	TreeError,
	type NestedTree
} from '$lib/trees';

describe('random trees', () => {
	it('complete, with leaves drawn left to right from mulberry32(seed)', () => {
		const t = randomTree({ depth: 3, branching: 2, min: 0, max: 20, seed: 42 });
		expect(t.count).toBe(15);
		const r = mulberry32(42);
		const expected = Array.from({ length: 8 }, () => Math.floor(r() * 21));
		expect(leafIds(t).map((i) => t.leafValue[i])).toEqual(expected);
		// The same seed gives the same tree; another seed another one.
		expect(randomTree({ depth: 3, branching: 2, min: 0, max: 20, seed: 42 })).toEqual(t);
		expect(treeToText(randomTree({ depth: 3, branching: 2, min: 0, max: 20, seed: 43 }))).not.toBe(
			treeToText(t)
		);
	});

	it('chance: the level above the leaves is chance nodes, so expectimax applies', () => {
		const t = randomTree({ depth: 2, branching: 3, min: -5, max: 5, seed: 7, chance: true });
		expect(t.chanceCount).toBe(3);
		expect(() => searchTree(t, { algorithm: 'alpha-beta' })).toThrow(TreeError);
	});

	it.each([
		[{ depth: 0 }, 'depth'],
		[{ depth: 13 }, 'depth'],
		[{ branching: 17 }, 'branching'],
		[{ min: 5, max: 4 }, 'values'],
		[{ max: 1000 }, 'values'],
		[{ seed: -1 }, 'seed'],
		[{ depth: 7, branching: 6 }, 'size']
	] as const)('refuses %o (%s)', (change, field) => {
		const base = { depth: 2, branching: 2, min: 0, max: 9, seed: 1 };
		try {
			randomTree({ ...base, ...change });
			expect.unreachable();
		} catch (e) {
			expect((e as TreeError).problem).toMatchObject({ kind: 'random-settings', field });
		}
	});
});

describe('text export', () => {
	it('writes the canonical text', () => {
		expect(treeToText(parseTree('[[3,12,8],[2,4,6],[14,5,2]]'))).toBe(
			'[[3, 12, 8], [2, 4, 6], [14, 5, 2]]'
		);
		expect(treeToText(parseTree('[?[0.25:1, 0.75:[2,-3.5]], ?[1,2]]'))).toBe(
			'[?[0.25: 1, 0.75: [2, -3.5]], ?[1, 2]]'
		);
	});

	it('round-trips through the parser (random nested trees)', () => {
		const nested: fc.Arbitrary<NestedTree> = fc.letrec<{ node: NestedTree }>((tie) => ({
			node: fc.oneof(
				{ depthSize: 'small' },
				fc.double({ min: -30000, max: 30000, noNaN: true }),
				fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
				fc.array(tie('node'), { minLength: 1, maxLength: 4 }).map((c) => ({ chance: c }))
			)
		})).node;
		fc.assert(
			fc.property(nested, fc.constantFrom('max', 'min'), (n, root) => {
				const t = buildTree(n, root);
				expect(parseTree(treeToText(t), { root })).toEqual(t);
			}),
			{ numRuns: 200, seed: 20 }
		);
	});
});

describe('LaTeX export', () => {
	const t = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');

	it('the question sheet: names and leaf values only', () => {
		const tex = treeToLatex(t);
		expect(tex).toContain('\\begin{forest}');
		expect(tex).toContain('\\end{forest}');
		expect(tex).toContain('[{A}, max');
		expect(tex).toContain('[{C}, min');
		expect(tex).toContain('[{4}, leaf node]');
		expect(tex).not.toContain('pruned,');
		expect(tex).not.toContain('\\infty');
		// One node per '[{', and as many closing brackets ending a node.
		expect(tex.split('[{').length - 1).toBe(13);
		const body = tex.slice(tex.indexOf('  [{A}'));
		expect(body.split('[').length).toBe(body.split(']').length);
	});

	it('with the alpha-beta solution: values, bounds, windows at return, pruned leaves struck', () => {
		const tex = treeToLatex(t, { solution: searchTree(t, { algorithm: 'alpha-beta' }) });
		expect(tex).toContain(
			'[{A\\\\$3$}, max node, label={[font=\\scriptsize]right:{$[3, +\\infty]$}}'
		);
		expect(tex).toContain(
			'[{C\\\\$\\leq 2$}, min node, label={[font=\\scriptsize]right:{$[3, 2]$}}'
		);
		expect(tex).toContain('[{4}, leaf node, pruned, struck]');
		expect(tex).toContain('[{6}, leaf node, pruned, struck]');
		expect(tex.match(/pruned, struck/g)).toHaveLength(2);
	});

	it('fault: the negamax solution exported the alpha-beta (MAX) view while the page shows negamax', () => {
		const tex = treeToLatex(t, { solution: searchTree(t, { algorithm: 'negamax' }) });
		expect(tex.split('\n')[1]).toBe(NEGAMAX_VIEW_COMMENT);
		// A is MAX's: 3 in both views. C and D are MIN's: 2 and 2 fail high in their own view (>= -2),
		// the window [3, 2] reads [-2, -3].
		expect(tex).toContain(
			'[{A\\\\$3$}, max node, label={[font=\\scriptsize]right:{$[3, +\\infty]$}}'
		);
		expect(tex).toContain(
			'[{C\\\\$\\geq -2$}, min node, label={[font=\\scriptsize]right:{$[-2, -3]$}}'
		);
		expect(tex).toContain('[{D\\\\$\\geq -2$}, min node');
		expect(tex).toContain('[{B\\\\$-3$}, min node');
		expect(tex).not.toContain('\\leq');
	});

	it('a pruned subtree: its top edge struck, everything under it grey', () => {
		const d3 = parseTree('[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		const tex = treeToLatex(d3, { solution: searchTree(d3, { algorithm: 'alpha-beta' }) });
		expect(tex).toContain('[{G}, max node, pruned, struck');
		expect(tex).toContain('[{0}, leaf node, pruned]');
		expect(tex).toContain('[{9}, leaf node, pruned, struck]');
	});

	it('chance edges carry their probabilities', () => {
		const c = parseTree('[?[0.25: 4, 0.75: 8], 6]');
		expect(treeToLatex(c)).toContain(
			'[{8}, leaf node, edge label={node[midway, left, font=\\scriptsize]{0.75}}]'
		);
	});
});
