/**
 * Fault: at phone width (390x844) the Practice prune exercise's tree is far wider than its
 * picture, and opened with the root (centre top) cut off. The tree is now drawn in the tree picture
 * (tests/e2e/picture.ts): the root opens inside it with every text at 14 px or more, and a node
 * reached by Tab outside it is panned into it. This test was rewritten with the picture's rule:
 * before it, the tree was a scroller scrolled to centre the root.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './test';
import { expectFramed } from './picture';

test.use({ viewport: { width: 390, height: 844 } });

/** Whether `el` lies wholly inside the tree picture. */
async function insidePicture(el: Locator, picture: Locator): Promise<boolean> {
	const box = (await el.boundingBox())!;
	const frame = (await picture.boundingBox())!;
	return (
		box.x >= frame.x - 1 &&
		box.y >= frame.y - 1 &&
		box.x + box.width <= frame.x + frame.width + 1 &&
		box.y + box.height <= frame.y + frame.height + 1
	);
}

test.describe('Fault: the prune tree opens with its root cut off on a phone', () => {
	test('the root is in the picture on load; Tab reaches a far node and brings it in', async ({
		page
	}) => {
		await page.goto('#/practice?kind=prune&position=XOX/.O./X..&seed=2');
		const picture = page.locator('[data-tree-picture]');
		const root = page.getByRole('button', { name: /^Root: / });
		await expect(root).toBeVisible();
		await expectFramed(page, { focus: false });
		expect(await insidePicture(root, picture)).toBe(true);
		// The root on screen vertically without scrolling the page.
		const r = (await root.boundingBox())!;
		expect(r.y).toBeGreaterThanOrEqual(0);
		expect(r.y + r.height).toBeLessThanOrEqual(844);
		// Keyboard: from the root, Tab goes through the nodes; each one reached is in the picture.
		await root.focus();
		await expect(root).toBeFocused();
		for (let i = 0; i < 6; i++) {
			await page.keyboard.press('Tab');
			const next = page.locator(':focus');
			await expect(next).toHaveAccessibleName(/^Node /);
			await expect.poll(() => insidePicture(next, picture)).toBe(true);
		}
	});
});
