/**
 * The view model of the MCTS tree view (ui/mcts/MctsTreeView.svelte): which nodes of an MCTS
 * record to draw at one step of the stepper, where (a d3-hierarchy tidy tree fed through its
 * children accessor over the record's arrays), each node's N, W, W/N and UCT value, each edge's
 * width by visits, the phase each node takes part in at that step, and the playout's dotted line.
 * Pure: no DOM, no Svelte.
 *
 * Which nodes: at most `maxNodes` (MCTS_DRAWN_NODES by default), the most visited first (ties:
 * the older node, the lower number), each with its parent (a child never has more visits than its
 * parent, and is born after it, so taking nodes in that order keeps the drawn set a tree), and
 * always the current iteration's path (selection and the expanded node) beyond the cap. Visits
 * and wins are those of the tree the step shows (record-read.ts treeAfter); the node that the
 * step's expansion makes is drawn from the expansion phase on, with N = 0 until backpropagation.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { CellContent, Mark, Position } from '$lib/engine/board';
import type { MctsIteration, MctsPhase, MctsRecord, MctsTreeState } from '$lib/mcts';

/**
 * The most nodes drawn by default: beyond about this many a projector's tree side can no longer
 * show their N and W at a readable size.
 */
export const MCTS_DRAWN_NODES = 30;
/** Horizontal distance between neighbouring nodes, layout units. */
export const MCTS_NODE_DX = 144;
/** Vertical distance between depths, layout units. */
export const MCTS_NODE_DY = 96;
/** Edge width of a child visited as often as the root (the widest), and of one never visited. */
export const MCTS_EDGE_MAX = 10;
export const MCTS_EDGE_MIN = 1;
/** Length of one playout move along the dotted line, layout units. */
export const MCTS_PLAYOUT_STEP = 10;

/** One drawn node. */
export interface MctsDrawnNode {
	readonly node: number;
	/** Its parent node, -1 for the root. */
	readonly parent: number;
	/** The cell played to reach it, -1 for the root. */
	readonly move: number;
	readonly depth: number;
	readonly x: number;
	readonly y: number;
	/** N and W at this step (W for the player who moved into the node; draws 0.5). */
	readonly visits: number;
	readonly wins: number;
	/** W/N, null while N is 0. */
	readonly winRate: number | null;
	/** UCT from its parent at this step (W/N + c sqrt(ln N_parent / N)); null for the root or N 0. */
	readonly uct: number | null;
	/** The phase of the step that this node takes part in, or null. */
	readonly phase: MctsPhase | null;
}

/** One drawn edge, parent to child. */
export interface MctsDrawnEdge {
	readonly from: number;
	readonly to: number;
	readonly x1: number;
	readonly y1: number;
	readonly x2: number;
	readonly y2: number;
	/** Its width, layout units (edgeWidth). */
	readonly width: number;
	/** The phase of the step that goes along it (selection or backpropagation), or null. */
	readonly phase: MctsPhase | null;
}

/** The playout of the step's iteration, a dotted line straight down from the expanded node. */
export interface MctsPlayoutLine {
	readonly from: number;
	readonly x: number;
	readonly y1: number;
	readonly y2: number;
	/** The cells played, in order. */
	readonly moves: readonly number[];
	readonly result: MctsIteration['result'];
}

