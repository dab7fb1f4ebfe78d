/**
 * Retours des exercices en français (French feedback of the practice exercises): une phrase par
 * code d'erreur et par code d'explication, avec les nombres de l'arbre enregistré.
 */
import type { ExplanationRenderers, MistakeRenderers } from '../practice-messages';
import {
	nodesName,
	atNode,
	cap,
	cellName,
	cellsName,
	cutoffKind,
	lineName,
	list,
	nodeName,
	number,
	ofNode,
	returned,
	role,
	testText,
	valueWithBound,
	windowText
} from './practice-words';
import { other } from '$lib/engine';
import { leafScoreSum, playLine } from '../format';
import { numbersFr } from './numbers';

const uctNumber = (v: number) => numbersFr.decimal(v, 3);
const wins = (w: number) => (Number.isInteger(w) ? numbersFr.integer(w) : numbersFr.decimal(w, 1));

export const mistakesFr: MistakeRenderers = {
	win: {
		'no-line': (m, ctx) =>
			`la ${cellName(m.cell)} ne complète aucun alignement de trois pour ${ctx.maximizer}.`,
		'cell-taken': (m) => `la ${cellName(m.cell)} est déjà occupée par ${m.mark}.`,
		'win-exists': (m, ctx) =>
			`${ctx.maximizer} gagne tout de suite ${m.cells.length === 1 ? 'sur la' : 'sur les'} ${cellsName(m.cells)}.`
	},
	threats: {
		'missed-threat': (m) =>
			`vous avez oublié la ${cellName(m.cell)}\u202f: ${m.side} y complèterait l'alignement ${lineName(m.line)}.`,
		'not-a-threat': (m) =>
			m.mark === null
				? `la ${cellName(m.cell)} ne complète aucun alignement de trois pour ${m.side}.`
				: `la ${cellName(m.cell)} est déjà occupée par ${m.mark}.`
	},
	'best-move': {
		refuted: (m, ctx) =>
			`la ${cellName(m.cell)} vaut ${number(m.score)}, moins que le ${number(m.bestScore)} de la ` +
			`${cellName(m.bestCell)}\u202f: ${other(ctx.maximizer)} ne laisserait pas mieux\u202f; sa réponse en ` +
			`${cellName(m.reply)} limite ce coup à ${number(m.score)} (suite ${playLine(m.line, other(ctx.maximizer))}).`,
		'tie-break': (m) =>
			`la ${cellName(m.cell)} vaut aussi ${number(m.score)}, mais à valeur égale minimax garde ` +
			`le premier coup essayé\u202f: la ${cellName(m.bestCell)}.`,
		'cell-taken': (m) => `la ${cellName(m.cell)} est déjà occupée par ${m.mark}.`
	},
	value: {
		'wrong-value': (m) => `la valeur est ${number(m.expected)}, pas ${number(m.given)}.`,
		'exact-for-bound': (m) =>
			`la recherche ne connaît ici qu'une borne\u202f: ${valueWithBound(m.value, m.bound)}, pas la valeur exacte ${number(m.given)}.`,
		'bound-for-exact': (m) =>
			`la valeur est exacte\u202f: ${number(m.value)}, pas une borne (${valueWithBound(m.givenValue, m.given)}).`,
		'wrong-bound-value': (m) =>
			`la recherche ne connaît ici qu'une borne\u202f: ${valueWithBound(m.value, m.bound)}, pas ${valueWithBound(m.given, m.givenBound)}.`,
		'wrong-bound': (m) =>
			`la borne est ${m.expected === 'upper' ? '<= (une borne supérieure)' : '>= (une borne inférieure)'}, pas ${m.given === 'upper' ? '<=' : '>='}.`
	},
	'next-node': {
		'already-entered': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} a déjà été visité, à l'étape ${m.step + 1}.`,
		pruned: (m, ctx) =>
			`la recherche ne visite jamais ${nodeName(ctx.node(m.node))}\u202f: ${atNode(ctx.node(m.test.node))}, ` +
			`${testText(m.test)} (${cutoffKind(m.test)}), donc ${nodeName(ctx.node(m.prunedChild))} est élagué.`,
		'entered-later': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} vient plus tard, à l'étape ${m.step + 1}\u202f: un autre nœud est visité avant.`,
		'search-goes-on': () => "la recherche n'est pas finie\u202f: elle visite encore un autre nœud.",
		'search-ends': (m, ctx) =>
			`la recherche ne visite plus aucun nœud\u202f: ${nodeName(ctx.node(m.node))} ne vient pas ensuite, la recherche se termine.`
	},
	window: {
		swapped: (m) =>
			`alpha et bêta sont inversés\u202f: alpha est la borne basse (${number(m.beta)}), bêta la borne haute (${number(m.alpha)}).`,
		'wrong-alpha': (m) => `alpha vaut ${number(m.expected)}, pas ${number(m.given)}.`,
		'wrong-beta': (m) => `bêta vaut ${number(m.expected)}, pas ${number(m.given)}.`,
		'not-a-window': (m) =>
			`${windowText(m.alpha, m.beta)} n'est pas une fenêtre\u202f: alpha doit être inférieur à bêta.`
	},
	prune: {
		'missed-prune': (m, ctx) =>
			`vous avez oublié ${nodeName(ctx.node(m.node))}\u202f: ${atNode(ctx.node(m.parent))}, après que ` +
			`${returned(m.after)}, ${testText(m.test)} (${cutoffKind(m.test)}), donc la ${cellName(m.cell)} n'est jamais explorée.`,
		'not-pruned': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} est exploré\u202f: quand ${nodeName(ctx.node(m.parent))} arrive à la ` +
			`${cellName(m.cell)}, ${testText(m.test)} est faux (fenêtre ${windowText(m.test.alpha, m.test.beta)}), donc rien n'est coupé.`,
		'inside-pruned': (m, ctx) =>
			`${nodeName(ctx.node(m.node))} se trouve dans la branche élaguée qui part ${ofNode(ctx.node(m.prunedAncestor))}\u202f: ` +
			"ne marquez que l'enfant élagué lui-même.",
		root: () => "la racine n'est jamais élaguée."
	},
	uct: {
		'lower-uct': (m) =>
			`la ${cellName(m.cell)} a une valeur UCT de ${uctNumber(m.uct)}, moins que les ${uctNumber(m.chosenUct)} de la ${cellName(m.chosenCell)}.`,
		'tie-break': (m) =>
			`la ${cellName(m.cell)} a la même valeur UCT, ${uctNumber(m.uct)}, que la ${cellName(m.chosenCell)}, mais à valeurs égales la sélection prend le centre, puis un coin, puis un bord\u202f: la ${cellName(m.chosenCell)}.`,
		'cell-taken': (m) => `la ${cellName(m.cell)} est déjà prise par ${m.mark}.`
	}
};

