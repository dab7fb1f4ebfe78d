/**
 * French typography for the catalogue's French strings (docs/french.md): a narrow no-break
 * space (U+202F) before « : » « ; » « ? » « ! » and inside « guillemets ». French source text is
 * written with ordinary spaces and passed through `typo`:
 * - as a template tag, `` typo`Case ${n} : ${mark}` `` fixes the literal parts only, so a value put
 *   in (a quoted link, a position) is never changed; each literal is fixed once;
 * - as a function, `typo('case 4 : 7')` fixes the whole text (`withTypography` applies it to every
 *   sentence of a table).
 * Numbers are written by fr/numbers.ts (549 946 with U+202F, 1,8 ms), re-exported here.
 */
export { NNBSP, numbersFr } from './numbers';
import { joinList } from '../format';
import { NNBSP } from './numbers';

const fixed = new WeakMap<TemplateStringsArray, readonly string[]>();

function fixSpaces(text: string): string {
	return text.replace(/ ([:;?!»])/g, `${NNBSP}$1`).replace(/« /g, `«${NNBSP}`);
}

/** Puts French typography's narrow no-break spaces into a whole text. */
export function typo(text: string): string;
/** Template tag: `` typo`Case ${n} : ${mark}` `` gives "Case 5 : X", values left as they are. */
export function typo(strings: TemplateStringsArray, ...values: readonly unknown[]): string;
export function typo(first: string | TemplateStringsArray, ...values: readonly unknown[]): string {
	if (typeof first === 'string') return fixSpaces(first);
	let parts = fixed.get(first);
	if (!parts) {
		parts = first.map(fixSpaces);
		fixed.set(first, parts);
	}
	let out = parts[0];
	for (let i = 0; i < values.length; i++) out += String(values[i]) + parts[i + 1];
	return out;
}

/** `text` between French quotation marks with narrow no-break spaces: « XOX/.O./X.. ». */
export function guillemets(text: string): string {
	return `«${NNBSP}${text}${NNBSP}»`;
}

/** "3", "3 et 4", "3, 4 et 5". */
export function listFr(items: readonly string[]): string {
	return joinList(items, 'et');
}

/** `write` with `typo` applied to the string it returns; the same declared arity (`length`). */
function keepArity(write: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
	const typed = (...args: unknown[]) => {
		const text = write(...args);
		return typeof text === 'string' ? typo(text) : text;
	};
	return Object.defineProperty(typed, 'length', { value: write.length });
}

/**
 * A table of sentence writers with `typo` applied to every string it holds and every string its
 * functions return (the whole text, values included), nested tables too.
 */
export function withTypography<T extends object>(table: T): T {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(table)) {
		out[key] =
			typeof value === 'function'
				? keepArity(value as (...a: unknown[]) => unknown)
				: typeof value === 'string'
					? typo(value)
					: value !== null && typeof value === 'object' && !Array.isArray(value)
						? withTypography(value)
						: value;
	}
	return out as T;
}
