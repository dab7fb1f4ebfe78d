/**
 * Compare settings: docs/reference-figures.md on the empty board (either side to move),
 * a small position checked against the engine, a finished position, the task's progress, and the
 * MCTS row (mcts-setting.ts) checked against its own run's record.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, parsePosition, search } from '$lib/engine/index';
import {
	compareSettings,
	compareTask,
	figuresOf,
	type CompareJob,
	type Comparison
} from '$lib/classroom/compare';
import { settingOptions, SETTINGS } from '$lib/classroom/settings';
import { MCTS_COMPARE, mctsSetting } from '$lib/classroom/mcts-setting';
import { GAME_DEFS } from '$lib/engine/index';
import { gamePosition, iterationPhases, mcts } from '$lib/mcts/index';
import type { TaskProgress } from '$lib/classroom/task';

const progress: TaskProgress<CompareJob>[] = [];
const empty: Comparison = compareSettings(emptyPosition(), (p) => progress.push(p));

describe('the empty board', () => {
	it.each([
		{ name: 'plain minimax, penalty off', setting: 'minimax', depthPenalty: false, nodes: 549_946 },
		{ name: 'plain minimax, penalty on', setting: 'minimax', depthPenalty: true, nodes: 549_946 },
		{ name: 'alpha-beta, penalty off', setting: 'alpha-beta', depthPenalty: false, nodes: 18_297 },
		{
			name: 'centre first, penalty off',
			setting: 'center-first',
			depthPenalty: false,
			nodes: 7_275
		},
		{ name: 'alpha-beta, penalty on', setting: 'alpha-beta', depthPenalty: true, nodes: 20_866 },
		{ name: 'centre first, penalty on', setting: 'center-first', depthPenalty: true, nodes: 7_865 }
	] as const)('$name: $nodes nodes, value 0', ({ setting, depthPenalty, nodes }) => {
		const f = figuresOf(empty, setting, depthPenalty);
		expect(f.nodes).toBe(nodes);
		expect(f.value).toBe(0);
		expect(f.options).toEqual(settingOptions(setting, depthPenalty));
		expect(f.fewer).toBeCloseTo(549_946 / nodes, 12);
	});

	it('index order plays cell 1 (index 0), centre first the centre', () => {
		expect(figuresOf(empty, 'alpha-beta', false).bestMove).toBe(0);
		expect(figuresOf(empty, 'center-first', false).bestMove).toBe(4);
	});

	it('describes the position and has the opening tables', () => {
		expect(empty.position).toBe('.../.../...');
		expect(empty.toMove).toBe('X');
		expect(empty.finished).toBeNull();
		expect(empty.byPenalty.map((p) => [p.depthPenalty, p.openings?.length])).toEqual([
			[true, 9],
			[false, 9]
		]);
	});

	it('reported 61 jobs in order: 6 searches of the board, 54 of the openings, then MCTS', () => {
		expect(progress.map((p) => p.done)).toEqual(Array.from({ length: 61 }, (_, k) => k + 1));
		expect(progress.every((p) => p.total === 61)).toBe(true);
		expect(progress.filter((p) => p.job.opening === null)).toHaveLength(7);
		expect(new Set(progress.map((p) => JSON.stringify(p.job))).size).toBe(61);
		expect(progress[60].job).toEqual({ setting: 'mcts', depthPenalty: false, opening: null });
	});
});

describe('other positions', () => {
	it('XOX/.O./X..: each row is the engine search under that setting', () => {
		const position = parsePosition('XOX/.O./X..');
		const c = compareSettings(position);
		for (const depthPenalty of [true, false]) {
			for (const setting of SETTINGS) {
				const r = search(position, settingOptions(setting, depthPenalty));
				expect(figuresOf(c, setting, depthPenalty)).toMatchObject({
					nodes: r.nodes,
					value: r.value,
					bestMove: r.bestMove
				});
			}
		}
		expect(figuresOf(c, 'alpha-beta', true).nodes).toBe(15);
		expect(c.byPenalty.every((p) => p.openings === null)).toBe(true);
	});

	it('the empty board with O to move: the same counts, openings by O', () => {
		const task = compareTask(parsePosition('......... o'));
		let r = task.next();
		let jobs = 0;
		while (!r.done) {
			jobs++;
			r = task.next();
		}
		expect(jobs).toBe(61);
		expect(r.value.toMove).toBe('O');
		expect(figuresOf(r.value, 'alpha-beta', false).nodes).toBe(18_297);
		expect(r.value.byPenalty[1].openings?.[0].position).toBe('O../.../...');
	});

	it('a finished position: one node under every setting', () => {
		const c = compareSettings(parsePosition('XXX/OO./...'));
		expect(c.finished).toBe('X');
		for (const p of c.byPenalty)
			expect(p.settings.map((s) => [s.nodes, s.fewer])).toEqual([
				[1, 1],
				[1, 1],
				[1, 1]
			]);
	});

	it('figuresOf names a missing row', () => {
		expect(() => figuresOf({ ...empty, byPenalty: [] }, 'minimax', true)).toThrow(/no minimax row/);
	});
});

describe('compareSettings beyond 3x3: the game default depth limit, no openings', () => {
	it.each([
		{
			game: 'ttt4',
			notation: '..../.X../..../....',
			// 1 + 15 + 15*14 + 15*14*13 + 15*14*13*12 + 15*14*13*12*11: no line fits in 5 plies.
			nodes: [396076, 17191, 9129],
			value: 1
		},
		{
			game: 'connect4',
			notation: '......./......./......./......./......./...X...',
			nodes: [939078, 48488, 4693],
			value: 7
		}
	] as const)('$game $notation: $nodes', ({ game, notation, nodes, value }) => {
		const comparison = compareSettings(parsePosition(notation, game), undefined, game);
		expect(comparison.game).toBe(game);
		expect(comparison.finished).toBeNull();
		for (const penalty of comparison.byPenalty) {
			expect(penalty.openings).toBeNull();
			expect(penalty.settings.map((s) => s.nodes)).toEqual(nodes);
			expect(penalty.settings.map((s) => s.value)).toEqual([value, value, value]);
			expect(penalty.settings[0].options.depthLimit).toBe(game === 'ttt4' ? 5 : 7);
		}
	});
});

describe('the MCTS row', () => {
	it('the empty board: 1,000 iterations, seed 0, 1,001 tree nodes, its move and win rate', () => {
		const m = empty.mcts;
		expect(m).toMatchObject({ iterations: 1000, seed: 0, exploration: Math.SQRT2 });
		expect(m.treeNodes).toBe(1001);
		const run = mcts(gamePosition(GAME_DEFS.ttt3, emptyPosition()), MCTS_COMPARE);
		expect(m.bestMove).toBe(run.bestMove);
		const best = run.moves.find((x) => x.move === run.bestMove)!;
		expect(m.winRate).toBe(best.wins / best.visits);
		// The playout moves, counted again from each iteration's phases.
		let moves = 0;
		for (let i = 0; i < 1000; i++) moves += iterationPhases(run.record, i).playout.length;
		expect(m.playoutMoves).toBe(moves);
		expect(m.ms).toBeGreaterThanOrEqual(0);
	});

	it('XOX/.O./X.. (O to move): MCTS plays the immediate win, cell 8, like minimax', () => {
		const c = compareSettings(parsePosition('XOX/.O./X..'));
		expect(c.mcts.bestMove).toBe(7);
		expect(figuresOf(c, 'minimax', true).bestMove).toBe(7);
		// The tree stops growing once every line of the 4-cell position is in it.
		expect(c.mcts.treeNodes).toBeLessThanOrEqual(1001);
		expect(c.mcts.treeNodes).toBeGreaterThan(4);
	});

	it('a finished position: the root alone, no playout, no move', () => {
		expect(mctsSetting(parsePosition('XXX/OO./...'))).toMatchObject({
			treeNodes: 1,
			playoutMoves: 0,
			bestMove: null,
			winRate: null
		});
	});

	it('Connect Four: the same run on its board', () => {
		const m = mctsSetting(
			parsePosition('......./......./......./......./......./.......', 'connect4'),
			'connect4'
		);
		expect(m.treeNodes).toBe(1001);
		expect(m.bestMove).toBe(
			mcts(
				gamePosition(
					GAME_DEFS.connect4,
					parsePosition('......./......./......./......./......./.......', 'connect4')
				),
				MCTS_COMPARE
			).bestMove
		);
		expect(m.playoutMoves).toBeGreaterThan(1000);
	});
});
