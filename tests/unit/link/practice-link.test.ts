/**
 * The practice link, read and written by the link codec's table (route 'practice'): typed errors,
 * writing, and resolving to an exercise.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '$lib/engine/index';
import { EXERCISE_KINDS, generateExercise } from '$lib/practice/index';
import { readLink } from '$lib/link/params';
import { practiceLink, readPracticeLink, resolvePracticeLink } from '$lib/link/practice-link';

const codes = (link: string) => readPracticeLink(link).errors.map((e) => e.code);

describe('readPracticeLink', () => {
	it('reads kind, position and seed from a hash, in any case of the names', () => {
		const { request, errors } = readPracticeLink('#/practice?kind=win&position=.../OO./XX.&seed=7');
		expect(errors).toEqual([]);
		expect(request.kind).toBe('win');
		expect(request.seed).toBe(7);
		expect(formatPosition(request.position!)).toBe('.../OO./XX.');
		expect(readPracticeLink('#/practice?KIND=prune&Seed=0').request).toEqual({
			kind: 'prune',
			position: null,
			seed: 0
		});
	});

	it('an empty link asks for the list of kinds', () => {
		expect(readPracticeLink('#/practice')).toEqual({
			request: { kind: null, position: null, seed: null },
			errors: []
		});
	});

	it('names each bad part with its code and value', () => {
		const { errors } = readPracticeLink('#/practice?kind=chess&seed=-3&position=XOXO');
		expect(errors.map((e) => [e.code, e.details])).toEqual([
			['unknown-kind', { value: 'chess' }],
			['bad-seed', { value: '-3' }],
			['bad-position', { value: 'XOXO', positionCode: 'cell-count' }]
		]);
	});

	it.each(['4294967296', '1e3', '1.5', 'abc', '99999999999'])('seed %s is refused', (seed) => {
		expect(codes(`#/practice?kind=win&seed=${seed}`)).toEqual(['bad-seed']);
	});

	it('accepts the largest seed and upper-case kinds', () => {
		expect(readPracticeLink('#/practice?kind=Best-Move&seed=4294967295').request).toMatchObject({
			kind: 'best-move',
			seed: 4294967295
		});
	});

	it('a position or seed without a kind is an error', () => {
		expect(codes('#/practice?position=X........')).toEqual(['missing-kind']);
		expect(codes('#/practice?seed=3')).toEqual(['missing-kind']);
	});

	it('an impossible position names the engine error', () => {
		expect(
			readPracticeLink('#/practice?kind=win&position=XXX/OOO/...').errors[0].details
		).toMatchObject({
			positionCode: 'both-won'
		});
	});
});

describe('the practice route of the table', () => {
	it('reads only kind, position and seed; the page’s parameters are left out without an error', () => {
		const hash = '#/practice?kind=win&alphabeta=1&game=connect4&position=X........&seed=4';
		expect(readPracticeLink(hash)).toMatchObject({ errors: [], request: { kind: 'win', seed: 4 } });
		expect(readLink(hash, { route: 'practice' }).errors).toEqual([
			{
				kind: 'ignored',
				params: [
					{ name: 'alphabeta', value: '1', reason: 'unknown' },
					{ name: 'game', value: 'connect4', reason: 'unknown' }
				]
			}
		]);
	});

	it('the page does not read kind', () => {
		expect(readLink('#/?kind=win').errors).toEqual([
			{ kind: 'ignored', params: [{ name: 'kind', value: 'win', reason: 'unknown' }] }
		]);
	});

	it('an empty kind is no kind: a seed with it asks for one', () => {
		expect(codes('#/practice?kind=&seed=3')).toEqual(['missing-kind']);
		expect(readPracticeLink('#/practice?kind=').errors).toEqual([]);
	});

	it('read(write(e)) gives back the kind, position and seed of exercises of every kind', () => {
		for (const kind of EXERCISE_KINDS) {
			for (const seed of [0, 7, 4294967295]) {
				const ex = generateExercise(kind, seed);
				const { request, errors } = readPracticeLink(practiceLink(ex));
				expect(errors).toEqual([]);
				expect(request).toEqual({ kind, position: ex.position, seed });
			}
		}
	});
});

describe('practiceLink and resolvePracticeLink', () => {
	it('a link written from an exercise resolves to the same exercise', () => {
		for (const kind of ['win', 'value', 'prune'] as const) {
			const ex = generateExercise(kind, 99);
			const link = practiceLink(ex);
			expect(resolvePracticeLink(link, () => 0)).toEqual({ exercise: ex, errors: [] });
		}
	});

	it('keeps an explicit side to move in the link (escaped space)', () => {
		const ex = generateExercise('win', 5, { cells: Array(9).fill(null), toMove: 'O' });
		expect(practiceLink(ex)).toBe('#/practice?kind=win&position=.../.../...%20o&seed=5');
		expect(resolvePracticeLink(practiceLink(ex), () => 0).exercise).toEqual(ex);
	});

	it('a kind without a seed takes the fallback seed', () => {
		expect(resolvePracticeLink('#/practice?kind=threats', () => 42).exercise).toEqual(
			generateExercise('threats', 42)
		);
	});

	it('errors give no exercise; an unsuitable position gives its typed error', () => {
		expect(resolvePracticeLink('#/practice?kind=nope', () => 1)).toMatchObject({ exercise: null });
		const finished = resolvePracticeLink(
			'#/practice?kind=win&position=XXX/OO./...&seed=1',
			() => 1
		);
		expect(finished.exercise).toBeNull();
		expect(finished.errors.map((e) => e.code)).toEqual(['position-finished']);
		expect(resolvePracticeLink('#/practice', () => 1)).toEqual({ exercise: null, errors: [] });
	});
});
