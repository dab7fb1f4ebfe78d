/**
 * The 4x4 proof demo: prove that 4x4 tic-tac-toe is a draw with alpha-beta, with and
 * without the transposition table, in a worker (proof4.worker.ts, handler in proof4-host.ts) with
 * progress and cancellation, over the worker channel (channel.ts). The proof itself is the engine's (engine/proof.ts, proveDraw4x4). Figures:
 * docs/reference-figures.md.
 */

/** The search of the demo and the nodes each run examines (for the progress bar): the engine's. */
export { PROOF4_EXPECTED_NODES, PROOF4_OPTIONS } from '$lib/engine';

/** One finished run. */
export interface Proof4Result {
	table: boolean;
	/** The root's value: 0, a draw. */
	value: number;
	nodes: number;
	/** Table entries (0 without the table). */
	entries: number;
	ms: number;
}

/** Where a run is. */
export type Proof4State =
	| { kind: 'idle' }
	| { kind: 'confirm' }
	| { kind: 'running'; table: boolean; nodes: number }
	| { kind: 'cancelled'; table: boolean }
	| { kind: 'failed'; message: string };

/**
 * The proof worker's one request: `prove` runs the search, reporting the nodes examined so far
 * about every million nodes, and answers its result. Aborting it terminates the worker.
 */
export type Proof4Protocol = {
	prove: { request: { readonly table: boolean }; response: Proof4Result; progress: number };
};
