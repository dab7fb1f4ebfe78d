/**
 * The classroom's heavy computations off the main thread: compare settings, the proof, lesson
 * slides, traces (protocol: classroom-protocol.ts; handlers: classroom-host.ts). Answers are
 * copied, not transferred: the worker keeps its results cached for the next request.
 */
import { serve, type Port } from './channel';
import { classroomHost } from './classroom-host';
import type { ClassroomProtocol } from './classroom-protocol';

serve<ClassroomProtocol>(self as unknown as Port, classroomHost());
