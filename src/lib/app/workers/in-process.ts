/**
 * A worker in the same thread (unit tests, and anywhere a real Worker cannot run): two Port ends
 * that deliver each message in a later macrotask, structured-cloned with its transfer list, as
 * postMessage between threads does (a transferred buffer is emptied on the sender's side).
 * `terminate()` cuts both directions at once; a host still running finishes in vain, its answers
 * reach no one (a real worker would be stopped mid-computation).
 */
import type { Port } from './channel';

/** The page's end of an in-process worker; `setup` receives the worker's end (call `serve` on it). */
export interface InProcessWorker extends Port {
	/** True once terminated. */
	readonly terminated: boolean;
	/** Every message the page sent, in order (copies). */
	readonly sent: unknown[];
	/** Every message the worker answered, in order (copies), delivered or not. */
	readonly answers: unknown[];
}

/**
 * A new in-process worker.
 * @param setup runs the worker's script against its end (e.g. `(port) => serve(port, handlers)`).
 */
export function inProcessWorker(setup: (port: Port) => void): InProcessWorker {
	let terminated = false;
	const deliver = (to: Port, message: unknown, transfer: Transferable[] = []) => {
		if (terminated) return;
		const data = structuredClone(message, { transfer });
		setTimeout(() => {
			if (!terminated) to.onmessage?.({ data } as MessageEvent);
		}, 0);
	};
	const sent: unknown[] = [];
	const answers: unknown[] = [];
	const host: Port = {
		onmessage: null,
		postMessage: (message, transfer) => {
			if (terminated) return;
			answers.push(structuredClone(message));
			deliver(page, message, transfer);
		}
	};
	const page: InProcessWorker = {
		onmessage: null,
		onerror: null,
		sent,
		answers,
		get terminated() {
			return terminated;
		},
		postMessage: (message, transfer) => {
			if (terminated) return;
			sent.push(structuredClone(message));
			deliver(host, message, transfer);
		},
		terminate: () => {
			terminated = true;
		}
	};
	setup(host);
	return page;
}
