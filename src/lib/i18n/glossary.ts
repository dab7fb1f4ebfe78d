/**
 * The glossary: the field's terms (docs/conventions.md "Vocabulary" and docs/french.md), one key per term. Each
 * catalogue gives the term in its language (`glossary` in `Messages`), so the English and French
 * terms of a key translate each other: `en.glossary.prunedBranch` is "pruned branch",
 * `fr.glossary.prunedBranch` "branche élaguée". The French strings use these terms and no synonym
 * (tests/unit/i18n/glossary.test.ts checks the forbidden variants).
 */

/** The terms, in the order a lesson meets them. */
export const GLOSSARY_KEYS = [
	'ticTacToe',
	'cell',
	'move',
	'ply',
	'position',
	'sideToMove',
	'searchTree',
	'node',
	'root',
	'leaf',
	'depth',
	'minimaxValue',
	'maximizer',
	'minimizer',
	'alpha',
	'beta',
	'window',
	'alphaCutoff',
	'betaCutoff',
	'alphaBetaPruning',
	'prunedBranch',
	'bound',
	'exactBound',
	'lowerBound',
	'upperBound',
	'principalVariation',
	'moveOrdering',
	'centerFirst',
	'depthPenalty',
	'transposition',
	'draw',
	'resignation',
	'offerDraw',
	'nodeCount'
] as const;

/** One term of the glossary. */
export type GlossaryKey = (typeof GLOSSARY_KEYS)[number];

/** Every term of the glossary in one language (lower case, as inside a sentence). */
export type Glossary = { readonly [K in GlossaryKey]: string };
