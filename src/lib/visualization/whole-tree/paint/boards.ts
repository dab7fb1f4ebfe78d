/**
 * Painting mini-boards: the nodes with room for one (board detail) show their position, the cell
 * just played, a frame coloured by value (dashed for a bound, thick accent on the principal
 * variation) and, with details, the move and the side to move on their left. Connect Four's
 * boards are drawn as the game (as MiniBoard.svelte does in the open tree): a blue frame with round
 * holes, discs in the X and O colours, a ring around the disc just played. Ultimate tic-tac-toe's
 * boards are a compact 9x9 (as MiniBoard.svelte): thick lines between the small boards and no cell
 * grid, each won small board tinted with its winner's big mark, a drawn one grey, the marks of the
 * open ones small, the cell just played filled and its small board outlined; its move label is
 * the short "5.3" (board 5, cell 3), language-free, since the long name does not fit beside a board.
 */
import {
	boardOfCell,
	cellInBoard,
	cellOfBoard,
	isBound,
	isFinished,
	isMaximizer,
	nodeCells,
	recordGame,
	smallBoardStates,
	type GameDef,
	type SearchRecord
} from '$lib/engine';
import type { DrawContext, Frame } from '../frame';
import { nodeX, nodeY } from '../frame';
import { CANVAS_FONTS, DETAIL_BOARD, detailForSpace, nodeSizes } from '../lod';
import { PALETTE, RESULT_COLOURS, RESULT_FILLS } from '../palette';
import { resultClass } from '../result-class';
import { GLYPH_DOWN, GLYPH_UP, glyphPath } from './glyphs';

/** One mini-board on screen: node i, side b, top-left corner (bx, by), CSS pixels. */
interface Board {
	i: number;
	b: number;
	bx: number;
	by: number;
}

function collectBoards(frame: Frame): Board[] {
	const { nodes } = frame.scene;
	const boards: Board[] = [];
	for (let j = 0; j < nodes.count; j++) {
		if (detailForSpace(nodes.space[j]) !== DETAIL_BOARD) continue;
		const i = nodes.node[j];
		const b = nodeSizes(nodes.space[j], frame.pitch).board;
		boards.push({ i, b, bx: nodeX(frame, i) - b / 2, by: nodeY(frame, i) - b / 2 });
	}
	return boards;
}

/**
 * The cells holding `mark` (0: X, 1: O) at node i, ascending: the mask fields
 * for boards of at most 16 cells, else replayed from the root (Connect Four, record-read.ts).
 */
function markCells(record: SearchRecord, game: GameDef, i: number, mark: number): number[] {
	const out: number[] = [];
	if (game.cellCount <= 16) {
		const mask = mark === 0 ? record.xMask[i] : record.oMask[i];
		for (let c = 0; c < game.cellCount; c++) if (mask & (1 << c)) out.push(c);
		return out;
	}
	const want = mark === 0 ? 'X' : 'O';
	nodeCells(record, i).forEach((m, c) => m === want && out.push(c));
	return out;
}

/** Adds a mark centred on (cx, cy) to the current path: a cross for X, a ring for O, radius `r`. */
function markPath(ctx: DrawContext, cross: boolean, cx: number, cy: number, r: number): void {
	if (cross) {
		ctx.moveTo(cx - r, cy - r);
		ctx.lineTo(cx + r, cy + r);
		ctx.moveTo(cx + r, cy - r);
		ctx.lineTo(cx - r, cy + r);
	} else {
		ctx.moveTo(cx + r, cy);
		ctx.arc(cx, cy, r, 0, Math.PI * 2);
	}
}

