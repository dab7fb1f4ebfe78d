/**
 * The play page's scripts preloaded by the served page (run by `npm run build` after the served
 * build, before the single file): SvelteKit's fallback page (build/index.html, which every link
 * opens with the hash router) preloads the root layout's chunks only. The play page's (`#/`,
 * `#/?position=…`: src/routes/+page.svelte) were requested only once the start script had run and
 * asked for them, one round trip and one evaluation later. This adds a `modulepreload` for each of
 * its scripts that the page does not already name, read from Vite's manifest of the served build,
 * so the browser fetches them beside the start script. (Its style sheets are left to SvelteKit:
 * Vite's loader asks for them with `crossorigin`, which a plain preload would not match.) Other
 * pages (a lesson, practice) load as before; most of the play page's chunks are theirs too.
 *
 * Exits with 1 and one line on stderr when the manifest or the page is missing.
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
const NODES = '.svelte-kit/generated/client-optimized/nodes';

/**
 * The manifest key of the play page's node: the generated node file that re-exports
 * src/routes/+page.svelte, from `nodes` (file name -> its text).
 * @throws Error when no node does.
 */
export function playPageNode(nodes: ReadonlyMap<string, string>): string {
	for (const [name, text] of nodes) {
		if (text.includes('/src/routes/+page.svelte"')) return `${NODES}/${name}`;
	}
	throw new Error(`no node in ${NODES} exports src/routes/+page.svelte`);
}

/**
 * The scripts (paths under the build's root) the play page needs before it can mount: its node's
 * chunk (`node`, a manifest key: playPageNode) and every chunk it imports statically.
 * @throws Error when the manifest has no such node.
 */
export function playPageScripts(
	manifest: Readonly<Record<string, ManifestEntry>>,
	node: string
): string[] {
	if (!manifest[node]) throw new Error(`the build's manifest has no ${node}`);
	const seen = new Set<string>();
	const visit = (key: string) => {
		if (seen.has(key) || !manifest[key]) return;
		seen.add(key);
		for (const next of manifest[key].imports ?? []) visit(next);
	};
	visit(node);
	return [...seen].map((key) => manifest[key].file);
}

/**
 * `html` with a `modulepreload` link for each of `scripts` it does not already name, before
 * `</head>`, each href written with the prefix the page's own start script uses (`/_app/…` or
 * `./_app/…`).
 * @throws Error when the page names no start script (not SvelteKit's page).
 */
export function withPreloads(html: string, scripts: readonly string[]): string {
	const start = /href="([^"]*)_app\/immutable\/entry\/start\.[^"]*\.js"/.exec(html);
	if (!start) throw new Error('the page names no start script (_app/immutable/entry/start.*.js)');
	const prefix = start[1];
	const missing = (file: string) => !html.includes(`${prefix}${file}"`);
	const links = scripts
		.filter(missing)
		.map((file) => `\t\t<link href="${prefix}${file}" rel="modulepreload">`);
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
		const nodesDir = join(root, NODES);
		const nodes = new Map(
			readdirSync(nodesDir).map((name) => [name, readFileSync(join(nodesDir, name), 'utf8')])
		);
		const html = readFileSync(pagePath, 'utf8');
		writeFileSync(pagePath, withPreloads(html, playPageScripts(manifest, playPageNode(nodes))));
	} catch (error) {
		console.error(`start-preload: ${(error as Error).message}`);
		process.exit(1);
	}
}
