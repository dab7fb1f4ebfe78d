/**
 * The classroom and lesson catalogue sections in English and French (classroom.*.ts, lessons.*.ts):
 * progress, share-link errors, the proof's sentences, bad lesson links; French typography applied
 * to every string (fr/typography.ts).
 */
import { describe, expect, it } from 'vitest';
import { en } from '$lib/i18n';
import { classroomFr } from '$lib/i18n/fr/classroom';
import { lessonsFr } from '$lib/i18n/fr/lessons';
import { listFr, typo, withTypography } from '$lib/i18n/fr/typography';
import { LESSON_IDS } from '$lib/lessons';

describe('classroom strings', () => {
	it('English: progress, the proof, the compare chart (fault: a finished position read "1 nodes")', () => {
		const c = en.classroom;
		expect(c.progress('proof', 12, 36)).toMatch(/12 of 36/);
		expect(c.progress('proof', 12, 36)).not.toBe(c.progress('search', 12, 36));
		expect(c.progress('search', 0, 1)).toBe('Searching…');
		expect(
			c.proof.byPly([
				{ ply: 6, count: 188 },
				{ ply: 8, count: 198 }
			])
		).toMatch(/^188 on ply 6 and 198 on ply 8$/);
		// Thousands grouped; none for 0 (another count is written).
		expect(c.proof.verdict(false, 1424, 0)).toMatch(/none of the 1,424 games/);
		expect(c.proof.verdict(true, 1424, 3)).toMatch(/wins 3 of the 1,424 games/);
		expect(c.compareSettings.bar('center-first', false, 7275)).toMatch(
			/^Alpha-beta, centre first, depth penalty off: 7,275 nodes$/
		);
		// A finished position: every count is 1.
		expect(c.compareSettings.bar('minimax', true, 1)).toMatch(/: 1 node$/);
		expect(c.compareSettings.ratio(30.0566)).toBe('30.1×');
	});

	it('French: the same, with French numbers and typography', () => {
		const c = classroomFr;
		expect(c.progress('proof', 12, 36)).toMatch(/^Preuve\u202f: 12 sur 36/);
		expect(c.proof.verdict(false, 1424, 0)).toMatch(/aucune des 1\u202f424 parties\u202f: /);
		expect(c.compareSettings.ratio(30.0566)).toBe('30,1×');
		expect(c.compareSettings.bar('minimax', true, 549946)).toMatch(
			/oui\u202f: 549\u202f946 nœuds$/
		);
		expect(c.compareSettings.bar('minimax', true, 1)).toMatch(/: 1 nœud$/);
		expect(c.linkNotCopied).toContain('copie\u202f: sélectionnez');
	});

	it('lessons: every lesson has a title and a summary in both languages; bad links are said', () => {
		for (const id of LESSON_IDS) {
			for (const t of [en.lessons, lessonsFr]) {
				expect(t.titles[id].length).toBeGreaterThan(5);
				expect(t.summaries[id].length).toBeGreaterThan(20);
			}
		}
		expect(lessonsFr.lessonHeading(3, lessonsFr.titles['depth-penalty'])).toBe(
			'Leçon 3\u202f: Gagner tout de suite ou plus tard'
		);
		expect(en.lessons.slideOf(3, 5)).toBe('Slide 3 of 5');
		expect(
			en.lessons.linkError({
				code: 'slide-out-of-range',
				lessonId: 'depth-penalty',
				slideCount: 5,
				message: ''
			})
		).toMatch(/^This lesson has 5 slides: /);
	});

	it('French typography: narrow no-break spaces, lists with "et"', () => {
		expect(typo('Trait : X ; « bien » ! Vraiment ?')).toBe(
			'Trait\u202f: X\u202f; «\u202fbien\u202f»\u202f! Vraiment\u202f?'
		);
		expect(listFr(['4', '6', '8'])).toBe('4, 6 et 8');
		const table = withTypography({
			a: 'x : y',
			f: (n: number) => `n : ${n}`,
			nested: { b: 'c ?' }
		});
		expect([table.a, table.f(2), table.nested.b]).toEqual(['x\u202f: y', 'n\u202f: 2', 'c\u202f?']);
	});
});
