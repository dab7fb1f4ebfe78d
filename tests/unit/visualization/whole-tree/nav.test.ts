/** Keyboard navigation (nav.ts): arrow keys and Home move between nodes. */
import { describe, expect, it } from 'vitest';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { navigate, navMoveOfKey } from '$lib/visualization/whole-tree/nav';
import { recordOf } from '../fixtures';

describe('keyboard navigation', () => {
	const record = recordOf('XO.......');
	const layout = layoutTree(record);

	it('maps arrow keys and Home to moves', () => {
		expect(navMoveOfKey('ArrowUp')).toBe('parent');
		expect(navMoveOfKey('ArrowDown')).toBe('child');
		expect(navMoveOfKey('ArrowLeft')).toBe('previous');
		expect(navMoveOfKey('ArrowRight')).toBe('next');
		expect(navMoveOfKey('Home')).toBe('root');
		expect(navMoveOfKey('a')).toBeNull();
	});

	it('goes down to the first child, across siblings and back up', () => {
		const child = navigate(record, layout, 0, 'child');
		expect(child).toBe(1);
		const next = navigate(record, layout, child, 'next');
		expect(next).toBe(record.end[1]);
		expect(record.parent[next]).toBe(0);
		expect(navigate(record, layout, next, 'previous')).toBe(1);
		expect(navigate(record, layout, next, 'parent')).toBe(0);
		expect(navigate(record, layout, 0, 'parent')).toBe(0);
		expect(navigate(record, layout, 12345 % record.count, 'root')).toBe(0);
		// With no focus yet, any move starts at the root.
		expect(navigate(record, layout, -1, 'next')).toBe(0);
	});

	it('past the last sibling, moves to the next node at the same depth', () => {
		// Last child of the root's first child.
		let last = 2;
		while (record.end[last] < record.end[1]) last = record.end[last];
		const after = navigate(record, layout, last, 'next');
		expect(record.depth[after]).toBe(record.depth[last]);
		expect(record.parent[after]).not.toBe(record.parent[last]);
		expect(layout.x[after]).toBeGreaterThan(layout.x[last]);
		expect(navigate(record, layout, after, 'previous')).toBe(last);
		// A leaf has no child: it stays.
		const leaf = record.count - 1;
		expect(navigate(record, layout, leaf, 'child')).toBe(leaf);
	});
});
