/**
 * Les mots du pseudo-code en français (`pseudoCode` du catalogue) ; les lignes, leur retrait et la
 * ligne surlignée à chaque étape viennent de stepper/pseudocode.ts, identiques dans les deux langues.
 */
import type { PseudoCodeWords } from '../messages';
import { numbersFr } from './numbers';
import { typo } from './typography';

const { integer } = numbersFr;

export const pseudoCodeFr: PseudoCodeWords = {
	header: (ab) => typo`fonction minimax(${ab ? 'nœud, profondeur, α, β' : 'nœud, profondeur'}) :`,
	finished: typo`si nœud est une partie finie :`,
	won: (dp, win) =>
		typo`si le camp de la racine a gagné : ${dp ? `renvoyer ${integer(win)} − profondeur` : `renvoyer +${integer(win)}`}`,
	lost: (dp, win) =>
		typo`si le camp de la racine a perdu : ${dp ? `renvoyer profondeur − ${integer(win)}` : `renvoyer −${integer(win)}`}`,
	draw: 'renvoyer 0',
	drawComment: 'partie nulle',
	side: (max) => (max ? typo`si profondeur est paire :` : typo`sinon :`),
	sideComment: (max) =>
		max ? typo`le camp de la racine joue : maximiser` : typo`l’autre camp joue : minimiser`,
	bestInit: (max) => (max ? 'meilleur ← −∞' : 'meilleur ← +∞'),
	forEach: (gravity) =>
		gravity
			? typo`pour chaque colonne m non pleine, dans l’ordre des coups :`
			: typo`pour chaque case vide m, dans l’ordre des coups :`,
	call: (ab) => `v ← minimax(nœud + m, profondeur + 1${ab ? ', α, β' : ''})`,
	update: (max, ab) =>
		max
			? `meilleur ← max(meilleur, v)${ab ? typo` ;  α ← max(α, meilleur)` : ''}`
			: `meilleur ← min(meilleur, v)${ab ? typo` ;  β ← min(β, meilleur)` : ''}`,
	cutoff: typo`si α ≥ β : interrompre la boucle`,
	cutoffComment: (max) =>
		max
			? typo`coupure bêta : les coups restants sont élagués`
			: typo`coupure alpha : les coups restants sont élagués`,
	returnBest: 'renvoyer meilleur',
	failSoftComment: typo`valeur non ramenée dans la fenêtre : peut sortir de [α, β]`,
	rootCall: (ab) =>
		ab ? 'valeur ← minimax(position, 0, −∞, +∞)' : 'valeur ← minimax(position, 0)',
	choose: 'jouer le premier coup de la racine (dans l’ordre des coups) qui obtient valeur',
	atLimit: typo`si profondeur = limite :`,
	evaluate: 'renvoyer évaluer(nœud)',
	evaluateComment: typo`une feuille à l’horizon : chaque ligne que l’adversaire n’a pas bloquée compte 1, 4, 16 pour 1, 2, 3 marques à soi ; moins la même chose pour l’adversaire`,
	inTable: (ab) =>
		ab
			? typo`si nœud est dans la table et que son entrée répond à [α, β] :`
			: typo`si nœud est dans la table :`,
	lookup: 'renvoyer entrée.valeur',
	lookupComment: typo`une réponse de la table : exacte, borne inférieure ≥ β ou borne supérieure ≤ α`,
	store: (ab) => (ab ? 'table[nœud] ← (meilleur, borne)' : 'table[nœud] ← meilleur'),
	storeComment: (ab) =>
		ab
			? typo`exacte ; borne inférieure si meilleur ≥ β ; borne supérieure si meilleur ≤ α`
			: typo`exacte : le minimax simple cherche tous les coups`,
	deepening: typo`pour limite = 1, 2, 3… tant qu’il reste du temps :`,
	deepeningComment: typo`approfondissement itératif : la meilleure ligne précédente est essayée d’abord`
};
