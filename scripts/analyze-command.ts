/**
 * `npm run --silent analyze -- [--alpha-beta|--no-alpha-beta] [--order index|center-first]
 * [--no-depth-penalty] [--game ttt3|ttt4|connect4|ultimate]
 * [--transposition-table|--no-transposition-table]
 * [--depth-limit N|none] [--iterative-deepening|--no-iterative-deepening] [--time-budget MS]
 * [--solve] [--json] [--lang en|fr] POSITION [SIDE]`: the AI's decision in one position (engine
 * `decide`, the page's worker's too), with every root move's score and the node count. Options
 * left out take the game's defaults (resolveSearchOptions). Text for people (cells from 1, in the
 * language of --lang); JSON for tools (cells from 0, the same in every language), with the game,
 * the techniques and their figures (table entries and hits, horizon leaves); with iterative
 * deepening, each complete iteration and why they stopped, the answer being the last one's
 * (deepening.ts); with the solver (Connect Four's default), whether it proved the position within
 * half the time budget, the best move and scores then being the proof's. `--solve` (Connect Four)
 * runs the exact solver alone without a time limit and prints every column's exact score (Pascal
 * Pons' convention) and minimax value. A finished position gets its result and no side to move.
 * POSITION may start with '-' (an empty cell; see readsAsPosition). Exit status 2 on bad input.
 * With `--tree TEXT`, an abstract tree is searched instead (scripts/tree-cli.ts, its own options).
 * With `--mcts`, Monte Carlo tree search runs instead (scripts/mcts-cli.ts; --iterations, --seed,
 * --exploration, --time-budget).
 * Ultimate tic-tac-toe's position is printed as nine small grids with the board to play in, its
 * moves with their board and cell (scripts/ultimate-cli.ts).
 */
import {
	decide,
	dropCell,
	formatPosition,
	gameDef,
	gameOf,
	gameOutcome,
	movesToWin,
	parsePosition,
	solveConnect4,
	solverValue,
	type Position
} from '../src/lib/engine/index';
import { CLI_CATALOGUES } from '../src/lib/i18n/cli-catalogues';
import type { Language } from '../src/lib/i18n/index';
import type { CliIo } from './cli-io';
import {
	commandErrorText,
	describeOptions,
	optionsHelp,
	parseCli,
	positionText
} from './cli-options';
import { cliWriter } from './cli-writer';
import { analyzeMcts } from './mcts-cli';
import { isTreeCommand, treeCommand } from './tree-cli';
import { ultimateGridLines, ultimateMoveName } from './ultimate-cli';

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/** `--solve`: the exact solver alone, every column exactly (Connect Four, not finished). */
function solveOnly(
	position: Position,
	depthPenalty: boolean,
	json: boolean,
	lang: Language
): string {
	const t = CLI_CATALOGUES[lang];
	const game = gameDef('connect4');
	const start = performance.now();
	const s = solveConnect4(position);
	const ms = round2(performance.now() - start);
	const column = s.bestColumn as number;
	const other = position.toMove === 'X' ? 'O' : 'X';
	const winner = s.score > 0 ? position.toMove : s.score < 0 ? other : null;
	const moves = movesToWin(s.score, s.mine, s.theirs);
	const columns = s.columns.map((c, col) =>
		c === null
			? null
			: {
					column: col,
					cell: dropCell(game, position.cells, col) as number,
					score: c.score,
					value: solverValue(c.score, s.mine, s.theirs, depthPenalty)
				}
	);
	const value = solverValue(s.score, s.mine, s.theirs, depthPenalty);
	const bestMove = dropCell(game, position.cells, column) as number;
	if (json) {
		const out = {
			game: game.id,
			position: formatPosition(position),
			toMove: position.toMove,
			solve: true,
			score: s.score,
			value,
			bestColumn: column,
			bestMove,
			winner,
			moves,
			columns,
			nodes: s.nodes,
			ms
		};
		return JSON.stringify(out);
	}
	const lines = [t.cli.solveHeading, t.cli.solveHeader];
	columns.forEach((c, col) =>
		lines.push(t.cli.solveColumn(col, c?.cell ?? null, c?.score ?? null, c?.value ?? null))
	);
	const disc = winner === position.toMove ? s.mine + moves : s.theirs + moves;
	lines.push(t.cli.solveVerdict(s.score, winner, moves, disc, column));
	lines.push(t.cli.best(bestMove, value));
	lines.push(t.cli.nodes(s.nodes, ms));
	return lines.join('\n');
}

/**
 * Runs `analyze` on `argv` (the arguments after the script's name) with `io`'s streams: the
 * decision on stdout, or one error line on stderr. Returns the exit status: 0, or 2 for a bad
 * command line, position or tree.
 */
