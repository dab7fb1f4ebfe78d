/**
 * The live class at a class's size (BENCH_PARTS `live`): the app server in a process of its own
 * (live-server.ts) on loopback, 300 students (socket.io-client in this process, each its own
 * connection, upgraded to WebSocket as phones are, or kept on long-polling as behind a proxy that
 * blocks WebSockets), and the teacher changing the slide
 * (`teacher:show`) 20 times after 3 warm-up changes. For each change: the time from the
 * teacher's emit until every student has the view (all received), and each student's own time.
 * Also the time for all students to join, and the server's memory (RSS and V8 heap) before the
 * students and with them. Then a question (`teacher:ask`, the value of a node of the rules'
 * position under alpha-beta: the time to ask, which computes its answer with the engine) and
 * every student answering it at once: the time from the first `student:answer` until every
 * answer is acknowledged and the teacher's tally counts them all (each answer is stored in SQLite
 * and updates the teacher's tally).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { LIVE_SOCKET_PATH, type LiveView } from '../../src/lib/live/protocol';
import type { Tally } from '../../src/lib/live/questions';
import { rulesQuestion } from '../../tests/unit/live/fixtures.ts';
import { quantile, round } from './stats';

/** Students, slide changes and warm-up changes of the run. */
export const LIVE_BENCH = { students: 300, changes: 20, warmup: 3, joinBatch: 25 };

const MB = 1024 * 1024;

/** Sends `message` to the child and resolves with its first answer having `field`. */
function answer<T>(child: ChildProcess, message: string | null, field: string): Promise<T> {
	return new Promise((done) => {
		const listen = (reply: Record<string, unknown>) => {
			if (!(field in reply)) return;
			child.off('message', listen);
			done(reply[field] as T);
		};
		child.on('message', listen);
		if (message) child.send(message);
	});
}

/** The students' transport: WebSocket after the handshake, or long-polling only (a blocking proxy). */
export type LiveBenchTransport = 'websocket' | 'polling';

function connect(url: string, transport: LiveBenchTransport = 'websocket'): Promise<Socket> {
	const socket = io(url, {
		path: LIVE_SOCKET_PATH,
		forceNew: true,
		reconnection: false,
		...(transport === 'polling' ? { transports: ['polling'] } : {})
	});
	return new Promise((done, fail) => {
		socket.once('connect', () => done(socket));
		socket.once('connect_error', fail);
	});
}

/** Resolves once the socket's transport is WebSocket. */
function upgraded(socket: Socket): Promise<void> {
	const engine = socket.io.engine;
	if (engine.transport.name === 'websocket') return Promise.resolve();
	return new Promise((done) => engine.once('upgrade', () => done()));
}

const memoryOf = (m: NodeJS.MemoryUsage) => ({
	rssMB: round(m.rss / MB),
	heapUsedMB: round(m.heapUsed / MB)
});

/**
 * Runs the benchmark (see the file's comment) with the students on `transport`; its figures,
 * times in ms.
 */
