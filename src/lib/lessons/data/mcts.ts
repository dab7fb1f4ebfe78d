/**
 * Lesson 12, "When the tree is too big to search: Monte Carlo tree search": why minimax cannot
 * search Connect Four to the end (the node counts of plain searches to a depth limit, measured by
 * the engine), the four phases of MCTS (src/lib/mcts) on one iteration of a seeded run from
 * `XOX/.O./X..` read from its record (selection with the UCT values compared, expansion, playout,
 * backpropagation), exploration against exploitation (the constant c), convergence (the most
 * visited move's win rate against iterations beside the exact minimax value), and a trap where a
 * few iterations choose a move minimax proves lost. Every figure is computed here from the engine
 * and the MCTS record, none typed in; the slides show the figures as tables and a chart (the
 * `mcts` panel).
 */
import { GAME_DEFS, gameDef, other, parsePosition, type SearchOptions } from '../../engine/index';
import {
	gamePosition,
	iterationPhases,
	mcts,
	mctsNodeMoves,
	rootChildrenAfter,
	rootSeries,
	selectionChoices,
	type MctsResult
} from '../../mcts/index';
import { narrate, type ResolvedNarration } from '../narration';
import type { Lesson, NarrationContext, Slide } from '../types';
import { PLAIN, PLAIN_NO_PENALTY } from './options';
import { EMPTY_BOARD } from './positions';

/** The position of the four phases: the reference position, O to move (cells 4, 6, 8, 9 free). */
export const PHASES_POSITION = 'XOX/.O./X..';
/** The seed of the phases' run. */
export const PHASES_SEED = 1;
/** The iteration (from 0) the phase slides follow: the eighth, the first to select, expand and play out below a root child. */
export const PHASES_ITERATION = 7;
/** The position of exploration and convergence: X in a corner, O in the centre (a draw). */
export const DRAW_POSITION = 'X../.O./...';
/** The seed of the exploration and convergence runs. */
export const DRAW_SEED = 1;
/** The exploration constants compared: none, the default √2, a large one. */
export const EXPLORATIONS: readonly number[] = [0, Math.SQRT2, 4];
/** Iterations of each exploration run. */
export const EXPLORATION_ITERATIONS = 1000;
/** The iteration counts of the convergence chart. */
export const CONVERGENCE_AT: readonly number[] = [10, 30, 100, 300, 1000, 3000, 10000];
/** The trap: O to move; the centre and three other moves lose, cells 1 and 7 draw. */
export const TRAP_POSITION = '..X/X.O/...';
/** The seed of the trap's runs. */
export const TRAP_SEED = 0;
/** The iteration counts of the trap's runs. */
export const TRAP_ITERATIONS: readonly number[] = [100, 1000, 10000];
/** The depth limits of the Connect Four counts. */
export const GROWTH_LIMITS: readonly number[] = [1, 2, 3, 4, 5];

/** Plain minimax on Connect Four to a depth limit, no table. */
const c4Limit = (depthLimit: number): SearchOptions => ({
	...PLAIN,
	transpositionTable: false,
	depthLimit,
	game: 'connect4'
});
const C4_EMPTY = Array.from({ length: 6 }, () => '.......').join('/');

/** A root child in a figure: N, W and, at a selection, its UCT value. */
export interface MctsFigureChild {
	readonly move: number;
	readonly visits: number;
	readonly wins: number;
	/** W/N + c·sqrt(ln N_root / N) when the figure shows a selection, else null. */
	readonly uct: number | null;
	/** The child the selection goes to (or went through). */
	readonly selected: boolean;
}

