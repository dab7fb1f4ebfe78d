/**
 * Every French string that is the same as its English twin, leaves and the functions' output on
 * the samples (samples.ts): the test fails unless each is on the short allow-list below, with its
 * reason, so that an untranslated string cannot slip in.
 */
import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';
import { SAMPLES } from './samples';
import { leaves } from './walk';

/** Paths whose French text may equal the English one, and why. */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
	appTitle: 'the product’s name, a proper noun',
	'wholeTree.findPlaceholder': 'position notation (XOX/.O./X..), the same in every language',
	'wholeTree.moveLabel': 'a cell number',
	'game.cell': 'a cell name (5, b2), the same in every language',
	'stepper.pause': 'the French word is "Pause" too',
	'stepper.pseudoCode': 'the French word is "Pseudo-code" too',
	'glossary.alpha': 'the Greek letter’s name, the same in French',
	'practice.alphaLabel': 'the Greek letter’s name, the same in French',
	'glossary.position': 'the French term is "position" too',
	'glossary.transposition': 'the French term is "transposition" too',
	'numbers.score': 'scores and infinities are written alike (7, -8, +∞)',
	'numbers.compact': 'counts under 1,000 have no separator',
	'steps.number': 'scores are written alike',
	'steps.valueWithBound': 'bounds are written alike (<= -8, >= 7)',
	'steps.list': 'a single item has no conjunction',
	'tree.hiddenBadge': 'a badge under 1,000 is "+N" in both'
};

/** Every [path, English, French] text of the catalogues: leaves, then functions on their samples. */
function texts(): [string, string, string][] {
	const french = new Map(leaves(TEXTS.fr).map((l) => [l.path, l.value]));
	const out: [string, string, string][] = [];
	for (const { path, value } of leaves(TEXTS.en)) {
		const twin = french.get(path);
		if (typeof value === 'string') out.push([path, value, twin as string]);
		if (typeof value !== 'function') continue;
		for (const args of SAMPLES[path] ?? []) {
			const write = (f: unknown) => (f as (...a: readonly unknown[]) => string)(...args);
			out.push([path, write(value), write(twin)]);
		}
	}
	return out;
}

describe('French strings equal to their English twins', () => {
	const all = texts();

	it('are only those of the allow-list', () => {
		const same = all.filter(([, english, french]) => english === french);
		const unexpected = same.filter(([path]) => !(path in SAME_IN_BOTH));
		expect(unexpected.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
	});

	it('the allow-list is short and every entry is still needed', () => {
		const same = new Set(all.filter(([, e, f]) => e === f).map(([path]) => path));
		expect(Object.keys(SAME_IN_BOTH).filter((path) => !same.has(path))).toEqual([]);
		expect(Object.keys(SAME_IN_BOTH).length).toBeLessThanOrEqual(16);
	});

	it('compares hundreds of texts', () => {
		expect(all.length).toBeGreaterThan(300);
	});
});
