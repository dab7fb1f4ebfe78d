/**
 * The page's layout state (UI only, not the app's): whether the window is a phone (one panel at a
 * time behind the tabs Board / Tree / Steps), which tab is shown, whether the dock beside the
 * narration (pseudo-code, call stack, export) is open and which of its tabs is shown, and the "See
 * the tree" chip after a move on the Board tab.
 * One instance for the page (`workspace`); the root of the page keeps `phone` in step with the
 * window (PHONE_QUERY).
 */

/** The phone's panels. */
export type PhoneTab = 'board' | 'tree' | 'steps';

/** The dock's tabs (on a wide window; a phone's Steps tab shows them all, one under the other). */
export type DockTab = 'code' | 'stack' | 'export';

/** The media query under which the page is laid out as a phone (tabs, one panel at a time). */
export const PHONE_QUERY = '(max-width: 720px)';

export class Workspace {
	/** True while the window matches PHONE_QUERY. */
	phone = $state(false);
	/** The phone's panel on screen. */
	tab = $state<PhoneTab>('board');
	/** The dock under the tree is open: with the open-nodes tree (default), with the whole tree
	 * (default closed: the whole tree needs the height, and shows the finished search). */
	dockOpen = $state(true);
	dockOpenWhole = $state(false);
	/** The dock's tab on screen. */
	dockTab = $state<DockTab>('code');
	/** The "See the tree" chip is offered (a move was made on the Board tab). */
	chip = $state(false);

	/** Whether the dock is open for the tree view `view`. */
	dockShown(view: 'open' | 'whole'): boolean {
		return view === 'whole' ? this.dockOpenWhole : this.dockOpen;
	}

	/** Opens or closes the dock for the tree view `view`. */
	toggleDock(view: 'open' | 'whole'): void {
		if (view === 'whole') this.dockOpenWhole = !this.dockOpenWhole;
		else this.dockOpen = !this.dockOpen;
	}

	/** Shows a phone tab (and drops the chip once the tree is seen). */
	show(tab: PhoneTab): void {
		this.tab = tab;
		if (tab !== 'board') this.chip = false;
	}

	/** A move was made: on the phone's Board tab, offer the chip. */
	moved(): void {
		if (this.phone && this.tab === 'board') this.chip = true;
	}
}

/** The page's one workspace state. */
export const workspace = new Workspace();
