import { describe, expect, it } from 'vitest';
import { joinHash, joinLink, joinRouteCode, readJoinCode } from '$lib/live/join-code';
import { JOIN_CODE_ALPHABET } from '$lib/live/protocol';

describe('readJoinCode', () => {
	it.each([
		['K7MR3T', 'K7MR3T'],
		['k7mr3t', 'K7MR3T'],
		[' k7m-r3t ', 'K7MR3T'],
		['K7M R3T', 'K7MR3T'],
		['k7m\u2013r3t', 'K7MR3T']
	])('%#: reads %j as %s', (typed, code) => {
		expect(readJoinCode(typed)).toEqual({ ok: true, code });
	});

	it.each([
		['', 'empty'],
		['  - ', 'empty'],
		['K7MR3', 'length'],
		['K7MR3TT', 'length'],
		['K7MR30', 'letters'],
		['O7MR3T', 'letters'],
		['K7MR3\u00c9', 'letters']
	])('%#: refuses %j (%s)', (typed, problem) => {
		expect(readJoinCode(typed)).toEqual({ ok: false, problem });
	});

	it('accepts every letter of the alphabet and none of the confusable ones', () => {
		expect(readJoinCode(JOIN_CODE_ALPHABET.slice(0, 6)).ok).toBe(true);
		for (const ch of '0OQD1IL2Z5S8B6GUV') expect(readJoinCode(`${ch}AAAAA`).ok, ch).toBe(false);
	});
});

describe('the join page hash', () => {
	it('writes #/join and #/join/CODE', () => {
		expect(joinHash()).toBe('#/join');
		expect(joinHash('K7MR3T')).toBe('#/join/K7MR3T');
	});

	it.each([
		['#/join', ''],
		['#/join/', ''],
		['#/join/K7MR3T', 'K7MR3T'],
		['#/join/k7mr3t?lang=fr', 'k7mr3t'],
		['#/join/K7%20MR3T', 'K7 MR3T'],
		['#/join/%E0', '%E0']
	])('%#: %s carries %j', (hash, code) => {
		expect(joinRouteCode(hash)).toBe(code);
	});

	it.each(['#/', '#/joined', '#/lesson/minimax/2', '#/join/A/B'])(
		'%s is not the join page',
		(hash) => {
			expect(joinRouteCode(hash)).toBeNull();
		}
	);
});

describe('joinLink', () => {
	const network = 'http://192.168.1.20:4173';

	it('is on the page’s own address when a phone can reach it', () => {
		expect(joinLink('http://192.168.1.20:4173/#/lesson/minimax/2', network, 'K7MR3T')).toBe(
			'http://192.168.1.20:4173/#/join/K7MR3T'
		);
		expect(joinLink('https://lab.school.example/#/?step=3', null, 'K7MR3T')).toBe(
			'https://lab.school.example/#/join/K7MR3T'
		);
	});

	it('is on the server’s network address when the teacher opened the page at localhost', () => {
		for (const host of ['localhost', '127.0.0.1', '[::1]']) {
			expect(joinLink(`http://${host}:4173/#/`, network, 'K7MR3T')).toBe(
				'http://192.168.1.20:4173/#/join/K7MR3T'
			);
		}
	});

	it('stays on localhost when the server listens on this machine only (no network address)', () => {
		expect(joinLink('http://localhost:4173/#/', null, 'K7MR3T')).toBe(
			'http://localhost:4173/#/join/K7MR3T'
		);
	});
});
