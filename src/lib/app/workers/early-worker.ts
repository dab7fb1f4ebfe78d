/**
 * A worker started before its client exists, handed to the client's channel on its first start.
 * A link that opens a game (`position=`, `moves=`) usually asks the computer's decision as soon as
 * the play page has mounted; its search worker is started at the app's start instead
 * (src/hooks.client.ts), so that the worker's script is fetched and evaluated while the page's
 * modules evaluate and the page mounts, and the first search starts without waiting for it.
 */
import type { Port } from './channel';

/** One worker that may be started early (`start`) and is then the first one `take` returns. */
export class EarlyWorker<W extends Port> {
	readonly #create: () => W;
	#early: W | null = null;
	#failed = false;

	/** @param create makes a new worker (the Worker constructor, an in-process one in tests). */
	constructor(create: () => W) {
		this.#create = create;
	}

	/** True while a worker started early waits for its client. */
	get waiting(): boolean {
		return this.#early !== null;
	}

	/**
	 * Starts the worker now, once: nothing is sent to it until its client takes it. An error it
	 * reports meanwhile (its script out of reach) is kept, and `take` then makes a new one, whose
	 * error the client hears.
	 */
	start(): void {
		if (this.#early) return;
		const worker = this.#create();
		worker.onerror = () => (this.#failed = true);
		this.#early = worker;
	}

	/** The worker started early, if any and it reported no error; a new one otherwise. */
	take(): W {
		const early = this.#early;
		this.#early = null;
		if (early && !this.#failed) {
			early.onerror = null;
			return early;
		}
		early?.terminate?.();
		this.#failed = false;
		return this.#create();
	}
}

/**
 * True when `hash` (a hash-router link, `#/?…`) opens the play page on a game of its own: a
 * `position=` or `moves=` parameter, whose computer's decision is usually searched at once.
 */
export function opensGame(hash: string): boolean {
	const [path, query = ''] = hash.replace(/^#/, '').split('?');
	if ((path || '/') !== '/') return false;
	const params = new URLSearchParams(query);
	return params.has('position') || params.has('moves');
}
