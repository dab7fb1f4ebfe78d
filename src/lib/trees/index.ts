/**
 * Abstract game trees (pure TypeScript, no DOM): the text format, the searches recorded for the
 * stepper, cutoff explanations, random trees, exports and practice checks. docs: docs/trees.md.
 */
export * from './tree';
export * from './problems';
export * from './parse';
export * from './names';
export * from './search';
export * from './negamax';
export * from './explain';
export * from './pseudocode';
export * from './random';
export * from './export';
export * from './practice';
export * from './edit';
