/**
 * The CLI command that reproduces a decision shown on the page (README, "Command line"): every number
 * on screen can be checked with it.
 */
import { formatPosition, gameOf, type Position, type SearchOptions } from '$lib/engine';
import type { Language } from '$lib/i18n';
import { effectiveDepthLimit } from '../../link/params';

/**
 * For example `npm run --silent analyze -- --alpha-beta --no-depth-penalty 'XOX/.O./X.. o'`; beyond
 * 3x3 with `--game`, and `--transposition-table`, `--depth-limit N|none` when it differs from the
 * game's default (as on the CLI) and `--iterative-deepening` (the CLI's time budget, 1000 ms, is the
 * page's).
 * @param lang the page's language: any but English adds `--lang fr`, so the CLI answers in it.
 */
export function cliCommand(
	position: Position,
	options: SearchOptions,
	lang: Language = 'en'
): string {
	const flags = [
		options.alphaBeta ? '--alpha-beta' : '',
		options.order === 'center-first' ? '--order center-first' : '',
		options.depthPenalty ? '' : '--no-depth-penalty'
	].filter(Boolean);
	const game = gameOf(options);
	if (game.id !== 'ttt3') flags.push(`--game ${game.id}`);
	if (options.transpositionTable) flags.push('--transposition-table');
	const limit = effectiveDepthLimit(options);
	if (limit !== game.defaultDepthLimit) flags.push(`--depth-limit ${limit ?? 'none'}`);
	if (options.iterativeDeepening) flags.push('--iterative-deepening');
	if (lang !== 'en') flags.push(`--lang ${lang}`);
	return ['npm run --silent analyze --', ...flags, `'${formatPosition(position)}'`].join(' ');
}
