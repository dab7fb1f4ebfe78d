/**
 * `npm run --silent analyze -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--game ttt3|ttt4|connect4] [--transposition-table] [--depth-limit N|none]
 * [--iterative-deepening [--time-budget MS]] [--json] [--lang en|fr] POSITION [SIDE]`: the AI's decision in one position, with every root move's score
 * and the node count. Text for people (cells from 1, in the language of --lang); JSON for tools
 * (cells from 0, the same in every language), with the game, the techniques and their figures
 * (table entries and hits, horizon leaves); with --iterative-deepening, each complete iteration
 * and why they stopped, the answer being the last one's (deepening.ts). A finished position gets its result and no side to
 * move. POSITION may start with '-' (an empty cell; see readsAsPosition). Exit status 2 on bad input.
 */
import {
	formatPosition,
	gameOf,
	iterativeDeepening,
	parsePosition,
	search,
	type DeepeningResult,
	type SearchResult
} from '../src/lib/engine/index.ts';
import { CATALOGUES } from '../src/lib/i18n/index.ts';
import { describeOptions, optionsHelp, parseCli, positionText, runCli } from './cli-options.ts';

runCli(() => {
	const { options, deepening, json, help, lang, positionals } = parseCli(process.argv.slice(2));
	const t = CATALOGUES[lang];
	if (help) {
		process.stdout.write(`${t.cli.analyzeUsage}\n${optionsHelp(t)}\n`);
		return;
	}
	const game = gameOf(options);
	const position = parsePosition(positionText(positionals), game.id);
	const start = performance.now();
	let deepened: DeepeningResult | null = null;
	let result: SearchResult;
	if (deepening) {
		deepened = iterativeDeepening(position, options, deepening);
		result = deepened.result;
	} else {
		result = search(position, options);
	}
	const ms = Math.round((performance.now() - start) * 100) / 100;
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
				: {})
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
		process.stdout.write(`${JSON.stringify(out)}\n`);
		return;
	}
	const mode = describeOptions(options, t);
	// A finished position has no side to move worth naming: the game is over.
	const lines = [t.cli.positionLine(notation, result.result ? null : position.toMove, mode)];
	const width = String(game.cellCount).length;
	for (let r = 0; r < game.height; r++) {
		const row = Array.from({ length: game.width }, (_, c) => r * game.width + c);
		const cell = (i: number) => (position.cells[i] ?? String(i + 1)).padStart(width);
		lines.push('  ' + row.map(cell).join(' | '));
	}
	if (deepened && deepening) {
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
		lines.push(`${cellHeader}  ${scoreHeader}`);
		for (const m of result.moves) {
			const mark = m.cell === result.bestMove ? `  ${t.cli.bestMarker}` : '';
			const cell = String(m.cell + 1).padStart(cellHeader.length);
			const score = t.steps.valueWithBound(m.score, m.bound).padStart(scoreHeader.length);
			lines.push(`${cell}  ${score}${mark}`);
		}
		lines.push(t.cli.best(result.bestMove as number, result.value));
	}
	lines.push(t.cli.nodes(result.nodes, ms));
	process.stdout.write(`${lines.join('\n')}\n`);
});
