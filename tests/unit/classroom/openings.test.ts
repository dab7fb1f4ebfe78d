/**
 * The per-opening table (docs/reference-figures.md, without the depth
 * penalty): plain minimax 59,705 after a corner, 63,905 after an edge, 55,505 after the centre;
 * alpha-beta 13 to 26 times fewer; centre first 1,521 to 1,982.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, play, search } from '$lib/engine/index';
import {
	isEmptyBoard,
	openingJobs,
	openingKind,
	summarizeOpenings,
	type OpeningRow
} from '$lib/classroom/openings';
import { settingOptions } from '$lib/classroom/settings';

function table(depthPenalty: boolean): OpeningRow[] {
	const { jobs, rows } = openingJobs(emptyPosition(), depthPenalty);
	expect(jobs).toHaveLength(27);
	for (const job of jobs) job.run();
	return rows;
}

const off = table(false);
const on = table(true);

describe('openingKind', () => {
	it.each([
		[0, 'corner'],
		[1, 'edge'],
		[2, 'corner'],
		[3, 'edge'],
		[4, 'centre'],
		[5, 'edge'],
		[6, 'corner'],
		[7, 'edge'],
		[8, 'corner']
	] as const)('cell index %i is a %s', (cell, kind) => expect(openingKind(cell)).toBe(kind));

	it.each([-1, 9, 1.5])('refuses %s', (cell) =>
		expect(() => openingKind(cell)).toThrow(RangeError)
	);
});

describe('without the depth penalty', () => {
	it.each(off.map((row, k) => ({ k, row })))('row $k: cell $row.cell', ({ row }) => {
		const reply = play(emptyPosition(), row.cell);
		expect(parsePosition(row.position)).toEqual(reply);
		expect(row.position.replace(/\//g, '').indexOf('X')).toBe(row.cell);
		expect(row.settings.map((s) => s.nodes)).toEqual(
			row.settings.map((s) => search(reply, settingOptions(s.setting, false)).nodes)
		);
		const plain = { corner: 59_705, edge: 63_905, centre: 55_505 }[row.kind];
		expect(row.settings[0].nodes).toBe(plain);
	});

	it('summary: alpha-beta 13 to 26 times fewer (rounded), centre first 1,521 to 1,982', () => {
		const s = summarizeOpenings(off);
		expect(s.minimaxByKind).toEqual({
			corner: { min: 59_705, max: 59_705 },
			edge: { min: 63_905, max: 63_905 },
			centre: { min: 55_505, max: 55_505 }
		});
		expect([Math.round(s.fewer['alpha-beta'].min), Math.round(s.fewer['alpha-beta'].max)]).toEqual([
			13, 26
		]);
		expect(s.nodes['center-first']).toEqual({ min: 1_521, max: 1_982 });
		expect(off.find((r) => r.cell === 0)?.settings[2].nodes).toBe(1_521);
		expect(off.find((r) => r.cell === 4)?.settings[2].nodes).toBe(1_982);
	});

	it('the nine replies plus the root make the empty board count', () => {
		expect(1 + off.reduce((n, r) => n + r.settings[0].nodes, 0)).toBe(549_946);
	});
});

describe('with the depth penalty', () => {
	it('plain counts do not change; alpha-beta counts are the engine searches', () => {
		on.forEach((row, k) => {
			expect(row.settings[0].nodes).toBe(off[k].settings[0].nodes);
			const reply = play(emptyPosition(), row.cell);
			expect(row.settings[1].nodes).toBe(search(reply, settingOptions('alpha-beta', true)).nodes);
		});
	});
});

describe('guards', () => {
	it('openings need the empty board', () => {
		expect(isEmptyBoard(parsePosition('......... o'))).toBe(true);
		expect(isEmptyBoard(parsePosition('X........'))).toBe(false);
		expect(() => openingJobs(parsePosition('X........'), false)).toThrow(RangeError);
	});

	it('an empty table has no summary', () => {
		expect(() => summarizeOpenings([])).toThrow(/empty/);
	});
});
