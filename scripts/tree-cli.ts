/**
 * `npm run --silent analyze -- --tree TEXT [--minimax|--no-alpha-beta|--alpha-beta|--negamax|
 * --expectimax] [--order as-given|best-first|worst-first] [--root max|min] [--json] [--lang en|fr]`:
 * a search on an abstract tree (src/lib/trees) with its value, the root's best child, the node count
 * (every node examined, the root included), the leaves evaluated and pruned, and every cutoff with
 * its numbers. analyze.ts hands any command line holding `--tree` here. Default algorithm: minimax,
 * expectimax when the tree has chance nodes. Exit status 2 on a bad command line or a bad tree, its
 * message (with line and column for the tree) on stderr in the language of --lang.
 */
import { open } from 'node:fs/promises';
import { isatty } from 'node:tty';
import { parseArgs } from 'node:util';
import type { CliIo, CliStdin } from './cli-io';
import { cliWriter } from './cli-writer';
// No '.ts' extension: tests import this file, and svelte-check refuses one.
import { isLanguage, LANGUAGES, type Language } from '../src/lib/i18n/index';
import { TREE_MESSAGES, treeProblemText, type TreeCliProblem } from '../src/lib/i18n/trees';
import {
	explainCutoff,
	leafIds,
	NODE_KIND_NAMES,
	nodeHandle,
	nodeName,
	parseTree,
	searchTree,
	treeToText,
	TREE_LIMITS,
	TREE_ORDERS,
	TreeError,
	type RootPlayer,
	type TreeAlgorithm,
	type TreeOrder
} from '../src/lib/trees/index';

/** A bad `--tree` command line, as a typed problem. */
export class TreeUsageError extends Error {
	constructor(readonly problem: TreeCliProblem) {
		super(problem.kind);
	}
}

/**
 * True when the command line asks for a tree: `--tree X`, `--tree=X`, `--tree-file PATH` or
 * `--tree-file=PATH`.
 */
export function isTreeCommand(argv: readonly string[]): boolean {
	return argv.some((a) => /^--tree(-file)?(=|$)/.test(a));
}

/**
 * Where the tree's text comes from: the value of `--tree`, standard input (`--tree -`), or a file
 * (`--tree-file PATH`).
 */
export type TreeSource =
	| { readonly kind: 'argument' }
	| { readonly kind: 'stdin' }
	| { readonly kind: 'file'; readonly path: string };

/** What a `--tree` command line asks for. */
export interface TreeCliArgs {
	/** The tree's text: the value of `--tree`; empty until read for the other sources. */
	text: string;
	source: TreeSource;
	algorithm: TreeAlgorithm | null;
	order: TreeOrder;
	root: RootPlayer;
	json: boolean;
	help: boolean;
	lang: Language;
}

const ALGORITHM_FLAGS: Readonly<Record<string, TreeAlgorithm>> = {
	minimax: 'minimax',
	'no-alpha-beta': 'minimax',
	'alpha-beta': 'alpha-beta',
	negamax: 'negamax',
	expectimax: 'expectimax'
};

const GAME_OPTIONS = [
	'game',
	'mcts',
	'iterations',
	'seed',
	'exploration',
	'depth-limit',
	'no-depth-penalty',
	'transposition-table',
	'no-transposition-table',
	'iterative-deepening',
	'no-iterative-deepening',
	'time-budget',
	'no-solver',
	'solve'
];

/**
 * Parses a `--tree` command line. The value of --tree (and of --tree-file, --order, --root, --lang)
 * is the next argument, even when it starts with '-' (a tree may be a negative leaf: `--tree -3`;
 * `--tree -` reads standard input), except `--help` and `-h` (`--tree --help` asks for the help).
 * @throws TreeUsageError on a bad command line (the tree itself is read by analyzeTree).
 */
