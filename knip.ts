import type { KnipConfig } from 'knip';

/**
 * The script blocks of a Svelte component, and the components its markup loads on demand
 * (`{#await import('./X.svelte')}`) as imports, so that the unused-code check follows them. An
 * instance script's `export function` is a method of the component (bind:this), not a module
 * export; a module script's exports are.
 */
function svelteImports(text: string): string {
	const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(
		([, attrs, code]) =>
			/\bmodule\b/.test(attrs)
				? code
				: code.replace(/^(\s*)export (function|const|let)\b/gm, '$1$2')
	);
	const markup = text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
	const lazy = [...markup.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => `import('${m[1]}');`);
	return [...scripts, ...lazy].join('\n');
}

/** The unused files, exports and dependencies check, run by `npm run lint`. */
const config: KnipConfig = {
	// The first screens' module is loaded by scripts/first-screen.ts through Vite (ssrLoadModule).
	entry: [
		'src/routes/**/*.{svelte,ts}',
		'src/lib/app/first-screen/render.ts',
		'scripts/*.ts',
		'scripts/bench/*.ts',
		'tests/**/*.ts'
	],
	project: ['src/**/*.{ts,svelte}', 'server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'],
	ignoreExportsUsedInFile: true,
	// TypeScript 7's native compiler, which `svelte-check --tsgo` (npm run check) finds by this name.
	ignoreDependencies: ['@typescript/native'],
	compilers: { svelte: svelteImports }
};

export default config;
