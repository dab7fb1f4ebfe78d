/**
 * The live class on Socket.IO 4.8 (protocol: src/lib/live/protocol.ts; docs/live-class.md):
 * the teacher opens a class and moves it, the students join by code and receive what the teacher
 * shows. One Socket.IO server on LIVE_SOCKET_PATH of the app's HTTP server, with the default
 * transports (WebSocket, and HTTP long-polling where a proxy blocks WebSockets) and
 * connection-state recovery (a phone back within two minutes keeps its socket, rooms and seat).
 *
 * Rooms: `students:CODE` (the class's students: `class:view`, `class:ended`) and `teacher:CODE`
 * (the teacher's pages: `class:count`).
 *
 * The handshake's Origin header must be the server's own origin or an allowed one
 * (`originAllowed`), so another site's page cannot drive a class from a visitor's browser; a
 * refused handshake gets HTTP 403 with the reason. One connection opens at most
 * MAX_CLASSES_PER_CONNECTION classes (`too-many-classes`).
 *
 * Every message passes, in order: the rate limit (MAX_MESSAGES_PER_SECOND per connection, counting
 * the messages let through), the size limit (MAX_MESSAGE_BYTES of JSON), a known event name, an
 * acknowledgement callback (a message without one is ignored: nobody would learn its answer), one
 * payload, the event's validator (src/lib/live/validate.ts), then its handler. A refused message
 * gets `{ ok: false, error }` and changes nothing. Handlers never throw to Socket.IO: an
 * unexpected failure is logged and answered `bad-message`.
 *
 * The teacher's secret is 128 bits from crypto.randomBytes; the store keeps its SHA-256 only, and
 * every teacher command compares the SHA-256 of the secret it carries with timingSafeEqual.
 * Wrong join codes (a join, or a teacher command, naming no open class) are limited per
 * connection and in total per minute; a connection over either limit is answered
 * `too-many-tries` unless its credentials are right (the teacher's secret, or a student id seated
 * in that class), so a limited connection learns nothing about which codes exist.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
	DEFAULT_MAX_STUDENTS,
	JOIN_CODE_ALPHABET,
	JOIN_CODE_LENGTH,
	LIVE_SOCKET_PATH,
	MAX_CLASSES_PER_CONNECTION,
	MAX_MESSAGE_BYTES,
	MAX_MESSAGES_PER_SECOND,
	MAX_WRONG_CODES_PER_CONNECTION,
	MAX_WRONG_CODES_PER_MINUTE,
	type LiveErrorCode,
	type LiveView,
	type TeacherKey
} from '../src/lib/live/protocol';
import {
	isClientEvent,
	VALIDATORS,
	type ClientEventName,
	type StudentJoin,
	type TeacherShow
} from '../src/lib/live/validate';
import type { ClassStore, StoredClass } from './class-store';

/** How the live class is set up; everything but the store has a default. */
export interface LiveClassOptions {
	readonly store: ClassStore;
	/** Students connected at once per class (default DEFAULT_MAX_STUDENTS). */
	readonly maxStudents?: number;
	/** Wrong codes one connection may send per minute (default MAX_WRONG_CODES_PER_CONNECTION). */
	readonly wrongCodesPerConnection?: number;
	/** Wrong codes all connections together may send per minute (default MAX_WRONG_CODES_PER_MINUTE). */
	readonly wrongCodesPerMinute?: number;
	/** Messages one connection may send per second (default MAX_MESSAGES_PER_SECOND). */
	readonly messagesPerSecond?: number;
	/** The clock, ms (default Date.now). */
	readonly now?: () => number;
	/**
	 * Origins (`https://lab.example.org`) whose pages may connect besides the server's own
	 * (MINIMAX_LAB_ORIGINS; default none: see `originAllowed`).
	 */
	readonly allowedOrigins?: readonly string[];
	/**
	 * The server's address on the network ("http://192.168.1.20:4173"), told to the teacher for the
	 * join link (protocol.ts, `teacher:start`); read when asked, as the port is known once listening.
	 * Default: none (null).
	 */
	readonly studentOrigin?: () => string | null;
}

/** The live class attached to an HTTP server. */
export interface LiveClass {
	/** The Socket.IO server. */
	readonly io: Server;
	/** Students connected now to the class with this code. */
	connectedCount(code: string): number;
}

