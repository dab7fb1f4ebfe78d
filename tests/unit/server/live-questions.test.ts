/**
 * The live class's questions against a real server (server/live-class.ts, class-store.ts): only
 * the teacher's secret asks, reveals, closes and downloads; the right answer reaches no one
 * before the reveal; one answer per student per question; bad answers and late ones refused; the
 * tally; and a restart that keeps questions and answers.
 */
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveQuestion, TeacherKey } from '../../../src/lib/live/protocol';
import type { QuestionSubject, Tally } from '../../../src/lib/live/questions';
import { rulesQuestion } from '../live/fixtures';
import { ask, EventQueue, startClass, startTestServer, type TestServer } from './live-client';

/** A question on the rules' position, asked at step 12 (fixtures.ts rulesQuestion). */
const subject = (kind: QuestionSubject['kind'], path: number[] = []): QuestionSubject =>
	rulesQuestion(kind, path, 12);

let t: TestServer;
let second: TestServer | null = null;
beforeAll(async () => {
	t = await startTestServer();
});
afterAll(async () => {
	await second?.stop();
});

interface Phone {
	socket: Socket;
	questions: EventQueue<LiveQuestion>;
	studentId: string;
}

async function phone(server: TestServer, code: string, name: string): Promise<Phone> {
	const socket = await server.connect();
	const questions = new EventQueue<LiveQuestion>(socket, 'class:question');
	const reply = await ask(socket, 'student:join', { code, name });
	expect(reply.ok).toBe(true);
	return { socket, questions, studentId: reply.studentId as string };
}

