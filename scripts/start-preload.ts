/**
 * The first screen's files named by the served page (run by `npm run build` after the served
 * build, before the single file). SvelteKit's fallback page (build/index.html, which every link
 * opens with the hash router) leaves out files the first screen waits for, each requested only
 * once the start script had run and asked for it, one round trip and one evaluation later:
 * - the play page's (`#/`, `#/?position=…`: src/routes/+page.svelte) scripts and style sheets:
 *   the fallback page names the root layout's only;
 * - the root error page's node: SvelteKit imports it at start, beside the root layout's, and
 *   mounts the first page once both are there, so that it waited one more round trip;
 * - some of the root layout's own scripts: SvelteKit lists a node's chunks by walking Vite's
 *   manifest from the node through static and dynamic imports with one set of chunks seen, so a
 *   chunk first met as the static import of a dynamically imported module is never listed, though
 *   the layout imports it statically too (with Rolldown's own splitting, six small chunks: the
 *   App's search defaults, the lines table, the record reader; with the first screen in one chunk,
 *   scripts/chunk-groups.ts, the play page's node is all that is left to name).
 * This adds, before `</head>`, a `stylesheet` link for each style sheet and a `modulepreload` for
 * each script of those two nodes that the page does not already name, read from Vite's manifest
 * of the served build. A style sheet is named as SvelteKit names its own (`<link href rel=
 * "stylesheet">`): Vite's loader, when the page module is imported, looks for a `stylesheet` link
 * with the same URL and, finding it, neither adds nor waits for another. Other pages (a lesson,
 * practice) get the play page's files too; most of them are theirs as well.
 *
 * Exits with 1 and one line on stderr when the manifest, a node or the page is missing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One entry of Vite's build manifest (the fields read here). */
interface ManifestEntry {
	readonly file: string;
	readonly src?: string;
	readonly imports?: readonly string[];
	readonly css?: readonly string[];
}

/** Where SvelteKit generates its route nodes (each re-exports one page or layout component). */
export const NODES = '.svelte-kit/generated/client-optimized/nodes';

/** SvelteKit's generated nodes under `root` (the project's root): file name -> text. */
export function readNodes(root: string): Map<string, string> {
	const dir = join(root, NODES);
	return new Map(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name), 'utf8')]));
}

/**
 * The components whose nodes the first screen waits for: the root layout, the root error page
 * (SvelteKit imports it at start, and mounts the first page only once it is there) and the play
 * page.
 */
export const FIRST_SCREEN_ROUTES = [
	'src/routes/+layout.svelte',
	'src/routes/+error.svelte',
	'src/routes/+page.svelte'
];

/**
 * The manifest key of the generated node that re-exports `route` (a component's path from the
 * project's root, such as src/routes/+page.svelte), from `nodes` (file name -> its text).
 * @throws Error when no node does.
 */
export function routeNode(nodes: ReadonlyMap<string, string>, route: string): string {
	for (const [name, text] of nodes) {
		if (text.includes(`/${route}"`)) return `${NODES}/${name}`;
	}
	throw new Error(`no node in ${NODES} exports ${route}`);
}

/** A node's files, paths under the build's root. */
export interface NodeFiles {
	readonly scripts: string[];
	readonly styles: string[];
}

/**
 * The files (paths under the build's root) the nodes `keys` (manifest keys: routeNode) need
 * before they can mount: each node's chunk and every chunk it imports statically, and their style
 * sheets, in the order Vite's loader asks for them (a chunk, then its imports, then its own style
 * sheets), each once.
 * @throws Error when the manifest has no such node.
 */
export function nodeFiles(
	manifest: Readonly<Record<string, ManifestEntry>>,
	keys: readonly string[]
): NodeFiles {
	const seen = new Set<string>();
	const scripts: string[] = [];
	const styles = new Set<string>();
	const visit = (key: string) => {
		if (seen.has(key) || !manifest[key]) return;
		seen.add(key);
		scripts.push(manifest[key].file);
		for (const next of manifest[key].imports ?? []) visit(next);
		for (const css of manifest[key].css ?? []) styles.add(css);
	};
	for (const key of keys) {
		if (!manifest[key]) throw new Error(`the build's manifest has no ${key}`);
		visit(key);
	}
	return { scripts, styles: [...styles] };
}

/**
 * `html` with, before `</head>`, a `stylesheet` link for each of `files.styles` and then a
 * `modulepreload` link for each of `files.scripts` that it does not already name, each href
 * written with the prefix the page's own start script uses (`/_app/…` or `./_app/…`).
 * @throws Error when the page names no start script (not SvelteKit's page).
 */
export function withPreloads(html: string, files: NodeFiles): string {
	const start = /href="([^"]*)_app\/immutable\/entry\/start\.[^"]*\.js"/.exec(html);
	if (!start) throw new Error('the page names no start script (_app/immutable/entry/start.*.js)');
	const prefix = start[1];
	const missing = (file: string) => !html.includes(`${prefix}${file}"`);
	const link = (rel: string) => (file: string) => `\t\t<link href="${prefix}${file}" rel="${rel}">`;
	const links = [
		...files.styles.filter(missing).map(link('stylesheet')),
		...files.scripts.filter(missing).map(link('modulepreload'))
	];
	return links.length ? html.replace('\t</head>', `${links.join('\n')}\n\t</head>`) : html;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
	const manifestPath = join(root, '.svelte-kit/output/client/.vite/manifest.json');
	const pagePath = join(root, 'build/index.html');
	try {
		for (const path of [manifestPath, pagePath]) {
			if (!existsSync(path)) throw new Error(`${path} is missing: run "vite build" first`);
		}
		const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
			string,
			ManifestEntry
		>;
		const nodes = readNodes(root);
		const keys = FIRST_SCREEN_ROUTES.map((route) => routeNode(nodes, route));
		const html = readFileSync(pagePath, 'utf8');
		writeFileSync(pagePath, withPreloads(html, nodeFiles(manifest, keys)));
	} catch (error) {
		console.error(`start-preload: ${(error as Error).message}`);
		process.exit(1);
	}
}