/** What a socket is, kept in `socket.data` (restored with the socket by connection-state recovery). */
interface SocketData {
	seat?: { code: string; studentId: string } | null;
}

type Reply = { ok: true } & Record<string, unknown>;
type Answer = Reply | { ok: false; error: LiveErrorCode };
type LiveSocket = Socket<
	Record<string, never>,
	Record<string, never>,
	Record<string, never>,
	SocketData
>;

const MINUTE_MS = 60_000;
/** The biggest HTTP payload Engine.IO reads (a long-polling request may carry several messages). */
const MAX_HTTP_BUFFER_BYTES = 100_000;
/** How long a disconnected socket's rooms and seat are kept for connection-state recovery. */
const RECOVERY_MS = 2 * MINUTE_MS;

/** The SHA-256 of a secret, as 64 lowercase hex digits. */
export function secretHash(secret: string): string {
	return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether `secret` hashes to `hash`, compared in constant time. */
function secretMatches(secret: string, hash: string): boolean {
	const given = createHash('sha256').update(secret, 'utf8').digest();
	const kept = Buffer.from(hash, 'hex');
	return given.length === kept.length && timingSafeEqual(given, kept);
}

/** A random join code of JOIN_CODE_LENGTH letters of JOIN_CODE_ALPHABET. */
export function randomJoinCode(): string {
	let code = '';
	for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
		code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
	}
	return code;
}

/**
 * Times of recent events within a sliding window, at most `limit` kept: `full(now)` says whether
 * `limit` events happened in the last `windowMs`.
 */
