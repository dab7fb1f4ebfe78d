/**
 * Keyboard shortcuts of the step-through controls. They act when focus is not in a text field, a
 * select, a slider or the board (whose arrow keys move between cells).
 */

/** The actions of the step-through controls. */
export type StepAction =
	'forward' | 'back' | 'into' | 'over' | 'out' | 'start' | 'end' | 'togglePlay';

/** Key (KeyboardEvent.key) for each action, shown in the buttons' tooltips. */
export const SHORTCUTS: Readonly<Record<StepAction, string>> = {
	forward: 'ArrowRight',
	back: 'ArrowLeft',
	into: 'i',
	over: 'o',
	out: 'u',
	start: 'Home',
	end: 'End',
	togglePlay: 'p'
};

/** How a shortcut is written for people in a tooltip. */
export function shortcutLabel(action: StepAction): string {
	const key = SHORTCUTS[action];
	return key === 'ArrowRight'
		? '→'
		: key === 'ArrowLeft'
			? '←'
			: key.length === 1
				? key.toUpperCase()
				: key;
}

/**
 * The action for a key press, or null. Modified keys (Ctrl, Alt, Meta) never match, so browser
 * shortcuts keep working; the key is compared case-insensitively.
 */
export function actionForKey(
	event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>
): StepAction | null {
	if (event.ctrlKey || event.altKey || event.metaKey) return null;
	const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
	for (const [action, k] of Object.entries(SHORTCUTS)) if (k === key) return action as StepAction;
	return null;
}

/** True when a key press on `target` belongs to that element (typing, a slider, the board's arrows). */
export function keyBelongsToTarget(target: EventTarget | null): boolean {
	const element = target as Element | null;
	if (!element || typeof element.closest !== 'function') return false;
	if (element.closest('input, select, textarea, [contenteditable="true"]')) return true;
	return element.closest('[data-own-keys]') !== null;
}
