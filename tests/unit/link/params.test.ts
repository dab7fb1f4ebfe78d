/**
 * The link codec (params.ts): every parameter of the table written and read back unchanged (a
 * property over random states of every game and every option, free text included), and the rules
 * of reading: one decoding, names and listed values in any case, what is ignored and why, what each
 * bad value falls back to.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	depthLimitRange,
	formatPosition,
	gameDef,
	type CellContent,
	type GameId,
	type GameDef,
	type Mark
} from '$lib/engine';
import {
	CELL_NAMINGS,
	DEFAULT_SETTINGS,
	formatCell,
	legalCells,
	cleanName,
	MAX_NAME_LENGTH,
	rulesById
} from '$lib/game';
import { en, fr, urlErrorText } from '$lib/i18n';
import { parseSymbols, SYMBOL_PRESETS } from '$lib/game/symbols';
import {
	defaultLinkValues,
	isMalformedLink,
	PARAMS,
	readLink,
	writeLink,
	type LinkValues
} from '$lib/link/params';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { IGNORED_TEXT_MAX, type IgnoredParam } from '$lib/link/link-error';

/** Free text with the characters a link must escape, spaces, accents, emoji and control characters. */
const freeText = fc
	.array(
		fc.oneof(
			fc.constantFrom(
				'&',
				'+',
				'%',
				'=',
				'#',
				'?',
				' ',
				'%25',
				'%26',
				'+1',
				'100%',
				'é',
				'😀',
				'👩‍👩‍👧'
			),
			fc.string({ unit: 'binary', maxLength: 6 }),
			fc.string({ unit: 'grapheme', maxLength: 4 })
		),
		{ maxLength: 8 }
	)
	.map((parts) => parts.join(''));

const playerName = fc
	.option(freeText)
	.map((text) => (text === null ? null : cleanName(text).name || null));

/** A custom symbol pair the page accepts (parseSymbols), not one that reads as a preset's id. */
const customSymbols = fc
	.tuple(
		fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
		freeText.map((t) => [...t][0] ?? 'Z')
	)
	.map(([x, o]) => parseSymbols(`${x}${o}`))
	.filter((r) => r.ok && !Object.hasOwn(SYMBOL_PRESETS, `${r.value.X}${r.value.O}`.toLowerCase()))
	.map((r) => (r.ok ? r.value : SYMBOL_PRESETS.xo));

const symbols = fc.oneof(fc.constantFrom(...Object.values(SYMBOL_PRESETS)), customSymbols);

const level = fc.oneof(
	fc.constant({ kind: 'unbeatable' } as const),
	fc.integer({ min: 1, max: 8 }).map((plies) => ({ kind: 'lookahead', plies }) as const),
	fc.integer({ min: 0, max: 100 }).map((percent) => ({ kind: 'random', percent }) as const)
);

/**
 * A game played at random on `id`'s board: `position` after the first `split` moves (null for the
 * empty board with X to move), `moves` the rest named in `naming`.
 */
function playedGame(
	id: GameId,
	choices: readonly number[],
	split: number,
	naming: 'numbers' | 'coordinates'
) {
	const rules = rulesById(id) as GameDef;
	const cells: CellContent[] = Array(rules.cellCount).fill(null);
	let toMove: Mark = 'X';
	const played: number[] = [];
	for (const choice of choices) {
		const legal = legalCells(rules, cells);
		if (legal.length === 0) break;
		const cell = legal[choice % legal.length];
		cells[cell] = toMove;
		played.push(cell);
		toMove = toMove === 'X' ? 'O' : 'X';
	}
	const k = Math.min(split, played.length);
	const start: CellContent[] = Array(rules.cellCount).fill(null);
	played.slice(0, k).forEach((cell, i) => (start[cell] = i % 2 === 0 ? 'X' : 'O'));
	const rest = played.slice(k).map((cell) => formatCell(rules, cell, naming));
	return {
		position: k === 0 ? null : formatPosition({ cells: start, toMove: k % 2 === 0 ? 'X' : 'O' }),
		moves: rest.length ? rest.join(',') : null
	};
}