/** X as a cross, O as a ring, in each board's cells (3x3, 4x4 or 7x6 in a square of side b). */
function paintMarks(ctx: DrawContext, frame: Frame, boards: Board[]): void {
	const { record } = frame;
	const game = recordGame(record);
	const w = game.width;
	for (const mark of [0, 1]) {
		ctx.strokeStyle = mark === 0 ? PALETTE.X_COLOUR : PALETTE.O_COLOUR;
		ctx.beginPath();
		let lw = 1.5;
		for (const { i, b, bx, by } of boards) {
			const cs = b / Math.max(w, game.height);
			const top = by + (b - game.height * cs) / 2; // a 7x6 board is centred in its square
			const r = cs * 0.3;
			lw = Math.max(1.5, cs * 0.12);
			for (const c of markCells(record, game, i, mark)) {
				const cx = bx + (c % w) * cs + cs / 2;
				const cy = top + Math.floor(c / w) * cs + cs / 2;
				markPath(ctx, mark === 0, cx, cy, r);
			}
		}
		ctx.lineWidth = lw;
		ctx.stroke();
	}
}

/** Connect Four's boards: the frame, the holes, the discs of each side, the ring of the last disc. */
function paintDiscBoards(ctx: DrawContext, frame: Frame, boards: Board[]): void {
	const { record } = frame;
	const game = recordGame(record);
	const [w, h] = [game.width, game.height];
	const place = ({ b, by }: Board) => {
		const cs = b / Math.max(w, h);
		return { cs, top: by + (b - h * cs) / 2, r: cs * 0.38 };
	};
	ctx.fillStyle = PALETTE.C4_FRAME;
	for (const board of boards) {
		const { cs, top } = place(board);
		ctx.fillRect(board.bx, top, w * cs, h * cs);
	}
	/** One path of the discs (or holes) of the cells `cellsOf` gives, filled with `colour`. */
	const fillDiscs = (colour: string, cellsOf: (board: Board) => Iterable<number>) => {
		ctx.fillStyle = colour;
		ctx.beginPath();
		for (const board of boards) {
			const { cs, top, r } = place(board);
			for (const c of cellsOf(board)) {
				const cx = board.bx + (c % w) * cs + cs / 2;
				const cy = top + Math.floor(c / w) * cs + cs / 2;
				ctx.moveTo(cx + r, cy);
				ctx.arc(cx, cy, r, 0, Math.PI * 2);
			}
		}
		ctx.fill();
	};
	const cellsOf = new Map(boards.map(({ i }) => [i, nodeCells(record, i)]));
	const where = (want: 'X' | 'O' | null) => (board: Board) =>
		cellsOf.get(board.i)!.flatMap((m, c) => (m === want ? [c] : []));
	fillDiscs(PALETTE.C4_HOLE, where(null));
	fillDiscs(PALETTE.X_COLOUR, where('X'));
	fillDiscs(PALETTE.O_COLOUR, where('O'));
	ctx.strokeStyle = PALETTE.LAST_DISC_RING;
	ctx.beginPath();
	for (const board of boards) {
		const m = record.move[board.i];
		if (m < 0) continue;
		const { cs, top, r } = place(board);
		ctx.lineWidth = Math.max(1.5, cs * 0.14);
		const cx = board.bx + (m % w) * cs + cs / 2;
		const cy = top + Math.floor(m / w) * cs + cs / 2;
		ctx.moveTo(cx + r, cy);
		ctx.arc(cx, cy, r, 0, Math.PI * 2);
	}
	ctx.stroke();
}

