/**
 * The search as pseudo-code, one variant per (alpha-beta on/off) x (depth penalty on/off) x
 * (transposition table, depth limit, iterative deepening: each on/off), line for line what search.ts
 * does (docs/conventions.md: the table is consulted after a finished game is scored, and stores
 * each searched value as exact, lower or upper bound; a position at the depth limit is scored by the
 * evaluation function, evaluation.ts; iterative deepening repeats the root call with limits 1, 2,
 * 3...): fail-soft alpha-beta, scores from the root mover's view (win WIN - depth
 * and loss depth - WIN with the depth penalty, +WIN / -WIN without, draw 0; WIN is the game's win
 * score, 10 on 3x3 and 1000 beyond, games.ts; Connect Four's moves are its columns), the root's side maximizes
 * at even depths, the first best root move in the order tried is played. Each step kind highlights
 * one line (`pseudoLineOf`). The words of each line come from a catalogue (`PseudoCodeWords`): the
 * structure (lines, indents, anchors) is the same in every language.
 */
import { gameOf, type GameId } from '$lib/engine';
import { pseudoCodeEn } from '../i18n/en/pseudo-code';
import type { PseudoCodeWords } from '../i18n/messages';
import type { StepKind } from './step-types';

/** Which pseudo-code to show: the search's switches (a StepIndex or SearchOptions fits). */
export interface PseudoVariant {
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
	readonly transpositionTable?: boolean;
	/** Any number: the depth-limit lines; null or absent: none. */
	readonly depthLimit?: number | null;
	readonly iterativeDeepening?: boolean;
	/** The game (its win score and whether moves are columns); absent: 3x3. */
	readonly game?: GameId;
}

/**
 * The named lines every minimax pseudo-code has, a game's search's (PseudoAnchor) and the
 * abstract trees' (src/lib/trees TreePseudoAnchor): the function, the max and min nodes' update,
 * cutoff and return, the root's call and the choice.
 */
export type MinimaxAnchor =
	| 'function'
	| 'maxUpdate'
	| 'maxCutoff'
	| 'maxReturn'
	| 'minUpdate'
	| 'minCutoff'
	| 'minReturn'
	| 'rootCall'
	| 'choose';

/** Named lines a step can highlight: MinimaxAnchor's, the finished games, and the techniques. */
export type PseudoAnchor = MinimaxAnchor | 'win' | 'loss' | 'draw' | 'horizon' | 'lookup' | 'store';

/**
 * One line: its 1-based number, indent level (0-3), the code, an optional comment and the anchor
 * it carries, named by `A` (the game search's PseudoAnchor, or the abstract trees' anchors).
 */
export interface PseudoLine<A extends string = PseudoAnchor> {
	readonly number: number;
	readonly indent: number;
	readonly code: string;
	readonly comment: string | null;
	readonly anchor: A | null;
}

/** A whole variant: its lines and the line number (1-based) of every anchor. */
export interface PseudoCode {
	readonly variant: PseudoVariant;
	readonly lines: readonly PseudoLine[];
	readonly anchors: Readonly<Record<PseudoAnchor, number>>;
}

type Draft = [indent: number, code: string, comment: string | null, anchor: PseudoAnchor | null];

