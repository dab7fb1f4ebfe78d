/**
 * The command line's catalogues (scripts/ only): each language's page catalogue (numbered cells)
 * with the command line's own text (`cli`: help, result lines, usage errors), which the page never
 * shows, so that the browser bundle never holds it. A new language adds its `cli` table here; the
 * record's type requires one for every language of LANGUAGES.
 */
import { cliEn } from './en/cli';
import { cliFr } from './fr/cli';
import type { CliMessages } from './cli-messages';
import { CATALOGUES } from './index';
import type { Language } from './languages';
import type { Messages } from './messages';

/** A language's page catalogue and its command-line text. */
export type CliCatalogue = Messages & { readonly cli: CliMessages };

/** Each language's CLI catalogue, by code. */
export const CLI_CATALOGUES: Readonly<Record<Language, CliCatalogue>> = {
	en: { ...CATALOGUES.en, cli: cliEn },
	fr: { ...CATALOGUES.fr, cli: cliFr }
};
