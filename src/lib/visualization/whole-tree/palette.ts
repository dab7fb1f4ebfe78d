/**
 * Every colour of the whole-tree canvas, in one place. The values match the page's CSS variables
 * (src/app.css: --x, --o, --accent, --pruned, --focus, --ink) so the canvas and the SVG tree agree.
 * Contrast on white (WCAG): X 6.7:1, O 6.5:1, draw 7.6:1, principal variation 5.2:1,
 * pruned 4.8:1, found 7.0:1, focus 5.2:1, ink 15.7:1, edges 3.1:1 (decorative); text is drawn in ink
 * or in these colours only.
 */

/** Colour of everything that means "X wins" (value or result). */
export const X_COLOUR = '#1d4ed8';
/** "O wins". */
export const O_COLOUR = '#b91c1c';
/** "Draw". */
export const DRAW_COLOUR = '#4b5563';
/** Light fills behind finished games' mini-boards, by result (same as --x-bg, --o-bg, --draw-bg). */
export const X_FILL = '#dbe6ff';
export const O_FILL = '#ffe0e0';
export const DRAW_FILL = '#e8e8e8';
/** The cell just played, on a mini-board (--win-bg). */
export const LAST_MOVE_FILL = '#fff1a8';
/** Principal variation (--accent). */
export const PV_COLOUR = '#c2410c';
/** Cut stubs of pruned children (--pruned). */
export const PRUNED_COLOUR = '#6b7280';
/** Nodes found by position (transpositions). */
export const FOUND_COLOUR = '#7e22ce';
/** Hover and keyboard focus (--focus). */
export const FOCUS_COLOUR = '#2563eb';
/** Table hits: dashed outline and "TT" (--focus, 5.2:1). */
export const TABLE_HIT_COLOUR = '#2563eb';
/** Horizon leaves: dotted outline and "H" (--accent-ink, 7.3:1). */
export const HORIZON_COLOUR = '#9a3412';
/** Behind a horizon leaf's mini-board (--chosen-bg): a heuristic value, not a result. */
export const HORIZON_FILL = '#fff4e5';
/** Current step, text, mini-board frames (--ink). */
export const INK = '#1d2330';
/** Edges between nodes and mini-board grid lines (decorative, --line-strong). */
export const EDGE_COLOUR = '#8a93a6';
export const GRID_COLOUR = '#b8bfcc';
/** Fans joining a node to its children merged into blocks (decorative, --line). */
export const FAN_COLOUR = '#d5d9e2';
/** Canvas background. */
export const PAPER = '#ffffff';
/** Minimap viewport rectangle. */
export const VIEWPORT_COLOUR = '#1d2330';

/**
 * Result colours indexed by result class (result-class.ts): 0 draw, 1 X wins, 2 O wins, 3 only a
 * heuristic value (the horizon's colour).
 */
export const RESULT_COLOURS: readonly string[] = [DRAW_COLOUR, X_COLOUR, O_COLOUR, HORIZON_COLOUR];
/** Result fills, same indexing. */
export const RESULT_FILLS: readonly string[] = [DRAW_FILL, X_FILL, O_FILL, HORIZON_FILL];
