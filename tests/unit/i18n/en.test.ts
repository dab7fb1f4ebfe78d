import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n';

describe('the English catalogue', () => {
	it('writes node counts, times and cells for people', () => {
		expect(en.tree.summary(549946, 1.84, 4, 0)).toBe(
			'549,946 nodes examined in 1.8 ms; best move cell 5, minimax value 0.'
		);
		expect(en.tree.summary(1, 0, null, -10)).toBe('1 node examined in 0.0 ms.');
		expect(en.stepper.position(1904, 1905005)).toBe('Step 1,905 of 1,905,005');
		expect(en.tree.hiddenBadge(63904)).toBe('+63.9K');
		expect(en.cellLabel(8, 'O')).toBe('Cell 9: O');
		expect(en.game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toBe(
			'Ply 6: computer played cell 8'
		);
	});

	it('names tree nodes with their visible score', () => {
		expect(
			en.tree.nodeLabel({
				move: 5,
				depth: 1,
				score: '<= -8',
				maximizing: false,
				hidden: 0,
				outcome: null
			})
		).toBe('Move cell 6, depth 1, minimizer, score <= -8');
		expect(
			en.tree.nodeLabel({
				move: null,
				depth: 0,
				score: '0',
				maximizing: true,
				hidden: 549945,
				outcome: null
			})
		).toBe(
			'Root, depth 0, maximizer, score 0, 549.9K nodes hidden (549,945), press Enter to expand'
		);
		expect(en.wholeTree.describeNode(1234, 3, 4, '>= 0', 'draw')).toBe(
			'Node 1,234: depth 3, move cell 5, score >= 0, draw'
		);
		expect(en.wholeTree.found(2)).toBe('2 nodes have this position (transpositions).');
	});

	it('fault: one node read "1 nodes examined" and "1 nodes hidden"', () => {
		expect(en.tree.summary(1, 0, null, 0)).toMatch(/^1 node examined /);
		const node = { move: 5, depth: 1, score: '0', maximizing: false, hidden: 1, outcome: null };
		expect(en.tree.nodeLabel(node)).toContain(', 1 node hidden, ');
	});

	it('formats numbers with its own separators', () => {
		expect(en.format).toEqual({ group: ',', decimal: '.' });
		expect(en.numbers.integer(255168)).toBe('255,168');
	});
});
