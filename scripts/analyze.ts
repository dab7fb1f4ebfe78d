/**
 * `npm run --silent analyze -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--json] [--lang en|fr] POSITION [SIDE]`: the AI's decision in one position, with every root
 * move's score and the node count. Text for people (cells 1-9, in the language of --lang); JSON for
 * tools (cells 0-8, the same in every language). A finished position gets its result and no side to
 * move. POSITION may start with '-' (an empty cell; see readsAsPosition). Exit status 2 on bad input.
 */
import { formatPosition, parsePosition, search } from '../src/lib/engine/index.ts';
import { CATALOGUES } from '../src/lib/i18n/index.ts';
import { describeOptions, optionsHelp, parseCli, positionText, runCli } from './cli-options.ts';

runCli(() => {
	const { options, json, help, lang, positionals } = parseCli(process.argv.slice(2));
	const t = CATALOGUES[lang];
	if (help) {
		process.stdout.write(`${t.cli.analyzeUsage}\n${optionsHelp(t)}\n`);
		return;
	}
	const position = parsePosition(positionText(positionals));
	const start = performance.now();
	const result = search(position, options);
	const ms = Math.round((performance.now() - start) * 100) / 100;
	const notation = formatPosition(position);
	if (json) {
		const out = result.result
			? {
					position: notation,
					toMove: position.toMove,
					result: result.result,
					value: result.value,
					nodes: result.nodes,
					ms
				}
			: {
					position: notation,
					toMove: position.toMove,
					bestMove: result.bestMove,
					value: result.value,
					moves: result.moves,
					nodes: result.nodes,
					ms
				};
		process.stdout.write(`${JSON.stringify(out)}\n`);
		return;
	}
	const mode = describeOptions(options, t);
	// A finished position has no side to move worth naming: the game is over.
	const lines = [t.cli.positionLine(notation, result.result ? null : position.toMove, mode)];
	for (let r = 0; r < 3; r++) {
		lines.push(
			'  ' + [0, 1, 2].map((c) => position.cells[r * 3 + c] ?? String(r * 3 + c + 1)).join(' | ')
		);
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
