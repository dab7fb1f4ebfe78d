/**
 * The game model never throws past its API: a function that can fail returns a `Result`, either the
 * new value or a typed error whose `code` is stable and machine-readable (the page turns it into
 * words through i18n).
 */

/** Success with a value, or failure with a typed error. */
export type Result<T, E> =
	{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** A successful result. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
	return { ok: true, value };
}

/** A failed result. */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
	return { ok: false, error };
}
