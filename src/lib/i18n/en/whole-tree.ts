/** English strings of the whole-tree view (`wholeTree` of the catalogue). */
import type { Outcome } from '$lib/engine';
import { gameDef } from '$lib/engine/games';
import { numbersEn } from './numbers';
import type { CellWriter, MoveWriter } from '../messages';

const number = numbersEn.integer;

/**
 * The English whole-tree strings, cells written with `cell`; with `columns` (Connect Four's width),
 * the move beside each mini-board is its column's number.
 */
export function makeWholeTreeEn(
	cell: CellWriter,
	moveName: MoveWriter = (c) => `cell ${cell(c)}`,
	columns: number | null = null
) {
	return {
		heading: 'Whole search tree',
		canvasLabel: (nodes: number) =>
			`Whole search tree, ${number(nodes)} nodes. Arrow keys move between nodes: up to the parent, ` +
			`down to the first child, left and right to the neighbours; Home goes to the root; + and - zoom.`,
		canvasRole: 'search tree',
		layingOut: (nodes: number) => `Laying out ${number(nodes)} nodes…`,
		layoutFailed: (message: string) => `The layout failed: ${message}`,
		zoomToCurrent: 'Zoom to current node',
		findLabel: 'Find position',
		/** Find position's placeholder: an example position in the notation of `game`. */
		findPlaceholder: (game: string) => gameDef(game).example,
		find: 'Find',
		found: (count: number) =>
			count === 0
				? 'No node has this position.'
				: count === 1
					? '1 node has this position (no transposition).'
					: `${number(count)} nodes have this position (transpositions).`,
		minimapLabel: 'Minimap: click or drag to move the view',
		/** "Node 1,234: depth 3, move cell 5, score >= 0" (+ the result of a finished game). */
		describeNode: (
			index: number,
			depth: number,
			move: number | null,
			score: string,
			outcome: Outcome | null
		) =>
			`Node ${number(index)}: depth ${depth}, ` +
			(move === null ? 'root' : `move ${moveName(move)}`) +
			`, score ${score}` +
			(outcome === null ? '' : outcome === 'draw' ? ', draw' : `, ${outcome} wins`),
		nothingHovered: 'Point at a node or focus the tree and use the arrow keys.',
		moveLabel: (move: number) => (columns === null ? cell(move) : String((move % columns) + 1)),
		legend: {
			xWins: 'X wins',
			oWins: 'O wins',
			draw: 'draw',
			pv: 'principal variation',
			pruned: 'pruned (cut)',
			bound: 'hollow or dashed: a bound (<= or >=)',
			max: '▲ maximizer to move',
			min: '▼ minimizer to move',
			found: 'found position',
			current: 'current step'
		}
	};
}
