/**
 * Number formatting, the one place where digits are grouped and decimals written. A language gives
 * its separators (`NumberFormat`); `numbersFor` turns them into the functions its strings use. By
 * hand rather than `Intl.NumberFormat`: the first `toLocaleString` call costs tens of milliseconds
 * (ICU start-up) on the main thread, and the output must not depend on the browser's locale.
 */
import { other, type Bound } from '$lib/engine';

/** How a language writes numbers: `{ group: ',', decimal: '.' }` in English. */
export interface NumberFormat {
	/** Between groups of three digits: ',' in English (French: a narrow no-break space). */
	readonly group: string;
	/** Before the fraction: '.' in English (French: ','). */
	readonly decimal: string;
}

/** Number writers bound to one `NumberFormat`. */
export interface Numbers {
	/** 549946 -> "549,946". Negative numbers keep their '-'. */
	integer(n: number): string;
	/** (1.84, 1) -> "1.8": `digits` decimals, rounded as `toFixed` does. */
	decimal(n: number, digits: number): string;
	/** A score or a window end: "7", "-8", and "-∞" / "+∞" for -Infinity / Infinity. */
	score(v: number): string;
	/**
	 * A value exactly: the shortest decimal that reads back to the same number (shortestDecimal),
	 * written with the language's separators: 0.001, 2.6666666666666665, 12,345.5; in French
	 * 0,001 and 12 345,5. "-∞" / "+∞" for -Infinity / Infinity.
	 */
	exact(v: number): string;
	/** Short counts for badges: 999 -> "999", 63904 -> "63.9K", 1_234_567 -> "1.2M". */
	compact(n: number): string;
	/**
	 * A duration in milliseconds with `digits` decimals (default 1) and its unit: "1.8 ms" in
	 * English, "1,8 ms" in French (a no-break space before the unit).
	 */
	milliseconds(ms: number, digits?: number): string;
	/** A whole number of seconds and its unit: "30 s" (a time per move). */
	seconds(s: number): string;
}

/**
 * `v` written with the fewest digits that read back to `v` (the digits of `String(v)`, ECMAScript's
 * shortest round trip), always in positional notation: 1e-7 -> "0.0000001", 1e21 ->
 * "1000000000000000000000"; -0 -> "0". '.' before the fraction, no grouping. For finite numbers.
 */