/** What the `mcts` panel shows (ui/lessons/MctsFigure.svelte): a table or the convergence chart. */
export type MctsFigure =
	/** Nodes of plain minimax to each depth limit from Connect Four's empty board. */
	| { readonly kind: 'growth'; readonly rows: readonly { depth: number; nodes: number }[] }
	/** The root's children after `iterations` iterations (root N = iterations). */
	| {
			readonly kind: 'children';
			readonly iterations: number;
			readonly rows: readonly MctsFigureChild[];
	  }
	/** Per exploration constant c: each root move's visits and the move played. */
	| {
			readonly kind: 'exploration';
			readonly iterations: number;
			readonly moves: readonly number[];
			readonly rows: readonly { c: number; visits: number[]; best: number }[];
	  }
	/** The most visited root move's win rate after each iteration count, and the exact value. */
	| {
			readonly kind: 'convergence';
			readonly points: readonly { iterations: number; move: number; winRate: number }[];
			/** The exact value as a win rate: 1 a win, 0.5 a draw, 0 a loss (minimax). */
			readonly exact: number;
	  }
	/** Per iteration count: the move MCTS plays, its visits and win rate, its minimax score. */
	| {
			readonly kind: 'trap';
			readonly rows: readonly {
				iterations: number;
				move: number;
				visits: number;
				winRate: number;
				score: number;
			}[];
	  };

/** Narration values of this lesson, by code. */
export interface MctsLessonValues {
	'mcts.too-big': {
		figure: MctsFigure;
		/** Nodes of the whole 3x3 tree (plain minimax from the empty board). */
		full3x3: number;
		/** Nodes at the deepest limit over the one before: the growth per ply. */
		ratio: number;
		/** The most plies a Connect Four game lasts (its cells). */
		plies: number;
	};
	'mcts.selection': {
		figure: MctsFigure;
		seed: number;
		/** The iteration, from 1. */
		iteration: number;
		/** The root's visits before it. */
		parentVisits: number;
		/** The moves selection walks from the root. */
		path: number[];
		chosen: number;
		chosenUct: number;
	};
	'mcts.expansion': {
		figure: MctsFigure;
		iteration: number;
		/** The node where selection stopped, as moves from the root. */
		at: number[];
		expanded: number;
		playout: number[];
		/** The side that plays the playout's first move. */
		playoutFirst: 'X' | 'O';
		result: 'X' | 'O' | 'draw';
		toMove: 'X' | 'O';
	};
	'mcts.backpropagation': {
		figure: MctsFigure;
		iteration: number;
		/** Each node of the path, root first: its moves from the root and the reward added. */
		updates: { path: number[]; reward: number }[];
		result: 'X' | 'O' | 'draw';
		/** The selected root child's N and W before and after. */
		child: number;
		before: { visits: number; wins: number };
		after: { visits: number; wins: number };
	};
	'mcts.exploration': {
		figure: MctsFigure;
		iterations: number;
		/** Every root move's minimax score (0: all draw). */
		scores: number[];
		/** c = 0: the move played, its visits and win rate. */
		greedy: { move: number; visits: number; winRate: number };
		/** c = 4: the fewest and the most visits of a move. */
		spread: { fewest: number; most: number };
	};
	'mcts.convergence': {
		figure: MctsFigure;
		exact: number;
		first: { iterations: number; winRate: number };
		last: { iterations: number; winRate: number; move: number };
	};
	'mcts.trap': {
		figure: MctsFigure;
		/** The move minimax plays, its score, and the moves it proves lost. */
		best: number;
		value: number;
		losing: number[];
	};
}

const runs = new Map<string, MctsResult>();

/** A seeded MCTS run on the 3x3 board (cached: slides share runs). */
export function runOf(
	notation: string,
	iterations: number,
	seed: number,
	exploration = Math.SQRT2
): MctsResult {
	const key = `${notation}|${iterations}|${seed}|${exploration}`;
	let run = runs.get(key);
	if (!run) {
		run = mcts(gamePosition(GAME_DEFS.ttt3, parsePosition(notation)), {
			iterations,
			seed,
			exploration
		});
		runs.set(key, run);
	}
	return run;
}

const phasesRun = () => runOf(PHASES_POSITION, PHASES_ITERATION + 1, PHASES_SEED);

