/** The Monte Carlo tree search strings in every language (mcts-messages.ts). */
import { mctsEn } from './en/mcts';
import { mctsFr } from './fr/mcts';
import type { Language } from './languages';
import type { MctsCliMessages } from './mcts-messages';

export type * from './mcts-messages';

/** Each language's MCTS strings. */
export const MCTS_MESSAGES: Readonly<Record<Language, MctsCliMessages>> = {
	en: mctsEn,
	fr: mctsFr
};
