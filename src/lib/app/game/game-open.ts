/**
 * Which game a link opens (pure): the link's settings over the current ones, then its `position=`
 * and `moves=`, or the game restored from the device, or a new game. On the first load a link
 * without a value keeps the restored setting, and a restored game that continues the link's game
 * (same start, seed and marks, the link's moves first) is kept: a reload goes on where it was.
 * Later navigations (Back, a link followed) read the link as the whole description of the page, so
 * a missing value is the default.
 */
import type { Position } from '$lib/engine';
import {
	changeSettings,
	DEFAULT_SETTINGS,
	emptyCells,
	newGame,
	openMoves,
	type Game,
	type Series
} from '$lib/game';
import { DEFAULT_PREFS, mergeSettings, type GameLink, type PagePrefs } from '../../link/game-link';
import type { LinkError } from '../../link/link-error';

/**
 * True when `later` is `game` with moves played after it: same start and marks, and the link's seed
 * when it gives one.
 */
function continues(later: Game<unknown>, game: Game<unknown>, seed: number | null): boolean {
	return (
		(seed === null || later.seed === seed) &&
		later.xSeat === game.xSeat &&
		later.start.toMove === game.start.toMove &&
		later.start.cells.every((c, i) => c === game.start.cells[i]) &&
		game.moves.every((cell, i) => later.moves[i] === cell)
	);
}

/**
 * True when one of the link's errors says the page shows a new game instead (an unreadable
 * `position=`, `moves=` that cannot be replayed without a position, a malformed link): the page
 * must then show one, not the game restored from the device.
 */
function announcesNewGame(errors: readonly LinkError[]): boolean {
	return errors.some(
		(e) =>
			e.kind === 'position' ||
			e.kind === 'malformed' ||
			(e.kind === 'moves' && e.fallback === 'new-game')
	);
}

/** What a link opens. */
export interface Opening<A> {
	readonly series: Series<A>;
	readonly prefs: PagePrefs;
	/** True when the page continues the game restored from the device. */
	readonly restored: boolean;
}

/**
 * The series and preferences a link opens.
 * @param current the series on the page (a new series on the first load).
 * @param restored the series restored from the device on the first load, else null.
 * @param prefs the preferences on the page (restored ones on the first load).
 * @param first true on the first load: missing values keep `restored` / `prefs`. A link whose
 *   errors announce a new game (an unreadable position or moves) opens one even then.
 */
export function openLink<A>(
	link: {
		readonly position: Position | null;
		readonly game: GameLink;
		readonly errors: readonly LinkError[];
	},
	current: Series<A>,
	restored: Series<A> | null,
	prefs: PagePrefs,
	first: boolean
): Opening<A> {
	const base = restored ?? current;
	const defaults = first ? base.settings : DEFAULT_SETTINGS;
	// A bad `game=` keeps the game on screen (its error says so). Without `game=`, a position or
	// moves are 3x3's (they were read on its board), even where another game was restored.
	const opens = link.position !== null || link.game.moves !== null;
	let rules = defaults.rules;
	if (link.game.badGame && !first) rules = current.settings.rules;
	else if (!link.game.badGame && opens) rules = DEFAULT_SETTINGS.rules;
	const settings = mergeSettings({ ...defaults, rules }, link.game.settings);
	const mergedPrefs = { ...(first ? prefs : DEFAULT_PREFS), ...link.game.prefs };
	let series = changeSettings(base, settings);
	const { moves, seed, mark } = link.game;
	if (link.position !== null || moves !== null) {
		const start = link.position ?? { cells: emptyCells(settings.rules), toMove: 'X' as const };
		const opened = openMoves(series, start, moves ?? '', {
			seed: seed ?? undefined,
			xSeat: mark === null ? undefined : mark === 'X' ? 0 : 1
		});
		// A link's position and moves are checked when it is read; a refusal here opens a new game.
		if (opened.ok) {
			const kept = first && restored !== null && continues(restored.game, opened.value.game, seed);
			return kept
				? { series: changeSettings(restored, settings), prefs: mergedPrefs, restored: true }
				: { series: opened.value, prefs: mergedPrefs, restored: false };
		}
	}
	const keep =
		first &&
		restored !== null &&
		series.game.id === restored.game.id &&
		!announcesNewGame(link.errors);
	if (keep && (seed === null || seed === restored.game.seed)) {
		return { series, prefs: mergedPrefs, restored: true };
	}
	series = newGame(series, 0, settings, seed ?? undefined);
	return { series, prefs: mergedPrefs, restored: false };
}
