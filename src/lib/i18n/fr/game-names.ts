/**
 * Les noms des jeux en français, par leur clé de message (moteur GameDef.names.game) : le menu
 * « Jeu » de la page et la ligne des options de la ligne de commande.
 */
import type { GameDef, GameNameKey } from '$lib/engine/games';

/** Un nom fait à partir de la définition (seul 'kInARow' la lit : « 5x5, 4 alignés »). */
type NameOf = (game: GameDef) => string;

/** Les noms du menu « Jeu » : « Morpion 3x3 », « Puissance 4 »... */
export const GAME_NAMES_FR: Readonly<Record<GameNameKey, NameOf>> = {
	ticTacToe3: () => 'Morpion 3x3',
	ticTacToe4: () => 'Morpion 4x4',
	connectFour: () => 'Puissance 4',
	ultimateTicTacToe: () => 'Morpion ultime',
	kInARow: (g) => `${g.width}x${g.height}, ${g.winLength} alignés`
};

/** Les noms de la ligne des options : « morpion 3x3 », « Puissance 4 »... */
export const CLI_GAME_NAMES_FR: Readonly<Record<GameNameKey, NameOf>> = {
	ticTacToe3: () => 'morpion 3x3',
	ticTacToe4: () => 'morpion 4x4',
	connectFour: () => 'Puissance 4',
	ultimateTicTacToe: () => 'morpion ultime',
	kInARow: (g) => `${g.width}x${g.height}, ${g.winLength} alignés`
};
