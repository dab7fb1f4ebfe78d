/**
 * A student's side of a live class, as runes: joining by code and name (`student:join`, with the
 * studentId an earlier join on this device got, so a reload or a phone that slept keeps the seat
 * and the name), following what the teacher shows (`class:view`: each view is opened through the
 * page's own link reader), the "Follow the teacher" switch, and the end of the class. No DOM: the
 * connection, the storage and the link opener come in.
 */
import { cleanName } from '$lib/game/names';
import type { LiveProblem } from '$lib/i18n/live-messages';
import {
	readStudentSeat,
	STUDENT_ACTIVE_KEY,
	STUDENT_STORAGE_KEY,
	type StudentSeat
} from '$lib/live/live-storage';
import type { LiveView } from '$lib/live/protocol';
import type { ConnectLive, LiveConnection } from './live-socket';

/**
 * Where the student stands: `joining`, `joined`, `reconnecting` (the connection was lost;
 * Socket.IO retries), `ended` (the teacher ended the class), `failed` (see `problem`).
 */
export type StudentStatus = 'joining' | 'joined' | 'reconnecting' | 'ended' | 'failed';

export interface LiveStudentDeps {
	readonly connect: ConnectLive;
	/** Local storage (the seat: code, name, studentId), or null where the browser refuses it. */
	readonly local: Storage | null;
	/** The tab's session storage (this tab is in the class), or null. */
	readonly session: Storage | null;
	/**
	 * Opens a view's hash as if the student had followed its link, and repeats its clock search
	 * (LiveView.search) exactly.
	 */
	readonly open: (view: LiveView) => void;
	/** Stops repeating the teacher's search: the page's own searches again (following ended). */
	readonly release: () => void;
}

export class LiveStudent {
	status = $state<StudentStatus>('joining');
	problem = $state<LiveProblem | null>(null);
	seat = $state.raw<StudentSeat | null>(null);
	/** The teacher's latest view (null before the teacher shows anything). */
	view = $state.raw<LiveView | null>(null);
	/** "Follow the teacher": on, each view the teacher shows opens on this device. */
	following = $state(true);
	readonly #deps: LiveStudentDeps;
	#connection: LiveConnection | null = null;

	constructor(deps: LiveStudentDeps) {
		this.#deps = deps;
	}

	/** The seat this device had in class `code`, if any (same name and studentId). */
	storedSeat(code: string): StudentSeat | null {
		const seat = readStudentSeat(read(this.#deps.local, STUDENT_STORAGE_KEY));
		return seat && seat.code === code ? seat : null;
	}

	/**
	 * Joins class `code` as `name` (cleaned by the page's name rules; the server answers
	 * `bad-name` when nothing visible is left). Resolves true once in the class.
	 */
	async join(code: string, name: string): Promise<boolean> {
		this.status = 'joining';
		this.problem = null;
		if (!this.#connection) {
			const connection = await this.#deps.connect();
			if (!connection) return this.#fail('unavailable');
			this.#connection = connection;
			this.#listen(connection);
		}
		const cleaned = cleanName(name).name;
		const studentId = this.storedSeat(code)?.studentId;
		const reply = await this.#connection.request('student:join', {
			code,
			name: cleaned,
			...(studentId ? { studentId } : {})
		});
		if (!reply.ok) {
			if (reply.error === 'no-class') remove(this.#deps.session, STUDENT_ACTIVE_KEY);
			return this.#fail(reply.error);
		}
		this.seat = { code, name: reply.name, studentId: reply.studentId };
		write(this.#deps.local, STUDENT_STORAGE_KEY, JSON.stringify(this.seat));
		write(this.#deps.session, STUDENT_ACTIVE_KEY, code);
		this.status = 'joined';
		if (reply.view) this.#take(reply.view, true);
		return true;
	}

	/** The switch: off, the student explores alone; on again, back to the teacher's view now. */
	setFollowing(on: boolean): void {
		this.following = on;
		if (on && this.view && this.status !== 'ended') this.#deps.open(this.view);
		if (!on) this.#deps.release();
	}

	/** Leaves the class on this device (the seat is kept for a later join). */
	leave(): void {
		this.#deps.release();
		remove(this.#deps.session, STUDENT_ACTIVE_KEY);
		this.#connection?.close();
		this.#connection = null;
	}

	#listen(connection: LiveConnection): void {
		connection.on('class:view', (view) => this.#take(view, false));
		connection.on('class:ended', () => {
			this.status = 'ended';
			this.following = false;
			this.leave();
		});
		connection.onState((state) => {
			if (this.status !== 'joined' && this.status !== 'reconnecting') return;
			if (state.kind === 'reconnecting') this.status = 'reconnecting';
			else if (state.kind === 'connected') {
				if (state.recovered) this.status = 'joined';
				else if (this.seat) void this.join(this.seat.code, this.seat.name);
			}
		});
	}

	/** A view from the teacher: kept when newer than the one held, opened when following. */
	#take(view: LiveView, always: boolean): void {
		if (!view || typeof view.hash !== 'string' || !view.hash.startsWith('#/')) return;
		const held = this.view;
		if (held && view.seq <= held.seq && !always) return;
		const changed = !held || held.hash !== view.hash || held.seq !== view.seq;
		this.view = view;
		if (this.following && (changed || always)) this.#deps.open(view);
	}

	#fail(problem: LiveProblem): false {
		this.problem = problem;
		this.status = 'failed';
		return false;
	}
}

function read(storage: Storage | null, key: string): string | null {
	try {
		return storage?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

function write(storage: Storage | null, key: string, value: string): void {
	try {
		storage?.setItem(key, value);
	} catch {
		// A full or refused storage: the class goes on; a reload will ask for the name again.
	}
}

function remove(storage: Storage | null, key: string): void {
	try {
		storage?.removeItem(key);
	} catch {
		// Nothing kept to remove.
	}
}
