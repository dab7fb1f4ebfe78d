import { describe, expect, it } from 'vitest';
import { Shortcuts } from '$lib/app/page/shortcuts.svelte';
import { keyLabel, shortcutLabel, stepShortcuts, STEP_KEYS } from '$lib/app/page/step-keys';
import { Stepper } from '$lib/app/page/stepper.svelte';
import { decision } from '../fixtures';

const press = (key: string, ctrlKey = false) => ({ key, ctrlKey, altKey: false, metaKey: false });

describe('step-through shortcuts', () => {
	const stepper = new Stepper(decision('XOX/.O./X..', { alphaBeta: true }));
	const shortcuts = new Shortcuts();
	shortcuts.register(stepShortcuts(() => stepper));

	it.each([
		['ArrowRight', 'forward'],
		['ArrowLeft', 'back'],
		['i', 'into'],
		['O', 'over'],
		['u', 'out'],
		['Home', 'start'],
		['End', 'end'],
		['p', 'togglePlay'],
		['C', 'nextCutoff'],
		['x', 'previousCutoff'],
		['z', null]
	])('case %# maps %s to %s', (key, action) => {
		expect(shortcuts.match(press(key))?.id ?? null).toBe(action);
	});

	it('leaves modified keys to the browser and labels keys for tooltips', () => {
		expect(shortcuts.match(press('ArrowRight', true))).toBeNull();
		expect(shortcutLabel('forward')).toBe('→');
		expect(shortcutLabel('into')).toBe('I');
		expect(shortcutLabel('start')).toBe('Home');
		expect(keyLabel(STEP_KEYS.back)).toBe('←');
	});

	it('drives the stepper on screen, and does nothing without one', () => {
		shortcuts.match(press('Home'))?.run();
		expect(stepper.k).toBe(0);
		shortcuts.match(press('i'))?.run();
		expect(stepper.state.stack.map((f) => f.move)).toEqual([null, 3]);
		// C jumps to the next cutoff that prunes moves (step 12's prunes none), X back.
		shortcuts.match(press('c'))?.run();
		expect(stepper.k).toBe(22);
		expect(stepper.step.kind).toBe('cutoff');
		shortcuts.match(press('c'))?.run();
		expect([stepper.k, stepper.previousCutoffStep, stepper.nextCutoffStep]).toEqual([30, 22, 40]);
		shortcuts.match(press('x'))?.run();
		expect(stepper.k).toBe(22);
		const none = new Shortcuts();
		none.register(stepShortcuts(() => null));
		expect(none.match(press('ArrowRight'))).toBeNull();
	});

	it('leaves the cutoff keys alone over a transport without cutoffs (an MCTS run)', () => {
		const mcts = new Shortcuts();
		const transport = { forward: () => {} } as never;
		mcts.register(stepShortcuts(() => transport));
		expect(mcts.match(press('ArrowRight'))?.id).toBe('forward');
		expect(mcts.match(press('c'))).toBeNull();
	});
});