export function parseTreeCli(argv: readonly string[]): TreeCliArgs {
	const joined: string[] = [];
	for (let k = 0; k < argv.length; k++) {
		const withValue = ['--tree', '--tree-file', '--order', '--root', '--lang'].includes(argv[k]);
		const help = argv[k + 1] === '--help' || argv[k + 1] === '-h';
		if (withValue && help) continue;
		if (withValue && k + 1 < argv.length) joined.push(`${argv[k]}=${argv[++k]}`);
		else joined.push(argv[k]);
	}
	const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
		tree: { type: 'string' },
		'tree-file': { type: 'string' },
		order: { type: 'string' },
		root: { type: 'string' },
		lang: { type: 'string' },
		json: { type: 'boolean' },
		help: { type: 'boolean', short: 'h' }
	};
	for (const f of Object.keys(ALGORITHM_FLAGS)) options[f] = { type: 'boolean' };
	for (const g of GAME_OPTIONS) {
		options[g] = {
			type: ['game', 'depth-limit', 'time-budget', 'iterations', 'seed', 'exploration'].includes(g)
				? 'string'
				: 'boolean'
		};
	}
	let parsed;
	try {
		parsed = parseArgs({ args: joined, options, allowPositionals: true, tokens: true });
	} catch (error) {
		const e = error as Error & { code?: string };
		const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '--tree';
		throw new TreeUsageError(
			e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
				? { kind: 'unknown-option', option }
				: { kind: 'missing-value', option }
		);
	}
	const { values, positionals, tokens } = parsed;
	const seen = new Map<string, string>();
	let algorithm: TreeAlgorithm | null = null;
	let algorithmFlag = '';
	for (const t of tokens) {
		if (t.kind !== 'option') continue;
		if (GAME_OPTIONS.includes(t.name))
			throw new TreeUsageError({ kind: 'game-option', option: `--${t.name}` });
		const value = t.value ?? '';
		if (seen.has(t.name) && seen.get(t.name) !== value) {
			throw new TreeUsageError({ kind: 'repeated-option', option: `--${t.name}` });
		}
		seen.set(t.name, value);
		const a = ALGORITHM_FLAGS[t.name];
		if (a) {
			if (algorithm !== null && a !== algorithm) {
				throw new TreeUsageError({
					kind: 'two-algorithms',
					first: algorithmFlag,
					second: `--${t.name}`
				});
			}
			algorithm = a;
			algorithmFlag = `--${t.name}`;
		}
	}
	if (positionals.length > 0) {
		throw new TreeUsageError({ kind: 'unexpected-argument', value: positionals[0] });
	}
	const lang = ((values.lang as string | undefined) ?? 'en').trim().toLowerCase();
	if (!isLanguage(lang))
		throw new TreeUsageError({ kind: 'unknown-language', value: lang, languages: LANGUAGES });
	const orderText = ((values.order as string | undefined) ?? 'as-given').trim().toLowerCase();
	const order = orderText === 'index' ? 'as-given' : orderText;
	if (!TREE_ORDERS.includes(order as TreeOrder)) {
		throw new TreeUsageError({ kind: 'unknown-order', value: orderText, orders: TREE_ORDERS });
	}
	const root = ((values.root as string | undefined) ?? 'max').trim().toLowerCase();
	if (root !== 'max' && root !== 'min')
		throw new TreeUsageError({ kind: 'unknown-root', value: root });
	const help = values.help === true;
	const text = values.tree as string | undefined;
	const path = values['tree-file'] as string | undefined;
	if (text !== undefined && path !== undefined) {
		throw new TreeUsageError({ kind: 'two-trees', first: '--tree', second: '--tree-file' });
	}
	if (text === undefined && path === undefined && !help) {
		throw new TreeUsageError({ kind: 'missing-value', option: '--tree' });
	}
	if (path === '') throw new TreeUsageError({ kind: 'missing-value', option: '--tree-file' });
	const source: TreeSource =
		path !== undefined
			? { kind: 'file', path }
			: text === '-'
				? { kind: 'stdin' }
				: { kind: 'argument' };
	return {
		text: source.kind === 'argument' ? (text ?? '') : '',
		source,
		algorithm,
		order: order as TreeOrder,
		root,
		json: values.json === true,
		help,
		lang
	};
}

/** The `--tree` analysis as the lines (text) or the one JSON line it prints. */
export function analyzeTree(args: TreeCliArgs): string {
	const t = TREE_MESSAGES[args.lang];
	if (args.help) return t.cli.help;
	const tree = parseTree(args.text, { root: args.root });
	const algorithm = args.algorithm ?? (tree.chanceCount > 0 ? 'expectimax' : 'minimax');
	const start = performance.now();
	const s = searchTree(tree, { algorithm, order: args.order });
	const ms = Math.round((performance.now() - start) * 100) / 100;
	const values = (ids: readonly number[]) => ids.map((i) => tree.leafValue[i]);
	const leaves = leafIds(tree).length;
	const best = s.bestChild === null ? null : nodeName(tree, s.bestChild);
	// Every kind of node may be the root: MAX, MIN, a chance node, a lone leaf.
	const rootKind = NODE_KIND_NAMES[tree.kind[0]];
	const cutoffs = s.cutoffs.map((c) => explainCutoff(s, c));
	if (args.json) {
		return JSON.stringify({
			tree: treeToText(tree),
			root: tree.rootPlayer,
			rootKind,
			algorithm,
			order: args.order,
			value: s.value,
			bestChild: best,
			nodes: s.nodeCount,
			treeNodes: tree.count,
			leaves,
			height: tree.height,
			evaluatedLeaves: values(s.evaluatedLeaves),
			evaluatedHandles: s.evaluatedLeaves.map((i) => nodeHandle(tree, i)),
			prunedLeaves: values(s.prunedLeaves),
			prunedHandles: s.prunedLeaves.map((i) => nodeHandle(tree, i)),
			cutoffs: cutoffs.map((c, k) => ({ ...c, child: nodeHandle(tree, s.cutoffs[k].child) })),
			ms
		});
	}
	const lines = [
		t.cli.tree(tree.count, leaves, tree.height, tree.rootPlayer),
		t.cli.settings(algorithm, args.order),
		t.cli.value(s.value),
		t.cli.best(rootKind, best, s.value),
		t.cli.nodes(s.nodeCount, tree.count),
		t.cli.evaluated(values(s.evaluatedLeaves)),
		t.cli.pruned(values(s.prunedLeaves)),
		t.cli.cutoffsTitle(cutoffs.length),
		...cutoffs.map((c) => `  ${t.cutoff(c)}`)
	];
	return lines.join('\n');
}

