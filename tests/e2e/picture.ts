/**
 * The tree picture's contract, measured in the page (docs/architecture.md, "The tree picture"):
 * the viewport carries `data-tree-picture`, the root `data-root`, the focus `aria-current="step"`.
 * `measurePicture` reads, for one picture, whether the root and the focus are inside the viewport,
 * the smallest text drawn inside it (font size times the SVG's screen scale, CSS pixels; a canvas
 * painter, which has no element per text, states its smallest text of the last frame in
 * `data-text-px`), and where the Zoom in / Zoom out / Fit buttons are; `expectFramed` asserts the
 * framing rule on it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What one picture shows now. */
export interface PictureMeasure {
	/** The viewport's size, CSS pixels. */
	width: number;
	height: number;
	/** The root's element is wholly inside the viewport (null: no element carries data-root). */
	rootInside: boolean | null;
	/** The focus's element is wholly inside (null: no element carries aria-current="step"). */
	focusInside: boolean | null;
	/** Elements carrying aria-current="step" in the picture. */
	focusCount: number;
	/** The smallest text drawn over the viewport, CSS pixels (Infinity when none is drawn). */
	smallestText: number;
	/** The text behind smallestText, for the failure message. */
	smallestWhat: string;
	/**
	 * Room between the picture's top edge and the highest text drawn over it, CSS pixels (negative
	 * when a text crosses that edge; Infinity when none is drawn).
	 */
	topGap: number;
	/** The Zoom in, Zoom out and Fit buttons' names, in the picture's top-right corner. */
	cornerButtons: string[];
}

/** Measures the picture inside `scope` (default: the page's only picture). */
export async function measurePicture(page: Page, scope?: Locator): Promise<PictureMeasure> {
	const viewport = (scope ?? page.locator('body')).locator('[data-tree-picture]');
	await expect(viewport).toHaveCount(1);
	return viewport.evaluate((el) => {
		const frame = el.getBoundingClientRect();
		const inside = (e: Element | null) => {
			if (!e) return null;
			const b = e.getBoundingClientRect();
			return (
				b.left >= frame.left - 1 &&
				b.top >= frame.top - 1 &&
				b.right <= frame.right + 1 &&
				b.bottom <= frame.bottom + 1
			);
		};
		let smallestText = Infinity;
		let smallestWhat = '';
		let topGap = Infinity;
		const host = el.parentElement ?? el;
		for (const t of host.querySelectorAll('text, tspan')) {
			const text = t.textContent?.trim() ?? '';
			if (!text || t.closest('.zoom-buttons')) continue;
			const rects = t.getClientRects();
			if (rects.length === 0) continue;
			const style = getComputedStyle(t);
			if (style.visibility === 'hidden' || style.display === 'none') continue;
			if (parseFloat(style.opacity) === 0) continue;
			const b = t.getBoundingClientRect();
			const over =
				b.right > frame.left &&
				b.left < frame.right &&
				b.bottom > frame.top &&
				b.top < frame.bottom;
			if (!over) continue;
			topGap = Math.min(topGap, b.top - frame.top);
			const ctm = (t as SVGGraphicsElement).getScreenCTM?.();
			const scale = ctm ? Math.hypot(ctm.a, ctm.b) : 1;
			const px = parseFloat(style.fontSize) * scale;
			if (px < smallestText) {
				smallestText = px;
				smallestWhat = text;
			}
		}
		for (const c of el.querySelectorAll('canvas[data-text-px]')) {
			const px = Number(c.getAttribute('data-text-px'));
			if (px < smallestText) {
				smallestText = px;
				smallestWhat = 'the canvas’s text';
			}
		}
		const corner = host.querySelectorAll<HTMLButtonElement>('.zoom-buttons button');
		const cornerButtons = [...corner]
			.filter((b) => {
				const r = b.getBoundingClientRect();
				return r.top <= frame.top + 48 && r.right >= frame.right - 240 && r.right <= frame.right;
			})
			.map((b) => b.textContent?.trim() ?? '');
		return {
			width: Math.round(frame.width),
			height: Math.round(frame.height),
			rootInside: inside(el.querySelector('[data-root]')),
			focusInside: inside(el.querySelector('[aria-current="step"]')),
			focusCount: el.querySelectorAll('[aria-current="step"]').length,
			smallestText,
			smallestWhat,
			topGap,
			cornerButtons
		};
	});
}

