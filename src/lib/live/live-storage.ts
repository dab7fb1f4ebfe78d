/**
 * What a device keeps of a live class, and the readers that check it (stored text may be old,
 * edited or another version's): the teacher's key (code and secret, so that a reload takes the
 * class back) and a student's seat (code, name and the server's studentId, so that a reload or a
 * phone that slept is back under the same name). Pure: no DOM; the page reads and writes the text.
 */
import { readJoinCode } from './join-code';
import { SECRET_HEX_LENGTH, type TeacherKey } from './protocol';
import { cleanName } from '../game/names';

/** The key of the teacher's class (session storage: the tab that started the class). */
export const TEACHER_STORAGE_KEY = 'minimax-lab-live-teacher';
/** The key of a student's seat (local storage: it survives the phone closing the tab). */
export const STUDENT_STORAGE_KEY = 'minimax-lab-live-student';
/** The key that says this tab is in a class now (session storage), holding the class's code. */
export const STUDENT_ACTIVE_KEY = 'minimax-lab-live-joined';

/** A student's seat on this device. */
export interface StudentSeat {
	readonly code: string;
	readonly name: string;
	readonly studentId: string;
}

/** Parses JSON text, or null for anything that is not JSON. */
function parse(text: string | null): unknown {
	if (text === null) return null;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return null;
	}
}

/** The teacher's key stored as `text`, or null when it is missing or not a key. */
export function readTeacherKey(text: string | null): TeacherKey | null {
	const value = parse(text);
	if (typeof value !== 'object' || value === null) return null;
	const { code, secret } = value as Record<string, unknown>;
	if (typeof code !== 'string' || typeof secret !== 'string') return null;
	const read = readJoinCode(code);
	if (!read.ok || read.code !== code) return null;
	if (!new RegExp(`^[0-9a-f]{${SECRET_HEX_LENGTH}}$`, 'i').test(secret)) return null;
	return { code, secret };
}

/** A student's seat stored as `text`, or null when it is missing or not a seat. */
export function readStudentSeat(text: string | null): StudentSeat | null {
	const value = parse(text);
	if (typeof value !== 'object' || value === null) return null;
	const { code, name, studentId } = value as Record<string, unknown>;
	if (typeof code !== 'string' || typeof name !== 'string' || typeof studentId !== 'string')
		return null;
	const read = readJoinCode(code);
	if (!read.ok || read.code !== code) return null;
	if (name === '' || cleanName(name).name !== name) return null;
	if (studentId === '' || studentId.length > 64) return null;
	return { code, name, studentId };
}
