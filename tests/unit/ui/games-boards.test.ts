/**
 * The three games' boards in the tree views: MiniBoard (the open-nodes tree and the call
 * stack) drawn on the server for 3x3, 4x4 and Connect Four, the whole-tree canvas boards, the
 * open-nodes tree's names and the stepper over a Connect Four and a 4x4 search.
 */
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import { nodeCells, parsePosition, search, type GameId } from '$lib/engine';
import { en } from '$lib/i18n';
import { buildStepIndex, stateAt } from '$lib/stepper';
import MiniBoard from '$lib/ui/MiniBoard.svelte';
import { OpenTreeState } from '$lib/ui/tree/open-tree-state.svelte';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PALETTE } from '$lib/visualization/whole-tree/palette';
import { rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext } from '../visualization/fixtures';

const C4 = '......./......./......./......./......./...X...';
const T4 = '..../.X../..../....';

/**
 * The X crosses and O rings a MiniBoard draws (the move played included), its grid lines and its
 * moved marks, read from its paths: a cross is two `L` strokes, a ring two `a` arcs, a grid line
 * one `V` or `H`.
 */
function miniBoard(props: Record<string, unknown>) {
	const { body } = render(MiniBoard, { props: props as never });
	const paths = [...body.matchAll(/<path class="([^"]*)" d="([^"]*)"/g)].map(([, cls, d]) => ({
		cls,
		d
	}));
	const count = (cls: RegExp, command: RegExp) =>
		paths.filter((p) => cls.test(p.cls)).reduce((n, p) => n + (p.d.match(command)?.length ?? 0), 0);
	return {
		x: count(/mini-mark.* X/, /L/g) / 2,
		o: count(/mini-mark.* O/, /a/g) / 2,
		grid: count(/mini-grid/, /[VH]/g),
		moved: paths.filter((p) => /moved/.test(p.cls)).length
	};
}

describe('MiniBoard', () => {
	it('3x3 from masks: 2 + 2 grid lines', () => {
		expect(miniBoard({ x: 0b101, o: 0b10000, move: 4 })).toEqual({ x: 2, o: 1, grid: 4, moved: 1 });
	});
	it('4x4 from masks (cells 9 to 15 too): 3 + 3 grid lines', () => {
		const x = (1 << 5) | (1 << 15);
		expect(miniBoard({ x, o: 1 << 12, move: 15, width: 4 })).toEqual({
			x: 2,
			o: 1,
			grid: 6,
			moved: 1
		});
	});
	it("Connect Four from a node's cells: discs in a frame of round holes, no grid", () => {
		const result = search(parsePosition(C4, 'connect4'), { game: 'connect4', depthLimit: 2 });
		const node = result.record.count - 1; // X at 38, O and X on the last column
		const cells = nodeCells(result.record, node);
		expect(cells.filter((c) => c !== null)).toHaveLength(3);
		const { body } = render(MiniBoard, {
			props: { x: 0, o: 0, move: result.record.move[node], width: 7, cells, size: 40 }
		});
		// A circle is two arcs: 39 holes, 2 X discs, 1 O disc, the move played ringed.
		const circles = (cls: string) =>
			(new RegExp(`<path class="${cls}(?: svelte-\\w+)?" d="([^"]*)"`).exec(body)?.[1].match(/a/g)
				?.length ?? 0) / 2;
		expect(circles('mini-hole')).toBe(39);
		expect(circles('mini-disc X')).toBe(2);
		expect(circles('mini-disc O')).toBe(1);
		expect(circles('mini-disc-moved')).toBe(1);
		expect(miniBoard({ x: 0, o: 0, move: result.record.move[node], width: 7, cells }).grid).toBe(0);
		// 40 units wide, 6/7 of that high.
		expect(body).toMatch(
			/<rect class="mini-frame[^"]*" x="-20" y="-17.14\d*" width="40" height="34.28\d*"/
		);
	});
});

describe.each([
	{ game: 'ttt4' as GameId, notation: T4, count: 1 + 15 + 15 * 14, boards: 16 },
	{ game: 'connect4' as GameId, notation: C4, count: 1 + 7 + 49, boards: 8 }
])('$game, a plain search to depth 2', ({ game, notation, count }) => {
	const plain = { alphaBeta: false, order: 'index', transpositionTable: false } as const;
	const result = search(parsePosition(notation, game), { game, ...plain, depthLimit: 2 });
	const { record } = result;

	it('records every node; the stepper steps through it to its last step', () => {
		expect(record.count).toBe(count);
		const index = buildStepIndex(record, result.options);
		const last = stateAt(index, index.total - 1);
		expect(last.step.node).toBe(0);
		expect(index.total).toBeGreaterThan(count);
	});

	it('the open-nodes tree names its nodes with the cells of the game', () => {
		const index = buildStepIndex(record, result.options);
		const state = stateAt(index, index.total - 1);
		const tree = new OpenTreeState(
			record,
			() => ({ index, state, step: state.step, k: index.total - 1, atEnd: true, order: 'index' }),
			() => en
		);
		const child = record.count > 1 ? 1 : 0;
		const cell = record.move[child] + 1;
		expect(tree.labelOf(child)).toContain(`${cell}`);
		expect(tree.labelOf(0)).toMatch(/^Root, depth 0, maximizer, score -?\d+$/);
	});

	it('the whole-tree canvas draws each board of the first two rows with its marks', () => {
		const layout = layoutTree(record);
		const geometry = rowGeometry(4000, layout.maxDepth);
		const ctx = fakeContext();
		// Zoomed in on the root and its children: room for a board each.
		const stats = drawTree(ctx, {
			record,
			layout,
			transform: { k: 400, x: 200, y: 0 },
			geometry,
			width: 1280,
			height: 4000,
			pixelRatio: 1
		});
		expect(stats.boards).toBeGreaterThan(1);
		const strokes = ctx.calls.filter((c) => c.name === 'stroke');
		expect(strokes.some((c) => c.state.strokeStyle === PALETTE.X_COLOUR)).toBe(true);
		expect(strokes.some((c) => c.state.strokeStyle === PALETTE.O_COLOUR)).toBe(true);
	});
});
