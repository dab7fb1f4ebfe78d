/**
 * The CLI command that reproduces a decision shown on the page (docs/command-line.md): every number
 * on screen can be checked with it.
 */
import {
	DEFAULT_GAME,
	formatPosition,
	gameOf,
	resolveSearchOptions,
	type Position,
	type SearchOptions
} from '$lib/engine';
import type { Language } from '$lib/i18n';
import { pageSearchOptions } from '../game/game-search';

/**
 * For example `npm run --silent analyze -- --alpha-beta --no-depth-penalty 'XOX/.O./X.. o'`. The
 * options are resolved as the page searches with them (pageSearchOptions), then written as the
 * flags that differ from the CLI's defaults for the game (resolveSearchOptions(game, {})): beyond
 * 3x3 `--game`, and for Connect Four, whose defaults are alpha-beta, centre first, the table and
 * iterative deepening, `--no-alpha-beta`, `--order index`, `--no-transposition-table`,
 * `--no-iterative-deepening` where the page turned them off; `--depth-limit N|none` where it
 * differs from the one the CLI would take with those flags. The CLI's time budget, 1000 ms, is the
 * page's.
 * @param lang the page's language: any but English adds `--lang fr`, so the CLI answers in it.
 */
export function cliCommand(
	position: Position,
	options: SearchOptions,
	lang: Language = 'en'
): string {
	const game = gameOf(options).id;
	const o = pageSearchOptions(game, options);
	const d = resolveSearchOptions(game, {});
	const flags: string[] = [];
	if (o.alphaBeta !== d.alphaBeta) flags.push(o.alphaBeta ? '--alpha-beta' : '--no-alpha-beta');
	if (o.order !== d.order) flags.push(`--order ${o.order}`);
	if (!o.depthPenalty) flags.push('--no-depth-penalty');
	if (game !== DEFAULT_GAME.id) flags.push(`--game ${game}`);
	if (o.transpositionTable !== d.transpositionTable) {
		flags.push(o.transpositionTable ? '--transposition-table' : '--no-transposition-table');
	}
	const cliLimit = resolveSearchOptions(game, {
		iterativeDeepening: o.iterativeDeepening
	}).depthLimit;
	if (o.depthLimit !== cliLimit) flags.push(`--depth-limit ${o.depthLimit ?? 'none'}`);
	if (o.iterativeDeepening !== d.iterativeDeepening) {
		flags.push(o.iterativeDeepening ? '--iterative-deepening' : '--no-iterative-deepening');
	}
	if (lang !== 'en') flags.push(`--lang ${lang}`);
	return ['npm run --silent analyze --', ...flags, `'${formatPosition(position)}'`].join(' ');
}