/**
 * Asserts the framing rule on the picture in `scope`: the root inside; the focus inside when
 * `focus` (exactly one); no text under 14 px; Zoom in, Zoom out and Fit at the top-right corner.
 * @returns the measure, for the figures a test reports.
 */
export async function expectFramed(
	page: Page,
	{
		focus,
		scope,
		buttons = ['Zoom in', 'Zoom out', 'Fit']
	}: {
		focus: boolean;
		scope?: Locator;
		buttons?: string[];
	}
): Promise<PictureMeasure> {
	// The camera frames in an animation frame after the tree is laid out: wait for that state.
	await expect
		.poll(async () => {
			const m = await measurePicture(page, scope);
			return m.rootInside === true && (!focus || m.focusInside === true);
		})
		.toBe(true);
	const m = await measurePicture(page, scope);
	expect(m.rootInside, 'the root is inside the picture').toBe(true);
	if (focus) {
		expect(m.focusCount, 'one focus per picture').toBe(1);
		expect(m.focusInside, 'the focus is inside the picture').toBe(true);
	}
	expect(m.smallestText, `the smallest text, "${m.smallestWhat}"`).toBeGreaterThanOrEqual(
		14 - 0.01
	);
	expect(m.cornerButtons).toEqual(buttons);
	// The figures the note asks for, per view: in the test's output.
	console.log(
		`picture ${m.width}x${m.height}: smallest text ${m.smallestText.toFixed(1)} px ("${m.smallestWhat}")`
	);
	return m;
}

/** How the open tree names a node: "Root, depth 0, …", "Move cell 5, depth 1, …" (French "Racine, …", "Coup …"). */
const OPEN_NODE = String.raw`^(?:(?:Root|Racine), |(?:Move|Coup) )`;

/**
 * The nodes in the picture whose accessible name matches `name`, by the contract: images and
 * buttons (a node with children is a button), in document order.
 */
export function pictureNodes(page: Page, name: RegExp, scope?: Locator): Locator {
	const picture = (scope ?? page.locator('body')).locator('[data-tree-picture]');
	return picture.getByRole('img', { name }).or(picture.getByRole('button', { name }));
}

/** The open tree's nodes in the picture, named as the open tree names a node (OPEN_NODE). */
export function openTreeNodes(page: Page, scope?: Locator): Locator {
	return pictureNodes(page, new RegExp(OPEN_NODE), scope);
}

/**
 * The open tree's highlighted nodes (ringed by a lesson's slide, the view API's highlight): their
 * name says so, ", highlighted" (French ", mis en évidence").
 */
export function highlightedNodes(page: Page, scope?: Locator): Locator {
	return pictureNodes(
		page,
		new RegExp(String.raw`${OPEN_NODE}.*, (?:highlighted|mis en évidence)(?:,|$)`),
		scope
	);
}

/** The pruned moves' stubs in the picture: images named "pruned: 5" (and the like). */
export function prunedStubs(page: Page, scope?: Locator): Locator {
	return (scope ?? page.locator('body'))
		.locator('[data-tree-picture]')
		.getByRole('img', { name: /^pruned: / });
}

/**
 * The texts a node draws, in document order, each trimmed (the SVG `text` elements inside the
 * node's element; a node's name holds them, WCAG 2.5.3): e.g. ['▼', 'TT', '-8'], ['▲', '0', '+6.5K'].
 */
export function drawnTexts(node: Locator): Promise<string[]> {
	return node.evaluate((g) =>
		[...g.querySelectorAll('text')].map((t) => t.textContent?.trim() ?? '').filter(Boolean)
	);
}

/**
 * The rectangles, CSS pixels, of the "+N" badges the picture shows now (not those waiting for a
 * hover or focus): its texts that read "+12", "+6.5K".
 */
export function badgeBoxes(
	page: Page,
	scope?: Locator
): Promise<{ x: number; y: number; w: number; h: number }[]> {
	return (scope ?? page.locator('body')).locator('[data-tree-picture]').evaluate((el) =>
		[...el.querySelectorAll('text')]
			.filter((t) => /^\+[\d.,\u202f]+[KM]?$/.test(t.textContent?.trim() ?? ''))
			.filter((t) => getComputedStyle(t).visibility !== 'hidden')
			.map((t) => t.getBoundingClientRect())
			.map((b) => ({ x: b.left, y: b.top, w: b.width, h: b.height }))
	);
}
