/**
 * Le Coach et « Montrer les menaces » de la partie contre l'ordinateur, en français
 * (`practice.coach` of the French catalogue): une erreur est expliquée par une suite de coups
 * concrète, jamais par une règle générale.
 */
import type { CoachReport } from '$lib/practice';
import { numberCell } from '../cells';
import type { CellWriter, Messages } from '../messages';

/** « l'ordinateur 5, vous 9, l'ordinateur 3 ». */
function line(cell: CellWriter, cells: readonly number[]): string {
	return cells.map((c, i) => `${i % 2 === 0 ? "l'ordinateur" : 'vous'} ${cell(c)}`).join(', ');
}

function valueWords(v: number): string {
	if (v > 0) return 'vous gagnez avec le meilleur jeu';
	if (v < 0) return "l'ordinateur gagne avec le meilleur jeu";
	return 'partie nulle avec le meilleur jeu';
}

function head(cell: CellWriter, r: CoachReport): string {
	const move = `la case ${cell(r.move)}`;
	switch (r.change) {
		case 'draw-to-loss':
			return `${move} laisse échapper la nulle\u202f: l'ordinateur gagne maintenant.`;
		case 'win-to-draw':
			return `${move} laisse échapper votre victoire\u202f: le meilleur jeu mène maintenant à la nulle.`;
		case 'win-to-loss':
			return `${move} laisse échapper votre victoire\u202f: l'ordinateur gagne maintenant.`;
		case 'slower-win':
			return `${move} gagne encore, mais plus tard (valeur ${r.after} au lieu de ${r.before}).`;
		case 'faster-loss':
			return `${move} perd plus vite (valeur ${r.after} au lieu de ${r.before}).`;
		default:
			return `${move} garde la meilleure valeur\u202f: ${valueWords(r.after)}.`;
	}
}

/** The Coach's strings, cells written with `cell` ("5" or "b2"). */
export function makeCoachFr(cell: CellWriter): Messages['practice']['coach'] {
	return {
		coach: 'Entraîneur',
		coachHelp:
			'Après chacun de vos coups, dire s’il a changé la valeur minimax à votre désavantage.',
		showThreats: 'Montrer les menaces',
		threatNote: (sides) =>
			sides.length === 0
				? ''
				: `, ${sides.join(' et ')} ${sides.length === 1 ? 'gagne' : 'gagnent'} ici`,
		lineNote: ", sur l'alignement gagnant de l'ordinateur",
		report(r) {
			const first = `Coach\u202f: ${head(cell, r)}`;
			if (!r.mistake) return first;
			const parts = [first];
			if (r.line.length > 0) {
				parts.push(
					`Le meilleur jeu continue ainsi\u202f: ${line(cell, r.line)}` +
						(r.winningLine
							? `, et l'ordinateur complète l'alignement ${r.winningLine.map(cell).join('-')} (en surbrillance).`
							: '.')
				);
			}
			if (r.missedBlock !== null) {
				parts.push(
					`L'ordinateur gagne tout de suite en case ${cell(r.missedBlock)}, que vous avez laissée libre.`
				);
			}
			if (r.missedWin !== null) {
				parts.push(`Vous pouviez gagner tout de suite en case ${cell(r.missedWin)}.`);
			}
			parts.push(`Minimax aurait joué la case ${cell(r.bestMove)}.`);
			return parts.join(' ');
		}
	};
}

/** The Coach's strings with cells numbered 1-9. */
export const coachFr: Messages['practice']['coach'] = makeCoachFr(numberCell);
