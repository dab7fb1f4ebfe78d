/**
 * French strings of the game modes (`game` of the catalogue, typed by ./game-messages.ts) and of the
 * link's game settings (the GameUrlError kinds of `urlErrors`): the twin of game.en.ts. Terms and
 * typography follow PRODUCT.md "In French": case, coup, demi-coup, trait, partie nulle, abandon,
 * proposer la nulle; a narrow no-break space (U+202F) before : ? ! ; and inside « », 30 s and 30 %.
 * The French catalogue (fr.ts) takes `game: makeGameFr(cell)`, `status: makeStatusFr(cell)` (from
 * status.fr.ts) and spreads `gameUrlErrorsFr` into its `urlErrors`.
 */
import { clip } from './format';
import type { GameMessages } from './game-messages';
import type { CellWriter, Messages } from './messages';
import type { Player } from './status';
import { personNameFr } from './status.fr';
import type { GameUrlError } from './url-error';

/** Narrow no-break space, before : ? ! ; and inside « ». */
const S = '\u202f';

/** « text », or « first 40 characters… » (5 000 caractères) for long input. */
function quoteFr(text: string): string {
	const c = clip(text);
	const length = String(c.length).replace(/\B(?=(\d{3})+(?!\d))/g, S);
	return c.clipped ? `«${S}${c.text}${S}» (${length}${S}caractères)` : `«${S}${c.text}${S}»`;
}

function playerName(p: Player): string {
	if (p.kind === 'you') return 'Vous';
	if (p.kind === 'computer') return 'Ordinateur';
	return personNameFr(p);
}

/** The French game-mode strings, cells written with `cell`. */
export function makeGameFr(cell: CellWriter): GameMessages {
	return {
		cell,
		seat: (seat) => `Joueur ${seat + 1}`,
		playerName,
		newGameSeat: (name) => `Nouvelle partie${S}: ${name} commence`,
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
		names: 'Noms',
		xAlwaysStarts: 'X commence toujours',
		alternate: 'Alterner qui commence',
		timePerMove: 'Temps par coup',
		timeOption: (seconds) => (seconds === 0 ? 'Sans limite' : `${seconds}${S}s`),
		countdown: (p, seconds) =>
			p.kind === 'you'
				? `Votre temps${S}: ${seconds}${S}s`
				: `${playerName(p)} (${p.mark})${S}: ${seconds}${S}s`,
		clockPaused: 'en pause tant que la page est masquée',
		score: 'Score',
		resetScore: 'Remettre le score à zéro',
		draws: 'Parties nulles',
		level: 'Niveau de l’ordinateur',
		levelName: (level) =>
			level.kind === 'unbeatable'
				? 'Imbattable'
				: level.kind === 'lookahead'
					? `Voit ${level.plies} ${level.plies === 1 ? 'demi-coup' : 'demi-coups'} à l’avance`
					: `Coup au hasard ${level.percent}${S}% du temps`,
		cellNames: 'Noms des cases',
		cellNumbers: 'Nombres 1-9',
		cellCoordinates: 'Coordonnées a1-c3',
		moveNumbers: 'Afficher les numéros des coups',
		symbols: 'Symboles',
		symbolPair: (x, o) => `${x} et ${o}`,
		customSymbols: 'Votre propre paire…',
		customLabel: 'Vos deux symboles',
		customApply: 'Utiliser ces symboles',
		symbolError: (problem, text) =>
			`${quoteFr(text)} ne convient pas${S}: ` +
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
		storageNote: (problem) =>
			`La partie enregistrée sur cet appareil a été mise de côté (${
				{
					unreadable: 'elle est illisible',
					'old-version': 'elle vient d’une version plus ancienne de Minimax Lab',
					'unknown-version': 'elle vient d’une version plus récente de Minimax Lab',
					tampered: 'elle contient une valeur impossible'
				}[problem]
			})${S}: une nouvelle partie commence.`,
		played: 'joué',
		best: 'meilleur',
		shortfall: (s) =>
			s.bound === 'at-least' && s.by <= 0
				? `Le coup joué n’est peut-être pas le meilleur${S}: son score n’est qu’une borne.`
				: `Le coup joué n’est pas le meilleur, à ${s.bound === 'exact' ? '' : s.bound === 'at-least' ? 'au moins ' : 'au plus '}${s.by} près.`,
		analysisOf: (p) =>
			p.kind === 'you'
				? 'Vos coups, notés par la recherche'
				: `Coups de ${playerName(p)} (${p.mark}), notés par la recherche`,
		noSearch: 'Choisissez un coup dans l’historique, ou cochez Analyse, pour voir la recherche.',
		analysing: 'Recherche de cette position…',
		timelineEntry: (ply, c, p) =>
			`Demi-coup ${ply}${S}: ${
				p.kind === 'computer'
					? 'l’ordinateur a joué'
					: p.kind === 'you'
						? 'vous avez joué'
						: `${playerName(p)} (${p.mark}) a joué`
			} la case ${cell(c)}`,
		timelineNow: (ply) => `Demi-coup ${ply + 1}${S}: la position actuelle`,
		linkToGame: 'Lien vers cette partie'
	};
}

