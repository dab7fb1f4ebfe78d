/**
 * What the page's workers were asked and whether they answered, recorded in the page: the states a
 * test waits for when it needs a worker at a given point (a search handed to the search worker, a
 * layout answered), instead of waiting for a time. An init script wraps `window.Worker`, through
 * which the app creates every worker (app/workers/channel.ts), and reads the channel's wire format:
 * a request `{ id, kind, payload }` to the worker, then `{ id, progress }` messages and one answer
 * (`value`, `error` or `cancelled`) back; `terminate()` ends every request still open in it.
 */
import type { Page } from '@playwright/test';

/** One request to a worker: its kind ('search', 'layout', ...) and where it stands. */
export interface WorkerRequest {
	readonly kind: string;
	/** 'sent': handed to the worker, no answer yet; 'answered': its answer (value, error or
	 * cancelled) came back; 'ended': its worker was terminated before it answered. */
	state: 'sent' | 'answered' | 'ended';
	/** When its answer came back (performance.now() in the page, ms since navigation). */
	answeredAt?: number;
}

/**
 * Records every request the page's workers get from now on, in `window.__workerRequests`.
 * @param hold the page gets no worker's message (answer or progress) until `releaseAnswers`:
 *   what the page does while a search runs, however fast the worker is.
 */
export async function recordWorkerRequests(page: Page, { hold = false } = {}): Promise<void> {
	await page.addInitScript((hold: boolean) => {
		type Entry = { kind: string; state: 'sent' | 'answered' | 'ended'; answeredAt?: number };
		const w = window as unknown as {
			__workerRequests: Entry[];
			__releaseAnswers: () => void;
			Worker: typeof Worker;
		};
		w.__workerRequests = [];
		let held: (() => void)[] | null = hold ? [] : null;
		w.__releaseAnswers = () => {
			const deliver = held ?? [];
			held = null;
			for (const run of deliver) run();
		};
		const Original = w.Worker;
		w.Worker = class extends Original {
			readonly #open = new Map<number, Entry>();
			postMessage(message: unknown, options?: StructuredSerializeOptions | Transferable[]): void {
				const m = message as { id?: unknown; kind?: unknown } | null;
				if (m && typeof m.id === 'number' && typeof m.kind === 'string') {
					const entry: Entry = { kind: m.kind, state: 'sent' };
					w.__workerRequests.push(entry);
					this.#open.set(m.id, entry);
				}
				if (Array.isArray(options)) super.postMessage(message, options);
				else super.postMessage(message, options);
			}
			set onmessage(listener: ((event: MessageEvent) => void) | null) {
				super.onmessage = (event: MessageEvent) => {
					if (held) {
						held.push(() => this.onmessage?.call(this, event));
						return;
					}
					const data = event.data as { id?: unknown } | null;
					const entry = data && typeof data.id === 'number' ? this.#open.get(data.id) : undefined;
					if (entry && !('progress' in data!)) {
						entry.state = 'answered';
						entry.answeredAt = performance.now();
						this.#open.delete(data!.id as number);
					}
					listener?.call(this, event);
				};
			}
			get onmessage() {
				return super.onmessage;
			}
			terminate(): void {
				for (const entry of this.#open.values()) entry.state = 'ended';
				this.#open.clear();
				super.terminate();
			}
		};
	}, hold);
}

/** Lets the page have the worker messages held so far, and every one after (recordWorkerRequests). */
export async function releaseAnswers(page: Page): Promise<void> {
	await page.evaluate(() =>
		(window as unknown as { __releaseAnswers: () => void }).__releaseAnswers()
	);
}

/** The requests recorded so far, in the order they were sent. */
export function workerRequests(page: Page): Promise<WorkerRequest[]> {
	return page.evaluate(
		() => (window as unknown as { __workerRequests: WorkerRequest[] }).__workerRequests
	);
}
