/**
 * The live class end to end against a real server on a loopback port (server/live-class.ts):
 * start, join by code, the count, a view reaching the students, a late joiner, a rejoin keeping
 * the name and the count, end and delete, the teacher's secret, and a student on long-polling.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	JOIN_CODE_ALPHABET,
	JOIN_CODE_LENGTH,
	type LiveView
} from '../../../src/lib/live/protocol';
import {
	ask,
	CLOCK_SEARCH,
	EventQueue,
	startClass,
	startTestServer,
	type TestServer
} from './live-client';

let t: TestServer;
beforeAll(async () => {
	t = await startTestServer();
});
afterAll(() => t.stop());

/** A student socket joined to `code`; its reply and its queues of views and endings. */
async function student(code: string, name: string, studentId?: string, polling = false) {
	const socket = await t.connect(polling ? { transports: ['polling'] } : {});
	const views = new EventQueue<LiveView>(socket, 'class:view');
	const ended = new EventQueue(socket, 'class:ended');
	const reply = await ask(
		socket,
		'student:join',
		studentId ? { code, name, studentId } : { code, name }
	);
	return { socket, views, ended, reply };
}

describe('a class from start to delete', () => {
	let teacher: Socket;
	let counts: EventQueue<{ count: number }>;
	let key: { code: string; secret: string };

	it('teacher:start gives a code of the alphabet and a 128-bit secret', async () => {
		teacher = await t.connect();
		counts = new EventQueue(teacher, 'class:count');
		key = await startClass(teacher);
		expect(key.code).toHaveLength(JOIN_CODE_LENGTH);
		expect([...key.code].every((ch) => JOIN_CODE_ALPHABET.includes(ch))).toBe(true);
		expect(key.secret).toMatch(/^[0-9a-f]{32}$/);
		// The store keeps the secret's SHA-256, never the secret.
		const stored = t.server.store.getClass(key.code);
		expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
		expect(stored?.secretHash).not.toContain(key.secret);
	});

	let ada: Awaited<ReturnType<typeof student>>;
	it('a student joins by code with a cleaned name; the teacher gets the count', async () => {
		ada = await student(key.code, '  Ada\u200B  Lovelace ');
		expect(ada.reply).toMatchObject({ ok: true, name: 'Ada Lovelace', view: null });
		expect(ada.reply.studentId).toMatch(/^[0-9a-f]{32}$/);
		expect(await counts.next()).toEqual({ count: 1 });
		const bob = await student(key.code, 'Bob');
		expect(bob.reply).toMatchObject({ ok: true, name: 'Bob' });
		expect(await counts.next()).toEqual({ count: 2 });
		bob.socket.close();
		expect(await counts.next()).toEqual({ count: 1 });
	});

	it('teacher:show reaches every student with the next seq; a late joiner gets it in its reply', async () => {
		const shown = await ask(teacher, 'teacher:show', {
			...key,
			view: { hash: '#/lesson/alpha-beta/3?step=4' }
		});
		expect(shown).toEqual({ ok: true, seq: 1 });
		expect(await ada.views.next()).toEqual({ hash: '#/lesson/alpha-beta/3?step=4', seq: 1 });
		const search = { hash: '#/?game=connect4', search: CLOCK_SEARCH };
		expect(await ask(teacher, 'teacher:show', { ...key, view: search })).toEqual({
			ok: true,
			seq: 2
		});
		expect(await ada.views.next()).toEqual({ ...search, seq: 2 });

		const late = await student(key.code, 'Late');
		expect(late.reply.view).toEqual({ ...search, seq: 2 });
		expect(await counts.next()).toEqual({ count: 2 });
		late.socket.close();
		expect(await counts.next()).toEqual({ count: 1 });
	});

	it('a student rejoining with its id keeps its name and is not counted twice', async () => {
		const again = await student(key.code, 'Someone else', ada.reply.studentId as string);
		expect(again.reply).toMatchObject({
			ok: true,
			studentId: ada.reply.studentId,
			name: 'Ada Lovelace'
		});
		expect(await counts.next()).toEqual({ count: 1 });
		// The old page goes (its phone slept): the seat stays with the new connection.
		ada.socket.close();
		expect(await counts.next()).toEqual({ count: 1 });
		ada = again;
		// An id from another class or an unknown one gets a new seat.
		const other = await student(key.code, 'Eve', 'f'.repeat(32));
		expect(other.reply).toMatchObject({ ok: true, name: 'Eve' });
		expect(other.reply.studentId).not.toBe('f'.repeat(32));
		expect(await counts.next()).toEqual({ count: 2 });
		other.socket.close();
		expect(await counts.next()).toEqual({ count: 1 });
	});

	it('a teacher page that reloads resumes the class with the count and the view', async () => {
		const reloaded = await t.connect();
		const reloadedCounts = new EventQueue<{ count: number }>(reloaded, 'class:count');
		const resumed = await ask(reloaded, 'teacher:resume', key);
		expect(resumed).toEqual({
			ok: true,
			count: 1,
			view: { hash: '#/?game=connect4', search: CLOCK_SEARCH, seq: 2 },
			studentOrigin: null
		});
		const bob = await student(key.code, 'Bob');
		expect(bob.reply.ok).toBe(true);
		expect(await reloadedCounts.next()).toEqual({ count: 2 });
		expect(await counts.next()).toEqual({ count: 2 });
		bob.socket.close();
		expect(await reloadedCounts.next()).toEqual({ count: 1 });
		expect(await counts.next()).toEqual({ count: 1 });
		reloaded.close();
	});

	it('a wrong secret is refused and changes nothing', async () => {
		const wrong = { code: key.code, secret: '0'.repeat(32) };
		const intruder = await t.connect();
		expect(await ask(intruder, 'teacher:show', { ...wrong, view: { hash: '#/evil' } })).toEqual({
			ok: false,
			error: 'wrong-secret'
		});
		expect(await ask(intruder, 'teacher:end', wrong)).toEqual({ ok: false, error: 'wrong-secret' });
		expect(await ask(intruder, 'teacher:delete', wrong)).toEqual({
			ok: false,
			error: 'wrong-secret'
		});
		expect(await ask(intruder, 'teacher:resume', wrong)).toEqual({
			ok: false,
			error: 'wrong-secret'
		});
		// The class is open, at seq 2; the next view the student gets is the teacher's seq 3.
		expect(t.server.store.getClass(key.code)).toMatchObject({ endedAt: null, view: { seq: 2 } });
		expect(await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/play' } })).toEqual({
			ok: true,
			seq: 3
		});
		expect(await ada.views.next()).toEqual({ hash: '#/play', seq: 3 });
		expect(ada.views.pending).toBe(0);
		intruder.close();
	});

	it('teacher:end tells the students and closes the class; teacher:delete removes its data', async () => {
		expect(await ask(teacher, 'teacher:end', key)).toEqual({ ok: true });
		expect(await ada.ended.next()).toEqual({});
		expect(t.server.store.getClass(key.code)?.endedAt).toEqual(expect.any(Number));
		expect(t.server.live.connectedCount(key.code)).toBe(0);
		const newcomer = await t.connect();
		expect(await ask(newcomer, 'student:join', { code: key.code, name: 'Zoe' })).toEqual({
			ok: false,
			error: 'no-class'
		});
		expect(await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/' } })).toEqual({
			ok: false,
			error: 'no-class'
		});
		// Ada, Bob, Late, Eve and Bob again (a new page without its id is a new seat).
		expect(t.server.store.countStudents(key.code)).toBe(5);
		expect(await ask(teacher, 'teacher:delete', key)).toEqual({ ok: true });
		expect(t.server.store.getClass(key.code)).toBeNull();
		expect(t.server.store.countStudents(key.code)).toBe(0);
		expect(t.server.store.getStudent(ada.reply.studentId as string)).toBeNull();
		expect(await ask(teacher, 'teacher:delete', key)).toEqual({ ok: false, error: 'no-class' });
	});

	it('deleting an open class ends it for its students first', async () => {
		const key2 = await startClass(teacher);
		const zoe = await student(key2.code, 'Zoe');
		expect(await ask(teacher, 'teacher:delete', key2)).toEqual({ ok: true });
		expect(await zoe.ended.next()).toEqual({});
		expect(t.server.store.getClass(key2.code)).toBeNull();
	});
});

