/**
 * The teacher's side of a live class, as runes: opening the class (`teacher:start`) or taking it
 * back after a reload (`teacher:resume`, from the key kept in the tab's session storage), sending
 * what the teacher shows (`teacher:show`, throttled, the last view winning), the count of students,
 * ending the class and deleting its data. No DOM: the connection, the storage and the clock come in.
 */
import type { LiveProblem } from '$lib/i18n/live-messages';
import { TEACHER_STORAGE_KEY } from '$lib/live/live-storage';
import type { LiveView, TeacherKey } from '$lib/live/protocol';
import { lastWinsThrottle, type Throttle, type ThrottleClock } from '$lib/live/throttle';
import type { ConnectLive, LiveConnection } from './live-socket';

/** Milliseconds between two views sent: at most 10 a second, the server's limit per connection. */
export const SHOW_INTERVAL_MS = 100;

/**
 * Where the class stands: `opening` (connecting and asking for a class), `open`, `reconnecting`
 * (the connection was lost; Socket.IO retries), `ended`, `deleted`, `failed` (see `problem`:
 * `unavailable` where the page has no live class server).
 */
export type TeacherStatus = 'opening' | 'open' | 'reconnecting' | 'ended' | 'deleted' | 'failed';

/** What the teacher shows, as sent: the share link's hash and a clock search's extent. */
export type ShownView = Omit<LiveView, 'seq'>;

export interface LiveTeacherDeps {
	readonly connect: ConnectLive;
	/** The tab's session storage (the class's key), or null where the browser refuses it. */
	readonly storage: Storage | null;
	readonly clock: ThrottleClock;
}

export class LiveTeacher {
	status = $state<TeacherStatus>('opening');
	problem = $state<LiveProblem | null>(null);
	/** The class's code and secret once open (the secret never leaves this device but to the server). */
	key = $state.raw<TeacherKey | null>(null);
	/**
	 * The server's address on the network, for the join link when this page was opened at
	 * localhost (protocol.ts, `teacher:start`); null when the server has none.
	 */
	studentOrigin = $state<string | null>(null);
	/** Students connected now. */
	count = $state(0);
	readonly #deps: LiveTeacherDeps;
	#connection: LiveConnection | null = null;
	#last: ShownView | null = null;
	readonly #throttle: Throttle<ShownView>;

	constructor(deps: LiveTeacherDeps) {
		this.#deps = deps;
		this.#throttle = lastWinsThrottle(
			(view) => void this.#send(view),
			SHOW_INTERVAL_MS,
			deps.clock
		);
	}

	/** Opens a new class; the key is kept in the tab's session storage. */
	async start(): Promise<void> {
		if (!(await this.#connect())) return;
		const reply = await this.#connection!.request('teacher:start', {});
		if (!reply.ok) return this.#fail(reply.error);
		this.key = { code: reply.code, secret: reply.secret };
		this.studentOrigin = reply.studentOrigin;
		this.#keep(this.key);
		this.status = 'open';
		if (this.#last) this.#throttle.push(this.#last);
	}

	/**
	 * Takes back the class of `key` (a reload of the teacher's tab). Resolves false, forgetting
	 * the key, when the server no longer has that class open (it was ended or deleted).
	 */
	async resume(key: TeacherKey): Promise<boolean> {
		this.key = key;
		if (!(await this.#connect())) return false;
		const ok = await this.#resume();
		if (!ok) this.#forget();
		return ok;
	}

	/** What the teacher shows now; sent when it differs from the last one, at most every 100 ms. */
	show(view: ShownView): void {
		const last = this.#last;
		if (last && last.hash === view.hash && sameSearch(last.search, view.search)) return;
		this.#last = view;
		if (this.status === 'open') this.#throttle.push(view);
	}

	/** Ends the class: the students are told; the data stays on the server until deleted. */
	async end(): Promise<void> {
		const key = this.key;
		if (!key || !this.#connection) return;
		this.#throttle.cancel();
		const reply = await this.#connection.request('teacher:end', key);
		if (!reply.ok && reply.error !== 'no-class') return void (this.problem = reply.error);
		this.problem = null;
		this.status = 'ended';
		this.count = 0;
		this.#forgetStored();
	}

	/** Deletes the class and its students from the server's store (after it ended, or while open). */
	async deleteData(): Promise<void> {
		const key = this.key;
		if (!key || !this.#connection) return;
		const reply = await this.#connection.request('teacher:delete', key);
		if (!reply.ok && reply.error !== 'no-class') return void (this.problem = reply.error);
		this.problem = null;
		this.status = 'deleted';
		this.#forget();
	}

	/** Closes the connection (the class stays open on the server). */
	close(): void {
		this.#throttle.cancel();
		this.#connection?.close();
		this.#connection = null;
	}

	async #connect(): Promise<boolean> {
		this.status = 'opening';
		this.problem = null;
		const connection = await this.#deps.connect();
		if (!connection) {
			this.#fail('unavailable');
			return false;
		}
		this.#connection = connection;
		connection.on('class:count', ({ count }) => {
			if (typeof count === 'number') this.count = count;
		});
		connection.onState((state) => {
			if (this.status !== 'open' && this.status !== 'reconnecting') return;
			if (state.kind === 'reconnecting') this.status = 'reconnecting';
			else if (state.kind === 'connected') {
				if (state.recovered) this.status = 'open';
				else void this.#resume();
			}
		});
		return true;
	}

	/** `teacher:resume` with the key held; then the last view again (the server may have missed it). */
	async #resume(): Promise<boolean> {
		const key = this.key;
		if (!key || !this.#connection) return false;
		const reply = await this.#connection.request('teacher:resume', key);
		if (!reply.ok) {
			this.#fail(reply.error);
			return false;
		}
		this.count = reply.count;
		this.studentOrigin = reply.studentOrigin;
		this.status = 'open';
		if (this.#last && this.#last.hash !== reply.view?.hash) this.#throttle.push(this.#last);
		return true;
	}

	async #send(view: ShownView): Promise<void> {
		const key = this.key;
		if (!key || !this.#connection || this.status !== 'open') return;
		const reply = await this.#connection.request('teacher:show', { ...key, view });
		this.problem = reply.ok ? null : reply.error;
	}

	#fail(problem: LiveProblem): void {
		this.problem = problem;
		this.status = 'failed';
	}

	#keep(key: TeacherKey): void {
		try {
			this.#deps.storage?.setItem(TEACHER_STORAGE_KEY, JSON.stringify(key));
		} catch {
			// A full or refused storage: the class stays open, a reload will not resume it.
		}
	}

	#forgetStored(): void {
		try {
			this.#deps.storage?.removeItem(TEACHER_STORAGE_KEY);
		} catch {
			// Nothing kept to remove.
		}
	}

	#forget(): void {
		this.#forgetStored();
		this.close();
	}
}

/** True when two clock searches are the same (both absent included). */
function sameSearch(a: ShownView['search'], b: ShownView['search']): boolean {
	return JSON.stringify(a) === JSON.stringify(b);
}
