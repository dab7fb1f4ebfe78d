/** The game review's strings, in French (../review-messages.ts; typography: ./typography.ts). */
import { other, type Mark } from '$lib/engine';
import type { JudgedMove, LabelCounts, Line, ValueResult } from '$lib/review';
import type { Messages, MoveWriter } from '../messages';
import type { ValueScale } from '../review-messages';
import { typo } from './typography';
import { quote } from './errors';

const plural = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;

/**
 * The French review strings; `move` names a move in a sentence ("case 5", "colonne 4"), `short`
 * in a line ("5", "colonne 4").
 */
export function makeReviewFr(
	move: MoveWriter,
	short: (cell: number) => string
): Messages['review'] {
	const label = {
		best: 'Meilleur coup',
		inaccuracy: 'Imprécision',
		mistake: 'Erreur',
		blunder: 'Gaffe'
	};
	const line = (l: Line): string => {
		if (l.moves.length === 0) return l.end === 'draw' ? 'partie nulle' : '';
		const text = l.moves.map((m) => `${m.mark} ${short(m.cell)}`).join(', ');
		if (l.end === 'draw') return `${text}, partie nulle`;
		if (l.end !== null) return `${text} gagne`;
		return `${text}, …`;
	};
	const plies = (value: number, s: ValueScale): number | null =>
		s.depthPenalty && value !== 0 ? s.win - Math.abs(value) : null;
	const inPlies = (value: number, s: ValueScale) => {
		const n = plies(value, s);
		return n === null ? '' : ` en ${plural(n, 'demi-coup', 'demi-coups')}`;
	};
	const outcome = (side: Mark, value: number, result: ValueResult, s: ValueScale) => {
		if (result === 'win') return `${side} gagne${inPlies(value, s)}`;
		if (result === 'loss') return `${other(side)} gagne${inPlies(value, s)}`;
		if (result === 'draw') return 'partie nulle';
		return 'pas encore de résultat trouvé';
	};
	const estimate = (m: { exact: boolean; depth: number | null }) =>
		m.exact ? '' : ` (estimation, profondeur ${m.depth ?? 0})`;
	const reason = (m: JudgedMove, s: ValueScale): string => {
		const opp = other(m.mover);
		const v = `(valeur ${m.value})`;
		const b = `(valeur ${m.bestValue})`;
		const mv = `la ${move(m.cell)}`;
		const best = `la ${move(m.bestCell)}`;
		const est = estimate(m);
		if (m.label === 'best') {
			const what =
				m.result === 'win'
					? `gagne${inPlies(m.value, s)}`
					: m.result === 'draw'
						? 'garde la nulle'
						: m.result === 'loss'
							? `perd le moins vite (${opp} gagne${inPlies(m.value, s)})`
							: 'garde la meilleure valeur';
			return typo(`Meilleur coup : ${mv} ${what} ${v}${est}.`);
		}
		const played =
			m.result === 'win'
				? `gagne encore, mais plus tard${inPlies(m.value, s)}`
				: m.result === 'draw'
					? `laisse ${opp} forcer la nulle`
					: m.result === 'loss'
						? `laisse ${opp} gagner${inPlies(m.value, s)} : ${line(m.refutation)}`
						: `donne à ${opp} une meilleure position`;
		const better =
			m.bestResult === 'win'
				? `gagne${inPlies(m.bestValue, s)}`
				: m.bestResult === 'draw'
					? 'fait nulle'
					: m.bestResult === 'loss'
						? `résiste plus longtemps (${opp} gagne${inPlies(m.bestValue, s)})`
						: 'garde davantage';
		return typo(
			`${label[m.label]} : ${mv} ${played} ${v} ; ${best} ${better} ${b} : ${line(m.bestLine)}.${est}`
		);
	};
	const counts = (side: Mark, c: LabelCounts) =>
		typo(
			`${side} : ${plural(c.best, 'meilleur coup', 'meilleurs coups')}, ${plural(c.inaccuracy, 'imprécision', 'imprécisions')}, ${plural(c.mistake, 'erreur', 'erreurs')}, ${plural(c.blunder, 'gaffe', 'gaffes')}`
		);
	return {
		reviewGame: 'Analyser la partie',
		heading: 'Analyse de la partie',
		close: 'Fermer l’analyse',
		running: (done, total) => typo(`Analyse : position ${done} sur ${total}…`),
		ready: (n, exact) =>
			typo(
				`Analyse prête : ${plural(n, 'coup étiqueté', 'coups étiquetés')}${exact ? ', toutes les valeurs exactes' : ', certaines valeurs estimées'}.`
			),
		failed: (message) => typo(`L’analyse a échoué : `) + message,
		label,
		counts,
		countsHeading: 'Coups par étiquette',
		pliesHeading: 'Tous les coups',
		plyEntry: (ply, mark, cell, l, exact) =>
			typo(`${ply}. ${mark} ${move(cell)} : ${label[l]}${exact ? '' : ' (estimation)'}`),
		reason,
		line,
		evaluation: 'Évaluation',
		evaluationText: (w) => {
			if (w.over === 'draw') return typo('La partie est finie : partie nulle (valeur 0).');
			if (w.over) return typo(`La partie est finie : ${w.over} a gagné (valeur ${w.value}).`);
			const text = outcome(w.toMove, w.value, w.result, w);
			const head = w.exact ? 'Avec le meilleur jeu' : `Estimation à la profondeur ${w.depth ?? 0}`;
			return typo(`${head} : ${text} (valeur ${w.value} pour ${w.toMove}, au trait).`);
		},
		hideEvaluation: 'Masquer l’évaluation',
		showEvaluation: 'Afficher l’évaluation',
		boardLabel: 'Plateau de l’analyse',
		boardCaption: (ply, mark, cell) =>
			typo(`Après le coup ${ply} : ${mark} a joué la ${move(cell)}.`),
		boardCaptionBest: (ply, mark) =>
			typo(`Avant le coup ${ply}, ${mark} au trait : la meilleure suite.`),
		boardCaptionRetry: (ply, mark) =>
			typo(`Avant le coup ${ply}, ${mark} au trait : jouez un meilleur coup.`),
		boardCaptionTried: (ply, mark, cell) =>
			typo(`Coup ${ply} rejoué : ${mark} sur la ${move(cell)} à la place.`),
		ghostName: (n, mark) => typo(`, suite, coup ${n} : ${mark}`),
		threatName: ', menace',
		ghostLegend: (l) =>
			l.moves.length
				? typo(`Marques fantômes numérotées : ${line(l)}.`)
				: typo('Pas de suite : la partie est finie.'),
		lineChoice: 'Suite sur le plateau',
		refutation: 'Ce qui suit',
		bestLine: 'La meilleure suite',
		showThreat: 'Montrer la menace',
		hideThreat: 'Masquer la menace',
		threatText: (t, s) => {
			if (!t) return typo('Pas de menace : la partie est finie.');
			const head = `Si ${t.side} pouvait jouer maintenant`;
			if (t.winningCells.length > 0) {
				const cells = t.winningCells.map((c) => `la ${move(c)}`).join(', ');
				return `${head}, ${t.side} gagnerait tout de suite sur ${cells}.`;
			}
			if (t.result === 'win') {
				return typo(
					`${head}, ${t.side} forcerait le gain${inPlies(t.value, s)} : ${line(t.line)}.`
				);
			}
			return `${head}, ${t.side} n’aurait pas de gain (${outcome(t.side, t.value, t.result, s)}, valeur ${t.value}).`;
		},
		findBetterMove: 'Trouver un meilleur coup',
		retryPrompt: (mark) => `Jouez un meilleur coup pour ${mark} sur le plateau de l’analyse.`,
		retryStop: 'Arrêter l’essai',
		retryResult: (r, s) => {
			const head = r.found
				? `Trouvé : la ${move(r.cell)} est un meilleur coup.`
				: r.better
					? `Mieux, mais pas le meilleur : ${label[r.label].toLowerCase()}.`
					: `Pas mieux : ${label[r.label].toLowerCase()}.`;
			return `${typo(head)} ${reason(r, s)}`;
		},
		showTree: 'Montrer l’arbre de cette décision',
		exportText: 'Exporter en texte',
		copyLink: 'Copier le lien de l’analyse',
		linkLabel: 'Lien de l’analyse',
		linkCopied: 'Copié.',
		linkNotCopied: typo('Non copié : sélectionnez le lien et copiez-le.'),
		worksheetName: 'minimax-lab-analyse.txt',
		worksheet: ({ review, gameName, link, win, depthPenalty }) => {
			const s = { win, depthPenalty };
			const rows = review.plies.map(
				(p) =>
					typo(`${p.ply + 1}. ${p.mover} ${short(p.cell)} : ${label[p.label]}. `) + reason(p, s)
			);
			return [
				typo(`Analyse de la partie : ${gameName}`),
				typo(
					`Valeurs : gain ${win}${depthPenalty ? ' moins les demi-coups jusqu’à la fin (pénalité de profondeur)' : ''}, nulle 0, perte -${win}.`
				),
				counts('X', review.counts.X),
				counts('O', review.counts.O),
				'',
				...rows,
				'',
				typo(`Ouvrir l’analyse : `) + link,
				''
			].join('\n');
		}
	};
}

/** The review link's errors (`review=`), in French. */
export const reviewUrlErrorsFr = {
	review: (e: { value: string }) =>
		typo`Le paramètre ${quote(`review=${e.value}`)} du lien n’est pas valide : donnez le numéro d’un coup à partir de 1. L’analyse n’est pas ouverte.`,
	'review-range': (e: { ply: number; total: number }) =>
		e.total === 0
			? typo`Le lien demande l’analyse du coup ${e.ply}, mais la partie n’a aucun coup. L’analyse n’est pas ouverte.`
			: typo`Le lien demande l’analyse du coup ${e.ply}, mais la partie a ${plural(e.total, 'coup', 'coups')}. L’analyse s’ouvre au coup ${e.total}.`
};
