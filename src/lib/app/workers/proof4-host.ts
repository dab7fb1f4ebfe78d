/**
 * The 4x4 proof worker's logic, without the worker (tests serve it in-process): the engine's
 * proveDraw4x4, alpha-beta from the empty 4x4 board, centre first, no depth penalty, with or without the transposition table
 * (docs/reference-figures.md: value 0 in 725,254 nodes and 241,788 entries with the table;
 * 381,549,746 nodes without). Only the root is recorded (node budget 1): the demo needs the
 * counts, not the tree.
 */
import { ABORT_CHECK_INTERVAL, proveDraw4x4 } from '$lib/engine';
import type { Handlers } from './channel';
import type { Proof4Protocol } from './proof4';

/** Nodes between two progress messages (a multiple of ABORT_CHECK_INTERVAL). */
export const PROGRESS_NODES = 1 << 20;

/** The proof worker's handler. */
export const proof4Handlers: Handlers<Proof4Protocol> = {
	prove: ({ table }, context) => {
		let checks = 0;
		const every = PROGRESS_NODES / ABORT_CHECK_INTERVAL;
		const start = performance.now();
		const result = proveDraw4x4(table, {
			nodeBudget: 1,
			shouldAbort: () => {
				if (++checks % every === 0) context.progress(checks * ABORT_CHECK_INTERVAL);
				return false;
			}
		});
		return {
			table,
			value: result.value,
			nodes: result.nodes,
			entries: result.tableEntries,
			ms: performance.now() - start
		};
	}
};
