/**
 * `node --import tsx server/main.ts` as `npm start` runs it, in a process of its own on a free loopback
 * port with a temporary database: SIGTERM and SIGINT close the sockets and the database and exit
 * with status 0, and the server started again on the same database still has the class.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_SOCKET_PATH } from '../../../src/lib/live/protocol';
import { ask, startClass } from './live-client';

let dir: string;
const running = new Set<ChildProcess>();
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'minimax-lab-process-'));
	mkdirSync(join(dir, 'build'));
	writeFileSync(join(dir, 'build', 'index.html'), '<title>Minimax Lab</title>');
});
afterAll(() => {
	for (const child of running) child.kill('SIGKILL');
	rmSync(dir, { recursive: true, force: true });
});

/** A server process: its port once listening, its output, and its exit status and signal. */
interface ServerProcess {
	readonly port: number;
	readonly output: () => string;
	readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
	readonly child: ChildProcess;
}

/** Starts `node --import tsx server/main.ts` on 127.0.0.1, port 0, and waits for the port it prints. */
async function startServer(): Promise<ServerProcess> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
		cwd: process.cwd(),
		env: {
			...process.env,
			HOST: '127.0.0.1',
			PORT: '0',
			MINIMAX_LAB_DB: join(dir, 'live.db'),
			MINIMAX_LAB_BUILD: join(dir, 'build'),
			NO_COLOR: '1'
		},
		stdio: ['ignore', 'pipe', 'pipe']
	});
	running.add(child);
	let text = '';
	const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
		child.once('exit', (code, signal) => {
			running.delete(child);
			done({ code, signal });
		})
	);
	const port = await new Promise<number>((done, fail) => {
		const read = (chunk: Buffer) => {
			text += chunk.toString('utf8');
			const found = /served on port (\d+);/.exec(text);
			if (found) done(Number(found[1]));
		};
		child.stdout!.on('data', read);
		child.stderr!.on('data', read);
		void exited.then(({ code }) => fail(new Error(`The server exited (${code}): ${text}`)));
	});
	return { port, output: () => text, exited, child };
}

/** A connected client of the server on `port`. */
async function connect(port: number): Promise<Socket> {
	const socket = io(`http://127.0.0.1:${port}`, {
		path: LIVE_SOCKET_PATH,
		forceNew: true,
		reconnection: false
	});
	await new Promise<void>((done, fail) => {
		socket.once('connect', () => done());
		socket.once('connect_error', fail);
	});
	return socket;
}

it('SIGTERM and SIGINT close the sockets and the database, exit 0, and a restart keeps the class', async () => {
	const first = await startServer();
	const teacher = await connect(first.port);
	const key = await startClass(teacher);
	const view = { hash: '#/lesson/alpha-beta/4?step=12' };
	expect(await ask(teacher, 'teacher:show', { ...key, view })).toEqual({ ok: true, seq: 1 });
	const disconnected = new Promise<string>((done) => teacher.once('disconnect', done));

	first.child.kill('SIGTERM');
	expect(await first.exited).toEqual({ code: 0, signal: null });
	expect(first.output()).toContain('SIGTERM: closing the live classes and the database.');
	// The database was closed: SQLite folds the write-ahead log into the file and removes it.
	expect(existsSync(join(dir, 'live.db'))).toBe(true);
	expect(existsSync(join(dir, 'live.db-wal'))).toBe(false);
	// The server closed the connection (the client did not), without a disconnect message, so a
	// page keeps trying to reconnect until the server is back.
	expect(await disconnected).toBe('transport close');

	const second = await startServer();
	const back = await connect(second.port);
	expect(await ask(back, 'teacher:resume', key)).toEqual({
		ok: true,
		count: 0,
		view: { ...view, seq: 1 },
		studentOrigin: null,
		question: null,
		tally: null
	});
	back.close();
	second.child.kill('SIGINT');
	expect(await second.exited).toEqual({ code: 0, signal: null });
	expect(second.output()).toContain('SIGINT: closing the live classes and the database.');
}, 60_000);
