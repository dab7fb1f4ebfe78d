/**
 * The first screen's code in one chunk, and the tree views' in another (the served build only).
 * Rolldown's automatic code splitting gives each set of pages that share modules a chunk of its
 * own, so the play page's first screen (SvelteKit's start and app entries, the root layout, the
 * error page and the play page: FIRST_SCREEN_ROUTES) came in some 40 scripts, many under 1 kB,
 * and the tree views the first decision shows (the session's tree and the steps dock,
 * src/lib/ui/tree-views.ts) in some 20 more: each one request, and a browser spends CPU time on
 * each request whatever its size (docs/speed.md, "First visit").
 *
 * Which modules those chunks hold is only known once Rolldown has tree-shaken the app: a module
 * the first screen imports may be there only for an export that another page uses. So the served
 * build runs twice (scripts/served-build.ts):
 * 1. the measuring pass, with Rolldown's own splitting: once the chunks are made, each group's
 *    modules (CHUNK_GROUPS, in order: those of every chunk reached through static imports from
 *    the group's starting chunks, less the starting chunks' facades and the earlier groups'
 *    modules) are written to CHUNK_GROUPS_FILE;
 * 2. the grouping pass: one code-splitting group per group (`output.codeSplitting.groups`) takes
 *    exactly those modules, so each makes one chunk (and one style sheet). A view loads the same
 *    code as before in a handful of files; the other pages import what they share with it from
 *    its chunk.
 * The grouping pass measures again and fails the build when a group then reaches a module the
 * measuring pass did not list (the two passes did not build the same app).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_ROUTES, readNodes, routeNode } from './start-preload.ts';

/** Which pass of the served build this is (the MINIMAX_LAB_CHUNK_GROUPS environment variable). */
export type ChunkGroupsPass = 'measure' | 'group';

/**
 * Where the measuring pass writes each group's module ids (a JSON object: group name -> module
 * ids).
 */
export const CHUNK_GROUPS_FILE = '.svelte-kit/chunk-groups.json';

/** What the first screen's modules are read from: an output chunk (the fields used here). */
export interface ChunkLike {
	readonly fileName: string;
	readonly isEntry: boolean;
	readonly facadeModuleId: string | null;
	readonly imports: readonly string[];
	readonly moduleIds: readonly string[];
}

/**
 * The ids of the modules a view loads: those of every chunk reached through static imports from
 * its starting chunks, without the starting chunks' own facade modules (SvelteKit's generated
 * entry and node files, a dynamically imported component), and without `taken` (an earlier
 * group's).
 * @param chunks every chunk of the client build.
 * @param isStart whether a chunk is one the view starts from.
 * @returns the module ids, in the order met, each once.
 */
export function viewModules(
	chunks: readonly ChunkLike[],
	isStart: (chunk: ChunkLike) => boolean,
	taken: ReadonlySet<string> = new Set()
): string[] {
	const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
	const seen = new Set<string>();
	const modules = new Set<string>();
	const visit = (chunk: ChunkLike) => {
		if (seen.has(chunk.fileName)) return;
		seen.add(chunk.fileName);
		for (const id of chunk.moduleIds)
			if (id !== chunk.facadeModuleId && !taken.has(id)) modules.add(id);
		for (const file of chunk.imports) {
			const next = byFile.get(file);
			if (next) visit(next);
		}
	};
	for (const chunk of chunks) if (isStart(chunk)) visit(chunk);
	return [...modules];
}

/**
 * Whether `chunk` is where the first screen starts: SvelteKit's entries (`_app/immutable/entry/…`)
 * and the chunks of `startNodes`.
 * @param startNodes the absolute paths of the generated nodes the first screen loads.
 */
export function isFirstScreenStart(chunk: ChunkLike, startNodes: ReadonlySet<string>): boolean {
	return (
		chunk.fileName.startsWith('_app/immutable/entry/') ||
		(chunk.facadeModuleId !== null && startNodes.has(chunk.facadeModuleId))
	);
}

/** The tree views' components, each imported dynamically (src/lib/ui/tree-views.ts). */
const TREE_VIEWS = ['src/lib/ui/SessionTree.svelte', 'src/lib/ui/workspace/StepsDock.svelte'];

/** What a group's starting chunks are told apart by. */
export interface StartContext {
	/** The project's root (absolute). */
	readonly root: string;
	/** The absolute paths of the generated nodes the first screen loads (startNodes). */
	readonly startNodes: ReadonlySet<string>;
}

/** A group: its name (its chunk's style sheet is `<name>.<hash>.css`) and where its view starts. */
export interface ChunkGroup {
	readonly name: string;
	readonly isStart: (chunk: ChunkLike, context: StartContext) => boolean;
}

