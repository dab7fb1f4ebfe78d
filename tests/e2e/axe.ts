/**
 * axe-core in the page, for the accessibility checks. axe is added as a script element (the page
 * compiles it as it does its own scripts) and run with one `axe.run`: measured on the Play page,
 * that costs 3 s where @axe-core/playwright's AxeBuilder took 12.8 s, because a script injected
 * through Playwright's evaluate runs several times slower (1.4 s against 5.8 s for the same
 * axe.run) and AxeBuilder then finishes every run in a second page. Same rules, same results.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
	createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
	'utf8'
);

/** Every WCAG tag axe knows up to 2.2 AA: the suite's checks run with all of them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What axe checks: by tags, or by rule ids (neither: every rule axe enables by default). */
export interface AxeScope {
	tags?: readonly string[];
	rules?: readonly string[];
	/** CSS selectors of the parts to check (the whole page when absent or empty). */
	include?: readonly string[];
}

/** One violation: its rule id and the CSS selector paths of the elements that fail it. */
export interface AxeViolation {
	id: string;
	nodes: { target: string[] }[];
}

/**
 * Runs axe-core on `page` (its top document) within `scope` and returns the violations.
 * @throws when axe itself fails (an unknown rule id or tag, a selector that matches nothing).
 */
export async function axeRun(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
	if (!(await page.evaluate(() => 'axe' in window))) {
		await page.addScriptTag({ content: AXE_SOURCE });
	}
	return page.evaluate(async ({ tags, rules, include }) => {
		const axe = (
			window as unknown as { axe: { run(c: ElementContext, o: RunOptions): Promise<AxeResults> } }
		).axe;
		const options: RunOptions = { resultTypes: ['violations'] };
		if (tags?.length) options.runOnly = { type: 'tag', values: [...tags] };
		else if (rules?.length) options.runOnly = { type: 'rule', values: [...rules] };
		const context: ElementContext = include?.length ? { include: [...include] } : document;
		const { violations } = await axe.run(context, options);
		return violations.map((v) => ({
			id: v.id,
			nodes: v.nodes.map((n) => ({ target: n.target.map(String) }))
		}));
	}, scope);
}

/**
 * axe's violations on the page within `scope` (every WCAG tag by default), as "rule: targets"
 * lines, so that a failing expectation names them.
 */
export async function axeLines(
	page: Page,
	scope: AxeScope = { tags: WCAG_TAGS }
): Promise<string[]> {
	const violations = await axeRun(page, scope);
	return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' ')}`);
}
