/**
 * The labels of pruned moves' stubs ("Column 4", "5", "5.3"), fitted to the room a row leaves:
 * the picture rule says what does not fit at 14 px on screen is collapsed, never drawn tiny or over
 * another text. Each stub offers its forms, longest first (say "Column 4" then "4"); a row is
 * filled left to right, each stub taking its longest form whose box clears the previous label and
 * leaves the next item its own smallest room; a stub no form fits keeps its scissors alone (its
 * full name stays in its accessible name). Pure: no DOM.
 *
 * Units: layout units (the picture model's), text sizes at the painter's font in layout units.
 */
import { textWidth } from '../collapsed-tree';
import type { PictureModel } from './model';

/** Room kept between two labels, layout units. */
export const LABEL_GAP = 4;

/** A label's box across a row: [x0, x1], layout units. */
export interface LabelSpan {
	readonly x0: number;
	readonly x1: number;
}

/** The width of `text` at `font` layout units (collapsed-tree.ts's conservative estimate). */
export function labelWidth(text: string, font: number): number {
	return textWidth([...text].length, font);
}

/**
 * Chooses each stub's label in `model`: the model's pruned stubs (key < 0) are labelled, every
 * other node of the same row (the same y) is an obstacle `nodeHalfWidth` wide on each side. A row
 * keeps one form for all its stubs when one fits them all (the longest such); else each stub takes
 * the longest of its forms that fits, or none.
 * @param forms a stub's forms, longest first (the model id of the stub).
 * @param font the label's font size, layout units.
 * @returns the chosen text by stub id ('' for none: scissors only).
 */
export function fitStubLabels(
	model: PictureModel,
	forms: (id: number) => readonly string[],
	font: number,
	nodeHalfWidth: number,
	gap = LABEL_GAP
): Map<number, string> {
	const rows = new Map<number, number[]>();
	for (const n of model.nodes) {
		const row = rows.get(n.y);
		if (row) row.push(n.id);
		else rows.set(n.y, [n.id]);
	}
	const isStub = (id: number) => model.nodes[id].key < 0 && model.nodes[id].flags.pruned === true;
	const chosen = new Map<number, string>();
	for (const row of rows.values()) {
		row.sort((a, b) => model.nodes[a].x - model.nodes[b].x);
		const stubs = row.filter(isStub);
		if (stubs.length === 0) continue;
		const most = Math.max(...stubs.map((id) => forms(id).length));
		let done = false;
		for (let f = 0; f < most && !done; f++) {
			const uniform = fillRow(row, (id) => forms(id).slice(f, f + 1), false);
			if (stubs.every((id) => uniform.get(id))) {
				uniform.forEach((text, id) => chosen.set(id, text));
				done = true;
			}
		}
		if (!done) fillRow(row, forms, true).forEach((text, id) => chosen.set(id, text));
	}
	return chosen;

	/** One row, left to right: each stub's longest form of `options` that fits, else ''. */
	function fillRow(
		row: readonly number[],
		options: (id: number) => readonly string[],
		keepGoing: boolean
	): Map<number, string> {
		const out = new Map<number, string>();
		let right = -Infinity;
		for (let k = 0; k < row.length; k++) {
			const id = row[k];
			const x = model.nodes[id].x;
			if (!isStub(id)) {
				right = Math.max(right, x + nodeHalfWidth);
				continue;
			}
			// Every item to the right keeps at least its own smallest room: a node's half width,
			// a stub's point.
			let limit = Infinity;
			for (let j = k + 1; j < row.length; j++) {
				const other = row[j];
				// Sorted by x: nothing further right can lower the limit.
				if (model.nodes[other].x - nodeHalfWidth - gap >= limit) break;
				limit = Math.min(limit, model.nodes[other].x - (isStub(other) ? 0 : nodeHalfWidth) - gap);
			}
			const text =
				options(id).find((f) => {
					const half = labelWidth(f, font) / 2;
					return x - half >= right + gap && x + half <= limit;
				}) ?? '';
			out.set(id, text);
			if (text) right = x + labelWidth(text, font) / 2;
			else if (!keepGoing) return out;
		}
		return out;
	}
}

/** The boxes of the chosen labels, by stub id (for tests and hit checks). */
export function labelSpans(
	model: PictureModel,
	chosen: ReadonlyMap<number, string>,
	font: number
): Map<number, LabelSpan> {
	const spans = new Map<number, LabelSpan>();
	for (const [id, text] of chosen) {
		if (!text) continue;
		const half = labelWidth(text, font) / 2;
		spans.set(id, { x0: model.nodes[id].x - half, x1: model.nodes[id].x + half });
	}
	return spans;
}
