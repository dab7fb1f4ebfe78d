/**
 * The English catalogue's own rules, each once: cells named "Cell 9: O" (the accessible name the
 * product names), numbers written through its formatter inside sentences (549,946; 1.8 ms; +63.9K;
 * cells from 1), and a tree node named with the score it shows. Interpolation and plurals of every
 * function: values.test.ts; numbers alone: format.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n';

describe('the English catalogue', () => {
	it('names the cells "Cell 9: O", "Cell 5: empty"', () => {
		expect(en.cellLabel(8, 'O')).toBe('Cell 9: O');
		expect(en.cellLabel(4, null)).toBe('Cell 5: empty');
	});

	it('writes counts, times and cells in sentences through its formatter', () => {
		const summary = en.tree.summary(549946, 1.84, 4, 0);
		expect(summary).toContain('549,946 nodes');
		expect(summary).toContain('1.8 ms');
		expect(summary).toContain('cell 5');
		expect(en.stepper.position(1904, 1905005)).toContain('1,905 of 1,905,005');
		expect(en.tree.hiddenBadge(63904)).toBe('+63.9K');
		expect(en.game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toContain('cell 8');
	});

	it('fault: one node read "1 nodes examined" and "1 nodes hidden"', () => {
		expect(en.tree.summary(1, 0, null, 0)).toMatch(/^1 node examined /);
		const node = { move: 5, depth: 1, score: '0', maximizing: false, hidden: 1, outcome: null };
		expect(en.tree.nodeLabel(node)).toContain(', 1 node hidden, ');
	});

	it('names tree nodes with their visible score, and the badge count then the exact one', () => {
		const node = { move: 5, depth: 1, score: '<= -8', maximizing: false, hidden: 0, outcome: null };
		expect(en.tree.nodeLabel(node)).toContain('cell 6, depth 1, minimizer, score <= -8');
		const root = { ...node, move: null, depth: 0, score: '0', maximizing: true, hidden: 549945 };
		expect(en.tree.nodeLabel(root)).toMatch(/^Root, depth 0, maximizer, /);
		expect(en.tree.nodeLabel(root)).toContain(
			'549.9K nodes hidden (549,945), press Enter to expand'
		);
	});

	it('formats numbers with its own separators', () => {
		expect(en.format).toEqual({ group: ',', decimal: '.' });
		expect(en.numbers.integer(255168)).toBe('255,168');
	});
});
