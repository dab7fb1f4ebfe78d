/** Les chaînes des techniques de recherche en français (`techniques` du catalogue). */
import type { CellWriter, Messages, MoveWriter } from '../messages';
import { numbersFr } from './numbers';
import { withTypography } from './typography';

const { integer } = numbersFr;
/** French takes the singular for 0 and 1. */
const s = (n: number) => (n > 1 ? 's' : '');

/** La section française des techniques, cases écrites par `cell`. */
export function makeTechniquesFr(
	cell: CellWriter,
	move: MoveWriter = (c) => `case ${cell(c)}`
): Messages['techniques'] {
	return withTypography<Messages['techniques']>({
		transpositionTable: 'Table de transposition',
		depthLimit: 'Limite de profondeur',
		depthLimitPlies: 'Demi-coups',
		iterativeDeepening: 'Approfondissement itératif',
		badDepthLimit: (text, max) =>
			`« ${text} » n’est pas une limite de profondeur : donnez un nombre entier de demi-coups de 1 à ${max}.`,
		searchedWith: (o) => {
			const parts = [
				o.transpositionTable ? 'une table de transposition' : '',
				o.depthLimit != null
					? `une limite de profondeur de ${integer(o.depthLimit)} demi-coup${s(o.depthLimit)}`
					: '',
				o.iterativeDeepening ? 'l’approfondissement itératif' : ''
			].filter(Boolean);
			return parts.length ? `Avec ${parts.join(', ')}.` : '';
		},
		tableSummary: (entries, hits) =>
			`${integer(entries)} entrée${s(entries)} dans la table, ${integer(hits)} réponse${s(hits)} de la table.`,
		horizonSummary: (leaves) =>
			`${integer(leaves)} feuille${s(leaves)} à l’horizon, évaluée${s(leaves)} par la fonction d’évaluation.`,
		truncated: (kept, examined) =>
			`L’arbre montre les ${integer(kept)} premiers des ${integer(examined)} nœuds examinés (le budget de nœuds) ; les valeurs et le meilleur coup sont ceux de toute la recherche.`,
		iterationsCaption: 'Approfondissement itératif : une recherche par limite de profondeur',
		iterationHeads: {
			depth: 'Profondeur',
			bestMove: 'Meilleur coup',
			value: 'Valeur',
			nodes: 'Nœuds',
			ms: 'Durée'
		},
		iterationMove: (m) => (m === null ? 'aucun' : move(m)),
		iterationsNote: (depth, stoppedBy) =>
			`L’arbre est celui de la dernière itération complète (profondeur ${depth}) : ` +
			(stoppedBy === 'complete'
				? 'elle n’a rencontré aucune feuille à l’horizon, une recherche plus profonde trouverait la même chose.'
				: stoppedBy === 'max-depth'
					? 'elle a atteint la limite de profondeur.'
					: 'le temps alloué s’est écoulé pendant la suivante, abandonnée.'),
		proofNote: (winner, moves, nodes, ms) =>
			`Prouvé par le solveur exact (${integer(nodes)} nœud${s(nodes)}, ${numbersFr.milliseconds(ms, 1)}) : ` +
			(winner === null
				? 'partie nulle si chacun joue au mieux.'
				: `${winner} gagne en ${moves} ${moves === 1 ? 'coup' : 'coups'}.`) +
			' Le coup joué et les valeurs des candidats sont celles de la preuve ; l’arbre est celui de la recherche enregistrée, dont les valeurs sont des estimations à profondeur limitée.',
		cancelSearch: 'Annuler la recherche',
		searching: 'Recherche en cours…',
		cancelled:
			'Recherche annulée. Choisissez d’autres options (une limite de profondeur, la table de transposition) pour chercher de nouveau.',
		foundHits: (hits) =>
			hits === 0
				? ''
				: ` ${hits > 1 ? `${integer(hits)} d’entre eux sont des réponses de la table` : 'L’un d’eux est une réponse de la table'}, donnée par le nœud où la position a été cherchée.`,
		tableHitLabel: (link) => `réponse de la table (TT), cherchée au nœud ${integer(link)}`,
		linkedLabel: 'position de la réponse de la table, cherchée ici',
		horizonLabel: (value) => `horizon (H), valeur heuristique ${value}`,
		legendTableHit: 'TT réponse de la table (tirets) : donnée par la table de transposition',
		legendHorizon: 'H feuille à l’horizon (pointillés) : évaluée par la fonction d’évaluation',
		legendHeuristic: 'seulement une valeur heuristique : ni gain, ni perte, ni nulle prouvés',
		proof4: {
			heading: 'Prouver que le 4x4 est nul',
			intro:
				'Alpha-bêta depuis le plateau 4x4 vide, centre d’abord, sans pénalité de profondeur, en arrière-plan : avec la table de transposition, puis sans elle.',
			withTable: 'Prouver avec la table de transposition',
			withoutTable: 'Prouver sans la table',
			confirm: (nodes) =>
				`Sans la table, la recherche examine ${integer(nodes)} nœuds : cela peut prendre des minutes (vous pouvez l’annuler). La lancer ?`,
			yes: 'La lancer',
			no: 'Ne pas la lancer',
			progress: (nodes, expected, table) =>
				`${integer(nodes)} nœuds examinés sur ${integer(expected)} ${table ? 'avec' : 'sans'} la table…`,
			cancelled: (table) => `La preuve ${table ? 'avec' : 'sans'} la table a été annulée.`,
			failed: (message) => `La preuve a échoué : ${message}`,
			caption: 'Morpion 4x4 : alpha-bêta depuis le plateau vide',
			heads: {
				run: 'Recherche',
				value: 'Valeur',
				nodes: 'Nœuds',
				entries: 'Entrées de la table',
				time: 'Durée'
			},
			row: (table) => (table ? 'Avec la table' : 'Sans la table'),
			value: (value) =>
				value === 0 ? '0 (partie nulle)' : `${value} (${value > 0 ? 'X' : 'O'} gagne)`,
			ratio: (times) =>
				`La table examine ${numbersFr.decimal(times, 0)} fois moins de nœuds pour la même valeur.`
		}
	});
}
