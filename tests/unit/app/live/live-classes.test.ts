/**
 * The teacher's and the student's live-class state (live-teacher.svelte.ts,
 * live-student.svelte.ts) over a fake connection: the requests they send, what they do with the
 * server's replies and events, the "Follow the teacher" switch, a lost connection, and what they
 * keep on the device.
 */
import { describe, expect, it } from 'vitest';
import type { LiveConnection, LiveLinkState } from '$lib/app/live/live-socket';
import { LiveStudent } from '$lib/app/live/live-student.svelte';
import { LiveTeacher } from '$lib/app/live/live-teacher.svelte';
import {
	STUDENT_ACTIVE_KEY,
	STUDENT_STORAGE_KEY,
	TEACHER_STORAGE_KEY
} from '$lib/live/live-storage';
import type { LiveQuestion, LiveView } from '$lib/live/protocol';
import { CLOCK_SEARCH, rulesQuestion } from '../../live/fixtures';

/** A Storage in memory. */
class MemoryStorage implements Storage {
	#items = new Map<string, string>();
	get length() {
		return this.#items.size;
	}
	clear() {
		this.#items.clear();
	}
	getItem(key: string) {
		return this.#items.get(key) ?? null;
	}
	key(i: number) {
		return [...this.#items.keys()][i] ?? null;
	}
	removeItem(key: string) {
		this.#items.delete(key);
	}
	setItem(key: string, value: string) {
		this.#items.set(key, value);
	}
}

type Replies = Record<string, (payload: Record<string, unknown>) => object>;

/** A connection whose replies the test writes; it records every request and can emit events. */
function fakeConnection(replies: Replies) {
	const sent: { event: string; payload: Record<string, unknown> }[] = [];
	const handlers = new Map<string, (p: unknown) => void>();
	let state: ((s: LiveLinkState) => void) | null = null;
	let closed = false;
	const connection: LiveConnection = {
		request: async (event, payload) => {
			sent.push({ event, payload: payload as Record<string, unknown> });
			return replies[event](payload as Record<string, unknown>) as never;
		},
		on: (event, handler) => void handlers.set(event, handler as (p: unknown) => void),
		onState: (handler) => void (state = handler),
		close: () => void (closed = true)
	};
	return {
		connection,
		sent,
		emit: (event: string, payload: unknown) => handlers.get(event)?.(payload),
		setState: (s: LiveLinkState) => state?.(s),
		closed: () => closed
	};
}

/** A clock whose throttle timers fire at once (the throttle's own timing is throttle.test.ts's). */
const clock = {
	now: () => 0,
	setTimeout: (run: () => void) => {
		run();
		return 0;
	},
	clearTimeout: () => {}
};
const secret = 'ab'.repeat(16);

describe('LiveTeacher', () => {
	function teacher(replies: Partial<Replies> = {}) {
		const fake = fakeConnection({
			'teacher:start': () => ({
				ok: true,
				code: 'K7MR3T',
				secret,
				studentOrigin: 'http://192.168.1.20:4173'
			}),
			'teacher:resume': () => ({
				ok: true,
				count: 4,
				view: null,
				studentOrigin: 'http://192.168.1.20:4173'
			}),
			'teacher:show': () => ({ ok: true, seq: 1 }),
			'teacher:end': () => ({ ok: true }),
			'teacher:delete': () => ({ ok: true }),
			...replies
		} as Replies);
		const storage = new MemoryStorage();
		const t = new LiveTeacher({ connect: async () => fake.connection, storage, clock });
		return { t, fake, storage };
	}

	it('starts a class, keeps its key in the tab, sends the view shown and counts students', async () => {
		const { t, fake, storage } = teacher();
		t.show({ hash: '#/lesson/alpha-beta/4?step=12' });
		await t.start();
		expect(t.status).toBe('open');
		expect(t.studentOrigin).toBe('http://192.168.1.20:4173');
		expect(JSON.parse(storage.getItem(TEACHER_STORAGE_KEY)!)).toEqual({ code: 'K7MR3T', secret });
		expect(fake.sent.map((s) => s.event)).toEqual(['teacher:start', 'teacher:show']);
		expect(fake.sent[1].payload).toEqual({
			code: 'K7MR3T',
			secret,
			view: { hash: '#/lesson/alpha-beta/4?step=12' }
		});
		// The same view again is not sent again.
		t.show({ hash: '#/lesson/alpha-beta/4?step=12' });
		expect(fake.sent).toHaveLength(2);
		fake.emit('class:count', { count: 12 });
		expect(t.count).toBe(12);
	});

	it('says unavailable where no server answers', async () => {
		const t = new LiveTeacher({
			connect: async () => null,
			storage: new MemoryStorage(),
			clock
		});
		await t.start();
		expect([t.status, t.problem]).toEqual(['failed', 'unavailable']);
	});

	it('reconnecting while the connection is lost; a new session resumes the class and resends the view', async () => {
		const { t, fake } = teacher();
		await t.start();
		t.show({ hash: '#/?game=connect4&moves=44&step=3', search: CLOCK_SEARCH });
		fake.setState({ kind: 'reconnecting' });
		expect(t.status).toBe('reconnecting');
		fake.setState({ kind: 'connected', recovered: false });
		await Promise.resolve();
		await Promise.resolve();
		expect(t.status).toBe('open');
		expect(t.count).toBe(4);
		expect(fake.sent.map((s) => s.event)).toEqual([
			'teacher:start',
			'teacher:show',
			'teacher:resume',
			'teacher:show'
		]);
		expect(fake.sent[3].payload.view).toEqual({
			hash: '#/?game=connect4&moves=44&step=3',
			search: CLOCK_SEARCH
		});
	});

	it('a resume of a class the server no longer has forgets the key', async () => {
		const { t, storage } = teacher({ 'teacher:resume': () => ({ ok: false, error: 'no-class' }) });
		storage.setItem(TEACHER_STORAGE_KEY, JSON.stringify({ code: 'K7MR3T', secret }));
		expect(await t.resume({ code: 'K7MR3T', secret })).toBe(false);
		expect(storage.getItem(TEACHER_STORAGE_KEY)).toBeNull();
		expect(t.problem).toBe('no-class');
	});

	it('ends the class, then deletes its data', async () => {
		const { t, fake, storage } = teacher();
		await t.start();
		await t.end();
		expect(t.status).toBe('ended');
		expect(storage.getItem(TEACHER_STORAGE_KEY)).toBeNull();
		await t.deleteData();
		expect(t.status).toBe('deleted');
		expect(fake.sent.slice(-2).map((s) => s.event)).toEqual(['teacher:end', 'teacher:delete']);
		expect(fake.closed()).toBe(true);
	});
});

describe('LiveStudent', () => {
	const view = (seq: number, hash: string): LiveView => ({ seq, hash });

	function student(joinReply?: (p: Record<string, unknown>) => object) {
		const fake = fakeConnection({
			'student:join':
				joinReply ??
				((p) => ({ ok: true, studentId: 's-7', name: p.name, view: view(3, '#/lesson/minimax/2') }))
		});
		const opened: string[] = [];
		const local = new MemoryStorage();
		const session = new MemoryStorage();
		const released = { count: 0 };
		const s = new LiveStudent({
			connect: async () => fake.connection,
			local,
			session,
			open: (v) => opened.push(v.hash),
			release: () => void released.count++
		});
		return { s, fake, opened, local, session, released };
	}

	it('joins with a cleaned name, keeps the seat and opens the current view', async () => {
		const { s, fake, opened, local, session } = student();
		expect(await s.join('K7MR3T', '  Ana\u200b  ')).toBe(true);
		expect(fake.sent[0].payload).toEqual({ code: 'K7MR3T', name: 'Ana' });
		expect(s.seat).toEqual({ code: 'K7MR3T', name: 'Ana', studentId: 's-7' });
		expect(JSON.parse(local.getItem(STUDENT_STORAGE_KEY)!)).toEqual(s.seat);
		expect(session.getItem(STUDENT_ACTIVE_KEY)).toBe('K7MR3T');
		expect(opened).toEqual(['#/lesson/minimax/2']);
	});

	it('a second join on the device sends the seat id kept', async () => {
		const { s, fake, local } = student();
		local.setItem(
			STUDENT_STORAGE_KEY,
			JSON.stringify({ code: 'K7MR3T', name: 'Ana', studentId: 's-7' })
		);
		await s.join('K7MR3T', 'Ana');
		expect(fake.sent[0].payload).toEqual({ code: 'K7MR3T', name: 'Ana', studentId: 's-7' });
	});

	it('follows newer views only; off, it keeps the latest and opens it when turned on again', async () => {
		const { s, fake, opened, released } = student();
		await s.join('K7MR3T', 'Ana');
		fake.emit('class:view', view(4, '#/lesson/minimax/3'));
		fake.emit('class:view', view(2, '#/lesson/minimax/1'));
		expect(opened).toEqual(['#/lesson/minimax/2', '#/lesson/minimax/3']);
		expect(released.count).toBe(0);
		// Off: the page's searches are its own again (the teacher's clock search is released).
		s.setFollowing(false);
		expect(released.count).toBe(1);
		fake.emit('class:view', view(5, '#/lesson/minimax/4'));
		expect(opened).toHaveLength(2);
		s.setFollowing(true);
		expect(opened.at(-1)).toBe('#/lesson/minimax/4');
	});

	it('the end of the class stops following and forgets that the tab is in it', async () => {
		const { s, fake, opened, session, released } = student();
		await s.join('K7MR3T', 'Ana');
		fake.emit('class:ended', {});
		expect([s.status, s.following, released.count]).toEqual(['ended', false, 1]);
		expect(session.getItem(STUDENT_ACTIVE_KEY)).toBeNull();
		fake.emit('class:view', view(9, '#/'));
		expect(opened).toEqual(['#/lesson/minimax/2']);
	});

	it('a refusal is kept to be worded, and changes nothing', async () => {
		const { s, local } = student(() => ({ ok: false, error: 'class-full' }));
		expect(await s.join('K7MR3T', 'Ana')).toBe(false);
		expect([s.status, s.problem, s.seat]).toEqual(['failed', 'class-full', null]);
		expect(local.getItem(STUDENT_STORAGE_KEY)).toBeNull();
	});
});

describe('questions on the page', () => {
	const question = (id: number, status: LiveQuestion['status'] = 'open'): LiveQuestion => ({
		id,
		number: id,
		kind: 'move',
		game: 'ttt3',
		position: 'XOX/.O./X.. o',
		path: [],
		place: { lesson: 'alpha-beta', slide: 4, step: 13 },
		status
	});
	const subject = rulesQuestion('move');

	it('the teacher asks, takes its own question’s tallies only, reveals, and a close clears it', async () => {
		const fake = fakeConnection({
			'teacher:start': () => ({ ok: true, code: 'K7MR3T', secret, studentOrigin: null }),
			'teacher:ask': () => ({ ok: true, question: question(2) }),
			'teacher:reveal': () => ({ ok: true }),
			'teacher:close': () => ({ ok: false, error: 'no-question' })
		});
		const t = new LiveTeacher({ connect: async () => fake.connection, storage: null, clock });
		await t.start();
		await t.ask(subject);
		expect(fake.sent[1]).toEqual({
			event: 'teacher:ask',
			payload: { code: 'K7MR3T', secret, question: subject }
		});
		expect(t.question).toEqual(question(2));
		fake.emit('class:tally', { questionId: 1, answered: 9, students: 9, bars: [] });
		expect(t.tally).toBeNull();
		const tally = { questionId: 2, answered: 1, students: 3, bars: [{ answer: 7, count: 1 }] };
		fake.emit('class:tally', tally);
		expect(t.tally).toEqual(tally);
		await t.reveal();
		expect(fake.sent[2].payload).toEqual({ code: 'K7MR3T', secret, questionId: 2 });
		const right = { answer: 7, reason: { kind: 'move', move: 7, scores: [] } } as const;
		fake.emit('class:question', { ...question(2, 'revealed'), right });
		expect(t.question?.right).toEqual(right);
		// The server no longer has it open (another page of the teacher's closed it): cleared.
		await t.closeQuestion();
		expect(t.problem).toBe('no-question');
		expect(t.question).toBeNull();
		expect(t.tally).toBeNull();
	});

	it('a student gets the question back on a rejoin with its answer; a refusal is kept; a new question clears the answer', async () => {
		let answerReply: object = { ok: false, error: 'too-late' };
		const fake = fakeConnection({
			'student:join': () => ({
				ok: true,
				studentId: 's-7',
				name: 'Ana',
				view: null,
				question: question(3),
				answer: 7
			}),
			'student:answer': () => answerReply
		});
		const s = new LiveStudent({
			connect: async () => fake.connection,
			local: null,
			session: null,
			open: () => {},
			release: () => {}
		});
		await s.join('K7MR3T', 'Ana');
		expect(s.question).toEqual(question(3));
		expect(s.answer).toBe(7);
		// Already answered: nothing is sent again.
		expect(await s.sendAnswer(3)).toBe(false);
		expect(fake.sent).toHaveLength(1);
		fake.emit('class:question', question(4));
		expect(s.answer).toBeNull();
		expect(await s.sendAnswer(3)).toBe(false);
		expect(s.answerProblem).toBe('too-late');
		answerReply = { ok: true };
		expect(await s.sendAnswer(5)).toBe(true);
		expect(fake.sent.at(-1)).toEqual({
			event: 'student:answer',
			payload: { questionId: 4, answer: 5 }
		});
		expect(s.answer).toBe(5);
		expect(s.answerProblem).toBeNull();
		// An older question's news changes nothing; closing the current one takes the card off.
		fake.emit('class:question', question(3, 'revealed'));
		expect(s.question?.id).toBe(4);
		fake.emit('class:question', question(4, 'closed'));
		expect(s.question).toBeNull();
	});
});
