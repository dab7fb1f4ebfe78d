/**
 * Ce qui ne va pas dans un jeu ajouté sous forme de données (engine added-games.ts,
 * AddedGameError), en français : l'alerte de la page sur les jeux donnés dans
 * `window.minimaxLabGames`.
 */
import { ADDED_GAME_MAX_SIDE, type AddedGameError } from '$lib/engine/added-games';
import { quote } from './errors';
import { typo } from './typography';

/** What an entry holds at least (the example of the English text is code, not French). */
const FIELDS = 'id, width, height et winLength';

/** Pourquoi une entrée n'a pas été ajoutée, après « Jeu ajouté 2 (square7) : ». */
function why(e: Exclude<AddedGameError, { code: 'not-a-list' }>): string {
	switch (e.code) {
		case 'not-an-object':
			return typo`ce n’est pas un objet avec les champs ${FIELDS}`;
		case 'unknown-field':
			return typo`${quote(e.field)} n’est pas l’un de ses champs (id, width, height, winLength, gravity, defaultDepthLimit)`;
		case 'id':
			return typo`son id ${quote(e.value)} n’est pas fait de minuscules, de chiffres et de « - », commençant par une lettre`;
		case 'taken':
			return 'son id désigne un jeu déjà proposé';
		case 'side':
			return typo`son champ ${e.field} ${quote(e.value)} n’est pas un nombre entier de 2 à ${ADDED_GAME_MAX_SIDE}`;
		case 'win-length':
			return typo`son winLength ${quote(e.value)} n’est pas un nombre entier de 2 à son plus grand côté`;
		case 'gravity':
			return typo`son gravity ${quote(e.value)} n’est ni true ni false`;
		case 'depth-limit':
			return typo`son defaultDepthLimit ${quote(e.value)} n’est pas un nombre entier de 1 à son nombre de cases, ni null`;
		case 'cell-count':
			return typo`ses ${e.cells} cases sont aussi nombreuses que celles de ${e.other}, or les plateaux de deux jeux doivent différer de taille`;
	}
}

/**
 * Un problème en une phrase : « Jeu ajouté 2 (square7) : son champ width 7 n'est pas un nombre
 * entier de 2 à 6. Il n'a pas été ajouté. »
 */
export function addedGameErrorFr(e: AddedGameError): string {
	if (e.code === 'not-a-list') {
		return typo`Les jeux ajoutés à la page (window.minimaxLabGames) ne sont pas une liste : donnez un tableau d’objets avec les champs ${FIELDS}. Aucun jeu n’a été ajouté.`;
	}
	const which = 'id' in e ? `Jeu ajouté ${e.index + 1} (${e.id})` : `Jeu ajouté ${e.index + 1}`;
	return typo`${which} : ${why(e)}. Il n’a pas été ajouté.`;
}
