/**
 * Folding a deep path (docs/architecture.md, "The tree picture"): when the root and the focus
 * cannot be framed together with their text at MIN_TEXT_PX (camera.ts `frameView` answers
 * `fits: false`), the middle of the path from the root to the focus folds into one stub ("+k
 * levels"). The folded picture keeps the root, the stub under it, and the branch of the first path
 * node below the fold (the focus, its parent when there is room, the focus's children and the rest
 * of that branch), moved up and across so that it hangs straight under the root. Every other node
 * of the folded levels, and below them, is left out. The fewest levels that let the root, the path
 * kept and the focus's children fit are folded. Pure: no DOM, no Svelte.
 *
 * Units: layout units (model.ts). A folded model is a new PictureModel (ids renumbered, view keys
 * kept); `idOf` maps the original ids to the folded ones.
 */
import type { Corner, FrameSpec, PictureSize } from './camera';
import { frameView } from './camera';
import { buildModel, pathTo, type NodeSpec, type PictureModel } from './model';

/** The view key of a fold's stub in a folded model (a pruned move's stub is -1). */
export const FOLD_KEY = -2;

/** Which part of a path is folded, by the original model's ids. */
export interface PathFold {
	/** The last path node kept above the fold (the root). */
	readonly above: number;
	/** The first path node kept below the fold. */
	readonly below: number;
	/** Levels folded into the stub: the depths strictly between `above` and `below`. */
	readonly levels: number;
}

/** A folded model, and where each original node went. */
export interface FoldedModel {
	readonly model: PictureModel;
	/** The folded model's id of each original id, -1 for a node left out. */
	readonly idOf: Int32Array;
	/** The stub's id in the folded model. */
	readonly stub: number;
}

/**
 * The model with `fold` applied: the nodes down to `above`'s depth, a stub (key FOLD_KEY,
 * `flags.foldedLevels`) one level below `above`, and `below`'s branch hung one level below the
 * stub, straight under `above` (the level pitch is the path's own, measured between `above` and
 * `below`).
 * @throws RangeError when `below` is not under `above` with at least one level between them.
 */
export function foldModel(model: PictureModel, fold: PathFold): FoldedModel {
	const { nodes } = model;
	const above = nodes[fold.above];
	const below = nodes[fold.below];
	if (!above || !below) throw new RangeError(`No node ${above ? fold.below : fold.above}.`);
	const path = pathTo(model, below.id);
	if (path[above.depth]?.id !== above.id || below.depth - above.depth < 2) {
		throw new RangeError(
			`Node ${fold.below} is not at least two levels under node ${fold.above}: nothing to fold.`
		);
	}
	const pitch = (below.y - above.y) / (below.depth - above.depth);
	const dx = above.x - below.x;
	const dy = above.y + 2 * pitch - below.y;

	// Inside below's branch: every node whose ancestors include below (parents come first).
	const inBranch = new Uint8Array(nodes.length);
	inBranch[below.id] = 1;
	for (const n of nodes) if (n.parent >= 0 && inBranch[n.parent]) inBranch[n.id] = 1;

	const idOf = new Int32Array(nodes.length).fill(-1);
	const specs: NodeSpec[] = [];
	const keep = (n: (typeof nodes)[number], parent: number, x: number, y: number) => {
		idOf[n.id] = specs.length;
		specs.push({ parent, x, y, label: n.label, value: n.value, key: n.key, flags: n.flags });
	};
	for (const n of nodes) {
		if (n.depth <= above.depth) keep(n, n.parent < 0 ? -1 : idOf[n.parent], n.x, n.y);
	}
	const stub = specs.length;
	specs.push({
		parent: idOf[above.id],
		x: above.x,
		y: above.y + pitch,
		key: FOLD_KEY,
		flags: { foldedLevels: fold.levels }
	});
	for (const n of nodes) {
		if (!inBranch[n.id]) continue;
		keep(n, n.id === below.id ? stub : idOf[n.parent], n.x + dx, n.y + dy);
	}
	return { model: buildModel(specs), idOf, stub };
}

/** `spec` with `fold` applied: its folded model, focus and `also` (those left out dropped). */
export function foldSpec(spec: FrameSpec, fold: PathFold): FrameSpec {
	const { model, idOf } = foldModel(spec.model, fold);
	const focus = spec.focus === null ? null : idOf[spec.focus];
	return {
		...spec,
		model,
		focus: focus === null || focus < 0 ? null : focus,
		also: spec.also?.map((i) => idOf[i]).filter((i) => i >= 0)
	};
}

/**
 * The fold the framing rule needs for `spec` in a picture of `size`: null when the root and the
 * focus are framed without one (or there is no focus, or it is less than two levels down); else
 * the fold of the fewest levels under the root with which the root, the path kept, the focus and
 * its children fit at a readable scale (all the levels above the focus when none does). With a
 * `corner`, the strip of its height across the picture is left to the zoom buttons.
 */
export function pathFold(
	spec: FrameSpec,
	size: PictureSize,
	corner: Corner | null = null
): PathFold | null {
	if (spec.focus === null || !spec.model.nodes[spec.focus]) return null;
	const path = pathTo(spec.model, spec.focus);
	if (path.length < 3) return null;
	// The fold leaves the zoom buttons' whole strip to them, whatever their width: the width of
	// their words changes with the language, and a switch of language must not fold another path.
	corner = corner && { width: size.width, height: corner.height };
	if (frameView(spec, size, corner).fits) return null;
	const root = path[0].id;
	let fold: PathFold | null = null;
	for (let j = 2; j < path.length; j++) {
		fold = { above: root, below: path[j].id, levels: j - 1 };
		if (frameView(foldSpec(spec, fold), size, corner).fits) return fold;
	}
	return fold;
}
