/**
 * The game page's link parameters, in one table (`PARAMS`): each with how it is read, how it is
 * written, its default for the game on screen and where it is read (the page, a lesson slide, the
 * practice page), and the values they read into (`LinkValues`). The tree page's rows
 * (tree-params.ts) and Monte Carlo tree search's (mcts-params.ts) join the table here; the rows'
 * shape and builders are in param-rows.ts, the codec that reads and writes a whole link in
 * params.ts. docs/links.md documents the same table.
 */
import {
	depthLimitRange,
	gameOf,
	type GameDef,
	parseDepthLimit,
	gameDef,
	resolveSearchOptions,
	type GameId,
	type Mark,
	type SearchOptions
} from '$lib/engine';
import {
	CELL_NAMINGS,
	currentPosition,
	DEFAULT_SETTINGS,
	emptyCells,
	formatLevel,
	isSeed,
	cleanName,
	MAX_NAME_LENGTH,
	openMoves,
	parseLevel,
	rulesById,
	startSeries,
	TIMES_PER_MOVE,
	type CellNaming,
	type Level,
	type Opponent,
	type TimePerMove
} from '$lib/game';
import { isLanguage, type Language } from '$lib/i18n/languages';
import { EXERCISE_KINDS, type ExerciseKind } from '$lib/practice/exercise-types';
import type { TreeViewKind } from '../visualization/view-api';
import { DEFAULT_SYMBOLS, formatSymbols, readSymbols, type SymbolPair } from '../game/symbols';
import type { MoveListProblem } from './link-error';
import {
	bad,
	flag,
	ok,
	oneOf,
	param,
	type AnyParam,
	type Param,
	type ReadContext,
	type Read
} from './param-rows';
import { TREE_PARAMS, type TreeLinkValues } from './tree-params';
import { MCTS_PARAMS, type MctsLinkValues } from './mcts-params';

/** Everything a link can say, each value read (or its default); the tree page's in TreeLinkValues. */
export interface LinkValues extends TreeLinkValues, MctsLinkValues {
	/** `kind=` (practice): the exercise kind, or null for the list of kinds. */
	readonly kind: ExerciseKind | null;
	/** `game=`: the game whose board `position` and `moves` are read on. */
	readonly game: GameId;
	/** `position=`: the notation as written (valid on `game`'s board; practice: 3x3), or null. */
	readonly position: string | null;
	/** `moves=`: a list replayable from `position` (else the empty board), as written, or null. */
	readonly moves: string | null;
	/** `mark=`: Player 1's mark in a `position` or `moves` game; null for the default. */
	readonly mark: Mark | null;
	/** `alphabeta=` (default: the game's, engine GameDef.searchDefaults, as the other techniques). */
	readonly alphabeta: boolean;
	/** `depth=`: the depth penalty. */
	readonly depth: boolean;
	readonly order: SearchOptions['order'];
	/** `tt=`: the transposition table. */
	readonly tt: boolean;
	/** `deepening=`: iterative deepening. */
	readonly deepening: boolean;
	/** `depthlimit=`: plies, or null for none (default: `defaultDepthLimit(game, deepening)`). */
	readonly depthlimit: number | null;
	readonly view: TreeViewKind;
	readonly opponent: Opponent;
	/** `player1=`, `player2=`: a name (game/names.ts `cleanName`), or null for the default name. */
	readonly player1: string | null;
	readonly player2: string | null;
	readonly xfirst: boolean;
	readonly alternate: boolean;
	readonly time: TimePerMove;
	readonly level: Level;
	/** `seed=`: the game's seed (practice: the exercise's), or null (drawn). */
	readonly seed: number | null;
	readonly analysis: boolean;
	readonly cells: CellNaming;
	readonly movenumbers: boolean;
	readonly symbols: SymbolPair;
	/** `lang=`: null when the link names none. */
	readonly lang: Language | null;
	/** `step=`: the step to open the search at (0-based), or null for the default. */
	readonly step: number | null;
	readonly embed: boolean;
	/** `review=`: the ply the game review opens at (1 = the first move), or null for no review. */
	readonly review: number | null;
}

/** A parameter's name: the keys of LinkValues, as written in a link. */
export type ParamName = keyof LinkValues;

/**
 * Where a link is read: the page's route (`#/?…`), a lesson slide's (`#/lesson/…?…`), the
 * practice page's (`#/practice?…`) or the tree page's (`#/tree?…`).
 */
export type LinkRoute = 'page' | 'lesson' | 'practice' | 'tree';

