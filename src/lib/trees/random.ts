/**
 * Random trees from a seed, with the project's one seeded generator (mulberry32, src/lib/game/prng.ts),
 * so that a seed in a link gives every student the same tree.
 */
import { isSeed, mulberry32 } from '../game/prng';
import { TreeError } from './problems';
import { flattenTree, TREE_LIMITS, type RootPlayer, type Tree, type TreeSyntax } from './tree';

/** The largest |leaf value| a random tree draws. */
export const RANDOM_VALUE_MAX = 999;

/** A random tree's settings. */
export interface RandomTreeSettings {
	/** Levels below the root, 1 to 12 (TREE_LIMITS.maxDepth). */
	readonly depth: number;
	/** Children per inner node, 1 to 16 (TREE_LIMITS.maxChildren). */
	readonly branching: number;
	/** Leaf values: whole numbers from `min` to `max` inclusive, |v| <= RANDOM_VALUE_MAX. */
	readonly min: number;
	readonly max: number;
	/** An unsigned 32-bit integer. */
	readonly seed: number;
	/** Default 'max'. */
	readonly root?: RootPlayer;
	/** Make the level just above the leaves chance nodes (equal probabilities); default false. */
	readonly chance?: boolean;
}

/**
 * A complete tree: every inner node has `branching` children, every leaf is at `depth`; the leaf
 * values are drawn left to right, each floor(r * (max - min + 1)) + min with r the next output of
 * mulberry32(seed).
 * @throws TreeError 'random-settings' naming the setting out of range ('size' when the tree would
 * have more than TREE_LIMITS.maxNodes nodes).
 */
export function randomTree(settings: RandomTreeSettings): Tree {
	const { depth, branching, min, max, seed } = settings;
	const bad = (field: 'depth' | 'branching' | 'values' | 'seed' | 'size', limit: number): never => {
		throw new TreeError({ kind: 'random-settings', field, max: limit });
	};
	if (!Number.isInteger(depth) || depth < 1 || depth > TREE_LIMITS.maxDepth) {
		bad('depth', TREE_LIMITS.maxDepth);
	}
	if (!Number.isInteger(branching) || branching < 1 || branching > TREE_LIMITS.maxChildren) {
		bad('branching', TREE_LIMITS.maxChildren);
	}
	if (
		!Number.isInteger(min) ||
		!Number.isInteger(max) ||
		min > max ||
		Math.abs(min) > RANDOM_VALUE_MAX ||
		Math.abs(max) > RANDOM_VALUE_MAX
	) {
		bad('values', RANDOM_VALUE_MAX);
	}
	if (!isSeed(seed)) bad('seed', 0xffffffff);
	let size = 0;
	for (let k = 0, level = 1; k <= depth; k++, level *= branching) size += level;
	if (size > TREE_LIMITS.maxNodes) bad('size', TREE_LIMITS.maxNodes);
	const random = mulberry32(seed);
	const span = max - min + 1;
	const build = (d: number): TreeSyntax => {
		if (d === depth) {
			const value = Math.floor(random() * span) + min;
			return { value, chance: false, children: [], probabilities: null, at: 0 };
		}
		const children: TreeSyntax[] = [];
		for (let k = 0; k < branching; k++) children.push(build(d + 1));
		const chance = (settings.chance ?? false) && d === depth - 1;
		return { value: null, chance, children, probabilities: null, at: 0 };
	};
	return flattenTree(build(0), settings.root ?? 'max');
}
