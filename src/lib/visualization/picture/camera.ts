/**
 * The picture's camera: one d3-zoom transform `{ k, x, y }` (screen = t.x + t.k * x, the same for
 * y) and the one framing rule every view follows (docs/architecture.md, "The tree picture"):
 *
 * - when a view opens and after every step, the root and the focus node (the node being searched,
 *   the slide's focus, the practice question's node) are inside the picture;
 * - the root, the focus, the path between them and the focus's children are drawn with their
 *   text at MIN_TEXT_PX or more: the scale never goes under `readableScale(minFont)` (nor under
 *   the painter's preferred minScale when the root and the focus fit at it);
 * - the whole tree is shown when it fits at that scale, else as much of it as fits around them;
 * - no node is framed under the picture's top-right corner, where its zoom buttons are;
 * - a person's own zoom or pan stays until the next step or Fit (the host calls `stepView`,
 *   which moves only when the rule is broken; Fit and a new tree call `frameView`).
 *
 * Below the readable scale (a person zooming out) the painters draw shapes without text
 * (`showsText`), never tiny text. Pure: no DOM, no Svelte.
 */
import type { PictureModel, PictureNode } from './model';
import { pathTo } from './model';

/** The smallest text on screen, CSS pixels (DESIGN.md, "Tokens": tree labels never below 14 px). */
export const MIN_TEXT_PX = 14;
/** Room kept between the framed nodes and the picture's edges, CSS pixels. */
export const FRAME_PADDING = 6;

/** A transform: screen = t.x + t.k * x (and t.y + t.k * y). */
export interface CameraTransform {
	readonly k: number;
	readonly x: number;
	readonly y: number;
}

/** The identity transform (scale 1, no pan): a camera before its first frame. */
export const IDENTITY: CameraTransform = Object.freeze({ k: 1, x: 0, y: 0 });

/** The picture's size, CSS pixels. */
export interface PictureSize {
	readonly width: number;
	readonly height: number;
}

/**
 * What the picture draws over its top-right corner (the zoom buttons), CSS pixels: no node is
 * framed under it.
 */
export interface Corner {
	readonly width: number;
	readonly height: number;
}

/**
 * How far a painter draws around a node's centre (its shape and the text beside it), layout units:
 * a node at (x, y) covers [x - left, x + right] x [y - top, y + bottom].
 */
export interface NodeExtent {
	readonly left: number;
	readonly right: number;
	readonly top: number;
	readonly bottom: number;
	/** The bottom of a collapsed node, whose "+N" stub is drawn below it (default: bottom). */
	readonly stubBottom?: number;
	/**
	 * How far right of its centre a node's side label reaches (the alpha-beta window beside the
	 * open tree's mini-board); the zoom buttons' corner keeps it clear too (default: right).
	 */
	readonly labelRight?: number;
}

/** What the camera frames: a laid-out tree, its focus, and the painter's sizes. */
export interface FrameSpec {
	readonly model: PictureModel;
	/** The focus node's model id, or null (the root alone is framed then). */
	readonly focus: number | null;
	/** More nodes kept in the picture with the focus when they fit (a slide's highlighted nodes). */
	readonly also?: readonly number[];
	readonly extent: NodeExtent;
	/** The painter's smallest text, layout units (its readable scale is MIN_TEXT_PX / minFont). */
	readonly minFont: number;
	/** The largest scale a frame uses (a small tree is not blown up beyond it). */
	readonly maxScale: number;
	/**
	 * A smallest scale the painter prefers, above the text's (mini-boards of 36 px): frames use it
	 * when the root and the focus fit at it, else fall back to the text's readable scale.
	 */
	readonly minScale?: number;
}

/** A rectangle, layout units. */
export interface Box {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
}

/** The scale at which text of `minFont` layout units is MIN_TEXT_PX on screen. */
export function readableScale(minFont: number): number {
	return MIN_TEXT_PX / minFont;
}

/** The smallest scale a frame of `spec` uses: its text at MIN_TEXT_PX, and its own minScale. */
export function frameMinScale(spec: FrameSpec): number {
	return Math.max(readableScale(spec.minFont), spec.minScale ?? 0);
}

