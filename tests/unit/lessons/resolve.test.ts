/** Slide resolution on hand-made slides, its errors, and the view calls that play a slide. */
import { describe, expect, it } from 'vitest';
import { childrenOf } from '$lib/engine/index';
import {
	LessonError,
	createLab,
	narrate,
	resolveSlide,
	viewCalls,
	type Slide
} from '$lib/lessons/index';

const lab = createLab();
const slide: Slide = {
	position: 'XOX/.O./X..',
	options: { alphaBeta: true, depthPenalty: true, order: 'index' },
	view: 'open',
	step: { kind: 'cutoff', path: [5] },
	show: { zoomTo: 'step' },
	panels: ['board', 'tree'],
	narration: narrate('alpha-beta.plain', ({ result, step, nodes }) => ({
		nodes: result.nodes,
		best: step,
		value: nodes.length
	}))
};

function codeOf(s: Slide): string | null {
	try {
		resolveSlide(s, lab);
		return null;
	} catch (e) {
		if (!(e instanceof LessonError)) throw e;
		return e.code;
	}
}

describe('resolveSlide', () => {
	it('gives the step, its node, the shown nodes and the narration computed from them', () => {
		const r = resolveSlide(slide, lab);
		expect(r).toMatchObject({
			notation: 'XOX/.O./X..',
			view: 'open',
			step: 40,
			totalSteps: 56,
			node: 10,
			nodes: 15,
			show: { kind: 'zoomTo', node: 10 },
			panels: ['board', 'tree'],
			narration: { code: 'alpha-beta.plain', values: { nodes: 15, best: 40, value: 1 } }
		});
		expect(r.position.toMove).toBe('O');
	});

	it('highlights merge, sorted, without repeats', () => {
		const r = resolveSlide(
			{ ...slide, step: 'end', show: { highlight: ['pv', { kind: 'children', path: [] }] } },
			lab
		);
		const record = lab.search(slide.position, slide.options).record;
		expect(r.show).toEqual({
			kind: 'highlight',
			nodes: [0, ...childrenOf(record, 0)].sort((a, b) => a - b)
		});
	});

	it('errors: bad position, zoom on several nodes, a node not drawn yet', () => {
		expect(codeOf({ ...slide, position: 'XXXX' })).toBe('bad-position');
		expect(
			codeOf({ ...slide, step: 'end', show: { zoomTo: { kind: 'children', path: [] } } })
		).toBe('zoom-not-single');
		expect(
			codeOf({ ...slide, step: 'start', show: { highlight: [{ kind: 'children', path: [] }] } })
		).toBe('node-not-shown');
	});

	it('the whole-tree view shows the finished search: any node at any step', () => {
		expect(
			codeOf({
				...slide,
				view: 'whole',
				step: 'start',
				show: { zoomTo: { kind: 'path', path: [8] } }
			})
		).toBeNull();
	});
});

describe('viewCalls', () => {
	it('fit', () => {
		expect(viewCalls({ kind: 'fit' })).toEqual([{ call: 'clear' }, { call: 'fit' }]);
	});

	it('zoom: reveal then zoom', () => {
		expect(viewCalls({ kind: 'zoomTo', node: 10 })).toEqual([
			{ call: 'clear' },
			{ call: 'revealNode', node: 10 },
			{ call: 'zoomToNode', node: 10 }
		]);
	});

	it('highlight: reveal each, highlight all, fit', () => {
		expect(viewCalls({ kind: 'highlight', nodes: [0, 22] })).toEqual([
			{ call: 'clear' },
			{ call: 'revealNode', node: 0 },
			{ call: 'revealNode', node: 22 },
			{ call: 'highlight', nodes: [0, 22] },
			{ call: 'fit' }
		]);
	});
});
