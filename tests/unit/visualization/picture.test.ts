/**
 * The picture core (src/lib/visualization/picture/): the node model and its adapters, and the
 * camera's framing rule (root and focus inside, text at 14 px or more, the whole tree when it fits,
 * a person's zoom kept while it keeps the rule).
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search } from '$lib/engine';
import { initialExpanded, layoutOpenTree } from '$lib/visualization/collapsed-tree';
import { layoutPracticeTree } from '$lib/visualization/practice-tree';
import {
	boxOf,
	frameView,
	isFramed,
	MIN_TEXT_PX,
	readableScale,
	showsText,
	stepView,
	type CameraTransform,
	type FrameSpec,
	type Corner,
	type NodeExtent
} from '$lib/visualization/picture/camera';
import {
	buildModel,
	nodeByKey,
	openTreePicture,
	pathTo,
	practicePicture,
	textbookPicture,
	type PictureModel
} from '$lib/visualization/picture/model';

const EXTENT: NodeExtent = { left: 40, right: 40, top: 30, bottom: 60 };
const INSETS: Corner = { width: 220, height: 40 };

/** A complete tree of `branching` children per node and `depth` levels, 80 x 112 apart. */
function complete(branching: number, depth: number): PictureModel {
	const specs: { parent: number; x: number; y: number; key: number }[] = [
		{ parent: -1, x: 0, y: 0, key: 0 }
	];
	let level = [0];
	for (let d = 1; d <= depth; d++) {
		const next: number[] = [];
		const width = level.length * branching;
		level.forEach((p, j) => {
			for (let c = 0; c < branching; c++) {
				const slot = j * branching + c;
				specs.push({ parent: p, x: (slot - (width - 1) / 2) * 80, y: d * 112, key: specs.length });
				next.push(specs.length - 1);
			}
		});
		level = next;
	}
	return buildModel(specs);
}

/** Screen box of model node `id` under t. */
function onScreen(model: PictureModel, id: number, t: CameraTransform) {
	const b = boxOf([model.nodes[id]], EXTENT)!;
	return { x0: t.x + t.k * b.x0, x1: t.x + t.k * b.x1, y0: t.y + t.k * b.y0, y1: t.y + t.k * b.y1 };
}

function inside(
	model: PictureModel,
	id: number,
	t: CameraTransform,
	size: { width: number; height: number }
) {
	const s = onScreen(model, id, t);
	return s.x0 >= -0.5 && s.y0 >= -0.5 && s.x1 <= size.width + 0.5 && s.y1 <= size.height + 0.5;
}

describe('picture model', () => {
	it('links children and depths from parents listed first, and rejects a parent listed after', () => {
		const m = buildModel([
			{ parent: -1, x: 0, y: 0, key: 10 },
			{ parent: 0, x: -40, y: 100, key: 11 },
			{ parent: 0, x: 40, y: 100, key: 12 },
			{ parent: 2, x: 40, y: 200, key: 13 }
		]);
		expect(m.nodes.map((n) => n.children)).toEqual([[1, 2], [], [3], []]);
		expect(m.nodes.map((n) => n.depth)).toEqual([0, 1, 1, 2]);
		expect(pathTo(m, 3).map((n) => n.key)).toEqual([10, 12, 13]);
		expect(nodeByKey(m, 13)?.id).toBe(3);
		expect(() =>
			buildModel([
				{ parent: -1, x: 0, y: 0, key: 0 },
				{ parent: 2, x: 0, y: 0, key: 1 },
				{ parent: 0, x: 0, y: 0, key: 2 }
			])
		).toThrow(/parent 2 is not listed before/);
		expect(() => buildModel([{ parent: 0, x: 0, y: 0, key: 0 }])).toThrow(/starts with its root/);
	});

	it('adapts the open tree of XOX/.O./X.. with alpha-beta: 15 nodes and 6 pruned stubs', () => {
		const { record } = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
		const root = layoutOpenTree(record, initialExpanded(record, 60), 'index');
		const m = openTreePicture(root.descendants(), (i) => ({ value: String(record.value[i]) }));
		expect(m.nodes.filter((n) => n.key >= 0)).toHaveLength(15);
		expect(m.nodes.filter((n) => n.flags.pruned)).toHaveLength(6);
		expect(m.nodes[0].children).toHaveLength(4);
		// Every node's parent is the record's parent.
		for (const n of m.nodes) {
			if (n.key > 0) expect(m.nodes[n.parent].key).toBe(record.parent[n.key]);
		}
	});

	it('adapts a practice tree (ghosts flagged pruned) and a textbook tree (ids kept)', () => {
		const { record } = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
		const every = Array.from({ length: record.count }, (_, i) => i);
		const p = practicePicture(layoutPracticeTree(record, every));
		expect(p.nodes.filter((n) => n.key >= 0)).toHaveLength(15);
		expect(p.nodes.filter((n) => n.flags.pruned)).toHaveLength(6);
		const t = textbookPicture({ x: [50, 20, 80], y: [30, 110, 110] }, [-1, 0, 0], (i) => ({
			label: 'ABC'[i]
		}));
		expect(t.nodes.map((n) => [n.label, n.parent, n.x])).toEqual([
			['A', -1, 50],
			['B', 0, 20],
			['C', 0, 80]
		]);
	});
});

