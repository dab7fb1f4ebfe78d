/**
 * Resolves a slide's step spec (types.ts `StepSpec`) to an absolute step number of the search's
 * step sequence (stepper/steps.ts), through the stepper's public functions.
 */
import { hasCutoff, isSearchLeaf, prunedMask } from '../engine/index';
import { cutoffStep, enterStep, exitStep, type StepIndex } from '../stepper/index';
import { LessonError } from './errors';
import { nodeAtPath } from './node-spec';
import type { StepSpec } from './types';

/**
 * The earliest cutoff step of the search (the smallest step number, which is not always the
 * lowest node: a deeper node's cutoff comes before its ancestor's), or -1 when there is none.
 * @param prunes only cutoffs that prune at least one move.
 */
export function firstCutoffStep(index: StepIndex, prunes = false): number {
	const record = index.record;
	let first = -1;
	for (let i = 0; i < record.count; i++) {
		if (!hasCutoff(record, i) || (prunes && prunedMask(record, i) === 0)) continue;
		const k = cutoffStep(index, i);
		if (first < 0 || k < first) first = k;
	}
	return first;
}

/**
 * The step a spec names.
 * @throws LessonError 'no-such-node', 'not-a-leaf', 'no-cutoff', 'no-parent' or 'no-such-step'.
 */
export function resolveStep(index: StepIndex, spec: StepSpec): number {
	if (spec === 'start') return 0;
	if (spec === 'end') return index.total - 1;
	if (spec.kind === 'step') {
		if (!Number.isInteger(spec.step) || spec.step < 0 || spec.step >= index.total) {
			throw new LessonError(
				'no-such-step',
				`Step ${spec.step} does not exist: the search has steps 0 to ${index.total - 1}.`
			);
		}
		return spec.step;
	}
	if (spec.kind === 'first-cutoff') {
		const k = firstCutoffStep(index, spec.prunes ?? false);
		if (k < 0) throw new LessonError('no-cutoff', 'The search has no cutoff.');
		return k;
	}
	const node = nodeAtPath(index.record, spec.path);
	const where = `[${spec.path.join(', ')}]`;
	switch (spec.kind) {
		case 'enter':
			return enterStep(index, node);
		case 'evaluate':
			// A leaf's own step: a finished game's score, a table hit's lookup or a horizon leaf's
			// evaluation.
			if (!isSearchLeaf(index.record, node)) {
				throw new LessonError('not-a-leaf', `Node ${where} is not a leaf of the search.`);
			}
			return enterStep(index, node) + 1;
		case 'exit':
			return exitStep(index, node);
		case 'update':
			if (node === 0) throw new LessonError('no-parent', 'The root has no parent to update.');
			return exitStep(index, node) + 1;
		case 'cutoff': {
			const k = cutoffStep(index, node);
			if (k < 0) throw new LessonError('no-cutoff', `Node ${where} has no cutoff.`);
			return k;
		}
	}
}