/** The root's children after k iterations of `run`, the selected one (and UCT values) marked. */
function childrenFigure(run: MctsResult, k: number, selectedAt: number | null): MctsFigure {
	const choice = selectedAt === null ? null : (selectionChoices(run.record, selectedAt)[0] ?? null);
	const uct = new Map(choice?.candidates.map((c) => [c.move, c.uct]) ?? []);
	const chosen = choice === null ? -1 : run.record.move[choice.chosen];
	return {
		kind: 'children',
		iterations: k,
		rows: rootChildrenAfter(run.record, k).map((c) => ({
			move: c.move,
			visits: c.visits,
			wins: c.wins,
			uct: uct.get(c.move) ?? null,
			selected: c.move === chosen
		}))
	};
}

/** A minimax score as a win rate for the side to move: 1 a win, 0.5 a draw, 0 a loss. */
const asWinRate = (score: number) => (score > 0 ? 1 : score < 0 ? 0 : 0.5);

function scoresOf(context: NarrationContext): Map<number, number> {
	return new Map(context.result.moves.map((m) => [m.cell, m.score]));
}

/**
 * A slide on `position` searched with `options`: the open tree at its end, fitted, with `panels`
 * (the board and the MCTS run unless told).
 */
function openSlide(
	position: string,
	options: SearchOptions,
	panels: Slide['panels'] = ['board', 'mcts']
) {
	return { position, options, view: 'open', step: 'end', panels, show: { fit: true } } as const;
}

