/**
 * The step-through of a recorded search (pure TypeScript, no DOM): build an index once per search,
 * then decode any step, the call stack at any step, navigation targets, pseudo-code lines and
 * explanations (typed values, explanation.ts, that the catalogue words), each in O(log n + depth).
 */
export * from './steps';
export * from './step-types';
export * from './step';
export * from './state';
export * from './navigation';
export * from './pseudocode';
export * from './explain';
export * from './explanation';
export * from './cutoffs';
export * from './carry';
export * from './decision';
