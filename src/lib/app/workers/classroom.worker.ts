/**
 * The classroom's heavy computations off the main thread: compare settings, the proof, lesson
 * slides, traces (protocol: classroom-protocol.ts; logic: classroom-host.ts). Answers are copied,
 * not transferred: the worker keeps its results cached for the next request.
 */
import type { ClassroomRequest } from './classroom-protocol';
import { ClassroomHost } from './classroom-host';

const host = new ClassroomHost((answer) => (self as unknown as Worker).postMessage(answer));

self.onmessage = (event: MessageEvent<ClassroomRequest>) => host.receive(event.data);
