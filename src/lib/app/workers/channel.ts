/**
 * One mechanism for every worker of the page: a typed request/response channel over a Port (a
 * Worker on the page, the worker's own global scope inside it, or an in-process pair in tests:
 * in-process.ts).
 *
 * - Client (`Channel`): `request(kind, payload, { signal, onProgress, transfer })` resolves to a
 *   Result, never rejects: the response, `{ kind: 'aborted' }` or `{ kind: 'failed', message }`.
 *   Requests go to the host one at a time, in order, so the client always knows which one is
 *   running. The worker is created on the first request, in a task of its own (creating a worker
 *   from its inline source is several milliseconds: docs/main-thread.md). Aborting a request still
 *   queued removes it; aborting the one running either terminates the worker (`abortRunning:
 *   'restart'`, the default: a synchronous computation cannot be interrupted any other way; the
 *   next request starts a fresh worker at once) or asks the host to stop (`'message'`, for hosts
 *   that stop between jobs and keep caches). Either way the next request never waits behind an
 *   abandoned one longer than the host takes to notice.
 * - Host (`serve`): one handler per request kind, run one at a time; a handler reports progress,
 *   names its transferables, checks for cancellation between jobs (`checkpoint`) and returns its
 *   value or throws (answered as `failed` with the error's message). Notes are one-way messages
 *   (a buffer handed back) with no answer.
 *
 * - Games added as data (engine added-games.ts): a worker is a JavaScript realm of its own, whose
 *   game registry holds only the built-in games. The client's first message to a new worker lists
 *   the games the page added (`addedGameSpecs`), and the host adds them before it reads a request,
 *   so a search, a layout or a review of an added game runs in the worker as on the page.
 *
 * Wire format (structured-cloned): to the host `{ games }` first when the page added games, then
 * `{ id, kind, payload }`, `{ cancel: id }` or `{ note, payload }`; to the client
 * `{ id, progress }`, then one of `{ id, value }`, `{ id, error }` or `{ id, cancelled: true }`.
 */
import { addGames, addedGameSpecs, type AddedGameSpec } from '$lib/engine/added-games';
import { err, ok, type Result } from '$lib/game/result';
import { nextTask } from '$lib/visualization/whole-tree/tasks';

/** Anything that carries messages both ways: a Worker, a worker's global scope, an in-process end. */
export interface Port {
	postMessage(message: unknown, transfer?: Transferable[]): void;
	onmessage: ((event: MessageEvent) => void) | null;
	/** A Worker's uncaught error (its script failed to load, or a handler crashed outside `serve`). */
	onerror?: ((event: ErrorEvent) => void) | null;
	terminate?(): void;
}

/** A protocol: for each request kind, what it sends, what it answers and what its progress says. */
export type Protocol = Record<string, { request: unknown; response: unknown; progress?: unknown }>;

/** Progress type of kind K (never when the kind reports none). */
export type ProgressOf<P extends Protocol, K extends keyof P> = P[K] extends { progress: infer G }
	? G
	: never;

/** Why a request has no response: aborted by its signal (or the channel destroyed), or failed. */
export type RequestError =
	{ readonly kind: 'aborted' } | { readonly kind: 'failed'; readonly message: string };

/** What a request resolves to. */
export type Outcome<T> = Result<T, RequestError>;

/** The outcome of an aborted request. */
export const ABORTED: Outcome<never> = err({ kind: 'aborted' });

/** How a caller follows, stops and sends a request. */
export interface RequestOptions<G = unknown> {
	/** Aborting it aborts the request: its outcome is `{ kind: 'aborted' }`. */
	readonly signal?: AbortSignal;
	readonly onProgress?: (progress: G) => void;
	/** Buffers of the payload to move to the worker instead of copying. */
	readonly transfer?: Transferable[];
}

/** How a channel starts its worker and aborts a running request. */
export interface ChannelOptions<P extends Protocol> {
	/** Creates the worker (or an in-process end); called on the first request after a (re)start. */
	readonly start: () => Port;
	/**
	 * 'restart' (default): the worker is terminated, a fresh one serves the next request.
	 * 'message': `{ cancel: id }` is posted and the host stops at its next checkpoint.
	 */
	readonly abortRunning?: 'restart' | 'message';
	/** Called with a response that arrived for a request aborted meanwhile ('message' mode). */
	readonly dropped?: <K extends keyof P>(kind: K, value: P[K]['response']) => void;
	/** Runs before the worker is created (default: a new task). */
	readonly beforeStart?: () => Promise<void>;
}

/** To the host. */
export type HostMessage =
	| { readonly games: readonly AddedGameSpec[] }
	| { readonly id: number; readonly kind: string; readonly payload: unknown }
	| { readonly cancel: number }
	| { readonly note: string; readonly payload: unknown };

