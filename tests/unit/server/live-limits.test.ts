/**
 * The live class's limits against a real server (server/live-class.ts): the message size and rate,
 * a full class, wrong join codes per connection and in total per minute, the classes one
 * connection may open, and the handshake's Origin. The server admits 2 students per class and 6
 * wrong codes a minute in all (3 per connection), on a clock the tests move forward, and pages
 * from http://localhost:5173 besides its own origin.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	LIVE_SOCKET_PATH,
	MAX_CLASSES_PER_CONNECTION,
	MAX_MESSAGE_BYTES,
	MAX_MESSAGES_PER_SECOND,
	type TeacherKey
} from '../../../src/lib/live/protocol';
import { ask, EventQueue, startClass, startTestServer, type TestServer } from './live-client';

let t: TestServer;
let clock = 0;
let teacher: Socket;
let counts: EventQueue<{ count: number }>;
let key: TeacherKey;

beforeAll(async () => {
	t = await startTestServer({
		maxStudents: 2,
		wrongCodesPerConnection: 3,
		wrongCodesPerMinute: 6,
		now: () => Date.now() + clock,
		allowedOrigins: ['http://localhost:5173']
	});
	teacher = await t.connect();
	counts = new EventQueue(teacher, 'class:count');
	key = await startClass(teacher);
});
afterAll(() => t.stop());

const resumed = async () => ask(await t.connect(), 'teacher:resume', key);

it(`a message over ${MAX_MESSAGE_BYTES} bytes gets too-large and changes nothing`, async () => {
	const socket = await t.connect();
	const view = { hash: `#/${'a'.repeat(MAX_MESSAGE_BYTES)}` };
	expect(await ask(socket, 'teacher:show', { ...key, view })).toEqual({
		ok: false,
		error: 'too-large'
	});
	expect(await ask(socket, 'student:join', { code: key.code, name: 'é'.repeat(1100) })).toEqual({
		ok: false,
		error: 'too-large'
	});
	expect(await resumed()).toEqual({ ok: true, count: 0, view: null, studentOrigin: null });
	// A message just under the limit is read (and refused for its shape).
	const under = { code: key.code, name: 'x'.repeat(MAX_MESSAGE_BYTES - 100) };
	expect(await ask(socket, 'student:join', under)).toEqual({ ok: false, error: 'bad-message' });
});

it(`more than ${MAX_MESSAGES_PER_SECOND} messages a second on one connection get too-fast`, async () => {
	const socket = await t.connect();
	const burst = Array.from({ length: MAX_MESSAGES_PER_SECOND + 3 }, () =>
		ask(socket, 'teacher:show', { ...key, view: { hash: '#/burst' } })
	);
	const replies = await Promise.all(burst);
	expect(replies.slice(0, MAX_MESSAGES_PER_SECOND).map((r) => r.seq)).toEqual(
		Array.from({ length: MAX_MESSAGES_PER_SECOND }, (_, i) => i + 1)
	);
	expect(replies.slice(MAX_MESSAGES_PER_SECOND)).toEqual(
		Array(3).fill({ ok: false, error: 'too-fast' })
	);
	// The refused ones changed nothing: the class is at seq 10. Another connection is not slowed.
	expect(await resumed()).toMatchObject({ ok: true, view: { hash: '#/burst', seq: 10 } });
	// A second later (on the server's clock) the connection may send again.
	clock += 1000;
	expect(await ask(socket, 'teacher:show', { ...key, view: { hash: '#/later' } })).toEqual({
		ok: true,
		seq: 11
	});
});

it('a class admits its maximum of students; a rejoin is not counted twice; a seat freed admits one more', async () => {
	const first = await t.connect();
	const ada = await ask(first, 'student:join', { code: key.code, name: 'Ada' });
	expect(await counts.next()).toEqual({ count: 1 });
	const second = await t.connect();
	expect(await ask(second, 'student:join', { code: key.code, name: 'Bob' })).toMatchObject({
		ok: true
	});
	expect(await counts.next()).toEqual({ count: 2 });
	const third = await t.connect();
	expect(await ask(third, 'student:join', { code: key.code, name: 'Cy' })).toEqual({
		ok: false,
		error: 'class-full'
	});
	// Ada's page reloads while the old one is still connected: the same seat, still 2.
	const again = await t.connect();
	expect(
		await ask(again, 'student:join', { code: key.code, name: 'Ada', studentId: ada.studentId })
	).toMatchObject({ ok: true, studentId: ada.studentId });
	expect(await counts.next()).toEqual({ count: 2 });
	second.close();
	expect(await counts.next()).toEqual({ count: 1 });
	expect(await ask(third, 'student:join', { code: key.code, name: 'Cy' })).toMatchObject({
		ok: true,
		name: 'Cy'
	});
	expect(await counts.next()).toEqual({ count: 2 });
	for (const socket of [first, again, third]) socket.close();
	expect(await counts.next()).toEqual({ count: 2 });
	expect(await counts.next()).toEqual({ count: 1 });
	expect(await counts.next()).toEqual({ count: 0 });
});

let seatedId: string;
it('wrong join codes are limited per connection; a limited connection learns nothing', async () => {
	const seated = await ask(await t.connect(), 'student:join', { code: key.code, name: 'Dee' });
	seatedId = seated.studentId as string;
	expect(await counts.next()).toEqual({ count: 1 });

	const guesser = await t.connect();
	for (const guess of ['AAAAAA', 'CCCCCC', 'EEEEEE']) {
		expect(await ask(guesser, 'student:join', { code: guess, name: 'G' })).toEqual({
			ok: false,
			error: 'no-class'
		});
	}
	// Over the limit, a right code without a seat is refused like a wrong one.
	for (const guess of ['FFFFFF', key.code]) {
		expect(await ask(guesser, 'student:join', { code: guess, name: 'G' })).toEqual({
			ok: false,
			error: 'too-many-tries'
		});
	}
	// So is a teacher command without the secret; with it, it goes through.
	expect(await ask(guesser, 'teacher:resume', { ...key, secret: 'f'.repeat(32) })).toEqual({
		ok: false,
		error: 'too-many-tries'
	});
	expect(await ask(guesser, 'teacher:resume', key)).toMatchObject({ ok: true, count: 1 });
	// A student id seated in the class still gets back in.
	expect(
		await ask(guesser, 'student:join', { code: key.code, name: 'G', studentId: seatedId })
	).toMatchObject({ ok: true, name: 'Dee' });
	// Another connection is not limited.
	expect(await ask(await t.connect(), 'student:join', { code: 'HHHHHH', name: 'H' })).toEqual({
		ok: false,
		error: 'no-class'
	});
});

it('wrong join codes are limited in total per minute, whichever connections send them', async () => {
	// 4 wrong codes so far; 2 more from two fresh connections reach the 6 a minute.
	for (const guess of ['JJJJJJ', 'KKKKKK']) {
		expect(await ask(await t.connect(), 'student:join', { code: guess, name: 'G' })).toEqual({
			ok: false,
			error: 'no-class'
		});
	}
	const fresh = await t.connect();
	expect(await ask(fresh, 'student:join', { code: key.code, name: 'New' })).toEqual({
		ok: false,
		error: 'too-many-tries'
	});
	expect(
		await ask(fresh, 'student:join', { code: key.code, name: 'x', studentId: seatedId })
	).toMatchObject({ ok: true, name: 'Dee' });
	// A minute later the class admits newcomers again.
	clock += 60_000;
	expect(await ask(fresh, 'student:join', { code: key.code, name: 'New' })).toMatchObject({
		ok: true,
		name: 'New'
	});
});

it(`one connection opens at most ${MAX_CLASSES_PER_CONNECTION} classes; another connection may open more`, async () => {
	const socket = await t.connect();
	for (let i = 0; i < MAX_CLASSES_PER_CONNECTION; i++) {
		expect(await ask(socket, 'teacher:start', {})).toMatchObject({ ok: true });
	}
	expect(await ask(socket, 'teacher:start', {})).toEqual({ ok: false, error: 'too-many-classes' });
	// A new connection (a teacher's page reloaded) may open a class again.
	expect(await ask(await t.connect(), 'teacher:start', {})).toMatchObject({ ok: true });
});

describe('the handshake’s Origin', () => {
	/** The status and body of a long-polling handshake sent with `origin` as its Origin header. */
	const handshake = async (origin?: string) => {
		const response = await fetch(`${t.url}${LIVE_SOCKET_PATH}/?EIO=4&transport=polling`, {
			headers: origin === undefined ? {} : { Origin: origin }
		});
		return { status: response.status, body: await response.text() };
	};

	it('lets in the server’s own origin, an allowed one, and a client that sends none', async () => {
		for (const origin of [t.url, 'http://localhost:5173', undefined]) {
			const { status, body } = await handshake(origin);
			expect([origin, status, body.slice(0, 7)]).toEqual([origin, 200, '0{"sid"']);
		}
	});

	it('refuses another site, a page from file:// and a malformed origin with 403 and the reason', async () => {
		for (const origin of ['https://evil.example', 'null', 'http://localhost:5174', 'not a url']) {
			expect(await handshake(origin)).toEqual({
				status: 403,
				body: JSON.stringify({ code: 4, message: `Origin not allowed: ${origin}` })
			});
		}
	});

	it('refuses another site’s WebSocket too', async () => {
		const from = (origin: string) =>
			t.connect({ transports: ['websocket'], extraHeaders: { Origin: origin } });
		await expect(from('https://evil.example')).rejects.toThrow('websocket error');
		expect((await from(t.url)).connected).toBe(true);
	});
});
