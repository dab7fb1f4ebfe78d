/**
 * What the whole-tree view holds for one record: its layout (computed once in a worker, the drawing
 * primed on it in short tasks, then adopted), the hovered, focused and highlighted nodes, the find
 * result, and its camera (camera.ts: the view API's moves). WholeTree.svelte makes a new instance
 * per record, so nothing of one tree leaks into the next; `dispose()` stops the work still running
 * for the old one.
 */
import {
	nodeBound,
	isHorizon,
	isTableHit,
	nodeOutcome,
	parsePosition,
	PositionError,
	principalVariation,
	recordGame,
	tableLink,
	type CellContent,
	type SearchRecord
} from '$lib/engine';
import { positionErrorText, type Messages } from '$lib/i18n';
import { scoreLabel } from '$lib/visualization/score-label';
import { checkNode, checkNodes } from '$lib/visualization/view-api';
import type { DrawInput } from '$lib/visualization/whole-tree/frame';
import { countTableHits, findCells } from '$lib/visualization/whole-tree/find';
import { hitTest } from '$lib/visualization/whole-tree/hit-test';
import type { TreeLayout } from '$lib/visualization/whole-tree/layout';
import { cachedLayout, layoutFor } from '$lib/app/workers/layout-client';
import { navigate, navMoveOfKey } from '$lib/visualization/whole-tree/nav';
import { primeSteps } from '$lib/visualization/whole-tree/prime';
import type { Scene } from '$lib/visualization/whole-tree/scene';
import { Camera, type CameraViewport } from '$lib/visualization/whole-tree/camera';
import { inTasks } from '$lib/visualization/whole-tree/tasks';
import {
	constrainTransform,
	fitTransform,
	rowGeometry,
	type RowGeometry,
	type ViewTransform
} from '$lib/visualization/whole-tree/view';

/** What the view lends the state: its controller, size, current step node and drawing scratch. */
export interface WholeTreeViewport extends CameraViewport {
	/** Canvas size, CSS pixels, and its backing-store ratio. */
	readonly size: { width: number; height: number; ratio: number };
	/** The node of the current step (-1: none). */
	readonly current: number;
	/** The main canvas's scene and a scratch context, for priming the first frame. */
	readonly scene: Scene;
	scratch(): CanvasRenderingContext2D | null;
	/** Called with the hovered or focused node (null: none) when it changes. */
	preview(node: number | null): void;
}

/** Trees bigger than this have their first frame primed in short tasks (prime.ts). */
const PRIME_ABOVE = 50_000;

export class WholeTreeState {
	readonly record: SearchRecord;
	/** Principal variation, root first. */
	readonly pv: readonly number[];
	layout = $state.raw<TreeLayout | null>(null);
	/** The layout worker's failure (its own message), or null. */
	#layoutFailure = $state<string | null>(null);
	hovered = $state(-1);
	focused = $state(-1);
	/** Highlighted nodes (in preorder), from the view API or Find position. */
	highlighted = $state.raw<Int32Array | null>(null);
	/** The last Find position's outcome: how many nodes, or why the notation is not valid. */
	#found = $state.raw<{ count: number; hits: number } | { error: PositionError } | null>(null);
	/** The view API's moves. */
	readonly camera: Camera;
	/** The first frame was painted (for tests and the benchmark). */
	painted = false;

	#view: WholeTreeViewport;
	#messages: () => Messages;
	#alive = true;
	/** Aborted by `dispose`: the layout asked for is no longer waited for. */
	readonly #disposed = new AbortController();

	shown = $derived(this.hovered >= 0 ? this.hovered : this.focused);

	/**
	 * @param messages the catalogue on screen (read reactively: every text follows the language).
	 */
	constructor(record: SearchRecord, viewport: WholeTreeViewport, messages: () => Messages) {
		this.#messages = messages;
		this.record = record;
		this.pv = principalVariation(record);
		this.#view = viewport;
		this.camera = new Camera(() => this.layout, viewport);
	}

	/** What the status line says: the node shown, or how to point at one. */
	get description(): string {
		const i = this.shown;
		return i >= 0 && i < this.record.count
			? this.describe(i)
			: this.#messages().wholeTree.nothingHovered;
	}

	/** The layout's failure, as a message in the language on screen; null while all is well. */
	get layoutError(): string | null {
		const failure = this.#layoutFailure;
		return failure === null ? null : this.#messages().wholeTree.layoutFailed(failure);
	}

	/** The last Find position's message in the language on screen, and whether it was an error. */
	get find(): { message: string; error: boolean } | null {
		const found = this.#found;
		if (found === null) return null;
		const t = this.#messages();
		return 'error' in found
			? { message: positionErrorText(t.positionErrors, found.error), error: true }
			: {
					message: t.wholeTree.found(found.count) + t.techniques.foundHits(found.hits),
					error: false
				};
	}

	/** The rows of the main canvas. */
	get geometry(): RowGeometry {
		return rowGeometry(this.#view.size.height, this.layout?.maxDepth ?? 0);
	}

	/** Starts (or reuses) the layout; adopts it when ready unless disposed meanwhile. */
	load(): void {
		const ready = cachedLayout(this.record);
		if (ready) void this.#adopt(ready.layout);
		else
			void layoutFor(this.record, this.#disposed.signal).then((outcome) => {
				if (outcome.ok) void this.#adopt(outcome.value.layout);
				else if (outcome.error.kind === 'failed' && this.#alive) {
					this.#layoutFailure = outcome.error.message;
				}
			});
	}