/**
 * The depth limit a game searches with when none is given (null: the whole tree), with or without
 * iterative deepening (engine resolveSearchOptions: Connect Four 7 plies, none with iterative
 * deepening; 4x4 5; 3x3 none).
 * @param deepening iterative deepening (default: the game's default).
 */
export function defaultDepthLimit(game: GameId, deepening?: boolean): number | null {
	return resolveSearchOptions(game, { iterativeDeepening: deepening }).depthLimit;
}

/**
 * The depth limit `options` search with on the page: theirs, or when undefined their game's
 * default with their iterative deepening (unset: off, as the page searches).
 * @param game the game searched (default: `options.game`, else 3x3).
 */
export function effectiveDepthLimit(
	options: Pick<SearchOptions, 'depthLimit' | 'game' | 'iterativeDeepening'>,
	game: GameId = gameOf(options).id
): number | null {
	return options.depthLimit === undefined
		? defaultDepthLimit(game, options.iterativeDeepening ?? false)
		: options.depthLimit;
}

function playerName<K extends 'player1' | 'player2'>(name: K): Param<K> {
	return {
		name,
		fallback: () => null,
		read: (text) => {
			const { name: value, removed, cut } = cleanName(text);
			const error = { kind: 'name', name, value: text, max: MAX_NAME_LENGTH, removed } as const;
			if (cut) return bad({ ...error, problem: 'long' });
			if (value === '') {
				// Only spaces: the default name, as an empty value; invisible characters are said.
				return removed.length > 0 ? bad({ ...error, problem: 'blank' }) : ok(null);
			}
			if (removed.length === 0) return ok(value);
			return { ok: true, value, note: { ...error, problem: 'invisible', kept: value } };
		},
		write: (value) => value ?? ''
	};
}

function readMoves(text: string, context: ReadContext): Read<string | null> {
	const rules = rulesById(context.game) as GameDef;
	const start = context.position ?? { cells: emptyCells(rules), toMove: 'X' as const };
	const series = startSeries({ ...DEFAULT_SETTINGS, rules });
	const replayed = openMoves(series, start, text);
	if (replayed.ok) return ok(text);
	if (!('index' in replayed.error)) return ok(null);
	const e = replayed.error;
	let problem: MoveListProblem = {
		code: e.code,
		index: e.index,
		item: e.item,
		reason: e.reason,
		cell: e.cell
	};
	if (e.code === 'not-playable' && e.cell !== null && rules.gravity) {
		// Where the disc would land: the lowest empty cell of the item's column before that move.
		const before = openMoves(series, start, text.split(',').slice(0, e.index).join(','));
		const cells = before.ok ? currentPosition(before.value.game).cells : start.cells;
		const column = e.cell % rules.width;
		let lands: number | null = null;
		for (let r = rules.height - 1; r >= 0 && lands === null; r--) {
			if (cells[r * rules.width + column] === null) lands = r * rules.width + column;
		}
		problem = { ...problem, column: column + 1, lands };
	}
	return bad({
		kind: 'moves',
		text,
		problem,
		fallback: context.position ? 'position' : 'new-game'
	});
}

/**
 * Every parameter, in the order a link writes them (`game` and `position` are read first: the
 * others are read on their board). docs/links.md lists the same names and values.
 */
