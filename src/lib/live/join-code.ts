/**
 * The join code as people read, type and link it: reading what a student typed into a code, the
 * join page's hash (`#/join` and `#/join/CODE`), and the strip's display. Pure: no DOM.
 */
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from './protocol';

/** Why a typed code is not a join code. */
export type JoinCodeProblem = 'empty' | 'length' | 'letters';

/** A typed code read: the code, or why it is not one. */
export type ReadJoinCode =
	| { readonly ok: true; readonly code: string }
	| { readonly ok: false; readonly problem: JoinCodeProblem };

/**
 * Reads a join code as a student typed it: spaces and dashes are dropped and letters made
 * capitals ("k7m-r3t" reads "K7MR3T"). A code is JOIN_CODE_LENGTH characters of
 * JOIN_CODE_ALPHABET; anything else is refused with the reason (never guessed into another code).
 */
export function readJoinCode(text: string): ReadJoinCode {
	const code = text.replace(/[\s\-\u2010-\u2015]+/g, '').toUpperCase();
	if (code === '') return { ok: false, problem: 'empty' };
	if (code.length !== JOIN_CODE_LENGTH) return { ok: false, problem: 'length' };
	for (const ch of code)
		if (!JOIN_CODE_ALPHABET.includes(ch)) return { ok: false, problem: 'letters' };
	return { ok: true, code };
}

/** The join page's hash for `code` (`#/join/CODE`), or the page itself (`#/join`) without one. */
export function joinHash(code: string | null = null): string {
	return code ? `#/join/${code}` : '#/join';
}

/** Host names that reach this machine only: a phone opening them reaches itself. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The join link students open for `code`: on the teacher page's own address, unless that page was
 * opened at a loopback address (localhost, 127.0.0.1, [::1]), which a phone cannot reach; then on
 * the server's address on the network (`studentOrigin`, "http://192.168.1.20:4173", from the
 * server's reply), when it has one.
 * @param pageHref the teacher page's address (location.href).
 */
export function joinLink(pageHref: string, studentOrigin: string | null, code: string): string {
	const page = new URL(pageHref);
	if (studentOrigin && LOOPBACK_HOSTS.includes(page.hostname)) {
		return `${studentOrigin}${page.pathname}${joinHash(code)}`;
	}
	return `${pageHref.split('#')[0]}${joinHash(code)}`;
}

/**
 * The code a join page's hash carries: `#/join/K7MR3T` gives "K7MR3T" (as typed in the link, read
 * by readJoinCode on the page), `#/join` gives ''; null when the hash is not the join page's.
 */
export function joinRouteCode(hash: string): string | null {
	const match = /^#?\/join(?:\/([^/?#]*))?\/?(?:[?].*)?$/.exec(hash);
	if (!match) return null;
	try {
		return decodeURIComponent(match[1] ?? '');
	} catch {
		return match[1] ?? '';
	}
}
