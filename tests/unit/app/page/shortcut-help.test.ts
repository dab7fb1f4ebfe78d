/** The "?" list (shortcut-help.ts): active keys only, the top layer's for a shared key, by id. */
import { describe, expect, it } from 'vitest';
import { activeShortcuts, helpKeyLabel } from '$lib/app/page/shortcut-help';
import { Shortcuts } from '$lib/app/page/shortcuts.svelte';
import { stepShortcuts } from '$lib/app/page/step-keys';
import { Stepper } from '$lib/app/page/stepper.svelte';
import { decision } from '../fixtures';

describe('activeShortcuts', () => {
	it('lists each key once, for the layer on top, grouped by what it does', () => {
		const shortcuts = new Shortcuts();
		const stepper = new Stepper(decision('XOX/.O./X..', { alphaBeta: true }));
		shortcuts.register(stepShortcuts(() => stepper));
		shortcuts.register({
			name: 'lesson',
			shortcuts: [
				{ id: 'next-slide', key: 'ArrowRight', run: () => {} },
				{ id: 'next-slide', key: 'PageDown', run: () => {} },
				{ id: 'exit-lesson', key: 'Escape', run: () => {} },
				{ id: 'off', key: 'x', run: () => {}, enabled: () => false }
			]
		});
		const list = activeShortcuts(shortcuts.all);
		expect(list.slice(0, 2)).toEqual([
			{ id: 'next-slide', keys: ['→', 'PageDown'] },
			{ id: 'exit-lesson', keys: ['Esc'] }
		]);
		const ids = list.map((e) => e.id);
		expect(ids).not.toContain('forward'); // → is the slide's now
		expect(ids).not.toContain('off');
		expect(ids).toContain('back');
		expect(list.find((e) => e.id === 'into')?.keys).toEqual(['I']);
		expect(list.find((e) => e.id === 'nextCutoff')?.keys).toEqual(['C']);
		expect(list.find((e) => e.id === 'previousCutoff')?.keys).toEqual(['X']);
	});

	it('writes keys as people read them', () => {
		expect(['ArrowLeft', 'Escape', ' ', 'f', '?', 'PageUp'].map(helpKeyLabel)).toEqual([
			'←',
			'Esc',
			'Space',
			'F',
			'?',
			'PageUp'
		]);
	});
});
