/**
 * Bad messages against a real server (server/live-class.ts): random payloads to every event
 * (fast-check) each get an error reply or a valid one, the server stays up, and the class is
 * unchanged. The rate limit is lifted for this server so that the property runs at full speed
 * (the limit itself: live-limits.test.ts).
 */
import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LiveErrorCode, LiveView, TeacherKey } from '../../../src/lib/live/protocol';
import { CLIENT_EVENTS } from '../../../src/lib/live/validate';
import { ask, EventQueue, startClass, startTestServer, type TestServer } from './live-client';

const ERRORS: readonly LiveErrorCode[] = [
	'bad-message',
	'too-large',
	'too-fast',
	'no-class',
	'wrong-secret',
	'class-full',
	'too-many-tries',
	'bad-name'
];

let t: TestServer;
let teacher: Socket;
let key: TeacherKey;
let student: Socket;
let views: EventQueue<LiveView>;

beforeAll(async () => {
	t = await startTestServer({ messagesPerSecond: 1e9 });
	teacher = await t.connect();
	key = await startClass(teacher);
	await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/lesson/minimax/1' } });
	student = await t.connect();
	views = new EventQueue(student, 'class:view');
	await ask(student, 'student:join', { code: key.code, name: 'Watcher' });
});
afterAll(() => t.stop());

const hex = (length?: number) =>
	fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });

/** Payloads near the right shapes (the class's code, wrong secrets, odd views) and anything at all. */
const payloadOf = (key: TeacherKey) =>
	fc.oneof(
		fc.anything(),
		fc.record(
			{
				code: fc.oneof(fc.constant(key.code), fc.string(), fc.anything()),
				secret: fc.oneof(hex(32), fc.string(), fc.anything()),
				name: fc.oneof(fc.string({ unit: 'binary' }), fc.anything()),
				studentId: fc.oneof(hex(), fc.anything()),
				view: fc.oneof(
					fc.record({ hash: fc.string(), search: fc.anything() }, { requiredKeys: [] }),
					fc.anything()
				)
			},
			{ requiredKeys: [] }
		)
	);

it('random messages to every event get an error or a valid reply, and change nothing', async () => {
	const known = fc.constantFrom(
		...CLIENT_EVENTS,
		'class:view',
		'__proto__',
		'toString',
		'x'.repeat(300)
	);
	await fc.assert(
		fc.asyncProperty(known, fc.array(payloadOf(key), { maxLength: 3 }), async (event, args) => {
			const reply = await ask(teacher, event, ...args);
			if (reply.ok) {
				// Only a well-formed teacher:start or a join with the class's code and a name can pass.
				expect(['teacher:start', 'student:join']).toContain(event);
			} else {
				expect(ERRORS).toContain(reply.error);
				expect(Object.keys(reply)).toEqual(['ok', 'error']);
			}
		}),
		{ numRuns: 300 }
	);
	// Messages without an acknowledgement and with binary data are ignored.
	teacher.emit('teacher:show', { ...key, view: { hash: '#/no-ack' } });
	teacher.emit('student:join', Buffer.from('binary'));
	// The class is as it was: open, its view unchanged, its watcher seated; the next view is seq 2.
	const resumed = await ask(teacher, 'teacher:resume', key);
	expect(resumed).toMatchObject({ ok: true, view: { hash: '#/lesson/minimax/1', seq: 1 } });
	expect(await ask(teacher, 'teacher:show', { ...key, view: { hash: '#/after' } })).toEqual({
		ok: true,
		seq: 2
	});
	expect(await views.next()).toEqual({ hash: '#/after', seq: 2 });
});

it('a payload beyond what Engine.IO reads closes that connection only', async () => {
	const socket = await t.connect();
	const closed = new Promise<string>((done) => socket.once('disconnect', done));
	socket.emit('student:join', { code: key.code, name: 'x'.repeat(200_000) });
	expect(await closed).toBe('transport close');
	expect(await ask(teacher, 'teacher:resume', key)).toMatchObject({ ok: true });
});
