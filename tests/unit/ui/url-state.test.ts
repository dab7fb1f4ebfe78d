import { describe, expect, it } from 'vitest';
import { formatPosition } from '$lib/engine';
import { readUrlState, writeUrlState } from '$lib/ui/url-state';

describe('readUrlState', () => {
	it.each([
		[
			'#/?position=XOX/.O./X..&alphabeta=1&depth=0&order=center',
			'XOX/.O./X..',
			true,
			false,
			'center-first'
		],
		['#/?position=xox.o.x..', 'XOX/.O./X..', false, true, 'index'],
		['#/', null, false, true, 'index'],
		['', null, false, true, 'index'],
		['#/?order=index&alphabeta=0&depth=1', null, false, true, 'index']
	])('case %# reads %s', (hash, position, alphaBeta, depthPenalty, order) => {
		const state = readUrlState(hash);
		expect(state.errors).toEqual([]);
		expect(state.position ? formatPosition(state.position, false) : null).toBe(position);
		expect(state.options).toEqual({ alphaBeta, depthPenalty, order });
	});

	it.each([
		['#/?position=OOO/.../XXX', /Both X and O have a line/],
		['#/?position=XXXX/.../...', /Row 1 .* has 4 cells/],
		['#/?alphabeta=yes', /"alphabeta=yes" is not valid/],
		['#/?depth=2', /"depth=2" is not valid/],
		['#/?order=random', /"order=random" is not valid/]
	])('case %# gives a message for %s and keeps the defaults', (hash, message) => {
		const state = readUrlState(hash);
		expect(state.errors).toHaveLength(1);
		expect(state.errors[0]).toMatch(message);
		expect(state.position).toBeNull();
		expect(state.options).toEqual({ alphaBeta: false, depthPenalty: true, order: 'index' });
	});

	it('round-trips through writeUrlState', () => {
		const hash = writeUrlState('XOX/.O./X..', {
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first'
		});
		const state = readUrlState(hash);
		expect(formatPosition(state.position!)).toBe('XOX/.O./X..');
		expect(state.options).toEqual({ alphaBeta: true, depthPenalty: false, order: 'center-first' });
		expect(writeUrlState(null, { alphaBeta: false, depthPenalty: true, order: 'index' })).toBe(
			'#/'
		);
	});
});
