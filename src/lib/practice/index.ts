/**
 * Practice, the pure core: seeded exercises of eight kinds on real positions (seven on the minimax search, one on MCTS), each
 * checked exactly against the recorded search, with typed feedback (codes and numbers, no strings
 * for people); the session score; the coach and "Show threats" for games. No DOM, no Svelte.
 */
export * from './prng';
export * from './errors';
export * from './exercise-types';
export * from './feedback-types';
export type * from './feedback-context';
export * from './threats';
export * from './context';
export * from './generate';
export * from './check';
export * from './score';
export * from './answers';
export * from './coach';
export { KIND_MODULES } from './kinds/index';
export type { FeedbackOf, KindModule } from './kind-module';
export { BOARD_OPTIONS, GOOD_SHOWN_NODES, MAX_SHOWN_NODES } from './kind-module';
