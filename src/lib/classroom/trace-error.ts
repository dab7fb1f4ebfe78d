/**
 * The typed error of the trace reader (trace-parse.ts, trace-check.ts): `code` says which rule the
 * file breaks, `field` and `node` where, so the page can word it in any language.
 */

/** Which rule a trace breaks. */
export type TraceErrorCode =
	/** The text is not JSON. */
	| 'json'
	/** Not a minimax-lab-trace (no or another `format`). */
	| 'format'
	/** A version this reader does not know. */
	| 'version'
	/** A trace cut at TRACE_MAX_NODES (its `cut` field): it holds part of the tree only. */
	| 'cut'
	/** A field is missing or has the wrong type. */
	| 'field'
	/** A node column does not have `result.nodes` entries. */
	| 'length'
	/** A node entry is out of its range. */
	| 'value'
	/** The `position` is not valid notation, or does not match `toMove` or the root's masks. */
	| 'position'
	/** The nodes do not form a search tree (preorder, depths, moves, masks, outcomes, pruning). */
	| 'structure'
	/** `result` disagrees with the nodes. */
	| 'result'
	/** The trace disagrees with the engine's own search of the same position and options. */
	| 'mismatch';

/** A trace that cannot be read. */
export class TraceError extends Error {
	constructor(
		readonly code: TraceErrorCode,
		message: string,
		/** The field concerned (e.g. `nodes.depth`, `options.order`), when there is one. */
		readonly field: string | null = null,
		/** The node index concerned, when there is one. */
		readonly node: number | null = null
	) {
		super(message);
		this.name = 'TraceError';
	}
}
