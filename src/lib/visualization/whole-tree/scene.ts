/**
 * The scene of one whole-tree frame: what the culling scan keeps of the tree for the painters
 * (paint/*.ts). The scan is a preorder walk with jumps: a subtree outside the visible x range is
 * skipped whole (`i = end[i]`); a subtree narrower than BLOCK_PX on screen becomes one block
 * (merged with a touching block of the same colour at the same depth) and a fan from its parent,
 * and is skipped too; every other visible node is kept with its column width and the edge from its
 * parent. The work is proportional to what is visible, not to the 549,946 nodes.
 *
 * Each view owns one Scene (the main canvas, the minimap, the priming): its lists are named typed
 * arrays, one per field, grown when needed and reused from frame to frame. No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import type { TreeLayout } from './layout';
import { BLOCK_PX, SHAPE_PX } from './lod';
import { resultClass } from './result-class';
import type { RowGeometry, ViewTransform } from './view';

type Numbers = Int32Array | Float32Array | Float64Array | Uint8Array;

/** `a`, or a copy at least `need` long (doubling) when it is shorter. */
function grown<T extends Numbers>(a: T, need: number): T {
	if (need <= a.length) return a;
	const b = new (a.constructor as new (length: number) => T)(Math.max(need, a.length * 2));
	b.set(a);
	return b;
}

/** The nodes drawn on their own (dots, shapes or boards), in preorder. */
export class NodeList {
	count = 0;
	/** Record index. */
	node = new Int32Array(4096);
	/** Column width on screen, CSS pixels (capped below SHAPE_PX when details are off: dots). */
	space = new Float32Array(4096);

	push(node: number, space: number): void {
		if (this.count === this.node.length) {
			this.node = grown(this.node, this.count + 1);
			this.space = grown(this.space, this.count + 1);
		}
		this.node[this.count] = node;
		this.space[this.count] = space;
		this.count++;
	}
}

/** Edges from a parent to a child, screen coordinates (CSS pixels). */
export class EdgeList {
	count = 0;
	x0 = new Float64Array(4096);
	y0 = new Float64Array(4096);
	x1 = new Float64Array(4096);
	y1 = new Float64Array(4096);

	push(x0: number, y0: number, x1: number, y1: number): void {
		if (this.count === this.x0.length) {
			const need = this.count + 1;
			this.x0 = grown(this.x0, need);
			this.y0 = grown(this.y0, need);
			this.x1 = grown(this.x1, need);
			this.y1 = grown(this.y1, need);
		}
		const e = this.count++;
		this.x0[e] = x0;
		this.y0[e] = y0;
		this.x1[e] = x1;
		this.y1[e] = y1;
	}
}

/** Blocks: subtrees too narrow to draw, each one rectangle from its root's row to its deepest row. */
export class BlockList {
	count = 0;
	/** Left and right edges, screen x (CSS pixels). */
	left = new Float64Array(1024);
	right = new Float64Array(1024);
	/** Depth of the block's root and of its deepest node (rows). */
	firstDepth = new Uint8Array(1024);
	lastDepth = new Uint8Array(1024);
	/** Result class (result-class.ts): the colour. */
	colour = new Uint8Array(1024);

	push(left: number, right: number, firstDepth: number, lastDepth: number, colour: number): number {
		if (this.count === this.left.length) {
			const need = this.count + 1;
			this.left = grown(this.left, need);
			this.right = grown(this.right, need);
			this.firstDepth = grown(this.firstDepth, need);
			this.lastDepth = grown(this.lastDepth, need);
			this.colour = grown(this.colour, need);
		}
		const b = this.count++;
		this.left[b] = left;
		this.right[b] = right;
		this.firstDepth[b] = firstDepth;
		this.lastDepth[b] = lastDepth;
		this.colour[b] = colour;
		return b;
	}
}

/** Fans: one triangle from a parent down over the span of its children drawn as blocks. */
export class FanList {
	count = 0;
	/** The parent, screen coordinates. */
	apexX = new Float64Array(1024);
	apexY = new Float64Array(1024);
	/** The span covered on the children's row, screen coordinates. */
	left = new Float64Array(1024);
	right = new Float64Array(1024);
	y = new Float64Array(1024);

	push(apexX: number, apexY: number, left: number, right: number, y: number): number {
		if (this.count === this.apexX.length) {
			const need = this.count + 1;
			this.apexX = grown(this.apexX, need);
			this.apexY = grown(this.apexY, need);
			this.left = grown(this.left, need);
			this.right = grown(this.right, need);
			this.y = grown(this.y, need);
		}
		const f = this.count++;
		this.apexX[f] = apexX;
		this.apexY[f] = apexY;
		this.left[f] = left;
		this.right[f] = right;
		this.y[f] = y;
		return f;
	}
}

