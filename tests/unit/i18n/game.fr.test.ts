/**
 * The French twin of the game-mode strings (fr/game.ts, fr/status.ts): docs/french.md terms
 * and typography (a narrow no-break space U+202F before : ? ! and inside « »).
 */
import { describe, expect, it } from 'vitest';
import type { Player, StatusPart } from '$lib/game';
import { CATALOGUE_MAKERS, fr, numberCell, render, statusText } from '$lib/i18n';
import { gameUrlErrorsFr, makeGameFr } from '$lib/i18n/fr/game';
import { makeStatusFr } from '$lib/i18n/fr/status';

const S = '\u202f';
/** The no-break space before a unit or a unit word (fr/numbers.ts). */
const NBSP = '\u00a0';
const status = makeStatusFr(numberCell);
const game = makeGameFr(numberCell);
const ada: Player = { kind: 'person', seat: 0, name: 'Ada', mark: 'X' };
const player2: Player = { kind: 'person', seat: 1, name: '', mark: 'O' };

describe('French status sentences', () => {
	const parts: StatusPart[] = [
		{ kind: 'yourTurn', mark: 'X' },
		{ kind: 'computerPlayed', mark: 'O', cell: 4 },
		{ kind: 'toMove', player: player2 },
		{ kind: 'peopleResult', winner: ada },
		{ kind: 'computerDraw', accepted: true, value: 0 },
		{ kind: 'computerDraw', accepted: false, value: 7 },
		{ kind: 'drawOffered', player: ada, to: player2 },
		{
			kind: 'resigned',
			player: { kind: 'you', mark: 'X' },
			winner: { kind: 'computer', mark: 'O' }
		},
		{ kind: 'timeWarning', player: ada, seconds: 10 }
	];

	it('a narrow no-break space before : ! ?, never a plain one; a no-break space before a unit', () => {
		for (const part of parts) {
			const text = render(status, part);
			expect(text).not.toMatch(/ [:!?;]/);
			expect(text).not.toMatch(/[^\u202f][:!?;]/);
		}
		expect(render(status, parts[8])).toMatch(new RegExp(`10${NBSP}secondes`));
		expect(render(status, parts[3])).toMatch(new RegExp(`X${S}!$`));
		expect(render(status, parts[6])).toMatch(new RegExp(`refuser${S}\\?$`));
	});

	it('cells 1-based, the seat’s French default name, the values of a draw answer', () => {
		expect(render(status, parts[1])).toMatch(/la case 5\.$/);
		expect(render(status, parts[2])).toMatch(/^Joueur 2 \(O\)/);
		expect(render(status, parts[4])).toMatch(/accepte.*\(valeur 0\)/);
		expect(render(status, parts[5])).toMatch(/refuse.*\(valeur 7\)/);
		expect(render(status, parts[6])).toMatch(/^Ada \(X\) .*Joueur 2 \(O\)/);
	});
});

