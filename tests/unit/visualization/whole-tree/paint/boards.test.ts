/** Mini-boards on the whole-tree canvas (paint/boards.ts), through a whole frame. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PALETTE } from '$lib/visualization/whole-tree/palette';
import { fitTransform, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../../fixtures';

const H = 640;

/** Draws `record` fitted to a canvas `width` px wide, with the move labels beside the boards. */
function draw(record: ReturnType<typeof recordOf>, width: number) {
	const layout = layoutTree(record);
	const ctx = fakeContext();
	drawTree(ctx, {
		record,
		layout,
		transform: fitTransform(layout, width),
		geometry: rowGeometry(H, layout.maxDepth),
		width,
		height: H,
		pixelRatio: 1,
		moveLabel: (cell) => `m${(cell % 7) + 1}`
	});
	return ctx.calls;
}

describe('mini-boards', () => {
	it('fault: Connect Four was drawn as a grid of X and O; it is discs in a framed grid', () => {
		const empty = '......./......./......./......./......./.......';
		const { record } = search(parsePosition(empty, 'connect4'), {
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			game: 'connect4',
			depthLimit: 1
		});
		expect(record.count).toBe(8); // the root and its 7 columns
		const calls = draw(record, 4000);
		// One blue frame per board, the holes, one fill of discs per side, one ring for the moves.
		const frames = calls.filter(
			(c) => c.name === 'fillRect' && c.state.fillStyle === PALETTE.C4_FRAME
		);
		expect(frames.length).toBe(8);
		const fills = calls.filter((c) => c.name === 'fill').map((c) => c.state.fillStyle);
		expect(fills).toContain(PALETTE.C4_HOLE);
		expect(fills).toContain(PALETTE.X_COLOUR);
		// Every cell is a hole or a disc (an arc each), plus a ring around each child's last disc.
		const arcs = calls.filter((c) => c.name === 'arc');
		expect(arcs.length).toBe(8 * 42 + 7);
		expect(
			calls.some((c) => c.name === 'stroke' && c.state.strokeStyle === PALETTE.LAST_DISC_RING)
		).toBe(true);
		// The move beside each child names its column.
		const labels = calls.filter((c) => c.name === 'fillText').map((c) => c.state.text);
		expect(labels).toEqual(expect.arrayContaining(['m1', 'm4', 'm7']));
	});

	it('3x3 boards keep their crosses and rings', () => {
		const calls = draw(recordOf('XOX/.O./X..'), 4000);
		expect(calls.some((c) => c.name === 'stroke' && c.state.strokeStyle === PALETTE.X_COLOUR)).toBe(
			true
		);
		expect(calls.some((c) => c.name === 'fillRect' && c.state.fillStyle === PALETTE.C4_FRAME)).toBe(
			false
		);
	});
});
