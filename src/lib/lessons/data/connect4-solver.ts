/**
 * Lesson 11, "How a Connect Four solver gets fast": the techniques of the engine's exact solver
 * (engine/connect4-solver.ts, after Pascal Pons' connect4) added one at a time on the same
 * positions, each with the nodes the engine counts (engine/connect4-ladder.ts `solverLadder`;
 * its plain, alpha-beta and centre-first rungs count exactly the nodes of the recorded search
 * shown in the tree), and a chart of them (the `ladder` panel).
 *
 * The positions: MIDGAME is a position of the reference data (tests/unit/fixtures/connect4-solved.txt,
 * scored by Pons' solver: X to move wins with its 16th disc); ENDGAME is MIDGAME after ten more
 * moves of the solver's best play, `4467443773`, so its score is the same (a best move keeps the
 * winner's disc count) and plain minimax can search all of it.
 */
import {
	DECISION_BUDGET_MS,
	formatPosition,
	movesToWin,
	positionFromColumns,
	solveConnect4,
	type Position,
	type SearchOptions
} from '../../engine/index';
import { solverLadder, type LadderRung, type LadderStep } from '../../engine/connect4-ladder';
import { must } from '../facts';
import { narrate, type ResolvedNarration } from '../narration';
import type { Lesson, NarrationContext, Slide } from '../types';

/** The reference position (columns 1-7 from the empty board), 18 discs, X to move. */
export const MIDGAME_MOVES = '617132432571164127';
/** The same game ten best moves later, 28 discs, X to move. */
export const ENDGAME_MOVES = `${MIDGAME_MOVES}4467443773`;
/** Nodes a rung may enter on the midgame before it counts as out of reach. */
export const MIDGAME_BUDGET = 500_000;

const ENDGAME = formatPosition(positionFromColumns(ENDGAME_MOVES));
const MIDGAME = formatPosition(positionFromColumns(MIDGAME_MOVES));

/**
 * The recorded searches the slides show: Connect Four to the end (no depth limit), one technique
 * at a time, so the table and the depth limit are given (the game's defaults would add both).
 */
const C4_ALPHA_BETA: SearchOptions = {
	alphaBeta: true,
	depthPenalty: true,
	order: 'index',
	transpositionTable: false,
	depthLimit: null,
	game: 'connect4'
};
const C4_CENTRE_FIRST: SearchOptions = { ...C4_ALPHA_BETA, order: 'center-first' };
/** A one-ply search of the midgame: the slide needs a search; its tree is not shown. */
const C4_ONE_PLY: SearchOptions = { ...C4_CENTRE_FIRST, depthLimit: 1 };

/** The chart of a slide: every rung measured, and the one the slide is about. */
export interface LadderView {
	readonly ladder: readonly LadderStep[];
	readonly rung: LadderRung;
}

/** Who wins a solved position, and in how many of its own moves. */
export interface SolvedFacts {
	readonly discs: number;
	readonly toMove: 'X' | 'O';
	/** The side that wins, or null for a draw. */
	readonly winner: 'X' | 'O' | null;
	/** The winner's moves to its four, the winning one included (0 for a draw). */
	readonly moves: number;
}

/** Narration values of this lesson, by code. */
export interface Connect4SolverValues {
	'connect4-solver.plain': LadderView & SolvedFacts & { nodes: number };
	'connect4-solver.alpha-beta': LadderView & { nodes: number; plainNodes: number };
	'connect4-solver.centre': LadderView & { nodes: number; alphaBetaNodes: number };
	'connect4-solver.table': LadderView & { nodes: number; centreNodes: number };
	'connect4-solver.null-window': LadderView & {
		nodes: number;
		tableNodes: number;
		searches: number;
	};
	'connect4-solver.anticipate': LadderView & { nodes: number; nullWindowNodes: number };
	'connect4-solver.threats': LadderView & {
		nodes: number;
		anticipateNodes: number;
		solverNodes: number;
	};
	'connect4-solver.midgame': LadderView &
		SolvedFacts & {
			budget: number;
			nullWindow: number;
			anticipate: number;
			threats: number;
			solver: number;
		};
	'connect4-solver.in-game': LadderView &
		SolvedFacts & { budgetMs: number; solverMs: number; column: number };
}

const ladders = new Map<string, LadderStep[]>();

/** The ladder of a position (cached: the slides of one position share it). */
function ladderOf(moves: string, from: LadderRung, budget?: number): LadderStep[] {
	const key = `${moves}|${from}|${budget ?? ''}`;
	let steps = ladders.get(key);
	if (!steps) {
		steps = solverLadder(positionFromColumns(moves), from, budget);
		ladders.set(key, steps);
	}
	return steps;
}

const endgame = () => ladderOf(ENDGAME_MOVES, 'plain');
const midgame = () => ladderOf(MIDGAME_MOVES, 'table', MIDGAME_BUDGET);

/** The nodes of `rung` in `ladder`. @throws Error when the rung is absent or out of reach. */
function nodesOf(ladder: readonly LadderStep[], rung: LadderRung): number {
	return must(ladder.find((s) => s.rung === rung)?.nodes ?? null, `${rung} nodes`);
}

/** Winner and moves to win of `position` from its solved score. */
function solvedFacts(position: Position, score: number): SolvedFacts {
	const discs = position.cells.filter((c) => c !== null).length;
	const mine = position.cells.filter((c) => c === position.toMove).length;
	const other = position.toMove === 'X' ? 'O' : 'X';
	return {
		discs,
		toMove: position.toMove,
		winner: score === 0 ? null : score > 0 ? position.toMove : other,
		moves: movesToWin(score, mine, discs - mine)
	};
}

