import { describe, expect, it } from 'vitest';
import { LIVE_WORDS } from '$lib/i18n/live-words';

describe('the live class count', () => {
	it.each([
		[0, '0 students', '0 élève'],
		[1, '1 student', '1 élève'],
		[12, '12 students', '12 élèves'],
		[1200, '1,200 students', '1\u202f200 élèves']
	])('%i', (n, english, french) => {
		expect(LIVE_WORDS.en.count(n)).toBe(english);
		expect(LIVE_WORDS.fr.count(n)).toBe(french);
	});
});
