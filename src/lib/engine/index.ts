/** The engine's public surface: pure TypeScript, no DOM, runs in Node and in a Web Worker. */
export * from './board';
export * from './errors';
export * from './notation';
export * from './order';
export * from './record';
export * from './record-read';
export * from './record-pool';
export * from './tree';
export * from './search';
export * from './proof';
export * from './games';
export * from './game-board';
export * from './evaluation';
export * from './search-control';
export * from './deepening';
export * from './connect4-moves';
export * from './connect4-solver';
