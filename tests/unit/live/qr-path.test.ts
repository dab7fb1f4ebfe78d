import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { qrPath } from '$lib/live/qr-path';

describe('qrPath', () => {
	it('draws each run of dark modules of a row as one rectangle', () => {
		const rows = ['#.##', '....', '####', '.#.#'];
		const modules = { size: 4, get: (r: number, c: number) => rows[r][c] === '#' };
		expect(qrPath(modules)).toBe('M0 0h1v1h-1zM2 0h2v1h-2zM0 2h4v1h-4zM1 3h1v1h-1zM3 3h1v1h-1z');
	});

	it('covers exactly the dark modules of a join link QR code', () => {
		const { modules } = QRCode.create('http://192.168.1.20:4173/#/join/K7MR3T', {
			errorCorrectionLevel: 'M'
		});
		let dark = 0;
		for (let r = 0; r < modules.size; r++)
			for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark++;
		const area = [...qrPath(modules).matchAll(/h(\d+)v1/g)].reduce((a, m) => a + Number(m[1]), 0);
		expect(area).toBe(dark);
		expect(modules.size).toBe(29);
	});
});
