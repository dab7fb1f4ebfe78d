/**
 * The command line reads values as a person types them and refuses what it would otherwise drop
 * silently (scripts/cli-options.ts `parseCli`): `--order CENTER`, `--game CONNECT4` and `--lang FR`
 * are read in any case; `--time-budget` without iterative deepening and one option given twice with
 * two values are usage errors, in English and French.
 */
import { describe, expect, it } from 'vitest';
import { render } from '$lib/i18n';
import { CLI_CATALOGUES } from '$lib/i18n/cli-catalogues';
import { parseCli, UsageError } from '../../../scripts/cli-options';

/** The usage problem parseCli throws for `argv`. */
function problemOf(argv: string[]) {
	try {
		parseCli(argv);
	} catch (error) {
		if (error instanceof UsageError) return error.problem;
		throw error;
	}
	throw new Error(`parseCli accepted ${argv.join(' ')}`);
}

describe('parseCli reads values in any case', () => {
	it('fault: --order CENTER and --game CONNECT4 were refused as unknown', () => {
		const args = parseCli(['--order', 'CENTER', '--game', 'CONNECT4', '--lang', 'FR', '.......']);
		expect([args.options.order, args.options.game, args.lang]).toEqual([
			'center-first',
			'connect4',
			'fr'
		]);
		expect(parseCli(['--order=Index', 'XOX/.O./X..']).options.order).toBe('index');
	});
});

describe('parseCli refuses what it used to drop silently', () => {
	it('fault: --time-budget without --iterative-deepening was accepted and ignored', () => {
		expect(problemOf(['--time-budget', '500', 'XOX/.O./X..'])).toEqual({
			kind: 'time-budget-without-deepening'
		});
		// With iterative deepening (asked for, or Connect Four's default) it bounds the iterations.
		expect(parseCli(['--iterative-deepening', '--time-budget', '500', 'x']).deepening).toEqual({
			timeBudgetMs: 500
		});
		expect(parseCli(['--game', 'connect4', '--time-budget', '500', '.']).timeBudgetMs).toBe(500);
		expect(
			problemOf(['--game', 'connect4', '--no-iterative-deepening', '--time-budget', '9', '.'])
		).toEqual({ kind: 'time-budget-without-deepening' });
	});

	it('fault: a repeated option with another value (--game ttt3 --game ttt4) was taken silently', () => {
		expect(problemOf(['--game', 'ttt3', '--game', 'ttt4', 'x'])).toEqual({
			kind: 'repeated-option',
			option: '--game',
			first: 'ttt3',
			second: 'ttt4'
		});
		expect(problemOf(['--depth-limit=3', '--depth-limit', '4', 'x'])).toMatchObject({
			option: '--depth-limit',
			first: '3',
			second: '4'
		});
		// The same value twice changes nothing.
		expect(parseCli(['--game', 'ttt4', '--game', 'TTT4', 'x']).options.game).toBe('ttt4');
	});

	it('says both in English and in French', () => {
		const repeated = problemOf(['--game', 'ttt3', '--game', 'ttt4', 'x']);
		expect(new UsageError(repeated).message).toBe(
			`Option '--game' is given twice, as "ttt3" and "ttt4": give it once.`
		);
		expect(render(CLI_CATALOGUES.fr.cli.usage, repeated)).toBe(
			'L’option «\u202f--game\u202f» est donnée deux fois, «\u202fttt3\u202f» puis «\u202fttt4\u202f»\u202f: donnez-la une seule fois.'
		);
		expect(new UsageError({ kind: 'time-budget-without-deepening' }).message).toContain(
			'give --iterative-deepening too'
		);
	});
});
