/**
 * Every colour of the whole-tree canvas, in one place. The values match the page's CSS variables
 * (src/app.css and src/lib/ui/tokens.css: --x, --o, --accent, --pruned, --focus, --ink) so the
 * canvas and the SVG tree agree. Light scheme, contrast on white (WCAG): X 6.7:1, O 6.5:1, draw
 * 7.6:1, principal variation 5.2:1, pruned 4.8:1, found 7.0:1, focus 5.2:1, ink 15.7:1, edges
 * 3.1:1 (decorative); text is drawn in ink or in these colours only.
 * The dark scheme (prefers-color-scheme: dark, outside presenter mode) takes the tokens' dark
 * values: `setPaletteScheme` swaps every binding below (ES module bindings are live, so the
 * painters read the scheme in force when they draw).
 */

/** Colour of everything that means "X wins" (value or result). */
export let X_COLOUR = '#1d4ed8';
/** "O wins". */
export let O_COLOUR = '#b91c1c';
/** "Draw". */
export let DRAW_COLOUR = '#4b5563';
/** Light fills behind finished games' mini-boards, by result (same as --x-bg, --o-bg, --draw-bg). */
export let X_FILL = '#dbe6ff';
export let O_FILL = '#ffe0e0';
export let DRAW_FILL = '#e8e8e8';
/** The cell just played, on a mini-board (--win-bg). */
export let LAST_MOVE_FILL = '#fff1a8';
/** Principal variation (--accent). */
export let PV_COLOUR = '#c2410c';
/** Cut stubs of pruned children (--pruned). */
export let PRUNED_COLOUR = '#6b7280';
/** Nodes found by position (transpositions). */
export let FOUND_COLOUR = '#7e22ce';
/** Hover and keyboard focus (--focus). */
export let FOCUS_COLOUR = '#2563eb';
/** Table hits: dashed outline and "TT" (--focus, 5.2:1). */
export let TABLE_HIT_COLOUR = '#2563eb';
/** Horizon leaves: dotted outline and "H" (--accent-ink, 7.3:1). */
export let HORIZON_COLOUR = '#9a3412';
/** Behind a horizon leaf's mini-board (--chosen-bg): a heuristic value, not a result. */
export let HORIZON_FILL = '#fff4e5';
/** Current step, text, mini-board frames (--ink). */
export let INK = '#1d2330';
/** Edges between nodes and mini-board grid lines (decorative, --line-strong). */
export let EDGE_COLOUR = '#8a93a6';
export let GRID_COLOUR = '#b8bfcc';
/** Fans joining a node to its children merged into blocks (decorative, --line). */
export let FAN_COLOUR = '#d5d9e2';
/** Connect Four's mini-boards: the blue frame, its holes, the ring around the disc just played
 * (--c4-frame, --c4-hole, --focus-ring). */
export let C4_FRAME = '#1e40af';
export let C4_HOLE = '#f6f7f9';
export let LAST_DISC_RING = '#f59f00';
/** Canvas background. */
export let PAPER = '#ffffff';
/** Minimap viewport rectangle. */
export let VIEWPORT_COLOUR = '#1d2330';

/**
 * Result colours indexed by result class (result-class.ts): 0 draw, 1 X wins, 2 O wins, 3 only a
 * heuristic value (the horizon's colour).
 */
const resultColours = [DRAW_COLOUR, X_COLOUR, O_COLOUR, HORIZON_COLOUR];
export const RESULT_COLOURS: readonly string[] = resultColours;
/** Result fills, same indexing. */
const resultFills = [DRAW_FILL, X_FILL, O_FILL, HORIZON_FILL];
export const RESULT_FILLS: readonly string[] = resultFills;

/** The names of the palette's colours. */
type PaletteName =
	| 'X_COLOUR'
	| 'O_COLOUR'
	| 'DRAW_COLOUR'
	| 'X_FILL'
	| 'O_FILL'
	| 'DRAW_FILL'
	| 'LAST_MOVE_FILL'
	| 'PV_COLOUR'
	| 'PRUNED_COLOUR'
	| 'FOUND_COLOUR'
	| 'FOCUS_COLOUR'
	| 'TABLE_HIT_COLOUR'
	| 'HORIZON_COLOUR'
	| 'HORIZON_FILL'
	| 'INK'
	| 'EDGE_COLOUR'
	| 'GRID_COLOUR'
	| 'FAN_COLOUR'
	| 'PAPER'
	| 'VIEWPORT_COLOUR'
	| 'C4_FRAME'
	| 'C4_HOLE'
	| 'LAST_DISC_RING';

