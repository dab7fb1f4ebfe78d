/**
 * The pseudo-code of each tree algorithm, line for line what search.ts does, in the shape of the
 * stepper's pseudo-code (number, indent, code, comment, anchor) so that the page's pseudo-code panel
 * shows it; `treePseudoLine` says which line a step highlights. Words come from the language's
 * catalogue (src/lib/i18n/en/trees.ts).
 */
import type { Step } from '../stepper/step-types';
import type { TreeAlgorithm, TreeSearch } from './search';

/** Lines a step can highlight. */
export type TreePseudoAnchor =
	| 'function'
	| 'leaf'
	| 'maxUpdate'
	| 'maxCutoff'
	| 'maxReturn'
	| 'minUpdate'
	| 'minCutoff'
	| 'minReturn'
	| 'chanceUpdate'
	| 'chanceReturn'
	| 'rootCall'
	| 'choose';

/** One line (same fields as the stepper's PseudoLine). */
export interface TreePseudoLine {
	readonly number: number;
	readonly indent: number;
	readonly code: string;
	readonly comment: string | null;
	readonly anchor: TreePseudoAnchor | null;
}

/** One algorithm's pseudo-code in one language. */
export interface TreePseudoCode {
	readonly algorithm: TreeAlgorithm;
	readonly lines: readonly TreePseudoLine[];
	/** 1-based line of each anchor (anchors an algorithm lacks map to the nearest line that has it). */
	readonly anchors: Readonly<Record<TreePseudoAnchor, number>>;
}

/** The pseudo-code of `algorithm` in `lang` (built once, shared: do not mutate). */
export function treePseudoCode(algorithm: TreeAlgorithm, lang: 'en' | 'fr' = 'en'): TreePseudoCode {
	void algorithm;
	void lang;
	throw new Error('not yet');
}

/** The 1-based line `step` highlights in treePseudoCode(search.algorithm). */
export function treePseudoLine(search: TreeSearch, step: Step): number {
	void search;
	void step;
	throw new Error('not yet');
}
