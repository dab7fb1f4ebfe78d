/**
 * What a change of search options did to the candidates (score-changes.ts): on XOX/.O./X.., turning
 * the depth penalty off takes the scores from 7, -8, 9, -8 to 10, -10, 10, -10 (docs/reference-figures.md);
 * alpha-beta leaves bounds; and the Session keeps the "before" until the next change.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { samePosition, scoreChanges } from '$lib/app/page/score-changes';
import { Session } from '$lib/app/page/session.svelte';
import { ManualSearcher } from '../fixtures';

const xox = parsePosition('XOX/.O./X..');

describe('scoreChanges', () => {
	it('depth penalty on, then off: 7 → 10, -8 → -10, 9 → 10, -8 → -10', () => {
		const before = search(xox, { depthPenalty: true }).moves;
		const after = search(xox, { depthPenalty: false }).moves;
		const changes = scoreChanges(before, after);
		expect(changes.map((c) => `${c.cell + 1}: ${c.before?.score} → ${c.after?.score}`)).toEqual([
			'4: 7 → 10',
			'6: -8 → -10',
			'8: 9 → 10',
			'9: -8 → -10'
		]);
		expect(changes.every((c) => c.changed)).toBe(true);
	});

	it('alpha-beta on: cell 8 keeps 9, the others become bounds', () => {
		const before = search(xox).moves;
		const after = search(xox, { alphaBeta: true }).moves;
		const changes = scoreChanges(before, after);
		const eight = changes.find((c) => c.cell === 7)!;
		expect(eight).toEqual({
			cell: 7,
			before: { score: 9, bound: 'exact' },
			after: { score: 9, bound: 'exact' },
			changed: false
		});
		const bounded = changes.filter((c) => c.after?.bound !== 'exact');
		expect(bounded.length).toBeGreaterThan(0);
		expect(bounded.every((c) => c.changed)).toBe(true);
	});

	it('keeps the order after the change and appends a move only the search before had', () => {
		const changes = scoreChanges(
			[
				{ cell: 0, score: 1, bound: 'exact' },
				{ cell: 4, score: 2, bound: 'exact' }
			],
			[{ cell: 4, score: 2, bound: 'exact' }]
		);
		expect(changes).toEqual([
			{
				cell: 4,
				before: { score: 2, bound: 'exact' },
				after: { score: 2, bound: 'exact' },
				changed: false
			},
			{ cell: 0, before: { score: 1, bound: 'exact' }, after: null, changed: true }
		]);
	});

	it('samePosition compares cells and the side to move', () => {
		expect(samePosition(xox, parsePosition('XOX/.O./X..'))).toBe(true);
		expect(samePosition(xox, { ...xox, toMove: 'X' })).toBe(false);
		expect(samePosition(xox, parsePosition('XOX/OO./X..'))).toBe(false);
	});
});

describe('Session.scoreChanges', () => {
	it('shows before → after once the new search arrives, until another position is shown', async () => {
		const searcher = new ManualSearcher();
		const session = new Session(searcher);
		session.game.openPosition(xox);
		await searcher.release();
		expect(session.scoreChanges).toBeNull();
		session.noteOptionChange();
		const change = session.game.setOptions({ depthPenalty: false });
		expect(session.scoreChanges).toBeNull(); // the new search runs
		await searcher.release();
		await change;
		expect(session.scoreChanges?.map((c) => [c.cell, c.before?.score, c.after?.score])).toEqual([
			[3, 7, 10],
			[5, -8, -10],
			[7, 9, 10],
			[8, -8, -10]
		]);
		// The next change replaces the "before": depth penalty back on, from 10 to 7 and so on.
		session.noteOptionChange();
		const back = session.game.setOptions({ depthPenalty: true });
		await searcher.release();
		await back;
		expect(session.scoreChanges?.map((c) => c.after?.score)).toEqual([7, -8, 9, -8]);
		expect(session.scoreChanges?.map((c) => c.before?.score)).toEqual([10, -10, 10, -10]);
		session.game.newGame(0);
		expect(session.scoreChanges).toBeNull();
	});
});

describe('Session.searched and backToGame', () => {
	it('the board follows the step: null at the last step, the node at any other, Back to game ends', async () => {
		const searcher = new ManualSearcher();
		const session = new Session(searcher);
		session.game.openPosition(xox);
		await searcher.release();
		expect(session.searched).toBeNull();
		session.stepper!.start();
		expect(session.searched).toMatchObject({ node: 0, depth: 0, moves: [] });
		session.stepper!.into();
		expect(session.searched).toMatchObject({ depth: 1, moves: [{ mark: 'O', cell: 3 }] });
		session.backToGame();
		expect(session.stepper!.atEnd).toBe(true);
		expect(session.searched).toBeNull();
	});
});