/**
 * The groups, in order: a module in an earlier group's view is left to it. The first screen
 * (SvelteKit's entries, the root layout, the error page, the play page), then the tree views the
 * first decision shows (the session's tree and the steps dock).
 */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
	{
		name: 'first-screen',
		isStart: (chunk, { startNodes }) => chunk.isEntry && isFirstScreenStart(chunk, startNodes)
	},
	{
		name: 'tree-views',
		isStart: (chunk, { root }) =>
			TREE_VIEWS.some((view) => chunk.facadeModuleId === join(root, view))
	}
];

/**
 * Each group's modules (viewModules, the groups taken in order), by group name.
 * @param chunks every chunk of the client build.
 */
export function groupModules(
	chunks: readonly ChunkLike[],
	context: StartContext,
	groups: readonly ChunkGroup[] = CHUNK_GROUPS
): Record<string, string[]> {
	const taken = new Set<string>();
	const result: Record<string, string[]> = {};
	for (const group of groups) {
		const modules = viewModules(chunks, (chunk) => group.isStart(chunk, context), taken);
		for (const id of modules) taken.add(id);
		result[group.name] = modules;
	}
	return result;
}

/**
 * The absolute paths of the generated nodes of the routes the first screen loads (FIRST_SCREEN_ROUTES),
 * found as scripts/start-preload.ts finds them.
 * @throws Error when a route has no node.
 */
export function startNodes(root: string, nodes: ReadonlyMap<string, string>): Set<string> {
	return new Set(FIRST_SCREEN_ROUTES.map((route) => join(root, routeNode(nodes, route))));
}

/**
 * Reads the measuring pass's file.
 * @throws Error when it is missing or not an object of string lists for every group.
 */
function readGroups(file: string): Record<string, string[]> {
	let parsed: unknown;
	try {
		parsed = JSON.parse(readFileSync(file, 'utf8'));
	} catch (error) {
		throw new Error(
			`the chunk groups' modules (${CHUNK_GROUPS_FILE}) cannot be read: run the measuring pass first (${(error as Error).message})`
		);
	}
	const record = parsed as Record<string, unknown>;
	for (const { name } of CHUNK_GROUPS) {
		const ids = record?.[name];
		if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
			throw new Error(`${CHUNK_GROUPS_FILE} has no list of module ids for "${name}"`);
	}
	return record as Record<string, string[]>;
}

/**
 * The plugin (client build of the served site only; `pass` says which, see the file's comment).
 * @param root the project's root (absolute).
 * @throws Error from the grouping pass when the measuring pass's file is missing or a group
 *   reaches a module it does not list.
 */
export function chunkGroups(root: string, pass: ChunkGroupsPass): Plugin {
	const file = join(root, CHUNK_GROUPS_FILE);
	let listed: Record<string, string[]> = {};
	return {
		name: 'minimax-lab:chunk-groups',
		apply: 'build',
		outputOptions(options) {
			if (this.environment?.name !== 'client' || pass !== 'group') return null;
			listed = readGroups(file);
			const owner = new Map<string, string>();
			for (const { name } of CHUNK_GROUPS) for (const id of listed[name]) owner.set(id, name);
			return {
				...options,
				codeSplitting: {
					groups: CHUNK_GROUPS.map(({ name }) => ({
						name,
						test: (id: string) => owner.get(id) === name
					}))
				}
			};
		},
		generateBundle: {
			// After Vite's own generateBundle, which writes its preload map at the top of a chunk:
			// the compile hint must be the file's first line.
			order: 'post',
			handler(_options, bundle) {
				if (this.environment?.name !== 'client') return;
				const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
				const measured = groupModules(chunks, {
					root,
					startNodes: startNodes(root, readNodes(root))
				});
				if (pass === 'measure') {
					writeFileSync(file, JSON.stringify(measured));
					return;
				}
				for (const { name } of CHUNK_GROUPS) {
					const known = new Set(listed[name]);
					const unlisted = measured[name].filter((id) => !known.has(id));
					if (unlisted.length > 0)
						this.error(
							`the ${name} group reaches ${unlisted.length} module(s) the measuring pass did not list, such as ${unlisted[0]}`
						);
				}
				for (const output of chunks) {
					if (CHUNK_GROUPS.some(({ name }) => output.name === name))
						output.code = withCompileHint(output.code);
				}
			}
		}
	};
}

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later; other engines read a comment):
 * every function in it is compiled while the streamed script is parsed, on a background thread,
 * instead of on the main thread the first time it is called. A group's chunk is the code its view
 * runs as it opens, so most of its functions are called at once: with the hint the first visit's
 * main thread spends some 45 ms less compiling (unthrottled, `#/`; docs/speed.md).
 * Source: https://v8.dev/blog/explicit-compile-hints.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` with COMPILE_HINT as its first line (once: code that has it is returned as it is). */
export function withCompileHint(code: string): string {
	return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}
