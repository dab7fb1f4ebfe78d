/**
 * The live class on the page: at most one teacher's class and one student's seat per tab, shared
 * through context from the root layout (so both live across routes). Light on purpose: the
 * teacher's and student's classes and the Socket.IO client load (dynamic import) only when a class
 * starts, a student joins, or a reload finds one to take back.
 */
import { getContext, setContext } from 'svelte';
import type { LiveProblem } from '$lib/i18n/live-messages';
import {
	readStudentSeat,
	readTeacherKey,
	STUDENT_ACTIVE_KEY,
	STUDENT_STORAGE_KEY,
	TEACHER_STORAGE_KEY
} from '$lib/live/live-storage';
import type { LiveView } from '$lib/live/protocol';
import type { ThrottleClock } from '$lib/live/throttle';
import type { ConnectLive } from './live-socket';
import type { LiveStudent } from './live-student.svelte';
import type { LiveTeacher } from './live-teacher.svelte';

export interface LiveClassDeps {
	/** Opens a connection to the live class server; null where there is none. */
	readonly connect: ConnectLive;
	/** False where no server can be (a page opened from file://): no connection is tried. */
	readonly served: boolean;
	readonly local: Storage | null;
	readonly session: Storage | null;
	readonly clock: ThrottleClock;
	/** Opens a teacher's view as a followed link, repeating its clock search exactly. */
	readonly open: (view: LiveView) => void;
	/** Stops repeating the teacher's searches (the student stopped following). */
	readonly release: () => void;
}

export class LiveClass {
	/** The class this tab teaches (open, reconnecting, ended), or null. */
	teacher = $state.raw<LiveTeacher | null>(null);
	/** This tab's seat in a class, or null. */
	student = $state.raw<LiveStudent | null>(null);
	/** Why "Start a live class" could not start one (`unavailable`: no server here). */
	startProblem = $state<LiveProblem | null>(null);
	/** True while "Start a live class" loads and connects. */
	starting = $state(false);
	readonly #deps: LiveClassDeps;

	constructor(deps: LiveClassDeps) {
		this.#deps = deps;
	}

	/** "Start a live class": opens a class, or says why it cannot here. */
	async startTeacher(): Promise<void> {
		if (this.starting || this.teacher) return;
		this.startProblem = null;
		if (!this.#deps.served) return void (this.startProblem = 'unavailable');
		this.starting = true;
		try {
			const teacher = await this.#newTeacher();
			await teacher.start();
			if (teacher.status === 'open') this.teacher = teacher;
			else {
				this.startProblem = teacher.problem ?? 'no-answer';
				teacher.close();
			}
		} catch {
			// The live class's code could not load (the page is offline): no server to reach either.
			this.startProblem = 'unavailable';
		} finally {
			this.starting = false;
		}
	}

	/** Hides the class's strip once it ended or its data is deleted. */
	dropTeacher(): void {
		this.teacher?.close();
		this.teacher = null;
	}

	/** The student's class, created on the join page's first "Join" (or a reload's rejoin). */
	async studentSession(): Promise<LiveStudent> {
		if (this.student) return this.student;
		const { LiveStudent } = await import('./live-student.svelte');
		this.student = new LiveStudent({
			connect: this.#deps.served ? this.#deps.connect : async () => null,
			local: this.#deps.local,
			session: this.#deps.session,
			open: this.#deps.open,
			release: this.#deps.release
		});
		return this.student;
	}

	/** Leaves the class this tab is in (the seat's name and id stay for a later join). */
	leaveStudent(): void {
		this.student?.leave();
		this.student = null;
	}

	/**
	 * After a reload: takes back the class this tab teaches, or the seat it had (same name), from
	 * what the tab kept. Nothing loads when the tab kept neither.
	 */
	async restore(): Promise<void> {
		if (!this.#deps.served) return;
		const key = readTeacherKey(read(this.#deps.session, TEACHER_STORAGE_KEY));
		if (key) {
			const teacher = await this.#newTeacher();
			this.teacher = teacher;
			if (!(await teacher.resume(key))) this.teacher = null;
		}
		const active = read(this.#deps.session, STUDENT_ACTIVE_KEY);
		const seat = readStudentSeat(read(this.#deps.local, STUDENT_STORAGE_KEY));
		if (active && seat && seat.code === active) {
			const student = await this.studentSession();
			if (!(await student.join(seat.code, seat.name)) && student.problem !== 'no-answer')
				this.leaveStudent();
		}
	}

	async #newTeacher(): Promise<LiveTeacher> {
		const { LiveTeacher } = await import('./live-teacher.svelte');
		return new LiveTeacher({
			connect: this.#deps.connect,
			storage: this.#deps.session,
			clock: this.#deps.clock
		});
	}
}

function read(storage: Storage | null, key: string): string | null {
	try {
		return storage?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

const KEY = Symbol('live-class');

/** Shares the page's LiveClass with the components (root layout, through kit.ts). */
export function setLiveClassContext(live: LiveClass): void {
	setContext(KEY, live);
}

/** The page's LiveClass. */
export function getLiveClassContext(): LiveClass {
	return getContext<LiveClass>(KEY);
}