describe('picture camera', () => {
	const minFont = 16;
	const readable = readableScale(minFont);

	it('draws text only at 14 px or more', () => {
		expect(readable).toBe(0.875);
		expect(showsText(0.875, 16)).toBe(true);
		expect(showsText(0.87, 16)).toBe(false);
		expect(0.875 * 16).toBe(MIN_TEXT_PX);
	});

	it('shows a small tree whole and centred, never blown up past maxScale', () => {
		const model = complete(3, 1);
		const spec: FrameSpec = { model, focus: null, extent: EXTENT, minFont, maxScale: 1.5 };
		const size = { width: 1000, height: 700 };
		const { transform: t, fits } = frameView(spec, size, INSETS);
		expect(fits).toBe(true);
		expect(t.k).toBe(1.5);
		for (const n of model.nodes) expect(inside(model, n.id, t, size)).toBe(true);
		// Centred across: the root (x 0) at the middle.
		expect(t.x).toBe(500);
	});

	it('keeps the root and a far focus inside at the readable scale when the tree is too wide (a phone)', () => {
		const model = complete(4, 3); // 64 leaves, 5,120 layout units wide
		// A node at depth 2, 120 units right of the root (slot 9 of 16).
		const parentOfFocus = model.nodes.find((n) => n.depth === 2 && n.x === 120)!.id;
		const spec: FrameSpec = {
			model,
			focus: parentOfFocus,
			extent: EXTENT,
			minFont,
			maxScale: 1.5
		};
		const size = { width: 390, height: 700 };
		const { transform: t, fits } = frameView(spec, size, INSETS);
		expect(t.k).toBe(readable);
		expect(inside(model, 0, t, size)).toBe(true);
		expect(inside(model, parentOfFocus, t, size)).toBe(true);
		expect(isFramed(t, spec, size, INSETS)).toBe(true);
		// The focus's children (four leaves, 320 units) do not fit beside the root on 390 px:
		// the frame keeps the root and the focus, and says the rest did not all fit only when
		// even those two do not.
		expect(fits).toBe(true);
	});

	it('keeps the root at the top when the tree is too deep, and the focus inside', () => {
		const model = complete(2, 6);
		const focus = model.nodes.find((n) => n.depth === 6 && n.x === 40)!.id; // 672 units down
		const spec: FrameSpec = { model, focus, extent: EXTENT, minFont, maxScale: 1.5 };
		const size = { width: 1280, height: 900 };
		const { transform: t } = frameView(spec, size, INSETS);
		expect(t.k).toBe(readable);
		expect(inside(model, 0, t, size)).toBe(true);
		expect(inside(model, focus, t, size)).toBe(true);
		expect(isFramed(t, spec, size, INSETS)).toBe(true);
	});

	it('frames no node under the zoom buttons’ corner: on a phone the root goes below it', () => {
		const model = complete(3, 1);
		const spec: FrameSpec = { model, focus: null, extent: EXTENT, minFont, maxScale: 1.5 };
		const size = { width: 390, height: 260 };
		const free = frameView(spec, size).transform;
		// Without the corner the root, centred across, would be drawn at the top, under the buttons.
		expect(onScreen(model, 0, free).y0).toBeLessThan(INSETS.height);
		const t = frameView(spec, size, INSETS).transform;
		expect(onScreen(model, 0, t).y0).toBeGreaterThanOrEqual(INSETS.height);
		expect(isFramed(t, spec, size, INSETS)).toBe(true);
		expect(isFramed(free, spec, size, INSETS)).toBe(false);
	});

	it('keeps a node’s side label (the window) from under the zoom buttons, not only its board', () => {
		const model = complete(1, 1);
		const size = { width: 300, height: 220 };
		const corner: Corner = { width: 100, height: 40 };
		const plain: FrameSpec = { model, focus: null, extent: EXTENT, minFont, maxScale: 1 };
		const free = frameView(plain, size, corner).transform;
		// The boards alone clear the corner (x 200 to 300): the root is drawn at the top.
		expect(onScreen(model, 0, free).x1).toBeLessThanOrEqual(size.width - corner.width);
		expect(onScreen(model, 0, free).y0).toBeLessThan(corner.height);
		const labelled = { ...plain, extent: { ...EXTENT, labelRight: 200 } };
		const t = frameView(labelled, size, corner).transform;
		// Its label reaching 200 units right would run under the buttons: the tree goes below them.
		expect(onScreen(model, 0, t).y0).toBeGreaterThanOrEqual(corner.height);
		expect(isFramed(t, labelled, size, corner)).toBe(true);
		expect(isFramed(free, labelled, size, corner)).toBe(false);
	});

	it('prefers the painter’s own smallest scale, and falls back to the text’s when the focus needs it', () => {
		const model = complete(2, 3); // 3 levels: the deepest focus 336 units below the root
		const focus = model.nodes.find((n) => n.depth === 3 && n.x === 40)!.id;
		const spec: FrameSpec = {
			model,
			focus,
			extent: EXTENT,
			minFont,
			minScale: 0.9,
			maxScale: 1.5
		};
		// Root to focus: 30 + 336 + 60 = 426 units, 383 px at 0.9, 373 px at 0.875.
		expect(frameView(spec, { width: 500, height: 400 }).transform.k).toBe(0.9);
		const tight = { width: 500, height: 386 };
		const { transform: t, fits } = frameView(spec, tight);
		expect(fits).toBe(true);
		expect(t.k).toBe(readable);
		expect(isFramed(t, spec, tight)).toBe(true);
	});

	it('says when even the root and the focus cannot both be inside at a readable scale', () => {
		const model = complete(2, 12);
		const focus = model.nodes.length - 1;
		const spec: FrameSpec = { model, focus, extent: EXTENT, minFont, maxScale: 1.5 };
		const size = { width: 390, height: 600 };
		const { transform: t, fits } = frameView(spec, size, INSETS);
		expect(fits).toBe(false);
		expect(t.k).toBe(readable);
		expect(inside(model, focus, t, size)).toBe(true);
	});

	it('keeps a person’s zoom after a step while it keeps the rule, and reframes when it does not', () => {
		const model = complete(3, 3);
		const size = { width: 800, height: 600 };
		const spec: FrameSpec = { model, focus: 1, extent: EXTENT, minFont, maxScale: 1.5 };
		const framed = frameView(spec, size, INSETS).transform;
		// Panned a little: the root and the focus are still inside.
		const panned = { ...framed, x: framed.x + 5 };
		expect(stepView(panned, spec, size, INSETS)).toBeNull();
		// Zoomed out past the readable scale: text would be under 14 px, the step reframes.
		const tiny = { k: 0.3, x: 400, y: 60 };
		expect(stepView(tiny, spec, size, INSETS)).toEqual(framed);
		// Panned the focus out of the picture.
		const away = { ...framed, x: framed.x + 2000 };
		expect(stepView(away, spec, size, INSETS)).toEqual(framed);
	});

	it('frames the empty board’s first view on 390 x 700 readably with the root inside', () => {
		const { record } = search(emptyPosition(), { alphaBeta: true });
		const root = layoutOpenTree(record, initialExpanded(record, 40), 'index');
		const model = openTreePicture(root.descendants());
		const spec: FrameSpec = { model, focus: null, extent: EXTENT, minFont, maxScale: 1.5 };
		const size = { width: 390, height: 700 };
		const { transform: t, fits } = frameView(spec, size, INSETS);
		expect(fits).toBe(true);
		expect(t.k).toBe(readable);
		expect(inside(model, 0, t, size)).toBe(true);
	});
});
