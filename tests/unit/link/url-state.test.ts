import { describe, expect, it } from 'vitest';
import { formatPosition } from '$lib/engine';
import { readUrlState, UrlState, writeUrlState } from '$lib/link/url-state';
import { en, urlErrorText } from '$lib/i18n';
import { FakeUrl } from '../app/fixtures';

const DEFAULTS = { alphaBeta: false, depthPenalty: true, order: 'index' };

describe('readUrlState', () => {
	it.each([
		[
			'#/?position=XOX/.O./X..&alphabeta=1&depth=0&order=center',
			'XOX/.O./X..',
			true,
			false,
			'center-first'
		],
		['#/?position=xox.o.x..', 'XOX/.O./X..', false, true, 'index'],
		['#/', null, false, true, 'index'],
		['', null, false, true, 'index'],
		['#/?order=index&alphabeta=0&depth=1', null, false, true, 'index']
	])('case %# reads %s', (hash, position, alphaBeta, depthPenalty, order) => {
		const state = readUrlState(hash);
		expect(state.errors).toEqual([]);
		expect(state.position ? formatPosition(state.position, false) : null).toBe(position);
		expect(state.options).toEqual({ alphaBeta, depthPenalty, order });
	});

	it.each([
		['#/?position=OOO/.../XXX', 'position', /Both X and O have a line/],
		['#/?position=XXXX/.../...', 'position', /Row 1 .* has 4 cells/],
		['#/?alphabeta=yes', 'flag', /"alphabeta=yes" is not valid/],
		['#/?depth=2', 'flag', /"depth=2" is not valid/],
		['#/?order=random', 'order', /"order=random" is not valid/],
		['#/?view=tall', 'view', /"view=tall" is not valid: use open or whole/]
	])('case %# gives a message for %s and keeps the defaults', (hash, kind, message) => {
		const state = readUrlState(hash);
		expect(state.errors).toHaveLength(1);
		expect(state.errors[0].kind).toBe(kind);
		expect(urlErrorText(en, state.errors[0])).toMatch(message);
		expect(state.position).toBeNull();
		expect(state.options).toEqual(DEFAULTS);
		expect(state.view).toBe('open');
	});

	it('reports the position error by its engine code, and a malformed link', () => {
		const bad = readUrlState('#/?position=XX', '#/?position=50%');
		expect(bad.errors.map((e) => e.kind)).toEqual(['malformed', 'position']);
		const position = bad.errors[1];
		expect(position.kind === 'position' && position.error.code).toBe('cell-count');
		expect(urlErrorText(en, bad.errors[0])).toBe(
			'The link "#/?position=50%" cannot be read: it has a malformed % escape. Showing a new game instead.'
		);
	});

	it('fault: a bad position in a link was echoed in full (5,000 characters in the alert)', () => {
		const text = 'X'.repeat(5000);
		const state = readUrlState(`#/?position=${text}`);
		const message = urlErrorText(en, state.errors[0]);
		expect(message).toBe(
			`The position "${'X'.repeat(40)}…" (5,000 characters) in the link is not valid: ` +
				'A board has 9 cells, this one has 5,000. Showing a new game instead.'
		);
		// A long row is quoted shortened too.
		const row = urlErrorText(en, readUrlState(`#/?position=${'X'.repeat(3000)}/.../...`).errors[0]);
		expect(row.length).toBeLessThan(300);
		expect(row).toContain('Row 1 ("XXXXXXXXXXXX…") has 3,000 cells, expected 3.');
	});

	it('round-trips through writeUrlState', () => {
		const hash = writeUrlState(
			'XOX/.O./X..',
			{ alphaBeta: true, depthPenalty: false, order: 'center-first' },
			'whole'
		);
		const state = readUrlState(hash);
		expect(formatPosition(state.position!)).toBe('XOX/.O./X..');
		expect(state.positionText).toBe('XOX/.O./X..');
		expect(state.options).toEqual({ alphaBeta: true, depthPenalty: false, order: 'center-first' });
		expect(state.view).toBe('whole');
		expect(writeUrlState(null, { alphaBeta: false, depthPenalty: true, order: 'index' })).toBe(
			'#/'
		);
	});
});

describe('UrlState', () => {
	it('reads the current URL once with the bad link, and keeps its position while options change', () => {
		const url = new FakeUrl();
		const bad = ['#/?position=%ZZ'];
		const state = new UrlState(url, url, () => bad.pop() ?? null);
		url.visit('#/?position=XOX/.O./X..&view=whole');
		const link = state.read();
		expect(link.errors.map((e) => e.kind)).toEqual(['malformed']);
		expect(link.view).toBe('whole');
		expect(state.read().errors).toEqual([]);
		state.write({ alphaBeta: true, depthPenalty: true, order: 'index' }, 'open');
		expect(url.url.hash).toBe('#/?position=XOX%2F.O.%2FX..&alphabeta=1');
		state.clearPosition({ alphaBeta: true, depthPenalty: true, order: 'index' }, 'open');
		expect(url.url.hash).toBe('#/?alphabeta=1');
		const opened = state.open('XX./OO./... o', { ...DEFAULTS, order: 'index' } as never, 'open');
		expect(opened.positionText).toBe('XX./OO./... o');
		expect(url.writes.map((w) => w.how)).toEqual(['replace', 'replace', 'push']);
		expect(readUrlState(url.url.hash).positionText).toBe('XX./OO./... o');
	});
});
