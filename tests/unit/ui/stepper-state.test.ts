import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { Stepper } from '$lib/ui/debugger/stepper.svelte';
import { actionForKey, keyBelongsToTarget, shortcutLabel } from '$lib/ui/debugger/shortcuts';
import type { Decision } from '$lib/app/search-client';

function decision(text: string, alphaBeta: boolean): Decision {
	const position = parsePosition(text);
	return { position, result: search(position, { alphaBeta }), ms: 0 };
}

describe('Stepper', () => {
	afterEach(() => vi.useRealTimers());

	it('opens a decision at its last step, paused, and walks with the navigation targets', () => {
		const s = new Stepper(decision('XOX/.O./X..', true));
		expect(s.total).toBe(56);
		expect(s.k).toBe(55);
		expect(s.step.kind).toBe('choose');
		expect(s.playing).toBe(false);
		s.start();
		expect(s.step.kind).toBe('enter');
		s.into();
		expect(s.state.stack.map((f) => f.move)).toEqual([null, 3]);
		s.over();
		expect(s.step.kind).toBe('return');
		expect(s.step.value).toBe(7);
		s.out();
		expect(s.step.kind).toBe('update');
		expect(s.explanation).toContain('Cell 4 returned 7');
		const k = s.k;
		s.forward();
		s.back();
		expect(s.k).toBe(k);
		expect(() => s.seek(56)).toThrow(RangeError);
		expect(() => s.seek(1.5)).toThrow(/Step 1.5 does not exist/);
		expect(s.k).toBe(k);
	});

	it('plays at its speed and pauses at the end', () => {
		vi.useFakeTimers();
		const s = new Stepper(decision('XOX/.O./X..', false));
		expect(s.total).toBe(118);
		s.play(); // from the end: restarts at step 0
		expect(s.k).toBe(0);
		s.setSpeed(10);
		vi.advanceTimersByTime(1000);
		expect(s.k).toBe(10);
		s.pause();
		vi.advanceTimersByTime(1000);
		expect(s.k).toBe(10);
		s.setSpeed(100);
		s.play();
		vi.advanceTimersByTime(5000);
		expect(s.k).toBe(117);
		expect(s.playing).toBe(false);
	});

	it('loads another decision at its end and stops playing', () => {
		vi.useFakeTimers();
		const s = new Stepper(decision('XOX/.O./X..', false));
		s.play();
		s.load(decision('XX./OO./...', true));
		expect(s.playing).toBe(false);
		expect(s.k).toBe(s.total - 1);
		expect(s.step.kind).toBe('choose');
		expect(s.step.bestMove).toBe(2);
	});
});

describe('shortcuts', () => {
	it.each([
		['ArrowRight', 'forward'],
		['ArrowLeft', 'back'],
		['i', 'into'],
		['O', 'over'],
		['u', 'out'],
		['Home', 'start'],
		['End', 'end'],
		['p', 'togglePlay'],
		['x', null]
	])('case %# maps %s to %s', (key, action) => {
		expect(actionForKey({ key, ctrlKey: false, altKey: false, metaKey: false })).toBe(action);
	});

	it('leaves modified keys to the browser and labels keys for tooltips', () => {
		expect(
			actionForKey({ key: 'ArrowRight', ctrlKey: true, altKey: false, metaKey: false })
		).toBeNull();
		expect(shortcutLabel('forward')).toBe('→');
		expect(shortcutLabel('into')).toBe('I');
		expect(shortcutLabel('start')).toBe('Home');
		expect(keyBelongsToTarget(null)).toBe(false);
	});
});
