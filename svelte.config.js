import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/**
 * Two builds of one app (docs/stack.md, "Two builds"):
 * - the served site (build/): SvelteKit's code splitting, so a first visit loads only what the
 *   page on screen needs, and the rest when it is first opened;
 * - the single file (MINIMAX_LAB_SINGLE_FILE=1, into .single/): every script, style and worker
 *   inline, the file a teacher hands out, which opens from disk (file://) with no request.
 * The hash router serves both from one index.html.
 */
const single = process.env.MINIMAX_LAB_SINGLE_FILE === '1';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: single
			? adapter({ pages: '.single', assets: '.single', fallback: 'index.html' })
			: adapter({ fallback: 'index.html' }),
		router: { type: 'hash' },
		// The type check (npm run check) covers the server and the scripts too, not only src/ and tests/.
		typescript: {
			config: (tsconfig) => {
				tsconfig.include.push('../server/**/*.ts', '../scripts/**/*.ts');
			}
		},
		output: { bundleStrategy: single ? 'inline' : 'split' }
	}
};

export default config;
