/** Narrations: a code and values computed from the context, typed per code. */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine/index';
import {
	createLab,
	narrate,
	nodeAtPath,
	resolveNarration,
	type NarrationContext
} from '$lib/lessons/index';

const lab = createLab();
const options = { alphaBeta: false, depthPenalty: true, order: 'index' } as const;

function contextFor(notation: string): NarrationContext {
	const result = lab.search(notation, options);
	return {
		position: parsePosition(notation),
		result,
		index: lab.steps(notation, options),
		step: 0,
		nodes: [],
		node: (path) => nodeAtPath(result.record, path),
		lab
	};
}

describe('narrate / resolveNarration', () => {
	const narration = narrate('alpha-beta.plain', ({ result }) => ({
		nodes: result.nodes,
		best: result.bestMove ?? -1,
		value: result.value
	}));

	it('keeps the code and computes the values from the context', () => {
		expect(narration.code).toBe('alpha-beta.plain');
		expect(resolveNarration(narration, contextFor('XOX/.O./X..'))).toEqual({
			code: 'alpha-beta.plain',
			values: { nodes: 34, best: 7, value: 9 }
		});
	});

	it("the same narration on another search gives that search's numbers", () => {
		expect(resolveNarration(narration, contextFor('.../OO./XX.')).values).toEqual({
			nodes: 157,
			best: 8,
			value: 9
		});
	});
});
