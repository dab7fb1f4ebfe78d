/**
 * The live class's strings (`live` of the catalogue): the teacher's "Start a live class" and join
 * strip, the student's join page and live-class bar, and every refusal the server or the page can
 * give (docs/live-class.md).
 */
import type { LiveErrorCode } from '../live/protocol';
import type { JoinCodeProblem } from '../live/join-code';

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
}
