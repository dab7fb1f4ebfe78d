/**
 * The first screens written into the served page (run by `npm run build` after start-preload.ts,
 * before the single file): the play page's first part for each link of FIRST_SCREEN_LINKS
 * (src/lib/app/first-screen/chooser.ts), rendered by Svelte's server renderer through Vite (the
 * components and their scoped classes as the build compiled them), each in a wrapper that is not
 * displayed, and after them the inline script that shows the one for the link opened on a first
 * visit and removes it when the app draws its own. The browser then draws the board as it parses
 * the page, before the start script has run (docs/speed.md, "The first screen in the page"):
 * SvelteKit does not prerender with the hash router.
 *
 * Exits with 1 and one line on stderr when the page is missing, has no SvelteKit target or holds
 * first screens already, or when a first screen cannot be rendered.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** The first screens' module as the build loads it (src/lib/app/first-screen/render.ts). */
interface FirstScreens {
	renderFirstScreen(hash: string): string;
	chooserScript(): string;
	FIRST_SCREEN_CLASS: string;
	FIRST_SCREEN_LINKS: readonly string[];
}

/** The start of SvelteKit's target in the page (src/app.html). */
const TARGET = '<div style="display: contents">';

/**
 * `html` (the served page) with, before SvelteKit's target, one wrapper per first screen of
 * `screens` (link -> its HTML: FirstScreens.renderFirstScreen), not displayed, inert (and out of
 * the pointer's reach where a browser knows no `inert`) and hidden from assistive technology,
 * then `<script>` holding `chooser` (FirstScreens.chooserScript).
 * @throws Error when the page has no SvelteKit target, or holds first screens already.
 */
export function withFirstScreens(
	html: string,
	screens: ReadonlyMap<string, string>,
	chooser: string,
	wrapperClass: string
): string {
	const at = html.indexOf(TARGET);
	if (at < 0) throw new Error(`the page has no SvelteKit target (${TARGET})`);
	if (html.includes(`class="${wrapperClass}"`))
		throw new Error('the page holds first screens already');
	const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
	const wrappers = [...screens].map(
		([link, screen]) =>
			`<div class="${wrapperClass}" data-link="${attribute(link)}" style="display: none; pointer-events: none" inert aria-hidden="true">${screen}</div>`
	);
	const inserted = `${wrappers.join('\n\t\t')}\n\t\t<script>\n${chooser}\n\t\t</script>\n\t\t`;
	return html.slice(0, at) + inserted + html.slice(at);
}

/**
 * Renders the first screens with the project at `root` (a Vite server in middleware mode, closed
 * before returning): link -> HTML, and the chooser's source.
 */
export async function renderFirstScreens(
	root: string
): Promise<{ screens: Map<string, string>; chooser: string; wrapperClass: string }> {
	const vite = await createServer({
		root,
		logLevel: 'warn',
		appType: 'custom',
		server: { middlewareMode: true, hmr: false, ws: false }
	});
	try {
		const module = (await vite.ssrLoadModule(
			'/src/lib/app/first-screen/render.ts'
		)) as unknown as FirstScreens;
		const screens = new Map(
			module.FIRST_SCREEN_LINKS.map((link) => [link, module.renderFirstScreen(link)])
		);
		return { screens, chooser: module.chooserScript(), wrapperClass: module.FIRST_SCREEN_CLASS };
	} finally {
		await vite.close();
	}
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
	const pagePath = join(root, 'build/index.html');
	try {
		if (!existsSync(pagePath)) throw new Error(`${pagePath} is missing: run "vite build" first`);
		const { screens, chooser, wrapperClass } = await renderFirstScreens(root);
		writeFileSync(
			pagePath,
			withFirstScreens(readFileSync(pagePath, 'utf8'), screens, chooser, wrapperClass)
		);
		console.log(`first-screen: ${[...screens.keys()].join(', ')} in build/index.html`);
	} catch (error) {
		console.error(`first-screen: ${(error as Error).message}`);
		process.exit(1);
	}
}