const LIGHT: Record<PaletteName, string> = {
	X_COLOUR: '#1d4ed8',
	O_COLOUR: '#b91c1c',
	DRAW_COLOUR: '#4b5563',
	X_FILL: '#dbe6ff',
	O_FILL: '#ffe0e0',
	DRAW_FILL: '#e8e8e8',
	LAST_MOVE_FILL: '#fff1a8',
	PV_COLOUR: '#c2410c',
	PRUNED_COLOUR: '#6b7280',
	FOUND_COLOUR: '#7e22ce',
	FOCUS_COLOUR: '#2563eb',
	TABLE_HIT_COLOUR: '#2563eb',
	HORIZON_COLOUR: '#9a3412',
	HORIZON_FILL: '#fff4e5',
	INK: '#1d2330',
	EDGE_COLOUR: '#8a93a6',
	GRID_COLOUR: '#b8bfcc',
	FAN_COLOUR: '#d5d9e2',
	PAPER: '#ffffff',
	VIEWPORT_COLOUR: '#1d2330',
	C4_FRAME: '#1e40af',
	C4_HOLE: '#f6f7f9',
	LAST_DISC_RING: '#f59f00'
};

/** The dark scheme: the tokens' dark values (tokens.css), contrast on the dark panel #1b1f27. */
const DARK: Record<PaletteName, string> = {
	X_COLOUR: '#7aa2ff',
	O_COLOUR: '#ff7b7b',
	DRAW_COLOUR: '#9ca3af',
	X_FILL: '#1f2f57',
	O_FILL: '#4a2226',
	DRAW_FILL: '#2c313a',
	LAST_MOVE_FILL: '#4d4214',
	PV_COLOUR: '#fb923c',
	PRUNED_COLOUR: '#8b94a4',
	FOUND_COLOUR: '#c084fc',
	FOCUS_COLOUR: '#7aa2ff',
	TABLE_HIT_COLOUR: '#7aa2ff',
	HORIZON_COLOUR: '#fdba74',
	HORIZON_FILL: '#3d2e16',
	INK: '#e7eaf0',
	EDGE_COLOUR: '#6b7485',
	GRID_COLOUR: '#4a5263',
	FAN_COLOUR: '#363d4a',
	PAPER: '#1b1f27',
	VIEWPORT_COLOUR: '#e7eaf0',
	C4_FRAME: '#1e3a8a',
	C4_HOLE: '#12151b',
	LAST_DISC_RING: '#fbbf24'
};

/** The scheme the palette holds now. */
let scheme: 'light' | 'dark' = 'light';

/**
 * Sets every colour of the palette to the light or the dark scheme (no-op when it already holds
 * it); the caller repaints. The result arrays keep their identity and take the new colours.
 */
export function setPaletteScheme(next: 'light' | 'dark'): void {
	if (next === scheme) return;
	scheme = next;
	const c = next === 'dark' ? DARK : LIGHT;
	X_COLOUR = c.X_COLOUR;
	O_COLOUR = c.O_COLOUR;
	DRAW_COLOUR = c.DRAW_COLOUR;
	X_FILL = c.X_FILL;
	O_FILL = c.O_FILL;
	DRAW_FILL = c.DRAW_FILL;
	LAST_MOVE_FILL = c.LAST_MOVE_FILL;
	PV_COLOUR = c.PV_COLOUR;
	PRUNED_COLOUR = c.PRUNED_COLOUR;
	FOUND_COLOUR = c.FOUND_COLOUR;
	FOCUS_COLOUR = c.FOCUS_COLOUR;
	TABLE_HIT_COLOUR = c.TABLE_HIT_COLOUR;
	HORIZON_COLOUR = c.HORIZON_COLOUR;
	HORIZON_FILL = c.HORIZON_FILL;
	INK = c.INK;
	EDGE_COLOUR = c.EDGE_COLOUR;
	GRID_COLOUR = c.GRID_COLOUR;
	FAN_COLOUR = c.FAN_COLOUR;
	PAPER = c.PAPER;
	VIEWPORT_COLOUR = c.VIEWPORT_COLOUR;
	C4_FRAME = c.C4_FRAME;
	C4_HOLE = c.C4_HOLE;
	LAST_DISC_RING = c.LAST_DISC_RING;
	resultColours.splice(0, 4, DRAW_COLOUR, X_COLOUR, O_COLOUR, HORIZON_COLOUR);
	resultFills.splice(0, 4, DRAW_FILL, X_FILL, O_FILL, HORIZON_FILL);
}
