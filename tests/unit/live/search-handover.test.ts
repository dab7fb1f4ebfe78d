/**
 * search-handover.ts: what the teacher's device sends for a search that ran against its clock,
 * what a phone resolves it to, and that the phone's search of it, without a clock, has the
 * teacher's node count. The clocks are the test's, so nothing depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import {
	decide,
	emptyPosition,
	emptyUltimatePosition,
	parsePosition,
	positionFromColumns,
	resolveSearchOptions,
	search
} from '$lib/engine';
import { followedSearchOf, liveSearchOf } from '$lib/live/search-handover';
import { validateView } from '$lib/live/validate';

/** A clock that moves on `ms` at every reading. */
const clock = (ms: number) => {
	let t = 0;
	return () => (t += ms);
};

describe('the hand-over of a clock search', () => {
	it('the teacher sends the position, the resolved options and what its clock let it complete', () => {
		const position = positionFromColumns('44');
		const teacher = { position, ...decide(position, { game: 'connect4' }, { now: clock(15) }) };
		const sent = liveSearchOf(teacher);
		expect(sent).toEqual({
			position: '......./......./......./......./...O.../...X...',
			options: {
				game: 'connect4',
				alphaBeta: true,
				depthPenalty: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: null,
				iterativeDeepening: true,
				solver: true
			},
			proved: false,
			depth: 7,
			nodes: 10111
		});
		// The server takes it as it is.
		expect(validateView({ hash: '#/?game=connect4&moves=44', search: sent })).toEqual({
			ok: true,
			value: { hash: '#/?game=connect4&moves=44', search: sent }
		});
	});

	it('the phone resolves it to the same options and extent, and its search has the teacher’s node count', () => {
		const position = positionFromColumns('44');
		const teacher = { position, ...decide(position, { game: 'connect4' }, { now: clock(15) }) };
		const received = JSON.parse(JSON.stringify(liveSearchOf(teacher)));
		const followed = followedSearchOf(received);
		expect(followed).toEqual({
			position: received.position,
			options: resolveSearchOptions('connect4', {}),
			extent: { proved: false, depth: 7 }
		});
		// A phone four times slower: its own clock would stop at depth 2; following, it does not.
		const slow = decide(position, { game: 'connect4' }, { now: clock(60) });
		expect(slow.iterations?.at(-1)?.depth).toBe(2);
		const phone = decide(parsePosition(followed.position, 'connect4'), followed.options, {
			now: clock(60),
			extent: followed.extent
		});
		expect([phone.result.nodes, phone.iterations?.at(-1)?.depth, phone.stoppedBy]).toEqual([
			received.nodes,
			7,
			'time'
		]);
	});

	it('ultimate tic-tac-toe: the board to play in goes with the position, and the phone repeats the tree', () => {
		const position = emptyUltimatePosition();
		const teacher = { position, ...decide(position, { game: 'ultimate' }, { now: clock(40) }) };
		const sent = liveSearchOf(teacher)!;
		expect([sent.position.endsWith(' *'), sent.options.solver, sent.depth]).toEqual([
			true,
			false,
			5
		]);
		const followed = followedSearchOf(JSON.parse(JSON.stringify(sent)));
		const phone = decide(parsePosition(followed.position, 'ultimate'), followed.options, {
			now: clock(10_000),
			extent: followed.extent
		});
		expect([phone.result.nodes, phone.stoppedBy]).toEqual([15496, 'time']);
		expect(sent.nodes).toBe(15496);
	});

	it('a proof found within the clock is handed over as proved', () => {
		const position = positionFromColumns('2735364665723247');
		const teacher = { position, ...decide(position, { game: 'connect4' }, { now: () => 0 }) };
		expect(liveSearchOf(teacher)).toMatchObject({ proved: true, depth: 14 });
	});

	it('a search without a clock (plain, depth-limited, MCTS) sends nothing: the link is enough', () => {
		const empty = emptyPosition();
		expect(liveSearchOf({ position: empty, result: search(empty) })).toBeNull();
		const c4 = positionFromColumns('');
		const limited = { game: 'connect4' as const, iterativeDeepening: false, depthLimit: 2 };
		expect(liveSearchOf({ position: c4, result: search(c4, { ...limited }) })).toBeNull();
		const deepening = { position: c4, ...decide(c4, { game: 'connect4', depthLimit: 2 }) };
		expect(liveSearchOf(deepening)).not.toBeNull();
		expect(liveSearchOf({ ...deepening, mcts: {} })).toBeNull();
	});
});
