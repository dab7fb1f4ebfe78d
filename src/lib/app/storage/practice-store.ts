/**
 * The practice score kept in the tab's session storage, so that "Open in the debugger" and Back do
 * not reset it. It is written through the session store's DeviceWrites (a full storage is said, as
 * for every save) and read back field by field: the questions counted that read are kept, the rest
 * is set aside with a note (game-store.ts `setAsideSave`), as the device's other saves are.
 *
 * Format (under SCORE_KEY, versioned by its key): { attempted, correct, counted: [exercise key...] },
 * where `attempted` is the number of questions counted and `correct` those answered right.
 */
import { SetAsideFields } from '$lib/game';
import type { SessionScore } from '$lib/practice';
import type { ScoreStore } from '../practice/practice.svelte';
import type { DeviceWrites } from './device-writes';
import type { StorageNote } from '$lib/game';
import { setAsideSave, type Reading } from './game-store';

/** The storage key (versioned: a new shape gets a new key). */
export const SCORE_KEY = 'minimax-lab.practice-score.v1';

/**
 * The most questions a stored score keeps (a session answers a few dozen): entries after these are
 * left out unread, so that a tampered save of a million entries costs no more than this.
 */
export const MAX_COUNTED = 10_000;

/** The longest exercise key kept, in UTF-16 units (a real one is about 30: `win XOX/.O./X.. 7`). */
export const MAX_KEY_LENGTH = 200;

/**
 * Reads a stored score back, field by field; never throws.
 * - `counted`: each entry that is a string of at most MAX_KEY_LENGTH units, not seen before, among
 *   the first MAX_COUNTED is kept; the others are left out ('practice-questions', with their
 *   count); a `counted` that is not an array keeps none;
 * - `attempted` is the number of questions kept; a stored one that disagrees is named
 *   ('practice-attempted');
 * - `correct`: a whole number from 0 to `attempted`, else 0 ('practice-correct').
 * Text that is not JSON of an object reads as nothing ('unreadable'); null or '' as 'empty'.
 */
export function readPracticeScore(text: string | null): Reading<SessionScore> {
	if (text === null || text.trim() === '') {
		return { value: null, error: { code: 'empty', path: null }, setAside: [] };
	}
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return { value: null, error: { code: 'unreadable', path: null }, setAside: [] };
	}
	if (typeof data !== 'object' || data === null || Array.isArray(data)) {
		return { value: null, error: { code: 'unreadable', path: null }, setAside: [] };
	}
	const { attempted, correct, counted } = data as Record<string, unknown>;
	const fb = new SetAsideFields();
	const keys: string[] = [];
	if (!Array.isArray(counted)) {
		fb.add('practice-questions', 'counted');
	} else {
		const seen = new Set<string>();
		const read = Math.min(counted.length, MAX_COUNTED);
		for (let i = 0; i < read; i++) {
			const key: unknown = counted[i];
			if (typeof key === 'string' && key.length <= MAX_KEY_LENGTH && !seen.has(key)) {
				seen.add(key);
				keys.push(key);
			} else fb.add('practice-questions', `counted[${i}]`);
		}
		if (counted.length > read)
			fb.add('practice-questions', `counted[${read}]`, counted.length - read);
	}
	if (attempted !== keys.length && !fb.has('practice-questions')) {
		fb.add('practice-attempted', 'attempted');
	}
	const right =
		Number.isInteger(correct) && (correct as number) >= 0 && (correct as number) <= keys.length
			? (correct as number)
			: null;
	if (right === null) fb.add('practice-correct', 'correct');
	return {
		value: { attempted: keys.length, correct: right ?? 0, counted: keys },
		error: fb.first === null ? null : { code: 'tampered', path: fb.first },
		setAside: fb.list()
	};
}

/**
 * A ScoreStore over the tab's session storage, through `device` (its one reporting write): a full
 * storage is said by `device`'s note. `load` reads the score field by field; a save that does not
 * read whole is set aside first (its note goes to `onNote`); when there is no room for that, the
 * save is left as it is and this store writes nothing over it (the score lasts as long as the page).
 */
export function practiceScoreStore(
	device: DeviceWrites,
	onNote: (note: StorageNote) => void
): ScoreStore {
	let frozen = false;
	return {
		load() {
			const text = device.read(SCORE_KEY);
			const reading = readPracticeScore(text);
			if (reading.error && reading.error.code !== 'empty' && text !== null) {
				const note = setAsideSave(device, SCORE_KEY, text, reading, 'practice');
				frozen = note.kind === 'kept';
				onNote(note);
			}
			return reading.value;
		},
		save(score) {
			if (!frozen) device.write(SCORE_KEY, JSON.stringify(score), 'practice');
		}
	};
}
