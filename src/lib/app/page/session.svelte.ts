/**
 * What the page is showing, as runes (no DOM): the game, the step-through of the decision on screen,
 * which picture of the tree, and the board preview of a tree node. The stepper follows the game's
 * decision on screen by derivation (a re-search after an option change keeps its place:
 * `carried`), and a preview is dropped by derivation whenever the step, the view or the decision
 * changes (the node it showed may be gone); the rest changes by methods.
 */
import {
	nodeCells,
	type CellContent,
	type Position,
	type SearchOptions,
	type SearchRecord
} from '$lib/engine';
import type { Decision } from '$lib/stepper';
import { untrack } from 'svelte';
import { Game, type GameDeps, type Searcher } from '../game/game.svelte';
import { samePosition, scoreChanges, type ScoreChange } from './score-changes';
import { searchedBoard, type SearchMove, type SearchedBoard } from './searched-board';
import { Stepper, stepIndexOf } from './stepper.svelte';
import { carryStep, exitStep, stepAt, type CarriedStep } from '$lib/stepper';
import type { TreeViewKind } from '$lib/visualization/view-api';

/** A link's `step=`: the step to open the decision of `position` searched with `options` at. */
export interface StepRequest {
	readonly position: Position;
	readonly options: SearchOptions;
	readonly step: number;
}

/** True when decision `d` is the search `r` asks for: the same position and options. */
export function sameDecision(d: Decision, r: StepRequest): boolean {
	const o = d.result.options;
	return (
		d.position.toMove === r.position.toMove &&
		d.position.cells.every((c, i) => c === r.position.cells[i]) &&
		o.alphaBeta === r.options.alphaBeta &&
		o.depthPenalty === r.options.depthPenalty &&
		o.order === r.options.order
	);
}

/**
 * Where the search of the same position with the new options opened after an option change
 * (stepper/carry.ts): its step, and the node shown before with the moves that lead to it.
 */
export interface CarriedFocus extends CarriedStep {
	/** The new decision. */
	readonly decision: Decision;
	/** The moves from the root to the node shown before the change (marks and cells). */
	readonly moves: readonly SearchMove[];
}

/** True when two decisions were searched with the same options (every resolved option). */
function sameOptions(a: Decision, b: Decision): boolean {
	return JSON.stringify(a.result.options) === JSON.stringify(b.result.options);
}

/** A position from the search tree shown on the board in ghost marks. */
export interface Preview {
	readonly cells: readonly CellContent[];
	/** Its depth below the decision's root. */
	readonly depth: number;
}

