/**
 * The live class's limits against a real server (server/live-class.ts): the message size and rate,
 * a full class, and wrong join codes per connection and in total per minute. The server admits 2
 * students per class and 6 wrong codes a minute in all (3 per connection), on a clock the tests
 * move forward.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
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
		now: () => Date.now() + clock
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
	expect(await resumed()).toEqual({
		ok: true,
		count: 0,
		view: null,
		question: null,
		tally: null,
		studentOrigin: null
	});
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
