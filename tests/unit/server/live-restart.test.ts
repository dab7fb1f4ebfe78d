/**
 * A server stopped and started again on the same database keeps its classes
 * (server/class-store.ts): the teacher resumes with the view, a student rejoins by id with its
 * name, and the count starts again from the students connected.
 */
import { afterAll, expect, it } from 'vitest';
import {
	ask,
	CLOCK_SEARCH,
	EventQueue,
	startClass,
	startTestServer,
	type TestServer
} from './live-client';

let second: TestServer | null = null;
afterAll(() => second?.stop());

it('a restarted server keeps the class, its view and its students', async () => {
	const first = await startTestServer();
	const teacher = await first.connect();
	const key = await startClass(teacher);
	const view = { hash: '#/?game=connect4&moves=44', search: CLOCK_SEARCH };
	await ask(teacher, 'teacher:show', { ...key, view });
	const join = await ask(await first.connect(), 'student:join', { code: key.code, name: 'Ada' });
	expect(join.ok).toBe(true);
	// Closing disconnects everyone and closes the store; the folder stays for the next server.
	await first.server.close();
	expect(first.server.store.journalMode).toBe('closed');

	second = await startTestServer({}, first.dir);
	expect(second.server.store.journalMode).toBe('wal');
	const reloaded = await second.connect();
	const counts = new EventQueue<{ count: number }>(reloaded, 'class:count');
	expect(await ask(reloaded, 'teacher:resume', key)).toEqual({
		ok: true,
		count: 0,
		view: { ...view, seq: 1 },
		studentOrigin: null
	});
	const back = await ask(await second.connect(), 'student:join', {
		code: key.code,
		name: 'Other',
		studentId: join.studentId
	});
	expect(back).toEqual({
		ok: true,
		studentId: join.studentId,
		name: 'Ada',
		view: { ...view, seq: 1 }
	});
	expect(await counts.next()).toEqual({ count: 1 });
	expect(await ask(reloaded, 'teacher:show', { ...key, view: { hash: '#/' } })).toEqual({
		ok: true,
		seq: 2
	});
});
