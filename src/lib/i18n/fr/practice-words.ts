/**
 * Mots français partagés par les textes d'entraînement (French words of the practice strings):
 * cases nommées par numéro et coordonnées (« case 9 (c1) » : colonnes a-c depuis la gauche, rangées
 * 1-3 depuis le bas), nœuds nommés par leur chemin de cases (« nœud 4→6 »), le test d'élagage avec
 * ses nombres. Typographie de docs/french.md : espace fine insécable avant : ; ? !
 */
import type { ChildValue, PruneTest, PracticeNodeRef } from '$lib/practice';
import { joinList, scoreWords } from '../format';
import { numbersFr } from './numbers';

export { numbersFr };
export const number = numbersFr.score;

/** « a1 » pour l'indice 6. */
export function coordinates(cell: number): string {
	return `${'abc'[cell % 3]}${3 - Math.floor(cell / 3)}`;
}

/** « case 9 (c1) ». */
export function cellName(cell: number): string {
	return `case ${cell + 1} (${coordinates(cell)})`;
}

/** « a », « a et b », « a, b et c ». */
export function list(items: readonly string[]): string {
	return joinList(items, 'et');
}

/** « case 3 (c3) », « cases 3 (c3) et 7 (a1) », « aucune case ». */
export function cellsName(cells: readonly number[]): string {
	if (cells.length === 0) return 'aucune case';
	if (cells.length === 1) return cellName(cells[0]);
	return `cases ${list(cells.map((c) => `${c + 1} (${coordinates(c)})`))}`;
}

/** « 7-8-9 ». */
export function lineName(line: readonly number[]): string {
	return line.map((c) => c + 1).join('-');
}

/** « la racine » ou « le nœud 4→6 ». */
export function nodeName(ref: PracticeNodeRef): string {
	return ref.path.length === 0 ? 'la racine' : `le nœud ${ref.path.map((c) => c + 1).join('→')}`;
}

/** « le nœud 6→8 », « les nœuds 6→8 et 6→9 » (un par un quand la racine en est). */
export function nodesName(refs: readonly PracticeNodeRef[]): string {
	if (refs.length !== 1 && refs.every((r) => r.path.length > 0)) {
		return `les nœuds ${list(refs.map((r) => r.path.map((c) => c + 1).join('→')))}`;
	}
	return list(refs.map(nodeName));
}

/** Première lettre en majuscule. */
export function cap(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** « 7 », « <= -8 », « >= 0 » ; et une fenêtre, « [-∞ ; 7] ». */
export const { valueWithBound, windowText } = scoreWords(number, '\u202f; ');

/** « bêta 3 <= alpha 7 » à un nœud min, « alpha 7 >= bêta 3 » à un nœud max. */
export function testText(test: PruneTest): string {
	return test.maximizing
		? `alpha ${number(test.alpha)} >= bêta ${number(test.beta)}`
		: `bêta ${number(test.beta)} <= alpha ${number(test.alpha)}`;
}

/** « une coupure bêta » à un nœud max, « une coupure alpha » à un nœud min. */
export function cutoffKind(test: PruneTest): string {
	return test.maximizing ? 'une coupure bêta' : 'une coupure alpha';
}

/** « la case 4 (a2) a renvoyé 7 ». */
export function returned(child: ChildValue): string {
	return `la ${cellName(child.cell)} a renvoyé ${valueWithBound(child.value, child.bound)}`;
}

/** « un nœud max (▲) » / « un nœud min (▼) ». */
export function role(maximizing: boolean): string {
	return maximizing ? 'un nœud max (▲)' : 'un nœud min (▼)';
}

/** « au nœud 4→6 » ou « à la racine ». */
export function atNode(ref: PracticeNodeRef): string {
	return ref.path.length === 0 ? 'à la racine' : `au nœud ${ref.path.map((c) => c + 1).join('→')}`;
}

/** « du nœud 4→6 » ou « de la racine ». */
export function ofNode(ref: PracticeNodeRef): string {
	return ref.path.length === 0 ? 'de la racine' : `du nœud ${ref.path.map((c) => c + 1).join('→')}`;
}
