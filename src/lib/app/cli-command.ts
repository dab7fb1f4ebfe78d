/**
 * The CLI command that reproduces a decision shown on the page (README, "Command line"): every number
 * on screen can be checked with it.
 */
import { formatPosition, type Position, type SearchOptions } from '$lib/engine';

/** For example `npm run --silent analyze -- --alpha-beta --no-depth-penalty 'XOX/.O./X.. o'`. */
export function cliCommand(position: Position, options: SearchOptions): string {
	const flags = [
		options.alphaBeta ? '--alpha-beta' : '',
		options.order === 'center-first' ? '--order center-first' : '',
		options.depthPenalty ? '' : '--no-depth-penalty'
	].filter(Boolean);
	return ['npm run --silent analyze --', ...flags, `'${formatPosition(position)}'`].join(' ');
}
