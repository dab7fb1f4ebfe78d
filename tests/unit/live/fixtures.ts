/**
 * Shared live-class test data: a Connect Four search the teacher's clock stopped after depth 9
 * (protocol.ts LiveSearch; 90,836 nodes: the solver did not prove the position, iterative deepening
 * completed depth 9 within its second).
 */
import type { LiveSearch } from '../../../src/lib/live/protocol';

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
