/** Les textes de la recherche arborescente Monte-Carlo en français (mcts-messages.ts). */
import type { MctsCliMessages } from '../mcts-messages';
import { numbersFr } from './numbers';
import { NNBSP, typo } from './typography';

const { integer, decimal, milliseconds } = numbersFr;
const RESULT = { win: 'victoire', draw: 'nulle', loss: 'défaite' };

export const mctsFr: MctsCliMessages = {
	name: 'recherche arborescente Monte-Carlo',
	settings: (iterations, budget, seed, c) =>
		typo`Recherche arborescente Monte-Carlo (UCT) : ${
			budget === null
				? `${integer(iterations ?? 0)} itérations`
				: `${milliseconds(budget, 0)}${iterations === null ? '' : ` (au plus ${integer(iterations)} itérations)`}`
		}, graine ${seed}, exploration ${c === Math.SQRT2 ? '√2' : String(c).replace('.', ',')}.`,
	header: 'Case  Visites  Taux de victoire  Exact',
	row: (cell, visits, rate, exact, best) =>
		`${String(cell + 1).padStart(4)}  ${integer(visits).padStart(7)}  ${(rate === null ? '-' : `${decimal(rate * 100, 1)}${NNBSP}%`).padStart(16)}  ${
			exact === null ? '?' : `${exact.value} (${RESULT[exact.result]})`
		}${best ? '  <- le plus visité' : ''}`,
	exactSource: (kind, budget, complete) =>
		kind === 'none'
			? typo`Exact : inconnu (pas trouvé en ${milliseconds(budget, 0)}).`
			: typo`Exact : la valeur minimax de chaque coup (${kind === 'solver' ? 'le solveur exact' : 'l’élagage alpha-bêta sur tout l’arbre'})` +
				(complete ? '.' : typo` ; « ? » là où il n’a pas fini en ${milliseconds(budget, 0)}.`),
	chosen: (cell, visits) =>
		typo`Coup joué : case ${cell + 1}, la plus visitée (${integer(visits)} visites).`,
	figures: (iterations, nodes, ms) =>
		typo`Itérations : ${integer(iterations)}. Nœuds dans l’arbre : ${integer(nodes)}. Temps : ${milliseconds(ms, 2)}.`
};
