/**
 * practice.ts: the four exercises on trees checked exactly against the recorded search, with
 * feedback naming the node and the numbers (English and French), typed values, and seeded sets.
 */
import { describe, expect, it } from 'vitest';
import { render } from '$lib/i18n';
import { TREE_MESSAGES } from '$lib/i18n/trees';
import {
	checkMoveOrder,
	checkNodeValues,
	checkPrunedLeaves,
	checkWindows,
	nodeByHandle,
	parseTree,
	practiceSet,
	readTypedValue,
	searchTree,
	treeToText,
	TREE_QUESTION_KINDS,
	type TreeFeedback
} from '$lib/trees';

const FIG = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
const D3 = parseTree('[[[3,5],[6,9]],[[1,2],[0,-1]]]');
const id = (h: string) => nodeByHandle(FIG, h);
const say = (lang: 'en' | 'fr', f: TreeFeedback) =>
	f.mistakes.map((m) => render(TREE_MESSAGES[lang].mistakes, m));

describe('which leaves are pruned?', () => {
	it('4 and 6 under C: right, 9 of 9', () => {
		expect(checkPrunedLeaves(FIG, [id('C2'), id('C3')])).toEqual({
			correct: true,
			right: 9,
			total: 9,
			mistakes: []
		});
	});

	it('a missed pruned leaf and a wrongly marked one are named with the cutoff`s numbers', () => {
		const f = checkPrunedLeaves(FIG, [id('C2'), id('D3')]);
		expect(f.correct).toBe(false);
		expect(f.right).toBe(7);
		expect(say('en', f)).toEqual([
			'The leaf 6 under C is pruned: beta 2 <= alpha 3 at C.',
			'The leaf 2 under D is evaluated: no cutoff prunes it.'
		]);
		expect(say('fr', f)[0]).toBe('La feuille 6 sous C est élaguée\u202f: bêta 2 <= alpha 3 en C.');
	});
});

describe('the value of every node', () => {
	it('minimax values A 3, B 3, C 2, D 2', () => {
		const answers = new Map([
			[0, '3'],
			[1, '3'],
			[2, '2'],
			[3, ' 2 ']
		]);
		expect(checkNodeValues(FIG, answers)).toMatchObject({ correct: true, right: 4, total: 4 });
	});

	it('a wrong and a missing value', () => {
		const f = checkNodeValues(
			FIG,
			new Map([
				[0, '3'],
				[1, '3'],
				[2, '4']
			])
		);
		expect(say('en', f)).toEqual([
			'C: you wrote 4; its value is 2.',
			'D: no value given; its value is 2.'
		]);
	});

	it('expectimax: 8/3 typed as 2.67, 2,67 or 8/3', () => {
		const t = parseTree('[?[3, 4, 1], 2]');
		for (const typed of ['2.67', '2,67', '8/3']) {
			const f = checkNodeValues(
				t,
				new Map([
					[0, typed],
					[1, typed]
				]),
				'expectimax'
			);
			expect(f.correct).toBe(true);
		}
		expect(
			checkNodeValues(
				t,
				new Map([
					[0, '2.6'],
					[1, '2.67']
				]),
				'expectimax'
			).right
		).toBe(1);
	});
});

describe('alpha and beta at every node when it returns', () => {
	const full = new Map([
		[0, { alpha: '3', beta: '+inf', value: '3' }],
		[1, { alpha: '-∞', beta: '3', value: '3' }],
		[2, { alpha: '3', beta: '2', value: '<= 2' }],
		[3, { alpha: '3', beta: '2', value: '≤ 2' }]
	]);

	it('Figure 5.2: right, with C and D only upper bounds', () => {
		expect(checkWindows(FIG, full)).toMatchObject({ correct: true, right: 12, total: 12 });
	});

	it('a bound typed as exact, and a wrong beta', () => {
		const answers = new Map(full);
		answers.set(2, { alpha: '3', beta: '6', value: '2' });
		const f = checkWindows(FIG, answers);
		expect(say('en', f)).toEqual([
			'C: when it returns, beta is 2, not 6.',
			'C: 2 is only an upper bound: write <= 2.'
		]);
	});

	it('a node never examined must stay empty (G in the depth-3 tree)', () => {
		const ab = searchTree(D3, { algorithm: 'alpha-beta' });
		expect(ab.recordNodeOf[6]).toBe(-1);
		const f = checkWindows(D3, new Map([[6, { alpha: '', beta: '', value: '0' }]]));
		expect(say('en', f)).toContain('G is never examined (pruned): leave it empty.');
		// E returns >= 6 after its cutoff: alpha 6, beta 5.
		const e = checkWindows(D3, new Map([[4, { alpha: '6', beta: '5', value: '>= 6' }]]));
		expect(e.mistakes.filter((m) => 'node' in m && m.node === 'E')).toEqual([]);
	});
});

describe('the best move order', () => {
	it('as written, D searches 14 first: 11 nodes where 9 suffice', () => {
		const f = checkMoveOrder(FIG, new Map());
		expect(say('en', f)).toEqual([
			'Your order examines 11 nodes; the best order examines 9.',
			'At D (MIN) you search 14 (14) first; 2 (2) is better for MIN.'
		]);
	});

	it('2 first under D: 9 nodes, right', () => {
		const f = checkMoveOrder(FIG, new Map([[3, [id('D3'), id('D1'), id('D2')]]]));
		expect(f).toMatchObject({ correct: true, right: 1, total: 1 });
	});
});

describe('typed values', () => {
	it.each([
		['3', 3, 'exact'],
		['-1', -1, 'exact'],
		['\u22122', -2, 'exact'],
		['2,5', 2.5, 'exact'],
		['8/3', 8 / 3, 'exact'],
		['>= 6', 6, 'lower'],
		['≤2', 2, 'upper'],
		['-inf', -Infinity, 'exact'],
		['+∞', Infinity, 'exact']
	] as const)('%s', (text, value, bound) => {
		expect(readTypedValue(text)).toEqual({ value, bound });
	});
	it.each(['', 'abc', '3/0', '1,2,3', '>='])('refuses %j', (text) => {
		expect(readTypedValue(text)).toBeNull();
	});
});

describe('seeded sets', () => {
	it.each(TREE_QUESTION_KINDS)(
		'%s: the same seed gives the same set; each question has something to find',
		(kind) => {
			const a = practiceSet(kind, 1234, 5);
			const b = practiceSet(kind, 1234, 5);
			expect(a.map((q) => treeToText(q.tree))).toEqual(b.map((q) => treeToText(q.tree)));
			expect(new Set(a.map((q) => treeToText(q.tree))).size).toBeGreaterThan(1);
			for (const q of a) {
				const ab = searchTree(q.tree, { algorithm: 'alpha-beta' });
				if (kind !== 'node-values') expect(ab.prunedLeaves.length).toBeGreaterThan(0);
				if (kind === 'move-order') {
					expect(
						searchTree(q.tree, { algorithm: 'alpha-beta', order: 'best-first' }).nodeCount
					).toBeLessThan(ab.nodeCount);
				}
			}
		}
	);
});
