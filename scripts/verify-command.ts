/**
 * `npm run --silent verify -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--json] [--lang en|fr]`: the exhaustive proof that the AI (O) never loses, human first and AI
 * first. Text in the language of --lang; JSON the same in every language.
 */
import { gameOf, proveUnbeatable, type ProofTally } from '../src/lib/engine/index';
import { CLI_CATALOGUES } from '../src/lib/i18n/cli-catalogues';
import type { TallyParts } from '../src/lib/i18n/index';
import type { CliIo } from './cli-io';
import {
	commandErrorText,
	describeOptions,
	optionsHelp,
	parseCli,
	UsageError
} from './cli-options';
import { cliWriter } from './cli-writer';

/** A tally with its AI wins by ply in ascending ply order. */
function tallyParts(t: ProofTally): TallyParts {
	const aiWinsByPly = Object.entries(t.aiWinsByPly)
		.map(([ply, n]) => [Number(ply), n] as const)
		.sort((a, b) => a[0] - b[0]);
	return { games: t.games, humanWins: t.humanWins, aiWins: t.aiWins, aiWinsByPly, draws: t.draws };
}

/**
 * Runs `verify` on `argv` (the arguments after the script's name) with `io`'s streams. Returns the
 * exit status: 0 when the AI never loses, 1 when it does, 2 for a bad command line.
 */
export async function verify(argv: readonly string[], io: CliIo): Promise<number> {
	const writer = cliWriter(io);
	try {
		const { options, json, help, lang, positionals, mcts, solve } = parseCli(argv, false);
		const t = CLI_CATALOGUES[lang];
		if (help) {
			writer.output(`${t.cli.verifyUsage}\n${optionsHelp(t)}`, false);
			return 0;
		}
		// verify proves the minimax AI: Monte Carlo tree search and the solver do not apply.
		if (mcts) throw new UsageError({ kind: 'verify-option', option: '--mcts' });
		if (solve) throw new UsageError({ kind: 'verify-option', option: '--solve' });
		if (positionals.length)
			throw new UsageError({ kind: 'verify-position', value: positionals[0] });
		// The proof applies to the games whose definition offers it (3x3).
		if (!gameOf(options).techniques.proof) {
			throw new UsageError({ kind: 'verify-game', value: gameOf(options).id });
		}
		const proof = proveUnbeatable(options);
		const lost = proof.humanFirst.humanWins + proof.aiFirst.humanWins;
		if (json) {
			writer.output(JSON.stringify(proof), true);
			return lost === 0 ? 0 : 1;
		}
		const total = proof.humanFirst.games + proof.aiFirst.games;
		const lines = [
			t.cli.searchesWith(describeOptions(options, t)),
			t.cli.tally(t.cli.humanFirst, tallyParts(proof.humanFirst)),
			t.cli.tally(t.cli.aiFirst, tallyParts(proof.aiFirst)),
			t.cli.total(total, lost),
			lost === 0 ? t.cli.unbeatable : t.cli.beatable
		];
		writer.output(lines.join('\n'), false);
		return lost === 0 ? 0 : 1;
	} catch (error) {
		const message = commandErrorText(error, argv);
		if (message === null) throw error;
		writer.error(message);
		return 2;
	}
}
