/**
 * `npm run --silent analyze -- --mcts [--iterations N] [--seed S] [--exploration C]
 * [--time-budget MS] [--game ttt3|ttt4|connect4|ultimate] [--no-depth-penalty] [--json] [--lang en|fr]
 * POSITION [SIDE]`: Monte Carlo tree search (src/lib/mcts) in one position, with per root move its
 * visits, win rate and, beside them, the exact minimax value where the engine gives it:
 * - 3x3 and 4x4: one alpha-beta search over the whole tree per move (4x4 centre first with the
 *   transposition table, as the game review does), all of them within EXACT_BUDGET_MS;
 * - ultimate tic-tac-toe: the same searches within ULTIMATE_EXACT_BUDGET_MS;
 * - Connect Four: the exact solver, every column, within SOLVER_BUDGET_MS (the empty board and
 *   other early positions take longer: their exact values are then not shown).
 * The values are from the side to move's view, with the depth penalty unless --no-depth-penalty
 * (docs/conventions.md, "Scores"); each has its result (win, draw, loss), the win rate MCTS
 * estimates (1, 0.5, 0). analyze.ts hands any command line with --mcts here after parsing it
 * (cli-options.ts, CliMcts).
 */
import { formatPosition, type GameDef, type Position } from '../src/lib/engine/index';
import { CLI_CATALOGUES } from '../src/lib/i18n/cli-catalogues';
import type { Language } from '../src/lib/i18n/index';
import { MCTS_MESSAGES, type ExactMoveParts } from '../src/lib/i18n/mcts';
import { exactMoveValues as exactValuesOf, gamePosition, mcts } from '../src/lib/mcts/index';
import type { CliMcts } from './mcts-options';

/** Milliseconds the exact values of 3x3 and 4x4 may take in all (the empty 4x4 board: about 5 s). */
export const EXACT_BUDGET_MS = 10_000;
/**
 * Milliseconds the exact values of ultimate tic-tac-toe may take in all: only positions near the
 * end finish, so the wait stays short where nothing could.
 */
export const ULTIMATE_EXACT_BUDGET_MS = 1_000;
/** Milliseconds Connect Four's exact solver may take. */
export const SOLVER_BUDGET_MS = 2_000;

/** The exact values of the root moves, and how they were found. */
export interface ExactValues {
	/** By cell: the move's value and result, or null when not known (out of time). */
	readonly byCell: ReadonlyMap<number, ExactMoveParts | null>;
	readonly source: 'search' | 'solver' | 'none';
	/** True when every move has its value. */
	readonly complete: boolean;
	readonly budgetMs: number;
}

const resultOf = (value: number): ExactMoveParts['result'] =>
	value > 0 ? 'win' : value < 0 ? 'loss' : 'draw';

/**
 * The exact value of each move of `moves` in `position`, for the side to move, with its result
 * (the shared mcts/exact.ts within the command line's budgets, EXACT_BUDGET_MS, or
 * ULTIMATE_EXACT_BUDGET_MS for ultimate tic-tac-toe, and SOLVER_BUDGET_MS).
 */
export function exactMoveValues(
	game: GameDef,
	position: Position,
	moves: readonly number[],
	depthPenalty: boolean
): ExactValues {
	// A game whose exact value is an estimate (ultimate): only positions near the end finish.
	const searchMs =
		game.techniques.exact === 'estimate' ? ULTIMATE_EXACT_BUDGET_MS : EXACT_BUDGET_MS;
	const e = exactValuesOf(game, position, moves, depthPenalty, {
		searchMs,
		solverMs: SOLVER_BUDGET_MS
	});
	const byCell = new Map<number, ExactMoveParts | null>();
	for (const m of e.moves) {
		byCell.set(m.move, m.value === null ? null : { value: m.value, result: resultOf(m.value) });
	}
	return { byCell, source: e.source, complete: e.complete, budgetMs: e.budgetMs };
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Runs MCTS on `position` (a valid position of `game`) with the command line's settings and
 * returns its text lines or its one JSON line.
 */
export function analyzeMcts(
	game: GameDef,
	position: Position,
	settings: CliMcts,
	depthPenalty: boolean,
	json: boolean,
	lang: Language
): string {
	const t = MCTS_MESSAGES[lang];
	const start = performance.now();
	const r = mcts(gamePosition(game, position), {
		...(settings.iterations !== null && { iterations: settings.iterations }),
		...(settings.timeBudgetMs !== null && { timeBudgetMs: settings.timeBudgetMs }),
		seed: settings.seed,
		exploration: settings.exploration,
		record: false
	});
	const ms = round2(performance.now() - start);
	const over = r.result !== null;
	const exact = over
		? null
		: exactMoveValues(
				game,
				position,
				r.moves.map((m) => m.move),
				depthPenalty
			);
	const notation = formatPosition(position);
	if (json) {
		return JSON.stringify({
			game: game.id,
			position: notation,
			toMove: position.toMove,
			algorithm: 'mcts',
			...(over ? { result: r.result } : { bestMove: r.bestMove }),
			iterations: r.iterations,
			timeBudgetMs: settings.timeBudgetMs,
			seed: settings.seed,
			exploration: settings.exploration,
			depthPenalty,
			moves: r.moves.map((m) => ({
				cell: m.move,
				...(game.gravity && { column: m.move % game.width }),
				visits: m.visits,
				wins: m.wins,
				winRate: m.winRate,
				exact: exact?.byCell.get(m.move) ?? null
			})),
			exactSource: exact?.source ?? null,
			nodes: r.nodes,
			ms
		});
	}
	const lines = [
		CLI_CATALOGUES[lang].cli.positionLine(notation, over ? null : position.toMove, t.name),
		t.settings(settings.iterations, settings.timeBudgetMs, settings.seed, settings.exploration)
	];
	if (r.result === null && exact !== null) {
		lines.push(t.header);
		for (const m of r.moves) {
			const e = exact.byCell.get(m.move) ?? null;
			lines.push(t.row(m.move, m.visits, m.winRate, e, m.move === r.bestMove));
		}
		lines.push(t.exactSource(exact.source, exact.budgetMs, exact.complete));
		const best = r.moves.find((m) => m.move === r.bestMove);
		if (best) lines.push(t.chosen(best.move, best.visits));
	}
	if (r.result !== null) lines.push(CLI_CATALOGUES[lang].cli.over(r.result));
	lines.push(t.figures(r.iterations, r.nodes, ms));
	return lines.join('\n');
}
