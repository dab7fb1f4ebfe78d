/**
 * Rules every catalogue follows, checked on every sampled function (samples.ts) in every language
 * instead of restating its sentences: each value passed reaches the text (changing a number or a
 * text argument changes what is written), and counts agree with their noun (1 node, 2 nodes;
 * 1 nœud, 2 nœuds).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '$lib/i18n';
import { TEXTS } from './texts';
import { SAMPLES } from './samples';
import { leaves } from './walk';

type Writer = (...args: readonly unknown[]) => string;

/** Another value of a number argument, far enough from it to show in any rounding (1.8 -> 6.5). */
const otherNumber = (n: number) => (n === 0 ? 3 : Number.isFinite(n) ? n * 3 + 1 : 0);

/** A text argument that cannot appear in a catalogue by chance. */
const MARKER = 'Qz7';

/**
 * Arguments that choose between words or only bound a value rather than appear in the text,
 * by path and argument position, with the reason.
 */
const NOT_WRITTEN: Readonly<Record<string, string>> = {
	'stepper.frame #1: 0': 'the root is always at depth 0, written as such',
	'steps.valueWithBound #1: exact': 'an exact value is written alone, without a bound sign',
	'techniques.iterationsNote #1: time': 'the last of the three reasons, the one any other reads as',
	'tree.summary #3: -10': 'a finished position has no best move, so no value is written',
	'cli.proved #1: 0': 'a proved draw has no number of moves to win',
	'techniques.proofNote #1: 0': 'a proved draw has no number of moves to win',
	'cli.solveVerdict #0: 0': 'a draw is written "Score 0" whatever the sample',
	'cli.solveVerdict #2: 0': 'a proved draw has no number of moves to win',
	'cli.solveVerdict #3: 0': 'a proved draw has no winning disc'
};

interface Case {
	readonly language: Language;
	readonly path: string;
	readonly args: readonly unknown[];
	/** The argument changed (a number or a text). */
	readonly position: number;
}

/** The key of a case in NOT_WRITTEN: path, argument position and the sample value. */
const keyOf = (path: string, args: readonly unknown[], position: number) =>
	`${path} #${position}: ${String(args[position])}`;

/** The arguments with the one at `position` changed (see otherNumber, MARKER). */
function changedArgs(args: readonly unknown[], position: number): unknown[] {
	const out = args.slice();
	const arg = args[position];
	out[position] = typeof arg === 'number' ? otherNumber(arg) : `${String(arg)}${MARKER}`;
	return out;
}

/**
 * Every (language, function, sample, number or text argument) of the sampled catalogue, with the
 * exceptions or without. Values passed whole (explanations, status parts, errors) are checked by
 * their own tests: many of their fields pick wording rather than appear (a side, a bound).
 */
function cases(withExceptions = false): Case[] {
	const out: Case[] = [];
	for (const language of LANGUAGES) {
		for (const { path, value } of leaves(TEXTS[language])) {
			if (typeof value !== 'function') continue;
			for (const args of SAMPLES[path] ?? []) {
				args.forEach((arg, position) => {
					if (typeof arg !== 'number' && typeof arg !== 'string') return;
					const excepted = keyOf(path, args, position) in NOT_WRITTEN;
					if (excepted === withExceptions) out.push({ language, path, args, position });
				});
			}
		}
	}
	return out;
}

/** Whether changing the argument at `position` changes the text (an argument refused counts). */
function reaches({ language, path, args, position }: Case): boolean {
	const write = writer(language, path);
	try {
		return write(...changedArgs(args, position)) !== write(...args);
	} catch {
		return true; // an argument out of its set (a mark, a key name) is refused: it matters
	}
}

function writer(language: Language, path: string): Writer {
	let node: unknown = TEXTS[language];
	for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
	return node as Writer;
}

describe('interpolation: every value reaches the text', () => {
	const all = cases();

	it('covers hundreds of arguments in each language', () => {
		for (const language of LANGUAGES) {
			expect(all.filter((c) => c.language === language).length).toBeGreaterThan(150);
		}
	});

	it('changing any number or text argument changes the text', () => {
		const unchanged = all.filter((c) => !reaches(c));
		expect(unchanged.map((c) => `${c.language} ${keyOf(c.path, c.args, c.position)}`)).toEqual([]);
	});

	it('every exception is still needed', () => {
		const needed = new Set(
			cases(true)
				.filter((c) => !reaches(c))
				.map((c) => keyOf(c.path, c.args, c.position))
		);
		expect(Object.keys(NOT_WRITTEN).filter((key) => !needed.has(key))).toEqual([]);
	});
});

/** A tree node for the node-label plural (only `hidden` varies). */
const NODE = { move: 5, depth: 1, score: '0', maximizing: false, hidden: 0, outcome: null };

/**
 * Functions that write a count with its noun: the arguments for count n, and the noun in the
 * singular and the plural in each language.
 */
const PLURALS: readonly {
	readonly path: string;
	readonly args: (n: number) => readonly unknown[];
	readonly nouns: Readonly<Record<Language, readonly [one: string, many: string]>>;
}[] = [
	{
		path: 'tree.summary',
		args: (n) => [n, 0, null, 0],
		nouns: { en: ['node examined', 'nodes examined'], fr: ['nœud examiné', 'nœuds examinés'] }
	},
	{
		path: 'tree.nodeLabel',
		args: (n) => [{ ...NODE, hidden: n }],
		nouns: { en: ['node hidden', 'nodes hidden'], fr: ['nœud caché', 'nœuds cachés'] }
	},
	{
		path: 'wholeTree.found',
		args: (n) => [n],
		nouns: { en: ['node has', 'nodes have'], fr: ['nœud a', 'nœuds ont'] }
	},
	{
		path: 'stepper.speedOption',
		args: (n) => [n],
		nouns: { en: ['step/s', 'steps/s'], fr: ['étape/s', 'étapes/s'] }
	},
	{
		path: 'game.levelName',
		args: (n) => [{ kind: 'lookahead', plies: n }],
		nouns: { en: ['ply', 'plies'], fr: ['demi-coup', 'demi-coups'] }
	}
];

describe('plurals: a count agrees with its noun', () => {
	it.each(LANGUAGES.flatMap((language) => PLURALS.map((p) => ({ language, ...p }))))(
		'$language $path: 1 and 2',
		({ language, path, args, nouns }) => {
			const write = writer(language, path);
			const [one, many] = nouns[language];
			expect(write(...args(1))).toContain(`1 ${one}`);
			expect(write(...args(1))).not.toContain(`1 ${many}`);
			expect(write(...args(2))).toContain(`2 ${many}`);
		}
	);
});
