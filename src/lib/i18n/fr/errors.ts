/**
 * Erreurs de lien et erreurs de position du moteur en français (`urlErrors` et `positionErrors`
 * du catalogue ; la ligne d’état est dans fr/status.ts, les erreurs des réglages de partie dans
 * fr/game.ts). Les textes cités d’un lien sont raccourcis, comme
 * en anglais (fault: a 5,000-character position gave a 5,000-character alert).
 */
import type { Mark } from '$lib/engine';
import { characterCode, clip } from '../format';
import type { Messages } from '../messages';
import type { GameLinkError, IgnoredParam, LinkError, ReviewLinkError } from '$lib/link/link-error';
import { numbersFr } from './numbers';
import { positionErrorText } from '../render';
import { guillemets, typo } from './typography';

const { integer } = numbersFr;

/** « texte », ou « 40 premiers caractères… » (5 000 caractères) pour un long texte. */
/**
 * `text` in guillemets, clipped to its first 40 characters with its length said; `length`: the
 * whole length when `text` is already the start of a longer one.
 */
export function quote(text: string, length = text.length): string {
	const c = clip(text);
	return c.clipped || length > text.length
		? `${guillemets(`${c.text}${c.clipped ? '' : '…'}`)} (${integer(Math.max(length, c.length))} caractères)`
		: guillemets(c.text);
}

/** "1 symbole", "2 symboles" (in French 0 and 1 take the singular). */
const marks = (n: number) => `${integer(n)} symbole${n > 1 ? 's' : ''}`;

const otherMark = (mark: Mark) => (mark === 'X' ? 'O' : 'X');
/** « un alignement de trois », « un alignement de quatre ». */
const lineOf = (length: number) =>
	`un alignement de ${['', 'un', 'deux', 'trois', 'quatre'][length] ?? integer(length)}`;

export const positionErrorsFr: Messages['positionErrors'] = {
	'invalid-character': (e) =>
		typo`Caractère inattendu ${characterCode(e.character) ?? quote(e.character)} : utilisez X, O, et « . », « _ » ou « - » pour une case vide.`,
	'cell-count': (e) =>
		`Une grille a ${integer(e.expected)} cases, celle-ci en a ${integer(e.count)}.`,
	'row-shape': (e) =>
		e.row === null
			? `Une grille a ${e.expectedRows} lignes séparées par ${guillemets('/')}, celle-ci en a ${integer(e.rows)}.`
			: `La ligne ${e.row} (${quote(e.rowText ?? '')}) a ${integer(e.rowCells ?? 0)} cases au lieu de ${e.expectedCells}.`,
	floating: (e) =>
		typo`Le jeton de la colonne ${e.column}, ligne ${e.row}, flotte au-dessus d’une case vide : un jeton tombe dans la case vide la plus basse de sa colonne.`,
	'mark-count': (e) =>
		typo`X a ${marks(e.xCount)} et O en a ${integer(e.oCount)} : les deux nombres diffèrent au plus d’une unité.`,
	'both-won': (e) =>
		typo`X et O ont tous les deux ${lineOf(e.length)} : aucune partie n’atteint cette position.`,
	'side-to-move-won': (e) =>
		`${e.side} a déjà ${lineOf(e.length)}, donc ${e.side} ne peut pas avoir le trait.` +
		(e.alternative
			? ` Si ${otherMark(e.side)} a commencé, ${quote(e.alternative)} est une partie finie gagnée par ${e.side}.`
			: typo` ${otherMark(e.side)} a un symbole de plus, donc le trait est à ${e.side} : aucune partie ne continue après un alignement.`),
	'side-to-move': (e) =>
		typo`${e.side} ne peut pas avoir le trait : ${e.side} a plus de symboles que ${e.implied}.` +
		(e.alternative
			? ` Avec ${e.implied} au trait, ${quote(e.alternative)} est une position valide.`
			: ''),
	'forced-board-syntax': (e) =>
		e.text === null
			? typo`La grille où jouer manque : après les neuf lignes, écrivez une espace et 1 à 9, ou ${guillemets('*')} pour n’importe quelle grille.`
			: typo`${quote(e.text)} n’est pas une grille où jouer : écrivez 1 à 9, ou ${guillemets('*')} pour n’importe quelle grille.`,
	'first-mark': (e) =>
		typo`O a ${marks(e.oCount)} et X en a ${integer(e.xCount)} : X commence, donc O n’a jamais plus de symboles que X.`,
	'small-board-both-won': (e) =>
		typo`La grille ${e.board} contient un alignement de X et un de O : une petite grille se ferme à son premier alignement.`,
	'big-board-both-won': () =>
		typo`X et O ont tous les deux trois grilles gagnées alignées : aucune partie n’atteint cette position.`,
	'big-board-side-won': (e) =>
		`${e.side} a déjà trois grilles gagnées alignées, donc la partie est finie et ${e.side} ne peut pas avoir le trait.`,
	'forced-board-closed': (e) =>
		typo`La grille ${e.board} ne peut pas être la grille où jouer : elle est ${e.state === 'draw' ? 'pleine' : `gagnée par ${e.state}`}. Écrivez ${guillemets('*')} pour n’importe quelle grille.`,
	'forced-board-unreachable': (e) =>
		typo`Aucun dernier coup de ${e.side} n’envoie l’adversaire dans la grille ${e.board} : ${e.side} n’a aucun symbole dans la case ${e.board} d’une grille encore ouverte.`,
	'any-board-unreachable': (e) =>
		typo`${guillemets('*')} (n’importe quelle grille) demande un dernier coup de ${e.side} dans une case dont la grille est fermée, et aucun symbole de ${e.side} n’en est un.`
};

