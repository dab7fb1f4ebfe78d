import { describe, expect, it } from 'vitest';
import { splitStart } from '../../../scripts/split-build';

/** SvelteKit's inline start script, as `vite build` writes it (minified) around `app`. */
const page = (app: string) => `<!doctype html><html><head><style>a{}</style></head><body>
		<div style="display: contents">
			<script>
				{
					__sveltekit_abc = {
						base: new URL('.', location).pathname.slice(0, -1)
					};

					const element = document.currentScript.parentElement;

					${app}

					__sveltekit_abc.app.start(element);
				}
			</script>
		</div>
	</body>
</html>`;

const MINIFIED =
	'this.__sveltekit_abc=this.__sveltekit_abc||{},this.__sveltekit_abc.app=(function(e){return e.start=()=>{},e})({});';
const UNMINIFIED = `this.__sveltekit_abc = this.__sveltekit_abc || {};
this.__sveltekit_abc.app = (function(exports) {
	exports.start = () => {};
	return exports;
})({});`;

describe('splitStart', () => {
	for (const [name, app] of [
		['minified', MINIFIED],
		['unminified', UNMINIFIED]
	]) {
		it(`moves the ${name} app into a classic script and keeps base and start inline`, () => {
			const { html, file, code } = splitStart(page(app));
			expect(code).toBe(`${app}\n`);
			expect(file).toMatch(/^app\.[0-9a-f]{10}\.js$/);
			expect(html).toContain(
				`<script>__sveltekit_abc = { base: new URL('.', location).pathname.slice(0, -1) };</script>`
			);
			expect(html).toContain(`<script src="./_app/immutable/${file}"></script>`);
			expect(html).toContain(
				'<script>__sveltekit_abc.app.start(document.currentScript.parentElement);</script>'
			);
			expect(html).not.toContain('this.__sveltekit_abc.app');
			expect(html.indexOf('base:')).toBeLessThan(html.indexOf('<script src='));
			expect(html.indexOf('<script src=')).toBeLessThan(html.indexOf('.app.start('));
		});
	}

	it('names the script after its content', () => {
		expect(splitStart(page(MINIFIED)).file).toBe(splitStart(page(MINIFIED)).file);
		expect(splitStart(page(MINIFIED)).file).not.toBe(splitStart(page(UNMINIFIED)).file);
	});

	it('throws when the page has no inline start script', () => {
		expect(() => splitStart('<html><body><script src="x.js"></script></body></html>')).toThrow(
			'inline start script not found'
		);
	});
});
