/**
 * Sample arguments for every function of the catalogue, by path: the catalogue tests call the
 * English and French functions with them and compare or check what they write. The step
 * explanations are the real ones of XOX/.O./X.. (plain and alpha-beta searches); position errors are
 * the engine's own. A new function in a section listed in SAMPLED_SECTIONS needs samples here.
 */
import {
	addGames,
	parsePosition,
	PositionError,
	search,
	type GameId,
	type SearchOptions
} from '$lib/engine';
import { ULTIMATE_ERROR_TEXTS } from '../fixtures/ultimate-positions';
import type { Player } from '$lib/game';
import type { NodeLabelParts } from '$lib/i18n';
import type { LinkError } from '$lib/link/link-error';
import { buildStepIndex, explainStep, stepAt, type Explanation } from '$lib/stepper';

/** The engine's error for `text`, which must be invalid. */
export function errorOf(text: string, game: GameId = 'ttt3'): PositionError {
	try {
		parsePosition(text, game);
	} catch (error) {
		if (error instanceof PositionError) return error;
		throw error;
	}
	throw new Error(`${text} is valid`);
}

/** Every step explanation of XOX/.O./X.. with and without alpha-beta (depth penalty on and off). */
function explanations(): Explanation[] {
	const all: Explanation[] = [];
	for (const alphaBeta of [true, false]) {
		for (const depthPenalty of [true, false]) {
			const result = search(parsePosition('XOX/.O./X..'), { alphaBeta, depthPenalty });
			const index = buildStepIndex(result.record, result.options);
			for (let k = 0; k < index.total; k++) all.push(explainStep(index, stepAt(index, k)));
		}
	}
	// A finished root: `choose` with no cell, `enter` of a finished game.
	const over = search(parsePosition('XXX/OO./...'));
	const overIndex = buildStepIndex(over.record, over.options);
	for (let k = 0; k < overIndex.total; k++) all.push(explainStep(overIndex, stepAt(overIndex, k)));
	// Table hits (exact and bounds) and horizon leaves: the empty board, alpha-beta with the table
	// and a depth limit of 4.
	const techniques = search(parsePosition('.../.../...'), {
		alphaBeta: true,
		transpositionTable: true,
		depthLimit: 4
	});
	const tIndex = buildStepIndex(techniques.record, techniques.options);
	for (let k = 0; k < tIndex.total; k++) {
		const e = explainStep(tIndex, stepAt(tIndex, k));
		if (e.kind === 'lookup' || e.kind === 'heuristic') all.push(e);
	}
	return all;
}

const EXPLANATIONS = explanations();
const ofKind = (kind: Explanation['kind']) =>
	EXPLANATIONS.filter((e) => e.kind === kind).map((e) => [e]);

const OPTIONS: SearchOptions[] = [
	{ alphaBeta: false, depthPenalty: true, order: 'index' },
	{ alphaBeta: true, depthPenalty: false, order: 'center-first' }
];

const NODES: NodeLabelParts[] = [
	{ move: null, depth: 0, score: '9', maximizing: true, hidden: 0, outcome: null },
	{ move: 5, depth: 1, score: '<= -8', maximizing: false, hidden: 0, outcome: null },
	{ move: 4, depth: 1, score: '0', maximizing: false, hidden: 59704, outcome: null },
	{ move: 2, depth: 2, score: '0', maximizing: true, hidden: 1, outcome: null },
	{ move: 7, depth: 3, score: '7', maximizing: false, hidden: 0, outcome: 'O' },
	{ move: 8, depth: 9, score: '0', maximizing: false, hidden: 0, outcome: 'draw' },
	{ move: 3, depth: 2, score: '5', maximizing: true, hidden: 0, outcome: null, highlighted: true }
];

