/**
 * The CLI command that reproduces a decision shown on the page (README, "Command line"): every number
 * on screen can be checked with it.
 */
import { formatPosition, type Position, type SearchOptions } from '$lib/engine';
import type { Language } from '$lib/i18n';

/**
 * For example `npm run --silent analyze -- --alpha-beta --no-depth-penalty 'XOX/.O./X.. o'`.
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
		options.depthPenalty ? '' : '--no-depth-penalty',
		options.transpositionTable ? '--transposition-table' : '',
		options.depthLimit != null ? `--depth-limit ${options.depthLimit}` : '',
		options.iterativeDeepening ? '--iterative-deepening' : ''
	].filter(Boolean);
	if (lang !== 'en') flags.push(`--lang ${lang}`);
	return ['npm run --silent analyze --', ...flags, `'${formatPosition(position)}'`].join(' ');
}
