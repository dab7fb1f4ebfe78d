/**
 * Slide resolution: turns a slide's specs into concrete numbers against its recorded search (the
 * step number, the node indices to zoom to or highlight, the narration's values), and lists the
 * tree-view calls that play it. The result is plain data, safe to post from a worker.
 */
import {
	PositionError,
	gameOf,
	parsePosition,
	type Position,
	type SearchOptions
} from '../engine/index';
import { lastEnteredAt, nodeAtStep } from '../stepper/index';
import { LessonError } from './errors';
import { resolveNarration, type ResolvedNarration } from './narration';
import { nodeAtPath, resolveNodes } from './node-spec';
import { resolveStep } from './step-spec';
import type { TreeViewKind } from '../visualization/view-api';
import type { Lab, NarrationContext, Panel, Slide } from './types';

/** What the tree view shows, resolved to node indices of the slide's search. */
export type ResolvedShow =
	| { readonly kind: 'fit' }
	| { readonly kind: 'zoomTo'; readonly node: number }
	| { readonly kind: 'highlight'; readonly nodes: readonly number[] };

/** A slide ready to play. */
export interface ResolvedSlide {
	readonly position: Position;
	/** The slide's position as given (notation). */
	readonly notation: string;
	readonly options: SearchOptions;
	readonly view: TreeViewKind;
	/** Absolute step number (0..totalSteps-1), for the stepper and `step=` links. */
	readonly step: number;
	readonly totalSteps: number;
	/** The node owning that step (the current node of the stepper). */
	readonly node: number;
	/** Node count of the slide's search. */
	readonly nodes: number;
	readonly show: ResolvedShow;
	readonly panels: readonly Panel[];
	readonly narration: ResolvedNarration;
}

/** One call of the tree view API (fit, zoomToNode, revealNode, highlight, clear). */
export type ViewCall =
	| { readonly call: 'clear' }
	| { readonly call: 'fit' }
	| { readonly call: 'revealNode'; readonly node: number }
	| { readonly call: 'zoomToNode'; readonly node: number }
	| { readonly call: 'highlight'; readonly nodes: readonly number[] };

function parseSlidePosition(notation: string, options: SearchOptions): Position {
	try {
		return parsePosition(notation, gameOf(options).id);
	} catch (error) {
		if (!(error instanceof PositionError)) throw error;
		throw new LessonError('bad-position', `Slide position "${notation}": ${error.message}`);
	}
}

/**
 * Resolves a slide against its search, run (or read from cache) by `lab`.
 * @throws LessonError when the slide names something the search does not have (see errors.ts),
 *   including a shown node not yet drawn at the step in the open-nodes view.
 */
export function resolveSlide(slide: Slide, lab: Lab): ResolvedSlide {
	const position = parseSlidePosition(slide.position, slide.options);
	const result = lab.search(slide.position, slide.options);
	const index = lab.steps(slide.position, slide.options);
	const step = resolveStep(index, slide.step);
	const lastEntered = lastEnteredAt(index, step);
	let show: ResolvedShow;
	if ('fit' in slide.show) show = { kind: 'fit' };
	else if ('zoomTo' in slide.show) {
		const nodes = resolveNodes(index, slide.show.zoomTo, step);
		if (nodes.length !== 1) {
			throw new LessonError(
				'zoom-not-single',
				`A zoom target must be one node, got ${nodes.length}.`
			);
		}
		show = { kind: 'zoomTo', node: nodes[0] };
	} else {
		const set = new Set<number>();
		for (const spec of slide.show.highlight)
			for (const n of resolveNodes(index, spec, step)) set.add(n);
		show = { kind: 'highlight', nodes: [...set].sort((a, b) => a - b) };
	}
	const shown = show.kind === 'fit' ? [] : show.kind === 'zoomTo' ? [show.node] : show.nodes;
	if (slide.view === 'open') {
		const hidden = shown.find((n) => n > lastEntered);
		if (hidden !== undefined) {
			throw new LessonError('node-not-shown', `Node ${hidden} is not entered yet at step ${step}.`);
		}
	}
	const context: NarrationContext = {
		position,
		result,
		index,
		step,
		nodes: shown,
		node: (path) => nodeAtPath(result.record, path),
		lab
	};
	return {
		position,
		notation: slide.position,
		options: { ...slide.options },
		view: slide.view,
		step,
		totalSteps: index.total,
		node: nodeAtStep(index, step),
		nodes: result.nodes,
		show,
		panels: [...slide.panels],
		narration: resolveNarration(slide.narration, context)
	};
}

/**
 * The tree-view calls that show a resolved slide, in order: always `clear` first; fit: `fit`;
 * zoom: `revealNode` (opens collapsed ancestors) then `zoomToNode`; highlight: `revealNode` for each
 * node, `highlight` with all of them, then `fit`.
 */
export function viewCalls(show: ResolvedShow): ViewCall[] {
	const calls: ViewCall[] = [{ call: 'clear' }];
	if (show.kind === 'fit') calls.push({ call: 'fit' });
	else if (show.kind === 'zoomTo') {
		calls.push({ call: 'revealNode', node: show.node }, { call: 'zoomToNode', node: show.node });
	} else {
		for (const node of show.nodes) calls.push({ call: 'revealNode', node });
		calls.push({ call: 'highlight', nodes: show.nodes }, { call: 'fit' });
	}
	return calls;
}
