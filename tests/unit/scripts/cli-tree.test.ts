/**
 * `analyze --tree` (scripts/tree-cli.ts): the value, node count, evaluated and pruned leaves and
 * cutoffs of the reference trees, the JSON output, the algorithm and order flags, and the
 * usage errors (bad trees with line and column), in English and French; one run as a user runs it.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TreeError } from '$lib/trees';
import {
	analyzeTree,
	isTreeCommand,
	parseTreeCli,
	treeErrorText,
	TreeUsageError
} from '../../../scripts/tree-cli';
import { ROOT, TSX } from './run-script';

const FIG = '[[3,12,8],[2,4,6],[14,5,2]]';
const out = (argv: string[]) => analyzeTree(parseTreeCli(argv));
const json = (argv: string[]) => JSON.parse(out([...argv, '--json']));

/** The error text a command line fails with, in the language it asks for. */
function failure(argv: string[], lang: 'en' | 'fr' = 'en'): string {
	try {
		out(argv);
	} catch (e) {
		if (e instanceof TreeUsageError || e instanceof TreeError) return treeErrorText(e, lang);
		throw e;
	}
	throw new Error(`accepted ${argv.join(' ')}`);
}

describe('analyze --tree', () => {
	it('Figure 5.2 with --alpha-beta: value, nodes, leaves, cutoffs', () => {
		expect(out(['--tree', FIG, '--alpha-beta']).split('\n')).toEqual([
			'Tree: 13 nodes, 9 leaves, 2 levels below the root, root MAX',
			'Algorithm: Alpha-beta, move order as given',
			'Value: 3',
			'Best move: to B (3)',
			'Nodes examined: 11 of 13',
			'Leaves evaluated: 3, 12, 8, 2, 14, 5, 2',
			'Leaves pruned: 4, 6',
			'Cutoffs (2):',
			'  beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated.',
			'  beta 2 <= alpha 3 at D: no child is left to prune.'
		]);
	});

	it('--json: the same figures for tools', () => {
		const j = json(['--tree', FIG, '--alpha-beta']);
		expect(j).toMatchObject({
			algorithm: 'alpha-beta',
			value: 3,
			bestChild: 'B',
			nodes: 11,
			treeNodes: 13,
			evaluatedLeaves: [3, 12, 8, 2, 14, 5, 2],
			prunedLeaves: [4, 6],
			prunedHandles: ['C2', 'C3']
		});
		expect(j.cutoffs[0]).toEqual({
			node: 'C',
			type: 'alpha',
			alpha: 3,
			beta: 2,
			prunedNodes: [],
			prunedLeaves: [4, 6],
			child: 'C1'
		});
	});

	it('the algorithm flags: minimax by default, --no-alpha-beta, --negamax, --expectimax', () => {
		expect(json(['--tree', FIG]).nodes).toBe(13);
		expect(json(['--tree', FIG, '--no-alpha-beta']).algorithm).toBe('minimax');
		expect(json(['--tree', '[[[3,5],[6,9]],[[1,2],[0,-1]]]', '--negamax'])).toMatchObject({
			value: 5,
			nodes: 11,
			evaluatedLeaves: [3, 5, 6, 1, 2]
		});
		expect(json(['--tree', '[?[3,12,9], ?[2,4,6], ?[15,6,0]]'])).toMatchObject({
			algorithm: 'expectimax',
			value: 8
		});
		expect(json(['--tree', FIG, '--alpha-beta', '--order', 'best-first']).nodes).toBe(9);
		expect(json(['--tree', FIG, '--root', 'MIN']).value).toBe(6);
		expect(json(['--tree', '-3']).value).toBe(-3);
	});

	it('French text output', () => {
		const lines = out(['--tree', FIG, '--alpha-beta', '--lang', 'fr']).split('\n');
		expect(lines[4]).toBe('Nœuds examinés\u202f: 11 sur 13');
		expect(lines[8]).toBe(
			'  bêta 2 <= alpha 3 en C\u202f: les feuilles 4 et 6 ne sont jamais évaluées.'
		);
	});

	it('usage errors, each its own message', () => {
		expect(failure(['--tree', '[[3, x], 2]'])).toBe(
			'Line 1, column 6: a leaf is a number, and "x" is not one.'
		);
		expect(failure(['--tree', '[1, []]'], 'fr')).toBe(
			'Ligne 1, colonne 5\u202f: une liste vide\u202f: un nœud a au moins un enfant.'
		);
		expect(failure(['--tree', '[?[1, 2], 3]', '--negamax'])).toBe(
			'Negamax does not handle chance nodes, and node B is one: choose Expectimax.'
		);
		expect(failure(['--tree', FIG, '--negamax', '--alpha-beta'])).toBe(
			'Choose one algorithm: --negamax and --alpha-beta were both given.'
		);
		expect(failure(['--tree', FIG, '--order', 'center-first'])).toBe(
			'Unknown move order "center-first" for a tree: use as-given, best-first, worst-first.'
		);
		expect(failure(['--tree', FIG, '--game', 'ttt4'])).toBe(
			'--game is for games, not for a tree given with --tree.'
		);
		expect(failure(['--tree', FIG, '--depth'])).toBe(
			"Unknown option '--depth' for a tree (see --tree --help)."
		);
		expect(failure(['--tree', FIG, 'XOX/.O./X..'])).toBe(
			'Unexpected argument "XOX/.O./X..": the tree is the value of --tree.'
		);
		expect(failure(['--tree'])).toBe('Option --tree needs a value.');
		expect(isTreeCommand(['XOX/.O./X..'])).toBe(false);
	});

	it('runs as a user runs it: exit status 2 and the message on stderr', () => {
		// A real process, for what only one shows: the exit status and the streams. Its stdout on a
		// success is cli-tree-sources.test.ts's real process (a 400 kB tree piped in, JSON out).
		try {
			execFileSync(TSX, ['scripts/analyze.ts', '--tree', '[1,,2]'], {
				cwd: ROOT,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'pipe']
			});
			expect.unreachable();
		} catch (e) {
			const err = e as { status: number; stdout: string; stderr: string };
			expect(err.status).toBe(2);
			expect(err.stdout).toBe('');
			expect(err.stderr).toBe('Line 1, column 4: expected a number or \'[\', found ",".\n');
		}
	}, 60_000);
});
