/**
 * French typography for the catalogue's French strings (PRODUCT.md "In French"): a narrow no-break
 * space (U+202F) before « : » « ; » « ? » « ! » and inside « guillemets ». French source text is
 * written with ordinary spaces and tagged `typo`: the tag fixes the spaces of the literal parts only,
 * so a value put in (a quoted link, a position) is never changed. Numbers are written by
 * numbers.fr.ts (549 946 with U+202F, 1,8 ms).
 */

/** The narrow no-break space (espace fine insécable). */
export const NNBSP = '\u202f';

const fixed = new WeakMap<TemplateStringsArray, readonly string[]>();

function fixSpaces(text: string): string {
	return text.replace(/ ([:;?!»])/g, `${NNBSP}$1`).replace(/« /g, `«${NNBSP}`);
}

/**
 * Template tag: `` typo`Case ${n} : ${mark}` `` gives "Case 5 : X" with U+202F before the colon.
 * Only ordinary spaces (U+0020) in the literal parts are replaced; each literal is fixed once.
 */
export function typo(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
	let parts = fixed.get(strings);
	if (!parts) {
		parts = strings.map(fixSpaces);
		fixed.set(strings, parts);
	}
	let out = parts[0];
	for (let i = 0; i < values.length; i++) out += String(values[i]) + parts[i + 1];
	return out;
}

/** `text` between French quotation marks with narrow no-break spaces: « XOX/.O./X.. ». */
export function guillemets(text: string): string {
	return `«${NNBSP}${text}${NNBSP}»`;
}
