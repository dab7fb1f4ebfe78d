/**
 * The position editor on the page, as runes over the pure model
 * (classroom/editor.ts): nine cells that cycle empty -> X -> O on a click, the side to move
 * (automatic from the counts, or chosen), and the check of the position at every change with the
 * notation's own typed errors.
 */
import {
	checkEditor,
	cycleCell,
	editorFrom,
	editorNotation,
	emptyEditor,
	setSide,
	type EditorCheck,
	type EditorState,
	type SideChoice
} from '$lib/classroom';
import type { Position } from '$lib/engine';

export class PositionEditor {
	#state = $state.raw<EditorState>(emptyEditor());
	/** The position checked: valid (with its notation) or the PositionError that says why not. */
	check: EditorCheck = $derived(checkEditor(this.#state));
	/** The editor's text as notation, valid or not. */
	notation = $derived(editorNotation(this.#state));

	/** The nine cells, 0 top-left to 8 bottom-right. */
	get cells(): EditorState['cells'] {
		return this.#state.cells;
	}
	/** The side to move as chosen ('auto': from the counts). */
	get side(): SideChoice {
		return this.#state.side;
	}

	/** Starts from `position` (the board on screen). */
	load(position: Position): void {
		this.#state = editorFrom(position);
	}
	/** Empties the board. */
	clear(): void {
		this.#state = emptyEditor();
	}
	/** Cycles a cell: empty -> X -> O -> empty. @throws RangeError outside 0-8 (nothing changes). */
	cycle(cell: number): void {
		this.#state = cycleCell(this.#state, cell);
	}
	/** Chooses the side to move. */
	setSide(side: SideChoice): void {
		this.#state = setSide(this.#state, side);
	}
}
