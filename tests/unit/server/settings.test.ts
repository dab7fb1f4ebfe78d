/** The server's settings (server/settings.ts) and the addresses it prints (server/network-addresses.ts). */
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { listenUrls, studentOrigin } from '../../../server/network-addresses';
import { readSettings } from '../../../server/settings';

describe('readSettings', () => {
	it('has the documented defaults', () => {
		expect(readSettings({}, '/srv/app')).toEqual({
			host: '0.0.0.0',
			port: 4173,
			dbPath: '/srv/app/minimax-lab.db',
			maxStudents: 300,
			allowedOrigins: []
		});
	});
	it('reads HOST, PORT, MINIMAX_LAB_DB (a file, or a folder ending in /) and MINIMAX_LAB_MAX_STUDENTS', () => {
		const env = {
			HOST: '127.0.0.1',
			PORT: '8080',
			MINIMAX_LAB_DB: 'data/',
			MINIMAX_LAB_MAX_STUDENTS: '40'
		};
		expect(readSettings(env, '/srv/app')).toEqual({
			host: '127.0.0.1',
			port: 8080,
			dbPath: '/srv/app/data/minimax-lab.db',
			maxStudents: 40,
			allowedOrigins: []
		});
		expect(readSettings({ MINIMAX_LAB_DB: '/var/lib/lab.db' }, '/srv').dbPath).toBe(
			'/var/lib/lab.db'
		);
	});
	it('reads MINIMAX_LAB_ORIGINS: origins separated by commas, written as browsers send them', () => {
		const env = { MINIMAX_LAB_ORIGINS: ' HTTPS://Lab.Example.org/ , http://localhost:5173,' };
		expect(readSettings(env, '/srv').allowedOrigins).toEqual([
			'https://lab.example.org',
			'http://localhost:5173'
		]);
	});
	const originsMessage = (item: string) =>
		`MINIMAX_LAB_ORIGINS has "${item}": give origins such as https://lab.example.org or http://localhost:5173, separated by commas.`;
	it.each([
		[{ PORT: '80a' }, 'PORT is "80a": give a whole number from 0 to 65535.'],
		[{ PORT: '70000' }, 'PORT is "70000": give a whole number from 0 to 65535.'],
		[{ PORT: '' }, 'PORT is "": give a whole number from 0 to 65535.'],
		[
			{ MINIMAX_LAB_MAX_STUDENTS: '0' },
			'MINIMAX_LAB_MAX_STUDENTS is "0": give a whole number from 1 to 100000.'
		],
		[
			{ MINIMAX_LAB_MAX_STUDENTS: '2.5' },
			'MINIMAX_LAB_MAX_STUDENTS is "2.5": give a whole number from 1 to 100000.'
		],
		[{ HOST: ' ' }, 'HOST is empty: give an address such as 0.0.0.0 or 127.0.0.1.'],
		[{ MINIMAX_LAB_DB: '' }, 'MINIMAX_LAB_DB is empty: give a file or a folder.'],
		[{ MINIMAX_LAB_ORIGINS: 'lab.example.org' }, originsMessage('lab.example.org')],
		[{ MINIMAX_LAB_ORIGINS: 'http://a.org/live' }, originsMessage('http://a.org/live')],
		[{ MINIMAX_LAB_ORIGINS: 'ftp://a.org' }, originsMessage('ftp://a.org')],
		[{ MINIMAX_LAB_ORIGINS: '*' }, originsMessage('*')]
	])('refuses %o', (env, message) => {
		expect(() => readSettings(env, '/srv')).toThrow(message);
	});
});

describe('listenUrls', () => {
	const info = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) =>
		({ address, family, internal }) as NetworkInterfaceInfo;
	const interfaces = {
		lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
		wlan0: [info('192.168.1.20', 'IPv4', false), info('fe80::1', 'IPv6', false)],
		eth0: [info('10.0.0.5', 'IPv4', false)]
	};
	it('lists localhost and every non-internal IPv4 address when listening everywhere', () => {
		expect(listenUrls('0.0.0.0', 4173, interfaces)).toEqual([
			'http://localhost:4173/',
			'http://192.168.1.20:4173/',
			'http://10.0.0.5:4173/'
		]);
	});
	it('lists localhost only for a loopback host, the host itself for another', () => {
		expect(listenUrls('127.0.0.1', 5000, interfaces)).toEqual(['http://localhost:5000/']);
		expect(listenUrls('192.168.1.20', 5000, interfaces)).toEqual(['http://192.168.1.20:5000/']);
	});
});

describe('studentOrigin', () => {
	it('is the first address students on the network can open, for the join link', () => {
		expect(
			studentOrigin([
				'http://localhost:4173/',
				'http://192.168.1.20:4173/',
				'http://10.0.0.5:4173/'
			])
		).toBe('http://192.168.1.20:4173');
		expect(studentOrigin(['http://10.0.0.5:8080/'])).toBe('http://10.0.0.5:8080');
	});
	it('is null when the server listens on this machine only', () => {
		expect(studentOrigin(['http://localhost:4173/'])).toBeNull();
	});
});
