/**
 * The page's end of the live class's connection: socket.io-client (loaded by this module only,
 * which the page imports when a class starts or a student joins) on LIVE_SOCKET_PATH of the page's
 * origin, typed by the protocol (src/lib/live/protocol.ts). Every request resolves to a LiveReply,
 * never rejects: no answer in time is `no-answer`.
 */
import { io, type Socket } from 'socket.io-client';
import {
	LIVE_SOCKET_PATH,
	type ClientEvents,
	type LiveReply,
	type ServerEvents
} from '$lib/live/protocol';
import type { LiveProblem } from '$lib/i18n/live-messages';

/** A request's answer: the server's reply, or the page's own `no-answer`. */
export type LiveAnswer<T extends object> =
	({ readonly ok: true } & T) | { readonly ok: false; readonly error: LiveProblem };

/**
 * The connection's state: `connected` (again, after a loss: `recovered` says whether Socket.IO's
 * connection-state recovery kept the session, so the page need not join again), `reconnecting`
 * (lost after it was up; Socket.IO retries), `unavailable` (no live class server answered the
 * first connection: the connection is closed).
 */
export type LiveLinkState =
	| { readonly kind: 'connected'; readonly recovered: boolean }
	| { readonly kind: 'reconnecting' }
	| { readonly kind: 'unavailable' };

/** A live-class connection as the page's classes use it (tests give a fake one). */
export interface LiveConnection {
	request<E extends keyof ClientEvents>(
		event: E,
		payload: ClientEvents[E]['payload']
	): Promise<LiveAnswer<ClientEvents[E]['reply']>>;
	on<E extends keyof ServerEvents>(event: E, handler: (payload: ServerEvents[E]) => void): void;
	/** Called on every change of the connection's state. */
	onState(handler: (state: LiveLinkState) => void): void;
	close(): void;
}

/** Opens a connection (resolves once the first connection is up, or the server is absent). */
export type ConnectLive = () => Promise<LiveConnection | null>;

/** How long a request waits for its acknowledgement, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

type ServerListeners = { [E in keyof ServerEvents]: (payload: ServerEvents[E]) => void };
type ClientEmits = {
	[E in keyof ClientEvents]: (
		payload: ClientEvents[E]['payload'],
		ack: (reply: LiveReply<ClientEvents[E]['reply']>) => void
	) => void;
};

/**
 * Connects to the live class server at `origin` (the page's). Resolves null when it does not
 * answer the first connection (no server there: a static host), after closing the socket, so the
 * page explains instead of retrying forever; once up, Socket.IO retries a lost connection itself.
 */
export function connectLive(origin: string): Promise<LiveConnection | null> {
	const socket: Socket<ServerListeners, ClientEmits> = io(origin, {
		path: LIVE_SOCKET_PATH,
		reconnectionDelayMax: 4000
	});
	const stateHandlers: ((state: LiveLinkState) => void)[] = [];
	const tell = (state: LiveLinkState) => stateHandlers.forEach((h) => h(state));
	const connection: LiveConnection = {
		request(event, payload) {
			return new Promise((resolve) => {
				// A timed emit's acknowledgement gets an error first (the timeout), then the reply.
				const timed = socket.timeout(REQUEST_TIMEOUT_MS) as unknown as {
					emit(e: string, p: unknown, ack: (err: Error | null, reply: unknown) => void): void;
				};
				timed.emit(event, payload, (err, reply) => {
					if (err || typeof reply !== 'object' || reply === null)
						resolve({ ok: false, error: 'no-answer' });
					else resolve(reply as never);
				});
			});
		},
		on(event, handler) {
			(socket as unknown as { on(e: string, h: (p: unknown) => void): void }).on(
				event,
				handler as (p: unknown) => void
			);
		},
		onState(handler) {
			stateHandlers.push(handler);
		},
		close() {
			socket.disconnect();
		}
	};
	return new Promise((resolve) => {
		let up = false;
		socket.on('connect', () => {
			if (!up) {
				up = true;
				resolve(connection);
			} else tell({ kind: 'connected', recovered: socket.recovered });
		});
		socket.on('connect_error', () => {
			if (up) return;
			socket.disconnect();
			resolve(null);
		});
		socket.on('disconnect', (reason) => {
			// The page's own close ends the class's connection; any other loss is retried.
			if (up && reason !== 'io client disconnect') tell({ kind: 'reconnecting' });
		});
	});
}
