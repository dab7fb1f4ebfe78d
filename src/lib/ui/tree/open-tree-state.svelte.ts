/**
 * What the open-nodes view (TreeView.svelte) holds for one record: which nodes are open and which
 * are highlighted, and, derived from the step being shown, the laid-out tree (collapsed-tree.ts),
 * the principal variation, the current path, the best children so far, the value travelling up,
 * and what each node says (score, window, hidden count, accessible name). TreeView makes a new
 * instance per record, so a new decision opens collapsed with no highlight.
 */
/* eslint-disable svelte/prefer-svelte-reactivity -- every Set and Map here is built once and
   replaced whole ($state.raw, $derived), never mutated once shown. */
import type { HierarchyPointLink } from 'd3-hierarchy';
import {
	isHorizon,
	isTableHit,
	nodeBound,
	nodeOutcome,
	principalVariation,
	readNode,
	tableLink,
	type MoveOrder,
	type SearchRecord
} from '$lib/engine';
import type { Messages } from '$lib/i18n';
import {
	cutoffStep,
	enterStep,
	nodeStatus,
	type Step,
	type StepIndex,
	type StepState
} from '$lib/stepper';
import {
	initialExpanded,
	layoutOpenTree,
	subtreeSize,
	tightBadges,
	type LaidOutItem,
	type TreeItem
} from '$lib/visualization/collapsed-tree';
import { ancestorsOf } from '$lib/visualization/open-tree-view';
import { scoreLabel } from '$lib/visualization/score-label';
import { checkNode, checkNodes } from '$lib/visualization/view-api';

/** What the view reads of the step-through (the page's Stepper has these, and more). */
export interface StepSource {
	readonly index: StepIndex;
	readonly state: StepState;
	readonly step: Step;
	/** The step shown, 0..total-1. */
	readonly k: number;
	/** The step shown is the last: the search is finished. */
	readonly atEnd: boolean;
	/** Move order of the search (pruned stubs are drawn in that order). */
	readonly order: MoveOrder;
}

/** Nodes visible at first in a big tree: whole levels up to this many (initialExpanded). */
const INITIAL_VISIBLE = 40;
/**
 * New items drawn per paint (OpenTreeState.drawnItems): at 4x CPU throttling a node with its
 * mini-board takes about 4 ms to mount, so a slice stays well under the 200 ms a task may take on
 * a slow laptop (npm run bench: firstVisit, throttled4x).
 */
export const DRAWN_SLICE = 16;

/** An item's key: its node, or for a pruned stub its parent and cell (TreeView's each blocks). */
export const itemKey = (d: { data: { node: number; parent: number; cell: number } }): string =>
	d.data.node >= 0 ? `n${d.data.node}` : `p${d.data.parent}-${d.data.cell}`;

export class OpenTreeState {
	readonly record: SearchRecord;
	/** Nodes showing their children. */
	open: ReadonlySet<number>;
	/** Nodes ringed by the view API's highlight. */
	highlighted: ReadonlySet<number>;

	readonly finished: boolean;
	readonly now: StepState;
	readonly pvSet: ReadonlySet<number>;
	/** The nodes on the call stack, root first. */
	readonly pathSet: ReadonlySet<number>;
	readonly bestSet: ReadonlySet<number>;
	/** Open nodes, plus the current path while stepping. */
	readonly shownOpen: ReadonlySet<number>;
	readonly root: LaidOutItem;
	readonly items: LaidOutItem[];
	readonly links: HierarchyPointLink<TreeItem>[];
	/**
	 * The items drawn now: those drawn when drawMore was last called that are still laid out, and
	 * at most DRAWN_SLICE others (breadth first, so the top of the tree comes first). A change that
	 * brings more (a new decision, Go to end, a jump of the step slider) is drawn a slice a paint
	 * (TreeView calls drawMore after each paint), so that no task mounts the whole tree; a step that
	 * adds a node draws it at once.
	 */
	readonly drawnItems: LaidOutItem[];
	/** The keys (itemKey) of the drawn items. */
	readonly drawnKeys: ReadonlySet<string>;
	/** The links to the drawn items. */
	readonly drawnLinks: HierarchyPointLink<TreeItem>[];
	/** Some laid-out items are not drawn yet (drawMore draws the next slice). */
	readonly drawing: boolean;
	/** The keys drawn when drawMore was last called: they stay drawn. */
	#kept = $state.raw<ReadonlySet<string>>(new Set());
	readonly byNode: ReadonlyMap<number, LaidOutItem>;
	/** Nodes whose "+N" badge has no room beside a neighbour's (shown on hover or focus only). */
	readonly tight: ReadonlySet<number>;
	/** A value returning to its parent at this step (the chip that travels up the edge). */
	readonly travel: { k: number; from: LaidOutItem; to: LaidOutItem; text: string } | null;

