/**
 * User-visible strings of the whole-tree view (WholeTree.svelte and its canvas), in English.
 * A French module with the same shape can follow.
 */

import { thousands as number } from './format';

export const wholeTreeEn = {
	heading: 'Whole search tree',
	canvasLabel: (nodes: number) =>
		`Whole search tree, ${number(nodes)} nodes. Arrow keys move between nodes: up to the parent, ` +
		`down to the first child, left and right to the neighbours; Home goes to the root; + and - zoom.`,
	canvasRole: 'search tree',
	layingOut: (nodes: number) => `Laying out ${number(nodes)} nodes…`,
	layoutFailed: (message: string) => `The layout failed: ${message}`,
	fit: 'Fit',
	zoomIn: 'Zoom in',
	zoomOut: 'Zoom out',
	zoomToCurrent: 'Zoom to current node',
	findLabel: 'Find position',
	findPlaceholder: 'XOX/.O./X..',
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
		outcome: 'X' | 'O' | 'draw' | null
	) =>
		`Node ${number(index)}: depth ${depth}, ` +
		(move === null ? 'root' : `move cell ${move + 1}`) +
		`, score ${score}` +
		(outcome === null ? '' : outcome === 'draw' ? ', draw' : `, ${outcome} wins`),
	nothingHovered: 'Point at a node or focus the tree and use the arrow keys.',
	moveLabel: (cell: number) => String(cell + 1),
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

/** The shape a translation must have. */
export type WholeTreeMessages = typeof wholeTreeEn;
