/**
 * Shared fixtures of the app-layer tests: a searcher answering on demand with the real engine, a
 * decision made synchronously, a URL that records what the app writes, a store in memory and a clock
 * moved by hand (a reactive box is in ./box.svelte.ts).
 */
import { flushSync } from 'svelte';
import {
	parsePosition,
	search,
	type DecisionExtent,
	type Position,
	type SearchOptions
} from '$lib/engine';
import { DEFAULT_SETTINGS, startSeries, type SeriesSettings } from '$lib/game';
import type { KeyValueStore } from '$lib/app/storage/game-store';
import { Game, type Searcher } from '$lib/app/game/game.svelte';
import type { TimeSource } from '$lib/app/game/turn-timer.svelte';
import { ABORTED, type Outcome } from '$lib/app/workers/channel';
import type { Decision } from '$lib/stepper';
import type { Navigator, UrlSource } from '$lib/link/url-state';

/** Lets pending promise callbacks run, then flushes Svelte's updates. */
export async function settle(): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 0));
	flushSync();
}

type Asked = {
	resolve: (outcome: Outcome<Decision>) => void;
	position: Position;
	options: SearchOptions;
	/** What the search repeats of another device's clocked decision (absent: the page's own). */
	extent?: DecisionExtent;
};

/**
 * Runs the real engine, answering when `release()` is called, like the worker would later; an
 * aborted search leaves the queue at once with the outcome `aborted` (counted in `aborted`).
 */
export class ManualSearcher implements Searcher {
	queue: Asked[] = [];
	/** How many searches were aborted while waiting. */
	aborted = 0;
	search(
		position: Position,
		options: SearchOptions,
		signal?: AbortSignal,
		extent?: DecisionExtent
	): Promise<Outcome<Decision>> {
		if (signal?.aborted) return Promise.resolve(ABORTED);
		return new Promise((resolve) => {
			const asked: Asked = { resolve, position, options, ...(extent && { extent }) };
			this.queue.push(asked);
			signal?.addEventListener('abort', () => {
				const at = this.queue.indexOf(asked);
				if (at < 0) return;
				this.queue.splice(at, 1);
				this.aborted++;
				resolve(ABORTED);
			});
		});
	}
	/** Answers the oldest request with the engine's result. */
	async release(): Promise<void> {
		const q = this.queue.shift();
		if (!q) throw new Error('no pending search');
		q.resolve({
			ok: true,
			value: { position: q.position, result: search(q.position, q.options), ms: 0 }
		});
		await settle();
	}
}

/** The decision the engine makes for `text` (position notation), synchronously. */
export function decision(text: string, options: Partial<SearchOptions> = {}): Decision {
	const position = parsePosition(text);
	return { position, result: search(position, options), ms: 0 };
}

/** The page's URL and history, as the app sees them through `page.url` and `goto`. */
export class FakeUrl implements UrlSource, Navigator {
	url = new URL('http://localhost/#/');
	/** Every hash written, in order, with how. */
	writes: { how: 'replace' | 'push'; hash: string }[] = [];

	replace(hash: string): void {
		this.writes.push({ how: 'replace', hash });
		this.url = new URL(hash, this.url);
	}
	push(hash: string): void {
		this.writes.push({ how: 'push', hash });
		this.url = new URL(hash, this.url);
	}
	/** A link followed from outside the app (the address bar, Back, a bookmark). */
	visit(hash: string): void {
		this.url = new URL(hash, this.url);
	}
}

/**
 * A store in memory, as local storage would be; with `full` set, every write fails as a full local
 * storage's does (a QuotaExceededError). Two MemoryStores may share their `items` (two tabs).
 */
export class MemoryStore implements KeyValueStore {
	full = false;
	constructor(readonly items = new Map<string, string>()) {}
	getItem(key: string): string | null {
		return this.items.get(key) ?? null;
	}
	setItem(key: string, value: string): void {
		if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
		this.items.set(key, value);
	}
	removeItem(key: string): void {
		this.items.delete(key);
	}
}

/** Time moved by hand: `advance(ms)` runs the timeouts that fall due, in order. */
export class ManualTime implements TimeSource {
	#now = 0;
	#next = 1;
	#timeouts = new Map<number, { at: number; run: () => void }>();
	now(): number {
		return this.#now;
	}
	setTimeout(run: () => void, ms: number): unknown {
		const id = this.#next++;
		this.#timeouts.set(id, { at: this.#now + ms, run });
		return id;
	}
	clearTimeout(handle: unknown): void {
		this.#timeouts.delete(handle as number);
	}
	/** Moves the time forward by `ms`, running every timeout due on the way. */
	advance(ms: number): void {
		const end = this.#now + ms;
		for (;;) {
			const due = [...this.#timeouts.entries()]
				.filter(([, t]) => t.at <= end)
				.sort((a, b) => a[1].at - b[1].at)[0];
			if (!due) break;
			this.#timeouts.delete(due[0]);
			this.#now = Math.max(this.#now, due[1].at);
			due[1].run();
		}
		this.#now = end;
		flushSync();
	}
}

/** A page game over a new series (seed 7) with these settings, its searcher answering on demand. */
export function pageGame(changes: Partial<SeriesSettings> = {}, time?: ManualTime) {
	const searcher = new ManualSearcher();
	const g = new Game(searcher, { time });
	void g.load(startSeries({ ...DEFAULT_SETTINGS, ...changes }, 7));
	return { g, searcher };
}
