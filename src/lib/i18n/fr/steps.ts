/**
 * Les explications des étapes de la recherche en français (`steps` du catalogue) : une phrase ou
 * deux par sorte d’étape, cases nommées comme sur la page (« 5 » ou « b2 »).
 */
import type { CellWriter, MoveWriter, StepMessages } from '../messages';
import { scoreWords } from '../format';
import { numbersFr } from './numbers';
import { listFr as list, typo } from './typography';

const number = numbersFr.score;

const { valueWithBound, windowText } = scoreWords(number);

/**
 * The French step explanations, cells written with `cell` ("5" or "b2"); with `columns` (Connect
 * Four's width), the pruned moves are named by their column (« les colonnes 3 et 5 sont élaguées »).
 */
export function makeStepsFr(
	cell: CellWriter,
	move: MoveWriter = (c) => `case ${cell(c)}`,
	columns: number | null = null
): StepMessages {
	return {
		number,
		valueWithBound,
		list,
		enter(p) {
			const role = p.maximizing ? 'le maximiseur' : 'le minimiseur';
			const window = p.alphaBeta ? ` Fenêtre ${windowText(p.alpha, p.beta)}.` : '';
			if (p.root || p.cell === null) {
				const what = p.finished ? 'la partie est déjà finie.' : `${p.toMove} au trait, ${role}.`;
				return typo`Départ à la racine : ${what}${window}`;
			}
			const what = p.finished ? 'une partie finie.' : `${p.toMove} au trait, ${role}.`;
			return typo`On entre dans la position où ${p.played} vient de jouer la ${move(p.cell)} (profondeur ${p.depth}) : ${what}${window}`;
		},
		lookup(p) {
			const where = p.cell === null ? 'cette position' : `la position après la ${move(p.cell)}`;
			const answer =
				p.bound === 'exact'
					? `sa valeur exacte ${number(p.value)}`
					: p.bound === 'lower'
						? `une borne inférieure >= ${number(p.value)}, et ${number(p.value)} >= bêta ${number(p.beta)}`
						: `une borne supérieure <= ${number(p.value)}, et ${number(p.value)} <= alpha ${number(p.alpha)}`;
			return typo`Réponse de la table : ${where} a déjà été cherchée (nœud ${numbersFr.integer(p.link)}) ; la table de transposition répond avec ${answer}, elle n’est donc pas cherchée de nouveau.`;
		},
		heuristic(p) {
			return typo`Horizon : la limite de profondeur est atteinte à la profondeur ${p.depth} et la partie n’est pas finie. La fonction d’évaluation donne ${number(p.value)} à la position : pour chaque ligne que l’adversaire n’a pas bloquée, 1, 4 ou 16 pour 1, 2 ou 3 marques à soi, moins la même chose pour l’adversaire.`;
		},
		evaluate(p) {
			if (p.evaluation === 'draw') return typo`Partie nulle : valeur 0.`;
			const who = `${p.outcome} gagne`;
			if (!p.depthPenalty) return typo`${who} : valeur ${p.score}.`;
			const formula = p.evaluation === 'win' ? `10 - ${p.depth}` : `${p.depth} - 10`;
			return typo`${who} à la profondeur ${p.depth} : valeur ${formula} = ${p.score}.`;
		},
		update(p) {
			const head = `La ${move(p.cell)} renvoie ${valueWithBound(p.value, p.bound)}`;
			const best = p.improved
				? typo` : nouveau meilleur, ${number(p.best)}.`
				: typo` : pas mieux que le meilleur jusqu’ici, ${number(p.best)}.`;
			if (!p.alphaBeta) return head + best;
			const window =
				p.windowChange === 'alpha'
					? ` Alpha monte de ${number(p.alphaBefore)} à ${number(p.alpha)}.`
					: p.windowChange === 'beta'
						? ` Bêta descend de ${number(p.betaBefore)} à ${number(p.beta)}.`
						: ` La fenêtre reste ${windowText(p.alpha, p.beta)}.`;
			const test = p.cutoff
				? typo` alpha ${number(p.alpha)} >= bêta ${number(p.beta)} : coupure.`
				: typo` alpha ${number(p.alpha)} < bêta ${number(p.beta)} : pas de coupure.`;
			return head + best + window + test;
		},
		cutoff(p) {
			const test = p.maximizing
				? `alpha ${number(p.alpha)} >= bêta ${number(p.beta)}, une coupure bêta`
				: `bêta ${number(p.beta)} <= alpha ${number(p.alpha)}, une coupure alpha`;
			const cells = p.pruned.map((c) => (columns === null ? cell(c) : String((c % columns) + 1)));
			const [one, many] =
				columns === null ? ['le coup', 'les coups'] : ['la colonne', 'les colonnes'];
			const what =
				cells.length === 0
					? 'aucun coup restant à élaguer.'
					: cells.length === 1
						? `${one} ${cells[0]} est élagué${columns === null ? '' : 'e'}.`
						: `${many} ${list(cells)} sont élagué${columns === null ? 's' : 'es'}.`;
			return typo`${test} : ${what}`;
		},
		return(p) {
			const head = `On renvoie ${valueWithBound(p.value, p.bound)} au nœud parent`;
			if (p.bound === 'lower')
				return typo`${head} : une borne inférieure, la vraie valeur peut être plus haute.`;
			if (p.bound === 'upper')
				return typo`${head} : une borne supérieure, la vraie valeur peut être plus basse.`;
			return `${head}.`;
		},
		choose(p) {
			if (p.cell === null) return typo`La partie est finie : il n’y a aucun coup à choisir.`;
			return typo`Jouer la ${move(p.cell)} : valeur ${p.value}, le premier meilleur coup dans l’ordre essayé.`;
		}
	};
}
