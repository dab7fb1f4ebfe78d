/**
 * Framework-free canvas drawing of the visible part of a laid-out search tree (no DOM access beyond
 * the 2D context it is given). One preorder scan with jumps: a subtree outside the visible x range
 * is skipped whole (`i = end[i]`), a subtree narrower than BLOCK_PX on screen becomes one block
 * (adjacent blocks of one colour at one depth merge into one rectangle) and is skipped too; only
 * the remaining nodes are drawn, each with the detail its column width allows (lod.ts). The work is
 * proportional to what is visible, not to the 549,946 nodes. Shapes are batched into one path per
 * style, so a frame issues a few dozen fills and strokes plus the visible text.
 *
 * Colours (palette.ts): value or result (X wins / O wins / draw), principal variation, pruned stubs.
 */
import {
	isBound,
	isFinished,
	isMaximizer,
	nodeBound,
	OUTCOME_DRAW,
	OUTCOME_NONE,
	OUTCOME_X,
	outcomeCode,
	type SearchRecord
} from '$lib/engine';
import { scoreLabel } from '../score-label';
import type { TreeLayout } from './layout';
import {
	BLOCK_PX,
	CANVAS_FONTS,
	DETAIL_BOARD,
	DETAIL_BLOCK,
	DETAIL_DOT,
	DETAIL_SCORE,
	DETAIL_SHAPE,
	detailForSpace,
	nodeSizes,
	SHAPE_PX
} from './lod';
import {
	EDGE_COLOUR,
	FAN_COLOUR,
	FOCUS_COLOUR,
	FOUND_COLOUR,
	GRID_COLOUR,
	INK,
	LAST_MOVE_FILL,
	O_COLOUR,
	PAPER,
	PRUNED_COLOUR,
	PV_COLOUR,
	RESULT_COLOURS,
	RESULT_FILLS,
	X_COLOUR
} from './palette';
import { invertX, rowY, screenX, type RowGeometry, type ViewTransform } from './view';

/** The subset of CanvasRenderingContext2D the drawing uses (a fake one can record the calls). */
export type DrawContext = Pick<
	CanvasRenderingContext2D,
	| 'setTransform'
	| 'clearRect'
	| 'fillRect'
	| 'beginPath'
	| 'closePath'
	| 'moveTo'
	| 'lineTo'
	| 'rect'
	| 'arc'
	| 'fill'
	| 'stroke'
	| 'fillText'
	| 'strokeText'
	| 'setLineDash'
	| 'save'
	| 'restore'
	| 'clip'
	| 'fillStyle'
	| 'strokeStyle'
	| 'lineWidth'
	| 'lineJoin'
	| 'font'
	| 'textAlign'
	| 'textBaseline'
	| 'globalAlpha'
>;

/** Everything one frame depends on. Node indices are record indices; -1 means none. */
export interface DrawInput {
	record: SearchRecord;
	layout: TreeLayout;
	/** The d3-zoom transform (CSS pixels). */
	transform: ViewTransform;
	geometry: RowGeometry;
	/** Canvas size in CSS pixels and the backing-store ratio (see dpr.ts). */
	width: number;
	height: number;
	pixelRatio: number;
	/** Principal variation, root first. */
	pv?: readonly number[];
	current?: number;
	hovered?: number;
	focused?: number;
	/** Nodes to mark (the transpositions found by position). */
	found?: ArrayLike<number>;
	/** Move label of a mini-board, for people (cell 0-8). Default: "1".."9". */
	moveLabel?: (cell: number) => string;
	/** Text, stubs and overlays; off for the minimap overview. Default true. */
	details?: boolean;
	/**
	 * Draw only the vertical band [from, to) of the canvas (CSS pixels), leaving the rest as it is:
	 * a big first frame can then be drawn in slices, one per task. Default: the whole canvas.
	 */
	band?: readonly [number, number];
}

