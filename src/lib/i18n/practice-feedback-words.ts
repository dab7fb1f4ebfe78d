/**
 * The practice page's feedback sentences in every language: each mistake's and each
 * explanation's, by exercise kind and code (./practice-messages.ts types them; feedbackText in
 * ./practice-render.ts writes them out). They are kept apart from the catalogue (`Messages`), which
 * the first screen loads: the practice page's feedback panel imports this module, so they load
 * with it, both languages at once, and switching language there makes no request.
 */
import type { Language } from './languages';
import type { ExplanationRenderers, MistakeRenderers } from './practice-messages';
import { explanationsEn, mistakesEn } from './en/practice-feedback';
import { explanationsFr, mistakesFr } from './fr/practice-feedback';

/** One language's feedback sentences. */
export interface PracticeFeedbackWords {
	/** What is wrong with an answer, by kind and mistake code. */
	readonly mistakes: MistakeRenderers;
	/** Why the right answer is right, by kind and explanation code. */
	readonly explanations: ExplanationRenderers;
}

/** The feedback sentences by language. */
export const PRACTICE_FEEDBACK: Readonly<Record<Language, PracticeFeedbackWords>> = {
	en: { mistakes: mistakesEn, explanations: explanationsEn },
	fr: { mistakes: mistakesFr, explanations: explanationsFr }
};
