/**
 * The symbols drawn on the board for X and O (docs/game-rules.md: your own two symbols are
 * display only; accessible names, notation, links and the CLI keep X and O). A few ready pairs, and
 * your own pair of two single characters (grapheme clusters, so one emoji counts as one), validated.
 */
import { cleanName } from './names';
import { err, ok, type Result } from './result';

/** Why your own pair of symbols was refused (the catalogue's `game.symbolError` words it). */
export type SymbolProblem = 'count' | 'blank' | 'same' | 'swapped';

/** What the board draws for each mark. */
export interface SymbolPair {
	readonly X: string;
	readonly O: string;
}

/** The ready pairs of the "Symbols" select, by id (the link's `symbols=`); 'xo' is the default. */
export const SYMBOL_PRESETS: Readonly<Record<string, SymbolPair>> = Object.freeze({
	xo: { X: 'X', O: 'O' },
	animals: { X: '🐱', O: '🐶' },
	kanji: { X: '日', O: '月' },
	shapes: { X: '★', O: '●' }
});

/** X and O. */
export const DEFAULT_SYMBOLS: SymbolPair = SYMBOL_PRESETS.xo;

/** Made on first use: creating a segmenter loads its data (about 10 ms at page load). */
let graphemes: Intl.Segmenter | null = null;

/**
 * Your own pair from what you typed: exactly two characters (after trimming), the first for X and
 * the second for O, visible, different, and not "O" then "X". A text holding a character that
 * game/names.ts `cleanName` removes (zero-width, control, bidirectional) is refused as 'blank'.
 * @returns the pair, or why it was refused.
 */
export function parseSymbols(text: string): Result<SymbolPair, SymbolProblem> {
	if (text.length > 64) return err('count');
	if (cleanName(text).removed.length > 0) return err('blank');
	graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
	const chars = [...graphemes.segment(text.trim())].map((s) => s.segment);
	if (chars.length !== 2) return err('count');
	if (chars.some((c) => /^[\s\p{C}]+$/u.test(c))) return err('blank');
	if (chars[0] === chars[1]) return err('same');
	if (chars[0].toUpperCase() === 'O' && chars[1].toUpperCase() === 'X') return err('swapped');
	return ok({ X: chars[0], O: chars[1] });
}

/** The id of a ready pair, or null for your own pair. */
export function presetId(pair: SymbolPair): string | null {
	const found = Object.entries(SYMBOL_PRESETS).find(([, p]) => p.X === pair.X && p.O === pair.O);
	return found ? found[0] : null;
}

/** The pair as the link writes it: a ready pair's id, or your own two characters. */
export function formatSymbols(pair: SymbolPair): string {
	return presetId(pair) ?? `${pair.X}${pair.O}`;
}

/** Reads the link's `symbols=`: a ready pair's id or your own two characters; null when neither. */
export function readSymbols(text: string): SymbolPair | null {
	const id = text.toLowerCase();
	if (Object.hasOwn(SYMBOL_PRESETS, id)) return SYMBOL_PRESETS[id];
	const own = parseSymbols(text);
	return own.ok ? own.value : null;
}
