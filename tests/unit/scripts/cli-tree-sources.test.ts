/**
 * Big trees on the command line (scripts/tree-cli.ts): `--tree-file PATH` and `--tree -` (standard
 * input) read the same trees as `--tree TEXT`, without the shell's limit on one argument; a terminal
 * on standard input is refused at once instead of waited on; the limits (TREE_LIMITS: nodes, and
 * bytes of text) give a clear error. In-process, but for two runs of a real process (a pipe of
 * 400 kB, a terminal) that only a process shows.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TREE_LIMITS } from '$lib/trees';
import { runCli } from './cli-run';
import { ROOT, TSX } from './run-script';

const FIG = '[[3,12,8],[2,4,6],[14,5,2]]';
const dir = mkdtempSync(join(tmpdir(), 'cli-tree-'));
let files = 0;
/** A file holding `content`, its path. */
function fileWith(content: string | Uint8Array): string {
	const path = join(dir, `tree-${files++}.txt`);
	writeFileSync(path, content);
	return path;
}

/** The JSON of a run without its time. */
function jsonOf(stdout: string) {
	const { ms, ...rest } = JSON.parse(stdout);
	expect(typeof ms).toBe('number');
	return rest;
}

/** A full tree of `branching` children per node, `depth` levels, leaves -k for the k-th leaf. */
function fullTree(branching: number, depth: number): string {
	let leaf = 0;
	const node = (d: number): string =>
		d === 0
			? String(-(leaf++ % 30_000))
			: `[${Array.from({ length: branching }, () => node(d - 1)).join(', ')}]`;
	return node(depth);
}

describe('--tree-file and --tree -', () => {
	it('read the same tree as --tree TEXT: Figure 5.2 with alpha-beta, value 3, 11 nodes', async () => {
		const args = ['--alpha-beta', '--json'];
		const given = await runCli('analyze', ['--tree', FIG, ...args]);
		const file = await runCli('analyze', ['--tree-file', fileWith(FIG), ...args]);
		const piped = await runCli('analyze', ['--tree', '-', ...args], { text: FIG });
		expect(jsonOf(given.stdout)).toMatchObject({ value: 3, nodes: 11, bestChild: 'B' });
		expect(jsonOf(file.stdout)).toEqual(jsonOf(given.stdout));
		expect(jsonOf(piped.stdout)).toEqual(jsonOf(given.stdout));
		const equals = await runCli('analyze', [`--tree-file=${fileWith(FIG)}`, ...args]);
		expect(jsonOf(equals.stdout)).toEqual(jsonOf(given.stdout));
	});

	it('read a file as an editor saves it: byte order mark, CRLF line ends, tabs, lines', async () => {
		const text = '\uFEFF[\r\n\t[3, 12, 8],\r\n\t[2, 4, 6],\r\n\t[14, 5, 2]\r\n]\r\n';
		const run = await runCli('analyze', ['--tree-file', fileWith(text), '--json']);
		expect(run.status).toBe(0);
		expect(jsonOf(run.stdout)).toMatchObject({
			tree: '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]',
			value: 3
		});
	});

	it('read a tree of 100,000 nodes (the node limit) and refuse one more', async () => {
		const sub = fullTree(10, 4); // 11,111 nodes
		const nine = Array.from({ length: 9 }, () => sub);
		const at = (extra: number) =>
			`[${[...nine, ...Array.from({ length: extra }, (_, k) => String(k))].join(',\n')}]`;
		// 1 + 9 * 11,111 = 100,000 nodes: the limit itself.
		const limit = await runCli('analyze', ['--tree-file', fileWith(at(0))]);
		expect(limit.stderr).toBe('');
		expect(limit.stdout.split('\n')[0]).toBe(
			'Tree: 100,000 nodes, 90,000 leaves, 5 levels below the root, root MAX'
		);
		expect(TREE_LIMITS.maxNodes).toBe(100_000);
		const over = await runCli('analyze', ['--tree', '-'], { text: at(1) });
		expect(over).toEqual({
			status: 2,
			stdout: '',
			stderr: expect.stringMatching(/the tree has more than 100,000 nodes\.\n$/)
		});
	});

	it('refuse a text past TREE_LIMITS.maxTextBytes from every source, before reading it all', async () => {
		const huge = `[1,${' '.repeat(TREE_LIMITS.maxTextBytes)}2]`;
		const message =
			"The tree's text is larger than 4,000,000 bytes, the limit (a tree has at most 100,000 nodes).\n";
		for (const run of [
			await runCli('analyze', ['--tree-file', fileWith(huge)]),
			await runCli('analyze', ['--tree', '-'], { text: huge }),
			await runCli('analyze', ['--tree', huge])
		]) {
			expect(run).toEqual({ status: 2, stdout: '', stderr: message });
		}
		const fr = await runCli('analyze', ['--tree', '-', '--lang', 'fr'], { text: huge });
		expect(fr.stderr).toBe(
			'Le texte de l’arbre dépasse 4\u202f000\u202f000 octets, la limite (un arbre a au plus 100\u202f000 nœuds).\n'
		);
	});

	it('stop reading a file that never ends (/dev/zero) at the limit', async () => {
		const run = await runCli('analyze', ['--tree-file', '/dev/zero']);
		expect(run.status).toBe(2);
		expect(run.stderr).toMatch(/larger than 4,000,000 bytes/);
	});

	it.each([
		{
			name: 'a terminal on standard input',
			argv: ['--tree', '-'],
			tty: true,
			error:
				'--tree - reads the tree from standard input, which is a terminal here: pipe a tree in (cat tree.txt | ...), redirect it (< tree.txt), or use --tree-file PATH.'
		},
		{
			name: 'a missing file',
			argv: ['--tree-file', join(dir, 'missing.txt')],
			tty: false,
			error: `Cannot read the tree file "${join(dir, 'missing.txt')}": there is no such file.`
		},
		{
			name: 'a folder',
			argv: ['--tree-file', dir],
			tty: false,
			error: `Cannot read the tree file "${dir}": it is a folder.`
		},
		{
			name: '--tree and --tree-file together',
			argv: ['--tree', FIG, '--tree-file', 'x.txt'],
			tty: false,
			error: 'Give one tree: --tree and --tree-file were both given.'
		},
		{
			name: '--tree-file without its path',
			argv: ['--tree-file'],
			tty: false,
			error: 'Option --tree-file needs a value.'
		},
		{
			name: 'an empty standard input',
			argv: ['--tree', '-'],
			tty: false,
			error: 'The tree is empty: type a number or a list such as [[3, 12, 8], [2, 4, 6]].'
		},
		{
			name: '--mcts with a tree',
			argv: ['--tree', FIG, '--mcts'],
			tty: false,
			error: '--mcts is for games, not for a tree given with --tree.'
		}
	])(
		'$name is a usage error (exit 2) and nothing is read or printed',
		async ({ argv, tty, error }) => {
			expect(await runCli('analyze', argv, { isTTY: tty })).toEqual({
				status: 2,
				stdout: '',
				stderr: `${error}\n`
			});
		}
	);
});

