/**
 * The one writer of the command line: every line a command prints (text, `--json`, errors, in
 * every language) goes through it, so text that came from the input (a position, a tree, an
 * option's value, a file name) never reaches the terminal raw. The characters that would act on a
 * terminal or reorder the text around them are shown instead:
 * - the C0 controls (U+0000-U+001F, the line feed kept between the lines of a text output), DEL
 *   (U+007F) and the C1 controls (U+0080-U+009F): an ESC starts a terminal escape sequence;
 * - the bidirectional controls U+202A-U+202E and U+2066-U+2069, and the marks U+200E, U+200F and
 *   U+061C: they reorder the text around them on screen.
 * In text and errors each one is written `U+001B` (format.ts `characterCode`'s form, which the
 * position errors already use); in `--json`, as a `\u001b` escape inside its string, so the line
 * stays valid JSON that parses back to the same value.
 */
import type { CliIo } from './cli-io';

/** The characters the writer never writes raw (see the module doc); LF is handled apart. */
const UNSAFE =
	// eslint-disable-next-line no-control-regex -- matching control characters is the point here
	/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `U+001B`: the visible form of one character. */
const codeOf = (ch: string) =>
	`U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * `text` with every unsafe character (module doc) written as its code, `U+001B`; line feeds are
 * kept when `newlines` is true (the lines of a text output), written `U+000A` otherwise (an error
 * is one line).
 */
export function escapeText(text: string, newlines: boolean): string {
	const escaped = text.replace(UNSAFE, codeOf);
	return newlines ? escaped : escaped.replace(/\n/g, codeOf);
}

/**
 * A JSON text (JSON.stringify's output) with every unsafe character as a `\u` escape. JSON.stringify
 * already escapes the C0 controls; the others can only stand inside strings, where `\u0085` reads
 * back as the same character.
 */
export function escapeJson(json: string): string {
	return json.replace(
		UNSAFE,
		(ch) => `\\u${(ch.codePointAt(0) as number).toString(16).padStart(4, '0')}`
	);
}

/** What a command prints with. */
export interface CliWriter {
	/** One output on standard output: text lines for people, or one JSON text (`json`). */
	output(text: string, json: boolean): void;
	/** One error line on standard error. */
	error(text: string): void;
}

/** The writer over `io`'s streams. */
export function cliWriter(io: CliIo): CliWriter {
	return {
		output: (text, json) => io.stdout(`${json ? escapeJson(text) : escapeText(text, true)}\n`),
		error: (text) => io.stderr(`${escapeText(text, false)}\n`)
	};
}
