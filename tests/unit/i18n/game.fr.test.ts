/**
 * The French twin of the game-mode strings (game.fr.ts, status.fr.ts): PRODUCT.md "In French" terms
 * and typography (a narrow no-break space U+202F before : ? ! and inside « »).
 */
import { describe, expect, it } from 'vitest';
import { numberCell, render, type Player, type StatusPart } from '$lib/i18n';
import { gameUrlErrorsFr, makeGameFr } from '$lib/i18n/game.fr';
import { makeStatusFr } from '$lib/i18n/status.fr';

const S = '\u202f';
const status = makeStatusFr(numberCell);
const game = makeGameFr(numberCell);
const ada: Player = { kind: 'person', seat: 0, name: 'Ada', mark: 'X' };
const player2: Player = { kind: 'person', seat: 1, name: '', mark: 'O' };

describe('French status sentences', () => {
	it.each([
		[{ kind: 'yourTurn', mark: 'X' }, `À vous${S}: vous jouez X.`],
		[{ kind: 'computerPlayed', mark: 'O', cell: 4 }, 'L’ordinateur (O) a joué la case 5.'],
		[{ kind: 'toMove', player: player2 }, 'Joueur 2 (O) a le trait.'],
		[{ kind: 'peopleResult', winner: ada }, `Partie terminée${S}: Ada gagne avec X${S}!`],
		[
			{ kind: 'computerDraw', accepted: true, value: 0 },
			`L’ordinateur accepte${S}: avec le meilleur jeu, c’est une partie nulle (valeur 0).`
		],
		[
			{ kind: 'computerDraw', accepted: false, value: 7 },
			`L’ordinateur refuse${S}: il peut forcer la victoire (valeur 7).`
		],
		[
			{ kind: 'drawOffered', player: ada, to: player2 },
			`Ada (X) propose la nulle${S}: Joueur 2 (O), accepter ou refuser${S}?`
		],
		[
			{
				kind: 'resigned',
				player: { kind: 'you', mark: 'X' },
				winner: { kind: 'computer', mark: 'O' }
			},
			`Vous abandonnez${S}: l’ordinateur gagne avec O.`
		],
		[{ kind: 'timeWarning', player: ada, seconds: 10 }, `Ada (X)${S}: plus que 10${S}secondes.`]
	] as [StatusPart, string][])('case %#', (part, text) => {
		expect(render(status, part)).toBe(text);
	});
});

describe('French game section', () => {
	it('uses the French terms and typography', () => {
		expect(game.offerDraw).toBe('Proposer la nulle');
		expect(game.timeOption(30)).toBe(`30${S}s`);
		expect(game.levelName({ kind: 'random', percent: 30 })).toBe(`Coup au hasard 30${S}% du temps`);
		expect(game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toBe(
			`Demi-coup 6${S}: l’ordinateur a joué la case 8`
		);
		expect(game.symbolError('count', 'A')).toBe(
			`«${S}A${S}» ne convient pas${S}: tapez exactement deux symboles, le premier pour X et le second pour O.`
		);
		expect(gameUrlErrorsFr.time({ kind: 'time', value: 'x'.repeat(50) })).toBe(
			`Le paramètre «${S}time=${'x'.repeat(35)}…${S}» (55${S}caractères) du lien n’est pas valide${S}: utilisez 0, 30 ou 60. Sans limite de temps.`
		);
	});
});
