/** search-control.ts: the deadline callback and the aborted-search error. */
import { describe, expect, it } from 'vitest';
import {
	ABORT_CHECK_INTERVAL,
	DEFAULT_NODE_BUDGET,
	SearchAbortedError,
	deadline
} from '$lib/engine';

describe('deadline', () => {
	it('says yes once the milliseconds have passed on the given clock', () => {
		let t = 100;
		const due = deadline(50, () => t);
		expect(due()).toBe(false);
		t = 149;
		expect(due()).toBe(false);
		t = 150;
		expect(due()).toBe(true);
	});
});

describe('SearchAbortedError', () => {
	it('has a code and the nodes examined', () => {
		const e = new SearchAbortedError(8192);
		expect(e).toBeInstanceOf(Error);
		expect(e.code).toBe('aborted');
		expect(e.name).toBe('SearchAbortedError');
		expect(e.examined).toBe(8192);
		expect(e.message).toBe('The search was aborted after 8192 nodes.');
	});
});

describe('the constants', () => {
	it('checks every 4,096 nodes and keeps 3,000,000 by default', () => {
		expect(ABORT_CHECK_INTERVAL).toBe(4096);
		expect(DEFAULT_NODE_BUDGET).toBe(3_000_000);
	});
});
