/**
 * mcts-tree.ts, the MCTS tree view's model: edge widths by visits, the cap on drawn nodes (most
 * visited first, always a tree, the current path beyond the cap), the phases along the path at
 * each step, N, W and UCT from the record, and the playout's dotted line.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, parsePosition } from '$lib/engine';
import { gamePosition, iterationPhases, mcts, mctsSteps, treeAfter, uctValue } from '$lib/mcts';
import {
	drawnNodes,
	edgeWidth,
	MCTS_EDGE_MAX,
	MCTS_EDGE_MIN,
	MCTS_NODE_DY,
	mctsNodeCells,
	mctsTreeLayout
} from '$lib/visualization/mcts-tree';

const run = (iterations: number, seed = 1) =>
	mcts(gamePosition(GAME_DEFS.ttt3, parsePosition('.........')), { iterations, seed });

describe('edgeWidth', () => {
	it.each([
		[0, 100, MCTS_EDGE_MIN],
		[100, 100, MCTS_EDGE_MAX],
		[25, 100, MCTS_EDGE_MIN + (MCTS_EDGE_MAX - MCTS_EDGE_MIN) * 0.5],
		[1, 0, MCTS_EDGE_MIN]
	])('case %#: N %d under a root of %d is %d wide', (n, root, width) => {
		expect(edgeWidth(n, root)).toBeCloseTo(width, 12);
	});
});

describe('mctsNodeCells', () => {
	// 0 -> 1 (cell 4) -> 2 (cell 0) -> 3 (cell 8), from the empty board with O to move.
	const record = { parent: Int32Array.from([-1, 0, 1, 2]), move: Int32Array.from([-1, 4, 0, 8]) };
	const root = {
		cells: [null, null, null, null, null, null, null, null, null],
		toMove: 'O' as const
	};
	it("plays the moves from the root in turn, the root's side to move first", () => {
		expect(mctsNodeCells(record, 0, root)).toEqual(root.cells);
		expect(mctsNodeCells(record, 3, root)).toEqual([
			'X',
			null,
			null,
			null,
			'O',
			null,
			null,
			null,
			'O'
		]);
	});
	it("matches the record of a real run: the node's marks are the moves of its path", () => {
		const { record: r } = run(50, 3);
		const node = r.count - 1;
		const cells = mctsNodeCells(r, node, parsePosition('.........'));
		const moves: number[] = [];
		for (let i = node; i > 0; i = r.parent[i]) moves.unshift(r.move[i]);
		expect(cells.filter((c) => c !== null)).toHaveLength(moves.length);
		moves.forEach((m, k) => expect(cells[m]).toBe(k % 2 === 0 ? 'X' : 'O'));
	});
});

describe('drawnNodes', () => {
	// 0 -> 1, 2; 1 -> 3, 4; 2 -> 5
	const record = { parent: Int32Array.from([-1, 0, 0, 1, 1, 2]) };
	const visits = [10, 6, 4, 3, 2, 4];
	it('takes the most visited under a parent already taken, up to the cap', () => {
		expect(drawnNodes(record, 6, visits, 3)).toEqual([0, 1, 2]);
		// Node 5 (4 visits) ties node 2 and comes after it (older first), then node 3.
		expect(drawnNodes(record, 6, visits, 4)).toEqual([0, 1, 2, 5]);
		expect(drawnNodes(record, 6, visits, 10)).toEqual([0, 1, 2, 3, 4, 5]);
	});
	it('adds the forced path beyond the cap', () => {
		expect(drawnNodes(record, 6, visits, 2, [0, 1, 4])).toEqual([0, 1, 4]);
	});
});

describe('mctsTreeLayout', () => {
	it('the final tree of 1,000 iterations: capped at 30 nodes, a tree, N and W from the record', () => {
		const r = run(1000);
		const record = r.record;
		const layout = mctsTreeLayout(record, treeAfter(record, 1000), null);
		expect(layout.total).toBe(r.nodes);
		expect(layout.drawn).toBe(30);
		const ids = new Set(layout.nodes.map((n) => n.node));
		for (const n of layout.nodes) {
			if (n.node !== 0) expect(ids.has(n.parent)).toBe(true);
			expect(n.visits).toBe(record.visits[n.node]);
			expect(n.wins).toBe(record.wins[n.node]);
			expect(n.y).toBe(n.depth * MCTS_NODE_DY);
		}
		expect(layout.edges).toHaveLength(29);
		const root = layout.nodes.find((n) => n.node === 0);
		expect(root).toMatchObject({ visits: 1000, uct: null, phase: null });
		// Every root move of the empty board was expanded and is drawn, widest the most visited.
		const children = layout.edges.filter((e) => e.from === 0);
		expect(children).toHaveLength(9);
		const best = r.moves.reduce((a, b) => (b.visits > a.visits ? b : a));
		const widest = children.reduce((a, b) => (b.width > a.width ? b : a));
		expect(record.move[widest.to]).toBe(best.move);
		expect(widest.width).toBeCloseTo(edgeWidth(best.visits, 1000), 12);
		const child = layout.nodes.find((n) => n.node === widest.to);
		expect(child?.uct).toBeCloseTo(uctValue(best.wins, best.visits, 1000, Math.SQRT2), 12);
	});

	it('one iteration phase by phase: selection, expansion (N 0), playout (dotted), backpropagation', () => {
		const r = run(50);
		const record = r.record;
		const steps = mctsSteps(record, 'phase');
		const i = 30;
		const it0 = iterationPhases(record, i);
		expect(it0.expanded).not.toBeNull();
		const phases = [];
		for (let s = steps.firstStepOf(i); s < steps.total && steps.stepAt(s).iteration === i; s++) {
			const step = steps.stepAt(s);
			phases.push(step.phase);
			const layout = mctsTreeLayout(record, treeAfter(record, step.treeAfter), {
				phase: step.phase,
				iteration: it0
			});
			const byNode = new Map(layout.nodes.map((n) => [n.node, n]));
			const expanded = byNode.get(it0.expanded as number);
			for (const n of it0.selection) {
				expect(byNode.get(n)?.phase).toBe(
					step.phase === 'backpropagation' ? 'backpropagation' : 'selection'
				);
			}
			if (step.phase === 'selection') expect(expanded).toBeUndefined();
			if (step.phase === 'expansion')
				expect(expanded).toMatchObject({ phase: 'expansion', visits: 0 });
			if (step.phase === 'playout') {
				expect(expanded?.phase).toBe('playout');
				expect(layout.playout).toMatchObject({ from: it0.expanded, moves: it0.playout });
			}
			if (step.phase === 'backpropagation') {
				expect(expanded).toMatchObject({ phase: 'backpropagation', visits: 1 });
				expect(byNode.get(0)?.visits).toBe(i + 1);
			}
		}
		expect(phases[0]).toBe('selection');
		expect(phases.at(-1)).toBe('backpropagation');
		expect(phases).toContain('expansion');
	});
});