/** Ultimate tic-tac-toe's boards (81 cells in a square of side b): see the module comment. */
function paintUltimateBoards(ctx: DrawContext, frame: Frame, boards: Board[]): void {
	const { record } = frame;
	const cellsOf = new Map(boards.map(({ i }) => [i, nodeCells(record, i)]));
	const statesOf = new Map(boards.map(({ i }) => [i, smallBoardStates(cellsOf.get(i)!)]));
	const fills: [string, string][] = [
		['X', 'rgba(29, 78, 216, 0.16)'],
		['O', 'rgba(185, 28, 28, 0.16)'],
		['draw', 'rgba(100, 116, 139, 0.35)']
	];
	for (const [state, colour] of fills) {
		ctx.fillStyle = colour;
		for (const { i, b, bx, by } of boards) {
			const side = b / 3;
			statesOf.get(i)!.forEach((s, k) => {
				if (s === state)
					ctx.fillRect(bx + (k % 3) * side, by + Math.floor(k / 3) * side, side, side);
			});
		}
	}
	ctx.fillStyle = PALETTE.LAST_MOVE_FILL;
	for (const { i, b, bx, by } of boards) {
		const m = record.move[i];
		const cs = b / 9;
		if (m >= 0) ctx.fillRect(bx + (m % 9) * cs, by + Math.floor(m / 9) * cs, cs, cs);
	}
	ctx.strokeStyle = PALETTE.GRID_COLOUR;
	ctx.lineWidth = 1.5;
	ctx.beginPath();
	for (const { b, bx, by } of boards) {
		for (const g of [1, 2]) {
			ctx.moveTo(bx + (g * b) / 3, by);
			ctx.lineTo(bx + (g * b) / 3, by + b);
			ctx.moveTo(bx, by + (g * b) / 3);
			ctx.lineTo(bx + b, by + (g * b) / 3);
		}
	}
	ctx.stroke();
	for (const mark of ['X', 'O'] as const) {
		ctx.strokeStyle = mark === 'X' ? PALETTE.X_COLOUR : PALETTE.O_COLOUR;
		// Small marks in the open small boards, then the big marks of the won ones.
		for (const big of [false, true]) {
			ctx.beginPath();
			let lw = 1;
			for (const { i, b, bx, by } of boards) {
				const cs = b / 9;
				const states = statesOf.get(i)!;
				const cells = cellsOf.get(i)!;
				lw = big ? Math.max(1.5, cs * 0.4) : Math.max(1, cs * 0.14);
				const put = (c: number, r: number) => {
					const cx = bx + (c % 9) * cs + cs / 2;
					const cy = by + Math.floor(c / 9) * cs + cs / 2;
					markPath(ctx, mark === 'X', cx, cy, r);
				};
				if (big) {
					states.forEach((s, k) => s === mark && put(cellOfBoard(k, 4), cs * 1.05));
				} else {
					cells.forEach(
						(m, c) => m === mark && states[boardOfCell(c)] === null && put(c, cs * 0.3)
					);
				}
			}
			ctx.lineWidth = lw;
			ctx.stroke();
		}
	}
	ctx.strokeStyle = PALETTE.LAST_DISC_RING;
	ctx.lineWidth = 1.5;
	ctx.beginPath();
	for (const { i, b, bx, by } of boards) {
		const m = record.move[i];
		if (m < 0) continue;
		const k = boardOfCell(m);
		ctx.rect(bx + (k % 3) * (b / 3), by + Math.floor(k / 3) * (b / 3), b / 3, b / 3);
	}
	ctx.stroke();
}

/** Ultimate tic-tac-toe's short move label beside a board: "5.3" for board 5, cell 3. */
function ultimateMoveLabel(cell: number): string {
	return `${boardOfCell(cell) + 1}.${cellInBoard(cell) + 1}`;
}

/** Frames by value colour, dashed for a bound; the principal variation's in thick accent. */
function paintFrames(ctx: DrawContext, frame: Frame, boards: Board[], onPv: Set<number>): void {
	const { record } = frame;
	for (let c = 0; c < RESULT_COLOURS.length; c++) {
		for (let dashed = 0; dashed < 2; dashed++) {
			ctx.strokeStyle = RESULT_COLOURS[c];
			ctx.lineWidth = 2;
			ctx.setLineDash(dashed ? [4, 2] : []);
			ctx.beginPath();
			for (const { i, b, bx, by } of boards) {
				if (onPv.has(i) || resultClass(record, i) !== c) continue;
				if ((isBound(record, i) ? 1 : 0) !== dashed) continue;
				ctx.rect(bx, by, b, b);
			}
			ctx.stroke();
		}
	}
	ctx.setLineDash([]);
	ctx.strokeStyle = PALETTE.PV_COLOUR;
	ctx.lineWidth = 3.5;
	ctx.beginPath();
	for (const { i, b, bx, by } of boards) if (onPv.has(i)) ctx.rect(bx, by, b, b);
	ctx.stroke();
}

