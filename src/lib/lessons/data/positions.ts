/**
 * The positions more than one lesson searches, named, in 3x3 notation (docs/conventions.md).
 */

/** The empty board, X to move. */
export const EMPTY_BOARD = '.../.../...';

/**
 * The depth penalty's position, O to move (docs/reference-figures.md): searched by the depth
 * penalty, alpha-beta and whole-tree lessons.
 */
export const DEPTH_PENALTY_POSITION = 'XOX/.O./X..';

/** The small game tree of the first lesson, X to move, searched again by the minimax lesson. */
export const SMALL_TREE_POSITION = 'XO./OOX/X..';
