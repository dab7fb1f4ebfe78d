/**
 * Player names as the page keeps them and as links carry them (`player1=`, `player2=`, the name
 * fields of the game settings): one normalization for both, so a name typed on the page reads back
 * unchanged from the link the page writes.
 */
import { MAX_NAME_LENGTH } from '$lib/game';

/** Bidi control characters, which would reorder the text around a name. */
export const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Half of a surrogate pair standing alone: not a character (a link writes it as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A player's name as the page keeps it: without bidi control characters (U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069, which would reorder the text around it), a lone surrogate
 * replaced by U+FFFD, trimmed, and at most MAX_NAME_LENGTH UTF-16 units long without splitting a
 * character; '' means the default name.
 */
export function normalizeName(text: string): string {
	const name = text.replace(BIDI_CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD').trim();
	if (name.length <= MAX_NAME_LENGTH) return name;
	let cut = '';
	for (const ch of name) {
		if (cut.length + ch.length > MAX_NAME_LENGTH) break;
		cut += ch;
	}
	return cut.trim();
}
