/**
 * The server tests' set-up: the app server on a free loopback port with a database in a fresh
 * temporary folder, socket.io-client connections to it, and an event queue to wait on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { startAppServer, type AppServer, type AppServerOptions } from '../../../server/app-server';
import { LIVE_SOCKET_PATH, type TeacherKey } from '../../../src/lib/live/protocol';
export { CLOCK_SEARCH } from '../live/fixtures';

/** A server for one test file, its temporary folder, and its clients (closed by `stop`). */
export interface TestServer {
	readonly server: AppServer;
	readonly dir: string;
	readonly url: string;
	/** A connected client (WebSocket first, as a phone; `transports` to force one). */
	connect(options?: Partial<ManagerOptions & SocketOptions>): Promise<Socket>;
	/** Closes every client, the server, and deletes the folder. */
	stop(): Promise<void>;
}

/** Starts a server on 127.0.0.1 (port 0) with `options` over the defaults. */
export async function startTestServer(
	options: Partial<AppServerOptions> = {},
	dir = mkdtempSync(join(tmpdir(), 'minimax-lab-server-'))
): Promise<TestServer> {
	const server = await startAppServer({
		host: '127.0.0.1',
		port: 0,
		dbPath: join(dir, 'live.db'),
		buildDir: dir,
		...options
	});
	const url = `http://127.0.0.1:${server.port}`;
	const clients: Socket[] = [];
	return {
		server,
		dir,
		url,
		async connect(extra = {}) {
			const socket = io(url, {
				path: LIVE_SOCKET_PATH,
				forceNew: true,
				reconnection: false,
				...extra
			});
			clients.push(socket);
			await new Promise<void>((done, fail) => {
				socket.once('connect', () => done());
				socket.once('connect_error', fail);
			});
			return socket;
		},
		async stop() {
			for (const client of clients) client.close();
			await server.close();
			rmSync(dir, { recursive: true, force: true });
		}
	};
}

/** Every emission of one event on a socket, in order, to be awaited one by one. */
export class EventQueue<T = unknown> {
	readonly #seen: T[] = [];
	readonly #waiting: ((value: T) => void)[] = [];
	constructor(socket: Socket, event: string) {
		socket.on(event, (value: T) => {
			const waiter = this.#waiting.shift();
			if (waiter) waiter(value);
			else this.#seen.push(value);
		});
	}
	/** The next emission not yet taken. */
	next(): Promise<T> {
		const seen = this.#seen.shift();
		if (seen !== undefined) return Promise.resolve(seen);
		return new Promise((done) => this.#waiting.push(done));
	}
	/** Emissions received and not yet taken. */
	get pending(): number {
		return this.#seen.length;
	}
}

/** A reply as the tests read it. */
export type AnyReply = { ok: boolean; error?: string } & Record<string, unknown>;

/** Emits and waits for the acknowledgement. */
export function ask(socket: Socket, event: string, ...args: unknown[]): Promise<AnyReply> {
	return socket.emitWithAck(event, ...args) as Promise<AnyReply>;
}

/** Opens a class from `teacher`; its key. */
export async function startClass(teacher: Socket): Promise<TeacherKey> {
	const reply = await ask(teacher, 'teacher:start', {});
	if (!reply.ok) throw new Error(`teacher:start failed: ${reply.error}`);
	return { code: reply.code as string, secret: reply.secret as string };
}
