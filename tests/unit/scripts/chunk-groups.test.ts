/**
 * The chunk groups (scripts/chunk-groups.ts): which modules a view loads, read from chunks shaped
 * like Rolldown's output, which chunks the first screen starts from, and the groups in order.
 */
import { describe, expect, it } from 'vitest';
import {
	CHUNK_GROUPS,
	COMPILE_HINT,
	withCompileHint,
	groupModules,
	isFirstScreenStart,
	startNodes,
	viewModules,
	type ChunkLike
} from '../../../scripts/chunk-groups.ts';

const NODES = '/app/.svelte-kit/generated/client-optimized/nodes';

const chunk = (
	fileName: string,
	moduleIds: string[],
	imports: string[] = [],
	facadeModuleId: string | null = null
): ChunkLike => ({
	fileName,
	moduleIds,
	imports,
	facadeModuleId,
	isEntry: facadeModuleId !== null
});

/** A build of three pages: the play page (node 2) and a lesson (node 3) share the board. */
const CHUNKS: ChunkLike[] = [
	chunk(
		'_app/immutable/entry/start.js',
		['/kit/entry.js', '/kit/client.js'],
		['_app/immutable/chunks/runtime.js'],
		'/kit/entry.js'
	),
	chunk('_app/immutable/chunks/runtime.js', ['/svelte/internal.js']),
	chunk(
		'_app/immutable/nodes/0.js',
		[`${NODES}/0.js`, '/app/src/routes/+layout.svelte'],
		['_app/immutable/chunks/runtime.js'],
		`${NODES}/0.js`
	),
	chunk(
		'_app/immutable/nodes/2.js',
		[`${NODES}/2.js`, '/app/src/routes/+page.svelte'],
		['_app/immutable/chunks/board.js', '_app/immutable/chunks/runtime.js'],
		`${NODES}/2.js`
	),
	chunk('_app/immutable/chunks/board.js', [
		'/app/src/lib/ui/Board.svelte',
		'/app/src/lib/engine/board.ts'
	]),
	chunk(
		'_app/immutable/nodes/3.js',
		[`${NODES}/3.js`, '/app/src/routes/lesson/+page.svelte'],
		['_app/immutable/chunks/board.js', '_app/immutable/chunks/lessons.js'],
		`${NODES}/3.js`
	),
	chunk('_app/immutable/chunks/lessons.js', ['/app/src/lib/lessons/index.ts']),
	// The session's tree, imported dynamically by the play page: its own code, the board it
	// shares with the first screen, and the picture.
	chunk(
		'_app/immutable/chunks/SessionTree.js',
		['/app/src/lib/ui/SessionTree.svelte'],
		['_app/immutable/chunks/board.js', '_app/immutable/chunks/picture.js'],
		'/app/src/lib/ui/SessionTree.svelte'
	),
	chunk('_app/immutable/chunks/picture.js', ['/app/src/lib/ui/TreePicture.svelte', '/d3/zoom.js'])
];

/** The generated nodes by file name, as readNodes gives them: the layout, the error page, two pages. */
const NODE_FILES = new Map([
	['0.js', 'export { default as component } from "../../../../src/routes/+layout.svelte";'],
	['1.js', 'export { default as component } from "../../../../src/routes/+error.svelte";'],
	['2.js', 'export { default as component } from "../../../../src/routes/+page.svelte";'],
	['3.js', 'export { default as component } from "../../../../src/routes/lesson/+page.svelte";']
]);
const START = startNodes('/app', NODE_FILES);

describe('chunk-groups', () => {
	it('starts from SvelteKit’s entries and the nodes of the first screen’s routes', () => {
		expect([...START]).toEqual([`${NODES}/0.js`, `${NODES}/1.js`, `${NODES}/2.js`]);
		const starts = CHUNKS.filter((c) => c.isEntry && isFirstScreenStart(c, START));
		expect(starts.map((c) => c.fileName)).toEqual([
			'_app/immutable/entry/start.js',
			'_app/immutable/nodes/0.js',
			'_app/immutable/nodes/2.js'
		]);
	});

	it('lists the modules of every chunk the first screen reaches, not the entries’ facades nor another page’s', () => {
		const modules = viewModules(CHUNKS, (c) => c.isEntry && isFirstScreenStart(c, START));
		expect(modules).toEqual([
			'/kit/client.js',
			'/svelte/internal.js',
			'/app/src/routes/+layout.svelte',
			'/app/src/routes/+page.svelte',
			'/app/src/lib/ui/Board.svelte',
			'/app/src/lib/engine/board.ts'
		]);
	});

	it('lists nothing when no chunk is a start', () => {
		expect(viewModules(CHUNKS, () => false)).toEqual([]);
	});

	it('gives the tree views what the first screen does not take, in the groups’ order', () => {
		const groups = groupModules(CHUNKS, { root: '/app', startNodes: START });
		expect(CHUNK_GROUPS.map((g) => g.name)).toEqual(['first-screen', 'tree-views']);
		expect(groups['first-screen']).toContain('/app/src/lib/engine/board.ts');
		expect(groups['tree-views']).toEqual(['/app/src/lib/ui/TreePicture.svelte', '/d3/zoom.js']);
	});

	it('puts V8’s compile hint on a group chunk’s first line, once', () => {
		const code = 'const __vite__mapDeps=(i)=>i;\nexport{a};';
		const hinted = withCompileHint(code);
		expect(hinted).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
		expect(hinted.split('\n')[0]).toBe(COMPILE_HINT);
		expect(withCompileHint(hinted)).toBe(hinted);
	});
});