/** The nodes of the slide's recorded search, checked against the ladder's count of that rung. */
function recorded(context: NarrationContext, ladder: readonly LadderStep[], rung: LadderRung) {
	const nodes = context.result.nodes;
	if (nodes !== nodesOf(ladder, rung)) {
		throw new Error(`The ${rung} search has ${nodes} nodes, the ladder ${nodesOf(ladder, rung)}.`);
	}
	return nodes;
}

/** A slide on `position` searched with `options`: the open tree at its end, fitted, and the ladder. */
function ladderSlide(position: string, options: SearchOptions) {
	return {
		position,
		options,
		view: 'open',
		step: 'end',
		panels: ['board', 'ladder'],
		show: { fit: true }
	} as const;
}

/** The same with the whole tree beside the ladder. */
function wholeTreeSlide(position: string, options: SearchOptions) {
	return {
		...ladderSlide(position, options),
		view: 'whole',
		panels: ['board', 'tree', 'ladder']
	} as const;
}

const slides: Slide[] = [
	{
		...ladderSlide(ENDGAME, C4_ALPHA_BETA),
		narration: narrate('connect4-solver.plain', ({ position }) => {
			const ladder = endgame();
			const score = must(ladder[0].score, 'plain score');
			return {
				ladder,
				rung: 'plain',
				...solvedFacts(position, score),
				nodes: nodesOf(ladder, 'plain')
			};
		})
	},
	{
		...wholeTreeSlide(ENDGAME, C4_ALPHA_BETA),
		narration: narrate('connect4-solver.alpha-beta', (context) => {
			const ladder = endgame();
			return {
				ladder,
				rung: 'alpha-beta',
				nodes: recorded(context, ladder, 'alpha-beta'),
				plainNodes: nodesOf(ladder, 'plain')
			};
		})
	},
	{
		...wholeTreeSlide(ENDGAME, C4_CENTRE_FIRST),
		narration: narrate('connect4-solver.centre', (context) => {
			const ladder = endgame();
			return {
				ladder,
				rung: 'centre-first',
				nodes: recorded(context, ladder, 'centre-first'),
				alphaBetaNodes: nodesOf(ladder, 'alpha-beta')
			};
		})
	},
	{
		...ladderSlide(ENDGAME, C4_CENTRE_FIRST),
		narration: narrate('connect4-solver.table', () => {
			const ladder = endgame();
			return {
				ladder,
				rung: 'table',
				nodes: nodesOf(ladder, 'table'),
				centreNodes: nodesOf(ladder, 'centre-first')
			};
		})
	},
	{
		...ladderSlide(ENDGAME, C4_CENTRE_FIRST),
		narration: narrate('connect4-solver.null-window', () => {
			const ladder = endgame();
			const step = must(ladder.find((s) => s.rung === 'null-window') ?? null, 'null-window rung');
			return {
				ladder,
				rung: 'null-window',
				nodes: nodesOf(ladder, 'null-window'),
				tableNodes: nodesOf(ladder, 'table'),
				searches: must(step.searches, 'null-window searches')
			};
		})
	},
	{
		...ladderSlide(ENDGAME, C4_CENTRE_FIRST),
		narration: narrate('connect4-solver.anticipate', () => {
			const ladder = endgame();
			return {
				ladder,
				rung: 'anticipate',
				nodes: nodesOf(ladder, 'anticipate'),
				nullWindowNodes: nodesOf(ladder, 'null-window')
			};
		})
	},
	{
		...ladderSlide(ENDGAME, C4_CENTRE_FIRST),
		narration: narrate('connect4-solver.threats', () => {
			const ladder = endgame();
			return {
				ladder,
				rung: 'threat-order',
				nodes: nodesOf(ladder, 'threat-order'),
				anticipateNodes: nodesOf(ladder, 'anticipate'),
				solverNodes: nodesOf(ladder, 'solver')
			};
		})
	},
	{
		...ladderSlide(MIDGAME, C4_ONE_PLY),
		narration: narrate('connect4-solver.midgame', ({ position }) => {
			const ladder = midgame();
			const score = must(ladder.find((s) => s.score !== null)?.score ?? null, 'midgame score');
			return {
				ladder,
				rung: 'solver',
				...solvedFacts(position, score),
				budget: MIDGAME_BUDGET,
				nullWindow: nodesOf(ladder, 'null-window'),
				anticipate: nodesOf(ladder, 'anticipate'),
				threats: nodesOf(ladder, 'threat-order'),
				solver: nodesOf(ladder, 'solver')
			};
		})
	},
	{
		...ladderSlide(MIDGAME, C4_ONE_PLY),
		narration: narrate('connect4-solver.in-game', ({ position }) => {
			const solution = solveConnect4(position, { columns: 'best' });
			return {
				ladder: midgame(),
				rung: 'solver',
				...solvedFacts(position, solution.score),
				budgetMs: DECISION_BUDGET_MS,
				solverMs: DECISION_BUDGET_MS / 2,
				column: must(solution.bestColumn, 'best column')
			};
		})
	}
];

/** Lesson 11. */
export const connect4SolverLesson: Lesson = { id: 'connect4-solver', slides };

/** The chart of a resolved slide of this lesson, or null for any other slide. */
export function ladderOfNarration(narration: ResolvedNarration): LadderView | null {
	if (!narration.code.startsWith('connect4-solver.')) return null;
	const values = narration.values as unknown as LadderView;
	return { ladder: values.ladder, rung: values.rung };
}