export const explanationsFr: ExplanationRenderers = {
	win: {
		wins: (e) =>
			`${e.side} gagne tout de suite en ${cellName(e.cell)}, complétant l'alignement ${lineName(e.line)}.`,
		'no-win': (e) =>
			`Aucun alignement ne contient deux ${e.side} et une case vide\u202f: ${e.side} n'a pas de gain immédiat.`
	},
	threats: {
		threat: (e) =>
			`${e.side} gagne tout de suite en ${cellName(e.cell)} (alignement ${lineName(e.line)}).`,
		'no-threat': (e) => `${e.side} n'a pas de gain immédiat.`
	},
	'best-move': {
		best: (e, ctx) =>
			`Minimax joue la ${cellName(e.cell)}, valeur ${number(e.score)}\u202f: avec le meilleur jeu ` +
			`(${playLine(e.line, ctx.maximizer)}), ` +
			(e.outcome === 'draw' ? 'la partie est nulle.' : `${e.outcome} gagne.`) +
			(e.ties.length > 0
				? ` ${e.ties.length === 1 ? 'La' : 'Les'} ${cellsName(e.ties)} ${e.ties.length === 1 ? 'vaut' : 'valent'} aussi ${number(e.score)}\u202f; le premier coup essayé est gardé.`
				: '')
	},
	value: {
		'leaf-score': (e, ctx) =>
			`${cap(nodeName(ctx.node(e.node)))} est une partie finie\u202f: ` +
			(e.outcome === 'draw' ? 'partie nulle' : `${e.outcome} gagne`) +
			` à la profondeur ${e.depth}\u202f; pour ${ctx.maximizer}, elle vaut ${leafScoreSum(e.depth, e.score, e.depthPenalty, number)}.`,
		children: (e, ctx) => {
			const best = e.children.find((c) => c.node === e.best);
			const values = e.children.map(
				(c) => `case ${c.cell + 1}\u202f: ${valueWithBound(c.value, c.bound)}`
			);
			return (
				`${cap(nodeName(ctx.node(e.node)))} est ${role(e.maximizing)}\u202f: il prend la ` +
				`${e.maximizing ? 'plus grande' : 'plus petite'} valeur de ses enfants (${values.join(', ')})` +
				(best ? `, ${number(best.value)} par la ${cellName(best.cell)}.` : '.')
			);
		},
		'inside-window': (e) =>
			`Sa valeur ${number(e.value)} est à l'intérieur de sa fenêtre ${windowText(e.alpha, e.beta)}, elle est donc exacte.`,
		'outside-window': (e) =>
			e.bound === 'upper'
				? `Sa valeur ${number(e.value)} est <= alpha ${number(e.alpha)} de sa fenêtre ${windowText(e.alpha, e.beta)}\u202f: ce n'est qu'une borne supérieure, ${valueWithBound(e.value, e.bound)}.`
				: `Sa valeur ${number(e.value)} est >= bêta ${number(e.beta)} de sa fenêtre ${windowText(e.alpha, e.beta)}\u202f: ce n'est qu'une borne inférieure, ${valueWithBound(e.value, e.bound)}.`,
		cutoff: (e) =>
			`Après que ${returned(e.child)}, ${testText(e.test)} (${cutoffKind(e.test)})\u202f: ` +
			`${e.pruned.length === 1 ? `la ${cellName(e.pruned[0])} est élaguée` : `les ${cellsName(e.pruned)} sont élaguées`}.`,
		minimax: (e) => `Exploré en entier (minimax simple), ce nœud vaut ${number(e.value)}.`
	},
	'next-node': {
		next: (e, ctx) => {
			const node = nodeName(ctx.node(e.node));
			const parent = nodeName(ctx.node(e.parent));
			if (e.relation === 'first-child') {
				return `${cap(parent)} commence par son premier coup, la ${cellName(e.cell)}\u202f: le nœud suivant est ${node}.`;
			}
			if (e.relation === 'next-child') {
				return `${cap(parent)} continue avec son coup suivant, la ${cellName(e.cell)}\u202f: le nœud suivant est ${node}.`;
			}
			const back = list(e.returning.map((n) => nodeName(ctx.node(n))));
			return (
				`D'abord ${back} ${e.returning.length === 1 ? 'renvoie sa' : 'renvoient leur'} valeur\u202f; puis ${parent} ` +
				`essaie son coup suivant, la ${cellName(e.cell)}\u202f: le nœud suivant est ${node}.`
			);
		},
		skips: (e, ctx) =>
			`${cap(atNode(ctx.node(e.test.node)))}, ${testText(e.test)} (${cutoffKind(e.test)})\u202f: ` +
			`${nodesName(e.pruned.map((n) => ctx.node(n)))} ${e.pruned.length === 1 ? 'est sauté' : 'sont sautés'}.`,
		'no-next': () =>
			'Il ne reste aucun nœud à visiter\u202f: la recherche remonte à la racine et se termine.'
	},
	window: {
		'window-end': (e, ctx) => {
			if (e.source === null || e.child === null) {
				return e.end === 'alpha'
					? "alpha vaut -∞\u202f: aucun nœud max du chemin n'a encore d'enfant revenu."
					: "bêta vaut +∞\u202f: aucun nœud min du chemin n'a encore d'enfant revenu.";
			}
			const source = nodeName(ctx.node(e.source));
			return e.end === 'alpha'
				? `alpha vaut ${number(e.value)}\u202f: ${source}, un nœud max du chemin, a déjà ${valueWithBound(e.child.value, e.child.bound)} par son enfant en ${cellName(e.child.cell)}.`
				: `bêta vaut ${number(e.value)}\u202f: ${source}, un nœud min du chemin, limite déjà la valeur à ${valueWithBound(e.child.value, e.child.bound)} par son enfant en ${cellName(e.child.cell)}.`;
		}
	},
	prune: {
		cutoff: (e, ctx) =>
			`${cap(atNode(ctx.node(e.test.node)))}, après que ${returned(e.after)}, ${testText(e.test)} ` +
			`(${cutoffKind(e.test)})\u202f: ${nodesName(e.pruned.map((n) => ctx.node(n)))} ` +
			`${e.pruned.length === 1 ? 'est élagué' : 'sont élagués'}.`,
		'no-prune': () => "L'élagage alpha-bêta ne coupe rien dans cet arbre."
	},
	uct: {
		uct: (e) => {
			const v = e.value;
			return (
				`${cap(cellName(v.cell))}\u202f: W/N + c·√(ln N_racine / N) = ${wins(v.wins)}/${numbersFr.integer(v.visits)} + ` +
				`${uctNumber(e.exploration)}·√(ln ${numbersFr.integer(e.parentVisits)} / ${numbersFr.integer(v.visits)}) = ` +
				`${uctNumber(v.exploit)} + ${uctNumber(v.explore)} = ${uctNumber(v.uct)}${e.chosen ? ', la plus grande valeur' : ''}.`
			);
		},
		selects: (e) =>
			`UCT sélectionne la ${cellName(e.cell)}, la plus grande valeur (${uctNumber(e.uct)})` +
			(e.ties.length === 0
				? '.'
				: `\u202f; ${e.ties.length === 1 ? `la ${cellName(e.ties[0])} est à égalité` : `les ${cellsName(e.ties)} sont à égalité`} mais ${e.ties.length === 1 ? 'vient' : 'viennent'} plus tard dans l’ordre centre d’abord.`)
	}
};