/** What a frame drew, for tests and the benchmark. */
export interface DrawStats {
	/** Nodes the scan looked at (drawn or merged). */
	visited: number;
	/** Nodes drawn on their own (dots, shapes or boards). */
	nodes: number;
	/** Block rectangles after merging. */
	blocks: number;
	boards: number;
	texts: number;
}

/**
 * Result class of node i: 1 when X wins under best play (or has won, for a finished game), 2 when O
 * does, 0 for a draw. Values are from the root mover's view, so a positive value is a win for the
 * root mover's mark. A bound is classed by its stored value.
 */
export function resultClass(record: SearchRecord, i: number): 0 | 1 | 2 {
	const outcome = outcomeCode(record, i);
	if (outcome !== OUTCOME_NONE) return outcome === OUTCOME_DRAW ? 0 : outcome === OUTCOME_X ? 1 : 2;
	const v = record.value[i];
	if (v === 0) return 0;
	const rootWins = v > 0;
	return rootWins === (record.rootMover === 'X') ? 1 : 2;
}

// Scratch buffers reused from frame to frame (drawing runs on one thread).
let nodeBuf: Int32Array = new Int32Array(4096);
let spaceBuf: Float32Array = new Float32Array(4096);
let edgeBuf: Float64Array = new Float64Array(4096 * 4);
let blockBuf: Float64Array = new Float64Array(1024 * 5);
let fanBuf: Float64Array = new Float64Array(1024 * 5);
let lastBlock: Int32Array = new Int32Array(64);
let lastFan: Int32Array = new Int32Array(64);
let lastFanParent: Int32Array = new Int32Array(64);

/**
 * Subpaths per fill or stroke. Chromium's software rasterizer slows down sharply when one path has
 * thousands of subpaths crossing the same rows (every subpath stays in the active edge list), so
 * long batches are cut into paths of this many subpaths.
 */
export const PATH_CHUNK = 200;

function growInt(a: Int32Array, need: number): Int32Array {
	if (need <= a.length) return a;
	const b = new Int32Array(Math.max(need, a.length * 2));
	b.set(a);
	return b;
}
function growF32(a: Float32Array, need: number): Float32Array {
	if (need <= a.length) return a;
	const b = new Float32Array(Math.max(need, a.length * 2));
	b.set(a);
	return b;
}
function growF64(a: Float64Array, need: number): Float64Array {
	if (need <= a.length) return a;
	const b = new Float64Array(Math.max(need, a.length * 2));
	b.set(a);
	return b;
}

/** Half-height of a block's rectangle beyond its first and last rows, CSS pixels. */
export function blockPad(geometry: RowGeometry): number {
	return Math.min(5, geometry.pitch * 0.12);
}

/**
 * Draws one frame: clears the canvas (or the band), then fans and edges, blocks, the principal
 * variation, nodes, cut stubs, mini-boards, scores and the markers (found, current, hover, focus).
 * Sets the context transform to the pixel ratio, so callers pass CSS-pixel sizes only.
 * @returns counts of what was drawn.
 */
export function drawTree(ctx: DrawContext, input: DrawInput): DrawStats {
	const { width, height, pixelRatio } = input;
	const stats: DrawStats = { visited: 0, nodes: 0, blocks: 0, boards: 0, texts: 0 };
	ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
	const [bandFrom, bandTo] = input.band ?? [0, width];
	ctx.save();
	if (input.band) {
		ctx.beginPath();
		ctx.rect(bandFrom, 0, bandTo - bandFrom, height);
		ctx.clip();
	}
	ctx.clearRect(bandFrom, 0, bandTo - bandFrom, height);
	ctx.fillStyle = PAPER;
	ctx.fillRect(bandFrom, 0, bandTo - bandFrom, height);
	try {
		drawScene(ctx, input, stats, bandFrom, bandTo);
	} finally {
		ctx.restore();
	}
	return stats;
}

