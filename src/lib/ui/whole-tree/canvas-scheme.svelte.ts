/**
 * Which colour scheme the canvases draw in: dark when the system prefers dark
 * (prefers-color-scheme) and presenter mode's high-contrast theme is off (the root layout sets
 * data-theme="presenter" on the root element), as tokens.css does for the page. Reactive, for the
 * paint functions of the whole tree and its minimap; watching starts with the first canvas.
 */
import { setPaletteScheme } from '$lib/visualization/whole-tree/palette';

class CanvasScheme {
	#prefersDark = $state(false);
	#presenter = $state(false);
	#started = false;

	/** The scheme in force (reading it inside an effect or a derived tracks it). */
	get scheme(): 'light' | 'dark' {
		return this.#prefersDark && !this.#presenter ? 'dark' : 'light';
	}

	/** Starts watching the system's preference and the root's theme (once; no-op outside a page). */
	start(): void {
		if (this.#started || typeof window === 'undefined') return;
		this.#started = true;
		const query = window.matchMedia('(prefers-color-scheme: dark)');
		const root = document.documentElement;
		const update = () => {
			this.#prefersDark = query.matches;
			this.#presenter = root.dataset.theme === 'presenter';
		};
		update();
		query.addEventListener('change', update);
		new MutationObserver(update).observe(root, {
			attributes: true,
			attributeFilter: ['data-theme']
		});
	}

	/** Puts the palette in the scheme in force (call before drawing). */
	apply(): void {
		setPaletteScheme(this.scheme);
	}
}

/** The page's one canvas scheme. */
export const canvasScheme = new CanvasScheme();
