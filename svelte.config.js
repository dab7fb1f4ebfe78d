import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/**
 * The hash router plus inlined bundle lets build/index.html hydrate when opened from disk (file://)
 * as well as over http (docs/stack.md).
 * @type {import('@sveltejs/kit').Config}
 */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ fallback: 'index.html' }),
		router: { type: 'hash' },
		output: { bundleStrategy: 'inline' }
	}
};

export default config;