const URL_ERRORS: LinkError[] = [
	{ kind: 'malformed', link: '#/?position=50%' },
	{ kind: 'malformed', link: 'Z'.repeat(5000) },
	{ kind: 'position', text: 'OOO/.../XXX', error: errorOf('OOO/.../XXX') },
	{ kind: 'flag', name: 'depth', value: '2' },
	{ kind: 'view', value: 'tall' },
	{ kind: 'order', value: 'random' },
	{ kind: 'depthlimit', value: '0', min: 1, max: 9, fallback: null },
	{ kind: 'depthlimit', value: '17', min: 1, max: 16, fallback: 5 },
	{ kind: 'lang', value: 'de' },
	{ kind: 'step', value: '-3', fallback: 'last' },
	{ kind: 'step', value: 'abc', fallback: 'slide' },
	{ kind: 'step-range', step: 56, total: 56, fallback: 'last' },
	{ kind: 'step-range', step: 99, total: 40, fallback: 'slide' },
	{ kind: 'embed', value: 'yes' },
	{ kind: 'review', value: 'abc' },
	{ kind: 'review-range', ply: 12, total: 6 },
	{ kind: 'review-range', ply: 2, total: 0 },
	{ kind: 'exercise-kind', value: 'chess' },
	{ kind: 'tree-param', name: 'root', value: 'sideways', words: ['max', 'min'] },
	{ kind: 'tree-param', name: 'treedepth', value: '99', min: 1, max: 6 },
	{ kind: 'tree-param', name: 'lesson', value: 'nope' },
	{ kind: 'mcts-param', name: 'algorithm', value: 'alphabet', words: ['minimax', 'mcts'] },
	{ kind: 'mcts-param', name: 'iterations', value: '0', min: 1, max: 100000 },
	{ kind: 'mcts-param', name: 'exploration', value: '-1', min: 0, max: 100 },
	{
		kind: 'ignored',
		params: [
			{ name: 'foo', value: '1', reason: 'unknown' },
			{ name: 'alphabeta', value: '0', reason: 'repeated' },
			{ name: 'view', value: '', reason: 'empty' },
			{ name: 'step', value: '3', reason: 'alone', needs: ['position'] }
		]
	},
	{
		kind: 'moves',
		text: '5,5',
		problem: { code: 'cell-taken', index: 1, item: '5', reason: null },
		fallback: 'new-game'
	},
	{
		kind: 'moves',
		text: '4',
		problem: {
			code: 'not-playable',
			index: 0,
			item: '4',
			reason: null,
			cell: 3,
			column: 4,
			lands: 38
		},
		fallback: 'position'
	},
	{
		kind: 'moves',
		text: '5,z9',
		problem: { code: 'bad-cell-name', index: 1, item: 'z9', reason: 'syntax' },
		fallback: 'new-game'
	},
	{
		kind: 'moves',
		text: '5,10',
		problem: { code: 'bad-cell-name', index: 1, item: '10', reason: 'out-of-range' },
		fallback: 'new-game'
	},
	{
		kind: 'moves',
		text: '1,4,2,5,3,9',
		problem: { code: 'game-over', index: 5, item: '9', reason: null },
		fallback: 'new-game'
	},
	{ kind: 'mark', value: 'z' },
	{ kind: 'game', value: 'chess' },
	{ kind: 'opponent', value: 'robot' },
	{ kind: 'level', value: 'easy' },
	{ kind: 'time', value: '45' },
	{ kind: 'seed', value: '-1' },
	{ kind: 'cells', value: 'letters' },
	{ kind: 'symbols', value: 'XYZ' },
	{ kind: 'name', name: 'player1', value: 'A'.repeat(41), max: 40, problem: 'long', removed: [] },
	{
		kind: 'name',
		name: 'player2',
		value: '\u200b',
		max: 40,
		problem: 'blank',
		removed: ['U+200B']
	},
	{
		kind: 'name',
		name: 'player1',
		value: 'A\u2060B',
		max: 40,
		problem: 'invisible',
		removed: ['U+2060'],
		kept: 'AB'
	}
];

/** The players a sentence may speak of: you, the computer, two people (named and by seat). */
const YOU: Player = { kind: 'you', mark: 'X' };
const COMPUTER: Player = { kind: 'computer', mark: 'O' };
const ADA: Player = { kind: 'person', seat: 0, name: 'Ada', mark: 'X' };
const PLAYER_2: Player = { kind: 'person', seat: 1, name: '', mark: 'O' };
const PLAYERS = [YOU, COMPUTER, ADA, PLAYER_2];
const SHORTFALLS = [
	{ by: 4, bound: 'exact' },
	{ by: 7, bound: 'at-least' },
	{ by: 0, bound: 'at-least' },
	{ by: 3, bound: 'at-most' }
] as const;
const urlErrors = (kind: LinkError['kind']) =>
	URL_ERRORS.filter((e) => e.kind === kind).map((e) => [e]);

