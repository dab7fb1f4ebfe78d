/**
 * cutoffs.ts: the steps at which a cutoff prunes children, pinned on XOX/.O./X.. with alpha-beta
 * (the five cutoffs of step.test.ts, the first of which prunes nothing), compared with a scan of
 * every decoded step on bigger searches, and what the narration says at each target.
 */
import { describe, expect, it } from 'vitest';
import { en, explanationText, fr } from '$lib/i18n';
import {
	explainStep,
	nextCutoffTarget,
	previousCutoffTarget,
	pruningCutoffSteps,
	stepAt,
	type StepIndex
} from '$lib/stepper';
import { expectStepRangeChecked, stepIndexOf, XOX } from '../fixtures/steps';

const xox = stepIndexOf(XOX, { alphaBeta: true });

/** Every step whose decoded kind is `cutoff` with at least one pruned move: the slow way. */
function scanned(index: StepIndex): number[] {
	const out: number[] = [];
	for (let k = 0; k < index.total; k++) {
		const step = stepAt(index, k);
		if (step.kind === 'cutoff' && step.pruned.length > 0) out.push(k);
	}
	return out;
}

/** The targets met by pressing "Next cutoff" from step 0 until there is none. */
function walkForward(index: StepIndex): number[] {
	const out: number[] = [];
	for (let k = nextCutoffTarget(index, 0); k !== null; k = nextCutoffTarget(index, k)) out.push(k);
	return out;
}

describe('pinned on XOX/.O./X.. with alpha-beta (56 steps)', () => {
	it('lists the four cutoffs that prune moves, leaving out step 12 (nothing left to prune)', () => {
		expect([...pruningCutoffSteps(xox)]).toEqual([22, 30, 40, 52]);
	});

	it('jumps forward and back between them, null past either end', () => {
		expect([0, 12, 21, 22, 23, 52, 55].map((k) => nextCutoffTarget(xox, k))).toEqual([
			22,
			22,
			22,
			30,
			30,
			null,
			null
		]);
		expect([0, 22, 23, 30, 41, 55].map((k) => previousCutoffTarget(xox, k))).toEqual([
			null,
			null,
			22,
			22,
			40,
			52
		]);
	});

	it('lands on steps whose narration names the cutoff and the pruned moves', () => {
		const text = (k: number, steps = en.steps) =>
			explanationText(steps, explainStep(xox, stepAt(xox, k)));
		expect(text(22)).toContain('a beta cutoff: move 9 is pruned.');
		expect(text(40)).toContain('an alpha cutoff: moves 8 and 9 are pruned.');
		expect(text(40, fr.steps)).toContain('coupure alpha');
	});

	it('checks the step number', () => {
		expectStepRangeChecked(nextCutoffTarget);
		expectStepRangeChecked(previousCutoffTarget);
	});
});

describe('against a scan of every step', () => {
	it.each([
		['.........', { alphaBeta: true, depthPenalty: false }, 18297],
		['.........', { alphaBeta: true, depthPenalty: false, order: 'center-first' as const }, 7275],
		['X........', { alphaBeta: true }, null]
	])('case %#: %s %j', (position, options, nodes) => {
		const index = stepIndexOf(position, options);
		if (nodes !== null) expect(index.record.count).toBe(nodes);
		const all = scanned(index);
		expect(all.length).toBeGreaterThan(100);
		expect([...pruningCutoffSteps(index)]).toEqual(all);
		expect(walkForward(index)).toEqual(all);
		// Back from the end visits the same steps in reverse.
		const back: number[] = [];
		for (
			let k = previousCutoffTarget(index, index.total - 1);
			k !== null;
			k = previousCutoffTarget(index, k)
		)
			back.push(k);
		expect(back.reverse()).toEqual(all);
	});

	it('has no target without alpha-beta', () => {
		const plain = stepIndexOf(XOX, { alphaBeta: false });
		expect(pruningCutoffSteps(plain)).toHaveLength(0);
		expect(nextCutoffTarget(plain, 0)).toBeNull();
		expect(previousCutoffTarget(plain, plain.total - 1)).toBeNull();
	});
});
