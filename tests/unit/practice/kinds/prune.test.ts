/**
 * Kind `prune` on `XOX/.O./X..` with alpha-beta: the prune set, computed from the alpha-beta record
 * and pinned, with and without the depth penalty; missing and extra marks explained by the test.
 */
import { describe, expect, it } from 'vitest';
import { cellsOfMask, prunedMask } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { checkAnswer, hintFor, solutionFor, pathOf } from '$lib/practice/index';
import { XOX, exerciseWith, node, xoxRecord } from '../helpers';

const full = xoxRecord(false, true);
/** Pruned children read straight from an alpha-beta record, as paths of cells. */
function prunedPaths(depthPenalty: boolean): string[] {
	const ab = xoxRecord(true, depthPenalty);
	const out: string[] = [];
	for (let i = 0; i < ab.count; i++) {
		for (const c of cellsOfMask(prunedMask(ab, i))) out.push(pathOf(ab, i).join('') + c);
	}
	return out.sort();
}
const PINNED = ['378', '387', '57', '58', '85', '87'];

describe.each([true, false])('depth penalty %s', (depthPenalty) => {
	const ex = exerciseWith('prune', XOX, { depthPenalty });

	it('the prune set read from the record is the pinned one, and is correct', () => {
		expect(prunedPaths(depthPenalty)).toEqual(PINNED);
		const nodes = PINNED.map((p) => node(full, p));
		expect(nodes).toEqual([8, 12, 15, 19, 25, 29]);
		expect(solutionFor(ex).answer).toEqual({ kind: 'prune', nodes });
		const f = checkAnswer(ex, { kind: 'prune', nodes: [...nodes].reverse() });
		expect(f.verdict).toBe('correct');
		expect(f.marks).toEqual({ right: nodes, missing: [], extra: [] });
		expect(f.explanation).toHaveLength(4);
	});

	it('the shown tree is the full one (34 nodes) with leaf scores', () => {
		expect(ex.shown).toEqual({ ...ex.options, alphaBeta: false });
		expect(ex.display?.values).toHaveLength(17);
	});
});

describe('mistakes (depth penalty on)', () => {
	const ex = exerciseWith('prune', XOX, { depthPenalty: true });
	const index = buildStepIndex(xoxRecord(true, true), ex.options);
	const all = PINNED.map((p) => node(full, p));

	it('a missing prune at the min node 8: X on 3 scores -8, beta -8 <= alpha 9 fires', () => {
		const f = checkAnswer(ex, { kind: 'prune', nodes: all.filter((n) => n !== node(full, '87')) });
		expect(f.verdict).toBe('wrong');
		expect(f.marks.missing).toEqual([node(full, '87')]);
		expect(f.mistakes).toEqual([
			{
				code: 'missed-prune',
				node: node(full, '87'),
				parent: node(full, '8'),
				cell: 7,
				test: { node: node(full, '8'), maximizing: false, alpha: 9, beta: -8, fires: true },
				after: { node: node(full, '83'), cell: 3, value: -8, bound: 'exact' },
				step: f.step
			}
		]);
		expect(stepAt(index, f.step as number).kind).toBe('cutoff');
	});

	it('an extra mark on cell 7: alpha 7 < beta +inf at the root, the test does not fire', () => {
		const f = checkAnswer(ex, { kind: 'prune', nodes: [...all, node(full, '7')] });
		expect(f.mistakes).toEqual([
			{
				code: 'not-pruned',
				node: node(full, '7'),
				parent: 0,
				cell: 7,
				test: { node: 0, maximizing: true, alpha: 7, beta: Infinity, fires: false },
				step: f.step
			}
		]);
		expect(stepAt(index, f.step as number).kind).toBe('enter');
	});

	it('an extra mark inside a pruned branch, and on the root', () => {
		const f = checkAnswer(ex, { kind: 'prune', nodes: [...all, node(full, '853'), 0] });
		expect(f.mistakes).toEqual([
			{ code: 'root', node: 0 },
			{
				code: 'inside-pruned',
				node: node(full, '853'),
				prunedAncestor: node(full, '85'),
				step: expect.any(Number)
			}
		]);
		expect(f.marks.extra).toEqual([0, node(full, '853')]);
	});

	it('marking nothing misses all six', () => {
		const f = checkAnswer(ex, { kind: 'prune', nodes: [] });
		expect(f.mistakes.map((m) => m.code)).toEqual(Array(6).fill('missed-prune'));
		expect(hintFor(ex)).toEqual({ kind: 'prune', code: 'prune-count', cutoffs: 4, pruned: 6 });
	});
});
