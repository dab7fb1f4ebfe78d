/**
 * An attachment for a panel which, or whose descendants, matching `selector` may scroll sideways or down
 * inside themselves (the tree's legend kept to one line on a phone or in a lesson): each one that
 * overflows gets `tabindex="0"`, so that the keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Checked again whenever the panel's size or content changes: after
 * the browser's layout (a ResizeObserver's callback, which also reports the first size) or in the
 * next animation frame after a change of content, never in the task that changed it, where reading
 * the sizes would force a layout of the page in the middle of an update (docs/main-thread.md).
 */
export function focusableScrollers(selector: string) {
	return (panel: HTMLElement): (() => void) => {
		const update = () => {
			const own = panel.matches(selector) ? [panel] : [];
			for (const el of [...own, ...panel.querySelectorAll<HTMLElement>(selector)]) {
				const overflows =
					el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
				if (overflows) el.tabIndex = 0;
				else el.removeAttribute('tabindex');
			}
		};
		let frame = 0;
		const later = () => {
			if (frame === 0)
				frame = requestAnimationFrame(() => {
					frame = 0;
					update();
				});
		};
		const resize = new ResizeObserver(update);
		resize.observe(panel);
		const mutation = new MutationObserver(later);
		mutation.observe(panel, { childList: true, subtree: true });
		return () => {
			cancelAnimationFrame(frame);
			resize.disconnect();
			mutation.disconnect();
		};
	};
}
