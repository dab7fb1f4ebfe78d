/**
 * The exhaustive proof of unbeatability (docs/reference-figures.md, "The proof of unbeatability"): the human (X) tries every
 * legal move at every turn; the AI (O) answers with its one deterministic best move. Run once with
 * the human first and once with the AI first. Every game is counted once, by its final position's ply.
 */
import type { CellContent, Position } from './board';
import { play, winner, legalMoves } from './ttt3';
import { formatPosition } from './notation';
import { RECORD_BYTES_PER_NODE } from './record';
import { MAX_TREE_NODES, search, type SearchOptions } from './search';

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

function bump(map: Record<string, number>, ply: number): void {
	map[ply] = (map[ply] ?? 0) + 1;
}

function plyOf(position: Position): number {
	return position.cells.filter((c: CellContent) => c !== null).length;
}

/**
 * Plays out every game in which X (the human) tries every legal move and O (the AI) answers with its
 * search's best move under `options`.
 * @returns per starting side, the number of games and how they ended (expected with the default
 *   options: 569 games human first, 73 AI first, no human win).
 */
export function proveUnbeatable(options: Partial<SearchOptions> = {}): ProofResult {
	const aiMoves = new Map<string, number>();
	// One record buffer for every search (the records are not kept), sized for the largest tree.
	const buffer = new ArrayBuffer(MAX_TREE_NODES[9] * RECORD_BYTES_PER_NODE);
	function aiMove(p: Position): number {
		const key = formatPosition(p);
		let move = aiMoves.get(key);
		if (move === undefined) {
			move = search(p, options, buffer).bestMove as number;
			aiMoves.set(key, move);
		}
		return move;
	}

	function explore(p: Position, tally: ProofTally): void {
		const end = winner(p);
		if (end !== null) {
			const ply = plyOf(p);
			tally.games++;
			if (end === 'draw') {
				tally.draws++;
				bump(tally.drawsByPly, ply);
			} else if (end === 'X') {
				tally.humanWins++;
				bump(tally.humanWinsByPly, ply);
			} else {
				tally.aiWins++;
				bump(tally.aiWinsByPly, ply);
			}
			return;
		}
		if (p.toMove === 'O') explore(play(p, aiMove(p)), tally);
		else for (const cell of legalMoves(p)) explore(play(p, cell), tally);
	}

	const empty: CellContent[] = Array(9).fill(null);
	const humanFirst = emptyTally();
	const aiFirst = emptyTally();
	explore({ cells: empty, toMove: 'X' }, humanFirst);
	explore({ cells: empty, toMove: 'O' }, aiFirst);
	return { humanFirst, aiFirst };
}
