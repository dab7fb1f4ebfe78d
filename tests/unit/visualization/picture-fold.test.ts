/**
 * Folding a deep path (src/lib/visualization/picture/fold.ts): when the root and the focus do not
 * fit together at the readable scale, the middle of the path folds into a "+k levels" stub, and
 * the folded picture frames the root, the stub, the path kept, the focus and its children with
 * text at 14 px or more.
 */
import { describe, expect, it } from 'vitest';
import {
	boxOf,
	frameView,
	MIN_TEXT_PX,
	type FrameSpec,
	type NodeExtent
} from '$lib/visualization/picture/camera';
import { FOLD_KEY, foldModel, foldSpec, pathFold } from '$lib/visualization/picture/fold';
import { buildModel, pathTo, type NodeSpec } from '$lib/visualization/picture/model';

const EXTENT: NodeExtent = { left: 30, right: 30, top: 20, bottom: 20 };

/**
 * A comb `depth` levels deep, 100 units a level: each path node (key 10 * depth) has two
 * children, the path's next node on the right (x + 60) and a leaf on the left (key 10 * depth + 1).
 */
function comb(depth: number) {
	const specs: NodeSpec[] = [{ parent: -1, x: 0, y: 0, key: 0 }];
	let at = 0;
	for (let d = 1; d <= depth; d++) {
		const p = specs[at];
		specs.push({ parent: at, x: p.x - 60, y: d * 100, key: 10 * d + 1 });
		specs.push({ parent: at, x: p.x + 60, y: d * 100, key: 10 * d });
		at = specs.length - 1;
	}
	return { model: buildModel(specs), deepest: at };
}

/** The comb's spec: text of 14 units (scale 1 reads 14 px), focus on the node `key`. */
function combSpec(depth: number, key: number): FrameSpec {
	const { model } = comb(depth);
	const focus = model.nodes.find((n) => n.key === key)?.id ?? null;
	return { model, focus, extent: EXTENT, minFont: 14, maxScale: 2 };
}

describe('foldModel', () => {
	it('keeps the root, a "+k levels" stub and the branch under the fold, straight under the root', () => {
		const { model, deepest } = comb(6);
		const path = pathTo(model, deepest);
		const folded = foldModel(model, { above: 0, below: path[4].id, levels: 3 });
		// The root, the stub, then path[4] (key 40), its leaf and path nodes 5 and 6 with leaves.
		expect(folded.model.nodes.map((n) => n.key)).toEqual([0, FOLD_KEY, 40, 51, 50, 61, 60]);
		const stub = folded.model.nodes[folded.stub];
		expect(stub.flags.foldedLevels).toBe(3);
		expect(stub.parent).toBe(0);
		expect([stub.x, stub.y]).toEqual([0, 100]);
		// The branch's top under the stub, moved across under the root, the pitch kept.
		const below = folded.model.nodes[folded.idOf[path[4].id]];
		expect([below.x, below.y, below.parent, below.depth]).toEqual([0, 200, folded.stub, 2]);
		const focus = folded.model.nodes[folded.idOf[deepest]];
		expect([focus.x, focus.y, focus.depth]).toEqual([120, 400, 4]);
		// The nodes of the folded levels and path[4]'s sibling leaf (keys 11 to 41) are left out.
		expect([...folded.idOf].filter((i) => i < 0)).toHaveLength(7);
		expect(folded.idOf[path[2].id]).toBe(-1);
	});

	it('refuses a fold with nothing between its ends, or across branches', () => {
		const { model, deepest } = comb(4);
		const path = pathTo(model, deepest);
		expect(() => foldModel(model, { above: 0, below: path[1].id, levels: 0 })).toThrow(
			/nothing to fold/
		);
		const leaf = model.nodes.find((n) => n.key === 31)!;
		expect(() => foldModel(model, { above: path[1].id, below: leaf.id, levels: 1 })).not.toThrow();
		expect(() => foldModel(model, { above: path[2].id, below: leaf.id, levels: 0 })).toThrow(
			RangeError
		);
	});
});

describe('pathFold: the framing rule for a deep focus', () => {
	const size = { width: 400, height: 360 };

	it('folds nothing when the root and the focus fit at the readable scale', () => {
		expect(pathFold(combSpec(6, 20), size)).toBeNull();
		expect(frameView(combSpec(6, 20), size).fits).toBe(true);
	});

	it('folds the fewest levels that let the root and the focus fit, text at 14 px', () => {
		const spec = combSpec(8, 80);
		// Unfolded, the root and the deepest node (800 units below) cannot share 360 px at scale 1.
		expect(frameView(spec, size).fits).toBe(false);
		const fold = pathFold(spec, size);
		expect(fold).not.toBeNull();
		const path = pathTo(spec.model, spec.focus!);
		// The root, the stub, the focus's parent and the focus (a leaf): 300 units between the
		// first and the last, 340 with the extents, in 360 - 2 * 6 padding = 348 px at scale 1;
		// folding 5 levels would keep one more (440 px): levels 1 to 6 are folded.
		expect(fold).toEqual({ above: 0, below: path[7].id, levels: 6 });
		const folded = foldSpec(spec, fold!);
		const frame = frameView(folded, size);
		expect(frame.fits).toBe(true);
		expect(frame.transform.k * folded.minFont).toBeGreaterThanOrEqual(MIN_TEXT_PX);
		// The root and the focus on screen, inside the picture.
		for (const id of [0, folded.focus!]) {
			const box = boxOf([folded.model.nodes[id]], EXTENT)!;
			const t = frame.transform;
			expect(t.y + t.k * box.y0).toBeGreaterThanOrEqual(0);
			expect(t.y + t.k * box.y1).toBeLessThanOrEqual(size.height);
			expect(t.x + t.k * box.x0).toBeGreaterThanOrEqual(0);
			expect(t.x + t.k * box.x1).toBeLessThanOrEqual(size.width);
		}
	});

	it('a taller picture folds fewer levels', () => {
		const spec = combSpec(8, 80);
		// 500 - 12 px: five levels of the path under the stub (440 units) fit, six (540) do not.
		expect(pathFold(spec, { width: 400, height: 500 })?.levels).toBe(5);
	});

	it('folds the same whatever the zoom buttons’ width (their words change with the language)', () => {
		const spec = combSpec(8, 80);
		const size = { width: 400, height: 470 };
		// 470 - 12 px holds five levels under the stub (440 units); less the buttons' 40 px strip,
		// whatever their width, it does not, and one level more folds.
		expect(pathFold(spec, size)?.levels).toBe(5);
		const folds = [60, 200, 400].map(
			(width) => pathFold(spec, size, { width, height: 40 })?.levels
		);
		expect(folds).toEqual([6, 6, 6]);
	});

	it('when even the focus alone under the stub does not fit, folds every level above it', () => {
		const spec = combSpec(8, 80);
		const path = pathTo(spec.model, spec.focus!);
		expect(pathFold(spec, { width: 400, height: 150 })).toEqual({
			above: 0,
			below: path[8].id,
			levels: 7
		});
	});

	it('no fold without a focus, or with one less than two levels down', () => {
		expect(pathFold({ ...combSpec(8, 80), focus: null }, { width: 400, height: 100 })).toBeNull();
		expect(pathFold(combSpec(8, 10), { width: 400, height: 100 })).toBeNull();
	});
});
