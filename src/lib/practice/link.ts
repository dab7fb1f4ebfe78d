/**
 * The practice link `#/practice?kind=KIND&position=P&seed=S`: parsing with typed errors (never an
 * exception), building an exercise from it, and writing an exercise's own link. Without `kind` the
 * page shows the list of kinds; without `seed` it picks one; without `position` the seed picks it.
 */
import { formatPosition, parsePosition, PositionError, type Position } from '../engine/index';
import { PracticeError } from './errors';
import { EXERCISE_KINDS, type Exercise, type ExerciseKind } from './exercise-types';
import { generateExercise } from './generate';
import { MAX_SEED } from './prng';

/** What a link asks for, each part null when absent or invalid. */
export interface PracticeRequest {
	kind: ExerciseKind | null;
	position: Position | null;
	seed: number | null;
}

/** A parsed link: the request and one error per bad part. */
export interface ParsedLink {
	request: PracticeRequest;
	errors: PracticeError[];
}

function queryOf(link: string): string {
	return link.includes('?')
		? link.slice(link.indexOf('?') + 1)
		: link.replace(/^#?\/?(practice)?/, '');
}

function parseSeed(text: string): number | PracticeError {
	const seed = /^\s*\d{1,10}\s*$/.test(text) ? Number(text) : NaN;
	if (Number.isInteger(seed) && seed <= MAX_SEED) return seed;
	return new PracticeError('bad-seed', `Seed "${text}" is not an integer from 0 to ${MAX_SEED}.`, {
		value: text
	});
}

/**
 * Reads the practice parameters from a hash (`#/practice?kind=win&seed=7`) or a bare query.
 * Errors: `unknown-kind` (details `value`), `bad-seed` (`value`), `bad-position` (`value`,
 * `positionCode`), `missing-kind` (a position or seed without a kind). Never throws.
 */
export function parsePracticeLink(link: string): ParsedLink {
	const errors: PracticeError[] = [];
	let params: URLSearchParams;
	try {
		params = new URLSearchParams(queryOf(link));
	} catch {
		params = new URLSearchParams();
	}
	const request: PracticeRequest = { kind: null, position: null, seed: null };
	const kind = params.get('kind');
	if (kind !== null && kind !== '') {
		const k = kind.trim().toLowerCase() as ExerciseKind;
		if (EXERCISE_KINDS.includes(k)) request.kind = k;
		else
			errors.push(
				new PracticeError('unknown-kind', `No exercise kind "${kind}".`, { value: kind })
			);
	}
	const seed = params.get('seed');
	if (seed !== null && seed !== '') {
		const parsed = parseSeed(seed);
		if (parsed instanceof PracticeError) errors.push(parsed);
		else request.seed = parsed;
	}
	const position = params.get('position');
	if (position !== null && position !== '') {
		try {
			request.position = parsePosition(position);
		} catch (error) {
			if (!(error instanceof PositionError)) throw error;
			errors.push(
				new PracticeError('bad-position', error.message, {
					value: position,
					positionCode: error.code
				})
			);
		}
	}
	if ((position || seed) && (kind === null || kind === '')) {
		errors.push(new PracticeError('missing-kind', 'A position or seed needs a kind.'));
	}
	return { request, errors };
}

/** The link that reproduces an exercise: `#/practice?kind=KIND&position=P&seed=S`. */
export function practiceLink(exercise: Pick<Exercise, 'kind' | 'position' | 'seed'>): string {
	const position = encodeURIComponent(formatPosition(exercise.position)).replace(/%2F/g, '/');
	return `#/practice?kind=${exercise.kind}&position=${position}&seed=${exercise.seed}`;
}

/** What a link resolves to: an exercise (null for the list of kinds, or on errors) and the errors. */
export interface ResolvedLink {
	exercise: Exercise | null;
	errors: PracticeError[];
}

/**
 * The exercise a link asks for. A kind without a seed takes `fallbackSeed()` (the page passes
 * newSeed). Any error in the link gives no exercise; a position that cannot hold the exercise gives
 * its PracticeError (`position-finished`, `tree-too-large`). Never throws a
 * PracticeError.
 */
export function resolvePracticeLink(link: string, fallbackSeed: () => number): ResolvedLink {
	const { request, errors } = parsePracticeLink(link);
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
