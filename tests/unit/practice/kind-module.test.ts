/** Shared checks of the kinds: answer validation, tree size limits, finished positions. */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine/index';
import {
	checkCell,
	checkKind,
	checkNodeIndex,
	childValues,
	finishedError,
	goodSize,
	tooLarge
} from '$lib/practice/kind-module';
import { node, xoxRecord } from './helpers';

const ab = xoxRecord(true, true);

describe('validation', () => {
	it('cells are integers 0-8', () => {
		expect(() => checkCell(8)).not.toThrow();
		for (const bad of [-1, 9, 1.5, '3', null]) {
			expect(() => checkCell(bad)).toThrow(expect.objectContaining({ code: 'bad-cell' }));
		}
	});

	it('nodes are indices of the record', () => {
		expect(() => checkNodeIndex(ab, 14)).not.toThrow();
		expect(() => checkNodeIndex(ab, 15)).toThrow(
			expect.objectContaining({ code: 'bad-node', details: { node: '15', count: 15 } })
		);
	});

	it('answer kinds must match', () => {
		expect(() => checkKind('win', 'win')).not.toThrow();
		expect(() => checkKind('win', 'prune')).toThrow(
			expect.objectContaining({ code: 'wrong-kind' })
		);
	});
});

describe('positions', () => {
	it('tree sizes: 15 nodes is fine and good, the full tree of 34 too', () => {
		expect(tooLarge(ab)).toBeNull();
		expect(goodSize(ab)).toBe(true);
		expect(goodSize(xoxRecord(false, true))).toBe(true);
	});

	it('a finished game is refused', () => {
		expect(finishedError(parsePosition('XXX/OO./...'))?.code).toBe('position-finished');
		expect(finishedError(parsePosition('XOX/.O./X..'))).toBeNull();
	});

	it('childValues lists the children as their parent saw them', () => {
		expect(childValues(ab, node(ab, '8'))).toEqual([
			{ node: node(ab, '83'), cell: 3, value: -8, bound: 'exact' }
		]);
	});
});
