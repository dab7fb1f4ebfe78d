/**
 * Where the live classes are kept: a SQLite file through better-sqlite3, in WAL mode, so that a
 * server stopped and started again finds every class, its view and its students.
 *
 * Tables:
 * - `classes`: `code` (the join code, primary key), `secret_hash` (SHA-256 of the teacher's secret,
 *   64 hex digits; the secret itself is never stored), `created_at` and `ended_at` (ms since the
 *   epoch; `ended_at` null while the class is open), `view_hash`, `view_search` (JSON of
 *   `{ depth?, nodes? }` or null) and `view_seq` (0 before the first view).
 * - `students`: `id` (32 hex digits, primary key), `class_code` (deleted with its class),
 *   `name` (already cleaned), `joined_at` (ms).
 * - `questions`: `id` (from 1, primary key), `class_code` (deleted with its class), `number` (1 for
 *   the class's first question), `subject` (JSON of the QuestionSubject asked), `right` (JSON of
 *   the RightAnswer the engine computed), `moves` (JSON array of the root's legal cells),
 *   `status` ('open', 'revealed', 'closed'), `asked_at` (ms).
 * - `answers`: `question_id` and `student_id` (the primary key: one answer per student per
 *   question; deleted with the question or the student), `answer` (JSON: a number or a boolean),
 *   `correct` (0 or 1), `answered_at` (ms).
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { gameDef } from '../src/lib/engine/games';
import type { CsvAnswer, CsvQuestion } from '../src/lib/live/answers-csv';
import type { LiveView } from '../src/lib/live/protocol';
import type { AnswerValue, QuestionSubject, RightAnswer } from '../src/lib/live/questions';

/** A class as stored. */
export interface StoredClass {
	readonly code: string;
	/** SHA-256 of the secret, 64 lowercase hex digits. */
	readonly secretHash: string;
	readonly createdAt: number;
	/** When the teacher ended it (ms since the epoch), null while open. */
	readonly endedAt: number | null;
	/** The last view the teacher showed, null before the first. */
	readonly view: LiveView | null;
}

/** A student's seat as stored. */
export interface StoredStudent {
	readonly id: string;
	readonly classCode: string;
	readonly name: string;
	readonly joinedAt: number;
}

/** A question as stored. */
export interface StoredQuestion {
	readonly id: number;
	readonly classCode: string;
	readonly number: number;
	readonly subject: QuestionSubject;
	readonly right: RightAnswer;
	/** The root's legal moves (cells), the answers a `move` question accepts. */
	readonly moves: readonly number[];
	readonly status: QuestionStatus;
	readonly askedAt: number;
}

/** Where a question stands: answers are taken while `open` only. */
export type QuestionStatus = 'open' | 'revealed' | 'closed';

interface QuestionRow {
	id: number;
	class_code: string;
	number: number;
	subject: string;
	right: string;
	moves: string;
	status: QuestionStatus;
	asked_at: number;
}

function questionOf(row: QuestionRow): StoredQuestion {
	return {
		id: row.id,
		classCode: row.class_code,
		number: row.number,
		subject: JSON.parse(row.subject),
		right: JSON.parse(row.right),
		moves: JSON.parse(row.moves),
		status: row.status,
		askedAt: row.asked_at
	};
}

interface ClassRow {
	code: string;
	secret_hash: string;
	created_at: number;
	ended_at: number | null;
	view_hash: string | null;
	view_search: string | null;
	view_seq: number;
}

