/**
 * The one way the page reads and writes the device's storage: every save (in local storage the
 * game and the score, the recent games, the preferences, the language chosen; in the tab's session
 * storage the practice score) goes through `DeviceWrites.write` (one instance per store), which never throws and reports a full storage. When a write fails because
 * the storage is full, the part it saved is named in the full-storage note (`onFull`) until a
 * write of that part succeeds; a part that does not save itself again (the language chosen) keeps its
 * last value pending, and it is written again after the next write that succeeds (room was made).
 * When every part is saved again, `onFull(null)` says so. A write that fails leaves what the device
 * held as it was. A store that refuses access (private browsing, a file:// page with storage off)
 * reads as empty and ignores writes, silently: nothing can be saved there, and nothing was.
 */

import { SAVED_PARTS, type SavedPart } from '$lib/game';

/**
 * The part of the Web Storage API the page uses (`localStorage`, `sessionStorage`, or a Map-backed
 * fake in tests).
 */
export interface KeyValueStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** A failed write: the storage is full (the names browsers give the quota error). */
function isQuota(e: unknown): boolean {
	const name = (e as { name?: unknown } | null)?.name;
	return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** A write that failed because the storage is full: its key, and its value when it is retried. */
interface Pending {
	readonly key: string;
	readonly value: string | null;
}

export class DeviceWrites {
	readonly #store: KeyValueStore;
	readonly #onFull: (parts: readonly SavedPart[] | null) => void;
	/** The last write of each part that a full storage refused. */
	readonly #pending = new Map<SavedPart, Pending>();

	/**
	 * @param store local storage, or a stand-in.
	 * @param onFull told the parts not saved for lack of room each time that list changes, and
	 *   null once every part is saved again.
	 */
	constructor(store: KeyValueStore, onFull: (parts: readonly SavedPart[] | null) => void) {
		this.#store = store;
		this.#onFull = onFull;
	}

	/** What the device holds under `key`; null when nothing, or when the store refuses access. */
	read(key: string): string | null {
		try {
			return this.#store.getItem(key);
		} catch {
			return null;
		}
	}

	/**
	 * Writes `value` under `key` (the data of `part`); never throws.
	 * @param retry keep the value to write again once room is made (for a part that is not saved
	 *   again on its own, such as the language chosen).
	 * @returns false when the write failed (the device keeps what it held).
	 */
	write(key: string, value: string, part: SavedPart, retry = false): boolean {
		const before = this.#parts();
		const done = this.#try(key, value, part, retry);
		if (done) this.#retryPending();
		const after = this.#parts();
		if (after.join() !== before.join()) this.#onFull(after.length ? after : null);
		return done;
	}

	/** Removes `key`; never throws (a store that refuses access holds nothing). */
	remove(key: string): void {
		try {
			this.#store.removeItem(key);
		} catch {
			// Nothing is held there.
		}
	}

	/** The parts not saved for lack of room, in SAVED_PARTS order. */
	get unsaved(): readonly SavedPart[] {
		return this.#parts();
	}

	#try(key: string, value: string, part: SavedPart, retry: boolean): boolean {
		try {
			this.#store.setItem(key, value);
			this.#pending.delete(part);
			return true;
		} catch (e) {
			if (isQuota(e)) this.#pending.set(part, { key, value: retry ? value : null });
			return false;
		}
	}

	/** Writes again what a full storage refused and is kept for that (room may have been made). */
	#retryPending(): void {
		for (const [part, { key, value }] of [...this.#pending]) {
			if (value !== null) this.#try(key, value, part, true);
		}
	}

	#parts(): SavedPart[] {
		return SAVED_PARTS.filter((p) => this.#pending.has(p));
	}
}
