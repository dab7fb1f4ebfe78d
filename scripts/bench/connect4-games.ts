/**
 * The computer's decisions in whole games of Connect Four, as the page's worker makes them
 * (engine/decide.ts with Connect Four's default options: alpha-beta, the table, centre first,
 * iterative deepening within the time budget and the exact solver within half of it): GAMES games
 * against a seeded random opponent (mulberry32, game/prng.ts; the computer moves first in the
 * even-numbered games, second in the others), each decision timed from the call to its return.
 * Target (issue "Fast on a school laptop"): no position reached in a game against the computer
 * takes more than the time budget (DECISION_BUDGET_MS, 1 s). Reported: decisions, the median and
 * the slowest decision (ms) with its position, how many went over the budget, how many the solver
 * proved, and the games' results.
 *
 * `benchConnect4Games()` is imported by scripts/bench.ts; run alone with
 * `npx tsx scripts/bench/connect4-games.ts` (GAMES, default 4).
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
	DECISION_BUDGET_MS,
	GAME_DEFS,
	decide,
	emptyGamePosition,
	gameMoves,
	gameOutcome,
	playMove,
	formatPosition,
	type Position
} from '../../src/lib/engine/index.ts';
import { mulberry32 } from '../../src/lib/game/prng.ts';
import { quantile, round } from './stats.ts';

const GAMES = Number(process.env.GAMES ?? 4);
/** The opponent's seed of game g is SEED + g. */
const SEED = 19;

/** What benchConnect4Games returns. */
export interface Connect4GameFigures {
	games: number;
	budgetMs: number;
	decisions: number;
	medianMs: number;
	worstMs: number;
	/** The position (notation) of the slowest decision. */
	worstPosition: string;
	/** Decisions that took more than the budget. */
	overBudget: number;
	/** Decisions the solver proved. */
	proved: number;
	/** Each game's result: 'computer', 'opponent' or 'draw'. */
	results: string[];
	loadAverage: number[];
	targets: { withinBudget: boolean };
}

/**
 * Plays GAMES games of the computer (decide, Connect Four's defaults) against a seeded random
 * opponent and times every decision (module docstring).
 * @throws Error when a decision's move is not legal in its position.
 */
export function benchConnect4Games(): Connect4GameFigures {
	const game = GAME_DEFS.connect4;
	const loadBefore = loadavg()[0];
	const times: number[] = [];
	let worst = { ms: -1, position: '' };
	let proved = 0;
	const results: string[] = [];
	for (let g = 0; g < GAMES; g++) {
		const random = mulberry32(SEED + g);
		const computerMoves = g % 2 === 0 ? 'X' : 'O';
		let position: Position = emptyGamePosition(game);
		for (;;) {
			const outcome = gameOutcome(game, position.cells);
			if (outcome !== null) {
				results.push(
					outcome === 'draw' ? 'draw' : outcome === computerMoves ? 'computer' : 'opponent'
				);
				break;
			}
			const moves = gameMoves(game, position);
			let cell: number;
			if (position.toMove === computerMoves) {
				const t = performance.now();
				const decided = decide(position, { game: 'connect4' });
				const ms = performance.now() - t;
				times.push(ms);
				if (ms > worst.ms) worst = { ms, position: formatPosition(position) };
				if (decided.proof) proved++;
				cell = decided.proof ? decided.proof.cell : decided.result.bestMove!;
				if (!moves.includes(cell)) {
					throw new Error(`The computer chose cell ${cell}, not a legal move here.`);
				}
			} else cell = moves[Math.floor(random() * moves.length)];
			position = playMove(game, position, cell);
		}
	}
	const sorted = [...times].sort((a, b) => a - b);
	const overBudget = times.filter((ms) => ms > DECISION_BUDGET_MS).length;
	return {
		games: GAMES,
		budgetMs: DECISION_BUDGET_MS,
		decisions: times.length,
		medianMs: round(quantile(sorted, 0.5)),
		worstMs: round(worst.ms),
		worstPosition: worst.position,
		overBudget,
		proved,
		results,
		loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)],
		targets: { withinBudget: overBudget === 0 }
	};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	console.log(JSON.stringify(benchConnect4Games(), null, 2));
}