class SlidingCount {
	readonly #times: number[] = [];
	constructor(
		readonly limit: number,
		readonly windowMs: number
	) {}
	full(now: number): boolean {
		while (this.#times.length > 0 && this.#times[0] <= now - this.windowMs) this.#times.shift();
		return this.#times.length >= this.limit;
	}
	add(now: number): void {
		this.#times.push(now);
		if (this.#times.length > this.limit) this.#times.shift();
	}
}

/**
 * Whether a handshake whose Origin header is `origin`, sent to `host` (its Host header), may
 * connect: a page of the server's own origin (the origin's host and port are the Host header's),
 * one of `allowed`, or no Origin at all (not a browser: browsers send it with every WebSocket
 * handshake and every cross-origin request, so another site's page cannot leave it out).
 * A malformed origin, or `null` (a page from file://, a sandboxed frame), is refused.
 */
export function originAllowed(
	origin: string | undefined,
	host: string | undefined,
	allowed: readonly string[] = []
): boolean {
	if (origin === undefined) return true;
	if (allowed.includes(origin)) return true;
	try {
		return host !== undefined && new URL(origin).host === host.toLowerCase();
	} catch {
		return false;
	}
}

/** The size of a message's arguments as JSON text, bytes; Infinity when it cannot be written. */
function messageBytes(args: readonly unknown[]): number {
	try {
		return Buffer.byteLength(JSON.stringify(args) ?? '', 'utf8');
	} catch {
		return Infinity;
	}
}

const studentsRoom = (code: string) => `students:${code}`;
const teacherRoom = (code: string) => `teacher:${code}`;

/**
 * Attaches the live class to `http` (see the file's comment).
 * @returns the Socket.IO server (closing it closes `http` too) and a count reader.
 */
export function attachLiveClass(http: HttpServer, options: LiveClassOptions): LiveClass {
	const store = options.store;
	const maxStudents = options.maxStudents ?? DEFAULT_MAX_STUDENTS;
	const perConnection = options.wrongCodesPerConnection ?? MAX_WRONG_CODES_PER_CONNECTION;
	const messagesPerSecond = options.messagesPerSecond ?? MAX_MESSAGES_PER_SECOND;
	const now = options.now ?? Date.now;
	const studentOrigin = options.studentOrigin ?? (() => null);
	const wrongCodes = new SlidingCount(
		options.wrongCodesPerMinute ?? MAX_WRONG_CODES_PER_MINUTE,
		MINUTE_MS
	);
	/** Per open class: each connected student's id and the sockets it is connected with. */
	const connected = new Map<string, Map<string, Set<string>>>();

	const io = new Server(http, {
		path: LIVE_SOCKET_PATH,
		serveClient: false,
		maxHttpBufferSize: MAX_HTTP_BUFFER_BYTES,
		allowRequest: (req, answer) => {
			const ok = originAllowed(req.headers.origin, req.headers.host, options.allowedOrigins);
			answer(ok ? null : `Origin not allowed: ${req.headers.origin}`, ok);
		},
		connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_MS, skipMiddlewares: true }
	});

	const connectedCount = (code: string) => connected.get(code)?.size ?? 0;

	const sendCount = (code: string) => {
		io.to(teacherRoom(code)).emit('class:count', { count: connectedCount(code) });
	};

	/** Seats `socket` as the student `studentId` of class `code` (leaving any seat it had). */
	const seat = (socket: LiveSocket, code: string, studentId: string) => {
		const current = socket.data.seat;
		if (current?.code !== code || current.studentId !== studentId) unseat(socket, false);
		let students = connected.get(code);
		if (!students) connected.set(code, (students = new Map()));
		let sockets = students.get(studentId);
		if (!sockets) students.set(studentId, (sockets = new Set()));
		sockets.add(socket.id);
		socket.data.seat = { code, studentId };
		socket.join(studentsRoom(code));
		sendCount(code);
	};

	/** Frees the socket's seat, if any; `disconnected` keeps it in socket.data for recovery. */
	const unseat = (socket: LiveSocket, disconnected: boolean) => {
		const current = socket.data.seat;
		if (!current) return;
		const students = connected.get(current.code);
		const sockets = students?.get(current.studentId);
		if (sockets?.delete(socket.id) && sockets.size === 0) students!.delete(current.studentId);
		if (students?.size === 0) connected.delete(current.code);
		if (!disconnected) {
			socket.data.seat = null;
			socket.leave(studentsRoom(current.code));
		}
		if (students) sendCount(current.code);
	};

	/** Closes a class for its students: `class:ended`, and every socket leaves its rooms. */
	const closeClass = (code: string) => {
		io.to(studentsRoom(code)).emit('class:ended', {});
		for (const socket of io.sockets.sockets.values()) {
			if (socket.data.seat?.code === code) socket.data.seat = null;
		}
		io.in(studentsRoom(code)).socketsLeave(studentsRoom(code));
		io.in(teacherRoom(code)).socketsLeave(teacherRoom(code));
		connected.delete(code);
	};

	/** The open (or, with `ended`, any) class a teacher key opens, or why not. */
	const teacherClass = (
		key: TeacherKey,
		limited: boolean,
		tries: SlidingCount,
		ended = false
	): StoredClass | LiveErrorCode => {
		const found = store.getClass(key.code);
		const open = found && (ended || found.endedAt === null) ? found : null;
		const right = open !== null && secretMatches(key.secret, open.secretHash);
		if (limited && !right) return 'too-many-tries';
		if (!open) {
			tries.add(now());
			wrongCodes.add(now());
			return 'no-class';
		}
		return right ? open : 'wrong-secret';
	};

	io.on('connection', (rawSocket) => {
		const socket = rawSocket as LiveSocket;
		const messages = new SlidingCount(messagesPerSecond, 1000);
		const tries = new SlidingCount(perConnection, MINUTE_MS);
		const limited = () => tries.full(now()) || wrongCodes.full(now());
		let classesOpened = 0;

		if (socket.recovered && socket.data.seat) {
			const { code, studentId } = socket.data.seat;
			if (store.getClass(code)?.endedAt === null) {
				socket.data.seat = null;
				seat(socket, code, studentId);
			} else {
				socket.data.seat = null;
				socket.leave(studentsRoom(code));
			}
		}

		const handlers: { [E in ClientEventName]: (payload: never) => Answer } = {
			'teacher:start': () => {
				if (classesOpened >= MAX_CLASSES_PER_CONNECTION) {
					return { ok: false, error: 'too-many-classes' };
				}
				let code = randomJoinCode();
				for (let i = 0; store.getClass(code) !== null; i++) {
					if (i > 100) throw new Error('No free join code');
					code = randomJoinCode();
				}
				const secret = randomBytes(16).toString('hex');
				store.createClass(code, secretHash(secret), now());
				classesOpened++;
				socket.join(teacherRoom(code));
				return { ok: true, code, secret, studentOrigin: studentOrigin() };
			},
			'teacher:resume': (key: TeacherKey) => {
				const found = teacherClass(key, limited(), tries);
				if (typeof found === 'string') return { ok: false, error: found };
				socket.join(teacherRoom(key.code));
				return {
					ok: true,
					count: connectedCount(key.code),
					view: found.view,
					studentOrigin: studentOrigin()
				};
			},
			'teacher:show': (show: TeacherShow) => {
				const found = teacherClass(show, limited(), tries);
				if (typeof found === 'string') return { ok: false, error: found };
				const seq = (found.view?.seq ?? 0) + 1;
				const view: LiveView = show.view.search
					? { hash: show.view.hash, search: show.view.search, seq }
					: { hash: show.view.hash, seq };
				store.saveView(show.code, view);
				io.to(studentsRoom(show.code)).emit('class:view', view);
				return { ok: true, seq };
			},
			'teacher:end': (key: TeacherKey) => {
				const found = teacherClass(key, limited(), tries);
				if (typeof found === 'string') return { ok: false, error: found };
				store.endClass(key.code, now());
				closeClass(key.code);
				return { ok: true };
			},
			'teacher:delete': (key: TeacherKey) => {
				const found = teacherClass(key, limited(), tries, true);
				if (typeof found === 'string') return { ok: false, error: found };
				if (found.endedAt === null) closeClass(key.code);
				store.deleteClass(key.code);
				return { ok: true };
			},
			'student:join': (join: StudentJoin) => {
				const found = store.getClass(join.code);
				const open = found?.endedAt === null ? found : null;
				const known = join.studentId ? store.getStudent(join.studentId) : null;
				const seated = open !== null && known?.classCode === join.code ? known : null;
				if (limited() && !seated) return { ok: false, error: 'too-many-tries' };
				if (!open) {
					tries.add(now());
					wrongCodes.add(now());
					return { ok: false, error: 'no-class' };
				}
				const already = seated !== null && (connected.get(join.code)?.has(seated.id) ?? false);
				if (!already && connectedCount(join.code) >= maxStudents) {
					return { ok: false, error: 'class-full' };
				}
				let studentId: string;
				let name: string;
				if (seated) {
					({ id: studentId, name } = seated);
				} else {
					studentId = randomBytes(16).toString('hex');
					name = join.name;
					store.addStudent(studentId, join.code, name, now());
				}
				seat(socket, join.code, studentId);
				return { ok: true, studentId, name, view: open.view };
			}
		};

		socket.use((packet, next) => {
			const ack =
				typeof packet.at(-1) === 'function' ? (packet.at(-1) as (a: Answer) => void) : null;
			const refuse = (error: LiveErrorCode) => ack?.({ ok: false, error });
			try {
				if (messages.full(now())) return refuse('too-fast');
				messages.add(now());
				const args = ack ? packet.slice(0, -1) : packet;
				if (messageBytes(args) > MAX_MESSAGE_BYTES) return refuse('too-large');
				if (!isClientEvent(packet[0])) return refuse('bad-message');
				next();
			} catch (error) {
				console.error('Live class: a message failed its checks', error);
				refuse('bad-message');
			}
		});

		for (const event of Object.keys(handlers) as ClientEventName[]) {
			socket.on(event, (...args: unknown[]) => {
				const ack = typeof args.at(-1) === 'function' ? (args.pop() as (a: Answer) => void) : null;
				if (!ack) return;
				let answer: Answer;
				try {
					const checked = args.length === 1 ? VALIDATORS[event](args[0]) : null;
					if (!checked) answer = { ok: false, error: 'bad-message' };
					else if (!checked.ok) answer = checked;
					else answer = handlers[event](checked.value as never);
				} catch (error) {
					console.error(`Live class: ${event} failed`, error);
					answer = { ok: false, error: 'bad-message' };
				}
				try {
					ack(answer);
				} catch (error) {
					console.error(`Live class: the reply to ${event} failed`, error);
				}
			});
		}

		socket.on('disconnect', () => {
			try {
				unseat(socket, true);
			} catch (error) {
				console.error('Live class: a disconnect failed', error);
			}
		});
	});

	return { io, connectedCount };
}
