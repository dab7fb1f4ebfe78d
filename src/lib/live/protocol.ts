/**
 * The live class's protocol, shared by the page (socket.io-client) and the server (server/): the
 * event names, the payload shapes, the limits, and the join code's alphabet. Pure: no DOM, no Node.
 *
 * Every message from a client is an event with one payload object and an acknowledgement callback
 * that receives a `LiveReply`. The teacher's device holds the class's secret (128 random bits, 32
 * hex digits) from `teacher:start`; every teacher command carries it and the server checks it. The
 * join link (`#/join/CODE`) carries only the code.
 *
 * What the teacher shows travels as a `LiveView`: the share link's hash of the view (the same link
 * "Share and export" writes: a lesson slide and step, or the page's position, options, game and
 * step), which the phones open through the page's own link reader.
 */
import type { GameId } from '../engine/games';
import type { CsvAnswer, CsvQuestion } from './answers-csv';
import type {
	AnswerValue,
	QuestionKind,
	QuestionPlace,
	QuestionSearch,
	QuestionSubject,
	RightAnswer,
	Tally
} from './questions';

/** The Socket.IO endpoint's path on the app's origin. */
export const LIVE_SOCKET_PATH = '/live/socket.io';

/**
 * The join code's letters: capitals and digits with none easily confused with another when read
 * off a projector or typed on a phone (no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B, 6/G, U/V).
 */
export const JOIN_CODE_ALPHABET = 'ACEFHJKMNPRTWXY3479';

/** Characters in a join code. */
export const JOIN_CODE_LENGTH = 6;

/** Longest message a client may send, in bytes of its JSON text. */
export const MAX_MESSAGE_BYTES = 2048;

/** Messages a connection may send per second; more get a `too-fast` reply and change nothing. */
export const MAX_MESSAGES_PER_SECOND = 10;

/** Longest `LiveView.hash`, in UTF-16 code units. */
export const MAX_VIEW_HASH_LENGTH = 1024;

/** Students a class admits unless MINIMAX_LAB_MAX_STUDENTS says otherwise. */
export const DEFAULT_MAX_STUDENTS = 300;

/** Hex digits in a teacher's secret (128 bits). */
export const SECRET_HEX_LENGTH = 32;

/**
 * Hex digits in a student's id (128 random bits, lowercase), given by the server at the first
 * join and sent back by that device to keep its seat.
 */
export const STUDENT_ID_HEX_LENGTH = 32;

/** Classes one connection may open (`teacher:start`); more get `too-many-classes`. */
export const MAX_CLASSES_PER_CONNECTION = 3;

/** Wrong join codes one connection may send in a minute; more get `too-many-tries`. */
export const MAX_WRONG_CODES_PER_CONNECTION = 5;

/**
 * Wrong join codes the server accepts from all connections together in a minute; more get
 * `too-many-tries` (a class behind one proxy shares one address, so the limit is not per address).
 */
export const MAX_WRONG_CODES_PER_MINUTE = 120;

/** Longest `LiveSearch.position`: ultimate tic-tac-toe's notation is 91 characters. */
export const MAX_SEARCH_POSITION_LENGTH = 100;

/**
 * The options a teacher's search ran with, every one resolved (the engine's
 * ResolvedSearchOptions without what a page never sets): a question's search (the game, the
 * techniques, the depth limit) and the clocked techniques.
 */
export interface LiveSearchOptions extends QuestionSearch {
	readonly iterativeDeepening: boolean;
	readonly solver: boolean;
}

/**
 * A teacher's search that ran against a clock (iterative deepening, or Connect Four's solver,
 * within the page's time budget), handed over so that a phone repeats it exactly, without a clock
 * of its own: the same tree, node count and steps (src/lib/live/search-handover.ts).
 * - `position`: the position searched, in position notation (engine formatPosition).
 * - `options`: what it was searched with, resolved.
 * - `proved`: the solver proved the position within the clock (the phone runs it to its end;
 *   otherwise the phone skips it).
 * - `depth`: iterative deepening's deepest complete iteration (plies), null without it.
 * - `nodes`: the tree's node count on the teacher's device (the phone's is the same).
 */
export interface LiveSearch {
	readonly position: string;
	readonly options: LiveSearchOptions;
	readonly proved: boolean;
	readonly depth: number | null;
	readonly nodes: number;
}

/**
 * What the teacher's screen shows, as the phones should show it.
 * - `hash`: the share link's hash, starting with `#/` (at most MAX_VIEW_HASH_LENGTH).
 * - `search`: for a search against a clock (Connect Four, ultimate), what it ran with and what it
 *   completed (LiveSearch), so that a phone searches exactly that and shows the same tree and step.
 * - `seq`: set by the server, 1 for the first view of a class and one more for each next one.
 */
export interface LiveView {
	readonly hash: string;
	readonly search?: LiveSearch;
	readonly seq: number;
}

