/**
 * The French status line (`status` of the catalogue), the twin of en/status.ts: one sentence per
 * status part, players by name and mark, cells written by the catalogue's cell writer ("case 5",
 * "case b2"). Typography (docs/french.md) from fr/typography.ts: `typo` puts a narrow
 * no-break space (U+202F) before : ? ! ; and inside « ».
 */
import type { CellWriter, Messages, MoveWriter } from '../messages';
import type { Player, ShortfallValue } from '$lib/game';
import { typo } from './typography';

/** The no-break space before a unit word (fr/numbers.ts writes 30 s the same way). */
const NBSP = '\u00a0';

/** A person's name, or their seat's default label. */
export function personNameFr(player: Player & { kind: 'person' }): string {
	return player.name || `Joueur ${player.seat + 1}`;
}

/** The player as the subject of a sentence: "Vous", "L’ordinateur (O)", "Ada (X)". */
function subject(p: Player): string {
	if (p.kind === 'you') return 'Vous';
	if (p.kind === 'computer') return `L’ordinateur (${p.mark})`;
	return `${personNameFr(p)} (${p.mark})`;
}

/** "vous gagnez avec X", "l’ordinateur gagne avec O", "Ada gagne avec X". */
function wins(p: Player): string {
	if (p.kind === 'you') return `vous gagnez avec ${p.mark}`;
	if (p.kind === 'computer') return `l’ordinateur gagne avec ${p.mark}`;
	return `${personNameFr(p)} gagne avec ${p.mark}`;
}

function cells(cell: CellWriter, line: readonly number[]): string {
	return line.map(cell).join(', ');
}

function shortfallText(s: ShortfallValue, best: string): string {
	if (s.bound === 'at-least' && s.by <= 0) {
		return typo`Peut-être pas le meilleur coup : la ${best} est peut-être meilleure (la recherche n’a donné qu’une borne pour ce coup).`;
	}
	const by =
		s.bound === 'exact' ? `${s.by}` : `${s.bound === 'at-least' ? 'au moins' : 'au plus'} ${s.by}`;
	return typo`Pas le meilleur coup, à ${by} près : la ${best} était meilleure.`;
}

/** The French status renderers, cells written with `cell`. */
export function makeStatusFr(
	cell: CellWriter,
	move: MoveWriter = (c) => `case ${cell(c)}`
): Messages['status'] {
	return {
		searchFailed: (p) => typo`La recherche a échoué : ${p.message}`,
		computerPlayed: (p) => `L’ordinateur (${p.mark}) a joué la ${move(p.cell)}.`,
		proved: (p) =>
			p.winner === null
				? typo`Prouvé : partie nulle si chacun joue au mieux.`
				: typo`Prouvé : ${p.winner} gagne en ${p.moves} ${p.moves === 1 ? 'coup' : 'coups'}.`,
		notBest: (p) => shortfallText(p.shortfall, move(p.best)),
		yourTurn: (p) => typo`À vous : vous jouez ${p.mark}.`,
		toMove: (p) => `${subject(p.player)} a le trait.`,
		thinking: (p) => `L’ordinateur (${p.mark}) réfléchit…`,
		searchCancelled: (p) =>
			typo`Recherche annulée : l’ordinateur (${p.mark}) attend. Changez une option de recherche pour chercher de nouveau.`,
		computerRefused: (p) =>
			typo`La recherche de l’ordinateur (${p.mark}) a choisi ${p.cell === null ? 'aucun coup' : `la ${move(p.cell)}`}, qui ne peut pas être jouée ici : il n’a pas joué. Changez une option de recherche pour chercher de nouveau, annulez un coup ou commencez une nouvelle partie.`,
		result: (p) =>
			p.outcome === 'draw'
				? typo`Partie terminée : partie nulle.`
				: p.outcome === p.human
					? typo`Partie terminée : vous gagnez avec ${p.outcome} !`
					: typo`Partie terminée : l’ordinateur gagne avec ${p.outcome}.`,
		peopleResult: (p) =>
			p.winner === null
				? typo`Partie terminée : partie nulle.`
				: typo`Partie terminée : ${wins(p.winner)} !`,
		finishedPosition: (p) =>
			p.outcome === 'draw'
				? typo`Cette position est finie : partie nulle.`
				: typo`Cette position est finie : ${p.outcome} a gagné.`,
		line: (p) => typo`Alignement gagnant : cases ${cells(cell, p.cells)}.`,
		sentTo: (p) =>
			p.board === null
				? `${p.mark} peut jouer dans toute grille ouverte.`
				: `${p.mark} est envoyé dans la grille ${p.board + 1}.`,
		boardLine: (p) => typo`Alignement gagnant : grilles ${p.boards.map((b) => b + 1).join(', ')}.`,
		lines: (p) =>
			typo`Alignements gagnants : cases ${p.lines.map((l) => cells(cell, l)).join(' et ')}.`,
		resigned: (p) =>
			typo`${subject(p.player)} ${p.player.kind === 'you' ? 'abandonnez' : 'abandonne'} : ${wins(p.winner)}.`,
		agreedDraw: () => typo`Partie terminée : nulle par accord mutuel.`,
		drawOffered: (p) =>
			typo`${subject(p.player)} propose la nulle : ${subject(p.to)}, accepter ou refuser ?`,
		drawDeclined: (p) => `${subject(p.player)} refuse la nulle.`,
		drawConsidering: () => 'L’ordinateur examine votre proposition de nulle…',
		computerDraw: (p) =>
			p.horizon !== undefined
				? p.accepted
					? typo`L’ordinateur accepte : sa recherche à ${p.horizon} demi-coups juge la position égale ou défavorable (valeur ${p.value}).`
					: typo`L’ordinateur refuse : sa recherche à ${p.horizon} demi-coups juge la position en sa faveur (valeur ${p.value}).`
				: !p.accepted
					? typo`L’ordinateur refuse : il peut forcer la victoire (valeur ${p.value}).`
					: p.value === 0
						? typo`L’ordinateur accepte : avec le meilleur jeu, c’est une partie nulle (valeur ${p.value}).`
						: typo`L’ordinateur accepte : avec le meilleur jeu, il perdrait (valeur ${p.value}).`,
		timeWarning: (p) =>
			p.player.kind === 'you'
				? typo`Plus que ${p.seconds}${NBSP}secondes pour votre coup.`
				: typo`${subject(p.player)} : plus que ${p.seconds}${NBSP}secondes.`,
		timeOut: (p) =>
			p.player.kind === 'you'
				? typo`Votre temps est écoulé : ${wins(p.winner)}.`
				: typo`${subject(p.player)} a dépassé le temps : ${wins(p.winner)}.`
	};
}
