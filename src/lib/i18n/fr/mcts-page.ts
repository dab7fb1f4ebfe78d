/** La recherche arborescente Monte-Carlo sur la page, en français (../mcts-page-messages.ts). */
import type { Outcome } from '$lib/engine';
import type { MoveWriter } from '../messages';
import type { MctsPageMessages } from '../mcts-page-messages';
import { joinList } from '../format';
import { mctsFigures } from '../mcts-figures';
import { numbersFr } from './numbers';
import { typo } from './typography';

const { integer, decimal, milliseconds } = numbersFr;

const resultFr = (r: Outcome) => (r === 'draw' ? 'partie nulle' : `${r} gagne`);
const list = (items: string[]) => joinList(items, 'puis');
const figures = mctsFigures(numbersFr);

/** Les textes MCTS en français, coups écrits par `move` (« case 5 », « colonne 4 »). */
export function makeMctsPageFr(move: MoveWriter): MctsPageMessages {
	const phase = {
		selection: 'Sélection',
		expansion: 'Développement',
		playout: 'Simulation',
		backpropagation: 'Rétropropagation'
	} as const;
	return {
		algorithm: 'Algorithme',
		minimax: 'Minimax / alpha-bêta',
		mcts: 'Recherche arborescente Monte-Carlo',
		iterations: 'Itérations',
		seed: 'Graine',
		exploration: 'Constante d’exploration',
		settingsLabel: 'Réglages de la recherche Monte-Carlo',
		badIterations: (min, max) =>
			typo`Itérations : donnez un nombre entier de ${integer(min)} à ${integer(max)}. Rien n’a changé.`,
		badSeed: typo`Graine : donnez un nombre entier de 0 à ${integer(4294967295)}. Rien n’a changé.`,
		badExploration: (min, max) =>
			typo`Constante d’exploration : donnez un nombre de ${min} à ${max}, par exemple √2. Rien n’a changé.`,
		iterationsOption: (n) => integer(n),
		phase,
		treeLabel: 'Arbre de la recherche Monte-Carlo',
		legend: 'Les quatre phases',
		legendNotes: typo`Épaisseur des arêtes : visites. Pointillés : la simulation. N visites, W gains.`,
		nodeVisits: figures.visits,
		nodeWins: figures.wins,
		nodeTitle: (m, n, w, r, uct, p) =>
			typo`${m === null ? 'Racine' : move(m)} : ${figures.node(n, w, r, uct)}` +
			(p === null ? '' : ` (${phase[p].toLowerCase()})`),
		capped: (drawn, total) =>
			drawn < total
				? `${integer(drawn)} nœuds dessinés sur ${integer(total)} (les plus visités, et le chemin en cours).`
				: `Les ${integer(total)} nœuds sont dessinés.`,
		playoutLabel: (moves, result) =>
			typo`${integer(moves)} coup${moves === 1 ? '' : 's'} au hasard : ${resultFr(result)}`,
		stepBy: 'Pas à pas',
		byPhase: 'par phase',
		byIteration: 'par itération',
		stepPosition: (i, n, p) => `Itération ${integer(i + 1)} sur ${integer(n)} · ${p}`,
		narration: (s) => {
			const it = `Itération ${integer(s.iteration + 1)}. `;
			switch (s.phase) {
				case 'selection': {
					const picks = s.picks.map((p) => figures.pick(move(p.move), p.winRate, p.uct));
					const start =
						picks.length === 0
							? typo`Sélection : la racine a encore des coups non essayés, la sélection s’arrête à la racine`
							: typo`Sélection : UCT choisit ${list(picks)}`;
					return (
						it +
						start +
						(s.terminal === null
							? '.'
							: typo`, une partie finie (${resultFr(s.terminal)}) : rien à développer.`)
					);
				}
				case 'expansion':
					return typo`${it}Développement : ${move(s.move)}, un coup non essayé tiré au hasard, devient un nouveau nœud (N 0).`;
				case 'playout':
					return typo`${it}Simulation : des coups au hasard, ${list(s.moves.map(move))}, jusqu’à la fin de la partie : ${resultFr(s.result)}.`;
				case 'backpropagation':
					return (
						typo`${it}Rétropropagation : le résultat (${resultFr(s.result)}) remonte les ${integer(s.nodes)} nœuds du chemin : ` +
						'chacun reçoit N + 1, et W + 1 quand le joueur qui y a joué a gagné, + 0,5 pour une nulle.'
					);
			}
		},
		codeTitle: typo`Pseudo-code : les quatre phases`,
		code: [
			'répéter pour chaque itération :',
			'  nœud ← racine',
			'  tant que nœud est entièrement développé et la partie continue :',
			'    nœud ← l’enfant de plus grande valeur UCT = W/N + c·√(ln N_parent / N)',
			'  si la partie continue en nœud :',
			'    nœud ← un nouvel enfant pour un coup non essayé (tiré au hasard)',
			'  résultat ← des coups au hasard depuis nœud jusqu’à la fin de la partie',
			'  pour chaque nœud du chemin, de nœud jusqu’à la racine :',
			'    N ← N + 1 ; W ← W + 1 si le joueur qui y a joué a gagné, + 0,5 pour une nulle',
			'jouer l’enfant le plus visité de la racine'
		].map((line) => typo(line)),
		summary: (iterations, seed, c, nodes, ms) =>
			typo`${integer(iterations)} itérations, graine ${seed}, c = ${decimal(c, 2)} : ${integer(nodes)} nœuds, ${milliseconds(ms)}.`,
		tableCaption: typo(
			'Recherche Monte-Carlo : visites et taux de gain de chaque coup, à côté de sa valeur exacte'
		),
		move: 'Coup',
		visits: 'Visites',
		winRate: 'Taux de gain',
		exact: 'Valeur exacte',
		chosen: (m) => typo`Choisi : ${move(m)} (le plus visité)`,
		visitsTotal: (total) => typo`Visites en tout : ${integer(total)} (une par itération)`,
		exactValue: (v) =>
			`${v > 0 ? '+' : ''}${integer(v)} (${v > 0 ? 'gain' : v < 0 ? 'perte' : 'nulle'})`,
		exactSource: (source) =>
			source === 'search'
				? typo`Valeurs exactes : une recherche minimax (alpha-bêta) de tout l’arbre sous chaque coup.`
				: source === 'solver'
					? typo`Valeurs exactes : le solveur du puissance 4.`
					: typo`Valeurs exactes : non trouvées dans le temps imparti (—).`,
		rate: figures.rate,
		chartTitle: 'Taux de gain selon les itérations',
		chartIterations: 'itérations',
		chartWinRate: 'taux de gain',
		chartExactNote: typo('Tirets : la valeur exacte en taux de gain (gain 1, nulle 0,5, perte 0).'),
		running: 'La recherche Monte-Carlo tourne…'
	};
}
