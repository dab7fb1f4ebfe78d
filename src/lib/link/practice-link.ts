/**
 * The practice page's link `#/practice?kind=KIND&position=P&seed=S`, read and written by the link
 * codec (params.ts, route 'practice'), and turned into what the page shows: an exercise, or the
 * list of kinds, with the practice errors of its bad parts. Without `kind` the page shows the list
 * of kinds; without `seed` it picks one; without `position` the seed picks it.
 */
import { formatPosition, type Position } from '$lib/engine';
import { generateExercise, PracticeError, type Exercise, type ExerciseKind } from '$lib/practice';
import type { LinkError } from './link-error';
import { readLink, writeLink } from './params';

/** What a link asks for, each part null when absent or invalid. */
export interface PracticeRequest {
	kind: ExerciseKind | null;
	position: Position | null;
	seed: number | null;
}

/** A read link: the request and one error per bad part (kind, seed, position, in that order). */
export interface ParsedLink {
	request: PracticeRequest;
	errors: PracticeError[];
}

/** The practice error the page words for a link error of the practice route, or null for none. */
function practiceError(error: LinkError): PracticeError | null {
	switch (error.kind) {
		case 'exercise-kind':
			return new PracticeError('unknown-kind', `No exercise kind "${error.value}".`, {
				value: error.value
			});
		case 'seed':
			return new PracticeError(
				'bad-seed',
				`Seed "${error.value}" is not an integer from 0 to 4294967295.`,
				{ value: error.value }
			);
		case 'position':
			return new PracticeError('bad-position', error.error.message, {
				value: error.text,
				positionCode: error.error.code
			});
		default:
			// Other names, empty values and repeated names are left out without a word, as a
			// malformed % escape is (src/app.html replaces such a link before the page starts).
			return null;
	}
}

const ERROR_ORDER = ['unknown-kind', 'bad-seed', 'bad-position', 'missing-kind'] as const;

/**
 * Reads the practice parameters of a hash (`#/practice?kind=win&seed=7`; position on the 3x3
 * board). Errors: `unknown-kind` (details `value`), `bad-seed` (`value`), `bad-position` (`value`,
 * `positionCode`), `missing-kind` (a position or seed without a kind). Never throws.
 */
export function readPracticeLink(hash: string): ParsedLink {
	const link = readLink(hash, { route: 'practice' });
	const { values, given } = link;
	const errors = link.errors.flatMap((e) => practiceError(e) ?? []);
	const wrote = (name: 'kind' | 'position' | 'seed', code: string) =>
		given.has(name) || errors.some((e) => e.code === code);
	if (
		(wrote('position', 'bad-position') || wrote('seed', 'bad-seed')) &&
		!wrote('kind', 'unknown-kind')
	) {
		errors.push(new PracticeError('missing-kind', 'A position or seed needs a kind.'));
	}
	errors.sort(
		(a, b) => ERROR_ORDER.indexOf(a.code as never) - ERROR_ORDER.indexOf(b.code as never)
	);
	return {
		request: { kind: values.kind, position: link.position, seed: values.seed },
		errors
	};
}

/** The link that reproduces an exercise: `#/practice?kind=KIND&position=P&seed=S`. */
export function practiceLink(exercise: Pick<Exercise, 'kind' | 'position' | 'seed'>): string {
	const query = writeLink(
		{ kind: exercise.kind, position: formatPosition(exercise.position), seed: exercise.seed },
		'practice'
	);
	return `#/practice?${query}`;
}

/** What a link resolves to: an exercise (null for the list of kinds, or on errors) and the errors. */
export interface ResolvedLink {
	exercise: Exercise | null;
	errors: PracticeError[];
}

/**
 * The exercise a link asks for. A kind without a seed takes `fallbackSeed()` (the page passes
 * newSeed). Any error in the link gives no exercise; a position that cannot hold the exercise gives
 * its PracticeError (`position-finished`, `tree-too-large`). Never throws a PracticeError.
 */
export function resolvePracticeLink(hash: string, fallbackSeed: () => number): ResolvedLink {
	const { request, errors } = readPracticeLink(hash);
	if (errors.length > 0 || request.kind === null) return { exercise: null, errors };
	try {
		const seed = request.seed ?? fallbackSeed();
		return {
			exercise: generateExercise(request.kind, seed, request.position ?? undefined),
			errors
		};
	} catch (error) {
		if (!(error instanceof PracticeError)) throw error;
		return { exercise: null, errors: [error] };
	}
}