export const PARAMS = [
	{
		...oneOf(
			'kind',
			Object.fromEntries(EXERCISE_KINDS.map((kind) => [kind, kind])),
			() => null,
			(value) => ({ kind: 'exercise-kind', value })
		),
		routes: ['practice']
	},
	param({
		name: 'position',
		fallback: () => null,
		read: (text) => ok(text),
		write: (value) => value ?? '',
		routes: ['page', 'practice']
	}),
	// The techniques: each default is the game's (engine GameDef.searchDefaults, resolveSearchOptions).
	flag('alphabeta', (game) => gameDef(game).searchDefaults.alphaBeta),
	flag('depth', (game) => gameDef(game).searchDefaults.depthPenalty),
	oneOf(
		'order',
		{ index: 'index', center: 'center-first', 'center-first': 'center-first' },
		(game) => gameDef(game).searchDefaults.order,
		(value) => ({ kind: 'order', value })
	),
	flag('tt', (game) => gameDef(game).searchDefaults.transpositionTable),
	flag('deepening', (game) => gameDef(game).searchDefaults.iterativeDeepening),
	param({
		name: 'depthlimit',
		fallback: (game, { deepening }) => defaultDepthLimit(game, deepening),
		read: (text, { game, values }) => {
			const limit = parseDepthLimit(text, game);
			if (limit !== undefined) return ok(limit);
			const { min, max } = depthLimitRange(game);
			const fallback = defaultDepthLimit(game, values.deepening);
			return bad({ kind: 'depthlimit', value: text, min, max, fallback });
		},
		write: (value) => (value === null ? 'none' : String(value))
	}),
	oneOf(
		'view',
		{ open: 'open', whole: 'whole' },
		(): TreeViewKind => 'open',
		(value) => ({ kind: 'view', value })
	),
	param({ name: 'moves', fallback: () => null, read: readMoves, write: (value) => value ?? '' }),
	param({
		name: 'mark',
		fallback: () => null,
		read: (text) => {
			const mark = text.trim().toUpperCase();
			return mark === 'X' || mark === 'O'
				? ok<Mark | null>(mark)
				: bad({ kind: 'mark', value: text });
		},
		write: (value) => (value ?? '').toLowerCase(),
		needs: ['position', 'moves']
	}),
	param({
		name: 'game',
		fallback: (): GameId => 'ttt3',
		read: (text) => {
			const id = text.trim().toLowerCase();
			const def = rulesById(id);
			return def ? ok(def.id) : bad({ kind: 'game', value: text });
		},
		write: (value: GameId) => value
	}),
	oneOf(
		'opponent',
		{ computer: 'computer', person: 'person' },
		(): Opponent => 'computer',
		(value) => ({ kind: 'opponent', value })
	),
	playerName('player1'),
	playerName('player2'),
	flag('xfirst', true),
	flag('alternate', true),
	param({
		name: 'time',
		fallback: (): TimePerMove => 0,
		read: (text) => {
			const seconds = Number(text.trim()) as TimePerMove;
			return /^\d+$/.test(text.trim()) && TIMES_PER_MOVE.includes(seconds)
				? ok(seconds)
				: bad({ kind: 'time', value: text });
		},
		write: String
	}),
	param({
		name: 'level',
		fallback: () => DEFAULT_SETTINGS.level,
		read: (text) => {
			const level = parseLevel(text.trim().toLowerCase());
			return level.ok ? ok(level.value) : bad({ kind: 'level', value: text });
		},
		write: formatLevel
	}),
	param({
		name: 'seed',
		fallback: () => null,
		read: (text) => {
			const value = text.trim();
			return /^\d{1,10}$/.test(value) && isSeed(Number(value))
				? ok(Number(value))
				: bad({ kind: 'seed', value: text });
		},
		write: String,
		routes: ['page', 'practice', 'tree']
	}),
	flag('analysis', false),
	oneOf(
		'cells',
		Object.fromEntries(CELL_NAMINGS.map((naming) => [naming, naming])),
		(): CellNaming => 'numbers',
		(value) => ({ kind: 'cells', value })
	),
	flag('movenumbers', false),
	param({
		name: 'symbols',
		fallback: () => DEFAULT_SYMBOLS,
		read: (text) => {
			const pair = readSymbols(text);
			return pair ? ok(pair) : bad({ kind: 'symbols', value: text });
		},
		write: formatSymbols
	}),
	param({
		name: 'lang',
		fallback: () => null,
		read: (text) => {
			const value = text.trim().toLowerCase();
			return isLanguage(value) ? ok(value) : bad({ kind: 'lang', value: text });
		},
		write: (value) => value ?? '',
		routes: ['page', 'lesson', 'tree']
	}),
	param({
		name: 'step',
		fallback: () => null,
		read: (text, { stepFallback }) => {
			const value = text.trim();
			return /^\d{1,9}$/.test(value)
				? ok(Number(value))
				: bad({ kind: 'step', value: text, fallback: stepFallback });
		},
		write: (value) => String(value),
		routes: ['page', 'lesson', 'tree'],
		needs: ['position']
	}),
	param({
		name: 'embed',
		fallback: () => false,
		read: (text) => {
			const value = text.trim().toLowerCase();
			if (value === '1' || value === 'true') return ok(true);
			if (value === '0' || value === 'false') return ok(false);
			return bad({ kind: 'embed', value: text });
		},
		write: (value) => (value ? '1' : '0'),
		routes: ['page', 'lesson']
	}),
	param({
		name: 'review',
		fallback: () => null,
		read: (text) => {
			const value = text.trim();
			return /^\d{1,4}$/.test(value) && Number(value) >= 1
				? ok(Number(value))
				: bad({ kind: 'review', value: text });
		},
		write: (value) => String(value),
		needs: ['moves']
	}),
	...TREE_PARAMS,
	...MCTS_PARAMS
] as const satisfies readonly AnyParam[];
