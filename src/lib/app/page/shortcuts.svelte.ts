/**
 * Keyboard shortcuts of the page: layers of key bindings, the last registered on top. A key press
 * runs the first enabled shortcut for its key, from the top layer down, so a mode (a lesson's →
 * for the next slide) can take over a key while it is open and give it back when it closes. Keys
 * never act when focus is in a text field, a select, a slider or an element that owns its keys
 * (`data-own-keys`: the whole tree owns every key but PageDown, PageUp and Escape, so a clicker
 * works wherever focus is; `data-own-keys="ArrowLeft ArrowRight …"` owns only the keys listed, so
 * the board keeps its arrows and F, ?, I, O, U, P, Home, End still work from a cell), nor with
 * Ctrl, Alt or Meta held, so
 * browser shortcuts keep working.
 */

/** One shortcut. */
export interface Shortcut {
	/** Stable name of what it does, e.g. 'forward' (tooltips, a help list, tests). */
	readonly id: string;
	/** `KeyboardEvent.key`: 'ArrowRight', 'Home', 'i'. Single characters match in either case. */
	readonly key: string;
	readonly run: () => void;
	/** When given and false, the key falls through to the layers below. */
	readonly enabled?: () => boolean;
}

/** A named set of shortcuts registered together (the debugger's, a lesson's). */
export interface ShortcutLayer {
	readonly name: string;
	readonly shortcuts: readonly Shortcut[];
}

/** The parts of a key press shortcuts look at. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>;

/** The key a press stands for ('i' for 'I'), or null with Ctrl, Alt or Meta held. */
export function normalizeKey(event: KeyPress): string | null {
	if (event.ctrlKey || event.altKey || event.metaKey) return null;
	return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

/**
 * Keys an element with `data-own-keys` leaves to the shortcuts: what a presentation clicker sends
 * (PageDown, PageUp) and Escape, which those elements do not use.
 */
export const PASS_THROUGH_KEYS: readonly string[] = ['PageDown', 'PageUp', 'Escape'];

/**
 * True when a key press on `target` belongs to that element (typing, a slider, the board's arrows).
 * @param key the key pressed; PASS_THROUGH_KEYS never belong to a `data-own-keys` element.
 */
export function keyBelongsToTarget(target: EventTarget | null, key = ''): boolean {
	const element = target as Element | null;
	if (!element || typeof element.closest !== 'function') return false;
	if (element.closest('input, select, textarea, [contenteditable="true"]')) return true;
	const owner = element.closest('[data-own-keys]');
	if (owner === null) return false;
	// `data-own-keys="ArrowLeft ArrowRight"` owns those keys only; an empty value owns them all.
	const owned = (owner.getAttribute('data-own-keys') ?? '').split(/\s+/).filter(Boolean);
	if (owned.length > 0) return owned.includes(key);
	return !PASS_THROUGH_KEYS.includes(key);
}

export class Shortcuts {
	#layers = $state.raw<readonly ShortcutLayer[]>([]);

	/** Every shortcut, top layer first (for a "?" list of keys). */
	all = $derived(this.#layers.toReversed().flatMap((layer) => layer.shortcuts));

	/**
	 * Puts `layer` on top of the others.
	 * @returns a function that removes it again.
	 */
	register(layer: ShortcutLayer): () => void {
		this.#layers = [...this.#layers, layer];
		return () => {
			this.#layers = this.#layers.filter((l) => l !== layer);
		};
	}

	/** The shortcut a key press would run, or null. */
	match(event: KeyPress): Shortcut | null {
		const key = normalizeKey(event);
		if (key === null) return null;
		const keyOf = (s: Shortcut) => (s.key.length === 1 ? s.key.toLowerCase() : s.key);
		return this.all.find((s) => keyOf(s) === key && (s.enabled?.() ?? true)) ?? null;
	}

	/**
	 * Runs the shortcut of a key press, unless the key belongs to its target.
	 * @returns true when a shortcut ran (the event's default is then prevented).
	 */
	handle(event: KeyboardEvent): boolean {
		if (keyBelongsToTarget(event.target, event.key)) return false;
		const shortcut = this.match(event);
		if (!shortcut) return false;
		event.preventDefault();
		shortcut.run();
		return true;
	}
}