/** Every value of the table at random, consistent with each other (a mark and a step with what they need). */
/** The tree page's rows: on the page's route they keep their defaults. */
const TREE_ROWS = [
	'tree',
	'root',
	'algorithm',
	'moveorder',
	'treedepth',
	'branching',
	'min',
	'max',
	'practice',
	'lesson',
	'slide'
] as const;
const treeDefaults = Object.fromEntries(TREE_ROWS.map((n) => [n, defaultLinkValues()[n]]));

const linkValues: fc.Arbitrary<LinkValues> = fc
	.constantFrom<GameId>('ttt3', 'ttt4', 'connect4')
	.chain((game) =>
		fc.record({
			game: fc.constant(game),
			played: fc
				.tuple(
					fc.array(fc.nat(), { maxLength: gameDef(game).cellCount }),
					fc.nat({ max: 42 }),
					fc.constantFrom(...CELL_NAMINGS)
				)
				.map(([choices, split, naming]) => playedGame(game, choices, split, naming)),
			mark: fc.constantFrom<Mark | null>(null, 'X', 'O'),
			alphabeta: fc.boolean(),
			depth: fc.boolean(),
			order: fc.constantFrom('index', 'center-first'),
			tt: fc.boolean(),
			depthlimit: fc.option(fc.integer({ ...depthLimitRange(game) })),
			deepening: fc.boolean(),
			view: fc.constantFrom('open', 'whole'),
			opponent: fc.constantFrom('computer', 'person'),
			player1: playerName,
			player2: playerName,
			xfirst: fc.boolean(),
			alternate: fc.boolean(),
			time: fc.constantFrom(0, 30, 60),
			level,
			seed: fc.option(fc.nat({ max: 4294967295 })),
			analysis: fc.boolean(),
			cells: fc.constantFrom(...CELL_NAMINGS),
			movenumbers: fc.boolean(),
			symbols,
			lang: fc.constantFrom(null, 'en', 'fr'),
			step: fc.option(fc.nat({ max: 999_999_999 })),
			embed: fc.boolean(),
			review: fc.option(fc.integer({ min: 1, max: 9999 })),
			mcts: fc.option(
				fc.record({
					iterations: fc.integer({ min: 1, max: 100_000 }),
					exploration: fc.double({ min: 0, max: 100, noNaN: true }).map((c) => c + 0)
				})
			)
		})
	)
	.map(({ played, mark, step, review, mcts, ...rest }) => ({
		...rest,
		kind: null,
		...treeDefaults,
		algorithm: mcts ? 'mcts' : 'minimax',
		iterations: mcts?.iterations ?? 1000,
		exploration: mcts?.exploration ?? Math.SQRT2,
		position: played.position,
		moves: played.moves,
		mark: played.position || played.moves ? mark : null,
		step: played.position ? step : null,
		review: played.moves ? review : null
	})) as fc.Arbitrary<LinkValues>;

describe('the table', () => {
	it('holds every parameter of LinkValues once, and the defaults write an empty link', () => {
		const names = PARAMS.map((p) => p.name);
		expect(new Set(names).size).toBe(names.length);
		expect([...names].sort()).toEqual(Object.keys(defaultLinkValues()).sort());
		for (const game of ['ttt3', 'ttt4', 'connect4'] as const) {
			expect(writeLink(defaultLinkValues(game))).toBe(game === 'ttt3' ? '' : `game=${game}`);
		}
	});
});

