import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
	{
		ignores: [
			'build/',
			'.single/',
			'.svelte-kit/',
			'node_modules/',
			'test-results/',
			'playwright-report/'
		]
	},
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		rules: { 'no-undef': 'off' }
	},
	{
		// The layers (docs/architecture.md, "Folders"): i18n is a leaf that needs nothing at run time but the
		// engine (the models' code-and-value types are imported as types only); the engine, the game
		// model, the stepper and the visualization never reach up into the page.
		files: ['src/lib/i18n/**'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['$lib/*', '!$lib/engine', '!$lib/engine/*', '!$lib/i18n', '!$lib/i18n/*'],
							allowTypeImports: true,
							message: 'i18n depends at run time on the engine only: import types.'
						}
					]
				}
			]
		}
	},
	{
		files: [
			'src/lib/engine/**',
			'src/lib/mcts/**',
			'src/lib/game/**',
			'src/lib/stepper/**',
			'src/lib/visualization/**',
			'src/lib/review/**'
		],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: [
								'$lib/app',
								'$lib/app/*',
								'$lib/app/**',
								'$lib/link',
								'$lib/link/*',
								'$lib/ui',
								'$lib/ui/*',
								'$app/*',
								'svelte',
								'svelte/*'
							],
							message:
								'The pure core does not depend on the page (src/lib/app, src/lib/link, src/lib/ui) or Svelte.'
						}
					]
				}
			]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	}
);
