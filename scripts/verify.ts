/**
 * `npm run --silent verify -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--json] [--lang en|fr]`: the exhaustive proof that the AI (O) never loses, human first and AI
 * first. Text in the language of --lang; JSON the same in every language.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { proveUnbeatable, type ProofTally } from '../src/lib/engine/index';
import { CATALOGUES, type TallyParts } from '../src/lib/i18n/index';
import { describeOptions, optionsHelp, parseCli, runCli, UsageError } from './cli-options';

/** A tally with its AI wins by ply in ascending ply order. */
function tallyParts(t: ProofTally): TallyParts {
	const aiWinsByPly = Object.entries(t.aiWinsByPly)
		.map(([ply, n]) => [Number(ply), n] as const)
		.sort((a, b) => a[0] - b[0]);
	return { games: t.games, humanWins: t.humanWins, aiWins: t.aiWins, aiWinsByPly, draws: t.draws };
}

/**
 * Runs `verify` with the arguments after the script's name: the proof on stdout, exit status 1 if
 * the human ever wins; a usage error as one line on stderr and exit status 2 (`process.exitCode`).
 */
export function verify(argv: readonly string[]): void {
	runCli(() => verifyArgs(argv), argv);
}

function verifyArgs(argv: readonly string[]): void {
	const { options, json, help, lang, positionals } = parseCli([...argv], false);
	const t = CATALOGUES[lang];
	if (help) {
		process.stdout.write(`${t.cli.verifyUsage}\n${optionsHelp(t)}\n`);
		return;
	}
	if (positionals.length) throw new UsageError({ kind: 'verify-position', value: positionals[0] });
	if (options.game && options.game !== 'ttt3') {
		throw new UsageError({ kind: 'verify-game', value: options.game });
	}
	const proof = proveUnbeatable(options);
	if (json) {
		process.stdout.write(`${JSON.stringify(proof)}\n`);
		return;
	}
	const total = proof.humanFirst.games + proof.aiFirst.games;
	const lost = proof.humanFirst.humanWins + proof.aiFirst.humanWins;
	process.stdout.write(
		[
			t.cli.searchesWith(describeOptions(options, t)),
			t.cli.tally(t.cli.humanFirst, tallyParts(proof.humanFirst)),
			t.cli.tally(t.cli.aiFirst, tallyParts(proof.aiFirst)),
			t.cli.total(total, lost),
			lost === 0 ? t.cli.unbeatable : t.cli.beatable
		].join('\n') + '\n'
	);
	if (lost !== 0) process.exitCode = 1;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) verify(process.argv.slice(2));
