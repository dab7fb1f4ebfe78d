/**
 * The MCTS strings (i18n/mcts.ts) in English and French: each line as the CLI prints it, and
 * French typography (narrow no-break spaces, French numbers) in every French line.
 */
import { describe, expect, it } from 'vitest';
import { MCTS_MESSAGES } from '$lib/i18n/mcts';

const N = '\u202f';
const en = MCTS_MESSAGES.en;
const fr = MCTS_MESSAGES.fr;

describe('English', () => {
	it('the lines', () => {
		expect(en.settings(10_000, null, 1, Math.SQRT2)).toBe(
			'Monte Carlo tree search (UCT): 10,000 iterations, seed 1, exploration √2.'
		);
		expect(en.settings(null, 250, 3, 0.5)).toBe(
			'Monte Carlo tree search (UCT): 250 ms, seed 3, exploration 0.5.'
		);
		expect(en.row(4, 5235, 0.7441, { value: 0, result: 'draw' }, true)).toBe(
			'   5   5,235     74.4%  0 (draw)  <- most visited'
		);
		expect(en.row(0, 0, null, null, false)).toBe('   1       0         -  ?');
		expect(en.chosen(4, 5235)).toBe('Move played: cell 5, the most visited (5,235 visits).');
		expect(en.figures(10_000, 9200, 52.91)).toBe(
			'Iterations: 10,000. Nodes in the tree: 9,200. Time: 52.91 ms.'
		);
		expect(en.exactSource('none', 2000, false)).toBe(
			'Exact: not known (not found within 2,000 ms).'
		);
	});
});

describe('French', () => {
	const lines = [
		fr.settings(10_000, null, 1, Math.SQRT2),
		fr.settings(1000, 250, 3, 0.5),
		fr.row(4, 5235, 0.7441, { value: 9, result: 'win' }, true),
		fr.chosen(4, 5235),
		fr.figures(10_000, 9200, 52.91),
		fr.exactSource('none', 2000, false),
		fr.exactSource('search', 10_000, false),
		fr.exactSource('solver', 2000, true)
	];
	it('the lines', () => {
		expect(lines[0]).toBe(
			`Recherche arborescente Monte-Carlo (UCT)${N}: 10${N}000 itérations, graine 1, exploration √2.`
		);
		expect(lines[2]).toBe(`   5    5${N}235            74,4${N}%  9 (victoire)  <- le plus visité`);
		expect(lines[4]).toBe(
			`Itérations${N}: 10${N}000. Nœuds dans l’arbre${N}: 9${N}200. Temps${N}: 52,91\u00a0ms.`
		);
	});
	it('typography: no space before : ; ? ! but a narrow one, no English numbers', () => {
		expect(lines.filter((line) => / [:;?!]/.test(line))).toEqual([]);
		expect(lines.filter((line) => /\d,\d{3}(?!\d)|\d\.\d/.test(line))).toEqual([]);
	});
});
