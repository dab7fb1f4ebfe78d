/**
 * French strings of the game modes (`game` of the catalogue, typed by English: messages.ts) and of the
 * link's game settings (the GameLinkError kinds of `urlErrors`): the twin of en/game.ts. Terms and
 * typography follow docs/french.md: case, coup, demi-coup, trait, partie nulle, abandon,
 * proposer la nulle; `typo` (fr/typography.ts) puts a narrow no-break space (U+202F) before : ? ! ;
 * and inside « », fr/numbers.ts writes 30 s and 4 294 967 295, and 30 % takes U+202F too.
 * The French catalogue (fr.ts) takes `game: makeGameFr(cell)`, `status: makeStatusFr(cell)` (from
 * fr/status.ts) and spreads `gameUrlErrorsFr` into its `urlErrors`.
 */
import { gameById, gameDef, gameIds } from '$lib/engine/games';
import { joinList } from '../format';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import { GAME_NAMES_FR } from './game-names';
import { ultimateFr } from './ultimate';
import { quote } from './errors';
import { storageNoteFr } from './storage';
import { addedGameErrorFr } from './added-games';
import type { CellWriter, Messages, MoveWriter } from '../messages';
import type { Player } from '$lib/game';
import { personNameFr } from './status';
import { guillemets, NNBSP, numbersFr, typo } from './typography';
import type { GameLinkError, MoveListProblem } from '$lib/link/link-error';

const { integer, seconds: secondsFr } = numbersFr;

function playerName(p: Player): string {
	if (p.kind === 'you') return 'Vous';
	if (p.kind === 'computer') return 'Ordinateur';
	return personNameFr(p);
}

/** « Le paramètre « time=x » du lien n’est pas valide : utilisez … » */
const badParameter = (text: string, use: string, instead: string) =>
	typo`Le paramètre ${quote(text)} du lien n’est pas valide : utilisez ${use}. ${instead}`;

/** The French game-mode strings, cells written with `cell`. */
export function makeGameFr(
	cell: CellWriter,
	move: MoveWriter = (c) => `case ${cell(c)}`
): Messages['game'] {
	return {
		cell,
		seat: (seat) => `Joueur ${seat + 1}`,
		playerName,
		newGameSeat: (name) => typo`Nouvelle partie : ${name} commence`,
		playAgain: 'Rejouer',
		controls: 'Commandes de la partie',
		undo: 'Annuler',
		redo: 'Rétablir',
		resign: 'Abandonner',
		offerDraw: 'Proposer la nulle',
		acceptDraw: 'Accepter la nulle',
		declineDraw: 'Refuser la nulle',
		settings: 'Réglages de la partie',
		opponent: 'Adversaire',
		opponentComputer: 'Ordinateur',
		opponentPerson: 'Une autre personne',
		game: 'Jeu',
		gameName: (id) => {
			const game = gameDef(id);
			return GAME_NAMES_FR[game.names.game](game);
		},
		columns: 'Colonnes',
		column: (column) => `Colonne ${column + 1}`,
		ultimate: ultimateFr,
		ultimateCell: (cell) => `grille ${boardOfCell(cell) + 1}, case ${cellInBoard(cell) + 1}`,
		names: 'Noms',
		recentHeading: 'Parties récentes sur cet appareil',
		recentGame: ({ name, people, moves, counted }) =>
			typo`${name}, ${people ? `${people[0]} contre ${people[1]}` : 'contre l’ordinateur'} : ${moves} ${moves > 1 ? 'coups joués' : 'coup joué'}, ${counted} ${counted > 1 ? 'parties' : 'partie'} dans son bilan`,
		resume: 'Reprendre',
		clearRecent: 'Effacer les parties récentes',
		nameCleaned: ({ removed, kept, fallback, cut, max }) =>
			kept === ''
				? typo`Aucun caractère visible une fois les caractères invisibles (${guillemets(removed.join(', '))}) retirés : le nom reste « ${fallback} ».`
				: [
						removed.length > 0
							? typo`Des caractères invisibles ou de contrôle (${guillemets(removed.join(', '))}) ont été retirés.`
							: '',
						cut ? typo`Un nom a au plus ${max} caractères.` : '',
						typo`Le nom est « ${kept} ».`
					]
						.filter(Boolean)
						.join(' '),
		xAlwaysStarts: 'X commence toujours',
		alternate: 'Alterner qui commence',
		timePerMove: 'Temps par coup',
		timeOption: (seconds) => (seconds === 0 ? 'Sans limite' : secondsFr(seconds)),
		countdown: (p, seconds) =>
			p.kind === 'you'
				? typo`Votre temps : ${secondsFr(seconds)}`
				: typo`${playerName(p)} (${p.mark}) : ${secondsFr(seconds)}`,
		clockPaused: 'en pause tant que la page est masquée',
		score: 'Bilan',
		resetScore: 'Remettre le bilan à zéro',
		draws: 'Parties nulles',
		level: 'Niveau de l’ordinateur',
		levelName: (level, game) =>
			level.kind === 'unbeatable'
				? game !== undefined && gameById(game)?.names.bestLevel === 'strongest'
					? 'Le plus fort'
					: 'Imbattable'
				: level.kind === 'lookahead'
					? `Voit ${level.plies} ${level.plies === 1 ? 'demi-coup' : 'demi-coups'} à l’avance`
					: `Coup au hasard ${level.percent}${NNBSP}% du temps`,
		cellNames: 'Noms des cases',
		cellNumbers: (count) => `Nombres 1-${count}`,
		cellCoordinates: (last) => `Coordonnées a1-${last}`,
		moveNumbers: 'Afficher les numéros des coups',
		symbols: 'Symboles',
		symbolPair: (x, o) => `${x} et ${o}`,
		customSymbols: 'Votre propre paire…',
		customLabel: 'Vos deux symboles',
		customApply: 'Utiliser ces symboles',
		symbolError: (problem, text) =>
			typo`${quote(text)} ne convient pas : ` +
			{
				count: 'tapez exactement deux symboles, le premier pour X et le second pour O.',
				blank: 'les espaces et les caractères invisibles ne sont pas des symboles.',
				same: 'les deux symboles doivent être différents.',
				swapped: 'O pour X et X pour O échangeraient les marques.'
			}[problem],
		symbolLegend: (x, o) => `${x} remplace X, ${o} remplace O.`,
		analysis: 'Analyse',
		analysisHint:
			'Après chaque coup, chercher la position pour le camp qui a le trait et montrer son arbre.',
		storageNote: storageNoteFr,
		addedGameError: addedGameErrorFr,
		storageDownload: 'Télécharger les données mises de côté',
		played: 'joué',
		best: 'meilleur',
		shortfall: (s) =>
			s.bound === 'at-least' && s.by <= 0
				? typo`Le coup joué n’est peut-être pas le meilleur : sa valeur n’est qu’une borne.`
				: `Le coup joué n’est pas le meilleur, à ${s.bound === 'exact' ? '' : s.bound === 'at-least' ? 'au moins ' : 'au plus '}${s.by} près.`,
		analysisOf: (p) =>
			p.kind === 'you'
				? 'Vos coups, notés par la recherche'
				: `Coups de ${playerName(p)} (${p.mark}), notés par la recherche`,
		noSearch: 'Choisissez un coup dans l’historique, ou cochez Analyse, pour voir la recherche.',
		analysing: 'Recherche de cette position…',
		timelineEntry: (ply, c, p) =>
			typo`Demi-coup ${ply} : ${
				p.kind === 'computer'
					? 'l’ordinateur a joué'
					: p.kind === 'you'
						? 'vous avez joué'
						: `${playerName(p)} (${p.mark}) a joué`
			} la ${move(c)}`,
		timelineNow: (ply) => typo`Demi-coup ${ply + 1} : la position actuelle`,
		linkToGame: 'Lien vers cette partie'
	};
}