	#source: () => StepSource;
	#messages: () => Messages;

	/**
	 * @param source the step-through (read reactively).
	 * @param messages the catalogue on screen (read reactively, so that names follow the language).
	 */
	constructor(record: SearchRecord, source: () => StepSource, messages: () => Messages) {
		this.#source = source;
		this.#messages = messages;
		this.record = record;
		this.open = $state.raw(initialExpanded(record, INITIAL_VISIBLE));
		this.highlighted = $state.raw(new Set());
		this.finished = $derived(source().atEnd);
		this.now = $derived(source().state);
		this.pvSet = $derived(new Set(this.finished ? principalVariation(record) : []));
		this.pathSet = $derived(new Set(this.now.stack.map((f) => f.node)));
		this.bestSet = $derived(
			new Set(this.now.stack.map((f) => f.bestChild).filter((c): c is number => c !== null))
		);
		this.shownOpen = $derived(
			this.pathSet.size > 1 ? new Set([...this.open, ...this.pathSet]) : this.open
		);
		this.root = $derived.by(() => {
			const { index, k, order } = source();
			const filter = this.finished
				? null
				: {
						lastEntered: this.now.lastEntered,
						prunedShown: (i: number) => {
							const c = cutoffStep(index, i);
							return c >= 0 && c <= k;
						}
					};
			return layoutOpenTree(record, this.shownOpen, order, filter);
		});
		this.items = $derived(this.root.descendants());
		this.links = $derived(this.root.links());
		this.drawnItems = $derived.by(() => {
			let fresh = 0;
			const drawn = this.items.filter((d) => this.#kept.has(itemKey(d)) || fresh++ < DRAWN_SLICE);
			return drawn.length === this.items.length ? this.items : drawn;
		});
		this.drawnKeys = $derived(new Set(this.drawnItems.map(itemKey)));
		this.drawing = $derived(this.drawnItems.length < this.items.length);
		this.drawnLinks = $derived(
			this.drawing ? this.links.filter((l) => this.drawnKeys.has(itemKey(l.target))) : this.links
		);
		this.byNode = $derived(
			new Map(this.items.filter((d) => d.data.node >= 0).map((d) => [d.data.node, d]))
		);
		this.tight = $derived(
			tightBadges(this.items, (i) => {
				const n = this.hiddenCount(i);
				return n > 0 ? this.#messages().tree.hiddenBadge(n) : '';
			})
		);
		this.travel = $derived.by(() => {
			const step = source().step;
			if (step.kind !== 'update' || step.child === null) return null;
			const from = this.byNode.get(step.child);
			const to = this.byNode.get(step.node);
			if (!from || !to) return null;
			return { k: step.k, from, to, text: scoreLabel(step.value ?? 0, step.bound ?? 'exact') };
		});
	}

	/**
	 * Keeps what is drawn now drawn, so that drawnItems adds the next DRAWN_SLICE items not drawn
	 * yet (TreeView: a paint after the last slice). Changes nothing when every drawn item is kept.
	 */
	drawMore(): void {
		const keys = this.drawnKeys;
		const kept = this.#kept;
		if (keys.size === kept.size && [...keys].every((k) => kept.has(k))) return;
		this.#kept = keys;
	}

	/** The chosen move's x (the principal variation's first step), for a first view too wide. */
	get chosenX(): number {
		return this.root.children?.find((c) => this.pvSet.has(c.data.node))?.x ?? 0;
	}

	/**
	 * What the first view fits when the whole open tree is too big to read: the root, its children
	 * and the chosen line (the principal variation's nodes laid out), not their siblings below.
	 */
	get firstView(): LaidOutItem[] {
		const pv = new Set(principalVariation(this.record));
		return this.items.filter((d) => d.depth <= 1 || (d.data.node >= 0 && pv.has(d.data.node)));
	}

	/** Whether node i has children (a button that opens or closes them). */
	expandable(i: number): boolean {
		return this.record.end[i] > i + 1;
	}

	/** Opens or closes node i (a finished game has nothing to open). */
	toggle(i: number): void {
		if (!this.expandable(i)) return;
		const next = new Set(this.open);
		if (next.has(i)) next.delete(i);
		else next.add(i);
		this.open = next;
	}

	/**
	 * Opens the ancestors of node i so that it is laid out (once the search has reached it).
	 * @throws RangeError when i is not a node of the record.
	 */
	openTo(i: number): void {
		checkNode(i, this.record.count);
		const missing = ancestorsOf(this.record, i).filter((a) => !this.open.has(a));
		if (missing.length) this.open = new Set([...this.open, ...missing]);
	}

	/** Rings `nodes`, replacing the highlight. @throws RangeError (view-api.ts checkNodes). */
	highlight(nodes: Iterable<number>): void {
		this.highlighted = new Set(checkNodes(nodes, this.record.count));
	}

	clear(): void {
		this.highlighted = new Set();
	}

	/** What node i shows as its score at the current step ("?" before it is known). */
	scoreText(i: number): string {
		const { record, now } = this;
		const { index, k } = this.#source();
		const status = this.finished ? 'returned' : nodeStatus(index, now, i);
		if (status === 'returned') return scoreLabel(record.value[i], nodeBound(record, i));
		const frame = now.stack[record.depth[i]];
		if (!this.expandable(i)) return k > enterStep(index, i) ? String(record.value[i]) : '?';
		if (!frame || frame.best === null || !Number.isFinite(frame.best)) return '?';
		return `${this.#messages().steps.number(frame.best)}…`;
	}

	/** Nodes hidden under node i (closed, or not reached yet), 0 when it is open. */
	hiddenCount(i: number): number {
		if (this.shownOpen.has(i)) return 0;
		const last = this.finished ? this.record.count - 1 : this.now.lastEntered;
		return subtreeSize(this.record, i, last) - 1;
	}

	/** "[alpha, beta]" beside a node on the current path (alpha-beta, while stepping), else null. */
	windowText(i: number): string | null {
		if (!this.#source().index.alphaBeta || this.finished || !this.pathSet.has(i)) return null;
		const f = this.now.stack[this.record.depth[i]];
		const { number } = this.#messages().steps;
		return `[${number(f.alpha)}, ${number(f.beta)}]`;
	}

	/**
	 * The accessible name of node i: it contains the visible score, window and "+N" badge, and
	 * "highlighted" when the view API's highlight rings it.
	 */
	labelOf(i: number): string {
		const view = readNode(this.record, i);
		const win = this.windowText(i);
		const label = this.#messages().tree.nodeLabel({
			move: view.move,
			depth: view.depth,
			// The visible score and window, in their on-screen order (score, then [alpha, beta]).
			score: win ? `${this.scoreText(i)} ${win}` : this.scoreText(i),
			maximizing: view.maximizing,
			hidden: this.hiddenCount(i),
			outcome: view.outcome,
			highlighted: this.highlighted.has(i)
		});
		const kind = this.leafKind(i);
		if (kind === '') return label;
		const { techniques } = this.#messages();
		const extra =
			kind === 'table-hit'
				? techniques.tableHitLabel(tableLink(this.record, i))
				: techniques.horizonLabel(this.record.value[i]);
		return `${label}, ${extra}`;
	}

	/** A table hit ('table-hit'), a horizon leaf ('horizon'), or neither (''). */
	leafKind(i: number): '' | 'table-hit' | 'horizon' {
		if (isTableHit(this.record, i)) return 'table-hit';
		return isHorizon(this.record, i) ? 'horizon' : '';
	}

	/** CSS class of a finished game's result ('' for an inner node). */
	outcomeClass(i: number): string {
		const o = nodeOutcome(this.record, i);
		return o === 'X' ? 'x-wins' : o === 'O' ? 'o-wins' : o === 'draw' ? 'draw' : '';
	}
}
