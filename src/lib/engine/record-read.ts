/**
 * The record's readers (the one module that decodes nodes; the layout is in record.ts): flags,
 * bounds, windows, the side to move, the position at a node in every game, and `readNode`, which
 * decodes a whole node.
 */
import type { CellContent, Mark, Outcome } from './board';
import { gameOf, type GameDef } from './games';
import { ultimateMoves, ultimateTarget } from './ultimate';
import {
	ABSTRACT_CHANCE,
	ABSTRACT_MAX,
	BOUND_EXACT,
	BOUND_NAMES,
	FLAG_CUTOFF,
	FLAG_HORIZON,
	FLAG_TABLE_HIT,
	FLAG_TRUNCATED,
	NEG_INF,
	OUTCOME_MASK,
	OUTCOME_NAMES,
	OUTCOME_NONE,
	POS_INF,
	type Bound,
	type SearchRecord
} from './record';

/** One node of the record, decoded. Infinite window ends are `-Infinity` / `Infinity`. */
export interface NodeView {
	index: number;
	parent: number;
	move: number | null;
	depth: number;
	value: number;
	bound: Bound;
	alpha: number;
	beta: number;
	/** Whose turn it is at this node, and whether that side maximizes (the root mover). */
	toMove: Mark;
	maximizing: boolean;
	outcome: Outcome | null;
	cutoff: boolean;
	/** A horizon leaf: at the depth limit, `value` is the evaluation. */
	horizon: boolean;
	/** A table hit: `value` (with `bound`) came from the transposition table. */
	tableHit: boolean;
	/** For a table hit, the node where its position was searched; else null. */
	link: number | null;
	/** Part of this node's subtree was examined beyond the node budget and not kept. */
	truncated: boolean;
	/** Cells the pruned moves at this node would fill, in ascending order of their bits. */
	pruned: number[];
	/** The position at this node (game.cellCount cells). */
	cells: CellContent[];
}

/** Converts a stored window end to a number, mapping the sentinels to infinities. */
export function windowValue(stored: number): number {
	if (stored <= NEG_INF) return -Infinity;
	if (stored >= POS_INF) return Infinity;
	return stored;
}

/** Bits set in a 16-bit mask (cells of a mask field, or the moves of `pruned`), ascending. */
export function cellsOfMask(mask: number): number[] {
	const out: number[] = [];
	for (let c = 0; c < 16; c++) if (mask & (1 << c)) out.push(c);
	return out;
}

/** Outcome code of node i: OUTCOME_NONE while the game goes on, else OUTCOME_X, _O or _DRAW. */
export function outcomeCode(record: SearchRecord, i: number): number {
	return record.flags[i] & OUTCOME_MASK;
}

/** Outcome of node i (a finished game), or null. */
export function nodeOutcome(record: SearchRecord, i: number): Outcome | null {
	return OUTCOME_NAMES[record.flags[i] & OUTCOME_MASK];
}

/** True when node i is a finished game (a leaf of the search tree). */
export function isFinished(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & OUTCOME_MASK) !== OUTCOME_NONE;
}

/** True when node i is a horizon leaf (at the depth limit, scored by the evaluation). */
export function isHorizon(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & FLAG_HORIZON) !== 0;
}

/** True when node i is a table hit (its value read from the transposition table). */
export function isTableHit(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & FLAG_TABLE_HIT) !== 0;
}

/** For a table hit, the (earlier) node where its position was searched; -1 for other nodes. */
export function tableLink(record: SearchRecord, i: number): number {
	return record.uniform ? -1 : record.link[i];
}

/**
 * The `pruned` field of node i: bit b set = move b pruned (the cell, or with gravity the column);
 * ultimate: the number of moves pruned. 0 in a uniform record.
 */
export function prunedMask(record: SearchRecord, i: number): number {
	return record.uniform ? 0 : record.pruned[i];
}

/** The `bound` code of node i: BOUND_EXACT, BOUND_LOWER or BOUND_UPPER (exact in a uniform record). */
export function boundCode(record: SearchRecord, i: number): number {
	return record.uniform ? BOUND_EXACT : record.bound[i];
}

/** True when part of node i's subtree was examined beyond the node budget and not kept. */
export function isTruncated(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & FLAG_TRUNCATED) !== 0;
}

