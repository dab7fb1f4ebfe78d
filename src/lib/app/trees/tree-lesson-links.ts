/**
 * The tree lessons' ids and links, apart from their slides (./tree-lessons.ts, which bring the
 * trees' search and words): the lesson menu lists them on the first screen, and the tree page
 * loads the slides when a lesson opens.
 */

/** The tree lessons' ids, in the menu's order (their link names). */
export const TREE_LESSON_IDS = ['alpha-beta-by-hand', 'expectimax'] as const;
export type TreeLessonId = (typeof TREE_LESSON_IDS)[number];

/** The link of a tree lesson's slide (1-based). */
export function treeLessonLink(id: TreeLessonId, slide: number): string {
	return `#/tree?lesson=${id}&slide=${slide}`;
}
