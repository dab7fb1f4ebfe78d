/**
 * Post-build step (`npm run build` runs it after `vite build`): moves the app's code out of
 * build/index.html into a classic script next to it, build/_app/immutable/app.<hash>.js.
 *
 * Why: with `output: { bundleStrategy: 'inline' }` (needed for file://, docs/stack.md) SvelteKit
 * writes the whole app as one inline script, which Chromium parses and compiles on the main
 * thread, in the task that runs it (about 700 KB: hundreds of ms on a slow laptop's first visit,
 * docs/main-thread.md). A classic `<script src>` is loaded, parsed and compiled off the main
 * thread (script streaming) and loads from file:// as well as over http (a module script does
 * not load from file://); it makes no network request from disk. The script stays parser-blocking
 * and in document order, so the page starts exactly as before:
 *
 *   <script>{ __sveltekit_x = { base: … }; }</script>          (inline, as SvelteKit wrote it)
 *   <script src="./_app/immutable/app.<hash>.js"></script>     (the app, as SvelteKit wrote it)
 *   <script>__sveltekit_x.app.start(document.currentScript.parentElement);</script>
 *
 * The single-file page SvelteKit wrote is kept beside it as build/minimax-lab.html (SINGLE_FILE).
 *
 * Throws (and the build fails) when index.html does not have the inline start script SvelteKit
 * 2 writes for the inline bundle strategy, so a change of that shape is noticed.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The single-file copy of the app (build/minimax-lab.html): the page exactly as SvelteKit wrote
 * it, the app inline, for a teacher to hand out one file; it opens from disk with no request.
 */
export const SINGLE_FILE = 'minimax-lab.html';

/** The shape of SvelteKit's inline start script (bundleStrategy 'inline'). */
const START = new RegExp(
	String.raw`<script>\s*\{\s*(__sveltekit_\w+) = \{\s*base: ([^;]*?)\s*\};\s*` +
		String.raw`const element = document\.currentScript\.parentElement;\s*` +
		String.raw`(this\.\1\s*=\s*this\.\1\s*\|\|\s*\{\}\s*[,;]\s*this\.\1\.app\s*=[\s\S]*?)\s*` +
		String.raw`\1\.app\.start\(element\);\s*\}\s*</script>`
);

/**
 * Rewrites `html` (SvelteKit's build/index.html) to load the app from a classic script.
 * @returns the new HTML, the script's file name (under _app/immutable/) and its text.
 * @throws Error when the inline start script is not found.
 */
export function splitStart(html: string): { html: string; file: string; code: string } {
	const match = START.exec(html);
	if (!match) throw new Error('split-build: SvelteKit’s inline start script not found');
	const [whole, global, base, app] = match;
	const code = `${app}\n`;
	const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
	const file = `app.${hash}.js`;
	const tags =
		`<script>${global} = { base: ${base} };</script>\n\t\t\t` +
		`<script src="./_app/immutable/${file}"></script>\n\t\t\t` +
		`<script>${global}.app.start(document.currentScript.parentElement);</script>`;
	return { html: html.replace(whole, () => tags), file, code };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const build = resolve(fileURLToPath(new URL('../build', import.meta.url)));
	const index = resolve(build, 'index.html');
	const single = readFileSync(index, 'utf8');
	const { html, file, code } = splitStart(single);
	writeFileSync(resolve(build, '_app/immutable', file), code);
	writeFileSync(index, html);
	// The whole app in one file, as SvelteKit wrote it: to hand out or mail as a single file.
	writeFileSync(resolve(build, SINGLE_FILE), single);
	console.log(
		`split-build: build/_app/immutable/${file} (${code.length} bytes), index.html ${html.length} bytes`
	);
}
