/**
 * The colour tokens (src/lib/ui/tokens.css), read from the file and measured with the WCAG 2.2
 * contrast ratio, in the three themes (light, presenter, dark): Connect Four's yellow and red discs
 * and its empty holes stand out from the blue frame (3:1, non-text contrast, WCAG 1.4.11), and the
 * marks of the board that follows the stepper, the symbols on the discs and the search move
 * numbers are text at AA (4.5:1, WCAG 1.4.3).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../../../src/lib/ui/tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in the first block that follows `selector` in tokens.css. */
function block(selector: string): Record<string, string> {
	const start = css.indexOf(`${selector} {`);
	if (start < 0) throw new Error(`tokens.css has no block ${selector}`);
	const body = css.slice(start, css.indexOf('}', start));
	const out: Record<string, string> = {};
	for (const m of body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)) out[m[1]] = m[2];
	return out;
}

const light = block(':root');
const themes: Record<string, Record<string, string>> = {
	light,
	presenter: { ...light, ...block("[data-theme='presenter']") },
	dark: { ...light, ...block(":root:not([data-theme='presenter'])") }
};

/** WCAG 2.2 relative luminance of a #rrggbb colour (sRGB, 0 = black, 1 = white). */
function luminance(hex: string): number {
	const n = Number.parseInt(hex.slice(1), 16);
	const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
		const c = v / 255;
		return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two #rrggbb colours, from 1 to 21. */
function contrast(a: string, b: string): number {
	const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
	return (hi + 0.05) / (lo + 0.05);
}

/** The hue of a #rrggbb colour in degrees (0 red, 60 yellow, 240 blue). */
function hue(hex: string): number {
	const n = Number.parseInt(hex.slice(1), 16);
	const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => v / 255);
	const max = Math.max(r, g, b);
	const d = max - Math.min(r, g, b);
	if (d === 0) return 0;
	const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
	return (h * 60 + 360) % 360;
}

const ratio = (theme: string, a: string, b: string) => {
	const t = themes[theme];
	expect(t[a], `${theme} --${a}`).toMatch(/^#/);
	expect(t[b], `${theme} --${b}`).toMatch(/^#/);
	return contrast(t[a], t[b]);
};

describe('the WCAG formula', () => {
	it('gives 21 for black on white and 1 for a colour on itself', () => {
		expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
		expect(contrast('#1d4ed8', '#1d4ed8')).toBe(1);
		// A published pair: #767676 on white is 4.54:1.
		expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
	});
});

describe.each(Object.keys(themes))('the %s theme', (theme) => {
	it('draws Connect Four with a yellow X disc and a red O disc on a blue frame', () => {
		const t = themes[theme];
		expect(hue(t['c4-disc-x'])).toBeGreaterThanOrEqual(40);
		expect(hue(t['c4-disc-x'])).toBeLessThanOrEqual(60);
		expect(Math.min(hue(t['c4-disc-o']), 360 - hue(t['c4-disc-o']))).toBeLessThanOrEqual(10);
		expect(hue(t['c4-frame'])).toBeGreaterThanOrEqual(210);
		expect(hue(t['c4-frame'])).toBeLessThanOrEqual(240);
	});

	it('gives each disc and the empty holes 3:1 against the frame', () => {
		expect(ratio(theme, 'c4-disc-x', 'c4-frame')).toBeGreaterThanOrEqual(3);
		expect(ratio(theme, 'c4-disc-o', 'c4-frame')).toBeGreaterThanOrEqual(3);
		expect(ratio(theme, 'c4-hole', 'c4-frame')).toBeGreaterThanOrEqual(3);
	});

	it('keeps text at AA: symbols on discs, names in holes, marks on the board, move numbers', () => {
		expect(ratio(theme, 'c4-disc-text', 'c4-disc-x')).toBeGreaterThanOrEqual(4.5);
		expect(ratio(theme, 'c4-disc-text', 'c4-disc-o')).toBeGreaterThanOrEqual(4.5);
		expect(ratio(theme, 'c4-hole-text', 'c4-hole')).toBeGreaterThanOrEqual(4.5);
		expect(ratio(theme, 'mark-x', 'board-cell')).toBeGreaterThanOrEqual(4.5);
		expect(ratio(theme, 'mark-o', 'board-cell')).toBeGreaterThanOrEqual(4.5);
		expect(ratio(theme, 'order-text', 'order-bg')).toBeGreaterThanOrEqual(4.5);
	});
});

it('measures the light theme’s Connect Four contrasts (docs/stepping.md quotes them)', () => {
	const r = (a: string, b: string) => Math.round(ratio('light', a, b) * 100) / 100;
	expect([
		r('c4-disc-x', 'c4-frame'),
		r('c4-disc-o', 'c4-frame'),
		r('c4-hole', 'c4-frame')
	]).toEqual([6.76, 3.19, 9.66]);
});