	/** Stops the work still pending for this record (a newer record is shown, or the view is gone). */
	dispose(): void {
		this.#alive = false;
		this.#disposed.abort();
		this.camera.cancel();
	}

	async #adopt(layout: TreeLayout): Promise<void> {
		// A disposed view reads nothing more of its component (its props may be gone).
		if (!this.#alive) return;
		performance.mark('whole-tree-layout-ready');
		// Prime the drawing code on this layout's first frame, in short tasks (see prime.ts).
		const ctx = this.#view.scratch();
		const width = this.#view.size.width;
		if (ctx && width > 0 && layout.count > PRIME_ABOVE) {
			const input = this.drawInput(layout, fitTransform(layout, width));
			const steps = primeSteps(ctx, input, undefined, this.#view.scene);
			if (
				!(await inTasks(
					steps.length,
					(b) => steps[b](),
					() => this.#alive
				))
			)
				return;
		}
		if (!this.#alive) return;
		this.layout = layout;
		this.camera.ready();
	}

	/** What the main canvas draws for `layout` under `transform`. */
	drawInput(layout: TreeLayout, transform: ViewTransform): DrawInput {
		const { size, current } = this.#view;
		return {
			record: this.record,
			layout,
			transform,
			geometry: rowGeometry(size.height, layout.maxDepth),
			width: size.width,
			height: size.height,
			pixelRatio: size.ratio,
			pv: this.pv,
			current,
			hovered: this.hovered,
			focused: this.focused,
			found: this.highlighted ?? undefined,
			moveLabel: this.#messages().wholeTree.moveLabel
		};
	}

	/** The tree kept in view (d3-zoom's constrain). */
	constrain(tr: ViewTransform, width: number, height: number): ViewTransform {
		if (!this.layout) return tr;
		return constrainTransform(
			tr,
			this.layout,
			rowGeometry(height, this.layout.maxDepth),
			width,
			height
		);
	}

	/** "Node 1,234: depth 3, move cell 5, score >= 0" (and the result of a finished game). */
	describe(i: number): string {
		const { record } = this;
		const move = record.move[i];
		const score = scoreLabel(record.value[i], nodeBound(record, i));
		const messages = this.#messages();
		const text = messages.wholeTree.describeNode(
			i,
			record.depth[i],
			move < 0 ? null : move,
			score,
			nodeOutcome(record, i)
		);
		if (isTableHit(record, i))
			return `${text}, ${messages.techniques.tableHitLabel(tableLink(record, i))}`;
		if (isHorizon(record, i))
			return `${text}, ${messages.techniques.horizonLabel(record.value[i])}`;
		return text;
	}

	/** View API: zoom until node i shows as a mini-board, centred. */
	zoomToNode(i: number): void {
		checkNode(i, this.record.count);
		this.camera.zoomToNode(i);
	}

	/** View API: bring node i into view as a node, moving the least. */
	revealNode(i: number): void {
		checkNode(i, this.record.count);
		this.camera.revealNode(i);
	}

	/** View API: ring `nodes` (replacing the highlight and any Find message). */
	highlight(nodes: Iterable<number>): void {
		this.highlighted = checkNodes(nodes, this.record.count);
		this.#found = null;
	}

	/** View API: remove the highlight and the Find message. */
	clear(): void {
		this.highlighted = null;
		this.#found = null;
	}

	/**
	 * Find position: highlights every node with the position in `text` (its transpositions) and
	 * shows them (one: zoomed to; several: all in view). Bad notation sets the error message only.
	 */
	findPosition(text: string): void {
		let cells: readonly CellContent[];
		try {
			cells = parsePosition(text, recordGame(this.record).id).cells;
		} catch (error) {
			if (!(error instanceof PositionError)) throw error;
			this.highlighted = null;
			this.#found = { error };
			return;
		}
		const nodes = findCells(this.record, cells);
		this.highlighted = nodes;
		this.#found = { count: nodes.length, hits: countTableHits(this.record, nodes) };
		// Moves only once the tree is drawn (a search during the layout just rings the nodes).
		if (nodes.length > 0 && this.layout) this.camera.showAll(nodes);
	}

	/** The node under the canvas point (x, y), CSS pixels, or -1. */
	nodeAt(x: number, y: number): number {
		if (!this.layout) return -1;
		return hitTest(this.layout, this.record.parent, this.#view.transform, this.geometry, x, y);
	}

	/** Sets the hovered (or focused) node, telling the page when what is shown changes. */
	point(kind: 'hovered' | 'focused', node: number): void {
		if (this[kind] === node) return;
		this[kind] = node;
		this.#view.preview(this.shown >= 0 ? this.shown : null);
	}

	/**
	 * The canvas's keys: Enter zooms to the focus, arrows and Home move it (+, - and 0 are the
	 * picture host's: its zoom and Fit).
	 */
	key(event: KeyboardEvent): void {
		if (event.key === 'Enter' && this.focused >= 0) {
			event.preventDefault();
			return this.camera.zoomToNode(this.focused);
		}
		const move = navMoveOfKey(event.key);
		if (!move || !this.layout) return;
		event.preventDefault();
		const next = navigate(this.record, this.layout, this.focused, move);
		this.camera.revealNode(next);
		this.focused = next;
		this.#view.preview(this.shown >= 0 ? this.shown : null);
	}
}