/** The move (1-9 by default; Connect Four: the column) and the side to move (▲ / ▼), left of each board. */
function paintSideLabels(
	ctx: DrawContext,
	frame: Frame,
	boards: Board[],
	moveLabel: (cell: number) => string
): void {
	const { record } = frame;
	ctx.fillStyle = PALETTE.INK;
	ctx.textAlign = 'right';
	ctx.textBaseline = 'top';
	ctx.font = CANVAS_FONTS.label;
	for (const { i, bx, by } of boards) {
		if (record.move[i] >= 0) ctx.fillText(moveLabel(record.move[i]), bx - 3, by);
	}
	ctx.beginPath();
	for (const { i, b, bx, by } of boards) {
		const r = Math.min(5, b * 0.12);
		if (isFinished(record, i)) continue;
		glyphPath(ctx, isMaximizer(record, i) ? GLYPH_UP : GLYPH_DOWN, bx - 3 - r, by + b - r, r);
	}
	ctx.fill();
}

/**
 * Every scanned node at board detail as a mini-board.
 * @param pv the principal variation (thick frames); `details` adds the move and side labels.
 * @returns the number of boards drawn.
 */
export function paintBoards(
	ctx: DrawContext,
	frame: Frame,
	pv: readonly number[],
	details: boolean,
	moveLabel: (cell: number) => string = (cell) => String(cell + 1)
): number {
	const { record } = frame;
	const boards = collectBoards(frame);
	if (boards.length === 0) return 0;
	// Backgrounds: white, or the result tint for a finished game; then the cell just played.
	for (const { i, b, bx, by } of boards) {
		ctx.fillStyle = isFinished(record, i) ? RESULT_FILLS[resultClass(record, i)] : PALETTE.PAPER;
		ctx.fillRect(bx, by, b, b);
	}
	const game = recordGame(record);
	if (game.board === 'nine-boards') {
		paintUltimateBoards(ctx, frame, boards);
		paintFrames(ctx, frame, boards, new Set(pv));
		if (details) paintSideLabels(ctx, frame, boards, ultimateMoveLabel);
		return boards.length;
	}
	if (game.gravity) {
		paintDiscBoards(ctx, frame, boards);
		paintFrames(ctx, frame, boards, new Set(pv));
		if (details) paintSideLabels(ctx, frame, boards, moveLabel);
		return boards.length;
	}
	const [w, h] = [game.width, game.height];
	ctx.fillStyle = PALETTE.LAST_MOVE_FILL;
	for (const { i, b, bx, by } of boards) {
		const m = record.move[i];
		if (m < 0) continue;
		const cs = b / Math.max(w, h);
		const top = by + (b - h * cs) / 2;
		ctx.fillRect(bx + (m % w) * cs, top + Math.floor(m / w) * cs, cs, cs);
	}
	ctx.strokeStyle = PALETTE.GRID_COLOUR;
	ctx.lineWidth = 1;
	ctx.beginPath();
	for (const { b, bx, by } of boards) {
		const cs = b / Math.max(w, h);
		const top = by + (b - h * cs) / 2;
		for (let g = 1; g < w; g++) {
			ctx.moveTo(bx + g * cs, top);
			ctx.lineTo(bx + g * cs, top + h * cs);
		}
		for (let g = 0; g <= h; g++) {
			if ((g === 0 || g === h) && h === w) continue; // a square board's frame draws these
			ctx.moveTo(bx, top + g * cs);
			ctx.lineTo(bx + w * cs, top + g * cs);
		}
	}
	ctx.stroke();
	paintMarks(ctx, frame, boards);
	paintFrames(ctx, frame, boards, new Set(pv));
	if (details) paintSideLabels(ctx, frame, boards, moveLabel);
	return boards.length;
}
