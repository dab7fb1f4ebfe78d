/**
 * The legends of the two tree views (TreeLegend.svelte): the same marks get the same samples in
 * both, drawn in the colours the views draw with (visualization/whole-tree/palette.ts, which matches
 * the page's CSS variables).
 */
import type { Messages } from '$lib/i18n';
import {
	DRAW_COLOUR,
	FOUND_COLOUR,
	INK,
	O_COLOUR,
	PRUNED_COLOUR,
	PV_COLOUR,
	X_COLOUR
} from '$lib/visualization/whole-tree/palette';

/** One legend entry: its text and the sample drawn before it (none: the text carries a symbol). */
export interface LegendItem {
	label: string;
	sample?:
		| { kind: 'swatch' | 'line' | 'dashed' | 'ring'; colour: string }
		| { kind: 'symbol'; symbol: string };
}

/** The whole tree's legend, in the language of `t`. */
export function wholeTreeLegend(t: Messages): LegendItem[] {
	return [
		{ label: t.wholeTree.legend.xWins, sample: { kind: 'swatch', colour: X_COLOUR } },
		{ label: t.wholeTree.legend.oWins, sample: { kind: 'swatch', colour: O_COLOUR } },
		{ label: t.wholeTree.legend.draw, sample: { kind: 'swatch', colour: DRAW_COLOUR } },
		{ label: t.wholeTree.legend.pv, sample: { kind: 'line', colour: PV_COLOUR } },
		{ label: t.wholeTree.legend.pruned, sample: { kind: 'dashed', colour: PRUNED_COLOUR } },
		{ label: t.wholeTree.legend.found, sample: { kind: 'ring', colour: FOUND_COLOUR } },
		{ label: t.wholeTree.legend.current, sample: { kind: 'ring', colour: INK } },
		{ label: t.wholeTree.legend.max },
		{ label: t.wholeTree.legend.min },
		{ label: t.wholeTree.legend.bound }
	];
}

/**
 * The open-nodes view's legend in the language of `t`; the highlight's entry only while nodes are
 * highlighted.
 */
export function openTreeLegend(t: Messages, highlighting: boolean): LegendItem[] {
	const items: LegendItem[] = [
		{ label: t.tree.legend.max },
		{ label: t.tree.legend.min },
		{ label: t.tree.legend.pv, sample: { kind: 'line', colour: PV_COLOUR } },
		{ label: t.tree.legend.pruned, sample: { kind: 'symbol', symbol: '✂' } },
		{ label: t.tree.legend.best },
		{ label: t.tree.legend.window }
	];
	if (highlighting) {
		items.push({
			label: t.tree.legend.highlighted,
			sample: { kind: 'ring', colour: FOUND_COLOUR }
		});
	}
	return items;
}
