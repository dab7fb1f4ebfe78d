/**
 * The lessons themselves (their slides, as data), in the menu's order. A module of its own: the
 * page loads it when a lesson opens, or at idle after the first screen (the first screen needs the
 * lessons' ids and links alone: LESSON_IDS, lessonLink).
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
