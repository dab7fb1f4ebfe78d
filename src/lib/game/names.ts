/**
 * The one rule for text a person gives as a name or a symbol (a player's name typed on the page or
 * carried by a link, your own symbols, and later a student's name in the live class): what is
 * removed, how long it may be, and what the caller is told so that it can say so. Pure: no DOM.
 */

/** Longest name kept for a person's seat, in UTF-16 code units. */
export const MAX_NAME_LENGTH = 40;

/**
 * Characters that draw nothing or change how the text around them is drawn, removed from a name:
 * control characters (Cc: U+0000-U+001F, U+007F-U+009F), format characters (Cf: the zero-width
 * space U+200B, the joiners U+200C and U+200D (except a U+200D that joins two emoji into one, as
 * in a family emoji), the marks and bidirectional overrides and isolates
 * U+200E, U+200F, U+202A-U+202E, U+2066-U+2069, the word joiner U+2060 and its neighbours up to
 * U+2064, U+FEFF, the soft hyphen U+00AD, tag characters...), unassigned code points (Cn), and the
 * Hangul and Braille fillers that look like nothing (U+115F, U+1160, U+3164, U+FFA0, U+2800), and
 * the marks that never draw (the combining grapheme joiner U+034F, the Khmer inherent vowels
 * U+17B4 and U+17B5, the Mongolian variation selectors U+180B-U+180D and U+180F).
 */
const INVISIBLE =
	/[\p{Cc}\p{Cf}\p{Cn}\u115F\u1160\u3164\uFFA0\u2800]|\u034F|\u17B4|\u17B5|[\u180B-\u180D]|\u180F/gu;
/**
 * Combining marks and variation selectors with no character under them (at the start of the name or
 * after a space): they draw nothing of their own, or a dotted circle, so a name of U+FE0F or of
 * U+0301 alone would look empty.
 */
const BARE_MARKS = /(^|[\p{Z}\s])(\p{M}+)/gu;
/** Half of a surrogate pair standing alone: not a character (a link writes it as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any run of separators (spaces of every width, line and paragraph separators). */
const SPACES = /[\p{Z}\s]+/gu;
/** Combining marks beyond the third on one letter: stacked marks that draw over the lines around. */
const STACKED_MARKS = /(\p{M}{3})\p{M}+/gu;

/** An emoji (with its variation selector or skin tone) just before `at`, and one just after. */
function joinsEmoji(text: string, at: number): boolean {
	const before = text.slice(Math.max(0, at - 4), at);
	const after = text.slice(at + 1, at + 3);
	return (
		/\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?$/u.test(before) &&
		/^\p{Extended_Pictographic}/u.test(after)
	);
}

/** What `cleanName` made of a text, and what it removed, for the caller's note. */
export interface CleanedName {
	/** The name to keep; '' when nothing visible is left (the caller keeps its default then). */
	readonly name: string;
	/**
	 * The invisible, control and bidirectional characters removed, as distinct codes in the order
	 * met ("U+200B"), at most 3 (`more` says whether there were other kinds).
	 */
	readonly removed: readonly string[];
	/** True when more kinds of character than `removed` lists were removed. */
	readonly more: boolean;
	/** True when the name was cut to `max` code units (at a character boundary). */
	readonly cut: boolean;
}

/** The code of a character as people write it: "U+200B", "U+1F600". */
export function codePointName(ch: string): string {
	return `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * A name as the app keeps it: invisible, control and bidirectional characters removed (see
 * INVISIBLE), a lone surrogate replaced by U+FFFD, combining marks with no character under them
 * removed (BARE_MARKS, named in `removed` too), stacked combining marks kept to three, every run
 * of spaces made one space, trimmed, and at most `max` UTF-16 code units long without splitting a
 * character. Never throws; the result is a fixed point (`cleanName(r.name).name === r.name`).
 * @param text what was typed or read (any length: it is bounded before the rules run).
 * @param max the longest name kept (default MAX_NAME_LENGTH).
 */
export function cleanName(text: string, max = MAX_NAME_LENGTH): CleanedName {
	// Bound the work first: a 100,000-character link value is read as its first few hundred units.
	const bounded = text.length > max * 8 ? text.slice(0, max * 8) : text;
	const seen: string[] = [];
	const visible = bounded.replace(INVISIBLE, (ch, at: number) => {
		if (ch === '\u200D' && joinsEmoji(bounded, at)) return ch;
		const code = codePointName(ch);
		if (!seen.includes(code)) seen.push(code);
		return '';
	});
	const name = visible
		.replace(LONE_SURROGATE, '\uFFFD')
		.replace(BARE_MARKS, (_all, before: string, marks: string) => {
			for (const mark of marks) {
				const code = codePointName(mark);
				if (!seen.includes(code)) seen.push(code);
			}
			return before;
		})
		.replace(STACKED_MARKS, '$1')
		.replace(SPACES, ' ')
		.trim();
	const removed = seen.slice(0, 3);
	const more = seen.length > 3;
	if (name.length <= max && bounded === text) return { name, removed, more, cut: false };
	let cut = '';
	for (const ch of name) {
		if (cut.length + ch.length > max) break;
		cut += ch;
	}
	return { name: cut.trim(), removed, more, cut: true };
}