const slides: Slide[] = [
	{
		...openSlide(C4_EMPTY, c4Limit(GROWTH_LIMITS[GROWTH_LIMITS.length - 1])),
		narration: narrate('mcts.too-big', (context) => {
			const rows = GROWTH_LIMITS.map((depth) => ({
				depth,
				nodes: context.lab.search(C4_EMPTY, c4Limit(depth)).nodes
			}));
			const n = rows.length;
			return {
				figure: { kind: 'growth', rows },
				full3x3: context.lab.search(EMPTY_BOARD, PLAIN).nodes,
				ratio: rows[n - 1].nodes / rows[n - 2].nodes,
				plies: gameDef('connect4').cellCount
			};
		})
	},
	{
		...openSlide(PHASES_POSITION, PLAIN_NO_PENALTY),
		narration: narrate('mcts.selection', () => {
			const run = phasesRun();
			const i = PHASES_ITERATION;
			const phases = iterationPhases(run.record, i);
			const root = selectionChoices(run.record, i)[0];
			const chosen = root.candidates.find((c) => c.node === root.chosen);
			if (!chosen) throw new Error('The selection left the root for no child.');
			const last = phases.selection[phases.selection.length - 1];
			return {
				figure: childrenFigure(run, i, i),
				seed: PHASES_SEED,
				iteration: i + 1,
				parentVisits: i,
				path: mctsNodeMoves(run.record, last),
				chosen: chosen.move,
				chosenUct: chosen.uct
			};
		})
	},
	{
		...openSlide(PHASES_POSITION, PLAIN_NO_PENALTY),
		narration: narrate('mcts.expansion', ({ position }) => {
			const run = phasesRun();
			const i = PHASES_ITERATION;
			const phases = iterationPhases(run.record, i);
			if (phases.expandedMove === null) throw new Error('The phases iteration expands nothing.');
			return {
				figure: childrenFigure(run, i, i),
				iteration: i + 1,
				at: mctsNodeMoves(run.record, phases.selection[phases.selection.length - 1]),
				expanded: phases.expandedMove,
				playout: [...phases.playout],
				// The new node is selection.length plies below the root; the root's side plays odd plies.
				playoutFirst: phases.selection.length % 2 === 0 ? position.toMove : other(position.toMove),
				result: phases.result,
				toMove: position.toMove
			};
		})
	},
	{
		...openSlide(PHASES_POSITION, PLAIN_NO_PENALTY),
		narration: narrate('mcts.backpropagation', () => {
			const run = phasesRun();
			const i = PHASES_ITERATION;
			const phases = iterationPhases(run.record, i);
			const root = selectionChoices(run.record, i)[0];
			const child = run.record.move[root.chosen];
			const before = rootChildrenAfter(run.record, i).find((c) => c.move === child);
			const after = rootChildrenAfter(run.record, i + 1).find((c) => c.move === child);
			if (!before || !after) throw new Error('The selected child is missing.');
			return {
				figure: childrenFigure(run, i + 1, null),
				iteration: i + 1,
				updates: phases.updates.map((u) => ({
					path: mctsNodeMoves(run.record, u.node),
					reward: u.reward
				})),
				result: phases.result,
				child,
				before: { visits: before.visits, wins: before.wins },
				after: { visits: after.visits, wins: after.wins }
			};
		})
	},
	{
		...openSlide(DRAW_POSITION, PLAIN_NO_PENALTY),
		narration: narrate('mcts.exploration', (context) => {
			const results = EXPLORATIONS.map((c) =>
				runOf(DRAW_POSITION, EXPLORATION_ITERATIONS, DRAW_SEED, c)
			);
			const moves = results[0].moves.map((m) => m.move);
			const rows = results.map((r, j) => ({
				c: EXPLORATIONS[j],
				visits: r.moves.map((m) => m.visits),
				best: r.bestMove as number
			}));
			const greedy = results[0].moves.find((m) => m.move === results[0].bestMove);
			if (!greedy) throw new Error('c = 0 played no move.');
			const wide = results[results.length - 1].moves.map((m) => m.visits);
			return {
				figure: { kind: 'exploration', iterations: EXPLORATION_ITERATIONS, moves, rows },
				iterations: EXPLORATION_ITERATIONS,
				scores: context.result.moves.map((m) => m.score),
				greedy: {
					move: greedy.move,
					visits: greedy.visits,
					winRate: greedy.winRate as number
				},
				spread: { fewest: Math.min(...wide), most: Math.max(...wide) }
			};
		})
	},
	{
		...openSlide(DRAW_POSITION, PLAIN_NO_PENALTY),
		narration: narrate('mcts.convergence', (context) => {
			const run = runOf(DRAW_POSITION, CONVERGENCE_AT[CONVERGENCE_AT.length - 1], DRAW_SEED);
			const series = rootSeries(run.record, CONVERGENCE_AT);
			const points = CONVERGENCE_AT.map((iterations, j) => {
				let top = series.moves[0];
				for (const m of series.moves) if (m.visits[j] > top.visits[j]) top = m;
				return { iterations, move: top.move, winRate: top.winRates[j] as number };
			});
			const exact = asWinRate(context.result.value);
			const last = points[points.length - 1];
			return {
				figure: { kind: 'convergence', points, exact },
				exact,
				first: { iterations: points[0].iterations, winRate: points[0].winRate },
				last: { iterations: last.iterations, winRate: last.winRate, move: last.move }
			};
		})
	},
	{
		...openSlide(TRAP_POSITION, PLAIN_NO_PENALTY, ['board', 'candidates', 'mcts']),
		narration: narrate('mcts.trap', (context) => {
			const scores = scoresOf(context);
			const rows = TRAP_ITERATIONS.map((iterations) => {
				const r = runOf(TRAP_POSITION, iterations, TRAP_SEED);
				const m = r.moves.find((x) => x.move === r.bestMove);
				if (!m) throw new Error('MCTS played no move in the trap.');
				return {
					iterations,
					move: m.move,
					visits: m.visits,
					winRate: m.winRate as number,
					score: scores.get(m.move) as number
				};
			});
			return {
				figure: { kind: 'trap', rows },
				best: context.result.bestMove as number,
				value: context.result.value,
				losing: context.result.moves.filter((m) => m.score < 0).map((m) => m.cell)
			};
		})
	}
];

/** Lesson 12. */
export const mctsLesson: Lesson = { id: 'mcts', slides };

/** The figure of a resolved slide of this lesson, or null for any other slide. */
export function mctsFigureOfNarration(narration: ResolvedNarration): MctsFigure | null {
	if (!narration.code.startsWith('mcts.')) return null;
	return (narration.values as unknown as { figure: MctsFigure }).figure;
}
