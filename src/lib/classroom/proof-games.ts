/**
 * The proof of unbeatability, extended for the classroom (issue 9, "The proof"): the same games as
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
 * 36 jobs in all; the AI's searches are cached per position within a depth penalty.
 */
import {
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	cellsOfMasks,
	outcomeOfMasks,
	search,
	type Mark,
	type ProofTally,
	type SearchOptions
} from '../engine/index';
import { DEPTH_PENALTIES } from './settings';
import { runJobs, runTask, type Job, type Task, type TaskProgress } from './task';
import { gameListOf, type GameList } from './game-list';

/** Who makes the first move of the game: the human (X) or the AI (O). */
export type Starter = 'human' | 'ai';

/** The human's mark and the AI's in the proof. */
export const HUMAN: Mark = 'X';
export const AI: Mark = 'O';

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

function emptyTally(): ProofTally {
	return {
		games: 0,
		humanWins: 0,
		aiWins: 0,
		draws: 0,
		aiWinsByPly: {},
		humanWinsByPly: {},
		drawsByPly: {}
	};
}

/** Collects one half's games while its jobs run. */
class HalfBuilder {
	readonly tally = emptyTally();
	readonly moves: number[] = [];
	readonly start: number[] = [0];
	readonly outcome: number[] = [];

	add(line: readonly number[], ply: number, end: 'X' | 'O' | 'draw'): void {
		const t = this.tally;
		const key = String(ply);
		t.games++;
		if (end === 'draw') {
			t.draws++;
			t.drawsByPly[key] = (t.drawsByPly[key] ?? 0) + 1;
		} else if (end === HUMAN) {
			t.humanWins++;
			t.humanWinsByPly[key] = (t.humanWinsByPly[key] ?? 0) + 1;
		} else {
			t.aiWins++;
			t.aiWinsByPly[key] = (t.aiWinsByPly[key] ?? 0) + 1;
		}
		for (let k = 0; k < ply; k++) this.moves.push(line[k]);
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

/** The AI's moves under one set of options, cached by position (O to move: masks identify it). */
function aiPlayer(options: SearchOptions): (x: number, o: number) => number {
	const cache = new Int8Array(1 << 18).fill(-1);
	return (x, o) => {
		const key = x | (o << 9);
		if (cache[key] < 0) {
			const move = search({ cells: cellsOfMasks(x, o), toMove: AI }, options).bestMove;
			if (move === null) throw new Error('The AI was asked to move in a finished game.');
			cache[key] = move;
		}
		return cache[key];
	};
}

/** Plays every game from masks (x, o) with `toMove` to move, `line` holding the moves so far. */
function explore(
	x: number,
	o: number,
	toMove: Mark,
	line: number[],
	aiMove: (x: number, o: number) => number,
	out: HalfBuilder
): void {
	const end = outcomeOfMasks(x, o);
	if (end !== null) {
		out.add(line, line.length, end);
		return;
	}
	const taken = x | o;
	const cells = toMove === AI ? [aiMove(x, o)] : [0, 1, 2, 3, 4, 5, 6, 7, 8];
	for (const c of cells) {
		if (taken & (1 << c)) continue;
		line.push(c);
		if (toMove === 'X') explore(x | (1 << c), o, 'O', line, aiMove, out);
		else explore(x, o | (1 << c), 'X', line, aiMove, out);
		line.pop();
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
		const aiMove = aiPlayer(options);
		const human = new HalfBuilder();
		const ai = new HalfBuilder();
		for (let branch = 0; branch < 9; branch++) {
			const bit = 1 << branch;
			jobs.push({
				job: { depthPenalty, starter: 'human', branch },
				run: () => explore(bit, 0, AI, [branch], aiMove, human)
			});
		}
		for (let branch = 0; branch < 9; branch++) {
			const bit = 1 << branch;
			jobs.push({
				job: { depthPenalty, starter: 'ai', branch },
				run: () => {
					const opening = aiMove(0, 0);
					if (opening !== branch) explore(bit, 1 << opening, AI, [opening, branch], aiMove, ai);
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