/** The French messages of bad game settings in a link. */
export const gameUrlErrorsFr: { [K in GameLinkError['kind']]: Messages['urlErrors'][K] } = {
	moves: (e) =>
		typo`Les coups ${quote(e.text)} du lien ne peuvent pas être rejoués : l’élément ${e.problem.index + 1}, ${quote(e.problem.item)}, ` +
		{
			'bad-cell-name':
				e.problem.reason === 'out-of-range'
					? 'n’est pas une case du plateau'
					: 'n’est pas un nom de case (utilisez 1-9 ou a1-c3)',
			'out-of-range': 'n’est pas une case du plateau',
			'cell-taken': 'est une case déjà prise',
			'not-playable': notPlayableFr(e.problem),
			'game-over': 'vient après la fin de la partie'
		}[e.problem.code] +
		(e.fallback === 'position'
			? '. La position du lien est affichée sans ses coups.'
			: '. Une nouvelle partie est affichée à la place.'),
	mark: (e) =>
		badParameter(`mark=${e.value}`, 'x ou o', 'L’ordinateur joue le camp qui a le trait.'),
	game: (e) =>
		badParameter(`game=${e.value}`, joinList(gameIds(), 'ou'), 'La partie se joue au jeu affiché.'),
	opponent: (e) =>
		badParameter(
			`opponent=${e.value}`,
			'computer ou person',
			'La partie se joue contre l’ordinateur.'
		),
	level: (e) =>
		badParameter(
			`level=${e.value}`,
			'unbeatable, lookahead-1 à lookahead-8 ou random-0 à random-100',
			'Le niveau imbattable est utilisé.'
		),
	time: (e) => badParameter(`time=${e.value}`, '0, 30 ou 60', 'Le temps n’est pas limité.'),
	seed: (e) =>
		badParameter(
			`seed=${e.value}`,
			`un nombre entier de 0 à ${integer(4294967295)}`,
			'Une nouvelle graine est tirée.'
		),
	cells: (e) =>
		badParameter(`cells=${e.value}`, 'numbers ou coordinates', 'Les cases sont numérotées.'),
	symbols: (e) =>
		badParameter(
			`symbols=${e.value}`,
			'le nom d’une paire ou deux caractères différents',
			'Les symboles X et O sont utilisés.'
		),
	name: (e) => {
		const given = quote(`${e.name}=${e.value}`);
		const codes = guillemets(e.removed.join(', '));
		if (e.problem === 'long')
			return typo`Le paramètre ${given} du lien est trop long : un nom a au plus ${e.max} caractères. Le nom par défaut est utilisé.`;
		if (e.problem === 'blank')
			return typo`Le paramètre ${given} du lien n’a aucun caractère visible une fois les caractères invisibles (${codes}) retirés. Le nom par défaut est utilisé.`;
		return typo`Le paramètre ${given} du lien contient des caractères invisibles ou de contrôle (${codes}) : ils sont retirés, le nom est « ${e.kept ?? ''} ».`;
	}
};

/** Pourquoi un coup de Puissance 4 ne peut pas être joué : sa colonne, et où tombe un jeton. */
function notPlayableFr(p: MoveListProblem): string {
	if (p.column === undefined || p.cell === undefined || p.cell === null)
		return 'ne peut pas être joué maintenant';
	const named = `la case ${p.cell + 1} est dans la colonne ${p.column}`;
	return p.lands === null || p.lands === undefined
		? typo`ne peut pas être joué : ${named}, qui est pleine`
		: typo`ne peut pas être joué : ${named}, et un jeton lâché dans cette colonne tombe dans la case ${p.lands + 1}, la case vide la plus basse`;
}
