/**
 * The extended proof: docs/reference-figures.md for both starters with and without the depth
 * penalty, agreement with the engine's proveUnbeatable, the game list, and the task's jobs.
 */
import { describe, expect, it } from 'vitest';
import { proveUnbeatable, search, parsePosition } from '$lib/engine/index';
import {
	proofTask,
	proveAll,
	runOf,
	type FullProof,
	type ProofJob
} from '$lib/classroom/proof-games';
import { gameAt, replayGame } from '$lib/classroom/game-list';
import type { TaskProgress } from '$lib/classroom/task';

const progress: TaskProgress<ProofJob>[] = [];
const proof: FullProof = proveAll({}, (p) => progress.push(p));

describe('docs/reference-figures.md figures', () => {
	it.each([
		{
			name: 'penalty on, human first',
			depthPenalty: true,
			side: 'humanFirst' as const,
			games: 569,
			aiWinsByPly: { 6: 188, 8: 198 },
			draws: 183
		},
		{
			name: 'penalty on, AI first',
			depthPenalty: true,
			side: 'aiFirst' as const,
			games: 73,
			aiWinsByPly: { 5: 40, 7: 31 },
			draws: 2
		},
		{
			name: 'penalty off, human first',
			depthPenalty: false,
			side: 'humanFirst' as const,
			games: 681,
			aiWinsByPly: { 6: 132, 8: 366 },
			draws: 183
		},
		{
			name: 'penalty off, AI first',
			depthPenalty: false,
			side: 'aiFirst' as const,
			games: 101,
			aiWinsByPly: { 5: 33, 7: 52, 9: 14 },
			draws: 2
		}
	])(
		'$name: $games games, the human wins none',
		({ depthPenalty, side, games, aiWinsByPly, draws }) => {
			const half = runOf(proof, depthPenalty)[side];
			expect(half.tally.games).toBe(games);
			expect(half.tally.aiWinsByPly).toEqual(aiWinsByPly);
			expect(half.tally.draws).toBe(draws);
			expect(half.tally.humanWins).toBe(0);
			expect(half.games.count).toBe(games);
		}
	);

	it('the human never wins: 1,424 games in all', () => {
		expect(proof.humanEverWins).toBe(false);
		expect(proof.runs.map((r) => r.humanEverWins)).toEqual([false, false]);
		expect(proof.games).toBe(569 + 73 + 681 + 101);
	});

	it.each([true, false])(
		'agrees with the engine proveUnbeatable (depth penalty %s)',
		(depthPenalty) => {
			const engine = proveUnbeatable({ depthPenalty });
			const run = runOf(proof, depthPenalty);
			expect(run.humanFirst.tally).toEqual(engine.humanFirst);
			expect(run.aiFirst.tally).toEqual(engine.aiFirst);
		}
	);
});

describe('the game list', () => {
	it('every game replays legally to its recorded outcome and ply', () => {
		for (const run of proof.runs) {
			for (const half of [run.humanFirst, run.aiFirst]) {
				const first = half.starter === 'human' ? 'X' : 'O';
				const byPly: Record<string, number> = {};
				for (let g = 0; g < half.games.count; g++) {
					const game = gameAt(half.games, g);
					const steps = replayGame(first, game.moves);
					const end = parsePosition(steps[steps.length - 1].position);
					expect(search(end).result).toBe(game.outcome);
					if (game.outcome === 'O') byPly[game.ply] = (byPly[game.ply] ?? 0) + 1;
				}
				expect(byPly).toEqual(half.tally.aiWinsByPly);
			}
		}
	});

	it('the AI plays its search move at every one of its turns', () => {
		const run = runOf(proof, true);
		const games = run.aiFirst.games;
		for (let g = 0; g < games.count; g += 7) {
			for (const step of replayGame('O', gameAt(games, g).moves)) {
				if (step.toMove !== 'O' || step.move === null) continue;
				expect(step.move).toBe(search(parsePosition(step.position), run.options).bestMove);
			}
		}
	});

	it('games are distinct and stored in at most 9 bytes each', () => {
		for (const run of proof.runs) {
			const list = run.humanFirst.games;
			const seen = new Set<string>();
			for (let g = 0; g < list.count; g++) seen.add(gameAt(list, g).moves.join(''));
			expect(seen.size).toBe(list.count);
			expect(list.moves.byteLength).toBeLessThanOrEqual(9 * list.count);
		}
	});

	it('human-first games start with the human moves in order 0..8', () => {
		const list = runOf(proof, true).humanFirst.games;
		const firsts = Array.from({ length: list.count }, (_, g) => list.moves[list.start[g]]);
		expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
		expect(new Set(firsts).size).toBe(9);
	});
});

describe('the task', () => {
	it('36 jobs: per depth penalty and starter, one per human first move', () => {
		expect(progress).toHaveLength(36);
		expect(progress.at(-1)).toMatchObject({ done: 36, total: 36 });
		expect(progress.slice(0, 9).map((p) => p.job)).toEqual(
			Array.from({ length: 9 }, (_, branch) => ({ depthPenalty: true, starter: 'human', branch }))
		);
	});

	it('alpha-beta for the AI gives the same tallies (its moves are the same)', () => {
		const task = proofTask({ alphaBeta: true });
		let r = task.next();
		while (!r.done) r = task.next();
		expect(r.value.runs.map((x) => x.humanFirst.tally)).toEqual(
			proof.runs.map((x) => x.humanFirst.tally)
		);
		expect(r.value.runs[0].options).toEqual({
			alphaBeta: true,
			depthPenalty: true,
			order: 'index'
		});
	});

	it('runOf names a missing run', () => {
		expect(() => runOf({ ...proof, runs: [] }, true)).toThrow(/no run/);
	});
});
