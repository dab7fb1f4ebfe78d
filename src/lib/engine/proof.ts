/**
 * The engine's two proofs, each implemented once here; the classroom, the lessons, the CLI, the
 * page's workers and the bench call them.
 *
 * The exhaustive proof of unbeatability (docs/reference-figures.md, "The proof of unbeatability"):
 * the human (X) tries every legal move at every turn; the AI (O) answers with its one deterministic
 * best move. Run once with the human first and once with the AI first. Every game is counted once,
 * by its final position's ply. `exploreProofGames` plays the games (the classroom keeps their moves,
 * classroom/proof-games.ts); `proveUnbeatable` counts them.
 *
 * The 4x4 draw proof (docs/reference-figures.md, "Transposition table"): alpha-beta from the empty
 * 4x4 board, centre first, no depth penalty, no depth limit: value 0, 725,254 nodes and 241,788
 * table entries with the transposition table, 381,549,746 nodes without (`proveDraw4x4`).
 */
import type { Mark } from './board';
import { cellsOfMasks, outcomeOfMasks } from './ttt3';
import { emptyGamePosition } from './game-board';
import { GAME_DEFS } from './games';
import { RECORD_BYTES_PER_NODE } from './record';
import { search } from './search';
import { MAX_TREE_NODES, type SearchOptions, type SearchResult } from './search-types';
import type { SearchControl } from './search-control';

/** Tally of every game for one starting side. `*ByPly` maps the ply of the final move to a count. */
export interface ProofTally {
	games: number;
	humanWins: number;
	aiWins: number;
	draws: number;
	aiWinsByPly: Record<string, number>;
	humanWinsByPly: Record<string, number>;
	drawsByPly: Record<string, number>;
}

/** Both halves of the proof. */
export interface ProofResult {
	humanFirst: ProofTally;
	aiFirst: ProofTally;
}

/** The human's mark and the AI's in the proof. */
export const PROOF_HUMAN: Mark = 'X';
export const PROOF_AI: Mark = 'O';

/** A tally with no game. */
export function emptyTally(): ProofTally {
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

/** Counts one game that ended on `ply` with `end` (the winner's mark, or 'draw') into `tally`. */
export function tallyGame(tally: ProofTally, ply: number, end: Mark | 'draw'): void {
	const key = String(ply);
	tally.games++;
	if (end === 'draw') {
		tally.draws++;
		tally.drawsByPly[key] = (tally.drawsByPly[key] ?? 0) + 1;
	} else if (end === PROOF_HUMAN) {
		tally.humanWins++;
		tally.humanWinsByPly[key] = (tally.humanWinsByPly[key] ?? 0) + 1;
	} else {
		tally.aiWins++;
		tally.aiWinsByPly[key] = (tally.aiWinsByPly[key] ?? 0) + 1;
	}
}

/**
 * The AI's move (a cell 0-8) in the 3x3 position with masks (x, o), O to move, under `options`:
 * its search's best move, cached by position. Every search records into one buffer, sized for
 * the largest tree (the records are not kept).
 * @throws Error when asked to move in a finished position.
 */
export function proofAiPlayer(options: Partial<SearchOptions>): (x: number, o: number) => number {
	const cache = new Int8Array(1 << 18).fill(-1);
	const buffer = new ArrayBuffer(MAX_TREE_NODES[9] * RECORD_BYTES_PER_NODE);
	return (x, o) => {
		const key = x | (o << 9);
		if (cache[key] < 0) {
			const position = { cells: cellsOfMasks(x, o), toMove: PROOF_AI };
			const move = search(position, options, buffer).bestMove;
			if (move === null) throw new Error('The AI was asked to move in a finished game.');
			cache[key] = move;
		}
		return cache[key];
	};
}

/**
 * Plays every game from the 3x3 position with masks (x, o) and `toMove` to move: the human (X)
 * tries every empty cell in ascending order, the AI (O) plays `aiMove`. `line` holds the moves
 * played so far (changed during the call, restored at its end); `onGame` gets each finished game's
 * moves (the same array: copy what you keep) and its end, in the order the human's moves were
 * tried (depth first).
 */
export function exploreProofGames(
	x: number,
	o: number,
	toMove: Mark,
	line: number[],
	aiMove: (x: number, o: number) => number,
	onGame: (line: readonly number[], end: Mark | 'draw') => void
): void {
	const end = outcomeOfMasks(x, o);
	if (end !== null) {
		onGame(line, end);
		return;
	}
	const taken = x | o;
	if (toMove === PROOF_AI) {
		const c = aiMove(x, o);
		line.push(c);
		exploreProofGames(x, o | (1 << c), PROOF_HUMAN, line, aiMove, onGame);
		line.pop();
		return;
	}
	for (let c = 0; c < 9; c++) {
		if (taken & (1 << c)) continue;
		line.push(c);
		exploreProofGames(x | (1 << c), o, PROOF_AI, line, aiMove, onGame);
		line.pop();
	}
}

/**
 * Plays out every game in which X (the human) tries every legal move and O (the AI) answers with its
 * search's best move under `options`.
 * @returns per starting side, the number of games and how they ended (expected with the default
 *   options: 569 games human first, 73 AI first, no human win).
 */
export function proveUnbeatable(options: Partial<SearchOptions> = {}): ProofResult {
	const aiMove = proofAiPlayer(options);
	const humanFirst = emptyTally();
	const aiFirst = emptyTally();
	exploreProofGames(0, 0, PROOF_HUMAN, [], aiMove, (line, end) =>
		tallyGame(humanFirst, line.length, end)
	);
	exploreProofGames(0, 0, PROOF_AI, [], aiMove, (line, end) =>
		tallyGame(aiFirst, line.length, end)
	);
	return { humanFirst, aiFirst };
}

/**
 * The search of the 4x4 draw proof: alpha-beta, no depth penalty, centre first, no depth limit, on
 * the 4x4 board; the transposition table is the caller's choice.
 */
export const PROOF4_OPTIONS: Readonly<SearchOptions> = {
	game: 'ttt4',
	alphaBeta: true,
	depthPenalty: false,
	order: 'center-first',
	depthLimit: null
};

/** The nodes the 4x4 draw proof examines with and without the table (docs/reference-figures.md). */
export const PROOF4_EXPECTED_NODES = { table: 725_254, plain: 381_549_746 } as const;

/** The positions the 4x4 draw proof stores in the transposition table (docs/reference-figures.md). */
export const PROOF4_EXPECTED_ENTRIES = 241_788;

/**
 * Proves 4x4 tic-tac-toe a draw: the search of PROOF4_OPTIONS from the empty 4x4 board.
 * @param table whether to use the transposition table (725,254 nodes with it, 381,549,746 without:
 *   minutes).
 * @param control node budget (the page's worker keeps only the root: 1), abort callback.
 * @returns the search's result: value 0 (a draw) and the node and table counts.
 * @throws SearchAbortedError when control.shouldAbort says so.
 */
export function proveDraw4x4(table: boolean, control: SearchControl = {}): SearchResult {
	const empty = emptyGamePosition(GAME_DEFS.ttt4);
	// The reference figures size the record and the table at once (only the speed depends on it).
	const expected = table
		? { nodes: PROOF4_EXPECTED_NODES.table, tableEntries: PROOF4_EXPECTED_ENTRIES }
		: { nodes: 0, tableEntries: 0 };
	return search(empty, { ...PROOF4_OPTIONS, transpositionTable: table }, undefined, {
		expected,
		...control
	});
}
