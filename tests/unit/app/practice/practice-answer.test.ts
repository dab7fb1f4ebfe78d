/** The answer being built on the practice page: picks, toggles, typed text, and the solution shown. */
import { describe, expect, it } from 'vitest';
import { AnswerDraft } from '$lib/app/practice/practice-answer.svelte';

describe('AnswerDraft', () => {
	it('picks a cell or none for win; best-move needs a cell', () => {
		const d = new AnswerDraft();
		expect(d.answer('win')).toMatchObject({ ok: false, error: { code: 'empty' } });
		d.pick('none');
		expect(d.answer('win')).toEqual({ ok: true, value: { kind: 'win', cell: null } });
		expect(d.answer('best-move')).toMatchObject({ ok: false, error: { code: 'empty' } });
		d.pick(8);
		expect(d.answer('best-move')).toEqual({ ok: true, value: { kind: 'best-move', cell: 8 } });
		expect(d.answer('next-node')).toEqual({ ok: true, value: { kind: 'next-node', node: 8 } });
	});

	it('toggles threat cells per side and pruned nodes, kept ascending', () => {
		const d = new AnswerDraft();
		d.toggleThreat('X', 8);
		d.toggleThreat('X', 2);
		d.toggleThreat('O', 5);
		d.toggleThreat('X', 8);
		expect(d.answer('threats')).toEqual({ ok: true, value: { kind: 'threats', X: [2], O: [5] } });
		d.toggleMark(12);
		d.toggleMark(8);
		expect(d.answer('prune')).toEqual({ ok: true, value: { kind: 'prune', nodes: [8, 12] } });
	});

	it('reads a typed value with its bound, and window ends with infinities', () => {
		const d = new AnswerDraft();
		d.valueText = '<= -8';
		expect(d.answer('value')).toEqual({
			ok: true,
			value: { kind: 'value', value: -8, bound: 'upper' }
		});
		d.valueText = '=> 3';
		expect(d.answer('value')).toMatchObject({ ok: false, error: { code: 'bad-bound' } });
		d.alphaText = '-inf';
		d.betaText = '';
		expect(d.answer('window')).toMatchObject({ ok: false, error: { code: 'empty' } });
		d.betaText = '7';
		expect(d.answer('window')).toEqual({
			ok: true,
			value: { kind: 'window', alpha: -Infinity, beta: 7 }
		});
	});

	it('fill shows a solution in the controls; reset forgets everything', () => {
		const d = new AnswerDraft();
		d.fill({ kind: 'value', value: 0, bound: 'lower' });
		expect(d.valueText).toBe('>= 0');
		d.fill({ kind: 'window', alpha: 7, beta: Infinity });
		expect([d.alphaText, d.betaText]).toEqual(['7', '+inf']);
		d.fill({ kind: 'win', cell: null });
		expect(d.picked).toBe('none');
		d.fill({ kind: 'threats', X: [8], O: [5] });
		d.fill({ kind: 'prune', nodes: [3] });
		expect([d.threatsX, d.threatsO, d.marks]).toEqual([[8], [5], [3]]);
		d.reset();
		expect([d.picked, d.valueText, d.alphaText, d.marks, d.threatsX]).toEqual([
			null,
			'',
			'',
			[],
			[]
		]);
	});
});
