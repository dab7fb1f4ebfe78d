/**
 * Shared live-class test data (the unit tests and scripts/bench/live-class.ts import it): a
 * Connect Four search the teacher's clock stopped after depth 9, and a question on the rules'
 * position.
 */
import type { LiveSearch } from '../../../src/lib/live/protocol';
import type { QuestionSubject } from '../../../src/lib/live/questions';

/**
 * A Connect Four search the teacher's clock stopped after depth 9 (protocol.ts LiveSearch; 90,836
 * nodes: the solver did not prove the position, iterative deepening completed depth 9 within its
 * second).
 */
export const CLOCK_SEARCH: LiveSearch = {
	position: '......./......./......./......./...O.../...X...',
	options: {
		game: 'connect4',
		alphaBeta: true,
		depthPenalty: true,
		order: 'center-first',
		transpositionTable: true,
		depthLimit: null,
		iterativeDeepening: true,
		solver: true
	},
	proved: false,
	depth: 9,
	nodes: 90836
};

/**
 * A question on the rules' position `XOX/.O./X.. o` (O to move; with the depth penalty the
 * computer plays index 7), searched the way the alpha-beta lesson searches it: alpha-beta, depth
 * penalty, index order, no table, no depth limit. `path` leads from the root to the node asked
 * about; `step` is the lesson step it was asked at (slide 4 of the alpha-beta lesson).
 */
export function rulesQuestion(
	kind: QuestionSubject['kind'],
	path: number[] = [],
	step = 13
): QuestionSubject {
	return {
		kind,
		position: 'XOX/.O./X.. o',
		search: {
			game: 'ttt3',
			alphaBeta: true,
			depthPenalty: true,
			order: 'index',
			transpositionTable: false,
			depthLimit: null
		},
		path,
		place: { lesson: 'alpha-beta', slide: 4, step }
	};
}
