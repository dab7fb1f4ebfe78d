/**
 * `npm run --silent analyze -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--json] POSITION [SIDE]`: the AI's decision in one position, with every root move's score and the
 * node count. Text for people (cells 1-9); JSON for tools (cells 0-8). A finished position gets its
 * result and no side to move. POSITION may start with '-' (an empty cell; see readsAsPosition).
 * Exit status 2 on bad input.
 */
import { formatPosition, parsePosition, search } from '../src/lib/engine/index.ts';
import { describeOptions, OPTIONS_HELP, parseCli, positionText, runCli } from './cli-options.ts';

function boundText(score: number, bound: string): string {
	return bound === 'lower' ? `>= ${score}` : bound === 'upper' ? `<= ${score}` : `${score}`;
}

runCli(() => {
	const { options, json, help, positionals } = parseCli(process.argv.slice(2));
	if (help) {
		process.stdout.write(
			`Usage: npm run --silent analyze -- [options] POSITION [SIDE]\n` +
				`The AI's decision in POSITION (for example 'XOX/.O./X..', 'XOX/.O./X.. o' or '-X-/---/---').\n${OPTIONS_HELP}\n`
		);
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
	const mode = describeOptions(options);
	// A finished position has no side to move worth naming: the game is over.
	const lines = [
		result.result
			? `Position ${notation} (${mode})`
			: `Position ${notation}, ${position.toMove} to move (${mode})`
	];
	for (let r = 0; r < 3; r++) {
		lines.push(
			'  ' + [0, 1, 2].map((c) => position.cells[r * 3 + c] ?? String(r * 3 + c + 1)).join(' | ')
		);
	}
	if (result.result) {
		lines.push(
			result.result === 'draw'
				? 'The game is over: draw.'
				: `The game is over: ${result.result} won.`
		);
	} else {
		lines.push('Cell  Score');
		for (const m of result.moves) {
			const mark = m.cell === result.bestMove ? '  <- best move' : '';
			lines.push(
				`${String(m.cell + 1).padStart(4)}  ${boundText(m.score, m.bound).padStart(5)}${mark}`
			);
		}
		lines.push(
			`Best move: cell ${(result.bestMove as number) + 1}. Minimax value: ${result.value}.`
		);
	}
	lines.push(`Nodes: ${result.nodes.toLocaleString('en-US')}. Search time: ${ms} ms.`);
	process.stdout.write(`${lines.join('\n')}\n`);
});
