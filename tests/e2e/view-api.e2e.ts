/**
 * The view API of both tree views (src/lib/visualization/view-api.ts): fit, zoomToNode, revealNode,
 * highlight and clear, through the controls that use it (Fit, Zoom to current node, Find position)
 * and, for the calls no control makes, through the test hook (`window.__treeViews`, see
 * src/lib/ui/tree/test-hook.ts). What the view shows is read back from the page: the node under
 * the viewport's centre (hit-testing the same transform the drawing uses), the board's preview of
 * that node, the rings drawn on the canvas. Also the axe check of the tree nodes' names.
 */
import { axeRun } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { cellsOfMasks, emptyPosition, search } from '../../src/lib/engine/index';
import { buildStepIndex, stateAt, stepIntoTarget } from '../../src/lib/stepper/index';
import { openApp } from './helpers';
import { drawnTexts, highlightedNodes, measurePicture, openTreeNodes } from './picture';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const EMPTY = search(emptyPosition());
/** The last node of the empty board's tree in preorder: hidden deep under collapsed nodes. */
const LAST = EMPTY.record.count - 1;

type Views = { open?: Record<string, (...args: unknown[]) => void> };

/** Calls `window.__treeViews[view][method](...args)`; returns the error message it threw, or ''. */
async function call(page: Page, view: 'open' | 'whole', method: string, ...args: unknown[]) {
	return page.evaluate(
		([view, method, args]) => {
			try {
				const api = (window as unknown as { __treeViews: Record<string, Views['open']> })
					.__treeViews[view as string]!;
				api[method as string](...(args as unknown[]));
				return '';
			} catch (error) {
				return (error as Error).message;
			}
		},
		[view, method, args] as const
	);
}

/** The marks the board previews (ghost marks), cell by cell, '.' for none. */
async function ghosts(page: Page): Promise<string> {
	const cells = page.locator('.board .cell');
	const marks = await cells.evaluateAll((els) =>
		els.map((el) => el.querySelector('.ghost')?.textContent ?? '.')
	);
	return marks.join('');
}

/** The marks of node i of `record` in the same form. */
function marksOf(record: typeof EMPTY.record, i: number): string {
	return cellsOfMasks(record.xMask[i], record.oMask[i])
		.map((m) => m ?? '.')
		.join('');
}

// One page: the names are read on XOX, then on the empty board, whose open tree the API then drives.
test('the open tree: node names, then the view API', async ({ page }) => {
	await page.addInitScript('window.__treeViews = {}');
	await test.step("fault: tree nodes' accessible names did not contain their visible text (axe label-content-name-mismatch, WCAG 2.5.3)", async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
		await expect(openTreeNodes(page)).toHaveCount(15);
		const violations = await axeRun(page, { tags: WCAG });
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
		// Every node's name holds its visible score, e.g. "Move cell 6, depth 1, minimizer, score <= -8":
		// a node draws ▲ or ▼ (said as maximizer or minimizer), then its score.
		const nodes: [string, string][] = [];
		for (const node of await openTreeNodes(page).all()) {
			const [turn, score, ...rest] = await drawnTexts(node);
			expect([turn, rest]).toEqual([expect.stringMatching(/^[▲▼]$/), []]);
			nodes.push([(await node.getAttribute('aria-label')) ?? '', score]);
		}
		expect(nodes.filter(([name]) => name.includes('score <= -8'))).toHaveLength(2);
		for (const [name, score] of nodes) expect(name).toContain(`score ${score}`);
		// A collapsed node's "+N" badge is in its name too, even when N is shortened ("+6.5K").
		await openApp(page, '#/?position=.........');
		const collapsed = page.locator('[data-tree-picture]').getByRole('button', { expanded: false });
		await expect(collapsed.first()).toBeVisible();
		for (const node of await collapsed.all()) {
			// ▲ or ▼, the score, the badge.
			const [, score, plus, ...rest] = await drawnTexts(node);
			expect(rest).toEqual([]);
			const badge = plus.replace('+', '');
			const nodes = badge === '1' ? 'node' : 'nodes';
			expect(await node.getAttribute('aria-label')).toContain(
				`score ${score}, ${badge} ${nodes} hidden`
			);
		}
		const empty = await axeRun(page, { tags: WCAG });
		expect(empty.map((v) => v.id)).toEqual([]);
	});
	await test.step('open nodes: zoomToNode opens what hides a node and centres it; highlight, clear, Fit', async () => {
		// The empty board, opened by the step before.
		await expect(page.getByTestId('tree-summary')).toContainText('549,946 nodes examined');
		const svg = page.locator('[data-tree-picture]');
		// The tree view mounts after a paint (docs/main-thread.md): wait for its API and first nodes.
		await expect
			.poll(() =>
				page.evaluate(() =>
					Boolean((window as unknown as { __treeViews: Record<string, unknown> }).__treeViews.open)
				)
			)
			.toBe(true);
		await expect(openTreeNodes(page).first()).toBeVisible();
		const before = await openTreeNodes(page).count();
		expect(await call(page, 'open', 'zoomToNode', LAST)).toBe('');
		await expect.poll(() => openTreeNodes(page).count()).toBeGreaterThan(before);
		// The node at the centre of the view is LAST: hovering it previews its position on the board
		// (once the view has drawn every node it opened, a slice a paint: the pointer must not move
		// while the tree does).
		await expect(svg).toHaveAttribute('aria-busy', 'false');
		await svg.scrollIntoViewIfNeeded();
		const box = (await svg.boundingBox())!;
		// The node drawn nearest the view's centre, hovered at its own centre.
		const centre = await openTreeNodes(page).evaluateAll((nodes, frame) => {
			const f = frame as { x: number; y: number; width: number; height: number };
			const [fx, fy] = [f.x + f.width / 2, f.y + f.height / 2];
			const points = nodes.map((n) => {
				const r = n.getBoundingClientRect();
				return [r.x + r.width / 2, r.y + r.height / 2];
			});
			points.sort((a, b) => Math.hypot(a[0] - fx, a[1] - fy) - Math.hypot(b[0] - fx, b[1] - fy));
			return points[0];
		}, box);
		await page.mouse.move(centre[0], centre[1]);
		await expect(page.getByText(/Showing a position from the search tree/)).toBeVisible();
		expect(await ghosts(page)).toBe(marksOf(EMPTY.record, LAST));

		// Highlight rings exactly the nodes given (those drawn), and adds the legend's entry.
		expect(await call(page, 'open', 'highlight', [0, LAST, EMPTY.record.parent[LAST]])).toBe('');
		await expect(highlightedNodes(page)).toHaveCount(3);
		await expect(page.getByText('highlighted node')).toBeVisible();
		expect(await call(page, 'open', 'clear')).toBe('');
		await expect(highlightedNodes(page)).toHaveCount(0);
		await expect(page.getByText('highlighted node')).toBeHidden();
		// Bad input: a clear error, nothing changes.
		expect(await call(page, 'open', 'highlight', [1, 549_946])).toBe(
			'Node 549946 does not exist in this tree: expected an integer from 0 to 549945.'
		);
		await expect(highlightedNodes(page)).toHaveCount(0);

		// revealNode makes LAST the picture's focus (aria-current="step"), and the camera frames it by
		// the picture's rule (tests/e2e/picture.ts). This expectation changed with that rule: before it,
		// revealNode on a node in view did not move and Fit showed every open node (at any scale); now
		// Fit shows what fits with text at 14 px or more. LAST is nine plies down: the root cannot be in
		// the same picture at that size, so the focus and its children are framed.
		expect(await call(page, 'open', 'revealNode', LAST)).toBe('');
		await expect(svg.locator('[aria-current="step"]')).toHaveCount(1);
		await page.getByRole('button', { name: 'Fit' }).click();
		await expect.poll(async () => (await measurePicture(page)).focusInside).toBe(true);
		const fitted = await measurePicture(page);
		expect(fitted.smallestText).toBeGreaterThanOrEqual(14 - 0.01);
		expect(fitted.cornerButtons).toEqual(['Zoom in', 'Zoom out', 'Fit']);
	});
});

