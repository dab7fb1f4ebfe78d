/**
 * The server's settings from its environment (docs/live-class.md, "Running the server"): HOST
 * (default 0.0.0.0, every network), PORT (default 4173), MINIMAX_LAB_DB (default
 * ./minimax-lab.db; a folder means its minimax-lab.db), MINIMAX_LAB_MAX_STUDENTS (default 300) and
 * MINIMAX_LAB_ORIGINS (default none: other origins whose pages may join the live class).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_MAX_STUDENTS } from '../src/lib/live/protocol';

/** The settings `npm start` runs with. */
export interface ServerSettings {
	readonly host: string;
	readonly port: number;
	/** The SQLite file, absolute. */
	readonly dbPath: string;
	readonly maxStudents: number;
	/** Origins besides the server's own whose pages may connect to the live class. */
	readonly allowedOrigins: readonly string[];
}

/** The file name used inside a folder given as MINIMAX_LAB_DB. */
export const DB_FILE_NAME = 'minimax-lab.db';

/** Default port: the one the README has always printed. */
export const DEFAULT_PORT = 4173;

/** A whole number from `text` within [min, max], or an error naming the variable. */
function wholeNumber(name: string, text: string, min: number, max: number): number {
	const value = Number(text);
	if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
		throw new Error(
			`${name} is ${JSON.stringify(text)}: give a whole number from ${min} to ${max}.`
		);
	}
	return value;
}

/**
 * The origins of MINIMAX_LAB_ORIGINS: separated by commas (spaces ignored), each an http or https
 * origin with no path (`https://lab.example.org`, `http://localhost:5173`), written back in the
 * form browsers send (`new URL(...).origin`). Throws an Error naming the first one that is not.
 */
function origins(text: string): string[] {
	const list = text
		.split(',')
		.map((item) => item.trim())
		.filter((item) => item !== '');
	return list.map((item) => {
		let url: URL | null = null;
		try {
			url = new URL(item);
		} catch {
			// Reported below.
		}
		const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
		if (!url || !/^https?:$/.test(url.protocol) || !bare || item.endsWith('#')) {
			throw new Error(
				`MINIMAX_LAB_ORIGINS has ${JSON.stringify(item)}: give origins such as https://lab.example.org or http://localhost:5173, separated by commas.`
			);
		}
		return url.origin;
	});
}

/**
 * The settings from `env`, paths resolved from `cwd`.
 * Throws an Error naming the variable when PORT or MINIMAX_LAB_MAX_STUDENTS is not a whole number
 * in range (PORT 0-65535, students 1-100000), HOST or MINIMAX_LAB_DB is empty, or
 * MINIMAX_LAB_ORIGINS has something that is not an http or https origin.
 */
export function readSettings(env: NodeJS.ProcessEnv, cwd: string): ServerSettings {
	const host = env.HOST ?? '0.0.0.0';
	if (host.trim() === '')
		throw new Error('HOST is empty: give an address such as 0.0.0.0 or 127.0.0.1.');
	const port = env.PORT === undefined ? DEFAULT_PORT : wholeNumber('PORT', env.PORT, 0, 65535);
	const maxStudents =
		env.MINIMAX_LAB_MAX_STUDENTS === undefined
			? DEFAULT_MAX_STUDENTS
			: wholeNumber('MINIMAX_LAB_MAX_STUDENTS', env.MINIMAX_LAB_MAX_STUDENTS, 1, 100_000);
	const db = env.MINIMAX_LAB_DB ?? `./${DB_FILE_NAME}`;
	if (db.trim() === '') throw new Error('MINIMAX_LAB_DB is empty: give a file or a folder.');
	let dbPath = resolve(cwd, db);
	if (db.endsWith('/') || (existsSync(dbPath) && statSync(dbPath).isDirectory())) {
		dbPath = join(dbPath, DB_FILE_NAME);
	}
	const allowedOrigins = origins(env.MINIMAX_LAB_ORIGINS ?? '');
	return { host: host.trim(), port, dbPath, maxStudents, allowedOrigins };
}
