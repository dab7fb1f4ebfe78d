/**
 * Guided lessons, pure TypeScript: the lessons as data, slide resolution against
 * the recorded search, and lesson links. To add a lesson: write `data/<id>.ts` with its slides and
 * its narration values interface, add the id to LESSON_IDS (types.ts), the interface to
 * NarrationValues (narration.ts), the lesson to LESSONS below, and its sentences to the catalogue.
 */
import { alphaBetaLesson } from './data/alpha-beta';
import { depthPenaltyLesson } from './data/depth-penalty';
import { gameTreeLesson } from './data/game-tree';
import { minimaxLesson } from './data/minimax';
import { moveOrderingLesson } from './data/move-ordering';
import { proofLesson } from './data/proof';
import { wholeTreeLesson } from './data/whole-tree';
import { winBeforeBlockLesson } from './data/win-before-block';
import { transpositionsLesson } from './data/transpositions';
import { depthLimitLesson } from './data/depth-limit';
import { connect4SolverLesson } from './data/connect4-solver';
import { mctsLesson } from './data/mcts';
import type { Lesson } from './types';

export * from './types';
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

/** The lessons, in the menu's order (LESSON_IDS). */
export const LESSONS: readonly Lesson[] = [
	gameTreeLesson,
	minimaxLesson,
	depthPenaltyLesson,
	winBeforeBlockLesson,
	alphaBetaLesson,
	moveOrderingLesson,
	proofLesson,
	wholeTreeLesson,
	transpositionsLesson,
	depthLimitLesson,
	connect4SolverLesson,
	mctsLesson
];

/** The lesson with this id, or undefined. */
export function lessonById(id: string): Lesson | undefined {
	return LESSONS.find((l) => l.id === id);
}
