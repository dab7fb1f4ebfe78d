/**
 * Painting the markers over the tree: highlighted nodes (found positions), the current step (its
 * path from the root and a ring), the hovered node and the keyboard focus, and the node a hovered
 * or focused table hit links to (where its position was searched). A marked node inside a
 * block at this scale gets a diamond with a stem, so it stays visible at any zoom.
 */
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { BLOCK_PX, DETAIL_BOARD, detailForSpace, nodeSizes, nodeSpace } from '../lod';
import { isTableHit, tableLink } from '$lib/engine';
import { PALETTE } from '../palette';

/**
 * How one kind of marker is stroked: colour, line width, dashed or not, ring growth (CSS px). The
 * styles below read their colour from the palette when drawn (its scheme may change).
 */
export interface MarkerStyle {
	colour: string;
	lineWidth: number;
	dash: boolean;
	grow: number;
}

export const FOUND_MARKER: MarkerStyle = {
	get colour() {
		return PALETTE.FOUND_COLOUR;
	},
	lineWidth: 2.5,
	dash: false,
	grow: 4
};
export const CURRENT_MARKER: MarkerStyle = {
	get colour() {
		return PALETTE.INK;
	},
	lineWidth: 3,
	dash: false,
	grow: 6
};
export const HOVER_MARKER: MarkerStyle = {
	get colour() {
		return PALETTE.FOCUS_COLOUR;
	},
	lineWidth: 2,
	dash: false,
	grow: 3
};
export const FOCUS_MARKER: MarkerStyle = {
	get colour() {
		return PALETTE.FOCUS_COLOUR;
	},
	lineWidth: 2.5,
	dash: true,
	grow: 8
};

/** The node where a hovered or focused table hit was searched. */
export const LINK_MARKER: MarkerStyle = {
	get colour() {
		return PALETTE.TABLE_HIT_COLOUR;
	},
	lineWidth: 3,
	dash: true,
	grow: 10
};

/** A ring (or, inside a block, a diamond with a stem) around `node`, as it is drawn at this scale. */
export function paintMarker(
	ctx: DrawContext,
	frame: Frame,
	node: number,
	style: MarkerStyle
): void {
	const sx = nodeX(frame, node);
	const sy = nodeY(frame, node);
	const space = nodeSpace(frame.layout, node, frame.t.k);
	ctx.strokeStyle = style.colour;
	ctx.lineWidth = style.lineWidth;
	ctx.setLineDash(style.dash ? [4, 3] : []);
	ctx.beginPath();
	if (space < BLOCK_PX) {
		const r = 4 + style.grow / 2;
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx + r, sy);
		ctx.lineTo(sx, sy + r);
		ctx.lineTo(sx - r, sy);
		ctx.closePath();
		ctx.moveTo(sx, sy - r);
		ctx.lineTo(sx, sy - r - 8);
	} else {
		const sizes = nodeSizes(space, frame.pitch);
		const half =
			(detailForSpace(space) === DETAIL_BOARD ? (sizes.board / 2) * Math.SQRT2 : sizes.radius) +
			style.grow;
		ctx.moveTo(sx + half, sy);
		ctx.arc(sx, sy, half, 0, Math.PI * 2);
	}
	ctx.stroke();
	ctx.setLineDash([]);
}

/** The path from the root to `node`, dashed in ink. */
function paintPathToRoot(ctx: DrawContext, frame: Frame, node: number): void {
	const { parent } = frame.record;
	ctx.strokeStyle = PALETTE.INK;
	ctx.lineWidth = 2;
	ctx.setLineDash([5, 3]);
	ctx.beginPath();
	let a = node;
	ctx.moveTo(nodeX(frame, a), nodeY(frame, a));
	while (parent[a] >= 0) {
		a = parent[a];
		ctx.lineTo(nodeX(frame, a), nodeY(frame, a));
	}
	ctx.stroke();
	ctx.setLineDash([]);
}

/** The nodes a frame marks (record indices; -1 or out of range: none). */
export interface Marks {
	found?: ArrayLike<number>;
	current?: number;
	hovered?: number;
	focused?: number;
}

/** Every marker, in order: found (only those in the scanned range), current, hover, focus. */
export function paintMarkers(ctx: DrawContext, frame: Frame, marks: Marks): void {
	const n = frame.layout.count;
	const { x } = frame.layout;
	const inRange = (node: number) => node >= 0 && node < n;
	const found = marks.found;
	if (found) {
		for (let f = 0; f < found.length; f++) {
			const node = found[f];
			if (x[node] >= frame.lo && x[node] <= frame.hi) paintMarker(ctx, frame, node, FOUND_MARKER);
		}
	}
	const current = marks.current ?? -1;
	if (inRange(current)) {
		paintPathToRoot(ctx, frame, current);
		paintMarker(ctx, frame, current, CURRENT_MARKER);
	}
	const hovered = marks.hovered ?? -1;
	if (inRange(hovered)) paintMarker(ctx, frame, hovered, HOVER_MARKER);
	const focused = marks.focused ?? -1;
	if (inRange(focused)) paintMarker(ctx, frame, focused, FOCUS_MARKER);
	for (const node of [hovered, focused]) {
		if (inRange(node) && isTableHit(frame.record, node)) {
			paintMarker(ctx, frame, tableLink(frame.record, node), LINK_MARKER);
		}
	}
}