/** What the tree page's link can say (its other rows keep their defaults). */
const treeValues: fc.Arbitrary<LinkValues> = fc
	.record({
		tree: fc.option(fc.string({ minLength: 1 }).filter((t) => t.trim() !== '')),
		root: fc.constantFrom('max', 'min'),
		algorithm: fc.constantFrom('minimax', 'alpha-beta', 'negamax', 'expectimax'),
		moveorder: fc.constantFrom('as-given', 'best-first', 'worst-first'),
		treedepth: fc.integer({ min: 1, max: 6 }),
		branching: fc.integer({ min: 1, max: 5 }),
		min: fc.integer({ min: -999, max: 999 }),
		max: fc.integer({ min: -999, max: 999 }),
		seed: fc.option(fc.nat({ max: 4294967295 })),
		practice: fc.constantFrom(null, 'pruned-leaves', 'node-values', 'windows', 'move-order'),
		lesson: fc.constantFrom(null, 'alpha-beta-by-hand', 'expectimax'),
		slide: fc.option(fc.integer({ min: 1, max: 99 })),
		lang: fc.constantFrom(null, 'en', 'fr'),
		step: fc.option(fc.nat({ max: 999_999_999 }))
	})
	.map((tree) => ({ ...defaultLinkValues(), ...tree })) as fc.Arbitrary<LinkValues>;

describe('the tree page', () => {
	it('read(write(s)) equals s for every tree page value', () => {
		fc.assert(
			fc.property(treeValues, (values) => {
				const link = readLink(`#/tree?${writeLink(values, 'tree')}`, { route: 'tree' });
				expect(link.errors).toEqual([]);
				expect(link.values).toEqual(values);
			}),
			{ numRuns: 300 }
		);
	});

	it('reads the names of the CLI and short ones, in any case; a bad value is named', () => {
		const link = readLink('#/tree?algorithm=AlphaBeta&moveorder=BEST&root=Min', { route: 'tree' });
		expect([link.values.algorithm, link.values.moveorder, link.values.root]).toEqual([
			'alpha-beta',
			'best-first',
			'min'
		]);
		const bad = readLink('#/tree?branching=9&moveorder=random', { route: 'tree' });
		expect(bad.errors).toEqual([
			{
				kind: 'tree-param',
				name: 'moveorder',
				value: 'random',
				words: ['as-given', 'best-first', 'worst-first']
			},
			{ kind: 'tree-param', name: 'branching', value: '9', min: 1, max: 5 }
		]);
		expect(bad.values.branching).toBe(3);
	});

	it('the game page does not read the tree page’s rows', () => {
		const link = readLink('#/?tree=[1,2]&root=min');
		expect(link.values.tree).toBeNull();
		expect(link.errors).toMatchObject([{ kind: 'ignored' }]);
	});
});

describe('round trip', () => {
	it('read(write(s)) equals s for every game and option, with any text in the names and symbols', () => {
		fc.assert(
			fc.property(linkValues, (values) => {
				const link = readLink(`#/?${writeLink(values)}`);
				expect(link.errors).toEqual([]);
				expect(link.values).toEqual(values);
			}),
			{ numRuns: 400 }
		);
	});

	it('every value the page writes reads back unchanged, through the page’s own link too', () => {
		const names = ['Tom & Jerry+1 100%', 'A&B', '50%25 = #1?', '  😀  ', 'Zoë\u202Eevil'];
		for (const name of names) {
			const hash = writeUrlState(
				null,
				{ alphaBeta: false, depthPenalty: true, order: 'index' },
				'open',
				{
					game: {
						settings: { ...DEFAULT_SETTINGS, opponent: 'person', names: [name, ''] },
						prefs: {
							cellNaming: 'numbers',
							moveNumbers: false,
							symbols: SYMBOL_PRESETS.xo,
							analysis: false
						},
						seed: 0
					}
				}
			);
			expect(isMalformedLink(hash)).toBe(false);
			const back = readUrlState(hash);
			expect(back.errors).toEqual([]);
			expect(back.game.settings.names?.[0]).toBe(cleanName(name).name);
		}
	});
});

describe('decoding', () => {
	it('fault: link values were decoded once too often (player1=A%26B showed "A")', () => {
		expect(readLink('#/?opponent=person&player1=A%26B').values.player1).toBe('A&B');
		// What the page writes for "Tom & Jerry+1 100%" reads back whole, and is no malformed link.
		const written = writeLink({ opponent: 'person', player1: 'Tom & Jerry+1 100%' });
		expect(written).toBe('opponent=person&player1=Tom+%26+Jerry%2B1+100%25');
		expect(isMalformedLink(`#/?${written}`)).toBe(false);
		expect(readLink(`#/?${written}`).values.player1).toBe('Tom & Jerry+1 100%');
		// A bad % escape is the one malformed link, as src/app.html tests it.
		expect(isMalformedLink('#/?player1=100%')).toBe(true);
		expect(readLink('#/?player1=100%').errors).toEqual([
			{ kind: 'malformed', link: '#/?player1=100%' }
		]);
	});
});

