/**
 * The "?" list of keyboard shortcuts: the keys that would act now, each with what it does. A key
 * registered in several layers acts in the top one only (Shortcuts.match), so it is listed once,
 * for that layer's shortcut; a disabled shortcut is left out.
 */
import type { Shortcut } from './shortcuts.svelte';
import { keyLabel } from './step-keys';

/** One line of the list: what a shortcut does (its id) and its keys as people write them. */
export interface HelpEntry {
	readonly id: string;
	readonly keys: readonly string[];
}

/** How a key is written in the list: '→', 'PageDown', 'Esc', 'F', '?'. */
export function helpKeyLabel(key: string): string {
	if (key === 'Escape') return 'Esc';
	if (key === ' ') return 'Space';
	return keyLabel(key);
}

/**
 * The active shortcuts, grouped by id in the order of `all` (top layer first).
 * @param all every registered shortcut, top layer first (Shortcuts.all).
 */
export function activeShortcuts(all: readonly Shortcut[]): HelpEntry[] {
	const taken = new Set<string>();
	const byId = new Map<string, string[]>();
	for (const s of all) {
		const key = s.key.length === 1 ? s.key.toLowerCase() : s.key;
		if (taken.has(key) || !(s.enabled?.() ?? true)) continue;
		taken.add(key);
		const keys = byId.get(s.id) ?? [];
		keys.push(helpKeyLabel(s.key));
		byId.set(s.id, keys);
	}
	return [...byId].map(([id, keys]) => ({ id, keys }));
}
