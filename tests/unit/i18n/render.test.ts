import { describe, expect, it } from 'vitest';
import { render, type Renderers } from '$lib/i18n';

type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };

describe('render', () => {
	it('calls the function of the value’s kind with the value', () => {
		const table: Renderers<Shape> = {
			circle: (s) => `circle of radius ${s.r}`,
			square: (s) => `square of side ${s.side}`
		};
		expect(render<Shape>(table, { kind: 'square', side: 2 })).toBe('square of side 2');
		expect(render<Shape>(table, { kind: 'circle', r: 1 })).toBe('circle of radius 1');
	});
});
