/** La vue de l’arbre complet en français (`wholeTree` du catalogue). */
import { gameDef } from '$lib/engine/games';
import type { CellWriter, Messages, MoveWriter } from '../messages';
import { numbersFr } from './numbers';
import { typo } from './typography';

const number = numbersFr.integer;

/**
 * The French whole-tree strings, cells written with `cell`; with `columns` (Connect Four's width),
 * the move beside each mini-board is its column's number.
 */
export function makeWholeTreeFr(
	cell: CellWriter,
	moveName: MoveWriter = (c) => `case ${cell(c)}`,
	columns: number | null = null
): Messages['wholeTree'] {
	return {
		heading: 'Arbre de recherche complet',
		canvasLabel: (nodes) =>
			typo`Arbre de recherche complet, ${number(nodes)} nœuds. Les flèches passent d’un nœud à l’autre : ` +
			typo`haut vers le parent, bas vers le premier enfant, gauche et droite vers les voisins ; Début mène à la racine ; + et - zooment.`,
		canvasRole: 'arbre de recherche',
		layingOut: (nodes) => `Disposition de ${number(nodes)} nœuds…`,
		layoutFailed: (message) => typo`La disposition a échoué : ${message}`,
		zoomToCurrent: 'Zoomer sur le nœud courant',
		findLabel: 'Trouver une position',
		findPlaceholder: (game) => gameDef(game).example,
		find: 'Trouver',
		found: (count) =>
			count === 0
				? 'Aucun nœud n’a cette position.'
				: count === 1
					? '1 nœud a cette position (pas de transposition).'
					: `${number(count)} nœuds ont cette position (transpositions).`,
		minimapLabel: typo`Vue d’ensemble : cliquez ou faites glisser pour déplacer la vue`,
		describeNode: (index, depth, move, score, outcome) =>
			typo`Nœud ${number(index)} : profondeur ${depth}, ` +
			(move === null ? 'racine' : `coup ${moveName(move)}`) +
			`, valeur ${score}` +
			(outcome === null ? '' : outcome === 'draw' ? ', partie nulle' : `, ${outcome} gagne`),
		nothingHovered: 'Pointez un nœud, ou placez le focus sur l’arbre et utilisez les flèches.',
		moveLabel: (move) => (columns === null ? cell(move) : String((move % columns) + 1)),
		legend: {
			xWins: 'X gagne',
			oWins: 'O gagne',
			draw: 'partie nulle',
			pv: 'variation principale',
			pruned: 'branche élaguée (coupure)',
			bound: typo`creux ou en tirets : une borne (<= ou >=)`,
			max: '▲ maximiseur au trait',
			min: '▼ minimiseur au trait',
			found: 'position trouvée',
			current: 'étape courante'
		}
	};
}