export function shortestDecimal(v: number): string {
	const text = String(v + 0);
	const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
	if (!m) return text;
	const [, sign, whole, fraction = '', exponent] = m;
	const digits = whole + fraction;
	const point = whole.length + Number(exponent);
	if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
	if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
	return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function group(digits: string, separator: string): string {
	return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * The number writers for a language's separators.
 * @param unitSpace between a number and its unit: ' ' in English, a no-break space (U+00A0) in
 *   French so that "1,8 ms" never breaks across lines.
 */
export function numbersFor(format: NumberFormat, unitSpace = ' '): Numbers {
	const decimal = (n: number, digits: number): string => {
		const [whole, fraction] = n.toFixed(digits).split('.');
		const sign = whole.startsWith('-') ? '-' : '';
		const grouped = sign + group(whole.replace('-', ''), format.group);
		return fraction === undefined ? grouped : `${grouped}${format.decimal}${fraction}`;
	};
	return {
		integer: (n) => decimal(n, 0),
		decimal,
		score: (v) => (v === Infinity ? '+∞' : v === -Infinity ? '-∞' : String(v)),
		exact(v) {
			if (v === Infinity) return '+∞';
			if (v === -Infinity) return '-∞';
			const [whole, fraction] = shortestDecimal(v).split('.');
			const sign = whole.startsWith('-') ? '-' : '';
			const grouped = sign + group(whole.replace('-', ''), format.group);
			return fraction === undefined ? grouped : `${grouped}${format.decimal}${fraction}`;
		},
		compact(n) {
			if (n < 1000) return String(n);
			const [value, unit] = n < 1_000_000 ? [n / 1000, 'K'] : [n / 1_000_000, 'M'];
			const rounded = Math.round(value * 10) / 10;
			return (Number.isInteger(rounded) ? String(rounded) : decimal(rounded, 1)) + unit;
		},
		milliseconds: (ms, digits = 1) => `${decimal(ms, digits)}${unitSpace}ms`,
		seconds: (s) => `${decimal(s, 0)}${unitSpace}s`
	};
}

/** What `clip` keeps of a long text. */
export interface Clipped {
	/** The text itself, or its first `max` characters followed by '…'. */
	readonly text: string;
	/** True when characters were left out. */
	readonly clipped: boolean;
	/** The length of the whole text, in UTF-16 code units. */
	readonly length: number;
}

/** Longest piece of user input echoed in a message (fault: a 5,000-character alert). */
export const ECHO_MAX = 40;

/** Characters a quote would not show, or that would reorder the message around it. */
const UNSHOWN = /[\p{Cc}\p{Cf}\p{Cn}\p{Cs}\u2028\u2029]/gu;

/**
 * Shortens user input before a message quotes it: the first `max` characters and '…'; a control,
 * format (zero-width, bidirectional) or unassigned character is written as its code in brackets
 * ("A[U+2060]B"), so that the quote shows it and cannot reorder the message.
 */
export function clip(text: string, max = ECHO_MAX): Clipped {
	const show = (t: string) => t.replace(UNSHOWN, (ch) => `[${characterCode(ch) ?? ''}]`);
	if (text.length <= max) return { text: show(text), clipped: false, length: text.length };
	// Not half of a surrogate pair: cut before it.
	const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? '') ? max - 1 : max;
	return { text: `${show(text.slice(0, end))}…`, clipped: true, length: text.length };
}

/**
 * The code of an invisible character, `U+0007`, `U+200B`: a control, format, unassigned or
 * separator character other than the space, which quoting would not show. Null for a visible one.
 */
export function characterCode(ch: string): string | null {
	if (ch === ' ' || !/^[\p{C}\p{Z}]/u.test(ch)) return null;
	const code = ch.codePointAt(0) as number;
	return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * "a", "a and b", "a, b and c": `items` joined by commas, the last two by `and` (the language's
 * word for it).
 */
export function joinList(items: readonly string[], and: string): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * A value with its bound ("7", "<= -8", ">= 0") and a window ("[-∞, 7]"), with the language's
 * `score` numbers and the `separator` between the window's ends.
 */
export function scoreWords(
	score: (v: number) => string,
	separator = ', '
): {
	valueWithBound(v: number, bound: Bound): string;
	windowText(alpha: number, beta: number): string;
} {
	return {
		valueWithBound: (v, bound) =>
			bound === 'upper' ? `<= ${score(v)}` : bound === 'lower' ? `>= ${score(v)}` : score(v),
		windowText: (alpha, beta) => `[${score(alpha)}${separator}${score(beta)}]`
	};
}

/**
 * `table` with each renderer's text given a capital first letter (a sentence that starts with a
 * parameter, such as a problem without a place, still starts with a capital).
 */
export function capitalized<T extends object>(table: T): T {
	return Object.fromEntries(
		Object.entries(table).map(([k, write]) => [
			k,
			(p: never) => {
				const text = (write as (p: never) => string)(p);
				return text.charAt(0).toUpperCase() + text.slice(1);
			}
		])
	) as T;
}

/** "X 5, O 7": the cells (0-8) of a line of play as people number them, sides alternating from `first`. */
export function playLine(cells: readonly number[], first: 'X' | 'O'): string {
	return cells.map((c, i) => `${i % 2 === 0 ? first : other(first)} ${c + 1}`).join(', ');
}

/**
 * A leaf's score with its sum under the depth penalty: "0" for a draw, "10 - 3 = 7" for a win and
 * "3 - 10 = -7" for a loss at depth 3 with the penalty, the plain score (`number`) without it.
 */
export function leafScoreSum(
	depth: number,
	score: number,
	depthPenalty: boolean,
	number: (n: number) => string
): string {
	if (score === 0) return '0';
	if (!depthPenalty) return number(score);
	return score > 0 ? `10 - ${depth} = ${score}` : `${depth} - 10 = ${score}`;
}
