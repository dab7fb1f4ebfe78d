/** The practice link: parsing with typed errors, writing, and resolving to an exercise. */
import { describe, expect, it } from 'vitest';
import { formatPosition } from '$lib/engine/index';
import {
	generateExercise,
	parsePracticeLink,
	practiceLink,
	resolvePracticeLink
} from '$lib/practice/index';

const codes = (link: string) => parsePracticeLink(link).errors.map((e) => e.code);

describe('parsePracticeLink', () => {
	it('reads kind, position and seed from a hash or a bare query', () => {
		const { request, errors } = parsePracticeLink(
			'#/practice?kind=win&position=.../OO./XX.&seed=7'
		);
		expect(errors).toEqual([]);
		expect(request.kind).toBe('win');
		expect(request.seed).toBe(7);
		expect(formatPosition(request.position!)).toBe('.../OO./XX.');
		expect(parsePracticeLink('kind=prune&seed=0').request).toEqual({
			kind: 'prune',
			position: null,
			seed: 0
		});
	});

	it('an empty link asks for the list of kinds', () => {
		expect(parsePracticeLink('#/practice')).toEqual({
			request: { kind: null, position: null, seed: null },
			errors: []
		});
	});

	it('names each bad part with its code and value', () => {
		const { errors } = parsePracticeLink('#/practice?kind=chess&seed=-3&position=XOXO');
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
		expect(parsePracticeLink('#/practice?kind=Best-Move&seed=4294967295').request).toMatchObject({
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
			parsePracticeLink('#/practice?kind=win&position=XXX/OOO/...').errors[0].details
		).toMatchObject({
			positionCode: 'both-won'
		});
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
