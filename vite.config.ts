import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkGroups, type ChunkGroupsPass } from './scripts/chunk-groups.ts';

/**
 * Workers are imported with `?worker&inline` (the single file needs them inline: a page opened
 * from disk cannot load a worker file). The served site drops `&inline`, so each worker is a file
 * of its own that the browser fetches when the worker starts, not a string inside the start script.
 */
function servedWorkers(): Plugin {
	return {
		name: 'minimax-lab:served-workers',
		enforce: 'pre',
		apply: () => process.env.MINIMAX_LAB_SINGLE_FILE !== '1',
		transform(code, id) {
			if (id.includes('node_modules') || !code.includes('?worker&inline')) return null;
			return { code: code.replaceAll('?worker&inline', '?worker'), map: null };
		}
	};
}

/** The served build's pass (scripts/served-build.ts), or none: Rolldown's own splitting. */
const chunkPass = process.env.MINIMAX_LAB_CHUNK_GROUPS as ChunkGroupsPass | undefined;
if (chunkPass !== undefined && chunkPass !== 'measure' && chunkPass !== 'group')
	throw new Error(`MINIMAX_LAB_CHUNK_GROUPS is "${chunkPass}": measure or group`);

/** The app layer's runes classes are tested compiled for the browser (tests/unit/app/runes-environment.ts). */
const RUNES_TESTS = ['tests/unit/app/**/*.test.ts'];

export default defineConfig({
	plugins: [
		servedWorkers(),
		...(chunkPass && process.env.MINIMAX_LAB_SINGLE_FILE !== '1'
			? [chunkGroups(import.meta.dirname, chunkPass)]
			: []),
		sveltekit()
	],
	test: {
		testTimeout: 60_000,
		projects: [
			{
				extends: true,
				// Each worker's test files share its modules (isolate: false, here and for the runes
				// tests): every file re-importing the engine, the catalogues and the lessons cost more
				// than the tests themselves (the runes tests: 53 s isolated, 16 s shared). The code
				// keeps no state between calls that a test could leak (the whole suite passes so).
				test: {
					name: 'unit',
					include: ['tests/unit/**/*.test.ts'],
					exclude: RUNES_TESTS,
					isolate: false
				}
			},
			{
				extends: true,
				test: {
					name: 'runes',
					include: RUNES_TESTS,
					environment: './tests/unit/app/runes-environment.ts',
					isolate: false
				}
			}
		]
	}
});
