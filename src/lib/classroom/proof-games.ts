/**
 * The proof of unbeatability, extended for the classroom: the same games as
 * the engine's `proveUnbeatable` (docs/reference-figures.md: the human, X, tries every legal
 * move at every turn; the AI, O, answers with its one deterministic best move), run for both
 * starters and with the depth penalty on and off, keeping every game's moves so that the page can
 * replay any of them.
 *
 * Expected (docs/reference-figures.md): with the depth penalty 569 games human first (AI wins 188 on ply 6 and 198
 * on ply 8, 183 draws) and 73 AI first (40 on ply 5, 31 on ply 7, 2 draws); without it 681 (132 on
 * ply 6, 366 on ply 8, 183 draws) and 101 (33 on ply 5, 52 on ply 7, 14 on ply 9, 2 draws); the
 * human wins none.
 *
 * Chunkable (task.ts): per depth penalty and starter, one job per first move of the human (nine),
 * 36 jobs in all; the AI's searches are cached per position within a depth penalty. The games are
 * played and counted by the engine's proof (engine/proof.ts: proofAiPlayer, exploreProofGames,
 * tallyGame); this module keeps their moves and splits them into jobs.
 */
import {
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	PROOF_AI,
	emptyTally,
	exploreProofGames,
	proofAiPlayer,
	tallyGame,
	type Mark,
	type ProofTally,
	type SearchOptions
} from '../engine/index';
import { DEPTH_PENALTIES } from './settings';
import { runJobs, runTask, type Job, type Task, type TaskProgress } from './task';
import { gameListOf, type GameList } from './game-list';

/** Who makes the first move of the game: the human (X) or the AI (O). */
export type Starter = 'human' | 'ai';

/** The AI's mark in the proof (the human plays the other). */
export const AI: Mark = PROOF_AI;

/** The games of one starter under one depth penalty. */
export interface ProofHalf {
	readonly starter: Starter;
	/** Counts by result and ply, the engine's ProofTally shape (ply keys as strings). */
	readonly tally: ProofTally;
	/** Every game, in the order the human's moves were tried (cells ascending, depth first). */
	readonly games: GameList;
}

/** Both starters under one set of options. */
export interface ProofRun {
	readonly options: SearchOptions;
	readonly humanFirst: ProofHalf;
	readonly aiFirst: ProofHalf;
	/** True when the human wins at least one game of this run. */
	readonly humanEverWins: boolean;
}

/** The whole proof: one run per depth penalty, on then off. */
export interface FullProof {
	readonly runs: readonly ProofRun[];
	/** True when the human wins at least one game in any run (false: the AI is unbeatable). */
	readonly humanEverWins: boolean;
	/** Games in all runs (569 + 73 + 681 + 101 = 1,424 with the default options). */
	readonly games: number;
}

/** One job: the games that start with the human's first move `branch` (a cell 0-8). */
export interface ProofJob {
	readonly depthPenalty: boolean;
	readonly starter: Starter;
	/** The human's first move (0-8); a job whose cell is the AI's opening plays no game. */
	readonly branch: number;
}

const OUTCOME_CODE = { X: OUTCOME_X, O: OUTCOME_O, draw: OUTCOME_DRAW } as const;

/** Collects one half's games while its jobs run. */
class HalfBuilder {
	readonly tally = emptyTally();
	readonly moves: number[] = [];
	readonly start: number[] = [0];
	readonly outcome: number[] = [];

	add(line: readonly number[], end: Mark | 'draw'): void {
		tallyGame(this.tally, line.length, end);
		for (const move of line) this.moves.push(move);
		this.start.push(this.moves.length);
		this.outcome.push(OUTCOME_CODE[end]);
	}

	build(starter: Starter): ProofHalf {
		return {
			starter,
			tally: this.tally,
			games: gameListOf(this.moves, this.start, this.outcome)
		};
	}
}

/**
 * The proof as a chunkable task (36 jobs).
 * @param base alpha-beta and move order of the AI's searches (default: plain minimax, index
 *   order, as docs/reference-figures.md: figures); the depth penalty is run both on and off.
 */
export function proofTask(
	base: Partial<Pick<SearchOptions, 'alphaBeta' | 'order'>> = {}
): Task<ProofJob, FullProof> {
	const jobs: Job<ProofJob>[] = [];
	const runs: (() => ProofRun)[] = [];
	for (const depthPenalty of DEPTH_PENALTIES) {
		const options: SearchOptions = {
			alphaBeta: base.alphaBeta ?? false,
			depthPenalty,
			order: base.order ?? 'index'
		};
		const aiMove = proofAiPlayer(options);
		const human = new HalfBuilder();
		const ai = new HalfBuilder();
		for (let branch = 0; branch < 9; branch++) {
			const bit = 1 << branch;
			jobs.push({
				job: { depthPenalty, starter: 'human', branch },
				run: () => exploreProofGames(bit, 0, AI, [branch], aiMove, (l, end) => human.add(l, end))
			});
		}
		for (let branch = 0; branch < 9; branch++) {
			const bit = 1 << branch;
			jobs.push({
				job: { depthPenalty, starter: 'ai', branch },
				run: () => {
					const opening = aiMove(0, 0);
					if (opening === branch) return;
					const line = [opening, branch];
					exploreProofGames(bit, 1 << opening, AI, line, aiMove, (l, end) => ai.add(l, end));
				}
			});
		}
		runs.push(() => {
			const humanFirst = human.build('human');
			const aiFirst = ai.build('ai');
			return {
				options,
				humanFirst,
				aiFirst,
				humanEverWins: humanFirst.tally.humanWins + aiFirst.tally.humanWins > 0
			};
		});
	}
	return runJobs(jobs, () => {
		const built = runs.map((r) => r());
		return {
			runs: built,
			humanEverWins: built.some((r) => r.humanEverWins),
			games: built.reduce((n, r) => n + r.humanFirst.tally.games + r.aiFirst.tally.games, 0)
		};
	});
}

/** Runs the whole proof at once (Node, tests). See proofTask. */
export function proveAll(
	base: Partial<Pick<SearchOptions, 'alphaBeta' | 'order'>> = {},
	onProgress?: (p: TaskProgress<ProofJob>) => void
): FullProof {
	return runTask(proofTask(base), onProgress);
}

/**
 * The run of a proof with the given depth penalty.
 * @throws Error when the proof has no such run.
 */
export function runOf(proof: FullProof, depthPenalty: boolean): ProofRun {
	const run = proof.runs.find((r) => r.options.depthPenalty === depthPenalty);
	if (!run)
		throw new Error(`The proof has no run with the depth penalty ${depthPenalty ? 'on' : 'off'}.`);
	return run;
}
