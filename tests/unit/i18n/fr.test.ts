/**
 * The French catalogue's own rules, each once: cells named "Case 5 : X" (the accessible name the
 * product names, U+202F before the colon), numbers written 549 946 and 1,8 ms inside sentences,
 * tree nodes named with their visible value, the status line as its parts joined by spaces, link
 * and engine errors from their codes with the quoted input in « » and shortened. Interpolation and
 * plurals of every function: values.test.ts; typography of every text: typography.fr.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fr, positionErrorText, statusText, urlErrorText, type Messages } from '$lib/i18n';
import type { StatusPart } from '$lib/game';
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

	it('writes counts, times and cells in sentences through its formatter', () => {
		const summary = fr.tree.summary(549946, 1.84, 4, 0);
		expect(summary).toContain(`549${N}946 nœuds`);
		expect(summary).toContain('1,8\u00a0ms');
		expect(summary).toContain('case 5');
		expect(fr.stepper.position(1904, 1905005)).toContain(`1${N}905 sur 1${N}905${N}005`);
		expect(fr.tree.hiddenBadge(63904)).toBe('+63,9K');
		expect(fr.game.timelineEntry(6, 7, { kind: 'computer', mark: 'O' })).toContain('case 8');
	});

	it('names tree nodes with their visible value, and the badge count then the exact one', () => {
		const node = { move: 5, depth: 1, score: '<= -8', maximizing: false, hidden: 0, outcome: null };
		expect(fr.tree.nodeLabel(node)).toContain('case 6, profondeur 1, minimiseur, valeur <= -8');
		const root = { ...node, move: null, depth: 0, hidden: 549945 };
		expect(fr.tree.nodeLabel(root)).toMatch(/^Racine, profondeur 0, /);
		expect(fr.tree.nodeLabel(root)).toContain(`549,9K nœuds cachés (549${N}945)`);
		expect(fr.tree.nodeLabel({ ...node, outcome: 'draw' })).toMatch(/, partie nulle$/);
	});
});

describe('the options a decision was searched with', () => {
	it('use the glossary’s terms', () => {
		const text = fr.tree.searchedWith({
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first'
		});
		for (const term of [
			'élagage alpha-bêta',
			'pénalité de profondeur désactivée',
			'centre d’abord'
		]) {
			expect(text).toContain(term);
		}
	});
});

describe('the status line', () => {
	it('is its parts, each written by the catalogue, in order and joined by spaces', () => {
		const parts: StatusPart[] = [
			{ kind: 'computerPlayed', mark: 'O', cell: 7 },
			{ kind: 'result', outcome: 'O', human: 'X' },
			{ kind: 'line', cells: [1, 4, 7] }
		];
		const one = (m: Messages, p: StatusPart) => statusText(m, [p]);
		expect(statusText(fr, parts)).toBe(parts.map((p) => one(fr, p)).join(' '));
		expect(one(fr, parts[2])).toContain('cases 2, 5, 8');
	});
});

describe('French engine errors, from their code', () => {
	it.each([
		['XOX/.Q./X..', [`«${N}Q${N}»`]],
		['XX', ['9', '2']],
		['XOX/.O.', ['3', '2', `«${N}/${N}»`]],
		['XO/.../...', ['1', `«${N}XO${N}»`, '2', '3']],
		['XXX/XX./...', ['5', '0']],
		['XXX/OO./O..', [`«${N}XXX/OO./O.. o${N}»`]],
		['X../.../... x', [`«${N}X../.../...${N}»`]]
	])('case %# %s: a sentence of its own with its values', (text, values) => {
		const message = positionErrorText(fr.positionErrors, errorOf(text));
		for (const value of values) expect(message).toContain(value);
		expect(message).not.toBe(errorOf(text).message);
	});
});

describe('French link errors', () => {
	it('quote the parameter as written, in « »', () => {
		expect(urlErrorText(fr, { kind: 'lang', value: 'de' })).toContain(`«${N}lang=de${N}»`);
		expect(urlErrorText(fr, { kind: 'flag', name: 'depth', value: '2' })).toContain(
			`«${N}depth=2${N}»`
		);
	});

	it('a bad position says why, in the engine error’s French words', () => {
		const error = errorOf('OOO/.../XXX');
		const text = urlErrorText(fr, { kind: 'position', text: 'OOO/.../XXX', error });
		expect(text).toContain(`«${N}OOO/.../XXX${N}»`);
		expect(text).toContain(positionErrorText(fr.positionErrors, error));
	});

	it('fault: a bad position in a link was echoed in full: French quotes are shortened too', () => {
		const text = urlErrorText(fr, { kind: 'view', value: 'Z'.repeat(5000) });
		expect(text).toContain(`«${N}view=${'Z'.repeat(35)}…${N}» (5${N}005 caractères)`);
		expect(text).not.toContain('Z'.repeat(36));
	});
});
