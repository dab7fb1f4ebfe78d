/**
 * The French catalogue's sentences with real values: cells named "Case 5 : X" (U+202F before the
 * colon), node counts and times written 549 946 and 1,8 ms, tree nodes named with their visible
 * value, the status line, link errors and engine errors from their codes.
 */
import { describe, expect, it } from 'vitest';
import { fr, positionErrorText, statusText, urlErrorText } from '$lib/i18n';
import type { LinkError } from '$lib/link/link-error';
import { errorOf } from './samples';

/** U+202F, the narrow no-break space French puts before : ; ? ! and inside « ». */
const N = '\u202f';

describe('the French catalogue', () => {
	it('names the cells "Case 5 : X", "Case 5 : O", "Case 5 : vide"', () => {
		expect(fr.cellLabel(4, 'X')).toBe(`Case 5${N}: X`);
		expect(fr.cellLabel(4, 'O')).toBe(`Case 5${N}: O`);
		expect(fr.cellLabel(4, null)).toBe(`Case 5${N}: vide`);
		expect(fr.board).toBe('Grille');
	});

	it('writes node counts, times and cells for people', () => {
		expect(fr.tree.summary(549946, 1.84, 4, 0)).toBe(
			`549${N}946 nœuds examinés en 1,8\u00a0ms${N}; meilleur coup case 5, valeur minimax 0.`
		);
		expect(fr.tree.summary(1, 0, null, -10)).toBe('1 nœud examiné en 0,0\u00a0ms.');
		expect(fr.stepper.position(1904, 1905005)).toBe(`Étape 1${N}905 sur 1${N}905${N}005`);
		expect(fr.tree.hiddenBadge(63904)).toBe('+63,9K');
		expect(fr.game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toBe(
			`Demi-coup 6${N}: l’ordinateur a joué la case 8`
		);
		expect(fr.stepper.shortcut(fr.stepper.start, 'Home')).toBe(
			`Aller au début (raccourci${N}: Début)`
		);
		expect(fr.stepper.shortcut(fr.stepper.forward, '→')).toBe(`Étape suivante (raccourci${N}: →)`);
	});

	it('names tree nodes with their visible value, hidden counts in the singular and plural', () => {
		const node = { move: 5, depth: 1, score: '<= -8', maximizing: false, hidden: 0, outcome: null };
		expect(fr.tree.nodeLabel(node)).toBe('Coup case 6, profondeur 1, minimiseur, valeur <= -8');
		expect(fr.tree.nodeLabel({ ...node, move: null, depth: 0, hidden: 549945 })).toBe(
			`Racine, profondeur 0, minimiseur, valeur <= -8, 549,9K nœuds cachés (549${N}945), appuyez sur Entrée pour déplier`
		);
		expect(fr.tree.nodeLabel({ ...node, hidden: 1 })).toContain('1 nœud caché, appuyez');
		expect(fr.tree.nodeLabel({ ...node, outcome: 'draw' })).toMatch(/, partie nulle$/);
		expect(fr.wholeTree.describeNode(1234, 3, 4, '>= 0', 'X')).toBe(
			`Nœud 1${N}234${N}: profondeur 3, coup case 5, valeur >= 0, X gagne`
		);
		expect(fr.wholeTree.found(2)).toBe('2 nœuds ont cette position (transpositions).');
		expect(fr.tree.prunedLabel([5])).toBe(`élagué${N}: 6`);
	});

	it('says the options a decision was searched with', () => {
		expect(
			fr.tree.searchedWith({ alphaBeta: true, depthPenalty: false, order: 'center-first' })
		).toBe(
			'Recherche faite avec l’élagage alpha-bêta, pénalité de profondeur désactivée, ordre des coups centre d’abord.'
		);
	});

	it('writes the status line', () => {
		expect(
			statusText(fr, [
				{ kind: 'computerPlayed', mark: 'O', cell: 7 },
				{ kind: 'result', outcome: 'O', human: 'X' },
				{ kind: 'line', cells: [1, 4, 7] }
			])
		).toBe(
			`L’ordinateur (O) a joué la case 8. Partie terminée${N}: l’ordinateur gagne avec O. Alignement gagnant${N}: cases 2, 5, 8.`
		);
		expect(statusText(fr, [{ kind: 'yourTurn', mark: 'X' }])).toBe(`À vous${N}: vous jouez X.`);
		expect(statusText(fr, [{ kind: 'result', outcome: 'X', human: 'X' }])).toBe(
			`Partie terminée${N}: vous gagnez avec X${N}!`
		);
		expect(statusText(fr, [{ kind: 'result', outcome: 'draw', human: 'O' }])).toBe(
			`Partie terminée${N}: partie nulle.`
		);
	});
});

describe('French engine errors, from their code', () => {
	it.each([
		[
			'XOX/.Q./X..',
			`Caractère inattendu «${N}Q${N}»${N}: utilisez X, O, et «${N}.${N}», «${N}_${N}» ou «${N}-${N}» pour une case vide.`
		],
		['XX', 'Une grille a 9 cases, celle-ci en a 2.'],
		['XOX/.O.', `Une grille a 3 lignes séparées par «${N}/${N}», celle-ci en a 2.`],
		['XO/.../...', `La ligne 1 («${N}XO${N}») a 2 cases au lieu de 3.`],
		[
			'XXX/XX./...',
			`X a 5 symboles et O en a 0${N}: les deux nombres diffèrent au plus d’une unité.`
		],
		[
			'OOO/.../XXX',
			`X et O ont tous les deux un alignement de trois${N}: aucune partie n’atteint cette position.`
		],
		[
			'XXX/OO./O..',
			`X a déjà un alignement de trois, donc X ne peut pas avoir le trait. Si O a commencé, «${N}XXX/OO./O.. o${N}» est une partie finie gagnée par X.`
		],
		[
			'X../.../... x',
			`X ne peut pas avoir le trait${N}: X a plus de symboles que O. Avec O au trait, «${N}X../.../...${N}» est une position valide.`
		]
	])('case %# %s', (text, message) => {
		expect(positionErrorText(fr.positionErrors, errorOf(text))).toBe(message);
	});
});

describe('French link errors', () => {
	const cases: [LinkError, string][] = [
		[
			{ kind: 'lang', value: 'de' },
			`Le paramètre «${N}lang=de${N}» du lien n’est pas valide${N}: utilisez en ou fr. La langue déjà choisie est gardée.`
		],
		[
			{ kind: 'flag', name: 'depth', value: '2' },
			`Le paramètre «${N}depth=2${N}» du lien n’est pas valide${N}: utilisez 0 ou 1. La valeur par défaut est utilisée.`
		],
		[
			{ kind: 'position', text: 'OOO/.../XXX', error: errorOf('OOO/.../XXX') },
			`La position «${N}OOO/.../XXX${N}» du lien n’est pas valide${N}: X et O ont tous les deux un alignement de trois${N}: aucune partie n’atteint cette position. Une nouvelle partie est affichée à la place.`
		]
	];
	it.each(cases)('case %#', (error, text) => {
		expect(urlErrorText(fr, error)).toBe(text);
	});

	it('fault: a bad position in a link was echoed in full: French quotes are shortened too', () => {
		const text = urlErrorText(fr, { kind: 'view', value: 'Z'.repeat(5000) });
		expect(text).toBe(
			`Le paramètre «${N}view=${'Z'.repeat(35)}…${N}» (5${N}005 caractères) du lien n’est pas valide${N}: utilisez open ou whole. Les nœuds ouverts sont affichés.`
		);
	});
});