/** Counts of what one scan collected into the scratch buffers. */
interface ScanResult {
	visited: number;
	nodes: number;
	edges: number;
	blocks: number;
	fans: number;
}

/**
 * The scan of one frame (kept apart from the drawing so the engine optimises this hot loop on its
 * own): a preorder walk that skips off-screen subtrees (`i = end[i]`), turns subtrees narrower than
 * BLOCK_PX into blocks (merged with a touching left neighbour of the same colour and depth) and
 * fans, and collects the other visible nodes and their edges into the scratch buffers.
 */
function scan(input: DrawInput, lo: number, hi: number, details: boolean): ScanResult {
	const { record, layout, transform: t, geometry } = input;
	const n = layout.count;
	const { x, minX, maxX, bottom } = layout;
	const { end, parent, depth } = record;
	const k = t.k;
	const tx = t.x;
	const pitch = geometry.pitch;
	const top = t.y + geometry.top;
	const depthSlots = layout.maxDepth + 1;
	if (lastBlock.length < depthSlots) {
		lastBlock = new Int32Array(depthSlots);
		lastFan = new Int32Array(depthSlots);
		lastFanParent = new Int32Array(depthSlots);
	}
	lastBlock.fill(-1, 0, depthSlots);
	lastFan.fill(-1, 0, depthSlots);
	lastFanParent.fill(-1, 0, depthSlots);

	let nNodes = 0;
	let nEdges = 0;
	let nBlocks = 0;
	let nFans = 0;
	let visited = 0;
	const pushEdge = (p: number, c: number) => {
		if (nEdges * 4 + 4 > edgeBuf.length) edgeBuf = growF64(edgeBuf, nEdges * 4 + 4);
		edgeBuf[nEdges * 4] = tx + k * x[p];
		edgeBuf[nEdges * 4 + 1] = top + depth[p] * pitch;
		edgeBuf[nEdges * 4 + 2] = tx + k * x[c];
		edgeBuf[nEdges * 4 + 3] = top + depth[c] * pitch;
		nEdges++;
	};
	let i = 0;
	while (i < n) {
		if (maxX[i] < lo || minX[i] > hi) {
			// Off screen: skip the subtree, but keep the edge from a parent that is on screen.
			if (i > 0 && x[parent[i]] >= lo && x[parent[i]] <= hi) pushEdge(parent[i], i);
			i = end[i];
			continue;
		}
		visited++;
		const space = (maxX[i] - minX[i] + 1) * k;
		if (space < BLOCK_PX) {
			// A block: the whole subtree as one rectangle, merged with its left neighbour if it touches.
			// Merge only with the previous block of the same depth, and only if it has the same colour:
			// a block never covers one of another colour.
			const c = resultClass(record, i);
			const left = t.x + k * minX[i] - 0.5;
			const right = t.x + k * maxX[i] + 0.5;
			const d = depth[i];
			const last = lastBlock[d];
			if (last >= 0 && blockBuf[last * 5 + 4] === c && left <= blockBuf[last * 5 + 1] + 1) {
				if (right > blockBuf[last * 5 + 1]) blockBuf[last * 5 + 1] = right;
				if (bottom[i] > blockBuf[last * 5 + 3]) blockBuf[last * 5 + 3] = bottom[i];
			} else {
				blockBuf = growF64(blockBuf, nBlocks * 5 + 5);
				blockBuf[nBlocks * 5] = left;
				blockBuf[nBlocks * 5 + 1] = right;
				blockBuf[nBlocks * 5 + 2] = d;
				blockBuf[nBlocks * 5 + 3] = bottom[i];
				blockBuf[nBlocks * 5 + 4] = c;
				lastBlock[d] = nBlocks;
				nBlocks++;
			}
			// Instead of one edge per block, one fan from the parent over its block children.
			if (i > 0) {
				const p = parent[i];
				const f = lastFan[d];
				if (f >= 0 && lastFanParent[d] === p) {
					if (right > fanBuf[f * 5 + 3]) fanBuf[f * 5 + 3] = right;
				} else {
					fanBuf = growF64(fanBuf, nFans * 5 + 5);
					fanBuf[nFans * 5] = t.x + k * x[p];
					fanBuf[nFans * 5 + 1] = top + depth[p] * pitch;
					fanBuf[nFans * 5 + 2] = left;
					fanBuf[nFans * 5 + 3] = right;
					fanBuf[nFans * 5 + 4] = top + d * pitch;
					lastFan[d] = nFans;
					lastFanParent[d] = p;
					nFans++;
				}
			}
			i = end[i];
			continue;
		}
		if (i > 0) pushEdge(parent[i], i);
		nodeBuf = growInt(nodeBuf, nNodes + 1);
		spaceBuf = growF32(spaceBuf, nNodes + 1);
		nodeBuf[nNodes] = i;
		// Without details (the minimap overview) nodes stay dots.
		spaceBuf[nNodes] = details ? space : Math.min(space, SHAPE_PX - 0.5);
		nNodes++;
		i++;
	}
	return { visited, nodes: nNodes, edges: nEdges, blocks: nBlocks, fans: nFans };
}

