import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/** The pure core: no DOM, no Svelte, nothing of the page or the command line (docs/architecture.md). */
const CORE_FOLDERS = [
	'engine',
	'mcts',
	'game',
	'stepper',
	'visualization',
	'review',
	'trees',
	'lessons',
	'practice',
	'classroom',
	'link',
	'i18n',
	'live'
];

/** What a core folder never imports, by alias or by relative path, type imports included. */
const UPWARD = {
	group: [
		'$lib/app',
		'$lib/app/**',
		'$lib/ui',
		'$lib/ui/**',
		'$app/*',
		'**/app/**',
		'**/ui/**',
		'**/routes/**',
		'**/scripts/**',
		'svelte',
		'svelte/*',
		'*.svelte'
	],
	message:
		'A core folder does not depend on the page (src/lib/app, src/lib/ui, src/routes), Svelte or the command line (scripts/).'
};

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
		// The layers (docs/architecture.md, "Layers"): no core folder imports the page's state (app/),
		// its components (ui/, routes/), SvelteKit, Svelte or the command line (scripts/), not even a
		// type; i18n needs nothing at run time but the engine and its own files (types from the rest).
		files: CORE_FOLDERS.filter((folder) => folder !== 'i18n').map((f) => `src/lib/${f}/**`),
		rules: {
			'@typescript-eslint/no-restricted-imports': ['error', { patterns: [UPWARD] }]
		}
	},
	{
		// A lesson's data reads what several lessons share from options.ts and positions.ts, never
		// from another lesson's file.
		files: ['src/lib/lessons/data/**'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						UPWARD,
						{
							group: ['./*', '!./options', '!./positions'],
							message:
								'Shared positions and options live in lessons/data/positions.ts and options.ts.'
						}
					]
				}
			]
		}
	},
	{
		files: ['src/lib/i18n/**'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						UPWARD,
						{
							// The page's folders are left out here so that UPWARD refuses their types too.
							group: [
								'$lib/*',
								'!$lib/engine',
								'!$lib/engine/*',
								'!$lib/i18n',
								'!$lib/i18n/*',
								'!$lib/app',
								'!$lib/app/**',
								'!$lib/ui',
								'!$lib/ui/**'
							],
							allowTypeImports: true,
							message: 'i18n depends at run time on the engine only: import types.'
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
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	}
);
