/**
 * English feedback of the practice exercises: one sentence per mistake code and per explanation
 * code, with the numbers from the record (`mistakes` and `explanations` of the practice section).
 */
import type { ExplanationRenderers, MistakeRenderers } from '../practice-messages';
import {
	nodesName,
	cap,
	cellName,
	cellsName,
	cutoffKind,
	lineName,
	list,
	nodeName,
	number,
	returned,
	role,
	testText,
	valueWithBound,
	windowText
} from './practice-words';
import { other } from '$lib/engine';
import { leafScoreSum, playLine } from '../format';
import { numbersEn } from './numbers';

const uctNumber = (v: number) => numbersEn.decimal(v, 3);
const wins = (w: number) => (Number.isInteger(w) ? numbersEn.integer(w) : numbersEn.decimal(w, 1));

export const mistakesEn: MistakeRenderers = {
	win: {
		'no-line': (m, ctx) => `${cellName(m.cell)} completes no line of three for ${ctx.maximizer}.`,
		'cell-taken': (m) => `${cellName(m.cell)} is already taken by ${m.mark}.`,
		'win-exists': (m, ctx) => `${ctx.maximizer} can win at once on ${cellsName(m.cells)}.`
	},
	threats: {
		'missed-threat': (m) =>
			`you missed ${cellName(m.cell)}: ${m.side} would complete the line ${lineName(m.line)} there.`,
		'not-a-threat': (m) =>
			m.mark === null
				? `${cellName(m.cell)} completes no line of three for ${m.side}.`
				: `${cellName(m.cell)} is already taken by ${m.mark}.`
	},
	'best-move': {
		refuted: (m, ctx) =>
			`${cellName(m.cell)} scores ${number(m.score)}, less than the ${number(m.bestScore)} of ` +
			`${cellName(m.bestCell)}: ${other(ctx.maximizer)} would not allow more; its reply on ` +
			`${cellName(m.reply)} holds the move to ${number(m.score)} (line ${playLine(m.line, other(ctx.maximizer))}).`,
		'tie-break': (m) =>
			`${cellName(m.cell)} also scores ${number(m.score)}, but among equal scores minimax keeps ` +
			`the first move tried: ${cellName(m.bestCell)}.`,
		'cell-taken': (m) => `${cellName(m.cell)} is already taken by ${m.mark}.`
	},
	value: {
		'wrong-value': (m) => `the value is ${number(m.expected)}, not ${number(m.given)}.`,
		'exact-for-bound': (m) =>
			`the search only knows a bound here: ${valueWithBound(m.value, m.bound)}, not the exact value ${number(m.given)}.`,
		'bound-for-exact': (m) =>
			`the value is exact: ${number(m.value)}, not a bound (${valueWithBound(m.givenValue, m.given)}).`,
		'wrong-bound-value': (m) =>
			`the search only knows a bound here: ${valueWithBound(m.value, m.bound)}, not ${valueWithBound(m.given, m.givenBound)}.`,
		'wrong-bound': (m) =>
			`the bound is ${m.expected === 'upper' ? '<= (an upper bound)' : '>= (a lower bound)'}, not ${m.given === 'upper' ? '<=' : '>='}.`
	},
	'next-node': {
		'already-entered': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} was already entered, at step ${m.step + 1}.`,
		pruned: (m, ctx) =>
			`the search never visits ${nodeName(ctx.node(m.node))}: at ${nodeName(ctx.node(m.test.node))}, ` +
			`${testText(m.test)} (${cutoffKind(m.test)}), so ${nodeName(ctx.node(m.prunedChild))} is pruned.`,
		'entered-later': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} comes later, at step ${m.step + 1}: another node is entered first.`,
		'search-goes-on': () => 'the search is not over: it enters another node next.',
		'search-ends': (m, ctx) =>
			`the search enters no more nodes: ${nodeName(ctx.node(m.node))} is not visited next, the search ends.`
	},
	window: {
		swapped: (m) =>
			`alpha and beta are swapped: alpha is the lower end (${number(m.beta)}), beta the upper (${number(m.alpha)}).`,
		'wrong-alpha': (m) => `alpha is ${number(m.expected)}, not ${number(m.given)}.`,
		'wrong-beta': (m) => `beta is ${number(m.expected)}, not ${number(m.given)}.`,
		'not-a-window': (m) =>
			`${windowText(m.alpha, m.beta)} is not a window: alpha must be less than beta.`
	},
	prune: {
		'missed-prune': (m, ctx) =>
			`you missed ${nodeName(ctx.node(m.node))}: at ${nodeName(ctx.node(m.parent))}, after ` +
			`${returned(m.after)}, ${testText(m.test)} (${cutoffKind(m.test)}), so ${cellName(m.cell)} is never searched.`,
		'not-pruned': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} is searched: when ${nodeName(ctx.node(m.parent))} reaches ` +
			`${cellName(m.cell)}, ${testText(m.test)} is false (window ${windowText(m.test.alpha, m.test.beta)}), so nothing is cut off.`,
		'inside-pruned': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} lies inside the pruned branch ${nodeName(ctx.node(m.prunedAncestor))}: ` +
			'mark only the pruned child itself.',
		root: () => 'the root is never pruned.'
	},
	uct: {
		'lower-uct': (m) =>
			`${cellName(m.cell)} has UCT ${uctNumber(m.uct)}, less than the ${uctNumber(m.chosenUct)} of ${cellName(m.chosenCell)}.`,
		'tie-break': (m) =>
			`${cellName(m.cell)} has the same UCT value, ${uctNumber(m.uct)}, as ${cellName(m.chosenCell)}, but among equal values selection takes the centre, then a corner, then an edge: ${cellName(m.chosenCell)}.`,
		'cell-taken': (m) => `${cellName(m.cell)} is already taken by ${m.mark}.`
	}
};