/** What the view draws at one step. */
export interface MctsTreeLayout {
	readonly nodes: readonly MctsDrawnNode[];
	readonly edges: readonly MctsDrawnEdge[];
	readonly playout: MctsPlayoutLine | null;
	/** Nodes in the tree at this step, and how many are drawn. */
	readonly total: number;
	readonly drawn: number;
	/** The drawing's extent, layout units. */
	readonly bounds: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * The width of the edge into a child with `visits` N under a root visited `rootVisits` times:
 * MCTS_EDGE_MIN + (MCTS_EDGE_MAX - MCTS_EDGE_MIN) * sqrt(N / N_root) (the square root keeps the
 * rarely visited branches visible); MCTS_EDGE_MIN when the root has no visits.
 */
export function edgeWidth(visits: number, rootVisits: number): number {
	if (rootVisits <= 0) return MCTS_EDGE_MIN;
	const share = Math.min(1, Math.max(0, visits / rootVisits));
	return MCTS_EDGE_MIN + (MCTS_EDGE_MAX - MCTS_EDGE_MIN) * Math.sqrt(share);
}

/** What a step shows: its phase and iteration, or none (the final tree). */
export interface MctsStepView {
	readonly phase: MctsPhase;
	readonly iteration: MctsIteration;
}

/**
 * The nodes to draw: the root, then by visits (descending; ties the lower node), each only under a
 * parent already taken, up to `maxNodes`; then the nodes of `forced` (root first) beyond the cap.
 */
export function drawnNodes(
	record: Pick<MctsRecord, 'parent'>,
	count: number,
	visits: ArrayLike<number>,
	maxNodes: number,
	forced: readonly number[] = []
): number[] {
	const order: number[] = [];
	for (let i = 1; i < count; i++) if (visits[i] > 0) order.push(i);
	order.sort((a, b) => visits[b] - visits[a] || a - b);
	const taken = new Set<number>([0]);
	for (const i of order) {
		if (taken.size >= maxNodes) break;
		if (taken.has(record.parent[i])) taken.add(i);
	}
	for (const i of forced) taken.add(i);
	return [...taken].sort((a, b) => a - b);
}

/**
 * Lays out the MCTS tree at one step.
 * @param state the tree the step shows (treeAfter).
 * @param view the step's phase and iteration, or null for the tree alone.
 * @param maxNodes the cap (default MCTS_DRAWN_NODES); the current path is drawn beyond it.
 */
export function mctsTreeLayout(
	record: MctsRecord,
	state: MctsTreeState,
	view: MctsStepView | null,
	maxNodes: number = MCTS_DRAWN_NODES
): MctsTreeLayout {
	const it = view?.iteration ?? null;
	const phase = view?.phase ?? null;
	// The new node is in the tree from its expansion on (born in this iteration, so not yet in
	// `state` before its backpropagation).
	const showNew = it !== null && it.expanded !== null && phase !== 'selection';
	const count = showNew ? Math.max(state.count, (it.expanded as number) + 1) : state.count;
	const visitsOf = (i: number) => (i < state.count ? state.visits[i] : 0);
	const winsOf = (i: number) => (i < state.count ? state.wins[i] : 0);
	const path = it ? [...it.selection, ...(showNew ? [it.expanded as number] : [])] : [];
	const visits = new Float64Array(count);
	for (let i = 0; i < count; i++) visits[i] = visitsOf(i);
	const keep = drawnNodes(record, count, visits, maxNodes, path);
	const kept = new Set(keep);
	const kids = new Map<number, number[]>();
	for (const i of keep) {
		if (i === 0) continue;
		const p = record.parent[i];
		const list = kids.get(p);
		if (list) list.push(i);
		else kids.set(p, [i]);
	}
	for (const list of kids.values()) list.sort((a, b) => record.move[a] - record.move[b]);
	const root = hierarchy(0, (i) => kids.get(i) ?? null);
	tidyTree<number>().nodeSize([MCTS_NODE_DX, MCTS_NODE_DY])(root);
	const onPath = new Set(path);
	const phaseOf = (i: number): MctsPhase | null => {
		if (!it || !onPath.has(i)) return null;
		if (phase === 'backpropagation') return 'backpropagation';
		if (showNew && i === it.expanded) return phase === 'playout' ? 'playout' : 'expansion';
		return 'selection';
	};
	const rootVisits = visitsOf(0);
	const c = record.exploration;
	const nodes: MctsDrawnNode[] = [];
	const place = new Map<number, { x: number; y: number }>();
	let x0 = 0,
		x1 = 0,
		y1 = 0;
	for (const h of root.descendants()) {
		const i = h.data;
		const x = h.x ?? 0;
		const y = h.y ?? 0;
		place.set(i, { x, y });
		x0 = Math.min(x0, x);
		x1 = Math.max(x1, x);
		y1 = Math.max(y1, y);
		const n = visitsOf(i);
		const w = winsOf(i);
		const parent = record.parent[i];
		const np = parent >= 0 ? visitsOf(parent) : 0;
		nodes.push({
			node: i,
			parent,
			move: record.move[i],
			depth: h.depth,
			x,
			y,
			visits: n,
			wins: w,
			winRate: n > 0 ? w / n : null,
			uct: parent >= 0 && n > 0 && np > 0 ? w / n + c * Math.sqrt(Math.log(np) / n) : null,
			phase: phaseOf(i)
		});
	}
	const edges: MctsDrawnEdge[] = [];
	for (const n of nodes) {
		if (n.parent < 0 || !kept.has(n.parent)) continue;
		const a = place.get(n.parent) as { x: number; y: number };
		const edgePhase = phaseOf(n.node);
		edges.push({
			from: n.parent,
			to: n.node,
			x1: a.x,
			y1: a.y,
			x2: n.x,
			y2: n.y,
			width: edgeWidth(n.visits, rootVisits),
			phase: edgePhase === 'backpropagation' || edgePhase === 'selection' ? edgePhase : null
		});
	}
	let playout: MctsPlayoutLine | null = null;
	if (it && it.expanded !== null && (phase === 'playout' || phase === 'backpropagation')) {
		const at = place.get(it.expanded);
		if (at && it.playout.length > 0) {
			const y2 = at.y + MCTS_NODE_DY * 0.3 + MCTS_PLAYOUT_STEP * it.playout.length;
			playout = {
				from: it.expanded,
				x: at.x,
				y1: at.y,
				y2,
				moves: it.playout,
				result: it.result
			};
			y1 = Math.max(y1, y2);
		}
	}
	return {
		nodes,
		edges,
		playout,
		total: count,
		drawn: nodes.length,
		bounds: { x0, y0: 0, x1, y1 }
	};
}

/**
 * The cells of `node`'s position, for its mini-board: the root's cells with the moves from the
 * root to `node` played in turn (MCTS moves are cells), the root's side to move first.
 */
export function mctsNodeCells(
	record: { readonly parent: ArrayLike<number>; readonly move: ArrayLike<number> },
	node: number,
	root: Pick<Position, 'cells' | 'toMove'>
): CellContent[] {
	const moves: number[] = [];
	for (let i = node; i > 0; i = record.parent[i]) moves.push(record.move[i]);
	const cells = [...root.cells];
	let mark: Mark = root.toMove;
	for (let k = moves.length - 1; k >= 0; k--) {
		cells[moves[k]] = mark;
		mark = mark === 'X' ? 'O' : 'X';
	}
	return cells;
}
