import { describe, expect, it } from 'vitest';
import { parsePosition, type SearchOptions } from '$lib/engine';
import { en } from '$lib/i18n';
import { lineOf } from '$lib/stepper';
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

/** Changes the search options as the App does (noting the change first) and waits for the search. */
async function switchOptions(
	session: Session,
	searcher: ManualSearcher,
	changes: Partial<SearchOptions>
): Promise<void> {
	session.noteOptionChange();
	const done = session.game.setOptions(changes);
	await searcher.release();
	await done;
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

	it('an option switch keeps the node on screen: step 20 of alpha-beta is step 19 without it', async () => {
		const { session, searcher } = await opened();
		await switchOptions(session, searcher, { alphaBeta: true });
		const stepper = session.stepper!;
		stepper.seek(20); // O 4, X 8, O 6 returns its value
		const line = lineOf(stepper.index.record, stepper.state.node);
		session.noteOptionChange();
		const change = session.game.setOptions({ alphaBeta: false });
		expect(stepper.k).toBe(20); // nothing moves while the new search runs
		await searcher.release();
		await change;
		expect([stepper.total, stepper.k, stepper.step.kind]).toEqual([118, 19, 'return']);
		expect(lineOf(stepper.index.record, stepper.state.node)).toEqual(line);
		expect(session.movedUp).toBeNull();
	});

	it('moves up to the nearest ancestor the new tree has, and says so until the next step', async () => {
		const { session, searcher } = await opened();
		const stepper = session.stepper!;
		stepper.seek(25); // plain minimax: O 4, X 8, O 9, which alpha-beta prunes
		await switchOptions(session, searcher, { alphaBeta: true });
		expect([stepper.k, stepper.step.kind, stepper.step.pruned]).toEqual([22, 'cutoff', [8]]);
		const moved = session.movedUp!;
		expect(moved.kept).toBe(2);
		expect(en.stepper.movedUp(moved.moves, moved.kept)).toBe(
			'With these options the search never reaches the position shown before (after O 4, X 8, O 9): here is its nearest ancestor in this tree (after O 4, X 8).'
		);
		stepper.forward();
		expect(session.movedUp).toBeNull();
	});

	it('an option switch at the last step opens the new search at its last step', async () => {
		const { session, searcher } = await opened();
		await switchOptions(session, searcher, { order: 'center-first' });
		expect(session.stepper!.atEnd).toBe(true);
		expect(session.carried).toBeNull();
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
