/**
 * The 4x4 proof demo off the main thread: the engine's proveDraw4x4 (alpha-beta from the empty 4x4
 * board, centre first, no depth penalty, with or without the transposition table;
 * docs/reference-figures.md: value 0 in 725,254 nodes and 241,788 entries with the table;
 * 381,549,746 nodes without). Only the root is recorded (node budget 1): the demo needs the
 * counts, not the tree.
 * Receives `{ table }`; answers `{ progress: nodes }` about every PROGRESS_NODES nodes, then
 * `{ result: Proof4Result }` or `{ error }`. The page cancels by terminating the worker.
 */
import { ABORT_CHECK_INTERVAL, proveDraw4x4 } from '$lib/engine';
import type { Proof4Result } from './proof4';

/** Nodes between two progress messages (a multiple of ABORT_CHECK_INTERVAL). */
const PROGRESS_NODES = 1 << 20;

self.onmessage = (event: MessageEvent<{ table: boolean }>) => {
	const post = (message: unknown) => (self as unknown as Worker).postMessage(message);
	let checks = 0;
	const every = PROGRESS_NODES / ABORT_CHECK_INTERVAL;
	try {
		const start = performance.now();
		const result = proveDraw4x4(event.data.table, {
			nodeBudget: 1,
			shouldAbort: () => {
				if (++checks % every === 0) post({ progress: checks * ABORT_CHECK_INTERVAL });
				return false;
			}
		});
		const answer: Proof4Result = {
			table: event.data.table,
			value: result.value,
			nodes: result.nodes,
			entries: result.tableEntries,
			ms: performance.now() - start
		};
		post({ result: answer });
	} catch (error) {
		post({ error: (error as Error).message });
	}
};
