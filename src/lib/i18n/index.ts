/** The active language's strings. English only for now; French will plug in here. */
import { en, type Messages } from './en';

/** Strings of the current language. */
export const t: Messages = en;
export type { Messages };
