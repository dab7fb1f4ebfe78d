/**
 * Shared fixtures of the visualization tests: recorded searches (cached, the big one is built once
 * per file), hand-made tree shapes, a fake 2D context that records the calls drawing makes, the
 * score a node shows, and a fake element for d3-zoom.
 */
import { emptyPosition, nodeBound, parsePosition, search, type SearchRecord } from '$lib/engine';
import { scoreLabel } from '$lib/visualization/score-label';
import type { DrawContext } from '$lib/visualization/whole-tree/frame';
import type { TreeShape } from '$lib/visualization/whole-tree/layout';

export { principalVariation } from '$lib/engine';

/** The score of node i as the views write it ("7", "<= -8", ">= 0"). */
export function scoreLabelFor(record: SearchRecord, i: number): string {
	return scoreLabel(record.value[i], nodeBound(record, i));
}

const cache = new Map<string, SearchRecord>();

/** The record of a search from `position` (notation), cached per position and options. */
export function recordOf(position: string, alphaBeta = false): SearchRecord {
	const key = `${position}|${alphaBeta}`;
	let record = cache.get(key);
	if (!record) {
		const start = position === '.........' ? emptyPosition() : parsePosition(position);
		record = search(start, { alphaBeta }).record;
		cache.set(key, record);
	}
	return record;
}

/**
 * A tree shape from nested child counts, built in preorder: `[2, [0], [3]]`-like specs are awkward,
 * so the spec is a list of child counts in preorder (a leaf is 0), e.g. [2, 0, 3, 0, 0, 0].
 * @throws Error when the counts do not describe one tree.
 */
export function shapeOfCounts(counts: number[]): TreeShape {
	const n = counts.length;
	const parent = new Int32Array(n).fill(-1);
	const end = new Int32Array(n);
	const depth = new Uint8Array(n);
	let next = 0;
	const build = (p: number, d: number): number => {
		const i = next++;
		if (i >= n) throw new Error('The counts end too early.');
		parent[i] = p;
		depth[i] = d;
		for (let c = 0; c < counts[i]; c++) build(i, d + 1);
		end[i] = next;
		return i;
	};
	build(-1, 0);
	if (next !== n) throw new Error('The counts describe a smaller tree.');
	return { count: n, parent, end, depth };
}

/** One recorded call of the fake context. */
export type Call = { name: string; args: number[]; state: Record<string, unknown> };

/**
 * A fake CanvasRenderingContext2D: every method call is recorded with its numeric arguments and
 * the style in effect (fillStyle, strokeStyle, lineWidth, font).
 */
export function fakeContext(): DrawContext & { calls: Call[] } {
	const calls: Call[] = [];
	const state: Record<string, unknown> = {
		fillStyle: '#000',
		strokeStyle: '#000',
		lineWidth: 1,
		font: '10px sans-serif',
		textAlign: 'start',
		textBaseline: 'alphabetic',
		lineJoin: 'miter',
		globalAlpha: 1
	};
	const record =
		(name: string) =>
		(...args: unknown[]) => {
			calls.push({
				name,
				args: args.filter((a): a is number => typeof a === 'number'),
				state: { ...state, text: typeof args[0] === 'string' ? args[0] : undefined }
			});
		};
	const methods = [
		'setTransform',
		'clearRect',
		'fillRect',
		'beginPath',
		'closePath',
		'moveTo',
		'lineTo',
		'rect',
		'arc',
		'fill',
		'stroke',
		'fillText',
		'strokeText',
		'setLineDash',
		'save',
		'restore',
		'clip'
	];
	const ctx: Record<string, unknown> = { calls };
	for (const m of methods) ctx[m] = record(m);
	return new Proxy(ctx, {
		get: (target, key: string) => (key in state ? state[key] : target[key]),
		set: (_target, key: string, value) => {
			state[key] = value;
			return true;
		}
	}) as unknown as DrawContext & { calls: Call[] };
}

/**
 * A stand-in for a DOM element that d3-zoom can attach to in Node: events (an EventTarget), a style
 * and a bounding box at the origin, so that a pointer's client coordinates are element coordinates.
 */
export function fakeElement(): Element {
	const target = new EventTarget();
	return Object.assign(target, {
		style: { setProperty() {}, removeProperty() {}, getPropertyValue: () => '' },
		clientLeft: 0,
		clientTop: 0,
		getBoundingClientRect: () => ({ left: 0, top: 0, width: 0, height: 0 })
	}) as unknown as Element;
}

/** A wheel event at (clientX, clientY) scrolling `deltaY` pixels (negative: zoom in). */
export function wheelEvent(clientX: number, clientY: number, deltaY: number): Event {
	const event = new Event('wheel', { cancelable: true });
	return Object.assign(event, {
		clientX,
		clientY,
		deltaY,
		deltaMode: 0,
		ctrlKey: false,
		button: 0
	});
}