/** « Le paramètre « view=x » du lien n’est pas valide : utilisez … » */
const badParameter = (text: string, use: string, instead: string) =>
	typo`Le paramètre ${quote(text)} du lien n’est pas valide : utilisez ${use}. ${instead}`;

/** The link errors other than the game settings' (fr/game.ts `gameUrlErrorsFr`). */
export const urlErrorsFr: {
	[
		K in Exclude<LinkError['kind'], GameLinkError['kind'] | ReviewLinkError['kind']>
	]: Messages['urlErrors'][K];
} = {
	malformed: (e) =>
		typo`Le lien ${quote(e.link)} est illisible : il contient un échappement % mal formé. Une nouvelle partie est affichée à la place.`,
	position: (e) =>
		typo`La position ${quote(e.text)} du lien n’est pas valide : ` +
		`${positionErrorText(positionErrorsFr, e.error)} Une nouvelle partie est affichée à la place.`,
	flag: (e) => badParameter(`${e.name}=${e.value}`, '0 ou 1', 'La valeur par défaut est utilisée.'),
	view: (e) => badParameter(`view=${e.value}`, 'open ou whole', 'Les nœuds ouverts sont affichés.'),
	order: (e) => badParameter(`order=${e.value}`, 'index ou center', 'L’ordre index est utilisé.'),
	depthlimit: (e) =>
		badParameter(
			`depthlimit=${e.value}`,
			`none ou un nombre de demi-coups de ${e.min} à ${e.max}`,
			e.fallback === null
				? 'Aucune limite de profondeur n’est utilisée.'
				: `La limite de profondeur par défaut de ce jeu, ${e.fallback} demi-coups, est utilisée.`
		),
	lang: (e) => badParameter(`lang=${e.value}`, 'en ou fr', 'La langue déjà choisie est gardée.'),
	step: (e) =>
		badParameter(`step=${e.value}`, 'un numéro d’étape à partir de 0', stepFallback[e.fallback]),
	'step-range': (e) =>
		typo`Le lien demande l’étape ${numbersFr.integer(e.step)}, mais cette recherche a les étapes 0 à ${numbersFr.integer(e.total - 1)}. ` +
		stepFallback[e.fallback],
	'exercise-kind': (e) =>
		badParameter(`kind=${e.value}`, 'un type de la liste', 'La liste des exercices est affichée.'),
	embed: (e) => badParameter(`embed=${e.value}`, '1 ou 0', 'La page entière est affichée.'),
	'tree-param': (e) =>
		badParameter(
			`${e.name}=${e.value}`,
			e.words
				? e.words.join(' ou ')
				: e.min !== undefined
					? `un nombre entier de ${e.min} à ${e.max}`
					: 'le nom d’une leçon sur les arbres',
			'La valeur par défaut est utilisée.'
		),
	'mcts-param': (e) =>
		e.words
			? badParameter(`${e.name}=${e.value}`, e.words.join(' ou '), 'Minimax est utilisé.')
			: e.name === 'iterations'
				? badParameter(
						`${e.name}=${e.value}`,
						`un nombre entier de ${integer(e.min ?? 1)} à ${integer(e.max ?? 0)}`,
						`${integer(1000)} itérations sont utilisées.`
					)
				: badParameter(
						`${e.name}=${e.value}`,
						`un nombre de ${e.min} à ${e.max}, avec un point décimal`,
						'√2 est utilisé.'
					),
	ignored: (e) =>
		typo`Ignoré dans le lien : ${e.params.map(ignoredParam).join(typo(' ; '))}` +
		(e.more ? typo` ; et ${numbersFr.integer(e.more)} autres.` : '.')
};

const stepFallback = {
	last: 'La dernière étape est affichée.',
	slide: 'L’étape de la diapositive est affichée.'
} as const;

/** « foo=1 » (inconnu), « step=3 » (lu seulement avec position)… */
function ignoredParam(p: IgnoredParam): string {
	const text = quote(p.value === '' ? `${p.name}=` : `${p.name}=${p.value}`, p.length);
	switch (p.reason) {
		case 'unknown':
			return `${text} (pas un paramètre de cette page)`;
		case 'repeated':
			return typo`${text} (donné à nouveau : le premier compte)`;
		case 'empty':
			return `${text} (sans valeur)`;
		case 'alone':
			return `${text} (lu seulement avec ${(p.needs ?? []).join(' ou ')})`;
	}
}