/** Whether a painter whose smallest text is `minFont` layout units draws text at scale `k`. */
export function showsText(k: number, minFont: number): boolean {
	return k * minFont >= MIN_TEXT_PX - 1e-6;
}

/** The box `nodes` cover with their extents (null for none). */
export function boxOf(nodes: readonly PictureNode[], extent: NodeExtent): Box | null {
	if (nodes.length === 0) return null;
	const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
	for (const n of nodes) {
		box.x0 = Math.min(box.x0, n.x - extent.left);
		box.x1 = Math.max(box.x1, n.x + extent.right);
		box.y0 = Math.min(box.y0, n.y - extent.top);
		const bottom = n.flags.collapsed ? (extent.stubBottom ?? extent.bottom) : extent.bottom;
		box.y1 = Math.max(box.y1, n.y + bottom);
	}
	return box;
}

/** The part of the picture nodes may take, CSS pixels, below `top`. */
function area(size: PictureSize, top = 0): Box {
	return {
		x0: FRAME_PADDING,
		y0: top + FRAME_PADDING,
		x1: size.width - FRAME_PADDING,
		y1: size.height - FRAME_PADDING
	};
}

/** `box` (layout units) on screen under t. */
function toScreen(box: Box, t: CameraTransform): Box {
	return {
		x0: t.x + t.k * box.x0,
		y0: t.y + t.k * box.y0,
		x1: t.x + t.k * box.x1,
		y1: t.y + t.k * box.y1
	};
}

/** Whether a node of `spec` drawn under t lies under the corner. */
function underCorner(
	spec: FrameSpec,
	t: CameraTransform,
	size: PictureSize,
	corner: Corner | null
): boolean {
	if (!corner) return false;
	const cx0 = size.width - corner.width;
	const labelled = { ...spec.extent, right: spec.extent.labelRight ?? spec.extent.right };
	return spec.model.nodes.some((n) => {
		const b = toScreen(boxOf([n], labelled) as Box, t);
		return b.x1 > cx0 && b.x0 < size.width && b.y0 < corner.height && b.y1 > 0;
	});
}

/** The largest scale at which `box` fits in `room` (Infinity for an empty box). */
function fitScale(box: Box, room: Box): number {
	const w = box.x1 - box.x0;
	const h = box.y1 - box.y0;
	return Math.min(
		w > 0 ? Math.max(0, room.x1 - room.x0) / w : Infinity,
		h > 0 ? Math.max(0, room.y1 - room.y0) / h : Infinity
	);
}

/** Clamps v into [lo, hi]; when the range is empty, its middle. */
function clampInto(v: number, lo: number, hi: number): number {
	return lo > hi ? (lo + hi) / 2 : Math.min(hi, Math.max(lo, v));
}

/**
 * The nodes the rule keeps readable and in the picture, most needed first: the root, the focus,
 * the path between them, the focus's children, then `also`.
 */
export function framedNodes(spec: FrameSpec): {
	root: PictureNode;
	focus: PictureNode | null;
	path: PictureNode[];
	children: PictureNode[];
	also: PictureNode[];
} {
	const { nodes } = spec.model;
	const root = nodes[0];
	const focus = spec.focus !== null && nodes[spec.focus] ? nodes[spec.focus] : null;
	const path = focus ? pathTo(spec.model, focus.id) : [root];
	const children = focus ? focus.children.map((c) => nodes[c]) : [];
	const also = (spec.also ?? []).filter((i) => nodes[i]).map((i) => nodes[i]);
	return { root, focus, path, children, also };
}

/** What `frameView` chose: the transform, and whether every framed node is inside it. */
export interface Frame {
	readonly transform: CameraTransform;
	/** The root, the focus, the path and the focus's children are all inside at a readable scale. */
	readonly fits: boolean;
}

/**
 * The transform that frames `spec` in a picture of `size` (the rule above): the whole tree,
 * centred, when it fits at a readable scale (at most maxScale); else the readable scale, with the
 * root, the focus, the path, the focus's children and `also` inside, the rest of the tree centred
 * as far as they allow. When they do not all fit, fewer are kept: the root, the focus and its
 * children; then the root and the focus; then the focus and its children (`fits` false).
 */