export class Session {
	readonly game: Game;
	readonly #stepper: Stepper;
	/** A link's step, waiting for its decision (plain field: read once, when that decision arrives). */
	#stepRequest: StepRequest | null = null;
	#view = $state<TreeViewKind>('open');
	/** The step-through of the decision on screen; null before the computer's first decision. */
	stepper = $derived.by(() => (this.game.shown && this.#stepper.ready ? this.#stepper : null));
	/**
	 * The board follows the debugger: while the step-through is not at its last step, the position of
	 * the current step's node with the search's marks (searched-board.ts); null at the last step, when
	 * the board shows the game.
	 */
	searched = $derived.by((): SearchedBoard | null => {
		const stepper = this.stepper;
		if (!stepper || stepper.atEnd) return null;
		return searchedBoard(stepper.index.record, stepper.state.node);
	});
	/** The decision on screen when the search options last changed (the "before" of scoreChanges). */
	#before = $state.raw<Decision | null>(null);
	/** The step on screen when the search options last changed (while stepping), else null. */
	#beforeStep = $state.raw<number | null>(null);
	/**
	 * The re-search after the last option change keeps the step-through's place: the same node of
	 * the new tree, or its nearest ancestor there (stepper/carry.ts); null when the step-through was
	 * at its last step (the new search opens at its last step too), until the new search of the same
	 * position with other options is on screen, and once another position is shown.
	 */
	carried = $derived.by((): CarriedFocus | null => {
		const before = this.#before;
		const k = this.#beforeStep;
		const after = this.game.shown;
		if (!before || k === null || !after || after === before) return null;
		if (!samePosition(before.position, after.position) || sameOptions(before, after)) return null;
		const from = stepIndexOf(before);
		const carried = carryStep(from, k, stepIndexOf(after));
		const moves = searchedBoard(from.record, stepAt(from, k).node).moves;
		return { ...carried, decision: after, moves };
	});
	/**
	 * The carried place when the new tree does not have the node shown before and the step-through
	 * still shows its nearest ancestor (the narration says so); else null.
	 */
	movedUp = $derived.by((): CarriedFocus | null => {
		const carried = this.carried;
		const stepper = this.stepper;
		if (!carried || !stepper || carried.kept === carried.line.length) return null;
		return this.game.shown === carried.decision && stepper.k === carried.k ? carried : null;
	});
	/**
	 * What the last change of search options did to the candidates: each move's score before and
	 * after, once the new search of the same position is on screen; null before any change, while
	 * the new search runs, and once another position is shown.
	 */
	scoreChanges = $derived.by((): ScoreChange[] | null => {
		const before = this.#before;
		const after = this.game.shown;
		if (!before || !after || after === before) return null;
		if (!samePosition(before.position, after.position)) return null;
		return scoreChanges(before.result.moves, after.result.moves);
	});
	// A preview belongs to a node that the step, the view or the decision may remove: any change of
	// them resets it (a writable $derived); showPreview sets it.
	#preview = $derived.by((): Preview | null => {
		void [this.#view, this.stepper?.k, this.game.shown];
		return null;
	});

	constructor(searcher: Searcher, deps: GameDeps = {}) {
		this.game = new Game(searcher, deps);
		this.#stepper = new Stepper(
			() => this.game.shown,
			(decision) => {
				const request = this.#stepRequest;
				if (!request || !sameDecision(decision, request)) {
					// Read once, when the decision arrives: noting an option change must not reset the step.
					const carried = untrack(() => this.carried);
					return carried?.decision === decision ? carried.k : null;
				}
				this.#stepRequest = null;
				return request.step;
			}
		);
	}

	/** The picture of the tree on screen. */
	get view(): TreeViewKind {
		return this.#view;
	}

	/** The position from the tree shown on the board (a node under the pointer or focus), or null. */
	get preview(): Preview | null {
		return this.#preview;
	}

	/**
	 * Opens the next decision of `request.position` with `request.options` at step `request.step`
	 * (a link's `step=`) instead of its last step; null cancels a request still waiting.
	 */
	requestStep(request: StepRequest | null): void {
		this.#stepRequest = request;
	}

	/** Shows the other picture of the tree. */
	setView(view: TreeViewKind): void {
		this.#view = view;
	}

	/** Shows `preview` on the board, or nothing (null). */
	showPreview(preview: Preview | null): void {
		this.#preview = preview;
	}

	/** Shows node `node` of `record` on the board, or nothing (null). */
	previewNode(record: SearchRecord, node: number | null): void {
		this.#preview =
			node === null
				? null
				: {
						cells: nodeCells(record, node),
						depth: record.depth[node]
					};
	}

	/**
	 * Notes that the search options are about to change: the decision on screen becomes the "before"
	 * of `scoreChanges` (replacing the last change's), and the step on screen, unless it is the last,
	 * the place the new search keeps (`carried`).
	 */
	noteOptionChange(): void {
		this.#before = this.game.shown;
		const stepper = this.stepper;
		this.#beforeStep = stepper && !stepper.atEnd ? stepper.k : null;
	}

	/** "Back to game": the step-through goes to its last step, so the board shows the game again. */
	backToGame(): void {
		if (this.#stepper.ready) this.#stepper.end();
	}

	/**
	 * Shows the tree of the game's position `ply` (0 = the start): at the step where the root's child
	 * for `move` (a cell) returns its value when that move was searched, else at its last step.
	 */
	showPly(ply: number, move?: number): void {
		this.game.showPly(ply);
		if (!this.#stepper.ready) return;
		const index = this.#stepper.index;
		const record = index.record;
		if (move !== undefined) {
			for (let c = 1; c < record.end[0]; c = record.end[c]) {
				if (record.move[c] === move) return this.#stepper.seek(exitStep(index, c));
			}
		}
		this.#stepper.end();
	}
}
