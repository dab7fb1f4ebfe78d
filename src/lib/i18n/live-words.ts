/**
 * Every live class string in every language: the join strip, the join page, the student's bar and
 * the questions, with the teacher's button (the catalogue's `live` holds only the button and the
 * refusals, which the first screen shows). The live class's components import this module, so
 * the words load with them, both languages at once, and switching language makes no request.
 */
import type { Language } from './languages';
import type { LiveWords } from './live-messages';
import { liveEn } from './en/live';
import { liveFr } from './fr/live';

/** Every live class string by language. */
export const LIVE_WORDS: Readonly<Record<Language, LiveWords>> = { en: liveEn, fr: liveFr };