export async function benchLiveClass(
	transport: LiveBenchTransport = 'websocket'
): Promise<Record<string, unknown>> {
	const child = fork(fileURLToPath(new URL('./live-server.ts', import.meta.url)), {
		execArgv: ['--import', 'tsx'],
		stdio: ['ignore', 'inherit', 'inherit', 'ipc']
	});
	const sockets: Socket[] = [];
	try {
		const port = await answer<number>(child, null, 'port');
		const url = `http://127.0.0.1:${port}`;
		const before = memoryOf(await answer<NodeJS.MemoryUsage>(child, 'memory', 'memory'));
		const teacher = await connect(url);
		sockets.push(teacher);
		const started = await teacher.emitWithAck('teacher:start', {});
		if (!started.ok) throw new Error(`teacher:start: ${started.error}`);
		const key = { code: started.code as string, secret: started.secret as string };

		/** When each student received each seq (performance.now()). */
		const received: Map<number, number>[] = [];
		/** Students who received each seq, and who waits for all of them to have it. */
		const arrivals = new Map<number, number>();
		const waiting = new Map<number, () => void>();
		const arrive = (seq: number) => {
			const count = (arrivals.get(seq) ?? 0) + 1;
			arrivals.set(seq, count);
			if (count === LIVE_BENCH.students) waiting.get(seq)?.();
		};
		const joinStart = performance.now();
		for (let i = 0; i < LIVE_BENCH.students; i += LIVE_BENCH.joinBatch) {
			const batch = Array.from(
				{ length: Math.min(LIVE_BENCH.joinBatch, LIVE_BENCH.students - i) },
				async (_, j) => {
					const socket = await connect(url, transport);
					sockets.push(socket);
					const seen = new Map<number, number>();
					received.push(seen);
					socket.on('class:view', (view: LiveView) => {
						seen.set(view.seq, performance.now());
						arrive(view.seq);
					});
					const reply = await socket.emitWithAck('student:join', {
						code: key.code,
						name: `Student ${i + j + 1}`
					});
					if (!reply.ok) throw new Error(`student:join: ${reply.error}`);
					if (transport === 'websocket') await upgraded(socket);
				}
			);
			await Promise.all(batch);
		}
		const joinAllMs = performance.now() - joinStart;
		const withStudents = memoryOf(await answer<NodeJS.MemoryUsage>(child, 'memory', 'memory'));

		const students = sockets.slice(1);
		const allReceived: number[] = [];
		const perStudent: number[] = [];
		for (let change = 1; change <= LIVE_BENCH.warmup + LIVE_BENCH.changes; change++) {
			// The teacher's limit is 10 messages a second: one change every 120 ms at most.
			await new Promise((done) => setTimeout(done, 120));
			const everyone = new Promise<void>((done) => waiting.set(change, done));
			const start = performance.now();
			const hash = `#/lesson/minimax/${change}?step=${change}`;
			const reply = await teacher.emitWithAck('teacher:show', { ...key, view: { hash } });
			if (!reply.ok) throw new Error(`teacher:show: ${reply.error}`);
			await everyone;
			if (change <= LIVE_BENCH.warmup) continue;
			const times = received.map((seen) => seen.get(change)! - start);
			allReceived.push(Math.max(...times));
			perStudent.push(...times);
		}
		allReceived.sort((a, b) => a - b);
		perStudent.sort((a, b) => a - b);

		// A question, and every student's answer to it at once.
		await new Promise((done) => setTimeout(done, 1000));
		const subject = rulesQuestion('value', [3, 7]);
		const askStart = performance.now();
		const asked = await teacher.emitWithAck('teacher:ask', { ...key, question: subject });
		const askMs = performance.now() - askStart;
		if (!asked.ok) throw new Error(`teacher:ask: ${asked.error}`);
		const questionId = asked.question.id as number;
		const counted = new Promise<void>((done) => {
			teacher.on('class:tally', (tally: Tally) => {
				if (tally.questionId === questionId && tally.answered === LIVE_BENCH.students) done();
			});
		});
		const answerStart = performance.now();
		const acks = await Promise.all(
			students.map((socket, i) =>
				socket.emitWithAck('student:answer', { questionId, answer: i % 3 === 0 ? 7 : 9 })
			)
		);
		await counted;
		const answersMs = performance.now() - answerStart;
		const refused = acks.filter((a) => !a.ok);
		if (refused.length > 0) throw new Error(`student:answer: ${refused[0].error}`);
		return {
			students: LIVE_BENCH.students,
			changes: LIVE_BENCH.changes,
			transport:
				transport === 'websocket'
					? 'websocket (after the long-polling handshake)'
					: 'long-polling only',
			joinAllMs: round(joinAllMs),
			slideChangeAllReceivedMs: {
				p50: round(quantile(allReceived, 0.5)),
				p95: round(quantile(allReceived, 0.95)),
				max: round(allReceived.at(-1)!)
			},
			slideChangePerStudentMs: {
				p50: round(quantile(perStudent, 0.5)),
				p95: round(quantile(perStudent, 0.95))
			},
			serverMemory: { beforeStudents: before, with300Students: withStudents },
			question: { askMs: round(askMs), answersAllStoredAndCountedMs: round(answersMs) }
		};
	} finally {
		for (const socket of sockets) socket.close();
		child.send('stop');
		await new Promise((done) => child.once('exit', done));
	}
}