/** True when node i is a leaf of the search: a finished game, a horizon leaf or a table hit. */
export function isSearchLeaf(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & (OUTCOME_MASK | FLAG_HORIZON | FLAG_TABLE_HIT)) !== 0;
}

/** True when a cutoff happened at node i (its remaining children, if any, were pruned). */
export function hasCutoff(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & FLAG_CUTOFF) !== 0;
}

/**
 * True when the side to move at node i is the maximizer (the root's side to move): even depths.
 * Takes the depth so hot loops holding it need not read the record again.
 */
export function isMaximizerDepth(depth: number): boolean {
	return depth % 2 === 0;
}

/**
 * True when node i is a maximizer node (the root mover to move), false for a minimizer node; in an
 * abstract tree's record, its MAX nodes (a chance node is neither).
 */
export function isMaximizer(record: SearchRecord, i: number): boolean {
	const a = record.abstract;
	return a ? a.kind[i] === ABSTRACT_MAX : isMaximizerDepth(record.depth[i]);
}

/** True when node i is a chance node (only in an abstract tree's record). */
export function isChance(record: SearchRecord, i: number): boolean {
	return record.abstract?.kind[i] === ABSTRACT_CHANCE;
}

/** Node i's value: the exact one of an abstract tree's record, else the 16-bit field. */
export function nodeValue(record: SearchRecord, i: number): number {
	return record.abstract ? record.abstract.value[i] : record.value[i];
}

/** Alpha of the window node i was searched with (-Infinity for none). */
export function nodeAlpha(record: SearchRecord, i: number): number {
	if (record.abstract) return record.abstract.alpha[i];
	return record.uniform ? -Infinity : windowValue(record.alpha[i]);
}

/** Beta of the window node i was searched with (Infinity for none). */
export function nodeBeta(record: SearchRecord, i: number): number {
	if (record.abstract) return record.abstract.beta[i];
	return record.uniform ? Infinity : windowValue(record.beta[i]);
}

/** The side to move at node i (for a finished game, the side that would have moved next). */
export function sideToMove(record: SearchRecord, i: number): Mark {
	return isMaximizer(record, i) ? record.rootMover : record.rootMover === 'X' ? 'O' : 'X';
}

/** True when node i's value is only a bound (searched with a narrowed alpha-beta window). */
export function isBound(record: SearchRecord, i: number): boolean {
	return boundCode(record, i) !== BOUND_EXACT;
}

/** Bound of node i as a name. */
export function nodeBound(record: SearchRecord, i: number): Bound {
	return BOUND_NAMES[boundCode(record, i)];
}

/** The game of a record (3x3 when the record does not say). */
export function recordGame(record: SearchRecord): GameDef {
	return gameOf(record);
}

/**
 * The position at node i: from the mask fields for boards of at most 16 cells; for Connect Four,
 * the record's root cells with the moves on the path from the root played on them, the root mover
 * first. O(depth).
 * @throws RangeError when i is not a node, or a Connect Four record has no root cells.
 */
export function nodeCells(record: SearchRecord, i: number): CellContent[] {
	checkNode(record, i);
	const game = recordGame(record);
	const n = game.cellCount;
	if (n <= 16) {
		const x = record.xMask[i];
		const o = record.oMask[i];
		const cells: CellContent[] = [];
		for (let c = 0; c < n; c++) cells.push(x & (1 << c) ? 'X' : o & (1 << c) ? 'O' : null);
		return cells;
	}
	if (!record.root || record.root.length !== n) {
		throw new RangeError(`This ${game.id} record has no root cells to replay its moves on.`);
	}
	const cells = record.root.slice();
	const other: Mark = record.rootMover === 'X' ? 'O' : 'X';
	for (let a = i; a > 0; a = record.parent[a]) {
		// The move into a node at depth d was made by the side to move at depth d - 1.
		cells[record.move[a]] = record.depth[a] % 2 === 1 ? record.rootMover : other;
	}
	return cells;
}

/**
 * Ultimate tic-tac-toe: the small board (0-8) the side to move at node i must play in, or null
 * for any open board: the root's from the record (`rootForcedBoard`), else the one the move into
 * node i sends to (ultimate.ts `ultimateTarget`). Null in the other games.
 * @throws RangeError when i is not a node (or as nodeCells).
 */
