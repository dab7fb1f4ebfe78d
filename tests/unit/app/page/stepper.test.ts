import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import { Stepper } from '$lib/app/page/stepper.svelte';
import type { Decision } from '$lib/stepper';
import { en, explanationText } from '$lib/i18n';
import { Box } from '../box.svelte';
import { decision } from '../fixtures';

describe('Stepper', () => {
	afterEach(() => vi.useRealTimers());

	it('opens a decision at its last step, paused, and walks with the navigation targets', () => {
		const s = new Stepper(decision('XOX/.O./X..', { alphaBeta: true }));
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
		expect(s.explanation).toMatchObject({ kind: 'update', cell: 3, value: 7 });
		expect(explanationText(en.steps, s.explanation)).toContain('Cell 4 returned 7');
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
		const s = new Stepper(decision('XOX/.O./X..'));
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
		s.togglePlay();
		vi.advanceTimersByTime(5000);
		expect(s.k).toBe(117);
		expect(s.playing).toBe(false);
	});

	it('follows its source: another decision opens at its end and stops playing', () => {
		vi.useFakeTimers();
		const shown = new Box<Decision | null>(decision('XOX/.O./X..'));
		const s = new Stepper(() => shown.value);
		s.play();
		vi.advanceTimersByTime(1000);
		expect(s.k).toBe(5);
		shown.value = decision('XX./OO./...', { alphaBeta: true });
		flushSync();
		expect(s.playing).toBe(false);
		expect(s.k).toBe(s.total - 1);
		expect(s.step.kind).toBe('choose');
		expect(s.step.bestMove).toBe(2);
		vi.advanceTimersByTime(1000); // the old play's timer stops without moving the new decision
		expect(s.k).toBe(s.total - 1);
	});

	it('is not ready without a decision, and is ready again when one arrives', () => {
		const shown = new Box<Decision | null>(null);
		const s = new Stepper(() => shown.value);
		expect(s.ready).toBe(false);
		shown.value = decision('XOX/.O./X..', { alphaBeta: true });
		expect(s.ready).toBe(true);
		expect(s.k).toBe(55);
	});

	it('fault: the stepper threw "No decision to step through." when read or moved without a decision', () => {
		const shown = new Box<Decision | null>(null);
		const s = new Stepper(() => shown.value);
		// Before any decision: the search of a finished board (3 steps), and every move does nothing.
		expect([s.total, s.k, s.step.kind]).toEqual([3, 0, 'enter']);
		expect(() => {
			s.seek(3);
			s.forward();
			s.back();
			s.into();
			s.over();
			s.out();
			s.start();
			s.end();
			s.play();
			s.togglePlay();
		}).not.toThrow();
		expect([s.k, s.playing]).toEqual([0, false]);
		// A decision, then none again (a stale reader): its index is still read, nothing moves.
		shown.value = decision('XOX/.O./X..', { alphaBeta: true });
		expect(s.total).toBe(56);
		shown.value = null;
		flushSync();
		expect(s.ready).toBe(false);
		expect(s.total).toBe(56);
		expect(explanationText(en.steps, s.explanation)).toMatch(/^Start at the root: O to move/);
		s.forward();
		expect(s.k).toBe(0);
	});
});