function drawScene(
	ctx: DrawContext,
	input: DrawInput,
	stats: DrawStats,
	bandFrom: number,
	bandTo: number
): void {
	const { record, layout, transform: t, geometry } = input;
	const details = input.details ?? true;
	const n = layout.count;
	if (n === 0) return;

	const { x } = layout;
	const { parent, depth } = record;
	const pitch = geometry.pitch;
	const top = t.y + geometry.top;
	// 1. The scan: cull, merge, collect.
	const lo = invertX(t, bandFrom - 90);
	const hi = invertX(t, bandTo + 90);
	const scanned = scan(input, lo, hi, details);
	stats.visited = scanned.visited;
	stats.nodes = scanned.nodes;
	stats.blocks = scanned.blocks;
	const nNodes = scanned.nodes;
	const nEdges = scanned.edges;
	const nBlocks = scanned.blocks;
	const nFans = scanned.fans;

	// 2. Fans (one filled triangle each: they do not share rows' edge lists) and edges.
	ctx.fillStyle = FAN_COLOUR;
	for (let f = 0; f < nFans; f++) {
		ctx.beginPath();
		ctx.moveTo(fanBuf[f * 5], fanBuf[f * 5 + 1]);
		ctx.lineTo(fanBuf[f * 5 + 3], fanBuf[f * 5 + 4]);
		ctx.lineTo(fanBuf[f * 5 + 2], fanBuf[f * 5 + 4]);
		ctx.closePath();
		ctx.fill();
	}
	ctx.lineWidth = 1;
	ctx.strokeStyle = EDGE_COLOUR;
	for (let e0 = 0; e0 < nEdges; e0 += PATH_CHUNK) {
		ctx.beginPath();
		const e1 = Math.min(nEdges, e0 + PATH_CHUNK);
		for (let e = e0; e < e1; e++) {
			ctx.moveTo(edgeBuf[e * 4], edgeBuf[e * 4 + 1]);
			ctx.lineTo(edgeBuf[e * 4 + 2], edgeBuf[e * 4 + 3]);
		}
		ctx.stroke();
	}

	// 3. Blocks, with fillRect grouped by colour (a path of many tall rectangles is very slow to
	// fill in Chromium's software rasterizer; fillRect is not).
	const pad = blockPad(geometry);
	for (let c = 0; c < 3; c++) {
		ctx.fillStyle = RESULT_COLOURS[c];
		for (let b = 0; b < nBlocks; b++) {
			if (blockBuf[b * 5 + 4] !== c) continue;
			const l = blockBuf[b * 5];
			const w = Math.max(1, blockBuf[b * 5 + 1] - l);
			const y0 = top + blockBuf[b * 5 + 2] * pitch - pad;
			const y1 = top + blockBuf[b * 5 + 3] * pitch + pad;
			ctx.fillRect(l, y0, w, y1 - y0);
		}
	}

	// 4. The principal variation, over edges and blocks, under the nodes (white casing for contrast).
	const pv = input.pv ?? [];
	if (pv.length > 1) {
		ctx.lineJoin = 'round';
		for (const [colour, w] of [
			[PAPER, 6],
			[PV_COLOUR, 3]
		] as const) {
			ctx.strokeStyle = colour;
			ctx.lineWidth = w;
			ctx.beginPath();
			ctx.moveTo(screenX(t, x[pv[0]]), top + depth[pv[0]] * pitch);
			for (let j = 1; j < pv.length; j++)
				ctx.lineTo(screenX(t, x[pv[j]]), top + depth[pv[j]] * pitch);
			ctx.stroke();
		}
	}

	// 5. Nodes: dots and shapes batched by colour and fill (exact values filled, bounds hollow).
	const frame: Frame = { record, x, t, top, pitch, nNodes };
	drawGlyphs(ctx, frame);
	if (details) drawStubs(ctx, frame);
	stats.boards = drawBoards(ctx, frame, pv, details, input.moveLabel);
	if (details) stats.texts = drawScores(ctx, frame);

	// 6. Markers.
	if (details) {
		const marker = (node: number, colour: string, lineWidth: number, dash: boolean, grow: number) =>
			drawMarker(ctx, input, node, colour, lineWidth, dash, grow);
		const found = input.found;
		if (found && found.length) {
			for (let f = 0; f < found.length; f++) {
				const node = found[f];
				if (x[node] >= lo && x[node] <= hi) marker(node, FOUND_COLOUR, 2.5, false, 4);
			}
		}
		const current = input.current ?? -1;
		if (current >= 0 && current < n) {
			// The path from the root to the current step, then a ring.
			ctx.strokeStyle = INK;
			ctx.lineWidth = 2;
			ctx.setLineDash([5, 3]);
			ctx.beginPath();
			let a = current;
			ctx.moveTo(screenX(t, x[a]), top + depth[a] * pitch);
			while (parent[a] >= 0) {
				a = parent[a];
				ctx.lineTo(screenX(t, x[a]), top + depth[a] * pitch);
			}
			ctx.stroke();
			ctx.setLineDash([]);
			marker(current, INK, 3, false, 6);
		}
		const hovered = input.hovered ?? -1;
		if (hovered >= 0 && hovered < n) marker(hovered, FOCUS_COLOUR, 2, false, 3);
		const focused = input.focused ?? -1;
		if (focused >= 0 && focused < n) marker(focused, FOCUS_COLOUR, 2.5, true, 8);
	}
}

