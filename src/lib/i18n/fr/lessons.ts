/**
 * Les textes des leçons en français (`lessons` du catalogue, typé par l’anglais :
 * `Messages['lessons']`) ; les narrations et les figures des leçons sont dans ../lesson-words.ts.
 */
import type { Messages } from '../messages';
import { withTypography } from './typography';

export const lessonsFr: Messages['lessons'] = {
	...withTypography({
		menuLabel: 'Leçons',
		titles: {
			'game-tree': "Ce qu'est un arbre de jeu",
			minimax: 'Minimax : les valeurs remontent',
			'depth-penalty': 'Gagner tout de suite ou plus tard',
			'win-before-block': 'Gagner avant de bloquer',
			'alpha-beta': "Alpha-bêta : ce qui ne peut pas compter n'est pas examiné",
			'move-ordering': 'Ordre des coups',
			proof: "L'ordinateur ne perd jamais",
			'whole-tree': "L'arbre entier",
			transpositions: 'Transpositions : la même position deux fois',
			'depth-limit': 'Quand l’arbre est trop grand : une limite de profondeur et une évaluation',
			'connect4-solver': 'Comment un solveur de Puissance 4 devient rapide',
			mcts: 'Quand l’arbre est trop grand : la recherche arborescente Monte-Carlo'
		},
		summaries: {
			'game-tree': 'Racine, coups, feuilles, maximiseur et minimiseur sur un petit arbre.',
			minimax: 'Le même petit arbre pas à pas, pendant que les valeurs remontent à la racine.',
			'depth-penalty':
				'La pénalité de profondeur sur XOX/.O./X.. : la victoire rapide avant la lente.',
			'win-before-block':
				'X en a1 et b1, O en a2 et b2 : c1 gagne avant que la menace de O ne compte.',
			'alpha-beta': 'La même décision avec moins de nœuds ; la première coupure et son test.',
			'move-ordering': 'Le plateau vide sous trois réglages, et les neuf ouvertures.',
			proof:
				"Toutes les parties qu'un humain peut essayer contre l'ordinateur, quel que soit le joueur qui commence.",
			'whole-tree': 'Tous les nœuds, parties et positions du plateau vide, et les transpositions.',
			transpositions:
				'Une position atteinte deux fois, cherchée une seule fois : la table de transposition.',
			'depth-limit':
				'S’arrêter à une limite de profondeur et évaluer l’horizon avec une fonction d’évaluation.',
			'connect4-solver':
				'Les techniques du solveur une à une sur les mêmes positions, avec les nœuds que chacune fait gagner.',
			mcts: 'Des parties au hasard au lieu de l’arbre entier : les quatre phases, la constante c, la convergence vers la valeur exacte, et un piège.'
		},
		lessonHeading: (n: number, title: string) => `Leçon ${n} : ${title}`,
		slideOf: (k: number, n: number) => `Diapositive ${k} sur ${n}`,
		previous: 'Diapositive précédente',
		next: 'Diapositive suivante',
		exit: 'Quitter la leçon',
		narrationLabel: 'Commentaire',
		narrationPart: (k: number, n: number) => `Partie ${k} sur ${n}`,
		loading: 'Préparation de la diapositive…',
		keysHint:
			'Touches : → ou PageDown diapositive suivante, ← ou PageUp précédente, Échap quitte, F mode présentation, ? toutes les touches.',
		allLessons: 'Toutes les leçons',
		linkError: (e: Parameters<Messages['lessons']['linkError']>[0]) => {
			switch (e.code) {
				case 'unknown-lesson':
					return `Il n'y a pas de leçon « ${e.lessonId ?? ''} ». Choisissez-en une dans la liste.`;
				case 'slide-out-of-range':
					return `Cette leçon a ${e.slideCount ?? 0} diapositives : le lien en demande une qui n'existe pas.`;
				case 'slide-syntax':
					return "Le numéro de diapositive du lien n'est pas un nombre entier à partir de 1.";
				default:
					return 'Ce lien ne désigne pas une diapositive de leçon.';
			}
		},
		failed: (message: string) => `La diapositive n'a pas pu être préparée : ${message}`
	})
};