/** The lines of one variant, their text in `w`'s language; the structure is the same in all. */
function draft(v: PseudoVariant, w: PseudoCodeWords): Draft[] {
	const ab = v.alphaBeta;
	const table = v.transpositionTable ?? false;
	const limit = v.depthLimit != null;
	const deepening = v.iterativeDeepening ?? false;
	const game = gameOf(v);
	const side = (max: boolean): Draft[] => {
		const p = max ? 'max' : 'min';
		const lines: Draft[] = [
			[1, w.side(max), w.sideComment(max), null],
			[2, w.bestInit(max), null, null],
			[2, w.forEach(game.gravity), null, null],
			[3, w.call(ab), null, null],
			[3, w.update(max, ab), null, max ? 'maxUpdate' : 'minUpdate']
		];
		if (ab) lines.push([3, w.cutoff, w.cutoffComment(max), max ? 'maxCutoff' : 'minCutoff']);
		if (table) lines.push([2, w.store(ab), w.storeComment(ab), null]);
		lines.push([2, w.returnBest, ab ? w.failSoftComment : null, `${p}Return` as PseudoAnchor]);
		return lines;
	};
	return [
		[0, w.header(ab), null, 'function'],
		[1, w.finished, null, null],
		[2, w.won(v.depthPenalty, game.win), null, 'win'],
		[2, w.lost(v.depthPenalty, game.win), null, 'loss'],
		[2, w.draw, w.drawComment, 'draw'],
		...((limit
			? [
					[1, w.atLimit, null, null],
					[2, w.evaluate, w.evaluateComment, 'horizon']
				]
			: []) as Draft[]),
		...((table
			? [
					[1, w.inTable(ab), null, null],
					[2, w.lookup, w.lookupComment, 'lookup']
				]
			: []) as Draft[]),
		...side(true),
		...side(false),
		...((deepening ? [[0, w.deepening, w.deepeningComment, null]] : []) as Draft[]),
		[deepening ? 1 : 0, w.rootCall(ab), null, 'rootCall'],
		[0, w.choose, null, 'choose']
	];
}

const cache = new WeakMap<PseudoCodeWords, Map<string, PseudoCode>>();

/**
 * The pseudo-code of one variant in one language (built once per variant and language, then
 * shared; do not mutate). Line numbers and anchors do not depend on the language.
 * @param words the language's words (`t.pseudoCode` of a catalogue); English by default.
 */
export function pseudoCode(
	variant: PseudoVariant,
	words: PseudoCodeWords = pseudoCodeEn
): PseudoCode {
	const flags = [
		variant.alphaBeta,
		variant.depthPenalty,
		variant.transpositionTable ?? false,
		variant.depthLimit != null,
		variant.iterativeDeepening ?? false
	];
	const game = gameOf(variant).id;
	const key = flags.map((f) => (f ? 1 : 0)).join('') + game;
	let byVariant = cache.get(words);
	if (!byVariant) cache.set(words, (byVariant = new Map()));
	const hit = byVariant.get(key);
	if (hit) return hit;
	const anchors: Partial<Record<PseudoAnchor, number>> = {};
	const lines = draft(variant, words).map(([indent, code, comment, anchor], i): PseudoLine => {
		if (anchor) anchors[anchor] = i + 1;
		return { number: i + 1, indent, code, comment, anchor };
	});
	// Without alpha-beta there is no cutoff line; a cutoff step cannot happen then, map it to update.
	anchors.maxCutoff ??= anchors.maxUpdate;
	anchors.minCutoff ??= anchors.minUpdate;
	// Without the table or the depth limit their steps cannot happen; map them to the function line.
	anchors.horizon ??= anchors.function;
	anchors.lookup ??= anchors.function;
	anchors.store ??= anchors.function;
	const code: PseudoCode = {
		variant: {
			alphaBeta: variant.alphaBeta,
			depthPenalty: variant.depthPenalty,
			transpositionTable: flags[2],
			depthLimit: variant.depthLimit ?? null,
			iterativeDeepening: flags[4],
			game
		},
		lines,
		anchors: anchors as Record<PseudoAnchor, number>
	};
	byVariant.set(key, code);
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
 * min side's line; `choose` the last line; `lookup` and a table hit's `return` the table's line,
 * `heuristic` and a horizon leaf's `return` the evaluation's line.
 * @param evaluation for a finished game, 'win'/'loss'/'draw' from the root mover's view; else null.
 * @param leaf 'lookup' for a table hit, 'heuristic' for a horizon leaf, else null.
 */
export function pseudoAnchorOf(
	kind: StepKind,
	maximizing: boolean,
	evaluation: 'win' | 'loss' | 'draw' | null,
	leaf: 'lookup' | 'heuristic' | null = null
): PseudoAnchor {
	if (leaf && (kind === 'return' || kind === leaf)) return leaf === 'lookup' ? 'lookup' : 'horizon';
	switch (kind) {
		case 'lookup':
			return 'lookup';
		case 'heuristic':
			return 'horizon';
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
	evaluation: 'win' | 'loss' | 'draw' | null,
	leaf: 'lookup' | 'heuristic' | null = null
): number {
	return pseudoCode(variant).anchors[pseudoAnchorOf(kind, maximizing, evaluation, leaf)];
}
