/**
 * Les textes d'entraînement et du Coach, en français (PRACTICE_WORDS.fr, typed by the English
 * words: `PracticeWords`).
 * Cases : « case 9 (c1) », numéro et coordonnées. Typographie : espace fine insécable avant
 * : ; ? ! et à l'intérieur des « guillemets ».
 */
import type { PracticeWords } from '../practice-messages';
import type { SearchOptions } from '$lib/engine';
import { clip } from '../format';
import { coachFr } from './coach';
import {
	cellName,
	cellsName,
	nodeName,
	nodesName,
	number,
	numbersFr,
	valueWithBound
} from './practice-words';

function searchName(o: SearchOptions): string {
	return (
		`${o.alphaBeta ? 'alpha-bêta' : 'minimax simple'}, pénalité de profondeur ${o.depthPenalty ? 'activée' : 'désactivée'}` +
		(o.order === 'center-first' ? ', ordre des coups centre d’abord' : '')
	);
}

function penaltyName(o: SearchOptions): string {
	return `pénalité de profondeur ${o.depthPenalty ? 'activée' : 'désactivée'}`;
}

const quote = (text: string) => `«\u202f${clip(text).text}\u202f»`;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Les mots de la page d'entraînement en français (PRACTICE_WORDS.fr, ../practice-page-words.ts). */
export const practiceFr: PracticeWords = {
	heading: 'Entraînement',
	intro:
		'Faites le raisonnement vous-même\u202f: chaque réponse est vérifiée exactement sur la recherche enregistrée, avec la raison et ses nombres.',
	kindsHeading: 'Types d’exercices',
	allKinds: 'Tous les types d’exercices',
	kinds: {
		win: {
			title: 'Gagner tout de suite',
			description: 'Trouver le coup qui gagne immédiatement, ou montrer qu’il n’y en a pas.'
		},
		threats: {
			title: 'Menaces',
			description:
				'Marquer chaque case où X, et chaque case où O, complèterait un alignement tout de suite.'
		},
		'best-move': {
			title: 'Meilleur coup',
			description: 'Choisir le coup que joue minimax, avec ou sans pénalité de profondeur.'
		},
		value: {
			title: 'Valeur d’un nœud',
			description: 'Taper la valeur minimax (ou la borne alpha-bêta) d’un nœud mis en évidence.'
		},
		'next-node': {
			title: 'Nœud suivant',
			description: 'Cliquer le nœud que la recherche (simple ou alpha-bêta) visite ensuite.'
		},
		window: {
			title: 'Fenêtre',
			description: 'Taper alpha et bêta quand alpha-bêta entre dans un nœud mis en évidence.'
		},
		prune: {
			title: 'Élagage',
			description:
				'Marquer chaque enfant élagué par alpha-bêta\u202f; les oublis et les marques en trop comptent.'
		},
		uct: {
			title: 'Quel enfant UCT sélectionne-t-il ensuite\u202f?',
			description:
				'Recherche arborescente Monte-Carlo\u202f: d’après les visites N et les gains W des enfants de la racine, choisir l’enfant qu’UCT sélectionne à l’itération suivante.'
		}
	},
	searchName,
	question: {
		win: (e) =>
			`${e.side} a le trait. Trouvez le coup qui gagne tout de suite, ou choisissez «\u202fPas de gain immédiat\u202f».`,
		threats: (e) =>
			`Marquez chaque case où X complèterait un alignement de trois tout de suite, et chaque case où O le ferait, quel que soit le trait (ici ${e.position.toMove}).`,
		'best-move': (e) =>
			`${e.side} a le trait. Quel coup joue minimax (${searchName(e.options)})\u202f? À valeur égale, il garde la première case dans l’ordre des indices.`,
		value: (e, ctx) =>
			`L’arbre est la recherche depuis cette position (${searchName(e.options)}\u202f; ${ctx.maximizer} a le trait à la racine, c’est le maximiseur). ` +
			`Tapez la valeur qu’elle enregistre pour ${nodeName(ctx.node(e.node))} mis en évidence` +
			(e.options.alphaBeta
				? '\u202f; écrivez une borne sous la forme «\u202f<= -8\u202f» ou «\u202f>= 0\u202f».'
				: '.'),
		'next-node': (e, ctx) =>
			`La recherche (${searchName(e.options)}) est sur ${nodeName(ctx.node(e.current))} mis en évidence, étape ${numbersFr.integer(e.step + 1)}. ` +
			'Quel nœud visite-t-elle ensuite\u202f? Cliquez-le, ou choisissez «\u202fPlus aucun nœud\u202f».' +
			(e.options.alphaBeta
				? ' L’arbre montre tous les coups, même ceux qu’alpha-bêta élague.'
				: ''),
		window: (e, ctx) =>
			`Alpha-bêta (${penaltyName(e.options)}) entre dans ${nodeName(ctx.node(e.node))} mis en évidence. ` +
			'Tapez sa fenêtre, alpha et bêta\u202f; écrivez -inf ou +inf pour une borne ouverte.',
		prune: (e, ctx) =>
			`Alpha-bêta (${penaltyName(e.options)}) explore cet arbre depuis la racine (${ctx.maximizer} a le trait, c’est le maximiseur). ` +
			'Marquez chaque enfant qu’elle élague\u202f; les parties finies montrent leur valeur.',
		uct: (e) =>
			`La recherche arborescente Monte-Carlo a fait ${numbersFr.integer(e.mcts.iterations)} itérations depuis cette position (${e.side} a le trait, graine ${e.mcts.seed}, c = √2 ≈ ${numbersFr.decimal(e.mcts.exploration, 3)})\u202f; ` +
			`la racine compte N = ${numbersFr.integer(e.parentVisits)} visites. Quel enfant UCT sélectionne-t-il à l’itération suivante\u202f? Choisissez sa case. ` +
			'UCT = W/N + c·√(ln N_racine / N)\u202f; à valeurs égales, le centre passe d’abord, puis les coins, puis les bords.'
	},
	score: (correct, attempted) =>
		`Score\u202f: ${numbersFr.integer(correct)} ${plural(correct, 'juste', 'justes')} sur ${numbersFr.integer(attempted)} ${plural(attempted, 'tentée', 'tentées')}`,
	seedLine: (seed) => `Graine ${seed}`,
	check: 'Vérifier',
	hint: 'Indice',
	showSolution: 'Voir la solution',
	next: 'Exercice suivant',
	openDebugger: 'Ouvrir dans le débogueur',
	link: 'Lien vers cet exercice',
	boardLabel: 'Plateau de l’exercice',
	cellLabel: (cell, mark) => `Case ${cell + 1}\u202f: ${mark ?? 'vide'}`,
	noWin: 'Pas de gain immédiat',
	noNext: 'Plus aucun nœud',
	threatsLegend: (side) => `Cases où ${side} gagne tout de suite`,
	threatToggle: (side, cell) => `${side} gagne en case ${cell + 1}`,
	valueLabel: 'Valeur',
	valueHelp: 'Un nombre entier, ou une borne\u202f: «\u202f<= -8\u202f», «\u202f>= 0\u202f».',
	alphaLabel: 'alpha',
	betaLabel: 'bêta',
	windowHelp: 'Des nombres entiers, ou -inf / +inf (aussi -∞, +∞, infini).',
	treeLabel: 'Arbre de recherche de l’exercice',
	treeHelp: {
		'next-node': 'Les nœuds pâles ne sont pas encore visités. Cliquez le suivant.',
		prune: 'Cliquez un nœud pour le marquer élagué\u202f; cliquez encore pour enlever la marque.',
		value: 'Les ciseaux (✂) marquent les coups élagués par alpha-bêta.',
		window: 'Les nœuds pâles ne sont pas encore visités.'
	},
	nodeName: (ref, parts) =>
		(ref.path.length === 0
			? `Racine\u202f: ${ref.toMove} a le trait, profondeur 0`
			: `Nœud ${ref.path.map((c) => c + 1).join('→')}\u202f: ${ref.played} en case ${ref.path[ref.path.length - 1] + 1}, profondeur ${ref.depth}`) +
		(parts.value === null ? '' : `, valeur ${parts.value}`) +
		(parts.window === null ? '' : `, fenêtre ${parts.window}`) +
		(parts.asked ? ', mis en évidence' : '') +
		(parts.unvisited ? ', pas encore visité' : ''),
	ghostLabel: (cells) => `élagués\u202f: ${cells.map((c) => c + 1).join(', ')}`,
	correct: 'Exact.',
	wrong: 'Faux\u202f:',
	solution: 'Solution\u202f:',
	hintPrefix: 'Indice\u202f:',
	whyHeading: 'Pourquoi',
	scoresCaption: 'La valeur de chaque coup',
	moveColumn: 'Coup',
	scoreColumn: 'Valeur',
	uctTable: {
		caption: (k, n) =>
			`Les enfants de la racine après ${numbersFr.integer(k)} itérations (racine\u202f: N = ${numbersFr.integer(n)})`,
		visits: 'Visites N',
		wins: 'Gains W',
		uct: 'Valeur UCT'
	},
	wins: (w) => (Number.isInteger(w) ? numbersFr.integer(w) : numbersFr.decimal(w, 1)),
	uctNumber: (v) => numbersFr.decimal(v, 3),
	hints: {
		win: (h) => `Cherchez un alignement avec deux ${h.side} et une case vide.`,
		threats: (h) =>
			`X a ${h.X} ${plural(h.X, 'gain immédiat', 'gains immédiats')} et O en a ${h.O}.`,
		'best-move': (h) =>
			`Le meilleur coup vaut ${number(h.score)} (pénalité de profondeur ${h.depthPenalty ? 'activée' : 'désactivée'}).`,
		value: (h) =>
			h.leaf
				? 'Ce nœud est une partie finie\u202f: donnez sa valeur.'
				: `Un nœud ${h.maximizing ? 'max' : 'min'} avec ${h.children} ${plural(h.children, 'enfant', 'enfants')}\u202f: il prend la ${h.maximizing ? 'plus grande' : 'plus petite'} valeur` +
					(h.alphaBeta ? ', et une coupure peut l’arrêter tôt, ne laissant qu’une borne.' : '.'),
		'next-node': (h) =>
			({
				enter:
					'Le nœud où l’on vient d’entrer essaie ensuite son premier coup (sauf si la partie y est finie).',
				evaluate:
					'Une partie finie renvoie tout de suite sa valeur\u202f; son parent continue avec son coup suivant.',
				lookup:
					'Une réponse de la table renvoie tout de suite sa valeur\u202f; son parent continue avec son coup suivant.',
				heuristic:
					'Une feuille à l’horizon renvoie tout de suite sa valeur\u202f; son parent continue avec son coup suivant.',
				update:
					'Un enfant vient de renvoyer sa valeur\u202f: son parent essaie son coup suivant' +
					(h.alphaBeta ? ', sauf si alpha >= bêta coupe le reste.' : '.'),
				cutoff: 'Une coupure vient de se produire\u202f: les autres coups de ce nœud sont sautés.',
				return: 'Le nœud renvoie sa valeur\u202f; son parent continue avec son coup suivant.',
				choose: 'La recherche est finie.'
			})[h.stepKind],
		window: (h, ctx) =>
			`Le nœud commence avec la fenêtre de son parent\u202f; ${nodeName(ctx.node(h.parent))}, un nœud ${h.parentMaximizing ? 'max' : 'min'}, a exploré ${h.earlierChildren} ${plural(h.earlierChildren, 'enfant', 'enfants')} avant lui.`,
		prune: (h) =>
			`Alpha-bêta fait ici ${h.cutoffs} ${plural(h.cutoffs, 'coupure', 'coupures')}, qui élaguent ${h.pruned} ${plural(h.pruned, 'enfant', 'enfants')} en tout.`,
		uct: (h) =>
			`Calculez W/N + ${numbersFr.decimal(h.exploration, 3)}·√(ln ${numbersFr.integer(h.parentVisits)} / N) pour chaque enfant et prenez le plus grand\u202f: un enfant moins visité a un terme d’exploration plus grand.`
	},
	answers: {
		win: (a) => (a.cell === null ? 'pas de gain immédiat' : cellName(a.cell)),
		threats: (a) => `X en ${cellsName(a.X)}\u202f; O en ${cellsName(a.O)}`,
		'best-move': (a) => cellName(a.cell),
		value: (a) => valueWithBound(a.value, a.bound),
		'next-node': (a, ctx) => (a.node === null ? 'plus aucun nœud' : nodeName(ctx.node(a.node))),
		window: (a) => `alpha ${number(a.alpha)}, bêta ${number(a.beta)}`,
		prune: (a, ctx) =>
			a.nodes.length === 0 ? 'aucun nœud' : nodesName(a.nodes.map((n) => ctx.node(n))),
		uct: (a) => cellName(a.cell)
	},
	problem(p) {
		const value = String(p.details.value ?? p.details.seed ?? '');
		switch (p.code) {
			case 'unknown-kind':
				return `Il n’y a pas de type d’exercice ${quote(value)}\u202f: choisissez-en un dans la liste.`;
			case 'bad-seed':
				return `La graine ${quote(value)} n’est pas un nombre entier de 0 à ${numbersFr.integer(4294967295)}.`;
			case 'bad-position':
				return p.position
					? `La position du lien n’est pas valide\u202f: ${p.position}`
					: `La position ${quote(value)} du lien n’est pas valide.`;
			case 'missing-kind':
				return 'Le lien donne une position ou une graine mais pas de type d’exercice\u202f: choisissez un type.';
			case 'position-finished':
				return 'La partie est déjà finie dans cette position\u202f: elle ne peut pas porter cet exercice.';
			case 'tree-too-large':
				return `L’arbre de cette position a ${numbersFr.integer(Number(p.details.nodes))} nœuds\u202f; un exercice en montre au plus ${p.details.max}\u202f: donnez une position avec plus de marques.`;
			case 'too-few-moves':
				return 'Cette position n’a qu’un coup légal\u202f: UCT n’a rien à choisir. Donnez une position avec au moins deux cases vides.';
			case 'empty':
				return 'Tapez d’abord une réponse.';
			case 'not-a-number':
				return `${quote(value)} n’est pas un nombre entier.`;
			case 'out-of-range':
				return `${quote(value)} est hors limites\u202f: tapez un nombre entier de −${p.details.max} à ${p.details.max}.`;
			case 'bad-bound':
				return `${quote(value)} n’a pas de signe de borne\u202f: écrivez <= ou >=.`;
			default:
				return `Cette réponse ne peut pas être lue (${p.code}).`;
		}
	},
	coach: coachFr
};