/** The French messages of bad game settings in a link. */
export const gameUrlErrorsFr: { [K in GameUrlError['kind']]: Messages['urlErrors'][K] } = {
	moves: (e) =>
		`Les coups ${quoteFr(e.text)} du lien ne peuvent pas être rejoués${S}: l’élément ${e.problem.index + 1}, ${quoteFr(e.problem.item)}, ` +
		{
			'bad-cell-name':
				e.problem.reason === 'out-of-range'
					? 'n’est pas une case du plateau'
					: 'n’est pas un nom de case (utilisez 1-9 ou a1-c3)',
			'out-of-range': 'n’est pas une case du plateau',
			'cell-taken': 'est une case déjà prise',
			'not-playable': 'ne peut pas être joué maintenant',
			'game-over': 'vient après la fin de la partie'
		}[e.problem.code] +
		'. Une nouvelle partie est affichée à la place.',
	mark: (e) =>
		`Le paramètre ${quoteFr(`mark=${e.value}`)} du lien n’est pas valide${S}: utilisez x ou o. L’ordinateur joue le camp qui a le trait.`,
	opponent: (e) =>
		`Le paramètre ${quoteFr(`opponent=${e.value}`)} du lien n’est pas valide${S}: utilisez computer ou person. Partie contre l’ordinateur.`,
	level: (e) =>
		`Le paramètre ${quoteFr(`level=${e.value}`)} du lien n’est pas valide${S}: utilisez unbeatable, lookahead-1 à lookahead-8 ou random-0 à random-100. Niveau imbattable.`,
	time: (e) =>
		`Le paramètre ${quoteFr(`time=${e.value}`)} du lien n’est pas valide${S}: utilisez 0, 30 ou 60. Sans limite de temps.`,
	seed: (e) =>
		`Le paramètre ${quoteFr(`seed=${e.value}`)} du lien n’est pas valide${S}: utilisez un nombre entier de 0 à 4294967295. Une nouvelle graine est tirée.`,
	cells: (e) =>
		`Le paramètre ${quoteFr(`cells=${e.value}`)} du lien n’est pas valide${S}: utilisez numbers ou coordinates. Cases numérotées.`,
	symbols: (e) =>
		`Le paramètre ${quoteFr(`symbols=${e.value}`)} du lien n’est pas valide${S}: utilisez le nom d’une paire ou deux caractères différents. Symboles X et O.`,
	name: (e) =>
		`Le paramètre ${quoteFr(`${e.name}=${e.value}`)} du lien est trop long${S}: un nom a au plus ${e.max}${S}caractères. Nom par défaut.`
};
