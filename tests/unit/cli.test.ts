/**
 * A cross-module suite: the analyze and verify scripts (scripts/*.ts), run as a user runs them,
 * checked against the engine; faults found by trying them are named after the fault.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
	InvalidCharacterError,
	MarkCountError,
	SideToMoveWonError,
	PositionError,
	parsePosition,
	proveUnbeatable,
	search,
	formatPosition,
	type SearchOptions
} from '$lib/engine';

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

describe("fault: a position starting with '-' (an empty cell) is taken for an option", () => {
	it.each([
		{
			name: 'with slashes, after an option with a value',
			args: ['--order', 'center', '--json', '-X-/---/---']
		},
		{ name: 'nine cells without slashes, before the options', args: ['-X-------', '--json'] }
	])('$name: analyzed as .X./.../...', ({ args }) => {
		const out = JSON.parse(run('analyze', args));
		const order = args.includes('center') ? 'center-first' : 'index';
		const result = search(parsePosition('.X./.../...'), { order });
		expect(out.position).toBe('.X./.../...');
		expect(out.toMove).toBe('O');
		expect(out.moves).toEqual(result.moves);
		expect(out.nodes).toBe(63_905);
	});

	it("a bad position starting with '-' gets the position's error, not \"Unknown option\"", () => {
		const { status, stderr } = runFailing('analyze', ['-X-/---/--']);
		expect(status).toBe(2);
		expect(stderr).toBe('Row 3 ("--") has 2 cells, expected 3.\n');
	});
});

describe('fault: the side argument refuses the spaces the position accepts', () => {
	it.each([{ name: 'spaces around it', side: ' o ' }])(
		'$name ("$side"): O to move, as in XX./OO./... o',
		({ side }) => {
			const out = JSON.parse(run('analyze', ['--json', 'XX./OO./...', side]));
			const position = parsePosition('XX./OO./... o');
			const result = search(position);
			expect(out.position).toBe('XX./OO./... o');
			expect(out.toMove).toBe('O');
			expect(out.bestMove).toBe(result.bestMove);
			expect(out.moves).toEqual(result.moves);
		}
	);
});

describe('fault: a finished position is described with a side to move', () => {
	it.each([
		{ text: 'XXX/OO./O.. o', over: 'The game is over: X won.' },
		{ text: 'XOX/XOO/OXX', over: 'The game is over: draw.' }
	])('$text: no side to move, the result', ({ text, over }) => {
		const lines = run('analyze', [text]).split('\n');
		const notation = formatPosition(parsePosition(text));
		expect(lines[0]).toBe(`Position ${notation} (plain minimax, depth penalty on, index order)`);
		expect(lines.join('\n')).not.toContain('to move');
		expect(lines[4]).toBe(over);
	});

	it('a game in progress still names the side to move', () => {
		const first = run('analyze', ['XOX/.O./X..']).split('\n')[0];
		expect(first).toBe(
			'Position XOX/.O./X.., O to move (plain minimax, depth penalty on, index order)'
		);
	});
});

describe('fault: XXX/OO./O.. blames X to move but never says it is a finished game if O started', () => {
	it('names the valid reading, and that reading is a finished game won by X', () => {
		const { status, stderr } = runFailing('analyze', ['XXX/OO./O..']);
		expect(status).toBe(2);
		expect(stderr).toBe(`${new SideToMoveWonError('X', 'XXX/OO./O.. o').message}\n`);
		expect(stderr).toContain('If O moved first, `XXX/OO./O.. o` is a finished game won by X.');
		const out = JSON.parse(run('analyze', ['--json', 'XXX/OO./O.. o']));
		expect(out.result).toBe('X');
	});
});
