/**
 * Monte Carlo tree search beside minimax: the engine (mcts.ts), the one interface a game plays it
 * through and the adapter for the engine's games (mcts-game.ts), its record (record.ts), the one
 * reader (record-read.ts), the stepper's steps (steps.ts) and the exact values beside its estimates
 * (exact.ts). Pure TypeScript, no DOM, no Svelte.
 */
export * from './decision';
export * from './exact';
export * from './mcts-game';
export * from './mcts';
export {
	MCTS_ITERATION_BYTES,
	MCTS_NODE_BYTES,
	MCTS_PATH_BYTES,
	MCTS_PLAYOUT_BYTES,
	mctsRecordBuffers,
	mctsRecordBytes,
	type MctsLog,
	type MctsRecord
} from './record';
export * from './record-read';
export * from './steps';