/** To the client. */
export type ClientMessage =
	| { readonly id: number; readonly progress: unknown }
	| { readonly id: number; readonly value: unknown }
	| { readonly id: number; readonly error: string }
	| { readonly id: number; readonly cancelled: true };

type Entry = {
	readonly id: number;
	readonly kind: string;
	readonly payload: unknown;
	readonly transfer: Transferable[];
	readonly onProgress?: (progress: unknown) => void;
	readonly resolve: (outcome: Outcome<unknown>) => void;
	readonly unlisten: () => void;
	/** Aborted while running ('message' mode): its answer is dropped. */
	abandoned: boolean;
};

/** The page's side of one worker. */
export class Channel<P extends Protocol, N extends Record<string, unknown> = Record<never, never>> {
	readonly #options: ChannelOptions<P>;
	#port: Port | null = null;
	/** Bumped by every restart and by destroy: a start begun before is dropped. */
	#generation = 0;
	#starting = false;
	#nextId = 1;
	readonly #queue: Entry[] = [];
	#running: Entry | null = null;
	#restarts = 0;

	constructor(options: ChannelOptions<P>) {
		this.#options = options;
	}

	/** True while a request is queued or running. */
	get busy(): boolean {
		return this.#running !== null || this.#queue.length > 0;
	}

	/** True once the worker exists (until a restart or destroy). */
	get started(): boolean {
		return this.#port !== null;
	}

	/** How many times a running request was aborted by terminating the worker. */
	get restarts(): number {
		return this.#restarts;
	}

	/**
	 * Sends a request of `kind`, after the ones before it.
	 * @returns its response, or why there is none; never rejects.
	 */
	request<K extends keyof P & string>(
		kind: K,
		payload: P[K]['request'],
		options: RequestOptions<ProgressOf<P, K>> = {}
	): Promise<Outcome<P[K]['response']>> {
		const { signal } = options;
		if (signal?.aborted) return Promise.resolve(ABORTED);
		return new Promise((resolve) => {
			const onAbort = () => this.#abort(entry);
			const entry: Entry = {
				id: this.#nextId++,
				kind,
				payload,
				transfer: options.transfer ?? [],
				onProgress: options.onProgress as ((progress: unknown) => void) | undefined,
				resolve: resolve as (outcome: Outcome<unknown>) => void,
				unlisten: () => signal?.removeEventListener('abort', onAbort),
				abandoned: false
			};
			signal?.addEventListener('abort', onAbort, { once: true });
			this.#queue.push(entry);
			this.#pump();
		});
	}

