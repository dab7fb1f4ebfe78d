import { describe, expect, it } from 'vitest';
import { en, fr } from '$lib/i18n';

describe('the live class count', () => {
	it.each([
		[0, '0 students', '0 élève'],
		[1, '1 student', '1 élève'],
		[12, '12 students', '12 élèves'],
		[1200, '1,200 students', '1\u202f200 élèves']
	])('%i', (n, english, french) => {
		expect(en.live.count(n)).toBe(english);
		expect(fr.live.count(n)).toBe(french);
	});
});