describe('names and values in any case', () => {
	it('reads game=Connect4, lang=FR, order=CENTER, GAME=ttt4 and the switches in capitals', () => {
		expect(readLink('#/?game=Connect4').values.game).toBe('connect4');
		expect(readLink('#/?lang=FR').values.lang).toBe('fr');
		expect(readLink('#/?order=CENTER').values.order).toBe('center-first');
		const link = readLink(
			'#/?GAME=ttt4&AlphaBeta=TRUE&View=Whole&Opponent=Person&Cells=Coordinates'
		);
		expect(link.errors).toEqual([]);
		expect(link.values).toMatchObject({
			game: 'ttt4',
			alphabeta: true,
			view: 'whole',
			opponent: 'person',
			cells: 'coordinates'
		});
		// Free text keeps its case.
		expect(readLink('#/?player1=McADA').values.player1).toBe('McADA');
	});
});

describe('what a link gives that the page does not read', () => {
	it('fault: duplicate, unknown and empty parameters and a step without a position were dropped silently', () => {
		const link = readLink('#/?alphabeta=1&alphabeta=0&foo=1&view=&step=3');
		expect(link.values.alphabeta).toBe(true);
		expect(link.values.step).toBeNull();
		expect(link.errors).toEqual([
			{
				kind: 'ignored',
				params: [
					{ name: 'alphabeta', value: '0', reason: 'repeated' },
					{ name: 'foo', value: '1', reason: 'unknown' },
					{ name: 'view', value: '', reason: 'empty' },
					{ name: 'step', value: '3', reason: 'alone', needs: ['position'] }
				]
			}
		]);
		expect(urlErrorText(en, link.errors[0])).toBe(
			'Ignored in the link: "alphabeta=0" (given again: the first one counts); "foo=1" (not a parameter of this page); "view=" (no value); "step=3" (only read with position).'
		);
		expect(urlErrorText(fr, link.errors[0])).toBe(
			'Ignoré dans le lien\u202f: «\u202falphabeta=0\u202f» (donné à nouveau\u202f: le premier compte)\u202f; «\u202ffoo=1\u202f» (pas un paramètre de cette page)\u202f; «\u202fview=\u202f» (sans valeur)\u202f; «\u202fstep=3\u202f» (lu seulement avec position).'
		);
	});

	it('a lesson reads only step, embed and lang, and its step needs no position', () => {
		const link = readLink('#/lesson/minimax/2?step=4&embed=1&lang=fr&alphabeta=1', {
			route: 'lesson'
		});
		expect([link.values.step, link.values.embed, link.values.lang]).toEqual([4, true, 'fr']);
		expect(link.errors).toEqual([
			{ kind: 'ignored', params: [{ name: 'alphabeta', value: '1', reason: 'unknown' }] }
		]);
	});
});