	/**
	 * Posts a one-way note to the worker, if it is running (a note for a worker not started yet, or
	 * restarted since, has no one to read it).
	 * @returns true when it was posted.
	 */
	notify<K extends keyof N & string>(
		note: K,
		payload: N[K],
		transfer: Transferable[] = []
	): boolean {
		if (!this.#port) return false;
		this.#port.postMessage({ note, payload }, transfer);
		return true;
	}

	/** Aborts every request (their outcome is `aborted`) and stops the worker. */
	destroy(): void {
		for (const entry of this.#queue.splice(0)) this.#finish(entry, ABORTED);
		if (this.#running) this.#finish(this.#running, ABORTED);
		this.#running = null;
		this.#stop();
	}

	#stop(): void {
		this.#generation++;
		this.#starting = false;
		this.#port?.terminate?.();
		this.#port = null;
	}

	#finish(entry: Entry, outcome: Outcome<unknown>): void {
		entry.unlisten();
		entry.resolve(outcome);
	}

	#abort(entry: Entry): void {
		const queued = this.#queue.indexOf(entry);
		if (queued >= 0) {
			this.#queue.splice(queued, 1);
			this.#finish(entry, ABORTED);
			return;
		}
		if (this.#running !== entry || entry.abandoned) return;
		this.#finish(entry, ABORTED);
		if ((this.#options.abortRunning ?? 'restart') === 'restart') {
			this.#running = null;
			this.#restarts++;
			this.#stop();
			this.#pump();
		} else {
			entry.abandoned = true;
			this.#port?.postMessage({ cancel: entry.id });
		}
	}

	/** Sends the next request when none is running, starting the worker first if needed. */
	#pump(): void {
		if (this.#running || this.#queue.length === 0) return;
		if (!this.#port) {
			if (!this.#starting) void this.#start();
			return;
		}
		const entry = this.#queue.shift() as Entry;
		this.#running = entry;
		this.#port.postMessage(
			{ id: entry.id, kind: entry.kind, payload: entry.payload },
			entry.transfer
		);
	}

	async #start(): Promise<void> {
		this.#starting = true;
		const generation = this.#generation;
		await (this.#options.beforeStart ?? nextTask)();
		if (generation !== this.#generation) return;
		this.#starting = false;
		if (this.#queue.length === 0) return; // everything was aborted meanwhile: no worker needed
		this.#open();
		this.#pump();
	}

	#open(): void {
		const port = this.#options.start();
		port.onmessage = (event) => this.#receive(event.data as ClientMessage);
		port.onerror = (event) => this.#crashed(event.message || 'The worker failed.');
		const games = addedGameSpecs();
		if (games.length > 0) port.postMessage({ games });
		this.#port = port;
	}

	/**
	 * Starts the worker now, if it is not running, so that the first request does not wait for it.
	 * Call it from a task of its own (creating a worker takes milliseconds).
	 */
	prepare(): void {
		if (this.#port) return;
		this.#generation++; // a start waiting for its task is replaced by this one
		this.#starting = false;
		this.#open();
		this.#pump();
	}

	#receive(message: ClientMessage): void {
		const entry = this.#running;
		if (!entry || entry.id !== message.id) return;
		if ('progress' in message) {
			if (!entry.abandoned) entry.onProgress?.(message.progress);
			return;
		}
		this.#running = null;
		if (entry.abandoned) {
			if ('value' in message) this.#options.dropped?.(entry.kind, message.value as never);
		} else if ('value' in message) this.#finish(entry, ok(message.value));
		else if ('error' in message)
			this.#finish(entry, err({ kind: 'failed', message: message.error }));
		else this.#finish(entry, ABORTED);
		this.#pump();
	}

	/** The worker died: the running request fails with its message, the next one gets a new worker. */
	#crashed(message: string): void {
		const entry = this.#running;
		this.#running = null;
		this.#stop();
		if (entry && !entry.abandoned) this.#finish(entry, err({ kind: 'failed', message }));
		this.#pump();
	}
}

/** Thrown by `checkpoint` when the request was cancelled; answered as `{ cancelled: true }`. */
export class Cancelled extends Error {
	constructor() {
		super('Cancelled.');
	}
}

/** What a handler may do besides returning its value. */
export interface HandlerContext<G = unknown> {
	/** Posts progress to the caller. */
	progress(progress: G): void;
	/** Names buffers of the value to move to the page instead of copying. */
	transfer(...transfer: Transferable[]): void;
	/**
	 * Lets queued messages (a cancel) arrive, then throws Cancelled if this request was cancelled.
	 * Call it between two jobs of a long computation.
	 */
	checkpoint(): Promise<void>;
}

/** The worker's handlers: one per request kind. */
export type Handlers<P extends Protocol> = {
	[K in keyof P]: (
		payload: P[K]['request'],
		context: HandlerContext<ProgressOf<P, K>>
	) => P[K]['response'] | Promise<P[K]['response']>;
};

/** The worker's handlers of one-way notes. */
export type NoteHandlers<N extends Record<string, unknown>> = {
	[K in keyof N]: (payload: N[K]) => void;
};

/** Lets queued messages run: a macrotask. */
const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How a host pauses at a checkpoint (default: one macrotask, so that a cancel is received). */
export interface ServeOptions {
	readonly pause?: () => Promise<void>;
}

/**
 * Serves `handlers` on `port` (in a worker: `serve(self as unknown as Port, handlers)`): requests
 * run one at a time in order; a cancel marks its request, which stops at its next checkpoint (or
 * before it starts).
 */
export function serve<P extends Protocol, N extends Record<string, unknown> = Record<never, never>>(
	port: Port,
	handlers: Handlers<P>,
	notes: Partial<NoteHandlers<N>> = {},
	options: ServeOptions = {}
): void {
	const cancelled = new Set<number>();
	const pause = options.pause ?? macrotask;
	let queue: Promise<void> = Promise.resolve();

	async function answer(id: number, kind: string, payload: unknown): Promise<void> {
		const transfer: Transferable[] = [];
		const context: HandlerContext = {
			progress: (progress) => port.postMessage({ id, progress }),
			transfer: (...buffers) => transfer.push(...buffers),
			checkpoint: async () => {
				await pause();
				if (cancelled.has(id)) throw new Cancelled();
			}
		};
		try {
			if (cancelled.has(id)) throw new Cancelled();
			const handler = (handlers as Record<string, Handlers<P>[keyof P]>)[kind];
			if (!handler) throw new Error(`The worker has no request "${kind}".`);
			const value = await handler(payload as never, context as never);
			port.postMessage({ id, value }, transfer);
		} catch (error) {
			if (error instanceof Cancelled) port.postMessage({ id, cancelled: true });
			else port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
		} finally {
			cancelled.delete(id);
		}
	}

	port.onmessage = (event) => {
		const message = event.data as HostMessage;
		if ('games' in message) {
			// Checked and added as on the page; an entry this realm cannot add is left out.
			addGames(message.games);
		} else if ('cancel' in message) {
			cancelled.add(message.cancel);
		} else if ('note' in message) {
			(notes as Record<string, ((payload: unknown) => void) | undefined>)[message.note]?.(
				message.payload
			);
		} else {
			const { id, kind, payload } = message;
			queue = queue.then(() => answer(id, kind, payload));
		}
	};
}
