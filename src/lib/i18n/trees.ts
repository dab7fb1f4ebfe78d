/**
 * The trees' strings in every language (trees-messages.ts), and the one way to write a tree problem.
 */
import type { TreeProblem } from '$lib/trees';
import { treesEn } from './en/trees';
import { treesFr } from './fr/trees';
import type { Language } from './languages';
import { render } from './render';
import type { TreeMessages } from './trees-messages';

export type * from './trees-messages';

/** Each language's tree strings. */
export const TREE_MESSAGES: Readonly<Record<Language, TreeMessages>> = { en: treesEn, fr: treesFr };

/** A tree problem (TreeError.problem) in `lang`. */
export function treeProblemText(lang: Language, problem: TreeProblem): string {
	return render(TREE_MESSAGES[lang].problems, problem);
}