describe('questions in a class', () => {
	let teacher: Socket;
	let key: TeacherKey;
	let tallies: EventQueue<Tally>;
	let ada: Phone, bob: Phone, cy: Phone;
	let move: LiveQuestion;

	it('only the teacher’s secret asks; a bad position or path is refused and asks nothing', async () => {
		teacher = await t.connect();
		tallies = new EventQueue<Tally>(teacher, 'class:tally');
		key = await startClass(teacher);
		ada = await phone(t, key.code, 'Ada');
		bob = await phone(t, key.code, 'Bob');
		cy = await phone(t, key.code, 'Cy, "the third"');
		const wrong = { code: key.code, secret: '0'.repeat(32) };
		expect(await ask(ada.socket, 'teacher:ask', { ...wrong, question: subject('move') })).toEqual({
			ok: false,
			error: 'wrong-secret'
		});
		const taken = await ask(teacher, 'teacher:ask', { ...key, question: subject('value', [0]) });
		expect(taken).toEqual({ ok: false, error: 'bad-question' });
		const missing = { ...subject('move'), kind: 'guess' };
		expect(await ask(teacher, 'teacher:ask', { ...key, question: missing })).toEqual({
			ok: false,
			error: 'bad-message'
		});
		expect(t.server.store.currentQuestion(key.code)).toBeNull();
	});

	it('a question reaches every phone without its answer; the tally starts at 0 of 3', async () => {
		const reply = await ask(teacher, 'teacher:ask', { ...key, question: subject('move') });
		expect(reply.error).toBeUndefined();
		move = reply.question as LiveQuestion;
		expect(move).toEqual({
			id: move.id,
			number: 1,
			kind: 'move',
			game: 'ttt3',
			position: 'XOX/.O./X.. o',
			path: [],
			place: { lesson: 'alpha-beta', slide: 4, step: 12 },
			status: 'open'
		});
		for (const p of [ada, bob, cy]) expect(await p.questions.next()).toEqual(move);
		expect(await tallies.next()).toEqual({
			questionId: move.id,
			answered: 0,
			students: 3,
			bars: []
		});
	});

	it('answers: once per student, a legal cell only; the tally counts them by cell', async () => {
		const answer = (p: Phone, a: unknown, id = move.id) =>
			ask(p.socket, 'student:answer', { questionId: id, answer: a });
		expect(await answer(ada, 7)).toEqual({ ok: true });
		expect(await tallies.next()).toEqual({
			questionId: move.id,
			answered: 1,
			students: 3,
			bars: [{ answer: 7, count: 1 }]
		});
		expect(await answer(ada, 3)).toEqual({ ok: false, error: 'already-answered' });
		expect(await answer(bob, 0)).toEqual({ ok: false, error: 'bad-answer' }); // taken by X
		expect(await answer(bob, true)).toEqual({ ok: false, error: 'bad-answer' });
		expect(await answer(bob, '3')).toEqual({ ok: false, error: 'bad-answer' });
		expect(await answer(bob, 2.5)).toEqual({ ok: false, error: 'bad-answer' });
		expect(await answer(bob, 3, move.id + 100)).toEqual({ ok: false, error: 'no-question' });
		const stranger = await t.connect();
		expect(await ask(stranger, 'student:answer', { questionId: move.id, answer: 3 })).toEqual({
			ok: false,
			error: 'not-seated'
		});
		expect(await answer(bob, 3)).toEqual({ ok: true });
		expect(await tallies.next()).toMatchObject({
			answered: 2,
			bars: [
				{ answer: 3, count: 1 },
				{ answer: 7, count: 1 }
			]
		});
		expect(tallies.pending).toBe(0);
	});

	it('a rejoin gets the open question and its own answer, never the right one', async () => {
		const again = await ask(await t.connect(), 'student:join', {
			code: key.code,
			name: 'x',
			studentId: ada.studentId
		});
		expect(again).toMatchObject({ ok: true, name: 'Ada', answer: 7, question: move });
		expect(JSON.stringify(again)).not.toContain('scores');
		expect(await tallies.next()).toMatchObject({ answered: 2, students: 3 });
	});

	it('the reveal sends the right answer and its reason; later answers are too late', async () => {
		expect(
			await ask(ada.socket, 'teacher:reveal', {
				code: key.code,
				secret: 'f'.repeat(32),
				questionId: move.id
			})
		).toEqual({ ok: false, error: 'wrong-secret' });
		expect(await ask(teacher, 'teacher:reveal', { ...key, questionId: move.id })).toEqual({
			ok: true
		});
		const revealed = await cy.questions.next();
		expect(revealed.status).toBe('revealed');
		expect(revealed.right).toEqual({
			answer: 7,
			reason: {
				kind: 'move',
				move: 7,
				scores: [
					{ move: 3, score: 7, bound: 'exact' },
					{ move: 5, score: -8, bound: 'upper' },
					{ move: 7, score: 9, bound: 'exact' },
					{ move: 8, score: -8, bound: 'upper' }
				]
			}
		});
		expect(await ask(cy.socket, 'student:answer', { questionId: move.id, answer: 7 })).toEqual({
			ok: false,
			error: 'too-late'
		});
	});

	it('a new question closes the old one; a value is a whole number; pruned is yes or no', async () => {
		const value = (
			await ask(teacher, 'teacher:ask', { ...key, question: subject('value', [3, 7]) })
		).question as LiveQuestion;
		expect(value.number).toBe(2);
		expect(t.server.store.getQuestion(move.id)?.status).toBe('closed');
		expect(await ask(ada.socket, 'student:answer', { questionId: move.id, answer: 7 })).toEqual({
			ok: false,
			error: 'too-late'
		});
		expect(await ask(ada.socket, 'student:answer', { questionId: value.id, answer: 7 })).toEqual({
			ok: true
		});
		expect(
			await ask(bob.socket, 'student:answer', { questionId: value.id, answer: 10000 })
		).toEqual({ ok: false, error: 'bad-answer' });
		expect(
			await ask(bob.socket, 'student:answer', { questionId: value.id, answer: false })
		).toEqual({ ok: false, error: 'bad-answer' });
		expect(await ask(bob.socket, 'student:answer', { questionId: value.id, answer: -8 })).toEqual({
			ok: true
		});
		const pruned = (
			await ask(teacher, 'teacher:ask', { ...key, question: subject('pruned', [5, 7]) })
		).question as LiveQuestion;
		expect(await ask(cy.socket, 'student:answer', { questionId: pruned.id, answer: 3 })).toEqual({
			ok: false,
			error: 'bad-answer'
		});
		expect(await ask(cy.socket, 'student:answer', { questionId: pruned.id, answer: true })).toEqual(
			{ ok: true }
		);
		// The pruned question's tally always has its yes and no bars, yes first.
		let tally = await tallies.next();
		while (tally.questionId !== pruned.id || tally.answered < 1) tally = await tallies.next();
		expect(tally).toEqual({
			questionId: pruned.id,
			answered: 1,
			students: 3,
			bars: [
				{ answer: true, count: 1 },
				{ answer: false, count: 0 }
			]
		});
		expect(await ask(teacher, 'teacher:close', { ...key, questionId: pruned.id })).toEqual({
			ok: true
		});
		expect(await ask(teacher, 'teacher:reveal', { ...key, questionId: pruned.id })).toEqual({
			ok: false,
			error: 'no-question'
		});
	});

	it('teacher:answers lists every answer with its name, correctness and time; a student cannot', async () => {
		expect(
			await ask(ada.socket, 'teacher:answers', { code: key.code, secret: 'a'.repeat(32) })
		).toEqual({ ok: false, error: 'wrong-secret' });
		const all = await ask(teacher, 'teacher:answers', key);
		expect(all.questions).toEqual([
			{
				id: move.id,
				number: 1,
				kind: 'move',
				place: { lesson: 'alpha-beta', slide: 4, step: 12 },
				columns: null
			},
			expect.objectContaining({ number: 2, kind: 'value' }),
			expect.objectContaining({ number: 3, kind: 'pruned' })
		]);
		const rows = (
			all.answers as { student: string; answer: unknown; correct: boolean; ms: number }[]
		).map(({ student, answer, correct }) => [student, answer, correct]);
		expect(rows).toEqual([
			['Ada', 7, true],
			['Bob', 3, false],
			['Ada', 7, true],
			['Bob', -8, false],
			['Cy, "the third"', true, true]
		]);
		for (const a of all.answers as { ms: number }[]) expect(a.ms).toBeGreaterThanOrEqual(0);
	});

	it('a restarted server keeps the questions and answers; a phone gets its own back', async () => {
		// A second page of the teacher's (the first sent its 10 messages of this second).
		teacher = await t.connect();
		expect(await ask(teacher, 'teacher:resume', key)).toMatchObject({ ok: true, question: null });
		const dee = await phone(t, key.code, 'Dee');
		const value = (await ask(teacher, 'teacher:ask', { ...key, question: subject('value', []) }))
			.question as LiveQuestion;
		expect(await ask(dee.socket, 'student:answer', { questionId: value.id, answer: 9 })).toEqual({
			ok: true
		});
		await t.server.close();
		second = await startTestServer({}, t.dir);
		const back = await ask(await second.connect(), 'student:join', {
			code: key.code,
			name: 'Dee',
			studentId: dee.studentId
		});
		expect(back).toMatchObject({ ok: true, question: { id: value.id, status: 'open' }, answer: 9 });
		const reloaded = await second.connect();
		const resumed = await ask(reloaded, 'teacher:resume', key);
		expect(resumed).toMatchObject({
			ok: true,
			question: { id: value.id, status: 'open' },
			tally: { answered: 1, students: 1, bars: [{ answer: 9, count: 1 }] }
		});
		const all = await ask(reloaded, 'teacher:answers', key);
		expect((all.answers as unknown[]).length).toBe(6);
	});
});
