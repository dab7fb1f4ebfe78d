/**
 * The Trees page's download buttons (Text, SVG, PNG, LaTeX, LaTeX with solution): each gives a
 * file whose content says what it holds, for the textbook's tree and for the largest tree the page
 * reads (100,000 nodes, typed: too large to draw, so SVG and PNG say so in words instead). One
 * page for both trees, each file a step, read back and checked. The waits are the suite's own (a
 * busy machine must not fail them); how long each takes is measured, not asserted
 * (docs/storage.md).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

/** The tree page's export group. */
const exports = (page: Page) => page.getByRole('group', { name: 'Export' });

/**
 * Clicks the export button `name` and waits for its download.
 * @returns the file's suggested name, its bytes and the time it took in ms.
 */
async function download(page: Page, name: string) {
	const started = Date.now();
	const [file] = await Promise.all([
		page.waitForEvent('download'),
		exports(page).getByRole('button', { name, exact: true }).click()
	]);
	const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
	return { name: file.suggestedFilename(), bytes, ms: Date.now() - started };
}

/**
 * The largest tree the page reads: `nodes` nodes, breadth first, each inner node with 16 children
 * (the most a node has) until the count is reached; leaf i's value is i mod 100.
 */
function largestTree(nodes: number): string {
	const children: number[][] = [[]];
	for (let parent = 0, next = 1; next < nodes; parent++) {
		for (let k = 0; k < 16 && next < nodes; k++, next++) {
			children[parent].push(next);
			children.push([]);
		}
	}
	let leaf = 0;
	const text = (id: number): string =>
		children[id].length === 0 ? String(leaf++ % 100) : `[${children[id].map(text).join(',')}]`;
	return text(0);
}

// One page, the textbook's tree then the largest: each file its step.
test("the Trees page's downloads: the textbook tree (Figure 5.2) with alpha-beta, then the largest tree", async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/tree?algorithm=alpha-beta');
	await expect(page.getByTestId('tree-summary')).toContainText('11 of 13 nodes examined');
	// The picture is drawn (the page's first render is over).
	await expect(page.getByRole('button', { name: /^A: MAX node/ })).toBeVisible();
	await test.step('Text: the tree read back by the box', async () => {
		const file = await download(page, 'Text');
		expect(file.name).toBe('tree.txt');
		expect(file.bytes.toString()).toBe('[[3, 12, 8], [2, 4, 6], [14, 5, 2]]\n');
	});
	await test.step('SVG: a standalone picture of 13 nodes, titled by the tree’s text', async () => {
		const file = await download(page, 'SVG');
		expect(file.name).toBe('tree.svg');
		const svg = file.bytes.toString();
		expect(svg).toMatch(
			/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/
		);
		expect(svg).toContain('<title>[[3, 12, 8], [2, 4, 6], [14, 5, 2]]</title>');
		for (const value of ['3', '12', '8', '2', '4', '6', '14', '5']) {
			expect(svg).toContain(`>${value}<`);
		}
	});
	await test.step('PNG: an image of the picture’s size', async () => {
		const file = await download(page, 'PNG');
		expect(file.name).toBe('tree.png');
		expect([...file.bytes.subarray(0, 8)]).toEqual([
			0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a
		]);
		// The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
		expect(file.bytes.readUInt32BE(16)).toBeGreaterThan(100);
		expect(file.bytes.readUInt32BE(20)).toBeGreaterThan(50);
	});
	await test.step('LaTeX: the question sheet, 13 nodes, no solution', async () => {
		const file = await download(page, 'LaTeX');
		expect(file.name).toBe('tree.tex');
		const tex = file.bytes.toString();
		expect(tex).toContain('\\begin{forest}');
		expect(tex).toContain('[{A}, max');
		expect(tex).toContain('[{C}, min');
		expect(tex.split('[{').length - 1).toBe(13);
		expect(tex).not.toContain('pruned,');
	});
	await test.step('LaTeX with solution: values, windows and the two pruned leaves struck', async () => {
		const file = await download(page, 'LaTeX with solution');
		expect(file.name).toBe('tree-alpha-beta.tex');
		const tex = file.bytes.toString();
		expect(tex).toContain(
			'[{A\\\\$3$}, max node, label={[font=\\scriptsize]right:{$[3, +\\infty]$}}'
		);
		expect(tex).toContain('[{C\\\\$\\leq 2$}, min node');
		expect(tex.match(/pruned, struck/g)).toHaveLength(2);
	});
	await test.step('the largest tree (100,000 nodes): Text and LaTeX within 2 s; SVG and PNG say in words why there is no picture', async () => {
		const text = largestTree(100_000);
		await page.getByRole('textbox', { name: 'Tree' }).fill(text);
		await expect(page.getByTestId('tree-summary')).toContainText('of 100,000 nodes examined', {
			timeout: 60_000
		});
		const txt = await download(page, 'Text');
		expect(txt.bytes.toString().replace(/\s/g, '')).toBe(text);
		const tex = await download(page, 'LaTeX');
		expect(tex.bytes.toString().split('[{').length - 1).toBe(100_000);
		const solution = await download(page, 'LaTeX with solution');
		expect(solution.bytes.toString()).toContain('\\begin{forest}');
		expect(solution.bytes.toString().split('[{').length - 1).toBe(100_000);
		for (const name of ['SVG', 'PNG']) {
			await exports(page).getByRole('button', { name, exact: true }).click();
			await expect(exports(page).getByRole('status')).toHaveText(
				'No SVG or PNG: this tree of 100,000 nodes is too large to draw, so there is no picture to save. Text and LaTeX save the whole tree.'
			);
		}
	});
});