interface StudentRow {
	id: string;
	class_code: string;
	name: string;
	joined_at: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS classes (
	code TEXT PRIMARY KEY,
	secret_hash TEXT NOT NULL,
	created_at INTEGER NOT NULL,
	ended_at INTEGER,
	view_hash TEXT,
	view_search TEXT,
	view_seq INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS students (
	id TEXT PRIMARY KEY,
	class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
	name TEXT NOT NULL,
	joined_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS students_by_class ON students(class_code);
CREATE TABLE IF NOT EXISTS questions (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
	number INTEGER NOT NULL,
	subject TEXT NOT NULL,
	right TEXT NOT NULL,
	moves TEXT NOT NULL,
	status TEXT NOT NULL,
	asked_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS questions_by_class ON questions(class_code);
CREATE TABLE IF NOT EXISTS answers (
	question_id INTEGER NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
	student_id TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
	answer TEXT NOT NULL,
	correct INTEGER NOT NULL,
	answered_at INTEGER NOT NULL,
	PRIMARY KEY (question_id, student_id)
);
`;

function classOf(row: ClassRow): StoredClass {
	let view: LiveView | null = null;
	if (row.view_hash !== null) {
		view = row.view_search
			? { hash: row.view_hash, search: JSON.parse(row.view_search), seq: row.view_seq }
			: { hash: row.view_hash, seq: row.view_seq };
	}
	return {
		code: row.code,
		secretHash: row.secret_hash,
		createdAt: row.created_at,
		endedAt: row.ended_at,
		view
	};
}

/** The classes and students of one SQLite file; every statement prepared once. */
export class ClassStore {
	readonly #db: Database.Database;
	readonly #insertClass: Database.Statement<[string, string, number]>;
	readonly #selectClass: Database.Statement<[string], ClassRow>;
	readonly #updateView: Database.Statement<[string, string | null, number, string]>;
	readonly #endClass: Database.Statement<[number, string]>;
	readonly #deleteClass: Database.Statement<[string]>;
	readonly #insertStudent: Database.Statement<[string, string, string, number]>;
	readonly #selectStudent: Database.Statement<[string], StudentRow>;
	readonly #countStudents: Database.Statement<[string], { n: number }>;
	readonly #insertQuestion: Database.Statement<
		[{ code: string; subject: string; right: string; moves: string; now: number }]
	>;
	readonly #closeQuestions: Database.Statement<[string]>;
	readonly #selectQuestion: Database.Statement<[number], QuestionRow>;
	readonly #selectCurrent: Database.Statement<[string], QuestionRow>;
	readonly #updateStatus: Database.Statement<[QuestionStatus, number]>;
	readonly #insertAnswer: Database.Statement<[number, string, string, number, number]>;
	readonly #selectAnswer: Database.Statement<[number, string], { answer: string }>;
	readonly #selectAnswers: Database.Statement<[number], { student_id: string; answer: string }>;
	readonly #selectClassQuestions: Database.Statement<[string], QuestionRow>;
	readonly #selectClassAnswers: Database.Statement<
		[string],
		{ question_id: number; name: string; answer: string; correct: number; ms: number }
	>;

	/**
	 * Opens (or creates) the store at `path`, creating its folder; `:memory:` keeps it in memory.
	 * Throws better-sqlite3's error when the file cannot be opened or is not a database.
	 */
	constructor(path: string) {
		if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
		this.#db = new Database(path);
		this.#db.pragma('journal_mode = WAL');
		this.#db.pragma('synchronous = NORMAL');
		this.#db.pragma('foreign_keys = ON');
		this.#db.exec(SCHEMA);
		const db = this.#db;
		this.#insertClass = db.prepare(
			'INSERT INTO classes (code, secret_hash, created_at) VALUES (?, ?, ?)'
		);
		this.#selectClass = db.prepare('SELECT * FROM classes WHERE code = ?');
		this.#updateView = db.prepare(
			'UPDATE classes SET view_hash = ?, view_search = ?, view_seq = ? WHERE code = ?'
		);
		this.#endClass = db.prepare('UPDATE classes SET ended_at = ? WHERE code = ?');
		this.#deleteClass = db.prepare('DELETE FROM classes WHERE code = ?');
		this.#insertStudent = db.prepare(
			'INSERT INTO students (id, class_code, name, joined_at) VALUES (?, ?, ?, ?)'
		);
		this.#selectStudent = db.prepare('SELECT * FROM students WHERE id = ?');
		this.#countStudents = db.prepare('SELECT COUNT(*) AS n FROM students WHERE class_code = ?');
		this.#insertQuestion = db.prepare(
			`INSERT INTO questions (class_code, number, subject, right, moves, status, asked_at)
			 SELECT @code, COUNT(*) + 1, @subject, @right, @moves, 'open', @now
			 FROM questions WHERE class_code = @code`
		);
		this.#closeQuestions = db.prepare(
			"UPDATE questions SET status = 'closed' WHERE class_code = ? AND status != 'closed'"
		);
		this.#selectQuestion = db.prepare('SELECT * FROM questions WHERE id = ?');
		this.#selectCurrent = db.prepare(
			"SELECT * FROM questions WHERE class_code = ? AND status != 'closed' ORDER BY id DESC LIMIT 1"
		);
		this.#updateStatus = db.prepare('UPDATE questions SET status = ? WHERE id = ?');
		this.#insertAnswer = db.prepare(
			`INSERT OR IGNORE INTO answers (question_id, student_id, answer, correct, answered_at)
			 VALUES (?, ?, ?, ?, ?)`
		);
		this.#selectAnswer = db.prepare(
			'SELECT answer FROM answers WHERE question_id = ? AND student_id = ?'
		);
		this.#selectAnswers = db.prepare(
			'SELECT student_id, answer FROM answers WHERE question_id = ? ORDER BY answered_at, rowid'
		);
		this.#selectClassQuestions = db.prepare(
			'SELECT * FROM questions WHERE class_code = ? ORDER BY id'
		);
		this.#selectClassAnswers = db.prepare(
			`SELECT a.question_id, s.name, a.answer, a.correct, a.answered_at - q.asked_at AS ms
			 FROM answers a JOIN questions q ON q.id = a.question_id JOIN students s ON s.id = a.student_id
			 WHERE q.class_code = ? ORDER BY q.id, a.answered_at, a.rowid`
		);
	}

	/** The journal mode SQLite reports ('wal' for a file, 'memory' for `:memory:`), 'closed' once closed. */
	get journalMode(): string {
		return this.#db.open ? String(this.#db.pragma('journal_mode', { simple: true })) : 'closed';
	}

	/** Adds an open class. Throws when `code` is taken (by an open or an ended class). */
	createClass(code: string, secretHash: string, now: number): void {
		this.#insertClass.run(code, secretHash, now);
	}

	/** The class with this code, open or ended, or null. */
	getClass(code: string): StoredClass | null {
		const row = this.#selectClass.get(code);
		return row ? classOf(row) : null;
	}

	/** Records the class's current view. */
	saveView(code: string, view: LiveView): void {
		const search = view.search ? JSON.stringify(view.search) : null;
		this.#updateView.run(view.hash, search, view.seq, code);
	}

	/** Marks the class ended at `now` (its data stays until `deleteClass`). */
	endClass(code: string, now: number): void {
		this.#endClass.run(now, code);
	}

	/** Deletes the class and its students; whether there was one. */
	deleteClass(code: string): boolean {
		return this.#deleteClass.run(code).changes > 0;
	}

	/** Adds a student's seat to a class. Throws when the id is taken or the class is missing. */
	addStudent(id: string, classCode: string, name: string, now: number): void {
		this.#insertStudent.run(id, classCode, name, now);
	}

	/** The student with this id, or null. */
	getStudent(id: string): StoredStudent | null {
		const row = this.#selectStudent.get(id);
		return row
			? { id: row.id, classCode: row.class_code, name: row.name, joinedAt: row.joined_at }
			: null;
	}

	/** Students ever seated in the class (connected or not). */
	countStudents(classCode: string): number {
		return this.#countStudents.get(classCode)?.n ?? 0;
	}

	/**
	 * Adds an open question to the class, numbered after its earlier ones, and closes any other
	 * question of the class still open or revealed (one question at a time). Returns it.
	 */
	addQuestion(
		classCode: string,
		subject: QuestionSubject,
		right: RightAnswer,
		moves: readonly number[],
		now: number
	): StoredQuestion {
		const add = this.#db.transaction(() => {
			this.#closeQuestions.run(classCode);
			const id = this.#insertQuestion.run({
				code: classCode,
				subject: JSON.stringify(subject),
				right: JSON.stringify(right),
				moves: JSON.stringify(moves),
				now
			}).lastInsertRowid;
			return Number(id);
		});
		return this.getQuestion(add()) as StoredQuestion;
	}

	/** The question with this id, or null. */
	getQuestion(id: number): StoredQuestion | null {
		const row = this.#selectQuestion.get(id);
		return row ? questionOf(row) : null;
	}

	/** The class's latest question not closed (open or revealed), or null. */
	currentQuestion(classCode: string): StoredQuestion | null {
		const row = this.#selectCurrent.get(classCode);
		return row ? questionOf(row) : null;
	}

	/** Sets a question's status. */
	setQuestionStatus(id: number, status: QuestionStatus): void {
		this.#updateStatus.run(status, id);
	}

	/**
	 * Records a student's answer; false (and nothing changes) when that student has answered the
	 * question already.
	 */
	addAnswer(
		questionId: number,
		studentId: string,
		answer: AnswerValue,
		correct: boolean,
		now: number
	): boolean {
		return (
			this.#insertAnswer.run(questionId, studentId, JSON.stringify(answer), correct ? 1 : 0, now)
				.changes > 0
		);
	}

	/** The student's answer to the question, or null. */
	getAnswer(questionId: number, studentId: string): AnswerValue | null {
		const row = this.#selectAnswer.get(questionId, studentId);
		return row ? (JSON.parse(row.answer) as AnswerValue) : null;
	}

	/** Every answer to the question, in the order they came. */
	answersTo(questionId: number): { studentId: string; answer: AnswerValue }[] {
		return this.#selectAnswers
			.all(questionId)
			.map((r) => ({ studentId: r.student_id, answer: JSON.parse(r.answer) as AnswerValue }));
	}

	/**
	 * The class's questions and answers for the CSV (answers-csv.ts): questions by id, answers by
	 * question then in the order they came, each with the student's name and the time it took.
	 */
	classAnswers(classCode: string): { questions: CsvQuestion[]; answers: CsvAnswer[] } {
		const questions = this.#selectClassQuestions.all(classCode).map((row): CsvQuestion => {
			const q = questionOf(row);
			const game = gameDef(q.subject.search.game);
			return {
				id: q.id,
				number: q.number,
				kind: q.subject.kind,
				place: q.subject.place,
				columns: game.gravity ? game.width : null
			};
		});
		const answers = this.#selectClassAnswers.all(classCode).map((r): CsvAnswer => ({
			questionId: r.question_id,
			student: r.name,
			answer: JSON.parse(r.answer) as AnswerValue,
			correct: r.correct === 1,
			ms: r.ms
		}));
		return { questions, answers };
	}

	/** Closes the file (checkpointing the WAL); the store cannot be used afterwards. */
	close(): void {
		if (this.#db.open) this.#db.close();
	}
}
