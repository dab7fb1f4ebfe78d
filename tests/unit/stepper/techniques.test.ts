import { describe, expect, it } from 'vitest';
import { emptyPosition, isSearchLeaf, search, tableLink } from '$lib/engine';
import { en, explanationText, fr } from '$lib/i18n';
import {
	buildStepIndex,
	explainStep,
	formatPseudoLine,
	pseudoCode,
	stepAt,
	type StepIndex
} from '$lib/stepper';

/** Every step of `index`, by kind. */
function kinds(index: StepIndex): Record<string, number> {
	const out: Record<string, number> = {};
	for (let k = 0; k < index.total; k++) {
		const kind = stepAt(index, k).kind;
		out[kind] = (out[kind] ?? 0) + 1;
	}
	return out;
}

/** The first step of `kind`. */
function first(index: StepIndex, kind: string) {
	for (let k = 0; k < index.total; k++) {
		const step = stepAt(index, k);
		if (step.kind === kind) return step;
	}
	throw new Error(`no ${kind} step`);
}

describe('steps of the search techniques', () => {
	it('gives every table hit a lookup step: empty board, alpha-beta + table, index order, no depth penalty (4,866 nodes)', () => {
		const result = search(emptyPosition(), {
			alphaBeta: true,
			depthPenalty: false,
			transpositionTable: true
		});
		expect(result.nodes).toBe(4866);
		const index = buildStepIndex(result.record, result.options);
		const counts = kinds(index);
		expect(counts.lookup).toBe(result.tableHits);
		expect(counts.heuristic).toBeUndefined();
		let leaves = 0;
		for (let i = 0; i < result.record.count; i++) if (isSearchLeaf(result.record, i)) leaves++;
		expect(counts.enter).toBe(4866);
		expect(counts.evaluate + counts.lookup).toBe(leaves);
		expect(index.total).toBe(3 * 4866 - 1 + leaves + (counts.cutoff ?? 0));
		const step = first(index, 'lookup');
		const line = pseudoCode(index).lines[step.pseudoLine - 1];
		expect(line.anchor).toBe('lookup');
		expect(formatPseudoLine(line)).toBe(
			'        return entry.value   // a table hit: exact, lower bound ≥ β or upper bound ≤ α'
		);
		const e = explainStep(index, step);
		expect(e.kind).toBe('lookup');
		if (e.kind !== 'lookup') return;
		expect(e.link).toBe(tableLink(result.record, step.node));
		expect(e.link).toBeLessThan(step.node);
		expect(explanationText(en.steps, e)).toMatch(
			/^Table hit: the position after cell \d was searched before/i
		);
		expect(explanationText(fr.steps, e)).toMatch(/^Réponse de la table/);
	});

	it('plain minimax with the table: 16,168 nodes, 4,520 entries, and as many lookup steps as hits', () => {
		const result = search(emptyPosition(), { transpositionTable: true });
		expect(result.nodes).toBe(16168);
		expect(result.tableEntries).toBe(4520);
		const index = buildStepIndex(result.record, result.options);
		expect(kinds(index).lookup).toBe(result.tableHits);
		// Plain minimax stores exact values only: every hit answers with an exact value.
		expect(first(index, 'lookup').bound).toBe('exact');
	});

	it('scores a horizon leaf with a heuristic step: empty board, depth limit 2 (82 nodes, 72 horizon leaves)', () => {
		const result = search(emptyPosition(), { depthLimit: 2 });
		expect(result.nodes).toBe(82);
		expect(result.horizonLeaves).toBe(72);
		const index = buildStepIndex(result.record, result.options);
		expect(kinds(index).heuristic).toBe(72);
		const step = first(index, 'heuristic');
		// X on cell 1 (a corner: 3 lines), O on cell 2 (an edge: 2 lines, one of them X's row):
		// X keeps 2 open lines (column, diagonal), O 1 (its column): 2 - 1 = 1.
		expect(step.node).toBe(2);
		expect(step.depth).toBe(2);
		expect(step.value).toBe(1);
		const line = pseudoCode(index).lines[step.pseudoLine - 1];
		expect(line.anchor).toBe('horizon');
		expect(line.code).toBe('return evaluate(node)');
		expect(explanationText(en.steps, explainStep(index, step))).toBe(
			'Horizon: the depth limit is reached at depth 2, and the game is not over. The evaluation function scores the position 1: for each line the opponent has not blocked, 1, 4 or 16 for 1, 2 or 3 own marks, minus the same for the opponent.'
		);
		// Its return step stays on the evaluation's line.
		const back = stepAt(index, step.k + 1);
		expect(back.kind).toBe('return');
		expect(back.pseudoLine).toBe(step.pseudoLine);
	});

	it('shows the table, the depth limit and iterative deepening in the pseudo-code', () => {
		const code = pseudoCode({
			alphaBeta: true,
			depthPenalty: true,
			transpositionTable: true,
			depthLimit: 3,
			iterativeDeepening: true
		});
		const text = code.lines.map(formatPseudoLine);
		expect(text).toContain('    if depth = limit:');
		expect(text).toContain('    if node is in the table and its entry answers [α, β]:');
		expect(text).toContain(
			'        table[node] ← (best, bound)   // exact; lower bound if best ≥ β; upper bound if best ≤ α'
		);
		expect(text).toContain(
			'for limit = 1, 2, 3… while time remains:   // iterative deepening: the previous best line is tried first'
		);
		expect(text).toContain('    value ← minimax(position, 0, −∞, +∞)');
		// Without the techniques, the pseudo-code is the one of before (16 lines without alpha-beta).
		expect(pseudoCode({ alphaBeta: false, depthPenalty: true }).lines).toHaveLength(
			pseudoCode({ alphaBeta: false, depthPenalty: true, depthLimit: null }).lines.length
		);
	});
});