export function frameView(spec: FrameSpec, size: PictureSize, corner: Corner | null = null): Frame {
	const free = frameBelow(spec, size, 0);
	if (!underCorner(spec, free.transform, size, corner)) return free;
	return frameBelow(spec, size, corner?.height ?? 0);
}

/** frameView in the part of the picture below `top` CSS pixels. */
function frameBelow(spec: FrameSpec, size: PictureSize, top: number): Frame {
	const room = area(size, top);
	const { nodes } = spec.model;
	const readable = frameMinScale(spec);
	const whole = boxOf(nodes, spec.extent);
	if (!whole) return { transform: { k: 1, x: 0, y: 0 }, fits: true };
	const kWhole = Math.min(spec.maxScale, fitScale(whole, room));
	if (kWhole >= readable) return { transform: centred(whole, room, kWhole), fits: true };

	const { root, focus, path, children, also } = framedNodes(spec);
	const tries: PictureNode[][] = [
		[...path, ...children, ...also],
		[...path, ...children],
		[root, ...(focus ? [focus, ...children] : [])],
		[root, ...(focus ? [focus] : [])]
	];
	const textScale = readableScale(spec.minFont);
	for (const k of readable > textScale ? [readable, textScale] : [readable]) {
		for (const keep of tries) {
			const box = boxOf(keep, spec.extent);
			if (box && fitScale(box, room) >= k) {
				return { transform: around(box, whole, room, k), fits: true };
			}
		}
	}
	const last = boxOf(focus ? [focus, ...children] : [root], spec.extent) as Box;
	return { transform: around(last, whole, room, textScale), fits: false };
}

/** `box` centred in `room` at scale k. */
function centred(box: Box, room: Box, k: number): CameraTransform {
	return {
		k,
		x: (room.x0 + room.x1) / 2 - (k * (box.x0 + box.x1)) / 2,
		y: (room.y0 + room.y1) / 2 - (k * (box.y0 + box.y1)) / 2
	};
}

/**
 * At scale k: `keep` inside `room`, and as near as it allows to the whole tree centred across
 * (when its width fits; else `keep` centred) with the whole tree's top at the top.
 */
function around(keep: Box, whole: Box, room: Box, k: number): CameraTransform {
	const wholeFitsAcross = k * (whole.x1 - whole.x0) <= room.x1 - room.x0;
	const across = wholeFitsAcross ? whole : keep;
	const x = clampInto(
		(room.x0 + room.x1) / 2 - (k * (across.x0 + across.x1)) / 2,
		room.x0 - k * keep.x0,
		room.x1 - k * keep.x1
	);
	const y = clampInto(room.y0 - k * whole.y0, room.y0 - k * keep.y0, room.y1 - k * keep.y1);
	return { k, x, y };
}

/**
 * Whether `t` keeps the rule for `spec`: a readable scale, the root and the focus inside and not
 * under the corner, their side labels (NodeExtent.labelRight) included.
 */
export function isFramed(
	t: CameraTransform,
	spec: FrameSpec,
	size: PictureSize,
	corner: Corner | null = null
): boolean {
	if (!showsText(t.k, spec.minFont)) return false;
	const room = area(size);
	const { root, focus } = framedNodes(spec);
	const eps = 0.5;
	const labelled = { ...spec.extent, right: spec.extent.labelRight ?? spec.extent.right };
	return (focus ? [root, focus] : [root]).every((n) => {
		const b = toScreen(boxOf([n], spec.extent) as Box, t);
		const inside =
			b.x0 >= room.x0 - eps &&
			b.x1 <= room.x1 + eps &&
			b.y0 >= room.y0 - eps &&
			b.y1 <= room.y1 + eps;
		const label = toScreen(boxOf([n], labelled) as Box, t);
		const covered =
			corner !== null && label.x1 > size.width - corner.width && label.y0 < corner.height;
		return inside && !covered;
	});
}

/**
 * After a step: `current` when it keeps the rule (a person's zoom or pan stays), else a new frame.
 * @returns null when the camera should not move.
 */
export function stepView(
	current: CameraTransform,
	spec: FrameSpec,
	size: PictureSize,
	corner: Corner | null = null
): CameraTransform | null {
	return isFramed(current, spec, size, corner) ? null : frameView(spec, size, corner).transform;
}
