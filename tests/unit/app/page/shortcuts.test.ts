import { describe, expect, it } from 'vitest';
import { keyBelongsToTarget, normalizeKey, Shortcuts } from '$lib/app/page/shortcuts.svelte';

const press = (key: string) => ({ key, ctrlKey: false, altKey: false, metaKey: false });

/** A key press as the window receives it, with `target` and preventDefault recorded. */
function keydown(key: string, target: EventTarget | null = null) {
	const event = { ...press(key), target, prevented: false } as unknown as KeyboardEvent & {
		prevented: boolean;
	};
	event.preventDefault = () => {
		(event as { prevented: boolean }).prevented = true;
	};
	return event;
}

describe('Shortcuts', () => {
	it('lets a layer registered on top take a key over, and gives it back when removed', () => {
		const ran: string[] = [];
		const shortcuts = new Shortcuts();
		shortcuts.register({
			name: 'step-through',
			shortcuts: [{ id: 'forward', key: 'ArrowRight', run: () => ran.push('step') }]
		});
		const remove = shortcuts.register({
			name: 'lesson',
			shortcuts: [
				{ id: 'next', key: 'ArrowRight', run: () => ran.push('slide') },
				{ id: 'next', key: 'PageDown', run: () => ran.push('slide') }
			]
		});
		expect(shortcuts.all.map((s) => s.key)).toEqual(['ArrowRight', 'PageDown', 'ArrowRight']);
		expect(shortcuts.handle(keydown('ArrowRight'))).toBe(true);
		expect(shortcuts.handle(keydown('PageDown'))).toBe(true);
		remove();
		expect(shortcuts.handle(keydown('ArrowRight'))).toBe(true);
		expect(shortcuts.handle(keydown('PageDown'))).toBe(false);
		expect(ran).toEqual(['slide', 'slide', 'step']);
	});

	it('skips a disabled shortcut for the one below, and prevents the default only when one runs', () => {
		const ran: string[] = [];
		const shortcuts = new Shortcuts();
		shortcuts.register({ name: 'a', shortcuts: [{ id: 'a', key: 'f', run: () => ran.push('a') }] });
		shortcuts.register({
			name: 'b',
			shortcuts: [{ id: 'b', key: 'F', run: () => ran.push('b'), enabled: () => false }]
		});
		const event = keydown('F');
		expect(shortcuts.handle(event)).toBe(true);
		expect(event.prevented).toBe(true);
		const other = keydown('z');
		expect(shortcuts.handle(other)).toBe(false);
		expect(other.prevented).toBe(false);
		expect(ran).toEqual(['a']);
	});

	it('ignores keys that belong to their target and modified keys', () => {
		const shortcuts = new Shortcuts();
		let runs = 0;
		shortcuts.register({ name: 'a', shortcuts: [{ id: 'a', key: 'a', run: () => runs++ }] });
		const field = { closest: (selector: string) => (selector.startsWith('input') ? {} : null) };
		expect(keyBelongsToTarget(field as unknown as Element)).toBe(true);
		expect(keyBelongsToTarget(null)).toBe(false);
		expect(shortcuts.handle(keydown('a', field as unknown as EventTarget))).toBe(false);
		expect(normalizeKey({ ...press('A'), altKey: true })).toBeNull();
		expect(normalizeKey(press('A'))).toBe('a');
		expect(runs).toBe(0);
	});

	it('lets a clicker’s keys and Escape through an element that owns its keys (the board)', () => {
		const ran: string[] = [];
		const shortcuts = new Shortcuts();
		shortcuts.register({
			name: 'lesson',
			shortcuts: ['PageDown', 'PageUp', 'Escape', 'ArrowRight'].map((key) => ({
				id: key,
				key,
				run: () => ran.push(key)
			}))
		});
		const owner = { getAttribute: () => '' };
		const cell = {
			closest: (selector: string) => (selector === '[data-own-keys]' ? owner : null)
		};
		const target = cell as unknown as EventTarget;
		for (const key of ['PageDown', 'PageUp', 'Escape', 'ArrowRight']) {
			shortcuts.handle(keydown(key, target));
		}
		expect(ran).toEqual(['PageDown', 'PageUp', 'Escape']);
		expect(keyBelongsToTarget(target, 'ArrowRight')).toBe(true);
		expect(keyBelongsToTarget(target, 'PageDown')).toBe(false);
	});

	it('fault: F, ?, I, O, U, P, Home and End did nothing while a cell had focus (the board owns only its arrows)', () => {
		const ran: string[] = [];
		const shortcuts = new Shortcuts();
		const keys = ['f', '?', 'i', 'o', 'u', 'p', 'Home', 'End', 'ArrowRight', 'ArrowUp'];
		shortcuts.register({
			name: 'page',
			shortcuts: keys.map((key) => ({ id: key, key, run: () => ran.push(key) }))
		});
		const board = { getAttribute: () => 'ArrowLeft ArrowRight ArrowUp ArrowDown' };
		const cell = {
			closest: (selector: string) => (selector === '[data-own-keys]' ? board : null)
		};
		for (const key of keys) shortcuts.handle(keydown(key, cell as unknown as EventTarget));
		expect(ran).toEqual(['f', '?', 'i', 'o', 'u', 'p', 'Home', 'End']);
	});
});
