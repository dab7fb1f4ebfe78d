import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine';
import { Session } from '$lib/app/page/session.svelte';
import { ManualSearcher } from '../fixtures';

/** A session that has opened `XOX/.O./X..` and received the computer's decision. */
async function opened(): Promise<{ session: Session; searcher: ManualSearcher }> {
	const searcher = new ManualSearcher();
	const session = new Session(searcher);
	session.game.openPosition(parsePosition('XOX/.O./X..'));
	await searcher.release();
	return { session, searcher };
}

describe('Session', () => {
	it('has a stepper exactly while a decision is on screen, opened at its last step', async () => {
		const searcher = new ManualSearcher();
		const session = new Session(searcher);
		expect(session.stepper).toBeNull();
		session.game.openPosition(parsePosition('XOX/.O./X..'));
		expect(session.stepper).toBeNull(); // the computer is thinking
		await searcher.release();
		expect(session.stepper?.total).toBe(118);
		expect(session.stepper?.k).toBe(117);
		session.game.newGame(0);
		expect(session.stepper).toBeNull();
	});

	it('follows the decision on screen: a re-search opens at its end', async () => {
		const { session, searcher } = await opened();
		const stepper = session.stepper!;
		stepper.start();
		const change = session.game.setOptions({ alphaBeta: true });
		await searcher.release();
		await change;
		expect(session.stepper).toBe(stepper);
		expect(stepper.total).toBe(56);
		expect(stepper.k).toBe(55);
	});

	it('a timeline choice reopens that decision at its end', async () => {
		const searcher = new ManualSearcher();
		const session = new Session(searcher);
		session.game.newGame(1);
		await searcher.release();
		session.game.play(session.game.position.cells.indexOf(null));
		await searcher.release();
		session.stepper!.start();
		session.showPly(2); // the computer's second move
		expect(session.stepper!.k).toBe(session.stepper!.total - 1);
		session.stepper!.start();
		session.showPly(2); // the same decision again: back to its end too
		expect(session.stepper!.atEnd).toBe(true);
	});

	it('a review label opens its decision at the step where the move played returns its value', async () => {
		const { session } = await opened();
		const record = session.game.shown!.result.record;
		// XOX/.O./X..: the root's children are the empty cells 4, 6, 8, 9 (0-based 3, 5, 7, 8).
		const children: number[] = [];
		for (let c = 1; c < record.end[0]; c = record.end[c]) children.push(c);
		expect(children.map((c) => record.move[c])).toEqual([3, 5, 7, 8]);
		session.showPly(0, 7);
		const index = session.stepper!.index;
		expect(session.stepper!.k).toBe(
			index.stepStart[children[2]] + index.stepCount[children[2]] - 1
		);
		expect(session.stepper!.atEnd).toBe(false);
		session.showPly(0, 4); // an occupied cell, not searched: the decision's last step
		expect(session.stepper!.atEnd).toBe(true);
	});

	it('drops a preview when the step, the view or the decision changes', async () => {
		const { session, searcher } = await opened();
		const record = session.game.shown!.result.record;
		session.previewNode(record, 1);
		expect(session.preview?.depth).toBe(1);
		expect(session.preview?.cells.filter((c) => c !== null)).toHaveLength(6);
		session.stepper!.back();
		expect(session.preview).toBeNull();

		session.showPreview({ cells: [], depth: 2 });
		expect(session.preview?.depth).toBe(2);
		session.setView('whole');
		expect(session.preview).toBeNull();

		session.previewNode(record, 0);
		expect(session.preview?.depth).toBe(0);
		const change = session.game.setOptions({ depthPenalty: false });
		await searcher.release();
		await change;
		expect(session.preview).toBeNull();
		session.previewNode(record, null);
		expect(session.preview).toBeNull();
	});
});
