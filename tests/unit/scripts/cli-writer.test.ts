/**
 * Terminal safety (scripts/cli-writer.ts): whatever the input holds, no output of the command line
 * (text, --json, --lang fr, errors) carries a raw C0 or C1 control or a bidirectional control.
 * Random strings go through every path where input reaches an output: the position and its side,
 * every option's value, unknown options, the tree's text, a tree file's name and content, standard
 * input.
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeJson, escapeText } from '../../../scripts/cli-writer';
import { runCli, type CliRun } from './cli-run';

/** True for a character no output may hold raw (the line feed is checked apart). */
function unsafe(code: number): boolean {
	return (
		(code < 0x20 && code !== 0x0a) ||
		(code >= 0x7f && code <= 0x9f) ||
		(code >= 0x202a && code <= 0x202e) ||
		(code >= 0x2066 && code <= 0x2069)
	);
}

/** The raw unsafe characters of `text`, as codes. */
const unsafeIn = (text: string) =>
	[...text].map((ch) => ch.codePointAt(0) as number).filter(unsafe);

describe('escapeText and escapeJson', () => {
	it('shows ESC, C1 and bidi controls as U+ codes, and a line feed in an error line', () => {
		expect(escapeText('a\u001b[31mb\u009bc\u202ed\u2066e', true)).toBe(
			'aU+001B[31mbU+009BcU+202EdU+2066e'
		);
		expect(escapeText('one\ntwo\r', true)).toBe('one\ntwoU+000D');
		expect(escapeText('one\ntwo', false)).toBe('oneU+000Atwo');
		expect(escapeText('549\u202f946 \u00a0é ≥ ∞', true)).toBe('549\u202f946 \u00a0é ≥ ∞');
	});

	it('keeps JSON valid and equal to its value', () => {
		const value = { s: 'a\u001b\u0085\u202e\u2069\u007f\n' };
		const text = escapeJson(JSON.stringify(value));
		expect(unsafeIn(text)).toEqual([]);
		expect(text).toBe('{"s":"a\\u001b\\u0085\\u202e\\u2069\\u007f\\n"}');
		expect(JSON.parse(text)).toEqual(value);
	});
});

/** Characters hostile input is made of, the controls over-represented. */
const hostileChar = fc.oneof(
	{ weight: 3, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) },
	{ weight: 2, arbitrary: fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)) },
	{
		weight: 2,
		arbitrary: fc.constantFrom('\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2069')
	},
	{ weight: 3, arbitrary: fc.constantFrom(...'XOxo./-_ []?,:0123456789') },
	{ weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) }
);
const hostile = fc.string({ unit: hostileChar, minLength: 1, maxLength: 24 });

const dir = mkdtempSync(join(tmpdir(), 'cli-writer-'));
let files = 0;
/** A file holding `text`, its path. */
function fileWith(text: string): string {
	const path = join(dir, `tree-${files++}.txt`);
	writeFileSync(path, text);
	return path;
}

/** Every path from input to output, as the command line it takes. */
const PATHS: Record<string, (s: string) => Promise<CliRun>> = {
	position: (s) => runCli('analyze', [s]),
	'position --json': (s) => runCli('analyze', ['--json', s]),
	'position --lang fr': (s) => runCli('analyze', ['--lang', 'fr', s]),
	side: (s) => runCli('analyze', ['XOX/.O./X..', s]),
	'unknown option': (s) => runCli('analyze', [`--${s}`, 'x']),
	'--order': (s) => runCli('analyze', ['--order', s, 'x']),
	'--game': (s) => runCli('analyze', ['--game', s, 'x']),
	'--lang': (s) => runCli('analyze', ['--lang', s, 'x']),
	'--depth-limit': (s) => runCli('analyze', ['--depth-limit', s, 'x']),
	'--time-budget': (s) => runCli('analyze', ['--time-budget', s, 'x']),
	'--iterations': (s) => runCli('analyze', ['--mcts', '--iterations', s, 'x']),
	'--exploration --lang fr': (s) =>
		runCli('analyze', ['--mcts', '--exploration', s, '--lang', 'fr', 'x']),
	'verify positional': (s) => runCli('verify', ['--', s]),
	'verify unknown option': (s) => runCli('verify', [`--${s}`]),
	'--tree': (s) => runCli('analyze', ['--tree', `[1,${s}]`]),
	'--tree --json': (s) => runCli('analyze', ['--tree', s, '--json']),
	'--tree --lang fr': (s) => runCli('analyze', ['--lang', 'fr', '--tree', s]),
	'--tree --root': (s) => runCli('analyze', ['--tree', '[1,2]', '--root', s]),
	'--tree unknown option': (s) => runCli('analyze', ['--tree', '[1,2]', `--${s}`]),
	'--tree-file name': (s) => runCli('analyze', ['--tree-file', join(dir, s.replace(/[/\0]/g, ''))]),
	'--tree-file content --json': (s) => runCli('analyze', ['--tree-file', fileWith(s), '--json']),
	'--tree - --lang fr': (s) => runCli('analyze', ['--tree', '-', '--lang', 'fr'], { text: s })
};

describe('no output holds a raw control character', () => {
	it.each(Object.keys(PATHS))('%s', async (name) => {
		await fc.assert(
			fc.asyncProperty(hostile, async (s) => {
				const run = await PATHS[name](s);
				expect(unsafeIn(run.stdout)).toEqual([]);
				expect(unsafeIn(run.stderr)).toEqual([]);
				if (run.status !== 0) {
					// An error is one line on stderr, nothing on stdout.
					expect(run.stderr).toMatch(/^[^\n]+\n$/);
					expect(run.stdout).toBe('');
				} else if (name.endsWith('--json')) {
					expect(() => JSON.parse(run.stdout)).not.toThrow();
				}
			}),
			{ numRuns: 40 }
		);
	});
});