/** What one scan keeps, reused by the next scan of the same view. */
export class Scene {
	readonly nodes = new NodeList();
	readonly edges = new EdgeList();
	readonly blocks = new BlockList();
	readonly fans = new FanList();
	/** Nodes the scan looked at (drawn or merged into a block). */
	visited = 0;
	/** Per depth, during a scan: the last block and fan started (-1: none) and the fan's parent. */
	lastBlock = new Int32Array(64);
	lastFan = new Int32Array(64);
	lastFanParent = new Int32Array(64);

	/** Empties the lists for a tree of `depthSlots` levels (the arrays keep their size). */
	reset(depthSlots: number): void {
		this.nodes.count = 0;
		this.edges.count = 0;
		this.blocks.count = 0;
		this.fans.count = 0;
		this.visited = 0;
		if (this.lastBlock.length < depthSlots) {
			this.lastBlock = new Int32Array(depthSlots);
			this.lastFan = new Int32Array(depthSlots);
			this.lastFanParent = new Int32Array(depthSlots);
		}
		this.lastBlock.fill(-1, 0, depthSlots);
		this.lastFan.fill(-1, 0, depthSlots);
		this.lastFanParent.fill(-1, 0, depthSlots);
	}
}

/** What the scan reads. */
export interface ScanInput {
	record: SearchRecord;
	layout: TreeLayout;
	/** The d3-zoom transform (CSS pixels). */
	transform: ViewTransform;
	geometry: RowGeometry;
}

/**
 * Fills `scene` with what is visible of the tree between layout x `lo` and `hi` (kept apart from the
 * painting so the engine optimises this hot loop on its own). Without `details` (the minimap
 * overview), nodes stay dots.
 */
export function scanScene(
	scene: Scene,
	input: ScanInput,
	lo: number,
	hi: number,
	details: boolean
): void {
	const { record, layout, transform: t, geometry } = input;
	const n = layout.count;
	const { x, minX, maxX, bottom } = layout;
	const { end, parent, depth } = record;
	const k = t.k;
	const tx = t.x;
	const pitch = geometry.pitch;
	const top = t.y + geometry.top;
	scene.reset(layout.maxDepth + 1);
	const { nodes, edges, blocks, fans, lastBlock, lastFan, lastFanParent } = scene;
	let visited = 0;
	let i = 0;
	while (i < n) {
		if (maxX[i] < lo || minX[i] > hi) {
			// Off screen: skip the subtree, but keep the edge from a parent that is on screen.
			if (i > 0) {
				const p = parent[i];
				if (x[p] >= lo && x[p] <= hi)
					edges.push(tx + k * x[p], top + depth[p] * pitch, tx + k * x[i], top + depth[i] * pitch);
			}
			i = end[i];
			continue;
		}
		visited++;
		const space = (maxX[i] - minX[i] + 1) * k;
		if (space < BLOCK_PX) {
			// A block: the whole subtree as one rectangle, merged with the previous block of the same
			// depth when it touches and has the same colour (a block never covers one of another colour).
			const c = resultClass(record, i);
			const left = tx + k * minX[i] - 0.5;
			const right = tx + k * maxX[i] + 0.5;
			const d = depth[i];
			const last = lastBlock[d];
			if (last >= 0 && blocks.colour[last] === c && left <= blocks.right[last] + 1) {
				if (right > blocks.right[last]) blocks.right[last] = right;
				if (bottom[i] > blocks.lastDepth[last]) blocks.lastDepth[last] = bottom[i];
			} else {
				lastBlock[d] = blocks.push(left, right, d, bottom[i], c);
			}
			// Instead of one edge per block, one fan from the parent over its block children.
			if (i > 0) {
				const p = parent[i];
				const f = lastFan[d];
				if (f >= 0 && lastFanParent[d] === p) {
					if (right > fans.right[f]) fans.right[f] = right;
				} else {
					lastFan[d] = fans.push(
						tx + k * x[p],
						top + depth[p] * pitch,
						left,
						right,
						top + d * pitch
					);
					lastFanParent[d] = p;
				}
			}
			i = end[i];
			continue;
		}
		if (i > 0) {
			const p = parent[i];
			edges.push(tx + k * x[p], top + depth[p] * pitch, tx + k * x[i], top + depth[i] * pitch);
		}
		nodes.push(i, details ? space : Math.min(space, SHAPE_PX - 0.5));
		i++;
	}
	scene.visited = visited;
}
