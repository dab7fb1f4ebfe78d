import { describe, expect, it } from 'vitest';
import { readLink, writeLink } from '$lib/link/params';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { DEFAULT_MCTS_SETTINGS } from '$lib/link/mcts-settings';

const options = { alphaBeta: false, depthPenalty: true, order: 'index' } as const;

describe('the page’s MCTS link', () => {
	it('reads algorithm=mcts with its iterations, seed and exploration constant', () => {
		const link = readUrlState(
			'#/?position=.........&algorithm=MCTS&iterations=1000&seed=7&exploration=0.5'
		);
		expect(link.errors).toEqual([]);
		expect(link.mcts).toEqual({ algorithm: 'mcts', iterations: 1000, seed: 7, exploration: 0.5 });
		// The seed is the search's, not the game's.
		expect(link.game.seed).toBeNull();
	});

	it('writes only what differs from the defaults, and reads it back', () => {
		const mcts = {
			algorithm: 'mcts',
			iterations: 10_000,
			seed: 42,
			exploration: Math.SQRT2
		} as const;
		const hash = writeUrlState('.........', options, 'open', { mcts });
		expect(hash).toBe('#/?position=.........&seed=42&algorithm=mcts&iterations=10000');
		expect(readUrlState(hash).mcts).toEqual(mcts);
		const plain = writeUrlState('.........', options, 'open', {
			mcts: { ...mcts, iterations: 1000, seed: 0 }
		});
		expect(plain).toBe('#/?position=.........&algorithm=mcts');
		expect(readUrlState(plain).mcts).toEqual({ ...mcts, iterations: 1000, seed: 0 });
	});

	it('minimax writes none of the MCTS parameters', () => {
		const hash = writeUrlState('.........', options, 'open', {
			mcts: { ...DEFAULT_MCTS_SETTINGS, iterations: 100 }
		});
		expect(hash).toBe('#/?position=.........');
		expect(readUrlState(hash).mcts).toEqual(DEFAULT_MCTS_SETTINGS);
	});

	it.each([
		[
			'algorithm=alphabet',
			{ kind: 'mcts-param', name: 'algorithm', value: 'alphabet', words: ['minimax', 'mcts'] }
		],
		[
			'algorithm=mcts&iterations=0',
			{ kind: 'mcts-param', name: 'iterations', value: '0', min: 1, max: 100_000 }
		],
		[
			'algorithm=mcts&iterations=100001',
			{ kind: 'mcts-param', name: 'iterations', value: '100001', min: 1, max: 100_000 }
		],
		[
			'algorithm=mcts&iterations=1.5',
			{ kind: 'mcts-param', name: 'iterations', value: '1.5', min: 1, max: 100_000 }
		],
		[
			'algorithm=mcts&exploration=-1',
			{ kind: 'mcts-param', name: 'exploration', value: '-1', min: 0, max: 100 }
		],
		[
			'algorithm=mcts&exploration=abc',
			{ kind: 'mcts-param', name: 'exploration', value: 'abc', min: 0, max: 100 }
		]
	])('case %#: %s gives its error and the default', (query, error) => {
		const link = readLink(`#/?${query}`);
		expect(link.errors).toEqual([error]);
		const state = readUrlState(`#/?${query}`);
		if (error.name === 'algorithm') expect(state.mcts).toEqual(DEFAULT_MCTS_SETTINGS);
		else
			expect(state.mcts).toMatchObject({
				algorithm: 'mcts',
				iterations: 1000,
				exploration: Math.SQRT2
			});
	});

	it('iterations without algorithm= are ignored as alone', () => {
		const link = readLink('#/?iterations=100');
		expect(link.errors).toEqual([
			{
				kind: 'ignored',
				params: [{ name: 'iterations', value: '100', reason: 'alone', needs: ['algorithm'] }]
			}
		]);
	});

	it('the tree page keeps its own algorithm words: mcts is refused there', () => {
		const link = readLink('#/tree?algorithm=mcts', { route: 'tree' });
		expect(link.values.algorithm).toBe('minimax');
		expect(link.errors).toMatchObject([{ kind: 'tree-param', name: 'algorithm', value: 'mcts' }]);
		expect(writeLink({ algorithm: 'negamax' }, 'tree')).toBe('algorithm=negamax');
	});
});
