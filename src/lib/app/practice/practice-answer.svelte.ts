/**
 * The answer a student is building on the practice page, as runes: the cell or node picked (or
 * "none"), the threat cells marked per side, the typed value and window ends, the nodes marked
 * pruned. `answer(kind)` turns it into the core's `Answer`, reading typed text with the core's
 * parsers (typed errors, never an exception).
 */
import type { Mark } from '$lib/engine';
import {
	parseScoreAnswer,
	parseWindowEnd,
	PracticeError,
	type Answer,
	type ExerciseKind,
	type Parsed
} from '$lib/practice';

/** A pick: a cell (win, best-move, uct) or a node (next-node), 'none' for "no win" / "no more nodes". */
export type Pick = number | 'none' | null;

function toggle(values: readonly number[], value: number): number[] {
	return values.includes(value)
		? values.filter((v) => v !== value)
		: [...values, value].sort((a, b) => a - b);
}

const nothing = (): Parsed<Answer> => ({
	ok: false,
	error: new PracticeError('empty', 'Nothing was chosen.')
});

export class AnswerDraft {
	/** The cell or node picked, or 'none'. */
	picked = $state<Pick>(null);
	threatsX = $state.raw<number[]>([]);
	threatsO = $state.raw<number[]>([]);
	valueText = $state('');
	alphaText = $state('');
	betaText = $state('');
	/** Nodes marked pruned, ascending. */
	marks = $state.raw<number[]>([]);

	/** Forgets everything (a new exercise). */
	reset(): void {
		this.picked = null;
		this.threatsX = [];
		this.threatsO = [];
		this.valueText = '';
		this.alphaText = '';
		this.betaText = '';
		this.marks = [];
	}

	/** Picks a cell or node, or 'none'. */
	pick(choice: Pick): void {
		this.picked = choice;
	}

	/** Marks or unmarks `cell` as an immediate win for `side`. */
	toggleThreat(side: Mark, cell: number): void {
		if (side === 'X') this.threatsX = toggle(this.threatsX, cell);
		else this.threatsO = toggle(this.threatsO, cell);
	}

	/** Marks or unmarks node `node` as pruned. */
	toggleMark(node: number): void {
		this.marks = toggle(this.marks, node);
	}

	/**
	 * The answer of `kind` built so far. Errors: `empty` when nothing is picked or typed, and the
	 * parsers' `not-a-number`, `out-of-range` and `bad-bound` for typed text.
	 */
	answer(kind: ExerciseKind): Parsed<Answer> {
		const picked = this.picked;
		switch (kind) {
			case 'win':
				if (picked === null) return nothing();
				return { ok: true, value: { kind, cell: picked === 'none' ? null : picked } };
			case 'best-move':
			case 'uct':
				if (picked === null || picked === 'none') return nothing();
				return { ok: true, value: { kind, cell: picked } };
			case 'next-node':
				if (picked === null) return nothing();
				return { ok: true, value: { kind, node: picked === 'none' ? null : picked } };
			case 'threats':
				return { ok: true, value: { kind, X: this.threatsX, O: this.threatsO } };
			case 'prune':
				return { ok: true, value: { kind, nodes: this.marks } };
			case 'value': {
				const parsed = parseScoreAnswer(this.valueText);
				return parsed.ok ? { ok: true, value: { kind, ...parsed.value } } : parsed;
			}
			case 'window': {
				const alpha = parseWindowEnd(this.alphaText);
				if (!alpha.ok) return alpha;
				const beta = parseWindowEnd(this.betaText);
				if (!beta.ok) return beta;
				return { ok: true, value: { kind, alpha: alpha.value, beta: beta.value } };
			}
		}
	}

	/** Shows `answer` (the solution) in the controls. */
	fill(answer: Answer): void {
		switch (answer.kind) {
			case 'win':
				this.picked = answer.cell ?? 'none';
				break;
			case 'best-move':
			case 'uct':
				this.picked = answer.cell;
				break;
			case 'next-node':
				this.picked = answer.node ?? 'none';
				break;
			case 'threats':
				this.threatsX = [...answer.X];
				this.threatsO = [...answer.O];
				break;
			case 'prune':
				this.marks = [...answer.nodes];
				break;
			case 'value':
				this.valueText =
					(answer.bound === 'upper' ? '<= ' : answer.bound === 'lower' ? '>= ' : '') +
					String(answer.value);
				break;
			case 'window':
				this.alphaText = endText(answer.alpha);
				this.betaText = endText(answer.beta);
				break;
		}
	}
}

/** A window end as typed: "7", "-inf", "+inf". */
function endText(v: number): string {
	return v === Infinity ? '+inf' : v === -Infinity ? '-inf' : String(v);
}
