/**
 * Guided lessons, pure TypeScript: the lessons as data, slide resolution against
 * the recorded search, and lesson links. To add a lesson: write `data/<id>.ts` with its slides and
 * its narration values interface, add the id to LESSON_IDS (types.ts), the interface to
 * NarrationValues (narration.ts), the lesson to LESSONS (catalogue.ts), and its sentences to the catalogue.
 */

export * from './types';
export * from './catalogue';
export * from './errors';
export * from './narration';
export * from './resolve';
export * from './link';
export * from './lab';
export * from './needs';
export { firstCutoffStep, resolveStep } from './step-spec';
export { ladderOfNarration } from './data/connect4-solver';
export { mctsFigureOfNarration, type MctsFigure } from './data/mcts';
export { nodeAtPath, nodesWithPosition, resolveNodes } from './node-spec';