export const explanationsEn: ExplanationRenderers = {
	win: {
		wins: (e) =>
			`${e.side} wins at once on ${cellName(e.cell)}, completing the line ${lineName(e.line)}.`,
		'no-win': (e) =>
			`No line holds two ${e.side} marks and an empty cell: ${e.side} has no immediate win.`
	},
	threats: {
		threat: (e) => `${e.side} wins at once on ${cellName(e.cell)} (line ${lineName(e.line)}).`,
		'no-threat': (e) => `${e.side} has no immediate win.`
	},
	'best-move': {
		best: (e, ctx) =>
			`Minimax plays ${cellName(e.cell)}, score ${number(e.score)}: with best play ` +
			`(${playLine(e.line, ctx.maximizer)}) ` +
			(e.outcome === 'draw' ? 'the game is a draw.' : `${e.outcome} wins.`) +
			(e.ties.length > 0
				? ` ${cap(cellsName(e.ties))} score${e.ties.length === 1 ? 's' : ''} ${number(e.score)} too; the first move tried is kept.`
				: '')
	},
	value: {
		'leaf-score': (e, ctx) =>
			`${cap(nodeName(ctx.node(e.node)))} is a finished game: ` +
			(e.outcome === 'draw' ? 'a draw' : `${e.outcome} wins`) +
			` at depth ${e.depth}; for ${ctx.maximizer} it scores ${leafScoreSum(e.depth, e.score, e.depthPenalty, number)}.`,
		children: (e, ctx) => {
			const best = e.children.find((c) => c.node === e.best);
			const values = e.children.map(
				(c) => `cell ${c.cell + 1}: ${valueWithBound(c.value, c.bound)}`
			);
			return (
				`${cap(nodeName(ctx.node(e.node)))} is ${role(e.maximizing)}: it takes the ` +
				`${e.maximizing ? 'largest' : 'smallest'} value of its children (${values.join(', ')})` +
				(best ? `, ${number(best.value)} from ${cellName(best.cell)}.` : '.')
			);
		},
		'inside-window': (e) =>
			`Its value ${number(e.value)} lies inside its window ${windowText(e.alpha, e.beta)}, so it is exact.`,
		'outside-window': (e) =>
			e.bound === 'upper'
				? `Its value ${number(e.value)} is <= alpha ${number(e.alpha)} of its window ${windowText(e.alpha, e.beta)}: only an upper bound, ${valueWithBound(e.value, e.bound)}.`
				: `Its value ${number(e.value)} is >= beta ${number(e.beta)} of its window ${windowText(e.alpha, e.beta)}: only a lower bound, ${valueWithBound(e.value, e.bound)}.`,
		cutoff: (e) =>
			`After ${returned(e.child)}, ${testText(e.test)} (${cutoffKind(e.test)}): ` +
			`${e.pruned.length === 1 ? `${cellName(e.pruned[0])} is` : `${cellsName(e.pruned)} are`} pruned.`,
		minimax: (e) => `Searched in full (plain minimax), this node is worth ${number(e.value)}.`
	},
	'next-node': {
		next: (e, ctx) => {
			const node = nodeName(ctx.node(e.node));
			const parent = nodeName(ctx.node(e.parent));
			if (e.relation === 'first-child') {
				return `${cap(parent)} starts with its first move, ${cellName(e.cell)}: the next node is ${node}.`;
			}
			if (e.relation === 'next-child') {
				return `${cap(parent)} goes on with its next move, ${cellName(e.cell)}: the next node is ${node}.`;
			}
			const back = list(e.returning.map((n) => nodeName(ctx.node(n))));
			return (
				`First ${back} return${e.returning.length === 1 ? 's' : ''} its value; then ${parent} ` +
				`tries its next move, ${cellName(e.cell)}: the next node is ${node}.`
			);
		},
		skips: (e, ctx) =>
			`At ${nodeName(ctx.node(e.test.node))}, ${testText(e.test)} (${cutoffKind(e.test)}): ` +
			`${nodesName(e.pruned.map((n) => ctx.node(n)))} ${e.pruned.length === 1 ? 'is' : 'are'} skipped.`,
		'no-next': () => 'No node is left to enter: the search returns to the root and ends.'
	},
	window: {
		'window-end': (e, ctx) => {
			if (e.source === null || e.child === null) {
				return e.end === 'alpha'
					? 'alpha is -∞: no max node on the path has a returned child yet.'
					: 'beta is +∞: no min node on the path has a returned child yet.';
			}
			const source = nodeName(ctx.node(e.source));
			return e.end === 'alpha'
				? `alpha is ${number(e.value)}: ${source}, a max node on the path, already has ${valueWithBound(e.child.value, e.child.bound)} from its child on ${cellName(e.child.cell)}.`
				: `beta is ${number(e.value)}: ${source}, a min node on the path, already holds the value to ${valueWithBound(e.child.value, e.child.bound)} with its child on ${cellName(e.child.cell)}.`;
		}
	},
	prune: {
		cutoff: (e, ctx) =>
			`At ${nodeName(ctx.node(e.test.node))}, after ${returned(e.after)}, ${testText(e.test)} ` +
			`(${cutoffKind(e.test)}): ${nodesName(e.pruned.map((n) => ctx.node(n)))} ` +
			`${e.pruned.length === 1 ? 'is' : 'are'} pruned.`,
		'no-prune': () => 'Alpha-beta prunes nothing in this tree.'
	},
	uct: {
		uct: (e) => {
			const v = e.value;
			return (
				`${cap(cellName(v.cell))}: W/N + c·√(ln N_root / N) = ${wins(v.wins)}/${numbersEn.integer(v.visits)} + ` +
				`${uctNumber(e.exploration)}·√(ln ${numbersEn.integer(e.parentVisits)} / ${numbersEn.integer(v.visits)}) = ` +
				`${uctNumber(v.exploit)} + ${uctNumber(v.explore)} = ${uctNumber(v.uct)}${e.chosen ? ', the highest' : ''}.`
			);
		},
		selects: (e) =>
			`UCT selects ${cellName(e.cell)}, the highest value (${uctNumber(e.uct)})` +
			(e.ties.length === 0
				? '.'
				: `; ${cellsName(e.ties)} ${e.ties.length === 1 ? 'ties' : 'tie'} with it but ${e.ties.length === 1 ? 'comes' : 'come'} later in the centre-first order.`)
	}
};
