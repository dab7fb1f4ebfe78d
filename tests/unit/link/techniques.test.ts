import { describe, expect, it } from 'vitest';
import {
	DEFAULT_OPTIONS,
	depthLimitRange,
	emptyPosition,
	gameDef,
	parseDepthLimit,
	resolveSearchOptions,
	search
} from '$lib/engine';
import { DEFAULT_PREFS } from '$lib/link/game-link';
import { CONNECT_FOUR, DEFAULT_SETTINGS, TIC_TAC_TOE_4 } from '$lib/game';
import { pageSearchOptions } from '$lib/app/game/game-search';
import { cliCommand } from '$lib/app/page/cli-command';
import { effectiveDepthLimit, readLink, writeLink } from '$lib/link/params';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { en, fr, urlErrorText } from '$lib/i18n';

describe('the techniques in a link (tt, depthlimit, deepening)', () => {
	it('reads tt=1 and searches the empty board with the table: 4,866 nodes (alpha-beta, index order, no depth penalty), 16,168 plain', () => {
		const ab = readUrlState('#/?alphabeta=1&depth=0&tt=1');
		expect(ab.errors).toEqual([]);
		expect(ab.options).toEqual({
			alphaBeta: true,
			depthPenalty: false,
			order: 'index',
			transpositionTable: true
		});
		// docs/reference-figures.md, "Transposition table".
		expect(search(emptyPosition(), ab.options).nodes).toBe(4866);
		const plain = readUrlState('#/?tt=1');
		const result = search(emptyPosition(), plain.options);
		expect(result.nodes).toBe(16168);
		expect(result.tableEntries).toBe(4520);
		expect(search(emptyPosition(), { ...plain.options, transpositionTable: false }).nodes).toBe(
			549946
		);
	});

	it('reads depthlimit=N and deepening=1, and a link without them gives the options of before', () => {
		const state = readUrlState('#/?depthlimit=2&deepening=1');
		expect(state.errors).toEqual([]);
		expect(state.options).toEqual({
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			depthLimit: 2,
			iterativeDeepening: true
		});
		// A plain search of the empty board to depth 2: 1 + 9 + 72 nodes, 72 horizon leaves.
		const result = search(emptyPosition(), state.options);
		expect(result.nodes).toBe(82);
		expect(result.horizonLeaves).toBe(72);
		// `none` is an explicit "no limit" (null); without the parameter the game's default applies
		// (undefined: none for 3x3, games.ts).
		expect(readUrlState('#/?depthlimit=none').options).toEqual({
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			depthLimit: null
		});
		expect(readUrlState('#/').options.depthLimit).toBeUndefined();
		expect(effectiveDepthLimit({})).toBeNull();
		expect(effectiveDepthLimit({ game: 'ttt4' })).toBe(gameDef('ttt4').defaultDepthLimit);
		expect(effectiveDepthLimit({ game: 'ttt4', depthLimit: null })).toBeNull();
	});

	it.each(['0', '10', '65', 'two', '2.5', '-1'])(
		'refuses depthlimit=%s on 3x3 with a message in both languages, and uses no depth limit',
		(value) => {
			const state = readUrlState(`#/?depthlimit=${value}&tt=1`);
			expect(state.errors).toEqual([{ kind: 'depthlimit', value, min: 1, max: 9, fallback: null }]);
			expect(state.options.depthLimit).toBeUndefined();
			expect(state.options.transpositionTable).toBe(true);
			expect(urlErrorText(en, state.errors[0])).toBe(
				`The link's "depthlimit=${value}" is not valid: use none or a number of plies from 1 to 9. Using no depth limit.`
			);
			expect(urlErrorText(fr, state.errors[0])).toMatch(
				/depthlimit=.* n’est pas valide.*demi-coups de 1 à 9.*Aucune limite de profondeur/
			);
		}
	);

	it('fault: the page accepted depthlimit=64 on 3x3 and printed --depth-limit 64, which the CLI refuses as outside 1 to 9', () => {
		// One range per game, for the link, the page's field and the CLI: 1 to the cell count.
		expect(depthLimitRange('ttt3')).toEqual({ min: 1, max: 9 });
		expect(depthLimitRange('ttt4')).toEqual({ min: 1, max: 16 });
		expect(depthLimitRange('connect4')).toEqual({ min: 1, max: 42 });
		const ttt3 = readUrlState('#/?depthlimit=64');
		expect(ttt3.options.depthLimit).toBeUndefined();
		expect(cliCommand(emptyPosition(), ttt3.options)).not.toContain('--depth-limit');
		expect(readUrlState('#/?depthlimit=9').options.depthLimit).toBe(9);
		// On Connect Four 42 is a limit; its bad value falls back to the game's default: none with
		// iterative deepening (its default), 7 plies without.
		expect(readUrlState('#/?game=connect4&depthlimit=42').options.depthLimit).toBe(42);
		const deepening = readUrlState('#/?game=connect4&depthlimit=43');
		expect(deepening.errors).toEqual([
			{ kind: 'depthlimit', value: '43', min: 1, max: 42, fallback: null }
		]);
		expect(deepening.options).toMatchObject({ iterativeDeepening: true });
		expect(deepening.options.depthLimit).toBeUndefined();
		const c4 = readUrlState('#/?game=connect4&deepening=0&depthlimit=43');
		expect(c4.errors).toEqual([{ kind: 'depthlimit', value: '43', min: 1, max: 42, fallback: 7 }]);
		expect(urlErrorText(en, c4.errors[0])).toBe(
			`The link's "depthlimit=43" is not valid: use none or a number of plies from 1 to 42. Using this game's default depth limit, 7 plies.`
		);
		expect(urlErrorText(fr, c4.errors[0])).toBe(
			'Le paramètre «\u202fdepthlimit=43\u202f» du lien n’est pas valide\u202f: utilisez none ou un nombre de demi-coups de 1 à 42. La limite de profondeur par défaut de ce jeu, 7 demi-coups, est utilisée.'
		);
	});

	it('fault: a Connect Four link without technique parameters meant the plain search, not the game’s defaults', () => {
		const strong = {
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true,
			iterativeDeepening: true
		} as const;
		expect(readUrlState('#/?game=connect4').options).toEqual(strong);
		// The same options as the page and the CLI take for the game, depth limit (none) included.
		expect(pageSearchOptions('connect4', strong)).toEqual(resolveSearchOptions('connect4', {}));
		// A technique given is kept, the others are still the game's.
		expect(readUrlState('#/?game=connect4&alphabeta=0&deepening=0').options).toEqual({
			alphaBeta: false,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true
		});
		// Writing: the game's defaults are left out, what differs is written.
		const settings = { ...DEFAULT_SETTINGS, rules: CONNECT_FOUR };
		const game = { settings, prefs: DEFAULT_PREFS, seed: 0 };
		expect(writeUrlState(null, strong, 'open', { game })).toBe('#/?game=connect4');
		const plain = { ...DEFAULT_OPTIONS, depthLimit: 5 };
		expect(writeUrlState(null, plain, 'open', { game })).toBe(
			'#/?alphabeta=0&order=index&tt=0&deepening=0&depthlimit=5&game=connect4'
		);
		expect(
			readUrlState('#/?alphabeta=0&order=index&tt=0&deepening=0&depthlimit=5&game=connect4').options
		).toEqual(plain);
	});

	it('refuses tt=yes as a 0/1 switch', () => {
		const state = readUrlState('#/?tt=yes');
		expect(state.errors).toEqual([{ kind: 'flag', name: 'tt', value: 'yes' }]);
		expect(state.options.transpositionTable).toBeUndefined();
	});

	it('writes the techniques that are on and reads them back', () => {
		const options = {
			alphaBeta: true,
			depthPenalty: true,
			order: 'index' as const,
			transpositionTable: true,
			depthLimit: 3,
			iterativeDeepening: true
		};
		const hash = writeUrlState(null, options);
		expect(hash).toBe('#/?alphabeta=1&tt=1&deepening=1&depthlimit=3');
		expect(readUrlState(hash).options).toEqual(options);
		expect(writeUrlState(null, { ...options, transpositionTable: false, depthLimit: null })).toBe(
			'#/?alphabeta=1&deepening=1'
		);
		// A 4x4 search without a limit says so: its game's default is a limit.
		const techniques = { alphabeta: true, tt: true, deepening: true } as const;
		expect(writeLink({ ...techniques, game: 'ttt4', depthlimit: null })).toBe(
			'alphabeta=1&tt=1&deepening=1&depthlimit=none&game=ttt4'
		);
		expect(writeLink({ ...techniques, game: 'ttt4', depthlimit: 5 })).toBe(
			'alphabeta=1&tt=1&deepening=1&game=ttt4'
		);
		expect(readLink('#/?game=ttt4').values.depthlimit).toBe(5);
	});

	it('fault: the page dropped depthlimit=none on 4x4 (its options carry no game; its settings do)', () => {
		const game = {
			settings: { ...DEFAULT_SETTINGS, rules: TIC_TAC_TOE_4 },
			prefs: DEFAULT_PREFS,
			seed: 0
		};
		const off = { ...DEFAULT_OPTIONS, depthLimit: null };
		expect(writeUrlState(null, off, 'open', { game })).toBe('#/?depthlimit=none&game=ttt4');
		expect(readUrlState('#/?depthlimit=none&game=ttt4').options.depthLimit).toBeNull();
		// On 3x3 no limit is the default: nothing is written.
		const ttt3 = { ...game, settings: DEFAULT_SETTINGS };
		expect(writeUrlState(null, off, 'open', { game: ttt3 })).toBe('#/');
	});

	it('parses a depth limit typed on the page', () => {
		expect(parseDepthLimit(' 4 ', 'ttt3')).toBe(4);
		expect(parseDepthLimit('NONE', 'ttt3')).toBeNull();
		expect(parseDepthLimit('', 'ttt3')).toBeUndefined();
		expect(parseDepthLimit('9', 'ttt3')).toBe(9);
		expect(parseDepthLimit('10', 'ttt3')).toBeUndefined();
		expect(parseDepthLimit('16', 'ttt4')).toBe(16);
		expect(parseDepthLimit('64', 'connect4')).toBeUndefined();
	});

	it('names the techniques in the CLI command that reproduces the tree', () => {
		const options = readUrlState('#/?alphabeta=1&tt=1&depthlimit=3&deepening=1').options;
		expect(cliCommand(emptyPosition(), options)).toBe(
			"npm run --silent analyze -- --alpha-beta --transposition-table --depth-limit 3 --iterative-deepening '.../.../...'"
		);
	});
});

describe('the techniques named under the tree', () => {
	it('says which techniques a decision was searched with, in both languages', () => {
		const o = { alphaBeta: true, depthPenalty: true, order: 'index' as const };
		expect(en.techniques.searchedWith(o)).toBe('');
		expect(en.techniques.searchedWith({ ...o, transpositionTable: true, depthLimit: 2 })).toBe(
			'With a transposition table, a depth limit of 2 plies.'
		);
		expect(en.techniques.searchedWith({ ...o, depthLimit: 1, iterativeDeepening: true })).toBe(
			'With a depth limit of 1 ply, iterative deepening.'
		);
		expect(fr.techniques.searchedWith({ ...o, transpositionTable: true, depthLimit: 2 })).toBe(
			'Avec une table de transposition, une limite de profondeur de 2 demi-coups.'
		);
		expect(en.techniques.truncated(3_000_000, 6_634_027)).toMatch(
			/^The tree shows the first 3,000,000 of 6,634,027 nodes examined/
		);
	});
});
