/** The searches behind an exercise: paths, node maps between records, the principal variation. */
import { describe, expect, it } from 'vitest';
import { principalVariation, search } from '$lib/engine/index';
import {
	buildContext,
	contextOf,
	generateExercise,
	nodeAtPath,
	pathOf,
	rootChild,
	variationFrom
} from '$lib/practice/index';
import { XOX, node, xoxRecord } from './helpers';

const full = xoxRecord(false, true);
const ab = xoxRecord(true, true);

describe('paths', () => {
	it('pathOf and nodeAtPath are inverse on every node', () => {
		for (let i = 0; i < full.count; i++) expect(nodeAtPath(full, pathOf(full, i))).toBe(i);
		expect(pathOf(full, node(full, '8753'))).toEqual([8, 7, 5, 3]);
		expect(nodeAtPath(ab, [5, 7])).toBe(-1);
		expect(rootChild(ab, 7)).toBe(node(ab, '7'));
	});
});

describe('buildContext', () => {
	it('maps alpha-beta nodes to the full tree and back; pruned nodes map to -1', () => {
		const ctx = buildContext(
			XOX,
			{ alphaBeta: true, depthPenalty: true, order: 'index' },
			{
				alphaBeta: false,
				depthPenalty: true,
				order: 'index'
			}
		);
		expect(ctx.shown?.count).toBe(34);
		expect(ctx.index.record.count).toBe(15);
		for (let i = 0; i < ab.count; i++) expect(ctx.toSearched(ctx.toShown(i))).toBe(i);
		expect(ctx.toSearched(node(full, '57'))).toBe(-1);
		expect(ctx.toShown(node(ab, '53'))).toBe(node(full, '53'));
	});

	it('shares one record when shown equals options, none for board kinds', () => {
		const o = { alphaBeta: true, depthPenalty: false, order: 'index' } as const;
		const same = buildContext(XOX, o, o);
		expect(same.shown).toBe(same.searched.record);
		expect(buildContext(XOX, o, null).shown).toBeNull();
	});

	it('contextOf caches per exercise', () => {
		const ex = generateExercise('value', 3);
		expect(contextOf(ex)).toBe(contextOf(ex));
		expect(contextOf({ ...ex })).not.toBe(contextOf(ex));
	});
});

describe('variationFrom', () => {
	it("from the root equals the engine's principal variation, plain and alpha-beta", () => {
		expect(variationFrom(full, 0)).toEqual(principalVariation(full));
		expect(variationFrom(ab, 0).map((i) => ab.move[i])).toEqual(
			principalVariation(full).map((i) => full.move[i])
		);
		const r = search(XOX, { depthPenalty: false });
		expect(variationFrom(r.record, node(r.record, '5')).map((i) => r.record.move[i])).toEqual([
			5, 3
		]);
	});
});
