import { describe, expect, it } from 'vitest';
import { readTreeLink } from '$lib/app/trees/tree-link';

describe('readTreeLink', () => {
	it('bad link values are reported and read as their defaults', () => {
		const link = readTreeLink('#/tree?root=sideways&algorithm=magic&treedepth=99');
		expect(link.root).toBe('max');
		expect(link.algorithm).toBe('minimax');
		expect(link.errors.map((e) => (e.kind === 'tree-param' ? e.name : e.kind))).toEqual([
			'root',
			'algorithm',
			'treedepth'
		]);
	});
});
