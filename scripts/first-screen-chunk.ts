/**
 * The first screen's code in one chunk (the served build only). Rolldown's automatic code
 * splitting gives each set of pages that share modules a chunk of its own, so the play page's
 * first screen (SvelteKit's start and app entries, the root layout, the error page and the play
 * page: FIRST_SCREEN_ROUTES) came in some 40 scripts, many under 1 kB, each one request: a
 * browser spends CPU time on each request whatever its size (docs/speed.md, "First visit").
 *
 * Which modules those scripts hold is only known once Rolldown has tree-shaken the app: a module
 * the first screen imports may be there only for an export that another page uses. So the served
 * build runs twice (scripts/served-build.ts):
 * 1. the measuring pass, with Rolldown's own splitting: once the chunks are made, the modules of
 *    every chunk the first screen loads (the entries', the three nodes' and everything they import
 *    statically) are written to FIRST_SCREEN_MODULES_FILE;
 * 2. the grouping pass: one code-splitting group (`output.codeSplitting.groups`) takes exactly
 *    those modules, so they make one chunk (and one style sheet). The first screen loads the same
 *    code as before in a handful of files; the other pages import what they share with it from
 *    that chunk, which is loaded already.
 * The grouping pass measures again and fails the build when the first screen then loads a module
 * the measuring pass did not list (the two passes did not build the same app).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_ROUTES } from './start-preload.ts';

/** Which pass of the served build this is (the MINIMAX_LAB_FIRST_SCREEN environment variable). */
export type FirstScreenPass = 'measure' | 'group';

/** Where the measuring pass writes the first screen's module ids (a JSON array of strings). */
export const FIRST_SCREEN_MODULES_FILE = '.svelte-kit/first-screen-modules.json';

/** The code-splitting group's name: the chunk's style sheet is `first-screen.<hash>.css`. */
export const FIRST_SCREEN_GROUP = 'first-screen';

/** What the first screen's modules are read from: an output chunk (the fields used here). */
export interface ChunkLike {
	readonly fileName: string;
	readonly isEntry: boolean;
	readonly facadeModuleId: string | null;
	readonly imports: readonly string[];
	readonly moduleIds: readonly string[];
}

/**
 * The ids of the modules the first screen loads: those of every chunk reached through static
 * imports from the start chunks, without the start chunks' own facade modules (SvelteKit's
 * generated entry and node files, which stay entries).
 * @param chunks every chunk of the client build.
 * @param isStart whether a chunk is one the first screen starts from: SvelteKit's entries and the
 *   nodes of FIRST_SCREEN_ROUTES and the root error page.
 * @returns the module ids, in the order met, each once.
 */
export function firstScreenModules(
	chunks: readonly ChunkLike[],
	isStart: (chunk: ChunkLike) => boolean
): string[] {
	const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
	const seen = new Set<string>();
	const modules = new Set<string>();
	const visit = (chunk: ChunkLike) => {
		if (seen.has(chunk.fileName)) return;
		seen.add(chunk.fileName);
		for (const id of chunk.moduleIds) if (id !== chunk.facadeModuleId) modules.add(id);
		for (const file of chunk.imports) {
			const next = byFile.get(file);
			if (next) visit(next);
		}
	};
	for (const chunk of chunks) if (chunk.isEntry && isStart(chunk)) visit(chunk);
	return [...modules];
}

/**
 * Whether `chunk` is where the first screen starts: SvelteKit's entries
 * (`_app/immutable/entry/…`) and the generated nodes whose files re-export one of `routes`.
 * @param nodeFiles the generated nodes' absolute paths -> their text.
 */
export function isFirstScreenStart(
	chunk: ChunkLike,
	nodeFiles: ReadonlyMap<string, string>,
	routes: readonly string[]
): boolean {
	if (chunk.fileName.startsWith('_app/immutable/entry/')) return true;
	const text = chunk.facadeModuleId ? nodeFiles.get(chunk.facadeModuleId) : undefined;
	return text !== undefined && routes.some((route) => text.includes(`/${route}"`));
}

/** The routes whose nodes the first screen loads: the play page's and the root error page. */
const START_ROUTES = [...FIRST_SCREEN_ROUTES, 'src/routes/+error.svelte'];

/**
 * The plugin (client build of the served site only; `pass` says which, see the file's comment).
 * @param root the project's root (absolute).
 * @throws Error from the grouping pass when the measuring pass's file is missing or the first
 *   screen loads a module it does not list.
 */
export function firstScreenChunk(root: string, pass: FirstScreenPass): Plugin {
	const listFile = join(root, FIRST_SCREEN_MODULES_FILE);
	let listed: Set<string> | null = null;
	const nodeFiles = () => {
		const map = new Map<string, string>();
		const dir = join(root, '.svelte-kit/generated/client-optimized/nodes');
		for (let n = 0; ; n++) {
			try {
				map.set(join(dir, `${n}.js`), readFileSync(join(dir, `${n}.js`), 'utf8'));
			} catch {
				return map;
			}
		}
	};
	return {
		name: 'minimax-lab:first-screen-chunk',
		apply: 'build',
		outputOptions(options) {
			if (this.environment?.name !== 'client' || pass !== 'group') return null;
			let ids: unknown;
			try {
				ids = JSON.parse(readFileSync(listFile, 'utf8'));
			} catch (error) {
				throw new Error(
					`the first screen's modules (${FIRST_SCREEN_MODULES_FILE}) are missing: run the measuring pass first (${(error as Error).message})`
				);
			}
			if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string'))
				throw new Error(`${FIRST_SCREEN_MODULES_FILE} is not a list of module ids`);
			const members = new Set(ids as string[]);
			listed = members;
			return {
				...options,
				codeSplitting: { groups: [{ name: FIRST_SCREEN_GROUP, test: (id) => members.has(id) }] }
			};
		},
		generateBundle(_options, bundle) {
			if (this.environment?.name !== 'client') return;
			const nodes = nodeFiles();
			const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
			const modules = firstScreenModules(chunks, (chunk) =>
				isFirstScreenStart(chunk, nodes, START_ROUTES)
			);
			if (pass === 'measure') {
				writeFileSync(listFile, JSON.stringify(modules));
				return;
			}
			const unlisted = modules.filter((id) => !listed?.has(id));
			if (unlisted.length > 0)
				this.error(
					`the first screen loads ${unlisted.length} module(s) the measuring pass did not list, such as ${unlisted[0]}`
				);
		}
	};
}
