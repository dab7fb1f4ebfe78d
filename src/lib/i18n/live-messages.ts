/**
 * The live class's strings (`live` of the catalogue): the teacher's "Start a live class" and join
 * strip, the student's join page and live-class bar, and every refusal the server or the page can
 * give (docs/live-class.md).
 */
import type { LiveErrorCode } from '../live/protocol';
import type { JoinCodeProblem } from '../live/join-code';
import type {
	AnswerReason,
	AnswerValue,
	QuestionKind,
	QuestionPlace,
	ValueProblem
} from '../live/questions';

/**
 * The live class's questions: the teacher's "Ask the class" and chart, the student's question
 * card, the reveal, and the CSV's words.
 */
export interface LiveQuestionMessages {
	/** The teacher's group of questions (contract: "Ask the class"). */
	ask: string;
	/** Each kind's name (contract: "Value of the highlighted node", "The computer's move", "Pruned or not"). */
	kinds: Record<QuestionKind, string>;
	/** What the student is asked, under the kind's name. */
	prompts: Record<QuestionKind, string>;
	/** Said instead of the questions where no search is on screen. */
	noSearch: string;
	/** A question's name: "Question 2". */
	numbered: (n: number) => string;
	/** A question's heading: "Question 2: The computer's move". */
	heading: (n: number, kind: QuestionKind) => string;
	/** The value field and the button (contract: "Your answer", "Send"). */
	yourAnswer: string;
	send: string;
	/** Contract: "Yes", "No". */
	yes: string;
	no: string;
	/** Folds the student's question card to its heading, and unfolds it. */
	hideCard: string;
	showCard: string;
	/** The board of a `move` question: its name, and each button's ("Cell 5", "Column 4"). */
	boardLabel: string;
	/** A move as an answer: "cell 8", "column 4" (`columns` null: by cell). */
	move: (cell: number, columns: number | null) => string;
	/** A typed value refused on the phone (nothing is sent). */
	valueProblem: Record<ValueProblem, string>;
	/** After sending: "Sent: cell 8. Wait for the teacher to reveal the answer." */
	sent: (answer: string) => string;
	/** Contract: "Answers: k of n". */
	answers: (k: number, n: number) => string;
	/** The chart's accessible name (starts "Answers"), each bar's answer and count. */
	chart: (bars: readonly { answer: string; count: number }[]) => string;
	/** The chart's empty state. */
	noAnswers: string;
	/** Contract: "Reveal the answer". */
	reveal: string;
	/** Closes the question (the students' cards go). */
	closeQuestion: string;
	/** Contract: "Correct", "Not correct". */
	correct: string;
	notCorrect: string;
	/** A student who did not answer before the reveal. */
	unanswered: string;
	/** The right answer: "The answer: cell 8." */
	rightAnswer: (answer: string) => string;
	/** One sentence of why, with the narration's numbers (`columns`: how moves are named). */
	why: (reason: AnswerReason, columns: number | null) => string;
	/** Contract: "Download answers (CSV)". */
	download: string;
	/** The CSV's file name, without the date. */
	csvFile: string;
	/**
	 * The CSV's format: semicolon-separated with a decimal comma (true: what a French spreadsheet
	 * expects), else comma-separated with a decimal point.
	 */
	csvSemicolons: boolean;
	/** The CSV's header row. */
	csvHeader: readonly [string, string, string, string, string, string];
	/** Where a question was asked, in the CSV: "alpha-beta 4, step 12", "Play, step 3". */
	place: (place: QuestionPlace) => string;
}

/** An answer in words: a value as is, a move by its cell or column, yes or no. */
export function answerWords(
	t: LiveQuestionMessages,
	kind: QuestionKind,
	answer: AnswerValue,
	columns: number | null
): string {
	if (typeof answer === 'boolean') return answer ? t.yes : t.no;
	return kind === 'move' ? t.move(answer, columns) : String(answer).replace('-', '\u2212');
}

/**
 * Why a live-class action failed on the page: a server refusal (LiveErrorCode), no live class
 * server where the page is served (`unavailable`), or no answer in time (`no-answer`).
 */
export type LiveProblem = LiveErrorCode | 'unavailable' | 'no-answer';

export interface LiveMessages {
	/** The teacher's button (contract: "Start a live class"). */
	start: string;
	/**
	 * The button's visible words where the header is narrow (below 1440 px): the end of `start`
	 * ("Live class"), so the accessible name, always `start`, contains what is seen.
	 */
	startShort: string;
	/** While the class opens. */
	starting: string;
	/** The join strip's landmark name. */
	stripLabel: string;
	/** The label before the join code on the strip. */
	codeLabel: string;
	/** The label of the join link on the strip. */
	linkLabel: string;
	/** The QR code's accessible name (English starts with "QR code"). */
	qr: (link: string) => string;
	/** Students connected: "1 student", "12 students", "0 students". */
	count: (n: number) => string;
	/** Folds the strip to the code and the count, and unfolds it. */
	fold: string;
	unfold: string;
	/** Ends the class (contract: "End the class"). */
	end: string;
	/** Said to the teacher and to the students once the class is ended. */
	ended: string;
	/** Deletes an ended class's data on the server (contract: "Delete the class's data"). */
	deleteData: string;
	/** Once the data is deleted. */
	deleted: string;
	/** Hides the strip of an ended class. */
	close: string;
	/** Where the page has no live class server (the single file, a static host). */
	needsServer: string;
	/** While Socket.IO retries a lost connection. */
	reconnecting: string;
	/** The join page's heading. */
	joinHeading: string;
	/** The join page's introduction. */
	joinIntro: string;
	/** The join form's fields and button (contract: "Join code", "Your name", "Join"). */
	joinCode: string;
	yourName: string;
	join: string;
	joining: string;
	/** A student in a class before the teacher shows anything. */
	waiting: string;
	/** What is wrong with a typed code. */
	codeProblem: Record<JoinCodeProblem, string>;
	/** A name field left empty (or with nothing visible). */
	nameMissing: string;
	/** The student's bar: its landmark name, the class, the name, the switch, leaving the class. */
	barLabel: string;
	/** The word before the class's code ("Class K7MR3T"; a phone shows the code alone). */
	classWord: string;
	/** Contract: "Follow the teacher". */
	follow: string;
	leave: string;
	/** A refusal, worded for people. */
	problem: Record<LiveProblem, string>;
	/** The questions. */
	questions: LiveQuestionMessages;
}
