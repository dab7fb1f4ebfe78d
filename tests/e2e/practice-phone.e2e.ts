/**
 * Fault: at phone width (390x844) the Practice prune exercise's tree is far wider than its
 * scroller and opened scrolled to the left, so the root (centre top) was cut off. It now opens
 * with the root centred in the scroller, and the keyboard still reaches (and scrolls to) the nodes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** The element's box, and whether it lies inside the viewport and inside `container`'s box. */
async function inside(el: Locator, container: Locator, page: Page) {
	const box = (await el.boundingBox())!;
	const outer = (await container.boundingBox())!;
	const { width } = page.viewportSize()!;
	return {
		inViewport: box.x >= 0 && box.x + box.width <= width,
		inScroller: box.x >= outer.x && box.x + box.width <= outer.x + outer.width
	};
}

test.describe('Fault: the prune tree opens with its root cut off on a phone', () => {
	test('the root is in view on load; Tab reaches a far node and scrolls to it', async ({
		page
	}) => {
		await page.goto('#/practice?kind=prune&position=XOX/.O./X..&seed=2');
		const scroller = page.getByRole('group', { name: /tree/i });
		const root = page.getByRole('button', { name: /^Root: / });
		await expect(root).toBeVisible();
		const size = await scroller.evaluate((el) => ({
			scrollWidth: el.scrollWidth,
			clientWidth: el.clientWidth,
			scrollLeft: el.scrollLeft
		}));
		// The tree is wider than the scroller (1016 px in 350 px when found), and scrolled.
		expect(size.scrollWidth).toBeGreaterThan(size.clientWidth * 2);
		expect(size.scrollLeft).toBeGreaterThan(0);
		expect(await inside(root, scroller, page)).toEqual({ inViewport: true, inScroller: true });
		// Centred: the root's centre within a few pixels of the scroller's centre.
		const r = (await root.boundingBox())!;
		const s = (await scroller.boundingBox())!;
		expect(Math.abs(r.x + r.width / 2 - (s.x + s.width / 2))).toBeLessThan(4);
		// And on screen vertically without scrolling the page (root box 173-217 x 665-705 when found).
		expect(r.y).toBeGreaterThanOrEqual(0);
		expect(r.y + r.height).toBeLessThanOrEqual(844);
		// Keyboard: the root takes focus, then the first child (leftmost subtree) is brought into view.
		await root.focus();
		await expect(root).toBeFocused();
		await page.keyboard.press('Tab');
		const next = page.locator(':focus');
		await expect(next).toHaveAccessibleName(/^Node /);
		expect(await inside(next, scroller, page)).toEqual({ inViewport: true, inScroller: true });
	});
});