/** Why the server refused a message (the page words each one; docs/live-class.md lists them). */
export type LiveErrorCode =
	| 'bad-message' // not an object of the event's shape, types and lengths
	| 'too-large' // more than MAX_MESSAGE_BYTES
	| 'too-fast' // more than MAX_MESSAGES_PER_SECOND on this connection
	| 'no-class' // no open class has this code
	| 'wrong-secret' // a teacher command whose secret is not the class's
	| 'class-full' // the class has its maximum of students
	| 'too-many-tries' // too many wrong join codes, from this connection or from all in a minute
	| 'too-many-classes' // this connection opened MAX_CLASSES_PER_CONNECTION classes already
	| 'bad-name' // a name with nothing visible left after the page's name rules (cleanName)
	| 'bad-question' // a question whose position or path the engine refuses (questions.ts)
	| 'question-too-big' // a question whose answer takes more than the engine's budget to compute
	| 'no-question' // no question with this id is open in the class
	| 'not-seated' // a student's answer from a connection that has not joined the class
	| 'bad-answer' // not an answer to that question (a value, a legal move, yes or no)
	| 'already-answered' // the student has answered that question already
	| 'too-late'; // the answer came after the reveal, or after the question was closed

/** The acknowledgement of every client message. */
export type LiveReply<T extends object = object> =
	({ readonly ok: true } & T) | { readonly ok: false; readonly error: LiveErrorCode };

/**
 * A question as the class sees it: what was asked (the kind, the root position, the path to the
 * highlighted node, the search's game, where it was asked), its number in the class (1, 2...),
 * and its status. `right` (the answer and its reason) is there once revealed, never before: the
 * server sends no right answer to anyone until the teacher reveals it.
 */
export interface LiveQuestion {
	readonly id: number;
	readonly number: number;
	readonly kind: QuestionKind;
	readonly game: GameId;
	readonly position: string;
	readonly path: readonly number[];
	readonly place: QuestionPlace;
	readonly status: 'open' | 'revealed' | 'closed';
	readonly right?: RightAnswer;
}

/** A teacher command's credentials. */
export interface TeacherKey {
	readonly code: string;
	readonly secret: string;
}

/**
 * Client to server: event name, payload, and what the acknowledgement carries when `ok`.
 * - `teacher:start`: opens a class; the reply's secret is kept by the teacher's device only. Its
 *   `studentOrigin` is the server's address on the school network ("http://192.168.1.20:4173"),
 *   for the join link of a teacher who opened the page at localhost, which a phone cannot reach;
 *   null when the server listens on this machine only.
 * - `teacher:resume`: a teacher's page that reloaded takes its class back (`studentOrigin` too).
 * - `teacher:show`: what the teacher shows now; sent to every student (`class:view`).
 * - `teacher:end`: closes the class; students get `class:ended`. Its data stays until deleted.
 * - `teacher:delete`: deletes an ended or open class and its students from the server's store.
 * - `teacher:ask`: asks the class a question about the step on screen (questions.ts); the server
 *   computes the right answer with the engine (question-answers.ts) and keeps it; a question still
 *   open or revealed is closed first. Students and the teacher get `class:question`.
 * - `teacher:reveal`: reveals the right answer (`class:question` with `right`); answers are then
 *   refused (`too-late`).
 * - `teacher:close`: closes the question (`class:question` with status `closed`).
 * - `teacher:answers`: every question and answer of the class, for the CSV (answers-csv.ts).
 * - `student:join`: joins by code with a name (the page's name rules, at most 40 characters);
 *   `studentId` (from an earlier join on this device) keeps the same seat after a reload or sleep.
 *   The reply carries the class's current question and this student's answer to it, if any.
 * - `student:answer`: the student seated on this connection answers the open question `id`: once
 *   only, before the reveal; a value is a whole number, a move a legal cell of the root, pruned a
 *   boolean.
 */
export interface ClientEvents {
	'teacher:start': {
		payload: Record<string, never>;
		reply: TeacherKey & { studentOrigin: string | null };
	};
	'teacher:resume': {
		payload: TeacherKey;
		reply: {
			count: number;
			view: LiveView | null;
			studentOrigin: string | null;
			question: LiveQuestion | null;
			tally: Tally | null;
		};
	};
	'teacher:show': {
		payload: TeacherKey & { view: Omit<LiveView, 'seq'> };
		reply: { seq: number };
	};
	'teacher:end': { payload: TeacherKey; reply: object };
	'teacher:delete': { payload: TeacherKey; reply: object };
	'teacher:ask': {
		payload: TeacherKey & { question: QuestionSubject };
		reply: { question: LiveQuestion };
	};
	'teacher:reveal': { payload: TeacherKey & { questionId: number }; reply: object };
	'teacher:close': { payload: TeacherKey & { questionId: number }; reply: object };
	'teacher:answers': {
		payload: TeacherKey;
		reply: { questions: CsvQuestion[]; answers: CsvAnswer[] };
	};
	'student:join': {
		payload: { code: string; name: string; studentId?: string };
		reply: {
			studentId: string;
			name: string;
			view: LiveView | null;
			question: LiveQuestion | null;
			answer: AnswerValue | null;
		};
	};
	'student:answer': { payload: { questionId: number; answer: AnswerValue }; reply: object };
}

/**
 * Server to client.
 * - `class:count`: to the teacher, the number of students connected now.
 * - `class:view`: to the students, what the teacher shows now.
 * - `class:ended`: to the students, the teacher ended the class.
 * - `class:question`: to the students and the teacher, a question asked, revealed or closed.
 * - `class:tally`: to the teacher, the answers to the current question so far (no names).
 */
export interface ServerEvents {
	'class:count': { count: number };
	'class:question': LiveQuestion;
	'class:tally': Tally;
	'class:view': LiveView;
	'class:ended': Record<string, never>;
}