const POSITION_ERRORS = [
	'XOX/.Q./X..',
	'XX',
	'XO/.../...',
	'XOX/.O.',
	'XXX/XX./...',
	'XXX/O../...',
	'OOO/.../XXX',
	'XXX/OO./O..',
	'OOO/XX./X.X',
	'XOX/.O./X.. x',
	'X../.../... x'
]
	.map((text) => errorOf(text))
	.concat([
		errorOf('X.....X/......./......./......./......./O.....O', 'connect4'),
		errorOf('XXXX/OOOO/..../....', 'ttt4'),
		errorOf('XXXXX/..../..../....', 'ttt4'),
		...Object.values(ULTIMATE_ERROR_TEXTS).map((text) => errorOf(text, 'ultimate'))
	]);
const positionErrors = (code: PositionError['code']) =>
	POSITION_ERRORS.filter((e) => e.code === code).map((e) => [e.params]);

/** The sections whose every function must have samples below. */
export const SAMPLED_SECTIONS = [
	'notFound',
	'cellLabel',
	'searchBoard',
	'discLegend',
	'ghostNote',
	'numbers',
	'status',
	'tree',
	'wholeTree',
	'stepper',
	'steps',
	'pseudoCode',
	'timeline',
	'game',
	'urlErrors',
	'positionErrors',
	'cli',
	'techniques'
];