/** Slides the pointer down the canvas's vertical centre line until the status names `node`. */
async function nodeOnCentreLine(page: Page, node: number): Promise<boolean> {
	const canvas = page.locator('canvas[data-painted]');
	await canvas.scrollIntoViewIfNeeded();
	const box = (await canvas.boundingBox())!;
	const status = page.locator('#whole-tree-status');
	await page.mouse.move(box.x + box.width / 2, box.y - 20);
	await expect(status).not.toHaveText(/^Node/);
	const name = new RegExp(`^Node ${node.toLocaleString('en-US')}:`);
	for (let y = box.y + 4; y < box.y + box.height; y += 4) {
		await page.mouse.move(box.x + box.width / 2, y);
		if (name.test((await status.textContent()) ?? '')) return true;
	}
	return false;
}

test('whole tree: Zoom to current node, Find position (highlight), clear, Fit', async ({
	page
}) => {
	await page.addInitScript('window.__treeViews = {}');
	await openApp(page, '#/?position=.........&view=whole');
	const canvas = page.locator('canvas[data-painted]');
	await expect(canvas).toHaveAttribute('data-painted', 'true', { timeout: 30_000 });
	const fitted = await canvas.getAttribute('data-scale');

	// Step into the search five times: the current node is five plies deep.
	const index = buildStepIndex(EMPTY.record, EMPTY.options);
	let k = 0;
	for (let i = 0; i < 5; i++) k = stepIntoTarget(index, k)!;
	const current = stateAt(index, k).node;
	await page.getByRole('button', { name: 'Go to start' }).click();
	for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Step into' }).click();
	await page.getByRole('button', { name: 'Zoom to current node' }).click();
	await expect(canvas).not.toHaveAttribute('data-scale', fitted!);
	expect(await nodeOnCentreLine(page, current)).toBe(true);
	await expect(page.locator('#whole-tree-status')).toContainText('depth 5');

	// The API's zoomToNode on the last node, asked for directly.
	expect(await call(page, 'whole', 'zoomToNode', LAST)).toBe('');
	expect(await nodeOnCentreLine(page, LAST)).toBe(true);

	// Find position highlights the 12 transpositions: purple rings on the canvas; clear() removes them.
	const purple = () =>
		canvas.evaluate((c: HTMLCanvasElement) => {
			const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
			let n = 0;
			for (let i = 0; i < data.length; i += 4) {
				const d =
					Math.abs(data[i] - 126) + Math.abs(data[i + 1] - 34) + Math.abs(data[i + 2] - 206);
				if (d < 24) n++;
			}
			return n;
		});
	await page.getByRole('button', { name: 'Fit' }).click();
	await expect(canvas).toHaveAttribute('data-scale', fitted!);
	expect(await purple()).toBe(0);
	await page.getByLabel('Find position').fill('XOX/.O./X..');
	await page.getByRole('button', { name: 'Find', exact: true }).click();
	await expect(page.locator('#whole-tree-find-message')).toHaveText(
		'12 nodes have this position (transpositions).'
	);
	await expect.poll(purple).toBeGreaterThan(50);
	expect(await call(page, 'whole', 'clear')).toBe('');
	await expect.poll(purple).toBe(0);
	await expect(page.locator('#whole-tree-find-message')).toHaveText('');
	expect(await call(page, 'whole', 'zoomToNode', -1)).toContain('Node -1 does not exist');
});
