import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '../../../src/lib/engine/index';
import { questionSubject } from '../../../src/lib/live/question-subject';

describe('questionSubject', () => {
	const position = parsePosition('XOX/.O./X.. o');
	const result = search(position, { alphaBeta: true, depthPenalty: true });
	const place = { lesson: 'alpha-beta', slide: 4, step: 13 };

	it('0: the root, the settings and the path from the root to the node', () => {
		// Node 11: O at cell 6 (index 5), then X at cell 4 (index 3).
		expect([result.record.move[10], result.record.move[11]]).toEqual([5, 3]);
		expect(questionSubject('value', { position, result }, 11, place)).toEqual({
			kind: 'value',
			// O to move follows from the counts: formatPosition writes no side.
			position: 'XOX/.O./X..',
			search: {
				game: 'ttt3',
				alphaBeta: true,
				depthPenalty: true,
				order: 'index',
				transpositionTable: false,
				depthLimit: null
			},
			path: [5, 3],
			place
		});
		expect(questionSubject('move', { position, result }, 0, place).path).toEqual([]);
	});

	it('1: a search by iterative deepening is asked about at the depth of its last iteration', () => {
		const iterations = [{ depth: 1 }, { depth: 2 }, { depth: 3 }];
		const subject = questionSubject('pruned', { position, result, iterations }, 0, place);
		expect(subject.search.depthLimit).toBe(3);
	});
});
