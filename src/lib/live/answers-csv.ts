/**
 * The class's answers as a CSV file for a spreadsheet: UTF-8 with a byte-order mark (so that a
 * spreadsheet reads accents and names right), a header row naming the columns, one row per answer,
 * lines ended by CRLF (RFC 4180). English: comma-separated, seconds with a decimal point; French:
 * semicolon-separated, seconds with a decimal comma (what a French spreadsheet expects). Pure.
 *
 * A field holding the separator, a double quote, a line break or a leading or trailing space is
 * quoted (its quotes doubled). A student's name that starts with = + - @ or a tab is written
 * after an apostrophe, so that a spreadsheet shows it as text and never runs it as a formula.
 */
import type { AnswerValue, QuestionKind, QuestionPlace } from './questions';

/** A question as the server lists it for the CSV (protocol.ts `teacher:answers`). */
export interface CsvQuestion {
	readonly id: number;
	/** 1 for the class's first question, then 2, 3... */
	readonly number: number;
	readonly kind: QuestionKind;
	readonly place: QuestionPlace;
	/** The root's columns with gravity (Connect Four), null for cells: how a `move` answer is named. */
	readonly columns: number | null;
}

/** One student's answer as the server lists it for the CSV. */
export interface CsvAnswer {
	readonly questionId: number;
	readonly student: string;
	readonly answer: AnswerValue;
	readonly correct: boolean;
	/** From the question being asked to the answer arriving, milliseconds. */
	readonly ms: number;
}

/** The words and number format of the CSV, from the page's catalogue. */
export interface CsvWords {
	/** ',' (English) or ';' (French). */
	readonly separator: ',' | ';';
	/** '.' or ','. */
	readonly decimal: '.' | ',';
	/** The header row: question, slide and step, student, answer, correct, seconds to answer. */
	readonly header: readonly [string, string, string, string, string, string];
	/** A question's name in its column ("1. Value of the highlighted node"). */
	readonly question: (number: number, kind: QuestionKind) => string;
	/** Where it was asked ("alpha-beta 4, step 12"; "Play, step 3"). */
	readonly place: (place: QuestionPlace) => string;
	/** A `move` answer: "Cell 8" (0-based cell given), or "Column 4" with gravity. */
	readonly move: (cell: number, columns: number | null) => string;
	readonly yes: string;
	readonly no: string;
}

/** The byte-order mark the file starts with. */
export const CSV_BOM = '\uFEFF';

function field(text: string, separator: string): string {
	return text.includes(separator) || /["\r\n]|^\s|\s$/.test(text)
		? `"${text.replace(/"/g, '""')}"`
		: text;
}

/** A name written so that no spreadsheet reads it as a formula. */
function safeText(text: string): string {
	return /^[=+\-@\t]/.test(text) ? `'${text}` : text;
}

/**
 * The CSV text (starting with CSV_BOM): the header, then each answer in the order given, its
 * question looked up by id. An answer to a question not listed is skipped.
 */
export function answersCsv(
	questions: readonly CsvQuestion[],
	answers: readonly CsvAnswer[],
	words: CsvWords
): string {
	const byId = new Map(questions.map((q) => [q.id, q]));
	const sep = words.separator;
	const lines = [words.header.map((h) => field(h, sep)).join(sep)];
	for (const a of answers) {
		const q = byId.get(a.questionId);
		if (!q) continue;
		const answer =
			typeof a.answer === 'boolean'
				? a.answer
					? words.yes
					: words.no
				: q.kind === 'move'
					? words.move(a.answer, q.columns)
					: String(a.answer);
		const seconds = (Math.round(a.ms / 100) / 10).toFixed(1).replace('.', words.decimal);
		lines.push(
			[
				words.question(q.number, q.kind),
				words.place(q.place),
				safeText(a.student),
				answer,
				a.correct ? words.yes : words.no,
				seconds
			]
				.map((f) => field(f, sep))
				.join(sep)
		);
	}
	return CSV_BOM + lines.join('\r\n') + '\r\n';
}
