/**
 * Les termes du glossaire en français (docs/french.md), ceux que le catalogue français
 * emploie partout.
 */
import type { Glossary } from '../glossary';

export const glossaryFr: Glossary = {
	ticTacToe: 'morpion',
	cell: 'case',
	move: 'coup',
	ply: 'demi-coup',
	position: 'position',
	sideToMove: 'trait',
	searchTree: 'arbre de recherche',
	node: 'nœud',
	root: 'racine',
	leaf: 'feuille',
	depth: 'profondeur',
	minimaxValue: 'valeur minimax',
	maximizer: 'maximiseur',
	minimizer: 'minimiseur',
	alpha: 'alpha',
	beta: 'bêta',
	window: 'fenêtre',
	alphaCutoff: 'coupure alpha',
	betaCutoff: 'coupure bêta',
	alphaBetaPruning: 'élagage alpha-bêta',
	prunedBranch: 'branche élaguée',
	bound: 'borne',
	exactBound: 'borne exacte',
	lowerBound: 'borne inférieure',
	upperBound: 'borne supérieure',
	principalVariation: 'variation principale',
	moveOrdering: 'ordre des coups',
	centerFirst: 'centre d’abord',
	depthPenalty: 'pénalité de profondeur',
	transposition: 'transposition',
	draw: 'partie nulle',
	resignation: 'abandon',
	offerDraw: 'proposer la nulle',
	nodeCount: 'nombre de nœuds'
};
