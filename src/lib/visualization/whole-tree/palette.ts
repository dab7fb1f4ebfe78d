/**
 * Every colour of the whole-tree canvas, in one place. The values match the page's CSS variables
 * (src/app.css and src/lib/ui/tokens.css: --x, --o, --accent, --pruned, --focus, --ink) so the
 * canvas and the SVG tree agree. Light scheme, contrast on white (WCAG): X 6.7:1, O 6.5:1, draw
 * 7.6:1, principal variation 5.2:1, pruned 4.8:1, found 7.0:1, focus 5.2:1, ink 15.7:1, edges
 * 3.1:1 (decorative); text is drawn in ink or in these colours only.
 * The dark scheme (prefers-color-scheme: dark, outside presenter mode) takes the tokens' dark
 * values: `setPaletteScheme` sets every colour of PALETTE (one object the painters read when
 * they draw, so they draw in the scheme in force).
 */

/** Every colour of the canvas, by what it draws (CSS colours). */
export interface Palette {
	/** Colour of everything that means "X wins" (value or result). */
	X_COLOUR: string;
	/** "O wins". */
	O_COLOUR: string;
	/** "Draw". */
	DRAW_COLOUR: string;
	/** Light fills behind finished games' mini-boards, by result (same as --x-bg, --o-bg, --draw-bg). */
	X_FILL: string;
	O_FILL: string;
	DRAW_FILL: string;
	/** The cell just played, on a mini-board (--win-bg). */
	LAST_MOVE_FILL: string;
	/** Principal variation (--accent). */
	PV_COLOUR: string;
	/** Cut stubs of pruned children (--pruned). */
	PRUNED_COLOUR: string;
	/** Nodes found by position (transpositions). */
	FOUND_COLOUR: string;
	/** Hover and keyboard focus (--focus). */
	FOCUS_COLOUR: string;
	/** Table hits: dashed outline and "TT" (--focus, 5.2:1). */
	TABLE_HIT_COLOUR: string;
	/** Horizon leaves: dotted outline and "H" (--accent-ink, 7.3:1). */
	HORIZON_COLOUR: string;
	/** Behind a horizon leaf's mini-board (--chosen-bg): a heuristic value, not a result. */
	HORIZON_FILL: string;
	/** Current step, text, mini-board frames (--ink). */
	INK: string;
	/** Edges between nodes and mini-board grid lines (decorative, --line-strong). */
	EDGE_COLOUR: string;
	GRID_COLOUR: string;
	/** Fans joining a node to its children merged into blocks (decorative, --line). */
	FAN_COLOUR: string;
	/** Connect Four's mini-boards: the blue frame, its holes, the ring around the disc just played
	 * (--c4-frame, --c4-hole, --focus-ring). */
	C4_FRAME: string;
	C4_HOLE: string;
	LAST_DISC_RING: string;
	/** Canvas background. */
	PAPER: string;
	/** Minimap viewport rectangle. */
	VIEWPORT_COLOUR: string;
}

const LIGHT: Palette = {
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
const DARK: Palette = {
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

/** The colours in force: the light scheme's until setPaletteScheme changes them. */
export const PALETTE: Palette = { ...LIGHT };

/**
 * Result colours indexed by result class (result-class.ts): 0 draw, 1 X wins, 2 O wins, 3 only a
 * heuristic value (the horizon's colour).
 */
const resultColours = [LIGHT.DRAW_COLOUR, LIGHT.X_COLOUR, LIGHT.O_COLOUR, LIGHT.HORIZON_COLOUR];
export const RESULT_COLOURS: readonly string[] = resultColours;
/** Result fills, same indexing. */
const resultFills = [LIGHT.DRAW_FILL, LIGHT.X_FILL, LIGHT.O_FILL, LIGHT.HORIZON_FILL];
export const RESULT_FILLS: readonly string[] = resultFills;

/**
 * Sets every colour of the palette to the light or the dark scheme (the scheme in force again
 * changes nothing); the caller repaints. The result arrays keep their identity and take the new colours.
 */
export function setPaletteScheme(next: 'light' | 'dark'): void {
	const c = next === 'dark' ? DARK : LIGHT;
	Object.assign(PALETTE, c);
	resultColours.splice(0, 4, c.DRAW_COLOUR, c.X_COLOUR, c.O_COLOUR, c.HORIZON_COLOUR);
	resultFills.splice(0, 4, c.DRAW_FILL, c.X_FILL, c.O_FILL, c.HORIZON_FILL);
}
