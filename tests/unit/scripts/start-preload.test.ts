/**
 * The play page's preloads (scripts/start-preload.ts): from a manifest shaped like Vite's, its node
 * and the node's static imports, each added to the page once; no style sheet.
 */
import { describe, expect, it } from 'vitest';
import { playPageScripts, playPageNode, withPreloads } from '../../../scripts/start-preload.ts';

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
	</head>`;

describe('start-preload', () => {
	it("finds the play page's node among the generated nodes", () => {
		const nodes = new Map([
			['0.js', 'export { default as component } from "../../../../src/routes/+layout.svelte";'],
			['2.js', 'export { default as component } from "../../../../src/routes/+page.svelte";'],
			[
				'3.js',
				'export { default as component } from "../../../../src/routes/lesson/[id]/[[slide]]/+page.svelte";'
			]
		]);
		expect(playPageNode(nodes)).toBe(NODE);
		expect(() => playPageNode(new Map([...nodes].filter(([n]) => n !== '2.js')))).toThrow(
			'exports src/routes/+page.svelte'
		);
	});

	it("lists the play page's node and chunks, not another page's", () => {
		expect(playPageScripts(MANIFEST, NODE).sort()).toEqual([
			'_app/immutable/chunks/board.js',
			'_app/immutable/chunks/page.js',
			'_app/immutable/chunks/shared.js',
			'_app/immutable/nodes/2.js'
		]);
	});

	it('adds each file the page does not name yet, with its prefix, before </head>', () => {
		const html = withPreloads(PAGE, playPageScripts(MANIFEST, NODE));
		expect(html.match(/rel="modulepreload"/g)).toHaveLength(5);
		expect(html).toContain('<link href="/_app/immutable/nodes/2.js" rel="modulepreload">');
		expect(html).not.toContain('board.css');
		expect(html.match(/chunks\/shared\.js/g)).toHaveLength(1);
		expect(html.indexOf('nodes/2.js')).toBeLessThan(html.indexOf('</head>'));
		expect(withPreloads(html, playPageScripts(MANIFEST, NODE))).toBe(html);
	});

	it('throws without the play page or the start script', () => {
		expect(() => playPageScripts({}, NODE)).toThrow(`has no ${NODE}`);
		expect(() => withPreloads('<head>\n\t</head>', playPageScripts(MANIFEST, NODE))).toThrow(
			'names no start script'
		);
	});
});
