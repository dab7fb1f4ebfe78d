/**
 * Random trees from a seed, with the project's one seeded generator (mulberry32, src/lib/game/prng.ts),
 * so that a seed in a link gives every student the same tree.
 */
import type { RootPlayer, Tree } from './tree';

/** A random tree's settings. */
export interface RandomTreeSettings {
	/** Levels below the root, 1 to 6. */
	readonly depth: number;
	/** Children per inner node, 2 to 5. */
	readonly branching: number;
	/** Leaf values: whole numbers from `min` to `max` inclusive (|v| <= 999). */
	readonly min: number;
	readonly max: number;
	/** Any 32-bit unsigned integer. */
	readonly seed: number;
	/** Default 'max'. */
	readonly root?: RootPlayer;
	/** Make the level just above the leaves chance nodes (equal probabilities); default false. */
	readonly chance?: boolean;
}

/**
 * A complete tree: every inner node has `branching` children, every leaf is at `depth`; the leaf
 * values are drawn left to right with mulberry32(seed).
 * @throws TreeError 'random-settings' naming the setting out of range.
 */
export function randomTree(settings: RandomTreeSettings): Tree {
	void settings;
	throw new Error('not yet');
}
