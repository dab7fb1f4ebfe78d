/** The languages the product speaks (BCP 47 codes, as in `<html lang>`), the default first. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** True when `code` names a language of LANGUAGES. */
export function isLanguage(code: string): code is Language {
	return (LANGUAGES as readonly string[]).includes(code);
}
