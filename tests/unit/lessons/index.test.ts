/**
 * The lessons as data: the eight lessons in order, 4 to 10 slides each, every position
 * valid, every slide resolving against its search, one narration code per slide, heavy figures
 * read only by slides that show their panel, and resolved slides that a worker can post.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine/index';
import {
	LESSONS,
	LESSON_IDS,
	createLab,
	lessonById,
	resolveSlide,
	slideNeeds,
	type Lab,
	type Panel,
	type ResolvedSlide
} from '$lib/lessons/index';

function fail(what: string): never {
	throw new Error(`The slide read ${what}, which slideNeeds does not list.`);
}

/** A lab that records which heavy figures each slide reads. */
function recordingLab(): { lab: Lab; used: Set<string> } {
	const inner = createLab();
	const used = new Set<string>();
	return {
		used,
		lab: {
			search: (n, o) => inner.search(n, o),
			steps: (n, o) => inner.steps(n, o),
			proof: () => (used.add('proof'), inner.proof()),
			comparison: (n) => (used.add('comparison'), inner.comparison(n))
		}
	};
}

const { lab, used } = recordingLab();
const resolved: {
	id: string;
	k: number;
	panels: readonly Panel[];
	slide: ResolvedSlide;
	uses: string[];
}[] = [];
for (const lesson of LESSONS) {
	lesson.slides.forEach((slide, k) => {
		used.clear();
		resolved.push({
			id: lesson.id,
			k,
			panels: slide.panels,
			slide: resolveSlide(slide, lab),
			uses: [...used]
		});
	});
}

describe('the lesson list', () => {
	it('the eight first lessons, the two of the bigger games, the solver lesson and the MCTS lesson, in order', () => {
		expect(LESSON_IDS).toEqual([
			'game-tree',
			'minimax',
			'depth-penalty',
			'win-before-block',
			'alpha-beta',
			'move-ordering',
			'proof',
			'whole-tree',
			'transpositions',
			'depth-limit',
			'connect4-solver',
			'mcts'
		]);
		expect(LESSONS.map((l) => l.id)).toEqual([...LESSON_IDS]);
	});

	it.each(LESSONS.map((l) => ({ id: l.id, n: l.slides.length })))(
		'$id: $n slides, 4 to 10',
		({ n }) => {
			expect(n).toBeGreaterThanOrEqual(4);
			expect(n).toBeLessThanOrEqual(10);
		}
	);

	it('lessonById finds each lesson and nothing else', () => {
		for (const l of LESSONS) expect(lessonById(l.id)).toBe(l);
		expect(lessonById('chess')).toBeUndefined();
	});
});

describe('every slide', () => {
	it('has a valid position and a complete set of options', () => {
		for (const lesson of LESSONS) {
			for (const slide of lesson.slides) {
				expect(() => parsePosition(slide.position, slide.options.game)).not.toThrow();
				// The three switches always; the techniques' lessons add the table, a depth limit or
				// the game (Connect Four).
				const keys = Object.keys(slide.options);
				expect(keys.slice(0, 3).sort()).toEqual(['alphaBeta', 'depthPenalty', 'order']);
				const extra = ['transpositionTable', 'depthLimit', 'game'];
				expect(keys.slice(3).every((k) => extra.includes(k))).toBe(true);
			}
		}
	});

	it.each(resolved.map((r) => ({ name: `${r.id} ${r.k + 1}`, r })))('$name resolves', ({ r }) => {
		const s = r.slide;
		expect(s.step).toBeGreaterThanOrEqual(0);
		expect(s.step).toBeLessThan(s.totalSteps);
		expect(s.narration.code.startsWith(`${r.id}.`)).toBe(true);
		// Posted from a worker as is: plain data that survives structured cloning.
		expect(structuredClone(s)).toEqual(s);
		expect(JSON.stringify(s.narration.values)).not.toContain('NaN');
	});

	it('one narration code per slide', () => {
		const codes = resolved.map((r) => r.slide.narration.code);
		expect(new Set(codes).size).toBe(codes.length);
	});

	it('resolves from a lab seeded with just what slideNeeds says', () => {
		const proof = lab.proof();
		for (const lesson of LESSONS) {
			for (const slide of lesson.slides) {
				const needs = slideNeeds(slide);
				const inner = createLab({
					proof: needs.proof ? proof : undefined,
					comparisons: needs.comparison ? [lab.comparison(needs.comparison)] : []
				});
				const strict: Lab = {
					search: (n, o) => lab.search(n, o),
					steps: (n, o) => lab.steps(n, o),
					proof: () => (needs.proof ? inner.proof() : fail('proof')),
					comparison: (n) =>
						needs.comparison === n ? inner.comparison(n) : fail(`comparison ${n}`)
				};
				expect(resolveSlide(slide, strict)).toEqual(resolveSlide(slide, lab));
			}
		}
	});

	it('reads the proof only with the proof panel, comparisons only with their panels', () => {
		for (const r of resolved) {
			if (r.uses.includes('proof')) expect(r.panels, `${r.id} ${r.k + 1}`).toContain('proof');
			if (r.uses.includes('comparison')) {
				expect(
					r.panels.some((p) => p === 'compare' || p === 'openings'),
					`${r.id} ${r.k + 1}`
				).toBe(true);
			}
		}
		expect(resolved.filter((r) => r.uses.length > 0).map((r) => `${r.id} ${r.k + 1}`)).toEqual([
			'move-ordering 5',
			'move-ordering 6',
			'proof 1',
			'proof 2',
			'proof 3',
			'proof 4',
			'proof 5'
		]);
	});
});
