/**
 * Exercises from seeds: a seed reproduces the same exercise, alone or with the position it chose
 * (the link), random positions suit their kind, and a position from a link that cannot hold the
 * exercise gets a typed error.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	emptyPosition,
	formatPosition,
	legalMoves,
	parsePosition,
	winner
} from '$lib/engine/index';
import {
	EXERCISE_KINDS,
	GOOD_SHOWN_NODES,
	contextOf,
	generateExercise,
	mulberry32,
	randomPosition,
	solutionFor,
	threats
} from '$lib/practice/index';
import { practiceLink } from '$lib/link/practice-link';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('links given to a class keep their exercise (seed 2024)', () => {
	it.each([
		['win', '..X/XXO/OXO', null],
		['threats', 'O../OXO/XX.', null],
		['best-move', '..O/.../..X', null],
		['value', '.X./O.O/XOX', 10],
		['next-node', 'X.O/O.X/..X', 14],
		['window', '.X./OXO/..X', 9],
		['prune', '.O./.OX/OXX', null],
		['uct', 'OXO/X.X/...', null]
	] as const)('%s: %s, node or step %s', (kind, position, question) => {
		const ex = generateExercise(kind, 2024);
		expect(formatPosition(ex.position)).toBe(position);
		if ('node' in ex) expect(ex.node).toBe(question);
		if ('step' in ex) expect(ex.step).toBe(question);
		expect(practiceLink(ex)).toBe(`#/practice?kind=${kind}&position=${position}&seed=2024`);
	});
});

describe.each(EXERCISE_KINDS)('%s', (kind) => {
	it('(kind, seed) and (kind, position, seed) give the same exercise', () => {
		fc.assert(
			fc.property(seeds, (seed) => {
				const ex = generateExercise(kind, seed);
				expect(generateExercise(kind, seed)).toEqual(ex);
				expect(generateExercise(kind, seed, ex.position)).toEqual(ex);
				expect(generateExercise(kind, seed, parsePosition(formatPosition(ex.position)))).toEqual(
					ex
				);
			}),
			{ numRuns: 25 }
		);
	});

	it('random positions are games in progress that suit the kind', () => {
		for (let seed = 0; seed < 40; seed++) {
			const ex = generateExercise(kind, seed);
			expect(winner(ex.position)).toBeNull();
			if (ex.shown) {
				const ctx = contextOf(ex);
				const count = (ctx.shown ?? ctx.index.record).count;
				expect(count).toBeGreaterThanOrEqual(GOOD_SHOWN_NODES[0]);
				expect(count).toBeLessThanOrEqual(GOOD_SHOWN_NODES[1]);
			}
			if (kind === 'threats') {
				const t = threats(ex.position);
				expect(t.X.length + t.O.length).toBeGreaterThan(0);
			}
			if (kind === 'prune')
				expect(solutionFor(ex).answer).not.toEqual({ kind: 'prune', nodes: [] });
			if (kind === 'best-move') {
				const scores = solutionFor(ex).feedback as { scores: { score: number }[] };
				expect(new Set(scores.scores.map((m) => m.score)).size).toBeGreaterThan(1);
			}
		}
	});
});

describe('options and questions', () => {
	it('win exercises come with and without an immediate win', () => {
		const answers = Array.from(
			{ length: 30 },
			(_, seed) => solutionFor(generateExercise('win', seed)).answer
		);
		expect(answers.some((a) => a.cell === null)).toBe(true);
		expect(answers.some((a) => a.cell !== null)).toBe(true);
	});

	it('the seed picks the options: prune and window always use alpha-beta, best-move never', () => {
		const seen = new Set<string>();
		for (let seed = 0; seed < 30; seed++) {
			expect(generateExercise('prune', seed).options.alphaBeta).toBe(true);
			expect(generateExercise('window', seed).options.alphaBeta).toBe(true);
			expect(generateExercise('best-move', seed).options.alphaBeta).toBe(false);
			const v = generateExercise('value', seed).options;
			seen.add(`${v.alphaBeta}/${v.depthPenalty}`);
		}
		expect(seen.size).toBe(4);
	});

	it('the value display hides the node and its ancestors, the window display shows no window', () => {
		const v = generateExercise('value', 7);
		const { record } = contextOf(v).index;
		const hidden = new Set(v.display?.values.map((x) => x.node));
		for (let a = v.node; a >= 0; a = record.parent[a]) expect(hidden.has(a)).toBe(false);
		const w = generateExercise('window', 7);
		expect(w.display?.windows).toEqual([]);
		expect(w.display?.visited).toEqual(Array.from({ length: w.node + 1 }, (_, i) => i));
	});
});

describe('positions from a link', () => {
	it('a finished game is refused with position-finished', () => {
		expect(() => generateExercise('win', 1, parsePosition('XXX/OO./...'))).toThrow(
			expect.objectContaining({ code: 'position-finished' })
		);
	});

	it('a tree too big to show is refused with its node count', () => {
		const error = (() => {
			try {
				generateExercise('prune', 1, emptyPosition());
			} catch (e) {
				return e;
			}
		})();
		expect(error).toMatchObject({ code: 'tree-too-large', details: { nodes: 549946, max: 200 } });
	});

	it('best-move accepts any game in progress, even the empty board', () => {
		expect(generateExercise('best-move', 3, emptyPosition()).position).toEqual(emptyPosition());
	});

	it.each([-1, 1.5, 2 ** 32, Number.NaN])('seed %s is refused with bad-seed', (seed) => {
		expect(() => generateExercise('win', seed)).toThrow(
			expect.objectContaining({ code: 'bad-seed' })
		);
	});
});

describe('randomPosition', () => {
	it('plays the given number of legal moves, or gives null when the game ended first', () => {
		const rng = mulberry32(11);
		let nulls = 0;
		for (let i = 0; i < 200; i++) {
			const p = randomPosition(rng, 7);
			if (p === null) {
				nulls++;
				continue;
			}
			expect(p.cells.filter((c) => c !== null)).toHaveLength(7);
			expect(legalMoves(p).length).toBe(2);
		}
		expect(nulls).toBeGreaterThan(0);
		expect(nulls).toBeLessThan(200);
	});
});
