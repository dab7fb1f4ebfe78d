/**
 * The types one whole-tree frame is drawn with: the 2D context subset, the input of a frame, its
 * statistics, and the Frame the painters (paint/*.ts) share. No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import type { TreeLayout } from './layout';
import type { Scene } from './scene';
import type { RowGeometry, ViewTransform } from './view';

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
	/** Nodes to mark with a ring: the highlighted nodes (for example a position's transpositions). */
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

/** What the painters share about the frame being drawn (screen units are CSS pixels). */
export interface Frame {
	record: SearchRecord;
	layout: TreeLayout;
	t: ViewTransform;
	geometry: RowGeometry;
	/** Screen y of the root row. */
	top: number;
	pitch: number;
	/** The visible layout-x range scanned (with a margin). */
	lo: number;
	hi: number;
	/** What the scan kept. */
	scene: Scene;
}

/** Screen x of node i in `frame`. */
export function nodeX(frame: Frame, i: number): number {
	return frame.t.x + frame.t.k * frame.layout.x[i];
}

/** Screen y of node i's row in `frame`. */
export function nodeY(frame: Frame, i: number): number {
	return frame.top + frame.record.depth[i] * frame.pitch;
}