export async function analyze(argv: readonly string[], io: CliIo): Promise<number> {
	// An abstract tree (`--tree '[[3,12,8],[2,4,6],[14,5,2]]'`) has its own options: tree-cli.ts.
	if (isTreeCommand(argv)) return treeCommand(argv, io);
	const writer = cliWriter(io);
	try {
		const { text, json } = analyzePosition(argv);
		writer.output(text, json);
		return 0;
	} catch (error) {
		const message = commandErrorText(error, argv);
		if (message === null) throw error;
		writer.error(message);
		return 2;
	}
}

/** analyze on a position: the text or the JSON line it prints. */
function analyzePosition(argv: readonly string[]): { text: string; json: boolean } {
	const { options, deepening, timeBudgetMs, solve, mcts, json, help, lang, positionals } =
		parseCli(argv);
	const t = CLI_CATALOGUES[lang];
	if (help) return { text: `${t.cli.analyzeUsage}\n${optionsHelp(t)}`, json: false };
	const game = gameOf(options);
	const position = parsePosition(positionText(positionals), game.id);
	const over = gameOutcome(game, position.cells) !== null;
	if (solve && !over) return { text: solveOnly(position, options.depthPenalty, json, lang), json };
	if (mcts)
		return { text: analyzeMcts(game, position, mcts, options.depthPenalty, json, lang), json };
	const start = performance.now();
	const decided = decide(position, options, { timeBudgetMs });
	const { result, proof } = decided;
	const deepened = decided.iterations && decided.stoppedBy ? decided : null;
	const solverRan = options.solver && !over;
	const ms = round2(performance.now() - start);
	const notation = formatPosition(position);
	if (json) {
		const head = { game: game.id, position: notation, toMove: position.toMove };
		const figures = {
			nodes: result.nodes,
			transpositionTable: options.transpositionTable ?? false,
			tableEntries: result.tableEntries,
			tableHits: result.tableHits,
			depthLimit: result.options.depthLimit ?? null,
			horizonLeaves: result.horizonLeaves,
			kept: result.kept,
			ms,
			...(deepened && deepening
				? {
						iterativeDeepening: {
							timeBudgetMs: deepening.timeBudgetMs,
							stoppedBy: deepened.stoppedBy,
							iterations: deepened.iterations
						}
					}
				: {}),
			...(solverRan ? { solver: { timeBudgetMs: timeBudgetMs / 2, proof } } : {})
		};
		const out = result.result
			? { ...head, result: result.result, value: result.value, ...figures }
			: {
					...head,
					bestMove: result.bestMove,
					value: result.value,
					moves: result.moves,
					...figures
				};
		return { text: JSON.stringify(out), json };
	}
	const mode = describeOptions(options, t);
	// A finished position has no side to move worth naming: the game is over.
	const lines = [t.cli.positionLine(notation, result.result ? null : position.toMove, mode)];
	const width = String(game.cellCount).length;
	const ultimate = game.board === 'nine-boards';
	if (ultimate) lines.push(...ultimateGridLines(position, t));
	for (let r = 0; r < (ultimate ? 0 : game.height); r++) {
		const row = Array.from({ length: game.width }, (_, c) => r * game.width + c);
		const cell = (i: number) => (position.cells[i] ?? String(i + 1)).padStart(width);
		lines.push('  ' + row.map(cell).join(' | '));
	}
	if (deepened?.iterations && deepened.stoppedBy && deepening) {
		lines.push(t.cli.deepening(deepening.timeBudgetMs));
		for (const it of deepened.iterations) {
			lines.push(t.cli.iteration(it.depth, it.bestMove, it.value, it.nodes, it.ms));
		}
		lines.push(t.cli.stoppedBy(deepened.stoppedBy));
	}
	if (result.result) {
		lines.push(t.cli.over(result.result));
	} else {
		const { cellHeader, scoreHeader } = t.cli;
		const name = (cell: number) => (ultimate ? ultimateMoveName(cell, t) : String(cell + 1));
		const cellWidth = Math.max(cellHeader.length, ...result.moves.map((m) => name(m.cell).length));
		lines.push(`${cellHeader.padEnd(cellWidth)}  ${scoreHeader}`);
		for (const m of result.moves) {
			const mark = m.cell === result.bestMove ? `  ${t.cli.bestMarker}` : '';
			const cell = name(m.cell).padStart(cellWidth);
			const score = t.steps.valueWithBound(m.score, m.bound).padStart(scoreHeader.length);
			lines.push(`${cell}  ${score}${mark}`);
		}
		lines.push(t.cli.best(result.bestMove as number, result.value));
		if (proof) lines.push(t.cli.proved(proof.winner, proof.moves, proof.nodes, round2(proof.ms)));
		else if (solverRan) lines.push(t.cli.notProved(timeBudgetMs / 2));
	}
	lines.push(t.cli.nodes(result.nodes, ms));
	return { text: lines.join('\n'), json };
}
