/**
 * The French status line (`status` of the catalogue), the twin of status.en.ts: one sentence per
 * status part, players by name and mark, cells written by the catalogue's cell writer ("case 5",
 * "case b2"). Typography (PRODUCT.md, "In French"): a narrow no-break space (U+202F) before : ? ! ;
 */
import type { CellWriter, Messages } from './messages';
import type { Player, ShortfallValue } from './status';

/** Narrow no-break space, before : ? ! ; and inside « ». */
const S = '\u202f';

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
		return `Peut-être pas le meilleur coup${S}: la case ${best} est peut-être meilleure (la recherche n’a donné qu’une borne pour ce coup).`;
	}
	const by =
		s.bound === 'exact' ? `${s.by}` : `${s.bound === 'at-least' ? 'au moins' : 'au plus'} ${s.by}`;
	return `Pas le meilleur coup, à ${by} près${S}: la case ${best} était meilleure.`;
}

/** The French status renderers, cells written with `cell`. */
export function makeStatusFr(cell: CellWriter): Messages['status'] {
	return {
		searchFailed: (p) => `La recherche a échoué${S}: ${p.message}`,
		computerPlayed: (p) => `L’ordinateur (${p.mark}) a joué la case ${cell(p.cell)}.`,
		notBest: (p) => shortfallText(p.shortfall, cell(p.best)),
		yourTurn: (p) => `À vous${S}: vous jouez ${p.mark}.`,
		toMove: (p) => `${subject(p.player)} a le trait.`,
		thinking: (p) => `L’ordinateur (${p.mark}) réfléchit…`,
		result: (p) =>
			p.outcome === 'draw'
				? `Partie terminée${S}: partie nulle.`
				: p.outcome === p.human
					? `Partie terminée${S}: vous gagnez avec ${p.outcome}${S}!`
					: `Partie terminée${S}: l’ordinateur gagne avec ${p.outcome}.`,
		peopleResult: (p) =>
			p.winner === null
				? `Partie terminée${S}: partie nulle.`
				: `Partie terminée${S}: ${wins(p.winner)}${S}!`,
		finishedPosition: (p) =>
			p.outcome === 'draw'
				? `Cette position est terminée${S}: partie nulle.`
				: `Cette position est terminée${S}: ${p.outcome} a gagné.`,
		line: (p) => `Ligne gagnante${S}: cases ${cells(cell, p.cells)}.`,
		lines: (p) => `Lignes gagnantes${S}: cases ${p.lines.map((l) => cells(cell, l)).join(' et ')}.`,
		resigned: (p) =>
			`${subject(p.player)} ${p.player.kind === 'you' ? 'abandonnez' : 'abandonne'}${S}: ${wins(p.winner)}.`,
		agreedDraw: () => `Partie terminée${S}: nulle par accord mutuel.`,
		drawOffered: (p) =>
			`${subject(p.player)} propose la nulle${S}: ${subject(p.to)}, accepter ou refuser${S}?`,
		drawDeclined: (p) => `${subject(p.player)} refuse la nulle.`,
		drawConsidering: () => 'L’ordinateur examine votre proposition de nulle…',
		computerDraw: (p) =>
			!p.accepted
				? `L’ordinateur refuse${S}: il peut forcer la victoire (valeur ${p.value}).`
				: p.value === 0
					? `L’ordinateur accepte${S}: avec le meilleur jeu, c’est une partie nulle (valeur ${p.value}).`
					: `L’ordinateur accepte${S}: avec le meilleur jeu, il perdrait (valeur ${p.value}).`,
		timeWarning: (p) =>
			p.player.kind === 'you'
				? `Plus que ${p.seconds}${S}secondes pour votre coup.`
				: `${subject(p.player)}${S}: plus que ${p.seconds}${S}secondes.`,
		timeOut: (p) =>
			p.player.kind === 'you'
				? `Votre temps est écoulé${S}: ${wins(p.winner)}.`
				: `${subject(p.player)} a dépassé le temps${S}: ${wins(p.winner)}.`
	};
}
