/**
 * A bare DevTools-protocol client for Chromium over `--remote-debugging-pipe` (no Playwright, no
 * dependency): the first-visit benchmark drives the page with it because Playwright enables the
 * Runtime domain on every page, and with Runtime enabled V8 runs a first visit's app script many
 * times slower than a browser with no DevTools attached. Measured on this build (CPU throttled 4x,
 * a new profile, the app script alone): its evaluation took 370-450 ms of main-thread CPU with
 * `Runtime.enable` sent before the navigation, 40-50 ms without (the same script, the same
 * client); Chromium's own start-up trace (`--trace-startup`, no DevTools at all, unthrottled)
 * agrees with the latter. See docs/main-thread.md, "First visit".
 *
 * Protocol: JSON messages separated by a NUL byte, written to the browser on fd 3 and read from
 * it on fd 4 (Chromium's pipe transport). Commands for a page go through a flat session
 * (`Target.attachToTarget` with `flatten: true`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';

/** A protocol event: its method, params and the session it came from ('' for the browser). */
export type CdpEvent = { method: string; params: Record<string, unknown>; sessionId: string };

/** A browser launched with the pipe transport, and a way to send it commands. */
export type PipeBrowser = {
	/** Sends `method` (on `sessionId`, the browser when empty); resolves with the result. */
	send: (
		method: string,
		params?: Record<string, unknown>,
		sessionId?: string
	) => Promise<Record<string, unknown>>;
	/** Calls `listener` with every event until the browser closes. */
	on: (listener: (event: CdpEvent) => void) => void;
	/** Attaches to the first page target (a new one if there is none); resolves with its session. */
	page: () => Promise<string>;
	/** Closes the browser (and waits for the process to end). */
	close: () => Promise<void>;
};

/**
 * Launches `executable` with `args` plus the pipe transport and `--user-data-dir=<profile>`.
 * @throws Error (rejects) when a command returns a protocol error.
 */
export function launchPipe(executable: string, args: string[], profile: string): PipeBrowser {
	const child: ChildProcess = spawn(
		executable,
		[...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
		{ stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] }
	);
	const write = child.stdio[3] as Writable;
	const read = child.stdio[4] as Readable;
	let id = 0;
	const pending = new Map<
		number,
		{ ok: (r: Record<string, unknown>) => void; ko: (e: Error) => void }
	>();
	const listeners: ((event: CdpEvent) => void)[] = [];
	let buffer = '';
	read.setEncoding('utf8');
	read.on('data', (chunk: string) => {
		buffer += chunk;
		for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
			const message = JSON.parse(buffer.slice(0, end));
			buffer = buffer.slice(end + 1);
			if (message.id !== undefined) {
				const waiting = pending.get(message.id);
				pending.delete(message.id);
				if (message.error) waiting?.ko(new Error(`${message.error.message} (${message.id})`));
				else waiting?.ok(message.result ?? {});
			} else {
				for (const l of listeners) {
					l({
						method: message.method,
						params: message.params ?? {},
						sessionId: message.sessionId ?? ''
					});
				}
			}
		}
	});
	const send: PipeBrowser['send'] = (method, params = {}, sessionId = '') =>
		new Promise((ok, ko) => {
			const n = ++id;
			pending.set(n, { ok, ko });
			write.write(
				`${JSON.stringify({ id: n, method, params, ...(sessionId ? { sessionId } : {}) })}\0`
			);
		});
	return {
		send,
		on: (listener) => listeners.push(listener),
		page: async () => {
			const { targetInfos } = (await send('Target.getTargets')) as {
				targetInfos: { targetId: string; type: string }[];
			};
			let target = targetInfos.find((t) => t.type === 'page')?.targetId;
			if (!target)
				target = (
					(await send('Target.createTarget', { url: 'about:blank' })) as { targetId: string }
				).targetId;
			const { sessionId } = (await send('Target.attachToTarget', {
				targetId: target,
				flatten: true
			})) as {
				sessionId: string;
			};
			return sessionId;
		},
		close: async () => {
			const ended = new Promise((done) => child.once('exit', done));
			await send('Browser.close').catch(() => undefined);
			const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
			await ended;
			clearTimeout(timer);
		}
	};
}