export function nodeForcedBoard(record: SearchRecord, i: number): number | null {
	checkNode(record, i);
	if (recordGame(record).rules !== 'ultimate') return null;
	if (i === 0) return record.rootForcedBoard ?? null;
	return ultimateTarget(nodeCells(record, i), record.move[i]);
}

/**
 * The cells the moves pruned at node i would fill, in ascending order of their `pruned` bits (by
 * cell; with gravity by column, each column's lowest empty cell at node i). Ultimate tic-tac-toe,
 * whose `pruned` field is a count (search-ultimate.ts): the legal moves at node i that are not
 * among its kept children, ascending (none when the count is 0; at a node the node budget cut,
 * this may also list moves searched beyond the budget).
 * @throws RangeError when i is not a node (or as nodeCells).
 */
export function prunedMoves(record: SearchRecord, i: number): number[] {
	checkNode(record, i);
	const game = recordGame(record);
	if (game.rules === 'ultimate') {
		if (prunedMask(record, i) === 0) return [];
		const children = new Set<number>();
		for (let c = i + 1; c < record.end[i]; c = record.end[c]) children.add(record.move[c]);
		const position = {
			cells: nodeCells(record, i),
			toMove: sideToMove(record, i),
			forcedBoard: nodeForcedBoard(record, i)
		};
		return ultimateMoves(position).filter((m) => !children.has(m));
	}
	const moves = cellsOfMask(prunedMask(record, i));
	if (!game.gravity || moves.length === 0) return moves;
	const cells = nodeCells(record, i);
	return moves.map((col) => {
		let row = game.height - 1;
		while (row > 0 && cells[row * game.width + col] !== null) row--;
		return row * game.width + col;
	});
}

/**
 * The nodes whose position is `cells` (game.cellCount cells), in preorder: a position and its
 * transpositions, table hits included (Find position). For boards of at most 16 cells a scan of
 * the mask fields; for Connect Four only the nodes at the depth the marks imply are replayed.
 */
export function nodesWithCells(record: SearchRecord, cells: readonly CellContent[]): number[] {
	const game = recordGame(record);
	if (cells.length !== game.cellCount || record.count === 0) return [];
	const out: number[] = [];
	if (game.cellCount <= 16) {
		let x = 0;
		let o = 0;
		cells.forEach((c, i) => {
			if (c === 'X') x |= 1 << i;
			else if (c === 'O') o |= 1 << i;
		});
		for (let i = 0; i < record.count; i++) {
			if (record.xMask[i] === x && record.oMask[i] === o) out.push(i);
		}
		return out;
	}
	const marks = (cs: readonly CellContent[]) => cs.filter((c) => c !== null).length;
	const depth = marks(cells) - marks(nodeCells(record, 0));
	const key = cells.join();
	for (let i = 0; i < record.count; i++) {
		if (record.depth[i] === depth && nodeCells(record, i).join() === key) out.push(i);
	}
	return out;
}

function checkNode(record: SearchRecord, i: number): void {
	if (!Number.isInteger(i) || i < 0 || i >= record.count) {
		throw new RangeError(`Node ${i} does not exist: the record has ${record.count} nodes.`);
	}
}

/**
 * Decodes node `i`.
 * @throws RangeError when i is not a node index of this record.
 */
export function readNode(record: SearchRecord, i: number): NodeView {
	checkNode(record, i);
	const maximizing = isMaximizer(record, i);
	const hit = isTableHit(record, i);
	return {
		index: i,
		parent: record.parent[i],
		move: record.move[i] < 0 ? null : record.move[i],
		depth: record.depth[i],
		value: nodeValue(record, i),
		bound: nodeBound(record, i),
		alpha: nodeAlpha(record, i),
		beta: nodeBeta(record, i),
		toMove: sideToMove(record, i),
		maximizing,
		outcome: nodeOutcome(record, i),
		cutoff: hasCutoff(record, i),
		horizon: isHorizon(record, i),
		tableHit: hit,
		link: hit ? tableLink(record, i) : null,
		truncated: isTruncated(record, i),
		pruned: prunedMoves(record, i),
		cells: nodeCells(record, i)
	};
}
