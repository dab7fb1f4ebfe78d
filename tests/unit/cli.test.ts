/** The analyze and verify scripts, run as a user runs them, checked against the engine. */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
	InvalidCharacterError,
	MarkCountError,
	PositionError,
	parsePosition,
	proveUnbeatable,
	search,
	formatPosition,
	type SearchOptions
} from '$lib/engine/index';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(script: string, args: string[]): string {
	return execFileSync('npx', ['tsx', `scripts/${script}.ts`, ...args], {
		cwd: root,
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, NO_COLOR: '1' }
	});
}

/** Runs a script expected to fail; returns its status, stdout and stderr. */
function runFailing(
	script: string,
	args: string[]
): { status: number; stdout: string; stderr: string } {
	try {
		run(script, args);
	} catch (error) {
		const e = error as { status: number; stdout: string; stderr: string };
		return { status: e.status, stdout: e.stdout, stderr: e.stderr };
	}
	throw new Error(`${script} ${args.join(' ')} succeeded; expected a failure`);
}

describe('analyze --json', () => {
	it.each([
		{ name: 'default options', args: [], options: {} },
		{
			name: 'alpha-beta, centre first, no depth penalty',
			args: ['--alpha-beta', '--order', 'center-first', '--no-depth-penalty'],
			options: { alphaBeta: true, order: 'center-first', depthPenalty: false }
		}
	] as { name: string; args: string[]; options: Partial<SearchOptions> }[])(
		'XOX/.O./X.. with $name matches the engine',
		({ args, options }) => {
			const out = JSON.parse(run('analyze', [...args, '--json', 'XOX/.O./X..']));
			const position = parsePosition('XOX/.O./X..');
			const result = search(position, options);
			const { ms, ...rest } = out;
			expect(typeof ms).toBe('number');
			expect(rest).toEqual({
				position: formatPosition(position),
				toMove: position.toMove,
				bestMove: result.bestMove,
				value: result.value,
				moves: result.moves,
				nodes: result.nodes
			});
		}
	);

	it.each([
		{ name: 'an invalid character', text: 'XAX/.O./X..', error: new InvalidCharacterError('A') },
		{ name: 'bad mark counts', text: 'XXX/.../...', error: new MarkCountError(3, 0) }
	] as { name: string; text: string; error: PositionError }[])(
		'$name: exit status 2, one line on stderr naming the problem',
		({ text, error }) => {
			const { status, stdout, stderr } = runFailing('analyze', ['--json', text]);
			expect(status).toBe(2);
			expect(stdout).toBe('');
			expect(stderr).toBe(`${error.message}\n`);
			expect(() => parsePosition(text)).toThrow(error.constructor as typeof PositionError);
		}
	);
});

describe('verify --json', () => {
	it('matches proveUnbeatable()', () => {
		const out = JSON.parse(run('verify', ['--json']));
		expect(out).toEqual(proveUnbeatable());
		expect(out.humanFirst.games + out.aiFirst.games).toBe(642);
	});
});
