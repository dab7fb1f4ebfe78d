/**
 * parse.ts and tree.ts: the text format (leaves, decision and chance nodes, probabilities), the
 * breadth-first layout with alternating players, and every refusal with its line and column, in
 * English and French.
 */
import { describe, expect, it } from 'vitest';
import {
	buildTree,
	childIds,
	leafIds,
	nodeKind,
	parseTree,
	playerAt,
	TREE_LIMITS,
	TreeError,
	type TreeProblem
} from '$lib/trees';
import { treeProblemText } from '$lib/i18n/trees';

/** The problem parseTree throws for `text`. */
function problemOf(text: string, root: 'max' | 'min' = 'max'): TreeProblem {
	try {
		parseTree(text, { root });
	} catch (e) {
		if (e instanceof TreeError) return e.problem;
		throw e;
	}
	throw new Error(`"${text.slice(0, 40)}" was accepted`);
}

describe('the format', () => {
	it('Figure 5.2: a MAX root over three MIN nodes of three leaves, breadth first', () => {
		const t = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		expect(t.count).toBe(13);
		expect(t.height).toBe(2);
		expect(nodeKind(t, 0)).toBe('max');
		expect(childIds(t, 0)).toEqual([1, 2, 3]);
		expect([1, 2, 3].map((i) => nodeKind(t, i))).toEqual(['min', 'min', 'min']);
		expect(childIds(t, 2)).toEqual([7, 8, 9]);
		expect(leafIds(t).map((i) => t.leafValue[i])).toEqual([3, 12, 8, 2, 4, 6, 14, 5, 2]);
	});

	it('root MIN: the levels alternate from MIN', () => {
		const t = parseTree('[[1, 2], 3]', { root: 'min' });
		expect(nodeKind(t, 0)).toBe('min');
		expect(nodeKind(t, 1)).toBe('max');
		expect(playerAt(t, 2)).toBe('max');
	});

	it('spaces, line breaks, negative, decimal and exponent leaves', () => {
		const t = parseTree(' [\n  -1 ,\t2.5,\n .5, 1e2 ]  ');
		expect(leafIds(t).map((i) => t.leafValue[i])).toEqual([-1, 2.5, 0.5, 100]);
	});

	it('a tree copied from a PDF: a typographic minus and a byte order mark', () => {
		const t = parseTree('\ufeff[\u22123, 2]');
		expect(leafIds(t).map((i) => t.leafValue[i])).toEqual([-3, 2]);
	});

	it('a lone number is a tree of one leaf', () => {
		const t = parseTree('7');
		expect(t.count).toBe(1);
		expect(nodeKind(t, 0)).toBe('leaf');
	});

	it('chance nodes: equal probabilities, explicit probabilities, players handed through', () => {
		const t = parseTree('[?[3, 12, 9], ?[0.25: [1, 2], 0.75: 4]]');
		expect(nodeKind(t, 1)).toBe('chance');
		expect(Array.from(childIds(t, 1), (c) => t.probability[c])).toEqual([1 / 3, 1 / 3, 1 / 3]);
		expect(Array.from(childIds(t, 2), (c) => t.probability[c])).toEqual([0.25, 0.75]);
		expect(t.explicitProbabilities[1]).toBe(0);
		expect(t.explicitProbabilities[2]).toBe(1);
		// MAX, chance, then MIN: the chance level is nobody's move.
		expect(nodeKind(t, 6)).toBe('min');
		expect(t.chanceCount).toBe(2);
	});

	it('buildTree builds the same tree as the parser', () => {
		const a = buildTree([
			[3, 12, 8],
			{
				chance: [
					{ p: 0.5, node: 1 },
					{ p: 0.5, node: [2, 3] }
				]
			}
		]);
		const b = parseTree('[[3, 12, 8], ?[0.5: 1, 0.5: [2, 3]]]');
		expect(a).toEqual(b);
	});
});