describe('--help', () => {
	it.each(['en', 'fr'])(
		'analyze --help --lang %s lists --tree, --tree-file and --tree -',
		async (lang) => {
			const run = await runCli('analyze', ['--help', '--lang', lang]);
			expect(run.status).toBe(0);
			const lines = run.stdout.split('\n');
			for (const flag of ['--tree TEXT', '--tree-file PATH', '--tree -']) {
				const shown =
					lang === 'fr' ? flag.replace('TEXT', 'TEXTE').replace('PATH', 'CHEMIN') : flag;
				expect(lines.some((l) => l.startsWith(`  ${shown} `))).toBe(true);
			}
		}
	);

	it('--tree --help is the tree help, with its three sources', async () => {
		const run = await runCli('analyze', ['--tree', '--help']);
		expect(run.stdout).toContain('  --tree TEXT, --tree-file PATH, --tree -  the tree typed');
	});
});

describe('a real process', () => {
	// 9^5 leaves: 66,430 nodes, about 400 kB, past the 128 kB a single argument may hold.
	const big = fullTree(9, 5);

	it('reads a 400 kB tree piped to --tree -, as --tree-file reads it', async () => {
		expect(big.length).toBeGreaterThan(240_000);
		const args = ['--alpha-beta', '--json'];
		const piped = JSON.parse(
			execFileSync(TSX, ['scripts/analyze.ts', '--tree', '-', ...args], {
				cwd: ROOT,
				encoding: 'utf8',
				input: big,
				maxBuffer: 64 * 1024 * 1024
			})
		);
		// The file in-process: reading a file is the same code in a process and out of one.
		const file = await runCli('analyze', ['--tree-file', fileWith(big), ...args]);
		expect(file.status).toBe(0);
		expect(piped.treeNodes).toBe(66_430);
		expect({ ...piped, ms: 0 }).toEqual({ ...JSON.parse(file.stdout), ms: 0 });
	}, 60_000);

	it('says that standard input is a terminal instead of waiting (run under script(1))', () => {
		const r = spawnSync('script', ['-qec', `${TSX} scripts/analyze.ts --tree -`, '/dev/null'], {
			cwd: ROOT,
			encoding: 'utf8',
			timeout: 30_000
		});
		expect(r.status).toBe(2);
		expect(r.stdout).toContain('--tree - reads the tree from standard input, which is a terminal');
	}, 60_000);
});
