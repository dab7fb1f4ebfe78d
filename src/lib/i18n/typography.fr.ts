/**
 * French typography for the French section files (PRODUCT.md, "In French"): a narrow no-break
 * space (U+202F) before : ; ! ? and inside « », and numbers written 549 946 (U+202F) and 1,8.
 * Sentences are written with ordinary spaces (`'case 4 : 7'`) and passed through `typo`.
 */
import { numbersFor } from './format';

/** The narrow no-break space. */
export const NNBSP = '\u202f';

/** French number writers: 549 946, 30,1. */
export const numbersFr = numbersFor({ group: NNBSP, decimal: ',' });

/** Puts the narrow no-break spaces of French typography into `text`. */
export function typo(text: string): string {
	return text.replace(/ ([:;!?»])/g, `${NNBSP}$1`).replace(/« /g, `«${NNBSP}`);
}

/** "3", "3 et 4", "3, 4 et 5". */
export function listFr(items: readonly string[]): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** Every function of a table of sentence writers, with `typo` applied to what it returns. */
export function withTypography<T extends object>(table: T): T {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(table)) {
		out[key] =
			typeof value === 'function'
				? (...args: unknown[]) => {
						const text = (value as (...a: unknown[]) => unknown)(...args);
						return typeof text === 'string' ? typo(text) : text;
					}
				: typeof value === 'string'
					? typo(value)
					: value !== null && typeof value === 'object' && !Array.isArray(value)
						? withTypography(value)
						: value;
	}
	return out as T;
}