/** What the helpers below share about the frame being drawn. */
interface Frame {
	record: SearchRecord;
	x: Float64Array;
	t: ViewTransform;
	/** Screen y of the root row. */
	top: number;
	pitch: number;
	/** Entries used in nodeBuf / spaceBuf. */
	nNodes: number;
}

/** The detail a scanned node gets (never DETAIL_BLOCK: blocks are not in the node list). */
function detailOf(j: number): number {
	return detailForSpace(spaceBuf[j]);
}

function glyphPath(ctx: DrawContext, kind: number, sx: number, sy: number, r: number): void {
	if (kind === 0) {
		ctx.rect(sx - r, sy - r, 2 * r, 2 * r);
	} else if (kind === 1) {
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx + r, sy + r * 0.8);
		ctx.lineTo(sx - r, sy + r * 0.8);
		ctx.closePath();
	} else {
		ctx.moveTo(sx, sy + r);
		ctx.lineTo(sx + r, sy - r * 0.8);
		ctx.lineTo(sx - r, sy - r * 0.8);
		ctx.closePath();
	}
}

/** Glyph kind: 0 square (a finished game, or a dot), 1 triangle up (maximizer), 2 down (minimizer). */
function glyphKind(record: SearchRecord, i: number, detail: number): number {
	if (detail === DETAIL_DOT || isFinished(record, i)) return 0;
	return isMaximizer(record, i) ? 1 : 2;
}

