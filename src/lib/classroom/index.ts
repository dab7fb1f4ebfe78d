/**
 * The classroom's pure core: compare search settings, the proof with every game, the
 * position editor, trace export and import, and the chunkable tasks the
 * worker runs with progress. No DOM, no Svelte, no sentences: results are typed values.
 */
export * from './task';
export * from './settings';
export * from './compare';
export * from './mcts-setting';
export * from './openings';
export * from './proof-games';
export * from './game-list';
export * from './editor';
export * from './trace-error';
export * from './trace-format';
export * from './trace-parse';
export * from './trace-check';
