/**
 * Kind `next-node` on `XOX/.O./X..`: the full tree is shown; with alpha-beta the search skips the
 * children its cutoffs prune, and clicking one is explained by the test that fired.
 */
import { describe, expect, it } from 'vitest';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { checkAnswer, hintFor, solutionFor, type NextNodeExercise } from '$lib/practice/index';
import { XOX, exerciseWith, node, xoxRecord } from '../helpers';

const ab = xoxRecord(true, true);
const full = xoxRecord(false, true);
const abIndex = buildStepIndex(ab, { alphaBeta: true, depthPenalty: true });
const base = exerciseWith('next-node', XOX, { alphaBeta: true, depthPenalty: true });

/** The `update` step at node `path` right after its child `path + cell` returned. */
function updateAfter(path: string, cell: number): number {
	const c = node(ab, path + cell);
	return abIndex.stepStart[c] + abIndex.stepCount[c];
}

describe('alpha-beta: after 3, 7, 5 returns 7 to the max node at 3, 7', () => {
	const k = updateAfter('37', 5);
	const ex: NextNodeExercise = { ...base, step: k, current: node(full, '37') };

	it('the step is that update, and the next node is 3, 8 (3, 7, 8 is pruned)', () => {
		const step = stepAt(abIndex, k);
		expect([step.kind, step.node, step.childMove, step.alpha, step.beta]).toEqual([
			'update',
			node(ab, '37'),
			5,
			7,
			7
		]);
		const f = checkAnswer(ex, { kind: 'next-node', node: node(full, '38') });
		expect(f.verdict).toBe('correct');
		expect(f.explanation).toEqual([
			{
				code: 'next',
				node: node(full, '38'),
				parent: node(full, '3'),
				cell: 8,
				relation: 'back-up',
				returning: [node(full, '37')]
			},
			{
				code: 'skips',
				test: { node: node(full, '37'), maximizing: true, alpha: 7, beta: 7, fires: true },
				pruned: [node(full, '378')]
			}
		]);
		const enter = stepAt(abIndex, f.step as number);
		expect([enter.kind, enter.node]).toEqual(['enter', node(ab, '38')]);
	});

	it('the pruned child 3, 7, 8 is wrong: alpha 7 >= beta 7 fired at 3, 7', () => {
		const f = checkAnswer(ex, { kind: 'next-node', node: node(full, '378') });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([
			{
				code: 'pruned',
				node: node(full, '378'),
				prunedChild: node(full, '378'),
				test: { node: node(full, '37'), maximizing: true, alpha: 7, beta: 7, fires: true },
				step: abIndex.stepStart[node(ab, '37')] + abIndex.stepCount[node(ab, '37')] - 2
			}
		]);
		expect(stepAt(abIndex, (f.mistakes[0] as { step: number }).step).kind).toBe('cutoff');
	});

	it('a node inside the pruned branch names the pruned child', () => {
		const f = checkAnswer(ex, { kind: 'next-node', node: node(full, '3785') });
		expect(f.mistakes[0]).toMatchObject({ code: 'pruned', prunedChild: node(full, '378') });
	});

	it('a node already entered, a node entered later, and "none" are wrong', () => {
		expect(checkAnswer(ex, { kind: 'next-node', node: node(full, '375') }).mistakes).toEqual([
			{ code: 'already-entered', node: node(full, '375'), step: abIndex.stepStart[node(ab, '375')] }
		]);
		expect(checkAnswer(ex, { kind: 'next-node', node: node(full, '5') }).mistakes).toEqual([
			{ code: 'entered-later', node: node(full, '5'), step: abIndex.stepStart[node(ab, '5')] }
		]);
		expect(checkAnswer(ex, { kind: 'next-node', node: null }).mistakes).toEqual([
			{ code: 'search-goes-on' }
		]);
	});

	it('hint names the step kind', () => {
		expect(hintFor(ex)).toEqual({
			kind: 'next-node',
			code: 'call-order',
			stepKind: 'update',
			alphaBeta: true
		});
	});
});

describe('first child, next child, and the end of the search', () => {
	it('after entering the root, its first child (cell 3)', () => {
		const ex: NextNodeExercise = { ...base, step: 0, current: 0 };
		const f = checkAnswer(ex, { kind: 'next-node', node: node(full, '3') });
		expect(f.verdict).toBe('correct');
		expect(f.explanation[0]).toMatchObject({ relation: 'first-child', cell: 3, returning: [] });
	});

	it('after cell 3 returns to the root, the next child (cell 5)', () => {
		const ex: NextNodeExercise = { ...base, step: updateAfter('', 3), current: 0 };
		expect(solutionFor(ex).answer).toEqual({ kind: 'next-node', node: node(full, '5') });
		expect(checkAnswer(ex, solutionFor(ex).answer).explanation[0]).toMatchObject({
			relation: 'next-child'
		});
	});

	it('after the last child returns, no node follows', () => {
		const ex: NextNodeExercise = { ...base, step: updateAfter('', 8), current: 0 };
		expect(checkAnswer(ex, { kind: 'next-node', node: null })).toMatchObject({
			verdict: 'correct',
			explanation: [{ code: 'no-next' }],
			step: abIndex.total - 1
		});
		expect(checkAnswer(ex, { kind: 'next-node', node: 0 }).mistakes).toEqual([
			{ code: 'search-ends', node: 0 }
		]);
	});

	it('plain minimax visits 3, 7, 8 after 3, 7, 5', () => {
		const plainEx = exerciseWith('next-node', XOX, { alphaBeta: false, depthPenalty: true });
		const plainIndex = buildStepIndex(full, plainEx.options);
		const c = node(full, '375');
		const ex = {
			...plainEx,
			step: plainIndex.stepStart[c] + plainIndex.stepCount[c],
			current: node(full, '37')
		};
		expect(solutionFor(ex).answer).toEqual({ kind: 'next-node', node: node(full, '378') });
	});

	it('a node outside the tree throws bad-node', () => {
		expect(() =>
			checkAnswer({ ...base, step: 0, current: 0 }, { kind: 'next-node', node: 34 })
		).toThrow(expect.objectContaining({ code: 'bad-node' }));
	});
});
