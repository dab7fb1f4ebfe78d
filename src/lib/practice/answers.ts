/**
 * Reading what a student types for `value` and `window`: a score with an optional bound
 * ("7", "-8", "<= -8", "≤ −8", ">= 0") and a window end ("-inf", "−∞", "+infinity", "3"). The
 * Unicode minus and the signs ≤ ≥ ∞ are accepted, as are "infini" (French) and spaces anywhere.
 * Returns typed errors, never throws.
 */
import type { Bound } from '../engine/index';
import { PracticeError } from './errors';

/** A parse result: the value, or the typed error. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: PracticeError };

function normalize(text: string): string {
	return text
		.replace(/\s+/g, '')
		.replace(/[\u2212\u2013]/g, '-')
		.replace(/≤/g, '<=')
		.replace(/≥/g, '>=');
}

/** The largest score a student may type, in absolute value (scores of the 3x3 trees are within 10). */
export const MAX_TYPED_SCORE = 999;

function integer(text: string, raw: string): Parsed<number> {
	if (!/^[+-]?\d+$/.test(text)) {
		return {
			ok: false,
			error: new PracticeError('not-a-number', `"${raw}" is not a whole number.`, { value: raw })
		};
	}
	const value = Number(text);
	if (Math.abs(value) > MAX_TYPED_SCORE) {
		const message = `"${raw}" is out of range (-${MAX_TYPED_SCORE} to ${MAX_TYPED_SCORE}).`;
		return {
			ok: false,
			error: new PracticeError('out-of-range', message, { value: raw, max: MAX_TYPED_SCORE })
		};
	}
	return { ok: true, value };
}

/**
 * A typed score with its bound: "v" exact, "<= v" upper, ">= v" lower (also "<" and ">" typed
 * without "=", read as the same bound, since the record's bounds include the value).
 * Errors: `empty`, `bad-bound` (a sign other than <=, >=), `not-a-number`, `out-of-range` (a
 * whole number beyond ±MAX_TYPED_SCORE).
 */
export function parseScoreAnswer(text: string): Parsed<{ value: number; bound: Bound }> {
	const s = normalize(text);
	if (s === '') return { ok: false, error: new PracticeError('empty', 'Nothing was typed.') };
	const match = /^(<=|>=|<|>|=>|=<|=)?(.*)$/.exec(s) as RegExpExecArray;
	const sign = match[1] ?? '';
	if (sign === '=>' || sign === '=<') {
		return {
			ok: false,
			error: new PracticeError('bad-bound', `"${text}" has no bound sign <= or >=.`, {
				value: text
			})
		};
	}
	const bound: Bound = sign.startsWith('<') ? 'upper' : sign.startsWith('>') ? 'lower' : 'exact';
	const n = integer(match[2], text);
	return n.ok ? { ok: true, value: { value: n.value, bound } } : n;
}

/**
 * A typed window end: a whole number, or an infinity ("inf", "infinity", "infini", "∞") with an
 * optional sign. Errors: `empty`, `not-a-number`, `out-of-range`.
 */
export function parseWindowEnd(text: string): Parsed<number> {
	const s = normalize(text).toLowerCase();
	if (s === '') return { ok: false, error: new PracticeError('empty', 'Nothing was typed.') };
	const inf = /^([+-]?)(∞|inf|infinity|infini|infinite)$/.exec(s);
	if (inf) return { ok: true, value: inf[1] === '-' ? -Infinity : Infinity };
	return integer(s, text);
}
