/** pseudocode.ts: the pseudo-code variants and the line each step highlights. */
import { describe, expect, it } from 'vitest';
import { formatPseudoLine, pseudoCode, pseudoLineOf, stepAt } from '$lib/stepper';
import { stepIndexOf, XOX } from '../fixtures/steps';

const ALPHA_BETA_PENALTY = [
	'function minimax(node, depth, α, β):',
	'    if node is a finished game:',
	"        if the root's side has won: return 10 − depth",
	"        if the root's side has lost: return depth − 10",
	'        return 0   // a draw',
	"    if depth is even:   // the root's side moves: maximize",
	'        best ← −∞',
	'        for each empty cell m, in move order:',
	'            v ← minimax(node + m, depth + 1, α, β)',
	'            best ← max(best, v);  α ← max(α, best)',
	'            if α ≥ β: break   // beta cutoff: the remaining moves are pruned',
	'        return best   // fail-soft: may lie outside [α, β]',
	'    else:   // the other side moves: minimize',
	'        best ← +∞',
	'        for each empty cell m, in move order:',
	'            v ← minimax(node + m, depth + 1, α, β)',
	'            best ← min(best, v);  β ← min(β, best)',
	'            if α ≥ β: break   // alpha cutoff: the remaining moves are pruned',
	'        return best   // fail-soft: may lie outside [α, β]',
	'value ← minimax(position, 0, −∞, +∞)',
	'play the first root move (in move order) whose score equals value'
];

describe('pseudo-code variants', () => {
	it('alpha-beta with the depth penalty, line for line', () => {
		const code = pseudoCode({ alphaBeta: true, depthPenalty: true });
		expect(code.lines.map(formatPseudoLine)).toEqual(ALPHA_BETA_PENALTY);
		expect(code.lines.map((l) => l.number)).toEqual(ALPHA_BETA_PENALTY.map((_, i) => i + 1));
	});

	it('without the depth penalty only the win and loss lines change', () => {
		const code = pseudoCode({ alphaBeta: true, depthPenalty: false });
		const text = code.lines.map(formatPseudoLine);
		expect(text[2]).toBe("        if the root's side has won: return +10");
		expect(text[3]).toBe("        if the root's side has lost: return −10");
		expect(text.filter((t, i) => t !== ALPHA_BETA_PENALTY[i])).toHaveLength(2);
	});

	it('plain minimax has no window and no cutoff line (19 lines)', () => {
		for (const depthPenalty of [true, false]) {
			const code = pseudoCode({ alphaBeta: false, depthPenalty });
			const text = code.lines.map(formatPseudoLine).join('\n');
			expect(code.lines).toHaveLength(19);
			expect(text).not.toMatch(/[αβ]/);
			expect(text).toContain('v ← minimax(node + m, depth + 1)\n');
			expect(code.anchors).toMatchObject({
				maxUpdate: 10,
				maxReturn: 11,
				minUpdate: 16,
				minReturn: 17,
				choose: 19
			});
		}
	});

	it('anchors point at their lines in all four variants', () => {
		for (const alphaBeta of [true, false]) {
			for (const depthPenalty of [true, false]) {
				const { lines, anchors } = pseudoCode({ alphaBeta, depthPenalty });
				const at = (n: number) => lines[n - 1].code;
				expect(at(anchors.function)).toMatch(/^function minimax/);
				expect(at(anchors.win)).toMatch(/has won/);
				expect(at(anchors.loss)).toMatch(/has lost/);
				expect(at(anchors.draw)).toBe('return 0');
				expect(at(anchors.maxUpdate)).toMatch(/^best ← max/);
				expect(at(anchors.minUpdate)).toMatch(/^best ← min/);
				expect(at(anchors.maxReturn)).toBe('return best');
				expect(at(anchors.minReturn)).toBe('return best');
				expect(at(anchors.choose)).toMatch(/^play the first root move/);
				if (alphaBeta) expect(at(anchors.maxCutoff)).toBe('if α ≥ β: break');
			}
		}
	});
});

describe('the line each step highlights (XOX/.O./X.., alpha-beta, depth penalty)', () => {
	const index = stepIndexOf(XOX, { alphaBeta: true, depthPenalty: true });
	it.each([
		[0, 'enter', 1],
		[4, 'evaluate', 3], // O wins: 10 − depth
		[5, 'return', 3], // a finished game returns from its score line
		[6, 'update', 10], // max node
		[9, 'evaluate', 5], // a draw
		[11, 'update', 17], // min node
		[12, 'cutoff', 18], // alpha cutoff at a min node
		[13, 'return', 19],
		[15, 'return', 12],
		[22, 'cutoff', 11], // beta cutoff at a max node
		[37, 'evaluate', 4], // X wins: depth − 10
		[55, 'choose', 21]
	] as const)('step %i (%s) highlights line %i', (k, kind, line) => {
		const step = stepAt(index, k);
		expect([step.kind, step.pseudoLine]).toEqual([kind, line]);
	});

	it('pseudoLineOf maps kinds to lines in the plain variant', () => {
		const plain = { alphaBeta: false, depthPenalty: false };
		expect(pseudoLineOf(plain, 'update', true, null)).toBe(10);
		expect(pseudoLineOf(plain, 'return', false, null)).toBe(17);
		expect(pseudoLineOf(plain, 'evaluate', false, 'loss')).toBe(4);
		expect(pseudoLineOf(plain, 'choose', true, null)).toBe(19);
	});
});

describe('the game in the pseudo-code (fault: 4x4 and Connect Four said "return 10 − depth")', () => {
	const lines = (game: 'ttt3' | 'ttt4' | 'connect4', depthPenalty: boolean) =>
		pseudoCode({ alphaBeta: false, depthPenalty, game, depthLimit: 4 }).lines.map((l) => l.code);

	it('scores wins with the game win score: 10 on 3x3, 1000 beyond (games.ts)', () => {
		expect(lines('ttt3', true)).toContain("if the root's side has won: return 10 − depth");
		expect(lines('ttt4', true)).toContain("if the root's side has won: return 1000 − depth");
		expect(lines('connect4', false)).toContain("if the root's side has lost: return −1000");
	});

	it("loops over Connect Four's columns, the other games' empty cells", () => {
		expect(lines('connect4', true)).toContain('for each column m that is not full, in move order:');
		expect(lines('ttt4', true)).toContain('for each empty cell m, in move order:');
	});

	it('keeps one variant per game (the cache tells games apart)', () => {
		const a = pseudoCode({ alphaBeta: true, depthPenalty: true, game: 'ttt3' });
		const b = pseudoCode({ alphaBeta: true, depthPenalty: true, game: 'ttt4' });
		expect(a).not.toBe(b);
		expect(a.variant.game).toBe('ttt3');
		expect(b.variant.game).toBe('ttt4');
		expect(pseudoCode({ alphaBeta: true, depthPenalty: true })).toBe(a);
	});
});