describe('French game section', () => {
	it('uses the French terms and typography', () => {
		expect(game.offerDraw).toBe('Proposer la nulle');
		expect(game.timeOption(30)).toBe(`30${NBSP}s`);
		expect(game.levelName({ kind: 'random', percent: 30 })).toBe(`Coup au hasard 30${S}% du temps`);
		expect(game.levelName({ kind: 'unbeatable' })).toBe('Imbattable');
		expect(game.levelName({ kind: 'unbeatable' }, 'connect4')).toBe('Le plus fort');
		expect(game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toBe(
			`Demi-coup 6${S}: l’ordinateur a joué la case 8`
		);
		expect(game.symbolError('count', 'A')).toBe(
			`«${S}A${S}» ne convient pas${S}: tapez exactement deux symboles, le premier pour X et le second pour O.`
		);
		expect(gameUrlErrorsFr.time({ kind: 'time', value: 'x'.repeat(50) })).toBe(
			`Le paramètre «${S}time=${'x'.repeat(35)}…${S}» (55 caractères) du lien n’est pas valide${S}: utilisez 0, 30 ou 60. Le temps n’est pas limité.`
		);
	});
});

describe('French cell names', () => {
	it('coordinates reach the French board, status, tree, steps, timeline, whole tree and Coach', () => {
		const coordinates = CATALOGUE_MAKERS.fr(
			(cell) => ['a3', 'b3', 'c3', 'a2', 'b2', 'c2', 'a1', 'b1', 'c1'][cell]
		);
		expect(coordinates.cellLabel(4, 'X')).toBe(`Case b2${S}: X`);
		expect(statusText(coordinates, [{ kind: 'computerPlayed', mark: 'O', cell: 6 }])).toBe(
			'L’ordinateur (O) a joué la case a1.'
		);
		expect(statusText(coordinates, [{ kind: 'line', cells: [6, 7, 8] }])).toBe(
			`Alignement gagnant${S}: cases a1, b1, c1.`
		);
		expect(coordinates.tree.summary(34, 0.1, 7, 9)).toContain('meilleur coup case b1');
		expect(coordinates.tree.prunedLabel([2, 8])).toBe(`élagués${S}: c3, c1`);
		expect(coordinates.stepper.frame(2, 1)).toBe('case c3, profondeur 1');
		expect(coordinates.steps.choose({ kind: 'choose', cell: 8, value: 9 } as never)).toBe(
			`Jouer la case c1${S}: valeur 9, le premier meilleur coup dans l’ordre essayé.`
		);
		expect(coordinates.game.timelineEntry(2, 0, ada)).toBe(
			`Demi-coup 2${S}: Ada (X) a joué la case a3`
		);
		expect(coordinates.wholeTree.moveLabel(4)).toBe('b2');
		expect(coordinates.game.cell(4)).toBe('b2');
		expect(
			coordinates.practice.coach.report({
				move: 1,
				change: 'same',
				before: 0,
				after: 0,
				mistake: false
			} as never)
		).toBe(
			`Coach${S}: la case b3 garde la meilleure valeur${S}: partie nulle avec le meilleur jeu.`
		);
		// The registered French catalogue numbers its cells.
		expect(fr.cellLabel(4, null)).toBe(`Case 5${S}: vide`);
	});
});

describe('French notes about the data kept on the device', () => {
	it('say what was set aside or kept and why, in French typography', () => {
		const aside = {
			kind: 'set-aside',
			key: 'minimax-lab.prefs.set-aside',
			text: '{',
			kept: true,
			fields: [{ field: 'level', count: 1 }]
		} as const;
		const notes = [
			fr.game.storageNote({ ...aside, part: 'prefs', problem: 'tampered' }),
			fr.game.storageNote({ kind: 'kept', part: 'prefs', problem: 'unknown-version' }),
			fr.game.storageNote({ kind: 'full', parts: ['game'] }),
			fr.game.storageNote({ kind: 'full', parts: ['language'] })
		];
		expect(notes[0]).toMatch(
			new RegExp(
				`^L’enregistrement des préférences .*mis de côté tel quel .*valeur impossible\\)\\. Non gardé${S}: le niveau de l’ordinateur${S};`
			)
		);
		expect(notes[1]).toMatch(/version plus récente/);
		expect(notes[2]).toMatch(
			new RegExp(`pleine, donc la partie et le bilan ne sont pas enregistrés${S}:`)
		);
		expect(notes[3]).toMatch(
			new RegExp(`pleine, donc la langue choisie n’est pas enregistrée${S}:`)
		);
		for (const note of notes) expect(note).not.toMatch(/ [:!?;]/);
		const reasons = (['unreadable', 'old-version', 'unknown-version', 'tampered'] as const).map(
			(problem) => fr.game.storageNote({ ...aside, part: 'series', problem })
		);
		expect(new Set(reasons).size).toBe(4);
	});
});
