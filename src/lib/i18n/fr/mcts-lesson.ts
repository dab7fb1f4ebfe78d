/** La leçon MCTS en français : ses narrations et les mots de ses figures (fr/lessons.ts). */
import type { MctsFigureWords } from '../lessons-messages';
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import { NNBSP, numbersFr } from './numbers';

const { integer, decimal } = numbersFr;
const rate = (v: number) => decimal(v, 3);
const wins = (w: number) => (Number.isInteger(w) ? integer(w) : decimal(w, 1));
const cell = (c: number) => `la case ${c + 1}`;
/** « la case 4 », « le nœud 4 → 6 », « la racine ». */
const path = (moves: readonly number[]) =>
	moves.length === 0
		? 'la racine'
		: moves.length === 1
			? cell(moves[0])
			: `le nœud ${moves.map((m) => m + 1).join(' → ')}`;
const list = (items: readonly string[]) =>
	items.length <= 1
		? items.join('')
		: `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
const outcome = (r: 'X' | 'O' | 'draw') => (r === 'draw' ? 'partie nulle' : `${r} gagne`);
const scoreWord = (s: number) => (s > 0 ? 'un gain' : s < 0 ? 'une perte' : 'une nulle');
const other = (m: 'X' | 'O') => (m === 'X' ? 'O' : 'X');
const colon = `${NNBSP}:`;

type Codes = Extract<NarrationCode, `mcts.${string}`>;

export const mctsNarrationFr: Pick<NarrationCatalogue, Codes> = {
	'mcts.too-big': (v) => {
		const rows = v.figure.kind === 'growth' ? v.figure.rows : [];
		return (
			`Le minimax suit chaque partie jusqu’à sa fin. Au morpion, cela fait ${integer(v.full3x3)} nœuds depuis la grille vide, peu de chose pour un ordinateur. ` +
			`Le Puissance 4, c’est autre chose${colon} le minimax simple depuis la grille vide, avec une limite de profondeur de ${list(rows.map((r) => String(r.depth)))} demi-coups, examine ${list(rows.map((r) => integer(r.nodes)))} nœuds (comptés par le moteur)${NNBSP}; ` +
			`chaque demi-coup multiplie le nombre par environ ${decimal(v.ratio, 1)}, et une partie dure jusqu’à ${v.plies} demi-coups. Aucune recherche n’atteint le bout de cet arbre depuis le début. ` +
			'La recherche arborescente Monte-Carlo n’essaie pas' +
			`${colon} elle joue des parties au hasard et fait pousser un arbre là où elles semblent les meilleures.`
		);
	},
	'mcts.selection': (v) =>
		`Une itération a quatre phases${NNBSP}; voici l’itération ${v.iteration} d’une exécution à graine fixe (graine ${v.seed}) depuis cette position. ` +
		`1. Sélection${colon} à la racine (N = ${integer(v.parentVisits)}), chaque enfant a une valeur UCT, W/N + c·√(ln N_racine / N) avec c = √2 (le tableau)${colon} ` +
		`la plus grande, ${cell(v.chosen)} avec ${rate(v.chosenUct)}, est prise. ` +
		`La sélection descend tant que chaque coup du nœud a un enfant${NNBSP}; elle s’arrête sur ${path(v.path)}, qui a encore des coups jamais essayés.`,
	'mcts.expansion': (v) =>
		`2. Expansion${colon} sur ${path(v.at)}, un coup non essayé tiré au hasard, ${cell(v.expanded)}, devient un nouveau nœud de l’arbre (un nouveau nœud par itération). ` +
		`3. Simulation${colon} depuis le nouveau nœud, des coups au hasard jusqu’à la fin de la partie${colon} ` +
		(v.playout.length === 0
			? 'aucun, la partie est déjà finie'
			: v.playout
					.map((c, i) => `${i % 2 === 0 ? v.playoutFirst : other(v.playoutFirst)} ${c + 1}`)
					.join(', ')) +
		`${NNBSP}; ${outcome(v.result)}.`,
	'mcts.backpropagation': (v) =>
		`4. Rétropropagation${colon} chaque nœud du chemin reçoit une visite de plus et le résultat, compté pour le joueur qui y est entré${colon} 1 pour un gain, ½ pour une nulle, 0 pour une perte (${outcome(v.result)}${colon} ` +
		`${list(v.updates.map((u) => `${path(u.path)} +${wins(u.reward)}`))}). ` +
		`Ainsi ${cell(v.child)} passe de N = ${integer(v.before.visits)}, W = ${wins(v.before.wins)} à N = ${integer(v.after.visits)}, W = ${wins(v.after.wins)}${NNBSP}; le tableau montre les enfants de la racine après l’itération ${v.iteration}. L’itération suivante repart de la racine.`,
	'mcts.exploration': (v) =>
		`La constante c dose l’exploration et l’exploitation. ` +
		(v.scores.every((s) => s === 0)
			? 'Ici chaque coup fait nulle avec le meilleur jeu (le minimax les évalue tous à 0). '
			: '') +
		`Avec c = 0, UCT ne fait qu’exploiter${colon} ${cell(v.greedy.move)} prend ${integer(v.greedy.visits)} des ${integer(v.iterations)} visites avec un taux de gain de ${rate(v.greedy.winRate)}, après quelques simulations chanceuses. ` +
		`Avec c = √2, les visites se répartissent sur les coups qui semblent bons${NNBSP}; avec c = 4, presque également, de ${integer(v.spread.fewest)} à ${integer(v.spread.most)} par coup${colon} trop explorer laisse les bons coups aussi peu regardés que les mauvais.`,
	'mcts.convergence': (v) =>
		`MCTS trouve-t-il la bonne réponse${NNBSP}? Le graphique suit le taux de gain du coup le plus visité quand les itérations augmentent (une exécution à graine fixe), face à la valeur exacte que prouve le minimax${colon} ${rate(v.exact)}, ${v.exact === 0.5 ? 'une nulle' : v.exact === 1 ? 'un gain' : 'une perte'}. ` +
		`Après ${integer(v.first.iterations)} itérations, le taux est de ${rate(v.first.winRate)}, après ${integer(v.last.iterations)}, de ${rate(v.last.winRate)} (${cell(v.last.move)})${colon} ` +
		`il s’approche de la valeur minimax, lentement${NNBSP}; ses taux de gain sont des estimations tirées de parties au hasard, pas des preuves.`,
	'mcts.trap': (v) => {
		const rows = v.figure.kind === 'trap' ? v.figure.rows : [];
		const [few, ...more] = rows;
		return (
			`Là où MCTS se trompe. Le minimax prouve que ${v.losing.length === 1 ? 'la case' : 'les cases'} ${list(v.losing.map((c) => String(c + 1)))} ${v.losing.length === 1 ? 'perd' : 'perdent'} et joue ${cell(v.best)} (${scoreWord(v.value)}). ` +
			(few
				? `MCTS avec ${integer(few.iterations)} itérations joue ${cell(few.move)}, ${scoreWord(few.score)} pour le minimax, avec un taux de gain de ${rate(few.winRate)}${colon} les simulations au hasard trouvent rarement la réponse qui gagne contre ce coup, qui semble donc bon. `
				: '') +
			more
				.map(
					(r, i) =>
						`${i === 0 ? 'Avec' : 'avec'} ${integer(r.iterations)} itérations, il joue ${cell(r.move)} (${scoreWord(r.score)})`
				)
				.join(more.length === 2 ? ' et ' : ', ') +
			'. Le tableau des coups donne les valeurs exactes du minimax.'
		);
	}
};

export const mctsFigureFr: MctsFigureWords = {
	growthCaption: `Minimax simple sur la grille vide du Puissance 4${colon} nœuds à chaque limite de profondeur`,
	depth: 'Limite de profondeur',
	nodes: 'Nœuds',
	childrenCaption: (k) =>
		`Les enfants de la racine après ${integer(k)} itérations (racine${colon} N = ${integer(k)})`,
	move: 'Coup',
	visits: 'Visites N',
	wins: 'Gains W',
	winRate: 'Taux de gain W/N',
	uct: 'Valeur UCT',
	selected: 'sélectionné',
	explorationCaption: (n) =>
		`Visites de chaque coup après ${integer(n)} itérations, pour trois valeurs de c`,
	c: 'Constante c',
	played: 'Coup joué',
	convergenceCaption:
		'Le taux de gain du coup le plus visité selon les itérations (échelle logarithmique), et la valeur exacte',
	iterations: 'Itérations',
	exact: (v) => `valeur exacte (minimax)${colon} ${rate(v)}`,
	trapCaption: 'Le coup que joue MCTS après chaque nombre d’itérations, et sa valeur minimax',
	score: 'Valeur minimax',
	number: (v) => integer(v),
	rate,
	winsCount: wins,
	exploration: (c) => (c === Math.SQRT2 ? '√2' : decimal(c, Number.isInteger(c) ? 0 : 2))
};