function drawGlyphs(ctx: DrawContext, frame: Frame): void {
	const { record, x, t, top, pitch, nNodes } = frame;
	for (let c = 0; c < 3; c++) {
		for (let hollow = 0; hollow < 2; hollow++) {
			ctx.beginPath();
			let any = false;
			for (let j = 0; j < nNodes; j++) {
				const i = nodeBuf[j];
				const detail = detailOf(j);
				if (detail === DETAIL_BOARD || detail === DETAIL_BLOCK) continue;
				if (resultClass(record, i) !== c) continue;
				if ((isBound(record, i) ? 1 : 0) !== hollow) continue;
				const r = nodeSizes(spaceBuf[j], pitch).radius;
				glyphPath(
					ctx,
					glyphKind(record, i, detail),
					t.x + t.k * x[i],
					top + record.depth[i] * pitch,
					r
				);
				any = true;
			}
			if (!any) continue;
			if (hollow) {
				ctx.fillStyle = PAPER;
				ctx.fill();
				ctx.strokeStyle = RESULT_COLOURS[c];
				ctx.lineWidth = 1.5;
				ctx.stroke();
			} else {
				ctx.fillStyle = RESULT_COLOURS[c];
				ctx.fill();
			}
		}
	}
}

/** Cut stubs: one short dashed line per pruned child, ending in a bar, to the right of the node. */
function drawStubs(ctx: DrawContext, frame: Frame): void {
	const { record, x, t, top, pitch, nNodes } = frame;
	// Per stub: start x, start y, end x, end y, cell, labelled (1 at board detail).
	const stubs: number[] = [];
	for (let j = 0; j < nNodes; j++) {
		const i = nodeBuf[j];
		const mask = record.pruned[i];
		if (mask === 0) continue;
		const detail = detailOf(j);
		if (detail < DETAIL_SHAPE) continue;
		const sizes = nodeSizes(spaceBuf[j], pitch);
		const half = detail === DETAIL_BOARD ? sizes.board / 2 : sizes.radius;
		const sx = t.x + t.k * x[i];
		const sy = top + record.depth[i] * pitch;
		const step = Math.min(14, Math.max(5, spaceBuf[j] * 0.06));
		let m = 0;
		for (let cell = 0; cell < 9; cell++) {
			if (!(mask & (1 << cell))) continue;
			stubs.push(
				sx + half * 0.5,
				sy + half * 0.5,
				sx + half + 4 + m * step,
				sy + pitch * 0.42,
				cell,
				detail === DETAIL_BOARD ? 1 : 0
			);
			m++;
		}
	}
	if (stubs.length === 0) return;
	ctx.strokeStyle = PRUNED_COLOUR;
	ctx.lineWidth = 1.5;
	ctx.setLineDash([3, 2]);
	ctx.beginPath();
	for (let s = 0; s < stubs.length; s += 6) {
		ctx.moveTo(stubs[s], stubs[s + 1]);
		ctx.lineTo(stubs[s + 2], stubs[s + 3]);
	}
	ctx.stroke();
	ctx.setLineDash([]);
	// The cuts: a short bar across the end of each stub.
	ctx.lineWidth = 2;
	ctx.beginPath();
	for (let s = 0; s < stubs.length; s += 6) {
		ctx.moveTo(stubs[s + 2] - 3, stubs[s + 3]);
		ctx.lineTo(stubs[s + 2] + 3, stubs[s + 3]);
	}
	ctx.stroke();
	ctx.fillStyle = PRUNED_COLOUR;
	ctx.font = CANVAS_FONTS.stub;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	for (let s = 0; s < stubs.length; s += 6) {
		if (stubs[s + 5]) ctx.fillText(String(stubs[s + 4] + 1), stubs[s + 2], stubs[s + 3] + 2);
	}
}

