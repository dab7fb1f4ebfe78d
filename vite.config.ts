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
				test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: RUNES_TESTS }
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
