/**
 * The first screen's preloads (scripts/start-preload.ts): from a manifest shaped like Vite's, a
 * node's chunk, its static imports and their style sheets in the order Vite's loader asks for
 * them, each added to the page once.
 */
import { describe, expect, it } from 'vitest';
import { nodeFiles, routeNode, withPreloads } from '../../../scripts/start-preload.ts';

const NODE = '.svelte-kit/generated/client-optimized/nodes/2.js';
const MANIFEST = {
	'_page.js': {
		file: '_app/immutable/chunks/page.js',
		imports: ['_shared.js', '_board.js'],
		css: ['_app/immutable/assets/_page.css']
	},
	'_shared.js': { file: '_app/immutable/chunks/shared.js' },
	'_board.js': {
		file: '_app/immutable/chunks/board.js',
		imports: ['_shared.js'],
		css: ['_app/immutable/assets/board.css']
	},
	'.svelte-kit/generated/client-optimized/nodes/2.js': {
		file: '_app/immutable/nodes/2.js',
		imports: ['_page.js']
	},
	'.svelte-kit/generated/client-optimized/nodes/3.js': {
		file: '_app/immutable/nodes/3.js',
		imports: ['_lesson.js']
	},
	'_lesson.js': { file: '_app/immutable/chunks/lesson.js' }
};

const PAGE = `<head>
		<link href="/_app/immutable/entry/start.abc.js" rel="modulepreload">
		<link href="/_app/immutable/chunks/shared.js" rel="modulepreload">
		<link href="/_app/immutable/assets/_page.css" rel="stylesheet">
	</head>`;

describe('start-preload', () => {
	it("finds a route's node among the generated nodes", () => {
		const nodes = new Map([
			['0.js', 'export { default as component } from "../../../../src/routes/+layout.svelte";'],
			['2.js', 'export { default as component } from "../../../../src/routes/+page.svelte";'],
			[
				'3.js',
				'export { default as component } from "../../../../src/routes/lesson/[id]/[[slide]]/+page.svelte";'
			]
		]);
		expect(routeNode(nodes, 'src/routes/+page.svelte')).toBe(NODE);
		expect(routeNode(nodes, 'src/routes/+layout.svelte')).toBe(
			'.svelte-kit/generated/client-optimized/nodes/0.js'
		);
		const without = new Map([...nodes].filter(([n]) => n !== '2.js'));
		expect(() => routeNode(without, 'src/routes/+page.svelte')).toThrow(
			'exports src/routes/+page.svelte'
		);
	});

	it("lists a node's chunks and style sheets in the loader's order, not another page's", () => {
		expect(nodeFiles(MANIFEST, [NODE])).toEqual({
			scripts: [
				'_app/immutable/nodes/2.js',
				'_app/immutable/chunks/page.js',
				'_app/immutable/chunks/shared.js',
				'_app/immutable/chunks/board.js'
			],
			// A chunk's style sheets come after its imports' (board.css before _page.css).
			styles: ['_app/immutable/assets/board.css', '_app/immutable/assets/_page.css']
		});
	});

	it('lists every static import of the layout and the page once, also those a dynamic import reaches', () => {
		// SvelteKit's own list leaves out `_lines.js`: it meets it first under the dynamic `_coach.js`.
		const manifest = {
			...MANIFEST,
			'.svelte-kit/generated/client-optimized/nodes/0.js': {
				file: '_app/immutable/nodes/0.js',
				imports: ['_layout.js']
			},
			'_layout.js': {
				file: '_app/immutable/chunks/layout.js',
				imports: ['_shared.js', '_lines.js'],
				dynamicImports: ['_coach.js'],
				css: ['_app/immutable/assets/_layout.css']
			},
			'_coach.js': { file: '_app/immutable/chunks/coach.js', imports: ['_lines.js'] },
			'_lines.js': { file: '_app/immutable/chunks/lines.js' }
		};
		const files = nodeFiles(manifest, ['.svelte-kit/generated/client-optimized/nodes/0.js', NODE]);
		expect(files.scripts).toEqual([
			'_app/immutable/nodes/0.js',
			'_app/immutable/chunks/layout.js',
			'_app/immutable/chunks/shared.js',
			'_app/immutable/chunks/lines.js',
			'_app/immutable/nodes/2.js',
			'_app/immutable/chunks/page.js',
			'_app/immutable/chunks/board.js'
		]);
		expect(files.styles).toEqual([
			'_app/immutable/assets/_layout.css',
			'_app/immutable/assets/board.css',
			'_app/immutable/assets/_page.css'
		]);
	});

	it('adds each file the page does not name yet, with its prefix, before </head>', () => {
		const html = withPreloads(PAGE, nodeFiles(MANIFEST, [NODE]));
		expect(html.match(/rel="modulepreload"/g)).toHaveLength(5);
		expect(html).toContain('<link href="/_app/immutable/nodes/2.js" rel="modulepreload">');
		expect(html).toContain('<link href="/_app/immutable/assets/board.css" rel="stylesheet">');
		expect(html.match(/chunks\/shared\.js/g)).toHaveLength(1);
		expect(html.match(/_page\.css/g)).toHaveLength(1);
		expect(html.indexOf('board.css')).toBeLessThan(html.indexOf('nodes/2.js'));
		expect(html.indexOf('nodes/2.js')).toBeLessThan(html.indexOf('</head>'));
		expect(withPreloads(html, nodeFiles(MANIFEST, [NODE]))).toBe(html);
	});

	it('throws without the node or the start script', () => {
		expect(() => nodeFiles({}, [NODE])).toThrow(`has no ${NODE}`);
		expect(() => withPreloads('<head>\n\t</head>', nodeFiles(MANIFEST, [NODE]))).toThrow(
			'names no start script'
		);
	});
});
