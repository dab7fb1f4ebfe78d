/**
 * The step-through's keyboard shortcuts: → forward, ← back, I into, O over, U out, Home start,
 * End end, P play/pause, C the next cutoff, X the previous cutoff (X sits left of C on QWERTY,
 * AZERTY and QWERTZ keyboards). Registered as one layer of the page's shortcuts
 * (shortcuts.svelte.ts).
 */
import type { Shortcut, ShortcutLayer } from './shortcuts.svelte';

/**
 * What the step controls and keys drive: the shared transport (src/lib/app/step-transport.svelte.ts)
 * of the game's Stepper (stepper.svelte.ts) and of the tree page's (../trees/tree-stepper.svelte.ts).
 */
export interface StepTransport {
	readonly k: number;
	readonly total: number;
	readonly atStart: boolean;
	readonly atEnd: boolean;
	readonly playing: boolean;
	readonly speed: number;
	forward(): void;
	back(): void;
	into(): void;
	over(): void;
	out(): void;
	start(): void;
	end(): void;
	togglePlay(): void;
	seek(k: number): void;
	setSpeed(speed: number): void;
	/**
	 * The cutoff jumps, on a transport over a minimax search (absent on one that has no cutoffs,
	 * MCTS's): the step of the next / previous cutoff that prunes children, null when there is none.
	 */
	readonly nextCutoffStep?: number | null;
	readonly previousCutoffStep?: number | null;
	nextCutoff?(): void;
	previousCutoff?(): void;
}

/** The actions of the step-through controls. */
export type StepAction =
	| 'forward'
	| 'back'
	| 'into'
	| 'over'
	| 'out'
	| 'start'
	| 'end'
	| 'togglePlay'
	| 'previousCutoff'
	| 'nextCutoff';

/** Key (KeyboardEvent.key) for each action, shown in the buttons' tooltips. */
export const STEP_KEYS: Readonly<Record<StepAction, string>> = {
	forward: 'ArrowRight',
	back: 'ArrowLeft',
	into: 'i',
	over: 'o',
	out: 'u',
	start: 'Home',
	end: 'End',
	togglePlay: 'p',
	previousCutoff: 'x',
	nextCutoff: 'c'
};

/** How a key is written for people in a tooltip: '→', 'I', 'Home'. */
export function keyLabel(key: string): string {
	if (key === 'ArrowRight') return '→';
	if (key === 'ArrowLeft') return '←';
	return key.length === 1 ? key.toUpperCase() : key;
}

/** How an action's shortcut is written in a tooltip. */
export function shortcutLabel(action: StepAction): string {
	return keyLabel(STEP_KEYS[action]);
}

/**
 * The step-through's shortcuts over the stepper on screen (none while there is none; the cutoff
 * keys only over a transport that has cutoff jumps).
 * @param stepper returns the stepper to drive, or null.
 */
export function stepShortcuts(stepper: () => StepTransport | null): ShortcutLayer {
	const shortcuts = (Object.keys(STEP_KEYS) as StepAction[]).map((action): Shortcut => ({
		id: action,
		key: STEP_KEYS[action],
		enabled: () => typeof stepper()?.[action] === 'function',
		run: () => stepper()?.[action]?.()
	}));
	return { name: 'step-through', shortcuts };
}
