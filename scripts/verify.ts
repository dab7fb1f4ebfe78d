/**
 * `npm run --silent verify -- [--alpha-beta] [--order index|center-first] [--no-depth-penalty]
 * [--json]`: the exhaustive proof that the AI (O) never loses, human first and AI first.
 */
import { proveUnbeatable, type ProofTally } from '../src/lib/engine/index.ts';
import { describeOptions, OPTIONS_HELP, parseCli, runCli, UsageError } from './cli-options.ts';

function byPly(map: Record<string, number>): string {
	const entries = Object.entries(map);
	return entries.length ? entries.map(([ply, n]) => `${n} on ply ${ply}`).join(', ') : 'none';
}

function describe(title: string, t: ProofTally): string {
	return [
		`${title}: ${t.games} games. Human wins: ${t.humanWins}. AI wins: ${t.aiWins} (${byPly(t.aiWinsByPly)}). Draws: ${t.draws}.`
	].join('\n');
}

runCli(() => {
	const { options, json, help, positionals } = parseCli(process.argv.slice(2));
	if (help) {
		process.stdout.write(
			`Usage: npm run --silent verify -- [options]\n` +
				`Plays every game where the human (X) tries every move and the AI (O) answers.\n${OPTIONS_HELP}\n`
		);
		return;
	}
	if (positionals.length)
		throw new UsageError(`verify takes no position, got "${positionals[0]}".`);
	const proof = proveUnbeatable(options);
	if (json) {
		process.stdout.write(`${JSON.stringify(proof)}\n`);
		return;
	}
	const total = proof.humanFirst.games + proof.aiFirst.games;
	const lost = proof.humanFirst.humanWins + proof.aiFirst.humanWins;
	process.stdout.write(
		[
			`The AI searches with ${describeOptions(options)}.`,
			describe('Human first', proof.humanFirst),
			describe('AI first', proof.aiFirst),
			`${total} games in all; the human wins ${lost}.`,
			lost === 0 ? 'The AI is unbeatable.' : 'The AI can be beaten!'
		].join('\n') + '\n'
	);
	if (lost !== 0) process.exitCode = 1;
});
