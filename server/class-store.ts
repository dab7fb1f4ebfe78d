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
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LiveView } from '../src/lib/live/protocol';

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

	/** Closes the file (checkpointing the WAL); the store cannot be used afterwards. */
	close(): void {
		if (this.#db.open) this.#db.close();
	}
}
