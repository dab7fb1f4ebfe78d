/**
 * The catalogue type: every user-visible string of the product, one slice per part of the page.
 * English is its source: `Messages` is the type of the English catalogue (en/index.ts `makeEn`),
 * and every other language is annotated with it, so a missing, misspelt or extra key, or a
 * function with other parameters, is a type error in that language. A new string is written in
 * en/ and in each other language's folder, nowhere else. What the catalogue is given keeps its
 * type with the model that makes it (explanation.ts, status.ts, src/lib/link/link-error.ts, the
 * engine's PositionError codes); the few value shapes that only the catalogue reads (a node's
 * label parts, a searched move) are here.
 */
import type { makeEn } from './en/index';
import type { Mark, Outcome, PositionErrorCode, PositionErrorParams } from '$lib/engine';
import type { Renderers } from './renderers';

export type { Renderers };

/** Every string of the product in one language: the English catalogue's type. */
export type Messages = ReturnType<typeof makeEn>;

/** Step explanations (the debugger's sentence under the controls) and their small formatters. */
export type StepMessages = Messages['steps'];

/** Names of the ready positions of the Positions menu (src/lib/app/page/positions.ts). */
export type PositionNames = Messages['positionNames'];

/**
 * The words of the search's pseudo-code (src/lib/stepper/pseudocode.ts builds its lines, indents
 * and anchors; a language gives the text of each line).
 */
export type PseudoCodeWords = Messages['pseudoCode'];

/**
 * Writes a cell (0-based index) for people: "5" with numbers 1-9, "b2" with coordinates a1-c3. A
 * catalogue is made for one cell writer (en.ts `makeEn`, fr.ts `makeFr`), so that every string that
 * names a cell (board, status, candidate table, tree, steps, timeline) follows the page's "Cell names".
 */
export type CellWriter = (cell: number) => string;

/**
 * Names a move (0-based cell) in a sentence, lower case: "cell 5" on the grids, "column 4" in
 * Connect Four, where a move is a column (the disc drops to its lowest empty cell). Made from the
 * cell writer and, with gravity, the board's width (cells.ts `moveWriters`).
 */
export type MoveWriter = (cell: number) => string;

/** One move of the search's line, for the board's caption while stepping. */
export interface SearchedMove {
	readonly mark: Mark;
	readonly cell: number;
}

/**
 * Engine position errors, by `code` (src/lib/engine/errors.ts). `other` renders any code without its
 * own entry from the error's message, quoted input shortened.
 */
export type PositionErrorMessages = {
	[C in PositionErrorCode]: (params: PositionErrorParams[C]) => string;
};

/** What an open-nodes tree node's accessible name is made of. */
export interface NodeLabelParts {
	move: number | null;
	depth: number;
	/** The visible score text (with the window while stepping). */
	score: string;
	maximizing: boolean;
	/** Nodes hidden under a collapsed node (0 when open or a leaf). */
	hidden: number;
	outcome: Outcome | null;
	/** Ringed by the view API's highlight (the nodes a lesson's slide points to). */
	highlighted?: boolean;
}
