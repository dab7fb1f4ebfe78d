/**
 * The first screen's chunk (scripts/first-screen-chunk.ts): which modules the first screen loads,
 * read from chunks shaped like Rolldown's output, and which chunks it starts from.
 */
import { describe, expect, it } from 'vitest';
import {
	firstScreenModules,
	isFirstScreenStart,
	type ChunkLike
} from '../../../scripts/first-screen-chunk.ts';

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
	chunk('_app/immutable/chunks/lessons.js', ['/app/src/lib/lessons/index.ts'])
];

const NODE_FILES = new Map([
	[
		`${NODES}/0.js`,
		'export { default as component } from "../../../../src/routes/+layout.svelte";'
	],
	[`${NODES}/2.js`, 'export { default as component } from "../../../../src/routes/+page.svelte";'],
	[
		`${NODES}/3.js`,
		'export { default as component } from "../../../../src/routes/lesson/+page.svelte";'
	]
]);
const ROUTES = ['src/routes/+layout.svelte', 'src/routes/+page.svelte'];

describe('first-screen-chunk', () => {
	it('starts from SvelteKit’s entries and the nodes of the first screen’s routes', () => {
		const starts = CHUNKS.filter((c) => c.isEntry && isFirstScreenStart(c, NODE_FILES, ROUTES));
		expect(starts.map((c) => c.fileName)).toEqual([
			'_app/immutable/entry/start.js',
			'_app/immutable/nodes/0.js',
			'_app/immutable/nodes/2.js'
		]);
	});

	it('lists the modules of every chunk the first screen reaches, not the entries’ facades nor another page’s', () => {
		const modules = firstScreenModules(CHUNKS, (c) => isFirstScreenStart(c, NODE_FILES, ROUTES));
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
		expect(firstScreenModules(CHUNKS, () => false)).toEqual([]);
	});
});