describe('transports and reconnection', () => {
	it('a student with WebSockets blocked joins and follows over long-polling', async () => {
		const teacher = await t.connect();
		const key = await startClass(teacher);
		const counts = new EventQueue<{ count: number }>(teacher, 'class:count');
		const polling = await student(key.code, 'Proxy', undefined, true);
		expect(polling.socket.io.engine.transport.name).toBe('polling');
		expect(polling.reply).toMatchObject({ ok: true, name: 'Proxy' });
		expect(await counts.next()).toEqual({ count: 1 });
		for (const hash of ['#/lesson/minimax/1', '#/lesson/minimax/2']) {
			await ask(teacher, 'teacher:show', { ...key, view: { hash } });
			expect((await polling.views.next()).hash).toBe(hash);
		}
		expect(polling.socket.io.engine.transport.name).toBe('polling');
	});

	it('a phone whose connection drops is recovered with its seat, and gets the view it missed', async () => {
		const teacher = await t.connect();
		const key = await startClass(teacher);
		const counts = new EventQueue<{ count: number }>(teacher, 'class:count');
		const socket = await t.connect({ reconnection: true, reconnectionDelay: 10 });
		const views = new EventQueue<LiveView>(socket, 'class:view');
		const join = await ask(socket, 'student:join', { code: key.code, name: 'Sleepy' });
		expect(join.ok).toBe(true);
		expect(await counts.next()).toEqual({ count: 1 });
		// The first view makes the server keep an offset to recover from.
		await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/lesson/a/1' } });
		expect((await views.next()).seq).toBe(1);

		const reconnected = new Promise<void>((done) => socket.once('connect', () => done()));
		socket.io.engine.close();
		expect(await counts.next()).toEqual({ count: 0 });
		await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/lesson/a/2' } });
		await reconnected;
		expect(socket.recovered).toBe(true);
		expect(await counts.next()).toEqual({ count: 1 });
		expect(await views.next()).toEqual({ hash: '#/lesson/a/2', seq: 2 });
		socket.close();
	});
});
