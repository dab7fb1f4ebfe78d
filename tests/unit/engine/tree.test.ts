/** tree.ts: walks over the recorded tree (children, principal variation) on the empty-board records. */
import { describe, expect, it } from 'vitest';
import { childCount, childrenOf, principalVariation } from '$lib/engine';
import { emptyBoardRecords, firstBad } from '../fixtures/records';

describe.each(emptyBoardRecords())('empty-board $name record', ({ record }) => {
	it('nests the end[] ranges: children tile the subtree, their ranges inside the parent', () => {
		const bad = firstBad(record, (i) => {
			if (!(record.end[i] > i && record.end[i] <= record.count)) return false;
			let next = i + 1;
			for (const c of childrenOf(record, i)) {
				if (c !== next || record.parent[c] !== i) return false;
				next = record.end[c];
			}
			return next === record.end[i];
		});
		expect(bad).toBe(-1);
	});

	it('lists children that point back to the parent, one per child node', () => {
		const fromParents = new Int32Array(record.count);
		for (let i = 1; i < record.count; i++) fromParents[record.parent[i]]++;
		const bad = firstBad(record, (i) => {
			const children = childrenOf(record, i);
			return (
				children.length === fromParents[i] &&
				childCount(record, i) === children.length &&
				children.every((c) => record.parent[c] === i)
			);
		});
		expect(bad).toBe(-1);
	});

	it('has a principal variation from the root to a leaf carrying the root value', () => {
		const line = principalVariation(record);
		expect(line[0]).toBe(0);
		const leaf = line[line.length - 1];
		expect(record.end[leaf]).toBe(leaf + 1);
		expect(line.every((n) => record.value[n] === record.value[0])).toBe(true);
		expect(line.slice(1).every((n, k) => record.parent[n] === line[k])).toBe(true);
	});
});
