/**
 * The legends of the two tree views (TreeLegend.svelte): the same marks get the same samples in
 * both, drawn in the colours the views draw with (visualization/whole-tree/palette.ts, which matches
 * the page's CSS variables).
 */
import { FLAG_HORIZON, FLAG_TABLE_HIT, type SearchRecord } from '$lib/engine';
import type { Messages } from '$lib/i18n';
import { PALETTE } from '$lib/visualization/whole-tree/palette';

/** One legend entry: its text and the sample drawn before it (none: the text carries a symbol). */
export interface LegendItem {
	label: string;
	sample?:
		| { kind: 'swatch' | 'line' | 'dashed' | 'ring'; colour: string }
		| { kind: 'symbol'; symbol: string };
}

/** Which of the techniques' leaves a record holds: table hits, horizon leaves. */
export interface TechniqueLeaves {
	tableHits: boolean;
	horizon: boolean;
}

/** The techniques' leaves in `record` (one pass over its flags). */
export function techniqueLeaves(record: SearchRecord): TechniqueLeaves {
	let any = 0;
	for (let i = 0; i < record.count; i++) any |= record.flags[i];
	return { tableHits: (any & FLAG_TABLE_HIT) !== 0, horizon: (any & FLAG_HORIZON) !== 0 };
}

/** The legend entries of the techniques' leaves the tree holds. */
function leafItems(t: Messages, leaves: TechniqueLeaves): LegendItem[] {
	const items: LegendItem[] = [];
	if (leaves.tableHits) {
		items.push({
			label: t.techniques.legendTableHit,
			sample: { kind: 'dashed', colour: PALETTE.TABLE_HIT_COLOUR }
		});
	}
	if (leaves.horizon) {
		items.push({
			label: t.techniques.legendHorizon,
			sample: { kind: 'dashed', colour: PALETTE.HORIZON_COLOUR }
		});
	}
	return items;
}

const NO_LEAVES: TechniqueLeaves = { tableHits: false, horizon: false };

/** The whole tree's legend, in the language of `t`, with the techniques' leaves it holds. */
export function wholeTreeLegend(t: Messages, leaves: TechniqueLeaves = NO_LEAVES): LegendItem[] {
	const heuristic: LegendItem[] = leaves.horizon
		? [
				{
					label: t.techniques.legendHeuristic,
					sample: { kind: 'swatch', colour: PALETTE.HORIZON_COLOUR }
				}
			]
		: [];
	return [
		...leafItems(t, leaves),
		{ label: t.wholeTree.legend.xWins, sample: { kind: 'swatch', colour: PALETTE.X_COLOUR } },
		{ label: t.wholeTree.legend.oWins, sample: { kind: 'swatch', colour: PALETTE.O_COLOUR } },
		{ label: t.wholeTree.legend.draw, sample: { kind: 'swatch', colour: PALETTE.DRAW_COLOUR } },
		...heuristic,
		{ label: t.wholeTree.legend.pv, sample: { kind: 'line', colour: PALETTE.PV_COLOUR } },
		{ label: t.wholeTree.legend.pruned, sample: { kind: 'dashed', colour: PALETTE.PRUNED_COLOUR } },
		{ label: t.wholeTree.legend.found, sample: { kind: 'ring', colour: PALETTE.FOUND_COLOUR } },
		{ label: t.wholeTree.legend.current, sample: { kind: 'ring', colour: PALETTE.INK } },
		{ label: t.wholeTree.legend.max },
		{ label: t.wholeTree.legend.min },
		{ label: t.wholeTree.legend.bound }
	];
}

/**
 * The open-nodes view's legend in the language of `t`; the highlight's entry only while nodes are
 * highlighted.
 */
export function openTreeLegend(
	t: Messages,
	highlighting: boolean,
	leaves: TechniqueLeaves = NO_LEAVES
): LegendItem[] {
	const items: LegendItem[] = [
		...leafItems(t, leaves),
		{ label: t.tree.legend.max },
		{ label: t.tree.legend.min },
		{ label: t.tree.legend.pv, sample: { kind: 'line', colour: PALETTE.PV_COLOUR } },
		{ label: t.tree.legend.pruned, sample: { kind: 'symbol', symbol: '✂' } },
		{ label: t.tree.legend.best },
		{ label: t.tree.legend.window }
	];
	if (highlighting) {
		items.push({
			label: t.tree.legend.highlighted,
			sample: { kind: 'ring', colour: PALETTE.FOUND_COLOUR }
		});
	}
	return items;
}
