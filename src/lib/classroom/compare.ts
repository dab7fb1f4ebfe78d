/**
 * Compare search settings: for one position, the node count and root value under plain
 * minimax, alpha-beta and alpha-beta centre first, each with the depth penalty on and off, with the
 * ratios to plain minimax; Monte Carlo tree search on the same decision (mcts-setting.ts: its tree
 * nodes, playout moves, time and move); for the empty board also the per-opening table (openings.ts).
 *
 * Reference figures (docs/reference-figures.md), empty board: 549,946 nodes for plain minimax
 * (either depth penalty); without the depth penalty alpha-beta 18,297 and centre first 7,275; with
 * it 20,866 and 7,865. A chunkable task (task.ts): one job per search, 7 jobs (the last one MCTS),
 * or 61 on the empty board (54 more for the nine openings); the plain empty-board searches take ~0.3 s each.
 */
import {
	DEFAULT_GAME,
	formatPosition,
	gameDef,
	gameOutcome,
	type GameId,
	type Mark,
	type Outcome,
	type Position
} from '../engine/index';
import { mctsSetting, type MctsFigures } from './mcts-setting';
import { isEmptyBoard, openingJobs, type OpeningRow } from './openings';
import {
	DEPTH_PENALTIES,
	SETTINGS,
	searchSetting,
	withRatios,
	type Setting,
	type SettingFigures
} from './settings';
import { runJobs, runTask, type Job, type Task, type TaskProgress } from './task';

/** The figures for one depth penalty value. */
export interface PenaltyComparison {
	readonly depthPenalty: boolean;
	/** One row per setting, in SETTINGS order (minimax, alpha-beta, centre first). */
	readonly settings: readonly SettingFigures[];
	/** The nine openings (cells 0-8) on the empty 3x3 board; null for any other position or game. */
	readonly openings: readonly OpeningRow[] | null;
}

/** The whole comparison. */
export interface Comparison {
	/** The position, as notation (formatPosition). */
	readonly position: string;
	readonly toMove: Mark;
	/** Outcome when the position is already finished, else null. */
	readonly finished: Outcome | null;
	/** Depth penalty on, then off (DEPTH_PENALTIES order). */
	readonly byPenalty: readonly PenaltyComparison[];
	/** The game (absent: 3x3); beyond 3x3 every search stops at the game's default depth limit. */
	readonly game?: GameId;
	/** Monte Carlo tree search on the same position (MCTS_COMPARE: 1,000 iterations, seed 0). */
	readonly mcts: MctsFigures;
}

/** The label of one comparison job: a search of the position, or of the reply to an opening. */
export interface CompareJob {
	/** A minimax setting, or 'mcts' for the MCTS run (which has no depth penalty: false). */
	readonly setting: Setting | 'mcts';
	readonly depthPenalty: boolean;
	/** The opening cell (0-8) whose reply is searched; null for the position itself. */
	readonly opening: number | null;
}

/**
 * The comparison as a chunkable task: one search per job.
 * @param position a valid position of `game` (parsePosition); it may be finished (every count is
 *   then 1).
 * @param game the game (default 3x3); beyond 3x3 the searches stop at its default depth limit and
 *   there is no openings table.
 * @returns a task whose result is the Comparison.
 */
export function compareTask(
	position: Position,
	game: GameId = DEFAULT_GAME.id
): Task<CompareJob, Comparison> {
	const jobs: Job<CompareJob>[] = [];
	const rows = new Map<boolean, SettingFigures[]>();
	const openingRows = new Map<boolean, OpeningRow[]>();
	const empty = gameDef(game).techniques.openings && isEmptyBoard(position);
	for (const depthPenalty of DEPTH_PENALTIES) {
		const figures: SettingFigures[] = [];
		rows.set(depthPenalty, figures);
		for (const setting of SETTINGS) {
			jobs.push({
				job: { setting, depthPenalty, opening: null },
				run: () => figures.push(searchSetting(position, setting, depthPenalty, game))
			});
		}
		if (empty) {
			const { jobs: more, rows: table } = openingJobs(position, depthPenalty);
			jobs.push(...more);
			openingRows.set(depthPenalty, table);
		}
	}
	let mctsRow: MctsFigures | null = null;
	jobs.push({
		job: { setting: 'mcts', depthPenalty: false, opening: null },
		run: () => (mctsRow = mctsSetting(position, game))
	});
	return runJobs(jobs, () => ({
		...(game === DEFAULT_GAME.id ? {} : { game }),
		position: formatPosition(position),
		toMove: position.toMove,
		finished: gameOutcome(gameDef(game), position.cells),
		byPenalty: DEPTH_PENALTIES.map((depthPenalty) => ({
			depthPenalty,
			settings: withRatios(rows.get(depthPenalty) ?? []),
			openings: empty ? (openingRows.get(depthPenalty) ?? []) : null
		})),
		mcts: mctsRow ?? mctsSetting(position, game)
	}));
}

/** Runs the comparison at once (Node, tests). See compareTask. */
export function compareSettings(
	position: Position,
	onProgress?: (p: TaskProgress<CompareJob>) => void,
	game: GameId = DEFAULT_GAME.id
): Comparison {
	return runTask(compareTask(position, game), onProgress);
}

/**
 * The figures of one setting in a comparison.
 * @throws Error when the comparison lacks it (not a Comparison from compareTask).
 */
export function figuresOf(
	comparison: Comparison,
	setting: Setting,
	depthPenalty: boolean
): SettingFigures {
	const found = comparison.byPenalty
		.find((p) => p.depthPenalty === depthPenalty)
		?.settings.find((f) => f.setting === setting);
	if (!found)
		throw new Error(`The comparison has no ${setting} row (depth penalty ${depthPenalty}).`);
	return found;
}