function drawBoards(
	ctx: DrawContext,
	frame: Frame,
	pv: readonly number[],
	details: boolean,
	moveLabel: ((cell: number) => string) | undefined
): number {
	const { record, x, t, top, pitch, nNodes } = frame;
	const list: number[] = [];
	for (let j = 0; j < nNodes; j++) if (detailOf(j) === DETAIL_BOARD) list.push(j);
	if (list.length === 0) return 0;
	const geometry = (j: number) => {
		const i = nodeBuf[j];
		const b = nodeSizes(spaceBuf[j], pitch).board;
		return { i, b, bx: t.x + t.k * x[i] - b / 2, by: top + record.depth[i] * pitch - b / 2 };
	};
	const boards = list.map(geometry);
	// Backgrounds: white, or the result tint for a finished game.
	for (const { i, b, bx, by } of boards) {
		const finished = isFinished(record, i);
		ctx.fillStyle = finished ? RESULT_FILLS[resultClass(record, i)] : PAPER;
		ctx.fillRect(bx, by, b, b);
	}
	// The cell just played.
	ctx.fillStyle = LAST_MOVE_FILL;
	for (const { i, b, bx, by } of boards) {
		const m = record.move[i];
		if (m < 0) continue;
		const cs = b / 3;
		ctx.fillRect(bx + (m % 3) * cs, by + Math.floor(m / 3) * cs, cs, cs);
	}
	// Grid.
	ctx.strokeStyle = GRID_COLOUR;
	ctx.lineWidth = 1;
	ctx.beginPath();
	for (const { b, bx, by } of boards) {
		for (let g = 1; g < 3; g++) {
			ctx.moveTo(bx + (g * b) / 3, by);
			ctx.lineTo(bx + (g * b) / 3, by + b);
			ctx.moveTo(bx, by + (g * b) / 3);
			ctx.lineTo(bx + b, by + (g * b) / 3);
		}
	}
	ctx.stroke();
	// Marks: X as a cross, O as a ring.
	for (const mark of [0, 1]) {
		ctx.strokeStyle = mark === 0 ? X_COLOUR : O_COLOUR;
		ctx.beginPath();
		let lw = 1.5;
		for (const { i, b, bx, by } of boards) {
			const mask = mark === 0 ? record.xMask[i] : record.oMask[i];
			if (!mask) continue;
			const cs = b / 3;
			const r = cs * 0.3;
			lw = Math.max(1.5, cs * 0.12);
			for (let c = 0; c < 9; c++) {
				if (!(mask & (1 << c))) continue;
				const cx = bx + (c % 3) * cs + cs / 2;
				const cy = by + Math.floor(c / 3) * cs + cs / 2;
				if (mark === 0) {
					ctx.moveTo(cx - r, cy - r);
					ctx.lineTo(cx + r, cy + r);
					ctx.moveTo(cx + r, cy - r);
					ctx.lineTo(cx - r, cy + r);
				} else {
					ctx.moveTo(cx + r, cy);
					ctx.arc(cx, cy, r, 0, Math.PI * 2);
				}
			}
		}
		ctx.lineWidth = lw;
		ctx.stroke();
	}
	// Frames by value colour; a bound gets a dashed frame; the principal variation a thick accent one.
	const onPv = new Set(pv);
	for (let c = 0; c < 3; c++) {
		for (let dashed = 0; dashed < 2; dashed++) {
			ctx.strokeStyle = RESULT_COLOURS[c];
			ctx.lineWidth = 2;
			ctx.setLineDash(dashed ? [4, 2] : []);
			ctx.beginPath();
			for (const { i, b, bx, by } of boards) {
				if (onPv.has(i) || resultClass(record, i) !== c) continue;
				if ((isBound(record, i) ? 1 : 0) !== dashed) continue;
				ctx.rect(bx, by, b, b);
			}
			ctx.stroke();
		}
	}
	ctx.setLineDash([]);
	ctx.strokeStyle = PV_COLOUR;
	ctx.lineWidth = 3.5;
	ctx.beginPath();
	for (const { i, b, bx, by } of boards) if (onPv.has(i)) ctx.rect(bx, by, b, b);
	ctx.stroke();
	if (!details) return boards.length;
	// Side to move (triangle up: maximizer) and the move, left of the board.
	ctx.fillStyle = INK;
	ctx.textAlign = 'right';
	ctx.textBaseline = 'top';
	ctx.font = CANVAS_FONTS.label;
	const label = moveLabel ?? ((cell: number) => String(cell + 1));
	for (const { i, bx, by } of boards) {
		if (record.move[i] >= 0) ctx.fillText(label(record.move[i]), bx - 3, by);
	}
	ctx.beginPath();
	for (const { i, b, bx, by } of boards) {
		const r = Math.min(5, b * 0.12);
		if (isFinished(record, i)) continue;
		glyphPath(ctx, isMaximizer(record, i) ? 1 : 2, bx - 3 - r, by + b - r, r);
	}
	ctx.fill();
	return boards.length;
}

