/**
 * The naive reference the engine is compared with in the same run: what a textbook implementation
 * looks like (plain minimax over an array of strings, copying the board at each move).
 */
import { LINES } from '../../src/lib/engine/index.ts';

function naiveWinner(board: string[]): string | null {
	for (const [a, b, c] of LINES) {
		if (board[a] !== '' && board[a] === board[b] && board[a] === board[c]) return board[a];
	}
	return null;
}

/** Plain minimax over an array of strings, copying the board at each move; counts nodes. */
export function naiveMinimax(
	board: string[],
	player: string,
	me: string,
	counter: { nodes: number }
): number {
	counter.nodes++;
	const w = naiveWinner(board);
	if (w !== null) return w === me ? 10 : -10;
	if (board.every((cell) => cell !== '')) return 0;
	const scores: number[] = [];
	for (let i = 0; i < 9; i++) {
		if (board[i] !== '') continue;
		const next = board.slice();
		next[i] = player;
		scores.push(naiveMinimax(next, player === 'X' ? 'O' : 'X', me, counter));
	}
	return player === me ? Math.max(...scores) : Math.min(...scores);
}