describe('messages say what the page does', () => {
	it('fault: a valid position with bad moves said "Showing a new game instead" but showed the position', () => {
		const state = readUrlState('#/?position=XOX/.O./X..&moves=1');
		expect(state.position).not.toBeNull();
		expect(state.game.moves).toBeNull();
		expect(urlErrorText(en, state.errors[0])).toBe(
			'The link\'s moves "1" cannot be replayed: item 1, "1", is a cell already taken. Showing the link\'s position without its moves.'
		);
		expect(urlErrorText(fr, state.errors[0])).toMatch(
			/La position du lien est affichée sans ses coups\.$/
		);
		// Without a position, a new game is shown and said.
		expect(urlErrorText(en, readUrlState('#/?moves=5,5').errors[0])).toMatch(
			/Showing a new game instead\.$/
		);
	});

	it('fault: a lesson’s step=abc said "showing the last step" but showed the slide’s step', () => {
		const link = readLink('#/lesson/minimax/2?step=abc', { route: 'lesson' });
		expect(link.errors).toEqual([{ kind: 'step', value: 'abc', fallback: 'slide' }]);
		expect(urlErrorText(en, link.errors[0])).toBe(
			'The link\'s "step=abc" is not valid: use a step number from 0. Showing the slide\'s step.'
		);
		expect(urlErrorText(fr, link.errors[0])).toMatch(/L’étape de la diapositive est affichée\.$/);
		const page = readLink('#/?position=XOX/.O./X..&step=abc');
		expect(urlErrorText(en, page.errors[0])).toMatch(/Showing the last step\.$/);
	});

	it('fault: Connect Four moves=4 said the cell "cannot be played now" without why', () => {
		const state = readUrlState('#/?game=connect4&moves=4');
		expect(state.errors).toHaveLength(1);
		expect(urlErrorText(en, state.errors[0])).toBe(
			'The link\'s moves "4" cannot be replayed: item 1, "4", cannot be played: cell 4 is in column 4, and a disc dropped there lands on cell 39, the lowest empty cell of that column. Showing a new game instead.'
		);
		expect(urlErrorText(fr, state.errors[0])).toContain(
			'la case 4 est dans la colonne 4, et un jeton lâché dans cette colonne tombe dans la case 39'
		);
		// After 39, a disc in column 4 lands on 32.
		expect(urlErrorText(en, readUrlState('#/?game=connect4&moves=39,4').errors[0])).toContain(
			'lands on cell 32'
		);
	});

	it('fault: blank player names in a link did not fall back to the default name; bidi controls are removed', () => {
		const spaces = readUrlState('#/?opponent=person&player1=%20%20%20&player2=Bo');
		expect(spaces.game.settings.names).toEqual([null, 'Bo']);
		const bidi = readLink('#/?player1=%E2%80%AEevil%E2%81%A6&player2=%E2%80%8F');
		expect(bidi.values.player1).toBe('evil');
		expect(bidi.values.player2).toBeNull();
		expect(cleanName(' \u2066Ada\u2069 ').name).toBe('Ada');
		expect(cleanName('😀'.repeat(30)).name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
		expect(cleanName('😀'.repeat(30)).name).toBe('😀'.repeat(20));
	});

	it('fault: 2,000 unknown parameters were all listed; the message names five and counts the rest', () => {
		const query = Array.from({ length: 2000 }, (_, i) => `u${i}=${'v'.repeat(30)}`).join('&');
		const long = urlErrorText(en, readLink(`#/?${'z'.repeat(100_000)}=1`).errors[0]);
		expect(long).toBe(
			`Ignored in the link: "${'z'.repeat(40)}…" (100,002 characters) (not a parameter of this page).`
		);
		const errors = readLink(`#/?${query}`).errors;
		expect(errors).toHaveLength(1);
		const text = urlErrorText(en, errors[0]);
		expect(text).toMatch(/^Ignored in the link: "u0=v{30}" \(not a parameter of this page\); "u1=/);
		expect(text).toMatch(/; and 1,995 more\.$/);
		expect(text.length).toBeLessThan(600);
		expect(urlErrorText(fr, errors[0])).toMatch(/ et 1\u202f995 autres\.$/);
	});

	it('held-back class: a 1 MB unknown parameter, and one named with invisible characters, are quoted by 40 characters', () => {
		const value = readLink(`#/?${'q'.repeat(10)}=${'w'.repeat(1_000_000)}`);
		const text = urlErrorText(en, value.errors[0]);
		expect(text).toBe(
			`Ignored in the link: "${'q'.repeat(10)}=${'w'.repeat(29)}…" (1,000,011 characters) (not a parameter of this page).`
		);
		// Bounded where it is read: the page keeps 200 characters of the value, and its whole length.
		const [kept] = (value.errors[0] as { params: readonly IgnoredParam[] }).params;
		expect(kept).toEqual({
			name: 'q'.repeat(10),
			value: 'w'.repeat(IGNORED_TEXT_MAX),
			length: 1_000_011,
			reason: 'unknown'
		});
		expect(urlErrorText(fr, value.errors[0])).toBe(
			`Ignoré dans le lien\u202f: «\u202f${'q'.repeat(10)}=${'w'.repeat(29)}…\u202f» (1\u202f000\u202f011 caractères) (pas un paramètre de cette page).`
		);
		const hidden = readLink(`#/?${encodeURIComponent('\u2067x\u0007')}=1`);
		expect(urlErrorText(en, hidden.errors[0])).toBe(
			'Ignored in the link: "[U+2067]x[U+0007]=1" (not a parameter of this page).'
		);
	});

	it('held-back class: every invisible, control and bidirectional character in a linked name is removed and named', () => {
		const codes = [
			...range(0x200b, 0x200f),
			...range(0x202a, 0x202e),
			...range(0x2060, 0x2064),
			...range(0x2066, 0x2069),
			0xfeff,
			...range(0x0001, 0x001f),
			...range(0x007f, 0x009f)
		];
		for (const code of codes) {
			const c = String.fromCodePoint(code);
			const link = readLink(`#/?opponent=person&player1=${encodeURIComponent(`Li${c}na`)}`);
			expect(link.values.player1, code.toString(16)).toBe('Lina');
			const hex = code.toString(16).toUpperCase().padStart(4, '0');
			expect(urlErrorText(en, link.errors[0]), hex).toContain(`(U+${hex})`);
			const only = readLink(`#/?opponent=person&player1=${encodeURIComponent(c + c)}`);
			expect(only.values.player1, hex).toBeNull();
		}
	});

	it('fault: a zero-width name in a link was shown as a name; invisible characters are removed and said', () => {
		const blank = readLink('#/?opponent=person&player1=%E2%80%8B%EF%BB%BF&player2=A%E2%81%A0B');
		expect(blank.values.player1).toBeNull();
		expect(blank.values.player2).toBe('AB');
		expect(blank.errors.map((e) => urlErrorText(en, e))).toEqual([
			'The link\'s "player1=[U+200B][U+FEFF]" has no visible character once invisible characters (U+200B, U+FEFF) are removed. Using the default name.',
			'The link\'s "player2=A[U+2060]B" holds invisible or control characters (U+2060): they are removed, the name is "AB".'
		]);
		expect(urlErrorText(fr, blank.errors[0])).toContain('Le nom par défaut est utilisé.');
		// A bidirectional override cannot reorder the message that quotes it.
		const bidi = readLink('#/?player1=%E2%80%AEevil');
		expect(urlErrorText(en, bidi.errors[0])).toContain('"player1=[U+202E]evil"');
	});

	it('fault: positions with emoji or control characters gave a cell count in UTF-16 units, not the character', () => {
		const emoji = readUrlState(`#/?position=${encodeURIComponent('X😀O/.../...')}`);
		expect(urlErrorText(en, emoji.errors[0])).toBe(
			"The position \"X😀O/.../...\" in the link is not valid: Unexpected character \"😀\": use X, O, and '.', '_' or '-' for an empty cell. Showing a new game instead."
		);
		const control = readUrlState('#/?position=X%07O/.../...');
		expect(urlErrorText(en, control.errors[0])).toContain('Unexpected character U+0007:');
		expect(urlErrorText(fr, control.errors[0])).toContain('Caractère inattendu U+0007\u202f:');
	});

	it('reads embed= and says a bad one shows the whole page', () => {
		expect(readLink('#/?embed=TRUE').values.embed).toBe(true);
		const bad = readLink('#/?embed=yes');
		expect(bad.values.embed).toBe(false);
		expect(urlErrorText(en, bad.errors[0])).toBe(
			'The link\'s "embed=yes" is not valid: use 1 or 0. Showing the whole page.'
		);
	});
});

/** The integers from `a` to `b`, both included. */
function range(a: number, b: number): number[] {
	return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
