/**
 * The search as pseudo-code, one variant per (alpha-beta on/off) x (depth penalty on/off), line for
 * line what search.ts does: fail-soft alpha-beta, scores from the root mover's view (win 10 - depth
 * and loss depth - 10 with the depth penalty, +10 / -10 without, draw 0), the root's side maximizes
 * at even depths, the first best root move in the order tried is played. Each step kind highlights
 * one line (`pseudoLineOf`).
 */
import type { StepKind } from './step-types';

/** Which pseudo-code to show: the search's two switches. */
export interface PseudoVariant {
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
}

/** Named lines a step can highlight. */
export type PseudoAnchor =
	| 'function'
	| 'win'
	| 'loss'
	| 'draw'
	| 'maxUpdate'
	| 'maxCutoff'
	| 'maxReturn'
	| 'minUpdate'
	| 'minCutoff'
	| 'minReturn'
	| 'rootCall'
	| 'choose';

/** One line: its 1-based number, indent level (0-3), the code and an optional comment. */
export interface PseudoLine {
	readonly number: number;
	readonly indent: number;
	readonly code: string;
	readonly comment: string | null;
	readonly anchor: PseudoAnchor | null;
}

/** A whole variant: its lines and the line number (1-based) of every anchor. */
export interface PseudoCode {
	readonly variant: PseudoVariant;
	readonly lines: readonly PseudoLine[];
	readonly anchors: Readonly<Record<PseudoAnchor, number>>;
}

type Draft = [indent: number, code: string, comment: string | null, anchor: PseudoAnchor | null];

function draft(v: PseudoVariant): Draft[] {
	const ab = v.alphaBeta;
	const win = v.depthPenalty ? 'return 10 − depth' : 'return +10';
	const loss = v.depthPenalty ? 'return depth − 10' : 'return −10';
	const params = ab ? 'node, depth, α, β' : 'node, depth';
	const call = ab ? 'minimax(node + m, depth + 1, α, β)' : 'minimax(node + m, depth + 1)';
	const side = (max: boolean): Draft[] => {
		const p = max ? 'max' : 'min';
		const lines: Draft[] = [
			[
				1,
				max ? 'if depth is even:' : 'else:',
				max ? "the root's side moves: maximize" : 'the other side moves: minimize',
				null
			],
			[2, max ? 'best ← −∞' : 'best ← +∞', null, null],
			[2, 'for each empty cell m, in move order:', null, null],
			[3, `v ← ${call}`, null, null],
			[
				3,
				ab
					? max
						? 'best ← max(best, v);  α ← max(α, best)'
						: 'best ← min(best, v);  β ← min(β, best)'
					: max
						? 'best ← max(best, v)'
						: 'best ← min(best, v)',
				null,
				max ? 'maxUpdate' : 'minUpdate'
			]
		];
		if (ab) {
			lines.push([
				3,
				'if α ≥ β: break',
				max
					? 'beta cutoff: the remaining moves are pruned'
					: 'alpha cutoff: the remaining moves are pruned',
				max ? 'maxCutoff' : 'minCutoff'
			]);
		}
		lines.push([
			2,
			'return best',
			ab ? 'fail-soft: may lie outside [α, β]' : null,
			`${p}Return` as PseudoAnchor
		]);
		return lines;
	};
	return [
		[0, `function minimax(${params}):`, null, 'function'],
		[1, 'if node is a finished game:', null, null],
		[2, `if the root's side has won: ${win}`, null, 'win'],
		[2, `if the root's side has lost: ${loss}`, null, 'loss'],
		[2, 'return 0', 'a draw', 'draw'],
		...side(true),
		...side(false),
		[
			0,
			ab ? 'value ← minimax(position, 0, −∞, +∞)' : 'value ← minimax(position, 0)',
			null,
			'rootCall'
		],
		[0, 'play the first root move (in move order) whose score equals value', null, 'choose']
	];
}

const cache = new Map<string, PseudoCode>();

/** The pseudo-code of one variant (built once, then shared; do not mutate). */
export function pseudoCode(variant: PseudoVariant): PseudoCode {
	const key = `${variant.alphaBeta ? 1 : 0}${variant.depthPenalty ? 1 : 0}`;
	const hit = cache.get(key);
	if (hit) return hit;
	const anchors: Partial<Record<PseudoAnchor, number>> = {};
	const lines = draft(variant).map(([indent, code, comment, anchor], i): PseudoLine => {
		if (anchor) anchors[anchor] = i + 1;
		return { number: i + 1, indent, code, comment, anchor };
	});
	// Without alpha-beta there is no cutoff line; a cutoff step cannot happen then, map it to update.
	anchors.maxCutoff ??= anchors.maxUpdate;
	anchors.minCutoff ??= anchors.minUpdate;
	const code: PseudoCode = {
		variant: { alphaBeta: variant.alphaBeta, depthPenalty: variant.depthPenalty },
		lines,
		anchors: anchors as Record<PseudoAnchor, number>
	};
	cache.set(key, code);
	return code;
}

/** One pseudo-code line as plain text: 4 spaces per indent level, comment after `// `. */
export function formatPseudoLine(line: PseudoLine): string {
	const text = '    '.repeat(line.indent) + line.code;
	return line.comment ? `${text}   // ${line.comment}` : text;
}

/**
 * The anchor a step highlights: `enter` the function line; `evaluate` and a finished game's `return`
 * the win/loss/draw line of its outcome; `update`, `cutoff` and an inner node's `return` the max or
 * min side's line; `choose` the last line.
 * @param evaluation for a finished game, 'win'/'loss'/'draw' from the root mover's view; else null.
 */
export function pseudoAnchorOf(
	kind: StepKind,
	maximizing: boolean,
	evaluation: 'win' | 'loss' | 'draw' | null
): PseudoAnchor {
	switch (kind) {
		case 'enter':
			return 'function';
		case 'choose':
			return 'choose';
		case 'evaluate':
			return evaluation ?? 'draw';
		case 'return':
			if (evaluation) return evaluation;
			return maximizing ? 'maxReturn' : 'minReturn';
		case 'update':
			return maximizing ? 'maxUpdate' : 'minUpdate';
		case 'cutoff':
			return maximizing ? 'maxCutoff' : 'minCutoff';
	}
}

/** The 1-based line a step highlights in the given variant (see pseudoAnchorOf). */
export function pseudoLineOf(
	variant: PseudoVariant,
	kind: StepKind,
	maximizing: boolean,
	evaluation: 'win' | 'loss' | 'draw' | null
): number {
	return pseudoCode(variant).anchors[pseudoAnchorOf(kind, maximizing, evaluation)];
}