/** Argument lists for each function, by path. */
export const SAMPLES: Readonly<Record<string, readonly (readonly unknown[])[]>> = {
	notFound: [[404], [500]],
	cellLabel: [
		[4, 'X'],
		[4, 'O'],
		[0, null]
	],
	ghostNote: [[3]],
	'numbers.integer': [[549946], [-1234567]],
	'numbers.decimal': [
		[1.84, 1],
		[12345.678, 2]
	],
	'numbers.score': [[7], [-8], [-Infinity], [Infinity]],
	'numbers.compact': [[999], [63904], [1_234_567]],
	'numbers.exact': [[0.25], [-12345.5], [2.5]],
	'numbers.milliseconds': [[1.84], [1234.5, 2]],
	'numbers.seconds': [[30], [60]],
	'status.searchFailed': [[{ kind: 'searchFailed', message: 'out of memory' }]],
	'status.computerPlayed': [[{ kind: 'computerPlayed', mark: 'O', cell: 7 }]],
	'status.proved': [
		[{ kind: 'proved', winner: 'X', moves: 7 }],
		[{ kind: 'proved', winner: 'O', moves: 1 }],
		[{ kind: 'proved', winner: null, moves: 0 }]
	],
	'status.yourTurn': [[{ kind: 'yourTurn', mark: 'X' }]],
	'status.thinking': [[{ kind: 'thinking', mark: 'O' }]],
	'status.searchCancelled': [[{ kind: 'searchCancelled', mark: 'X' }]],
	'status.computerRefused': [
		[{ kind: 'computerRefused', mark: 'O', cell: 0 }],
		[{ kind: 'computerRefused', mark: 'X', cell: null }]
	],
	'status.result': [
		[{ kind: 'result', outcome: 'draw', human: 'X' }],
		[{ kind: 'result', outcome: 'X', human: 'X' }],
		[{ kind: 'result', outcome: 'O', human: 'X' }]
	],
	'status.finishedPosition': [
		[{ kind: 'finishedPosition', outcome: 'draw' }],
		[{ kind: 'finishedPosition', outcome: 'X' }]
	],
	'status.line': [[{ kind: 'line', cells: [1, 4, 7] }]],
	'status.sentTo': [
		[{ kind: 'sentTo', mark: 'O', board: 2 }],
		[{ kind: 'sentTo', mark: 'X', board: null }]
	],
	'status.boardLine': [[{ kind: 'boardLine', boards: [0, 4, 8] }]],
	'status.notBest': SHORTFALLS.map((shortfall) => [{ kind: 'notBest', shortfall, best: 4 }]),
	'status.toMove': [ADA, PLAYER_2].map((player) => [{ kind: 'toMove', player }]),
	'status.peopleResult': [
		[{ kind: 'peopleResult', winner: ADA }],
		[{ kind: 'peopleResult', winner: null }]
	],
	'status.lines': [
		[
			{
				kind: 'lines',
				lines: [
					[0, 1, 2],
					[0, 4, 8]
				]
			}
		]
	],
	'status.resigned': [
		[{ kind: 'resigned', player: YOU, winner: COMPUTER }],
		[{ kind: 'resigned', player: ADA, winner: PLAYER_2 }]
	],
	'status.agreedDraw': [[{ kind: 'agreedDraw' }]],
	'status.drawOffered': [[{ kind: 'drawOffered', player: ADA, to: PLAYER_2 }]],
	'status.drawDeclined': [[{ kind: 'drawDeclined', player: PLAYER_2 }]],
	'status.drawConsidering': [[{ kind: 'drawConsidering' }]],
	'status.computerDraw': [
		[{ kind: 'computerDraw', accepted: true, value: 0 }],
		[{ kind: 'computerDraw', accepted: true, value: -7 }],
		[{ kind: 'computerDraw', accepted: false, value: 7 }],
		[{ kind: 'computerDraw', accepted: true, value: -3, horizon: 7 }],
		[{ kind: 'computerDraw', accepted: false, value: 12, horizon: 5 }]
	],
	'status.timeWarning': [YOU, ADA].map((player) => [{ kind: 'timeWarning', player, seconds: 10 }]),
	'status.timeOut': [
		[{ kind: 'timeOut', player: YOU, winner: COMPUTER }],
		[{ kind: 'timeOut', player: ADA, winner: PLAYER_2 }]
	],
	'game.cell': [[4], [6]],
	'game.seat': [[0], [1]],
	'game.recentGame': [
		[{ name: 'Morpion 3x3', people: null, moves: 1, counted: 0 }],
		[{ name: 'Puissance 4', people: ['Ada', 'Bo'], moves: 12, counted: 3 }]
	],
	'game.nameCleaned': [
		[{ removed: ['U+200B'], kept: '', fallback: 'Player 1', cut: false, max: 40 }],
		[{ removed: ['U+2060', 'U+202E'], kept: 'AB', fallback: 'Player 2', cut: false, max: 40 }],
		[{ removed: [], kept: 'A'.repeat(40), fallback: 'Player 1', cut: true, max: 40 }]
	],
	'game.gameName': [['ttt3'], ['ttt4'], ['connect4'], ['ultimate']],
	'game.column': [[0], [6]],
	'game.ultimateCell': [[0], [40], [80]],
	'game.ultimate.cellLabel': [
		[0, null],
		[40, 'X'],
		[80, 'O']
	],
	'game.ultimate.boardLabel': [
		[{ board: 4, state: 'open', active: true, cells: [] }],
		[{ board: 0, state: 'open', active: false, cells: [] }],
		[{ board: 2, state: 'X', active: false, cells: [] }],
		[{ board: 8, state: 'draw', active: false, cells: [] }]
	],
	'cli.ultimateToPlay': [[null], [4]],
	// A person's own name is written as typed in every language: the seat's default label instead.
	'game.playerName': [YOU, COMPUTER, PLAYER_2].map((p) => [p]),
	'game.newGameSeat': [['Ada']],
	'game.timeOption': [[0], [30]],
	'game.countdown': PLAYERS.map((p) => [p, 27]),
	'game.levelName': [
		[{ kind: 'unbeatable' }],
		[{ kind: 'unbeatable' }, 'connect4'],
		[{ kind: 'lookahead', plies: 1 }],
		[{ kind: 'lookahead', plies: 2 }],
		[{ kind: 'random', percent: 30 }]
	],
	'game.symbolPair': [['🐱', '🐶']],
	'game.cellNumbers': [[9], [16], [42]],
	'game.cellCoordinates': [['c3'], ['d4'], ['g6']],
	'game.symbolError': (['count', 'blank', 'same', 'swapped'] as const).map((p) => [p, 'OX']),
	'game.symbolLegend': [['🐱', '🐶']],
	'game.addedGameError': addGames([
		{ id: 'sq', width: 5, height: 5, winLength: 4, heigth: 5 },
		'square5',
		{ id: 'Sq 5', width: 5, height: 5, winLength: 4 },
		{ id: 'ttt4', width: 5, height: 5, winLength: 4 },
		{ id: 'sq', width: 9, height: 5, winLength: 4 },
		{ id: 'sq', width: 5, height: 5, winLength: 6 },
		{ id: 'sq', width: 5, height: 5, winLength: 4, gravity: 'yes' },
		{ id: 'sq', width: 5, height: 5, winLength: 4, defaultDepthLimit: 0 },
		{ id: 'sq', width: 3, height: 3, winLength: 3 }
	])
		.errors.concat(addGames('square5').errors)
		.map((e) => [e]),
	'game.storageNote': [
		...(['unreadable', 'old-version', 'unknown-version', 'tampered'] as const).flatMap((problem) =>
			(['series', 'recent', 'prefs', 'language', 'practice'] as const).flatMap((part) =>
				[
					{ kept: false, fields: [] },
					{
						kept: true,
						fields: [
							{ field: 'level', count: 1 },
							{ field: 'score-games', count: 3 }
						]
					},
					{ kept: true, fields: [{ field: 'recent-games', count: 1 }] },
					{
						kept: true,
						fields: [
							{ field: 'practice-questions', count: 2 },
							{ field: 'practice-correct', count: 1 },
							{ field: 'practice-attempted', count: 1 },
							{ field: 'language', count: 1 }
						]
					}
				].map(({ kept, fields }) => [
					{
						kind: 'set-aside',
						part,
						problem,
						fields,
						kept,
						key: 'minimax-lab.series.set-aside',
						text: '{'
					}
				])
			)
		),
		[{ kind: 'kept', part: 'series', problem: 'unknown-version' }],
		[{ kind: 'kept', part: 'prefs', problem: 'unknown-version' }],
		[{ kind: 'kept', part: 'recent', problem: 'unknown-version' }],
		[{ kind: 'kept', part: 'language', problem: 'tampered' }],
		[{ kind: 'kept', part: 'practice', problem: 'unreadable' }],
		[{ kind: 'full', parts: ['game'] }],
		[{ kind: 'full', parts: ['language'] }],
		[{ kind: 'full', parts: ['practice'] }],
		[{ kind: 'full', parts: ['game', 'prefs', 'language', 'practice'] }]
	],
	'game.shortfall': SHORTFALLS.map((s) => [s]),
	'game.analysisOf': [YOU, ADA, PLAYER_2].map((p) => [p]),
	'game.timelineEntry': PLAYERS.map((p, i) => [i + 1, 4, p]),
	'game.timelineNow': [[3]],
	'tree.summary': [
		[549946, 1.84, 4, 0],
		[1, 0, null, -10]
	],
	'tree.searchedWith': OPTIONS.map((o) => [o]),
	'tree.nodeLabel': NODES.map((n) => [n]),
	'tree.hiddenBadge': [[12], [63904]],
	'tree.foldedLevels': [[1], [5]],
	'tree.foldedName': [[1], [5]],
	'tree.prunedLabel': [[[5]], [[5, 8]]],
	'wholeTree.canvasLabel': [[549946]],
	'wholeTree.layingOut': [[549946]],
	'wholeTree.layoutFailed': [['worker crashed']],
	'wholeTree.found': [[0], [1], [2]],
	'wholeTree.describeNode': [
		[1234, 3, 4, '>= 0', 'draw'],
		[0, 0, null, '9', null],
		[5, 2, 3, '7', 'X']
	],
	'wholeTree.moveLabel': [[4]],
	'wholeTree.findPlaceholder': [['ttt3'], ['ttt4'], ['connect4']],
	'searchBoard.caption': [
		[0, []],
		[
			2,
			[
				{ mark: 'O', cell: 5 },
				{ mark: 'X', cell: 8 }
			]
		]
	],
	discLegend: [['X', 'O']],
	'stepper.speedOption': [[1], [5]],
	'stepper.position': [[1904, 1905005]],
	'stepper.shortcut': [
		['Go', 'Home'],
		['Go', '→']
	],
	'stepper.frame': [
		[null, 0],
		[3, 2]
	],
	'stepper.window': [['-∞', '+∞']],
	'stepper.best': [['7']],
	'stepper.movedUp': [
		[
			[
				{ mark: 'O', cell: 3 },
				{ mark: 'X', cell: 7 },
				{ mark: 'O', cell: 8 }
			],
			2
		],
		[[{ mark: 'O', cell: 3 }], 0]
	],
	'steps.number': [[7], [-Infinity]],
	'steps.valueWithBound': [
		[7, 'lower'],
		[-8, 'upper'],
		[0, 'exact']
	],
	'steps.list': [[['6']], [['6', '9']], [['5', '6', '9']]],
	'steps.enter': ofKind('enter'),
	'steps.evaluate': ofKind('evaluate'),
	'steps.lookup': ofKind('lookup'),
	'steps.heuristic': ofKind('heuristic'),
	'steps.update': ofKind('update'),
	'steps.cutoff': ofKind('cutoff'),
	'steps.return': ofKind('return'),
	'steps.choose': ofKind('choose'),
	'pseudoCode.header': [[true], [false]],
	'pseudoCode.won': [
		[true, 10],
		[false, 10],
		[true, 1000]
	],
	'pseudoCode.lost': [
		[true, 10],
		[false, 1000]
	],
	'pseudoCode.forEach': [[false], [true]],
	'pseudoCode.side': [[true], [false]],
	'pseudoCode.sideComment': [[true], [false]],
	'pseudoCode.bestInit': [[true], [false]],
	'pseudoCode.call': [[true], [false]],
	'pseudoCode.update': [
		[true, true],
		[true, false],
		[false, true],
		[false, false]
	],
	'pseudoCode.cutoffComment': [[true], [false]],
	'pseudoCode.inTable': [[true], [false]],
	'pseudoCode.store': [[true], [false]],
	'pseudoCode.storeComment': [[true], [false]],
	'pseudoCode.rootCall': [[true], [false]],
	'techniques.badDepthLimit': [['0', 64]],
	'techniques.searchedWith': [
		[{ alphaBeta: true, depthPenalty: false, order: 'index', transpositionTable: true }],
		[
			{
				alphaBeta: true,
				depthPenalty: false,
				order: 'index',
				transpositionTable: true,
				depthLimit: 1,
				iterativeDeepening: true
			}
		],
		[{ alphaBeta: false, depthPenalty: true, order: 'index', depthLimit: 4 }]
	],
	'techniques.tableSummary': [
		[4520, 12036],
		[1, 0]
	],
	'techniques.horizonSummary': [[72], [1]],
	'techniques.proofNote': [
		['X', 7, 12345, 3.2],
		['O', 1, 0, 0.1],
		[null, 0, 987654, 412.5]
	],
	'techniques.truncated': [[3_000_000, 6_634_027]],
	'techniques.iterationMove': [[4], [null]],
	'techniques.iterationsNote': [
		[9, 'complete'],
		[4, 'max-depth'],
		[6, 'time']
	],
	'techniques.tableHitLabel': [[12]],
	'techniques.foundHits': [[1], [3]],
	'techniques.horizonLabel': [[3], [-17]],
	'techniques.proof4.confirm': [[381_549_746]],
	'techniques.proof4.progress': [
		[1_048_576, 381_549_746, false],
		[0, 725_254, true]
	],
	'techniques.proof4.cancelled': [[true], [false]],
	'techniques.proof4.failed': [['out of memory']],
	'techniques.proof4.row': [[true], [false]],
	'techniques.proof4.value': [[0], [3]],
	'techniques.proof4.ratio': [[526.1]],
	'mctsPage.badIterations': [[1, 100_000]],
	'mctsPage.badExploration': [[0, 100]],
	'mctsPage.iterationsOption': [[10_000]],
	'mctsPage.nodeCounts': [[1000, 612.5]],
	'mctsPage.nodeTitle': [
		[4, 12, 7.5, 0.625, 1.21, 'selection'],
		[null, 1000, 600, 0.6, null, null]
	],
	'mctsPage.capped': [[30, 1001]],
	'mctsPage.playoutLabel': [
		[1, 'X'],
		[7, 'draw']
	],
	'mctsPage.stepPosition': [[20, 1000, 'Selection']],
	'mctsPage.narration': [
		[
			{
				phase: 'selection',
				iteration: 20,
				picks: [
					{ move: 4, winRate: 0.62, uct: 1.45 },
					{ move: 2, winRate: 0.5, uct: 1.1 }
				],
				terminal: null
			}
		],
		[{ phase: 'selection', iteration: 0, picks: [], terminal: null }],
		[{ phase: 'selection', iteration: 9, picks: [{ move: 4, winRate: 1, uct: 2 }], terminal: 'O' }],
		[{ phase: 'expansion', iteration: 0, move: 4 }],
		[{ phase: 'playout', iteration: 0, moves: [1, 2, 3], result: 'draw' }],
		[{ phase: 'backpropagation', iteration: 0, nodes: 2, result: 'X', mode: 'phase' }]
	],
	'mctsPage.summary': [[1000, 3, Math.SQRT2, 1001, 58.5]],
	'mctsPage.chosen': [[4]],
	'mctsPage.visitsTotal': [[1000]],
	'mctsPage.exactValue': [[9], [0], [-8]],
	'mctsPage.exactSource': [['search'], ['solver']],
	'mctsPage.rate': [[0.625]],
	'urlErrors.malformed': urlErrors('malformed'),
	'urlErrors.position': urlErrors('position'),
	'urlErrors.flag': urlErrors('flag'),
	'urlErrors.view': urlErrors('view'),
	'urlErrors.order': urlErrors('order'),
	'urlErrors.depthlimit': urlErrors('depthlimit'),
	'urlErrors.lang': urlErrors('lang'),
	'urlErrors.step': urlErrors('step'),
	'urlErrors.step-range': urlErrors('step-range'),
	'urlErrors.embed': urlErrors('embed'),
	'urlErrors.review': urlErrors('review'),
	'urlErrors.review-range': urlErrors('review-range'),
	'urlErrors.exercise-kind': urlErrors('exercise-kind'),
	'urlErrors.tree-param': urlErrors('tree-param'),
	'urlErrors.mcts-param': urlErrors('mcts-param'),
	'urlErrors.ignored': urlErrors('ignored'),
	'urlErrors.moves': urlErrors('moves'),
	'urlErrors.mark': urlErrors('mark'),
	'urlErrors.game': urlErrors('game'),
	'urlErrors.opponent': urlErrors('opponent'),
	'urlErrors.level': urlErrors('level'),
	'urlErrors.time': urlErrors('time'),
	'urlErrors.seed': urlErrors('seed'),
	'urlErrors.cells': urlErrors('cells'),
	'urlErrors.symbols': urlErrors('symbols'),
	'urlErrors.name': urlErrors('name'),
	'positionErrors.invalid-character': positionErrors('invalid-character'),
	'positionErrors.cell-count': positionErrors('cell-count'),
	'positionErrors.row-shape': positionErrors('row-shape'),
	'positionErrors.floating': positionErrors('floating'),
	'positionErrors.mark-count': positionErrors('mark-count'),
	'positionErrors.both-won': positionErrors('both-won'),
	'positionErrors.side-to-move-won': positionErrors('side-to-move-won'),
	'positionErrors.side-to-move': positionErrors('side-to-move'),
	'positionErrors.forced-board-syntax': positionErrors('forced-board-syntax'),
	'positionErrors.first-mark': positionErrors('first-mark'),
	'positionErrors.small-board-both-won': positionErrors('small-board-both-won'),
	'positionErrors.big-board-both-won': positionErrors('big-board-both-won'),
	'positionErrors.big-board-side-won': positionErrors('big-board-side-won'),
	'positionErrors.forced-board-closed': positionErrors('forced-board-closed'),
	'positionErrors.forced-board-unreachable': positionErrors('forced-board-unreachable'),
	'positionErrors.any-board-unreachable': positionErrors('any-board-unreachable'),
	'cli.options': OPTIONS.map((o) => [o]),
	'cli.positionLine': [
		['XOX/.O./X..', 'O', 'plain minimax'],
		['XXX/OO./O.. o', null, 'plain minimax']
	],
	'cli.over': [['draw'], ['X']],
	'cli.best': [[7, 9]],
	'cli.nodes': [
		[34, 0.12],
		[549946, 1234.5]
	],
	'cli.searchesWith': [['plain minimax']],
	'cli.tally': [
		[
			'Human first',
			{
				games: 569,
				humanWins: 0,
				aiWins: 386,
				aiWinsByPly: [
					[6, 188],
					[8, 198]
				],
				draws: 183
			}
		],
		['AI first', { games: 1, humanWins: 0, aiWins: 0, aiWinsByPly: [], draws: 1 }]
	],
	'cli.total': [[642, 0]],
	'cli.usage.unknown-option': [
		[{ kind: 'unknown-option', option: '--jsn', takesPosition: true }],
		[{ kind: 'unknown-option', option: '--bogus', takesPosition: false }]
	],
	'cli.usage.missing-value': [[{ kind: 'missing-value', option: '--order' }]],
	'cli.usage.bad-arguments': [[{ kind: 'bad-arguments', message: 'Unexpected argument' }]],
	'cli.usage.unknown-order': [
		[{ kind: 'unknown-order', value: 'random', orders: ['index', 'center-first'] }]
	],
	'cli.usage.unknown-language': [
		[{ kind: 'unknown-language', value: 'de', languages: ['en', 'fr'] }]
	],
	'cli.usage.missing-position': [[{ kind: 'missing-position' }]],
	'cli.usage.unexpected-argument': [[{ kind: 'unexpected-argument', value: 'z' }]],
	'cli.usage.verify-position': [[{ kind: 'verify-position', value: 'XOX' }]],
	'cli.usage.unknown-game': [
		[{ kind: 'unknown-game', value: 'chess', games: ['ttt3', 'ttt4', 'connect4'] }]
	],
	'cli.usage.bad-depth-limit': [[{ kind: 'bad-depth-limit', value: '0', max: 42 }]],
	'cli.usage.verify-game': [[{ kind: 'verify-game', value: 'ttt4' }]],
	'cli.usage.conflicting-options': [
		[{ kind: 'conflicting-options', option: '--alpha-beta', negated: '--no-alpha-beta' }]
	],
	'cli.usage.solve-game': [[{ kind: 'solve-game', value: 'ttt3' }]],
	'cli.usage.solver-game': [[{ kind: 'solver-game', game: 'ttt3' }]],
	'cli.usage.solver-without-deepening': [[{ kind: 'solver-without-deepening', game: 'connect4' }]],
	'cli.usage.not-with-solve': [
		[{ kind: 'not-with-solve', option: '--no-solver', game: 'connect4' }],
		[{ kind: 'not-with-solve', option: '--order', game: 'connect4' }]
	],
	'cli.usage.verify-option': [[{ kind: 'verify-option', option: '--mcts' }]],
	'cli.usage.time-budget-without-deepening': [[{ kind: 'time-budget-without-deepening' }]],
	'cli.usage.repeated-option': [
		[{ kind: 'repeated-option', option: '--game', first: 'ttt3', second: 'ttt4' }]
	],
	'cli.proved': [
		['X', 7, 12345, 3.25],
		['O', 1, 10, 0.5],
		[null, 0, 987654, 412.5]
	],
	'cli.notProved': [[500]],
	'cli.solveColumn': [
		[3, 38, 11, 999],
		[0, null, null, null]
	],
	'cli.solveVerdict': [
		[11, 'X', 1, 11, 3],
		[-8, 'O', 4, 14, 0],
		[0, null, 0, 0, 6]
	],
	'cli.usage.bad-time-budget': [[{ kind: 'bad-time-budget', value: '0' }]],
	'cli.usage.bad-iterations': [[{ kind: 'bad-iterations', value: 'abc', max: 1000000 }]],
	'cli.usage.bad-seed': [[{ kind: 'bad-seed', value: 'x' }]],
	'cli.usage.bad-exploration': [[{ kind: 'bad-exploration', value: '-1' }]],
	'cli.usage.mcts-option': [[{ kind: 'mcts-option', option: '--iterations' }]],
	'cli.usage.not-with-mcts': [[{ kind: 'not-with-mcts', option: '--alpha-beta' }]],
	'cli.deepening': [[1000]],
	'cli.iteration': [
		[3, 38, 12, 400, 0.4],
		[1, null, 0, 1, 0]
	],
	'cli.stoppedBy': [['complete'], ['max-depth'], ['time']]
};
