/**
 * Lesson 6, "Move ordering": the same decision on the empty board, without the depth penalty,
 * with 549,946 nodes (plain minimax), 18,297 (alpha-beta, index order) and 7,275 (alpha-beta,
 * centre first) (docs/reference-figures.md); why the first move tried matters; the compare
 * table (with the depth penalty: 20,866 and 7,865); and the per-opening table (plain 59,705 after a
 * corner, 63,905 after an edge, 55,505 after the centre; alpha-beta 13 to 26 times fewer; centre
 * first 1,521 to 1,982).
 */
import { figuresOf } from '../../classroom/compare';
import { summarizeOpenings, type OpeningKind, type Range } from '../../classroom/openings';
import type { Setting } from '../../classroom/settings';
import { must, subtreeSize } from '../facts';
import { narrate } from '../narration';
import type { Lesson, NarrationContext, Slide } from '../types';
import { ALPHA_BETA_NO_PENALTY, CENTER_FIRST_NO_PENALTY, PLAIN_NO_PENALTY } from './options';
import { EMPTY_BOARD } from './positions';

/** A search's node count, choice and value. */
export interface DecisionValues {
	nodes: number;
	best: number;
	value: number;
}

/** Node counts of the three settings for one depth penalty. */
export type SettingNodes = Record<Setting, number>;

/** Narration values of this lesson, by code. */
export interface MoveOrderingValues {
	'move-ordering.plain': DecisionValues;
	/** Alpha-beta in index order, against plain minimax (`fewer` = plain nodes / nodes). */
	'move-ordering.alpha-beta': DecisionValues & { plainNodes: number; fewer: number };
	/** Centre first, against index order and plain minimax. */
	'move-ordering.center-first': DecisionValues & {
		indexNodes: number;
		plainNodes: number;
		fewer: number;
	};
	/** The first move tried (centre), its value, its subtree's nodes and all the others'. */
	'move-ordering.first-move': {
		cell: number;
		value: number;
		firstNodes: number;
		otherNodes: number;
		others: number;
	};
	/** The compare table's node counts, depth penalty off and on. */
	'move-ordering.compare': { withoutPenalty: SettingNodes; withPenalty: SettingNodes };
	/** The per-opening table at a glance (depth penalty off). */
	'move-ordering.openings': {
		minimaxByKind: Record<OpeningKind, number>;
		fewer: Record<'alpha-beta' | 'center-first', Range>;
		centerFirstNodes: Range;
	};
}

const base = { position: EMPTY_BOARD, step: 'end' } as const;

function decision({ result }: NarrationContext): DecisionValues {
	return { nodes: result.nodes, best: must(result.bestMove, 'best move'), value: result.value };
}

function settingNodes(context: NarrationContext, depthPenalty: boolean): SettingNodes {
	const c = context.lab.comparison(EMPTY_BOARD);
	const nodes = (s: Setting) => figuresOf(c, s, depthPenalty).nodes;
	return {
		minimax: nodes('minimax'),
		'alpha-beta': nodes('alpha-beta'),
		'center-first': nodes('center-first')
	};
}

const slides: Slide[] = [
	{
		...base,
		options: PLAIN_NO_PENALTY,
		view: 'whole',
		panels: ['board', 'tree'],
		show: { fit: true },
		narration: narrate('move-ordering.plain', decision)
	},
	{
		...base,
		options: ALPHA_BETA_NO_PENALTY,
		view: 'open',
		panels: ['board', 'candidates', 'tree'],
		show: { fit: true },
		narration: narrate('move-ordering.alpha-beta', (context) => {
			const plainNodes = context.lab.search(EMPTY_BOARD, PLAIN_NO_PENALTY).nodes;
			const d = decision(context);
			return { ...d, plainNodes, fewer: plainNodes / d.nodes };
		})
	},
	{
		...base,
		options: CENTER_FIRST_NO_PENALTY,
		view: 'open',
		panels: ['board', 'candidates', 'tree'],
		show: { fit: true },
		narration: narrate('move-ordering.center-first', (context) => {
			const plainNodes = context.lab.search(EMPTY_BOARD, PLAIN_NO_PENALTY).nodes;
			const indexNodes = context.lab.search(EMPTY_BOARD, ALPHA_BETA_NO_PENALTY).nodes;
			const d = decision(context);
			return { ...d, indexNodes, plainNodes, fewer: plainNodes / d.nodes };
		})
	},
	{
		...base,
		options: CENTER_FIRST_NO_PENALTY,
		view: 'open',
		panels: ['board', 'tree'],
		show: { highlight: [{ kind: 'children', path: [] }] },
		narration: narrate('move-ordering.first-move', ({ result, nodes }) => {
			const r = result.record;
			const first = nodes[0];
			const firstNodes = subtreeSize(r, first);
			return {
				cell: r.move[first],
				value: r.value[first],
				firstNodes,
				otherNodes: result.nodes - 1 - firstNodes,
				others: nodes.length - 1
			};
		})
	},
	{
		...base,
		options: CENTER_FIRST_NO_PENALTY,
		view: 'open',
		panels: ['compare'],
		show: { fit: true },
		narration: narrate('move-ordering.compare', (context) => ({
			withoutPenalty: settingNodes(context, false),
			withPenalty: settingNodes(context, true)
		}))
	},
	{
		...base,
		options: CENTER_FIRST_NO_PENALTY,
		view: 'open',
		panels: ['openings'],
		show: { fit: true },
		narration: narrate('move-ordering.openings', ({ lab }) => {
			const off = lab.comparison(EMPTY_BOARD).byPenalty.find((p) => !p.depthPenalty);
			const summary = summarizeOpenings(must(off?.openings ?? null, 'opening table'));
			const byKind = summary.minimaxByKind;
			for (const r of Object.values(byKind)) {
				if (r.min !== r.max) throw new RangeError('Openings of one kind differ in node count.');
			}
			return {
				minimaxByKind: {
					corner: byKind.corner.min,
					edge: byKind.edge.min,
					centre: byKind.centre.min
				},
				fewer: summary.fewer,
				centerFirstNodes: summary.nodes['center-first']
			};
		})
	}
];

/** Lesson 6. */
export const moveOrderingLesson: Lesson = { id: 'move-ordering', slides };
