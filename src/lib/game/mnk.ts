/**
 * Rules of the m,n,k family: a board of `width` x `height` cells where k marks in a row, column or
 * diagonal win, optionally with gravity. Tic-tac-toe is 3,3,3; 4x4 tic-tac-toe is 4,4,4; Connect Four
 * is 7,6,4 with gravity (issue 11); catalog.ts offers the three.
 */
import type { CellContent, Mark } from '$lib/engine';
import type { BoardOutcome, GameRules, Line } from './rules';

/** The shape of an m,n,k game. */
export interface MnkSpec {
	readonly id: string;
	readonly width: number;
	readonly height: number;
	/** Marks in a row needed to win. */
	readonly k: number;
	readonly gravity: boolean;
}

/**
 * Every line of k cells: rows, then columns, then diagonals going down-right, then diagonals going
 * down-left, each in index order of its first cell. For 3x3 this is the engine's LINES, in its order.
 */
export function mnkLines(width: number, height: number, k: number): Line[] {
	const lines: Line[] = [];
	const directions: readonly [number, number][] = [
		[0, 1],
		[1, 0],
		[1, 1],
		[1, -1]
	];
	for (const [dr, dc] of directions) {
		for (let r = 0; r < height; r++) {
			for (let c = 0; c < width; c++) {
				const endR = r + dr * (k - 1);
				const endC = c + dc * (k - 1);
				if (endR >= height || endC < 0 || endC >= width) continue;
				const line: number[] = [];
				for (let i = 0; i < k; i++) line.push((r + dr * i) * width + (c + dc * i));
				lines.push(line);
			}
		}
	}
	return lines;
}

/**
 * The rules of an m,n,k game (see MnkSpec). The returned object is frozen.
 * @throws RangeError when the shape is impossible (k larger than both sides, or a side below 1).
 */
export function mnkRules(spec: MnkSpec): GameRules {
	const { width, height, k, gravity } = spec;
	if (!(width >= 1 && height >= 1 && k >= 1 && k <= Math.max(width, height))) {
		throw new RangeError(`No ${k}-in-a-row game fits on a ${width}x${height} board.`);
	}
	const cellCount = width * height;
	const lines = mnkLines(width, height, k).map((line) => Object.freeze(line));

	function outcome(cells: readonly CellContent[]): BoardOutcome | null {
		let winner: Mark | null = null;
		const won: Line[] = [];
		for (const line of lines) {
			const first = cells[line[0]];
			if (first === null || (winner !== null && first !== winner)) continue;
			if (line.every((c) => cells[c] === first)) {
				winner = first;
				won.push(line);
			}
		}
		if (winner !== null) return { kind: 'line', winner, lines: won };
		return cells.every((c) => c !== null) ? { kind: 'full-board' } : null;
	}

	function legalMoves(cells: readonly CellContent[]): number[] {
		if (outcome(cells) !== null) return [];
		const moves: number[] = [];
		for (let i = 0; i < cellCount; i++) {
			if (cells[i] !== null) continue;
			// With gravity only the lowest empty cell of a column is playable.
			if (gravity && i + width < cellCount && cells[i + width] === null) continue;
			moves.push(i);
		}
		return moves;
	}

	return Object.freeze({
		id: spec.id,
		width,
		height,
		cellCount,
		lines: Object.freeze(lines),
		gravity,
		firstMark: 'X' as Mark,
		legalMoves,
		outcome
	});
}
