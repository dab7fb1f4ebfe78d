/**
 * What the page keeps on the device and what it says about it, as runes: the game's series and
 * the preferences in local storage (game-store.ts), the practice score in the tab's session
 * storage (practice-store.ts), the recent games another save replaced, and the notes the page
 * shows about the data (a save set aside or left as it was, a full storage). The App (app/page/
 * app.svelte.ts) owns one and says when to save, restore and forget.
 */
import { SAVED_PARTS, type SavedPart, type Series, type StorageNote } from '$lib/game';
import type { PagePrefs } from '$lib/link/game-link';
import type { ScoreStore } from '../practice/practice.svelte';
import { DeviceWrites, type KeyValueStore } from './device-writes';
import { DeviceStore, type Merged, type Restored } from './game-store';
import { practiceScoreStore } from './practice-store';

export class DeviceData {
	/** The reporting writes to local storage (the language chosen is kept through them), or null. */
	readonly writes: DeviceWrites | null;
	/**
	 * Where the practice page keeps its score (the tab's session storage, through its reporting
	 * write: a full storage and a save set aside are said in `notes`); null without one.
	 */
	readonly practiceScores: ScoreStore | null;
	readonly #store: DeviceStore | null;
	#notes = $state.raw<readonly StorageNote[]>([]);
	#recent = $state.raw<readonly Series<unknown>[]>([]);
	/** The parts a full storage did not save, by store (local storage, the tab's session storage). */
	#full: Readonly<Record<'local' | 'session', readonly SavedPart[]>> = { local: [], session: [] };

	/**
	 * @param local the device's storage (local storage on the page); without it nothing is kept.
	 * @param session the tab's storage (session storage: the practice score); without it, nothing.
	 */
	constructor(local?: KeyValueStore, session?: KeyValueStore) {
		this.writes = local
			? new DeviceWrites(local, (parts) => this.#storageFull('local', parts))
			: null;
		this.#store = this.writes ? new DeviceStore(this.writes, (note) => this.#addNote(note)) : null;
		this.practiceScores = session
			? practiceScoreStore(
					new DeviceWrites(session, (parts) => this.#storageFull('session', parts)),
					(note) => this.#addNote(note)
				)
			: null;
	}

	/** True when the page keeps its data on the device. */
	get kept(): boolean {
		return this.#store !== null;
	}

	/**
	 * What the page says about the data kept: what the first load set aside or left as it was, and
	 * a full storage (one note naming the parts of both stores not saved).
	 */
	get notes(): readonly StorageNote[] {
		return this.#notes;
	}

	/** The recent games kept on the device (games another save replaced), newest first. */
	get recent(): readonly Series<unknown>[] {
		return this.#recent;
	}

	/** Adds a note about the data kept (once: a note said already is not repeated). */
	#addNote(note: StorageNote): void {
		const text = JSON.stringify(note);
		if (this.#notes.some((n) => JSON.stringify(n) === text)) return;
		this.#notes = [...this.#notes, note];
	}

	/**
	 * The storage `store` is full: `parts` are the saves there that failed; null: every part there
	 * is saved again. One note lists the parts of both stores (in place of any earlier full-storage
	 * note), and goes when there are none.
	 */
	#storageFull(store: 'local' | 'session', parts: readonly SavedPart[] | null): void {
		this.#full = { ...this.#full, [store]: parts ?? [] };
		const all = SAVED_PARTS.filter(
			(p) => this.#full.local.includes(p) || this.#full.session.includes(p)
		);
		const notes = [...this.#notes];
		const at = notes.findIndex((n) => n.kind === 'full');
		const note = all.length ? ({ kind: 'full', parts: all } as const) : null;
		if (at < 0 && note) notes.push(note);
		else if (note) notes[at] = note;
		else if (at >= 0) notes.splice(at, 1);
		this.#notes = notes;
	}

	/**
	 * Reads what the device keeps (DeviceStore.restore); its notes come before those said so far
	 * (a full storage found while setting data aside was noted already).
	 * @returns the series and preferences kept, or null when nothing is kept on the device.
	 */
	restore<A>(): Pick<Restored<A>, 'series' | 'prefs'> | null {
		if (!this.#store) return null;
		const restored = this.#store.restore<A>();
		this.#notes = [...restored.notes, ...this.#notes];
		this.#recent = this.#store.recent();
		return restored;
	}

	/**
	 * Saves the series (DeviceStore.saveSeries).
	 * @returns the merged score and ids for the page to take, or null.
	 */
	saveSeries(series: Series<unknown>): Merged | null {
		const merged = this.#store?.saveSeries(series) ?? null;
		this.readRecent();
		return merged;
	}

	/**
	 * Another tab saved on the device (DeviceStore.changed): nothing is written.
	 * @returns the merged score and ids for the page to take, or null.
	 */
	changed(series: Series<unknown>): Merged | null {
		const merged = this.#store?.changed(series) ?? null;
		this.readRecent();
		return merged;
	}

	/** Forgets the recent games on the device (to make room). */
	clearRecent(): void {
		this.#store?.clearRecent();
		this.#recent = [];
	}

	/**
	 * Takes recent game `index` off the device's list (DeviceStore.takeRecent); `recent` follows at
	 * the next readRecent, once the page has resumed it.
	 * @returns it, or null when it is gone (another tab took it).
	 */
	takeRecent<A>(index: number): Series<A> | null {
		return this.#store?.takeRecent<A>(index) ?? null;
	}

	/** Keeps the page's preferences on the device. */
	savePrefs(prefs: PagePrefs): void {
		this.#store?.savePrefs(prefs);
	}

	/** A new game: the notes go, but a full storage is still said (the new game's saves fail too). */
	newGame(): void {
		this.#notes = this.#notes.filter((n) => n.kind === 'full');
	}

	/** Reads the recent games from the device again. */
	readRecent(): void {
		if (this.#store) this.#recent = this.#store.recent();
	}
}