describe('refusals name the place', () => {
	const cases: [name: string, text: string, problem: Partial<TreeProblem>][] = [
		['empty text', '  \n ', { kind: 'empty-text' }],
		['a missing child', '[1,,2]', { kind: 'expected-node', found: ',', line: 1, column: 4 }],
		['the text ends', '[1, ', { kind: 'expected-node', found: '', line: 1, column: 5 }],
		['a word leaf', '[[3, x], 2]', { kind: 'non-numeric-leaf', word: 'x', line: 1, column: 6 }],
		[
			'a number glued to letters',
			'[\n  3abc]',
			{ kind: 'non-numeric-leaf', word: '3abc', line: 2, column: 3 }
		],
		['a missing comma', '[1 2]', { kind: 'expected-comma', found: '2', line: 1, column: 4 }],
		['an unclosed list', '[1, [2]', { kind: 'expected-comma', found: '', line: 1, column: 8 }],
		['text after the tree', '[1] 2', { kind: 'trailing-text', found: '2', line: 1, column: 5 }],
		['an empty list', '[1, []]', { kind: 'empty-list', line: 1, column: 5 }],
		['an empty chance list', '?[ ]', { kind: 'empty-list', line: 1, column: 1 }],
		['a huge leaf', '[40000]', { kind: 'value-range', value: '40000', max: 30000 }],
		[
			'probability outside a chance node',
			'[0.5: 1, 2]',
			{ kind: 'probability-outside-chance', column: 2 }
		],
		['probabilities on some children', '?[0.5: 1, 2]', { kind: 'probability-mixed', column: 11 }],
		[
			'probabilities not summing to 1',
			'[1, ?[0.5: 1, 0.4: 2]]',
			{ kind: 'probability-sum', column: 5 }
		],
		['a probability above 1', '?[1.5: 1, 0: 2]', { kind: 'probability-range', value: '1.5' }]
	];
	it.each(cases)('%s', (_name, text, expected) => {
		expect(problemOf(text)).toMatchObject(expected);
	});

	it('deeper than 12 levels: refused at the 13th level, 12 accepted', () => {
		const deep = (n: number) => '['.repeat(n) + '1' + ']'.repeat(n);
		expect(parseTree(deep(TREE_LIMITS.maxDepth)).height).toBe(12);
		expect(problemOf(deep(13))).toMatchObject({ kind: 'too-deep', max: 12, column: 14 });
		// A runaway text is refused as early, without deep recursion.
		expect(problemOf(deep(50_000))).toMatchObject({ kind: 'too-deep' });
	});

	it('more than 100,000 nodes: 100,000 accepted, 100,001 refused', () => {
		// Node k's children are 16k + 1 .. 16k + 16 below n: n nodes, 16 children at most, 5 levels.
		const text = (n: number, k = 0): string => {
			const kids: string[] = [];
			for (let c = 16 * k + 1; c <= 16 * k + 16 && c < n; c++) kids.push(text(n, c));
			return kids.length ? `[${kids.join(',')}]` : '1';
		};
		expect(parseTree(text(TREE_LIMITS.maxNodes)).count).toBe(100_000);
		expect(problemOf(text(100_001))).toMatchObject({ kind: 'too-many-nodes', max: 100_000 });
	});

	it('more than 16 children: refused at the node', () => {
		expect(problemOf(`[1, [${Array(17).fill(0).join(',')}]]`)).toMatchObject({
			kind: 'too-many-children',
			max: 16,
			column: 5
		});
	});

	it('every message exists in English and French, with the place', () => {
		const p = problemOf('[[3, x], 2]');
		expect(treeProblemText('en', p)).toBe(
			'Line 1, column 6: a leaf is a number, and "x" is not one.'
		);
		expect(treeProblemText('fr', p)).toBe(
			'Ligne 1, colonne 6\u202f: une feuille est un nombre, et «\u202fx\u202f» n’en est pas un.'
		);
		expect(treeProblemText('en', problemOf('[1,,2]'))).toBe(
			'Line 1, column 4: expected a number or \'[\', found ",".'
		);
		expect(treeProblemText('en', problemOf('?[0.5: 1, 0.4: 2]'))).toBe(
			'Line 1, column 1: the probabilities of this chance node sum to 0.9, not 1.'
		);
		expect(treeProblemText('fr', problemOf('?[0.5: 1, 0.4: 2]'))).toContain(
			'ont pour somme 0,9, et non 1.'
		);
	});
});

describe('every problem has its own message in each language', () => {
	const at = { line: 2, column: 7 };
	const samples: TreeProblem[] = [
		{ kind: 'empty-text', ...at },
		{ kind: 'expected-node', found: ')', ...at },
		{ kind: 'non-numeric-leaf', word: 'abc', ...at },
		{ kind: 'expected-comma', found: '3', ...at },
		{ kind: 'trailing-text', found: ']', ...at },
		{ kind: 'empty-list', ...at },
		{ kind: 'value-range', value: '40000', max: 30000, ...at },
		{ kind: 'too-deep', max: 12, ...at },
		{ kind: 'too-many-nodes', max: 100000, ...at },
		{ kind: 'too-many-children', max: 16, ...at },
		{ kind: 'probability-range', value: '1.5', ...at },
		{ kind: 'probability-sum', sum: 0.9, ...at },
		{ kind: 'probability-mixed', ...at },
		{ kind: 'probability-outside-chance', ...at },
		{ kind: 'chance-node', algorithm: 'negamax', node: 'B' },
		{ kind: 'edit-root' },
		{ kind: 'not-a-leaf', node: 'C' },
		{ kind: 'no-such-node', id: 99 },
		{ kind: 'random-settings', field: 'depth', max: 12 }
	];
	it.each(['en', 'fr'] as const)('%s', (lang) => {
		const texts = samples.map((p) => treeProblemText(lang, p));
		expect(new Set(texts).size).toBe(samples.length);
		for (const [k, text] of texts.entries()) {
			if ('line' in samples[k] && samples[k].kind !== 'empty-text') {
				expect(text).toMatch(lang === 'en' ? /^Line 2, column 7: / : /^Ligne 2, colonne 7\u202f: /);
			}
			expect(text).toMatch(/^\p{Lu}/u);
			expect(text).toMatch(/\.$/);
		}
		expect(texts[8]).toContain(lang === 'en' ? '100,000' : '100\u202f000');
	});
});
