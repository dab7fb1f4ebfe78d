import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

/** The app layer's runes classes are tested compiled for the browser (tests/unit/app/runes-environment.ts). */
const RUNES_TESTS = ['tests/unit/app/**/*.test.ts'];

export default defineConfig({
	plugins: [sveltekit()],
	test: {
		testTimeout: 60_000,
		projects: [
			{
				extends: true,
				// The core's tests share each worker's modules (isolate: false): every file re-importing
				// the engine, the catalogues and the lessons cost more than the tests themselves.
				// The core keeps no state between calls that a test could leak (the whole suite passes
				// in this mode); the runes tests keep their own module graph per file.
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
					environment: './tests/unit/app/runes-environment.ts'
				}
			}
		]
	}
});
