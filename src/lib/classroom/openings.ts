/**
 * The per-opening table (docs/reference-figures.md): after each of
 * the nine first moves on the empty board, the reply's node count (root counted) under the three
 * settings and the ratios to plain minimax. Without the depth penalty: plain minimax 59,705 after a
 * corner, 63,905 after an edge, 55,505 after the centre; alpha-beta 13 to 26 times fewer (12.8 to
 * 25.5 before rounding); alpha-beta centre first 1,521 to 1,982 nodes.
 */
import { formatPosition, play, type Position } from '../engine/index';
import { SETTINGS, searchSetting, withRatios, type Setting, type SettingFigures } from './settings';
import type { Job } from './task';

/** Where an opening mark stands: a corner (0, 2, 6, 8), an edge (1, 3, 5, 7) or the centre (4). */
export type OpeningKind = 'corner' | 'edge' | 'centre';

/** The kind of cell `cell` (0-8). @throws RangeError outside 0-8. */
export function openingKind(cell: number): OpeningKind {
	if (!Number.isInteger(cell) || cell < 0 || cell > 8) {
		throw new RangeError(`Cell index ${cell} is out of range: expected 0 to 8.`);
	}
	if (cell === 4) return 'centre';
	return cell % 2 === 0 ? 'corner' : 'edge';
}

/** One row: the reply to the opening `cell`, searched under the three settings. */
export interface OpeningRow {
	/** The opening mark's cell (0-8). */
	readonly cell: number;
	readonly kind: OpeningKind;
	/** The position after the opening, as notation (the replying side to move). */
	readonly position: string;
	/** One row per setting, in SETTINGS order; `fewer` against the minimax row. */
	readonly settings: readonly SettingFigures[];
}

/** True when no cell holds a mark (either side to move). */
export function isEmptyBoard(position: Position): boolean {
	return position.cells.every((c) => c === null);
}

/**
 * The jobs that fill the table for one depth penalty: 27 searches (9 openings x 3 settings).
 * `rows` is filled in place as the jobs run, complete once the last one has.
 * @param empty the empty board, with the side that opens to move.
 * @throws RangeError when `empty` holds a mark.
 */
export function openingJobs(
	empty: Position,
	depthPenalty: boolean
): {
	jobs: Job<{ setting: Setting; depthPenalty: boolean; opening: number }>[];
	rows: OpeningRow[];
} {
	if (!isEmptyBoard(empty)) throw new RangeError('Openings are played on the empty board.');
	const rows: OpeningRow[] = [];
	const jobs: Job<{ setting: Setting; depthPenalty: boolean; opening: number }>[] = [];
	for (let cell = 0; cell < 9; cell++) {
		const reply = play(empty, cell);
		const figures: SettingFigures[] = [];
		SETTINGS.forEach((setting, k) => {
			jobs.push({
				job: { setting, depthPenalty, opening: cell },
				run: () => {
					figures.push(searchSetting(reply, setting, depthPenalty));
					if (k === SETTINGS.length - 1) {
						rows.push({
							cell,
							kind: openingKind(cell),
							position: formatPosition(reply),
							settings: withRatios(figures)
						});
					}
				}
			});
		});
	}
	return { jobs, rows };
}

/** Smallest and largest of some figures. */
export interface Range {
	readonly min: number;
	readonly max: number;
}

function rangeOf(values: readonly number[]): Range {
	return { min: Math.min(...values), max: Math.max(...values) };
}

/** What the table says at a glance (the figures the move-ordering lesson reads). */
export interface OpeningSummary {
	/** Plain minimax node counts by kind of opening (the same for every cell of a kind). */
	readonly minimaxByKind: Readonly<Record<OpeningKind, Range>>;
	/** Range of `fewer` (minimax nodes / setting nodes) over the nine openings. */
	readonly fewer: Readonly<Record<'alpha-beta' | 'center-first', Range>>;
	/** Range of node counts over the nine openings. */
	readonly nodes: Readonly<Record<Setting, Range>>;
}

function figure(row: OpeningRow, setting: Setting): SettingFigures {
	const f = row.settings.find((s) => s.setting === setting);
	if (!f) throw new Error(`Opening ${row.cell} has no ${setting} row.`);
	return f;
}

/**
 * Summarizes a complete table.
 * @throws Error when `rows` is empty or a row lacks a setting.
 */
export function summarizeOpenings(rows: readonly OpeningRow[]): OpeningSummary {
	if (rows.length === 0) throw new Error('The opening table is empty.');
	const kinds: OpeningKind[] = ['corner', 'edge', 'centre'];
	const byKind = (kind: OpeningKind) =>
		rangeOf(rows.filter((r) => r.kind === kind).map((r) => figure(r, 'minimax').nodes));
	const over = (setting: Setting, key: 'nodes' | 'fewer') =>
		rangeOf(rows.map((r) => figure(r, setting)[key]));
	return {
		minimaxByKind: Object.fromEntries(kinds.map((k) => [k, byKind(k)])) as Record<
			OpeningKind,
			Range
		>,
		fewer: {
			'alpha-beta': over('alpha-beta', 'fewer'),
			'center-first': over('center-first', 'fewer')
		},
		nodes: {
			minimax: over('minimax', 'nodes'),
			'alpha-beta': over('alpha-beta', 'nodes'),
			'center-first': over('center-first', 'nodes')
		}
	};
}
