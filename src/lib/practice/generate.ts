/**
 * Exercises from seeds. A seed feeds two independent streams (prng.ts `deriveExerciseSeed`): the position
 * stream picks a random reachable position (random legal moves from the empty board, X first) that
 * suits the kind, the choice stream picks the search options, then the highlighted node or step.
 * So `(kind, seed)` gives an exercise on position P, and `(kind, P, seed)` gives the same exercise:
 * the link `#/practice?kind=KIND&position=P&seed=S` reproduces it exactly.
 */
import { emptyPosition, legalMoves, play, type Position } from '../engine/index';
import { rememberContext } from './context';
import { PracticeError } from './errors';
import { EXERCISE_KINDS, type ExerciseKind, type ExerciseOf } from './exercise-types';
import { candidate, type KindModule } from './kind-module';
import { KIND_MODULES } from './kinds/index';
import { deriveExerciseSeed, mulberry32, pick, randomInt, type Rng } from './prng';

/**
 * Salts of the two streams, per kind so that one seed gives unrelated exercises of different kinds
 * (arbitrary constants, fixed forever: changing them changes every link).
 */
function salt(kind: ExerciseKind, stream: 'position' | 'choice'): number {
	return 16 * (EXERCISE_KINDS.indexOf(kind) + 1) + (stream === 'position' ? 1 : 2);
}
/** Random positions tried before giving up (no kind needs more than a few dozen). */
export const MAX_TRIES = 10_000;

/**
 * A random position with `plies` marks reached by random legal moves from the empty board (X
 * first), or null when the game ended earlier.
 */
export function randomPosition(rng: Rng, plies: number): Position | null {
	let position = emptyPosition();
	for (let ply = 0; ply < plies; ply++) {
		const moves = legalMoves(position);
		if (moves.length === 0) return null;
		position = play(position, pick(rng, moves));
	}
	return legalMoves(position).length > 0 ? position : null;
}

function build<K extends ExerciseKind>(
	kind: KindModule<K>,
	seed: number,
	choose: (options: ReturnType<KindModule<K>['chooseOptions']>) => ReturnType<typeof candidate>
): ExerciseOf<K> {
	const choice = mulberry32(deriveExerciseSeed(seed, salt(kind.kind, 'choice')));
	const c = choose(kind.chooseOptions(choice));
	const exercise = kind.build(c, seed, choice);
	rememberContext(exercise, c.context);
	return exercise;
}

/**
 * The exercise of `kind` for `seed`, on `position` when given (a position from a link), else on a
 * random position that makes a good exercise of the kind.
 * @param seed unsigned 32-bit integer.
 * @throws PracticeError `bad-seed` for a seed out of range; for a given position,
 *   `position-finished` or `tree-too-large` when it cannot hold the exercise.
 */
export function generateExercise<K extends ExerciseKind>(
	kind: K,
	seed: number,
	position?: Position
): ExerciseOf<K> {
	if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
		throw new PracticeError('bad-seed', `Seed ${seed} is not an integer from 0 to 4294967295.`, {
			seed: String(seed)
		});
	}
	const module = KIND_MODULES[kind] as KindModule<K>;
	return build(module, seed, ({ options, shown }) => {
		if (position) {
			const c = candidate(position, options, shown);
			const problem = module.unsuitable(c);
			if (problem) throw problem;
			return c;
		}
		const rng = mulberry32(deriveExerciseSeed(seed, salt(kind, 'position')));
		const good = module.preference(rng);
		for (let tries = 0; tries < MAX_TRIES; tries++) {
			const p = randomPosition(rng, randomInt(rng, module.plies[0], module.plies[1]));
			if (!p) continue;
			const c = candidate(p, options, shown);
			if (module.unsuitable(c) === null && good(c)) return c;
		}
		throw new Error(`No ${kind} exercise found for seed ${seed} in ${MAX_TRIES} positions.`);
	});
}
