/**
 * What is wrong with a game added as data (engine added-games.ts, AddedGameError), in English: the
 * page's alert about the games given in `window.minimaxLabGames`.
 */
import { ADDED_GAME_MAX_SIDE, type AddedGameError } from '$lib/engine/added-games';
import { quote } from './errors';

const EXAMPLE = '{ id: "square5", width: 5, height: 5, winLength: 4 }';

/** Why one entry was not added, after "Added game 2 (square7): ". */
function why(e: Exclude<AddedGameError, { code: 'not-a-list' }>): string {
	switch (e.code) {
		case 'not-an-object':
			return `it is not an object such as ${EXAMPLE}`;
		case 'unknown-field':
			return `${quote(e.field)} is not one of its fields (id, width, height, winLength, gravity, defaultDepthLimit)`;
		case 'id':
			return `its id ${quote(e.value)} is not lower-case letters, digits and "-", starting with a letter`;
		case 'taken':
			return 'its id names a game already on offer';
		case 'side':
			return `its ${e.field} ${quote(e.value)} is not a whole number from 2 to ${ADDED_GAME_MAX_SIDE}`;
		case 'win-length':
			return `its winLength ${quote(e.value)} is not a whole number from 2 to its longer side`;
		case 'gravity':
			return `its gravity ${quote(e.value)} is neither true nor false`;
		case 'depth-limit':
			return `its defaultDepthLimit ${quote(e.value)} is not a whole number from 1 to its cell count, or null`;
		case 'cell-count':
			return `its ${e.cells} cells are as many as ${e.other}'s, and boards of different games must differ in size`;
	}
}

/**
 * One problem as a sentence: "Added game 2 (square7): its width 7 is not a whole number from 2 to
 * 6. It was not added."
 */
export function addedGameErrorEn(e: AddedGameError): string {
	if (e.code === 'not-a-list') {
		return `The games added to the page (window.minimaxLabGames) are not a list: give an array such as [${EXAMPLE}]. No game was added.`;
	}
	const which = 'id' in e ? `Added game ${e.index + 1} (${e.id})` : `Added game ${e.index + 1}`;
	return `${which}: ${why(e)}. It was not added.`;
}