/** Scores under the nodes that have room for them ("7", "<= -8", ">= 0"), with a white halo. */
function drawScores(ctx: DrawContext, frame: Frame): number {
	const { record, x, t, top, pitch, nNodes } = frame;
	let count = 0;
	ctx.textAlign = 'center';
	ctx.textBaseline = 'top';
	ctx.lineJoin = 'round';
	ctx.font = CANVAS_FONTS.score;
	for (let j = 0; j < nNodes; j++) {
		const detail = detailOf(j);
		if (detail < DETAIL_SCORE) continue;
		const i = nodeBuf[j];
		const sizes = nodeSizes(spaceBuf[j], pitch);
		const half = detail === DETAIL_BOARD ? sizes.board / 2 : sizes.radius;
		const sx = t.x + t.k * x[i];
		const sy = top + record.depth[i] * pitch + half + 2;
		const text = scoreLabel(record.value[i], nodeBound(record, i));
		ctx.strokeStyle = PAPER;
		ctx.lineWidth = 3;
		ctx.strokeText(text, sx, sy);
		ctx.fillStyle = INK;
		ctx.fillText(text, sx, sy);
		count++;
	}
	return count;
}

/** A ring (or a block outline) around node `node`, as it is drawn at this scale. */
function drawMarker(
	ctx: DrawContext,
	input: DrawInput,
	node: number,
	colour: string,
	lineWidth: number,
	dash: boolean,
	grow: number
): void {
	const { record, layout, transform: t, geometry } = input;
	const { x, minX, maxX } = layout;
	const k = t.k;
	const sx = screenX(t, x[node]);
	const sy = rowY(t, geometry, record.depth[node]);
	const space = (maxX[node] - minX[node] + 1) * k;
	ctx.strokeStyle = colour;
	ctx.lineWidth = lineWidth;
	ctx.setLineDash(dash ? [4, 3] : []);
	ctx.beginPath();
	if (space < BLOCK_PX) {
		// Inside a block at this scale: a diamond with a stem above, visible at any zoom.
		const r = 4 + grow / 2;
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx + r, sy);
		ctx.lineTo(sx, sy + r);
		ctx.lineTo(sx - r, sy);
		ctx.closePath();
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx, sy - r - 8);
	} else {
		const sizes = nodeSizes(space, geometry.pitch);
		const half =
			(detailForSpace(space) === DETAIL_BOARD ? (sizes.board / 2) * Math.SQRT2 : sizes.radius) +
			grow;
		ctx.moveTo(sx + half, sy);
		ctx.arc(sx, sy, half, 0, Math.PI * 2);
	}
	ctx.stroke();
	ctx.setLineDash([]);
}