/** UTF-8 text without the byte order mark an editor may put first. */
function decodeText(bytes: Uint8Array): string {
	return new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
}

/** The problem of a tree too large to read (TREE_LIMITS). */
const tooLarge = (): TreeCliProblem => ({
	kind: 'tree-too-large',
	max: TREE_LIMITS.maxTextBytes,
	nodes: TREE_LIMITS.maxNodes
});

/**
 * Reads the file at `path`, at most `maxBytes` bytes, chunk by chunk from an open handle: a file
 * that never ends (/dev/zero) stops at the limit, a terminal is refused instead of waited on.
 * @throws TreeUsageError (tree-file, tree-too-large).
 */
async function readTreeFile(path: string, maxBytes: number): Promise<Uint8Array> {
	const refuse = (error: unknown): never => {
		const code = (error as { code?: string }).code ?? 'EIO';
		const reason =
			code === 'ENOENT' || code === 'ENOTDIR'
				? 'not-found'
				: code === 'EISDIR'
					? 'directory'
					: code === 'EACCES' || code === 'EPERM'
						? 'denied'
						: 'other';
		throw new TreeUsageError({ kind: 'tree-file', path, reason, code });
	};
	const file = await open(path, 'r').catch(refuse);
	try {
		const stat = await file.stat();
		if (stat.isDirectory()) refuse({ code: 'EISDIR' });
		if (isatty(file.fd)) {
			throw new TreeUsageError({ kind: 'tree-file', path, reason: 'terminal', code: 'ETTY' });
		}
		if (stat.isFile() && stat.size > maxBytes) throw new TreeUsageError(tooLarge());
		const chunks: Buffer[] = [];
		let size = 0;
		for (;;) {
			const chunk = Buffer.alloc(65_536);
			const { bytesRead } = await file.read(chunk, 0, chunk.length, null).catch(refuse);
			if (bytesRead === 0) break;
			size += bytesRead;
			if (size > maxBytes) throw new TreeUsageError(tooLarge());
			chunks.push(chunk.subarray(0, bytesRead));
		}
		return Buffer.concat(chunks);
	} finally {
		await file.close();
	}
}

/**
 * The tree's text from its source (TreeSource), at most TREE_LIMITS.maxTextBytes bytes of UTF-8.
 * @throws TreeUsageError when standard input is a terminal (`--tree -`), the file cannot be read,
 * or the text is larger than the limit.
 */
export async function readTreeText(args: TreeCliArgs, stdin: CliStdin): Promise<string> {
	const max = TREE_LIMITS.maxTextBytes;
	const { source } = args;
	if (source.kind === 'argument') {
		if (Buffer.byteLength(args.text) > max) throw new TreeUsageError(tooLarge());
		return args.text;
	}
	if (source.kind === 'file') return decodeText(await readTreeFile(source.path, max));
	if (stdin.isTTY) throw new TreeUsageError({ kind: 'stdin-terminal' });
	const bytes = await stdin.read(max);
	if (bytes === null) throw new TreeUsageError(tooLarge());
	return decodeText(bytes);
}

/** The text of a tree CLI failure in `lang`. */
export function treeErrorText(error: TreeUsageError | TreeError, lang: Language): string {
	return error instanceof TreeError
		? treeProblemText(lang, error.problem)
		: TREE_MESSAGES[lang].cli.usage[error.problem.kind](error.problem as never);
}

/** The language a command line asks for, read leniently (for its errors). */
function langOf(argv: readonly string[]): Language {
	for (let k = 0; k < argv.length; k++) {
		const v = argv[k].startsWith('--lang=')
			? argv[k].slice(7)
			: argv[k] === '--lang'
				? argv[k + 1]
				: undefined;
		if (v !== undefined && isLanguage(v.trim().toLowerCase()))
			return v.trim().toLowerCase() as Language;
	}
	return 'en';
}

/**
 * Runs the `--tree` analysis with `io`'s streams: the analysis on stdout, or one error line on
 * stderr. Returns the exit status: 0, or 2 for a bad command line or tree.
 */
export async function treeCommand(argv: readonly string[], io: CliIo): Promise<number> {
	const writer = cliWriter(io);
	try {
		const args = parseTreeCli(argv);
		const text = args.help ? '' : await readTreeText(args, io.stdin);
		writer.output(analyzeTree({ ...args, text }), args.json && !args.help);
		return 0;
	} catch (error) {
		if (error instanceof TreeUsageError || error instanceof TreeError) {
			writer.error(treeErrorText(error, langOf(argv)));
			return 2;
		}
		throw error;
	}
}
