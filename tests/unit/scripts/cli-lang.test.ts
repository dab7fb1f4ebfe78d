/**
 * `--lang en|fr` for the CLI's text output (scripts/analyze.ts, scripts/verify.ts): French lines
 * with French numbers, errors in French, JSON the same in every language, a bad value refused with
 * exit status 2 and its help naming the option.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, PositionError } from '$lib/engine';
import {
	errorText,
	languageOfArgs,
	parseCli,
	positionText,
	UsageError
} from '../../../scripts/cli-options';
import { runScript } from './run-script';

const N = '\u202f';

const run = runScript;

describe('parseCli --lang', () => {
	it('reads en and fr, English by default, and refuses anything else', async () => {
		expect(parseCli(['--lang', 'fr', 'XOX/.O./X..']).lang).toBe('fr');
		expect(parseCli(['--lang=en', '-X-/---/---']).lang).toBe('en');
		expect(parseCli(['--lang', 'fr', '-X-/---/---']).positionals).toEqual(['-X-/---/---']);
		expect(parseCli([]).lang).toBe('en');
		expect(() => parseCli(['--lang', 'de'])).toThrow('Unknown language "de": use en or fr.');
		expect(() => parseCli(['--lang'])).toThrow("Option '--lang' needs a value.");
	});

	it('finds the language of a command line leniently, to write its errors', async () => {
		expect(languageOfArgs(['--lang', 'fr', '--jsn'])).toBe('fr');
		expect(languageOfArgs(['--jsn', '--lang=fr'])).toBe('fr');
		expect(languageOfArgs(['--lang', 'de'])).toBe('en');
		expect(languageOfArgs(['fr'])).toBe('en');
	});

	it('writes usage and position errors in French, English keeping the engine’s message', async () => {
		const usage = (() => {
			try {
				positionText([]);
			} catch (error) {
				return error as UsageError;
			}
			throw new Error('no error');
		})();
		expect(errorText(usage, 'fr')).toBe('Il manque la POSITION, par exemple XOX/.O./X..');
		expect(errorText(usage, 'en')).toBe('Missing POSITION, for example XOX/.O./X..');
		let position: PositionError | null = null;
		try {
			parsePosition('XX');
		} catch (error) {
			position = error as PositionError;
		}
		expect(errorText(position as PositionError, 'fr')).toBe(
			'Une grille a 9 cases, celle-ci en a 2.'
		);
		expect(errorText(position as PositionError, 'en')).toBe((position as PositionError).message);
	});
});

describe('the scripts with --lang fr', () => {
	it('analyze writes the decision in French', async () => {
		const { status, stdout } = await run('analyze', ['--lang', 'fr', 'XOX/.O./X..']);
		expect(status).toBe(0);
		const lines = stdout.split('\n');
		expect(lines.slice(0, 10)).toEqual([
			'Position XOX/.O./X.., O au trait (minimax simple, pénalité de profondeur activée, ordre des coups index)',
			'  X | O | X',
			'  4 | O | 6',
			'  X | 8 | 9',
			'Case  Valeur',
			'   4       7',
			'   6      -8',
			'   8       9  <- meilleur coup',
			'   9      -8',
			`Meilleur coup${N}: case 8. Valeur minimax${N}: 9.`
		]);
		expect(lines[10]).toMatch(
			/^Nombre de nœuds\u202f: 34\. Temps de recherche\u202f: \d+,\d\d\u00a0ms\.$/
		);
	});

	it('analyze groups big node counts with U+202F and keeps its JSON', async () => {
		const text = (
			await run('analyze', ['--lang', 'fr', '--alpha-beta', '--no-depth-penalty', '.........'])
		).stdout;
		expect(text).toContain(`Nombre de nœuds${N}: 18${N}297.`);
		const english = JSON.parse((await run('analyze', ['--json', 'XOX/.O./X..'])).stdout);
		const french = JSON.parse(
			(await run('analyze', ['--json', '--lang', 'fr', 'XOX/.O./X..'])).stdout
		);
		delete english.ms;
		delete french.ms;
		expect(french).toEqual(english);
	});

	it('verify writes the proof in French', async () => {
		const { status, stdout } = await run('verify', ['--lang', 'fr']);
		expect(status).toBe(0);
		expect(stdout).toBe(
			[
				'L’IA cherche avec minimax simple, pénalité de profondeur activée, ordre des coups index.',
				`L’humain commence${N}: 569 parties. Victoires de l’humain${N}: 0. Victoires de l’IA${N}: 386 (188 au demi-coup 6, 198 au demi-coup 8). Parties nulles${N}: 183.`,
				`L’IA commence${N}: 73 parties. Victoires de l’humain${N}: 0. Victoires de l’IA${N}: 71 (40 au demi-coup 5, 31 au demi-coup 7). Parties nulles${N}: 2.`,
				`642 parties en tout${N}; l’humain en gagne 0.`,
				'L’IA est imbattable.',
				''
			].join('\n')
		);
	});

	it('errors are written in French, exit status 2', async () => {
		expect(await run('analyze', ['--lang', 'fr', 'XXX/XX./...'])).toEqual({
			status: 2,
			stdout: '',
			stderr: `X a 5 symboles et O en a 0${N}: les deux nombres diffèrent au plus d’une unité.\n`
		});
		expect((await run('verify', ['--lang=fr', 'XOX'])).stderr).toBe(
			`verify ne prend pas de position, reçu «${N}XOX${N}».\n`
		);
	});

	it('a bad --lang is a usage error (exit status 2, in English), named in the help', async () => {
		expect(await run('analyze', ['--lang', 'de', 'XOX/.O./X..'])).toEqual({
			status: 2,
			stdout: '',
			stderr: 'Unknown language "de": use en or fr.\n'
		});
		expect((await run('verify', ['--help'])).stdout).toContain(
			'--lang en|fr              language of the text output (default: en)'
		);
		expect((await run('analyze', ['--help', '--lang', 'fr'])).stdout).toContain(
			`Utilisation${N}: npm run --silent analyze -- [options] POSITION [CAMP]`
		);
	});
});
