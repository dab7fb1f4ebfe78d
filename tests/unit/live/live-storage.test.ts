import { describe, expect, it } from 'vitest';
import { readStudentSeat, readTeacherKey } from '$lib/live/live-storage';

const secret = '0123456789abcdef0123456789ABCDEF';

describe('readTeacherKey', () => {
	it('reads a stored key', () => {
		expect(readTeacherKey(JSON.stringify({ code: 'K7MR3T', secret }))).toEqual({
			code: 'K7MR3T',
			secret
		});
	});

	it.each([
		null,
		'',
		'not json',
		'null',
		'[]',
		JSON.stringify({ code: 'K7MR3T' }),
		JSON.stringify({ code: 'k7mr3t', secret }),
		JSON.stringify({ code: 'K7MR30', secret }),
		JSON.stringify({ code: 'K7MR3T', secret: secret.slice(1) }),
		JSON.stringify({ code: 'K7MR3T', secret: `${secret.slice(1)}g` })
	])('%#: refuses %j', (text) => {
		expect(readTeacherKey(text)).toBeNull();
	});
});

describe('readStudentSeat', () => {
	const seat = { code: 'K7MR3T', name: 'Ana', studentId: 's-1' };

	it('reads a stored seat', () => {
		expect(readStudentSeat(JSON.stringify(seat))).toEqual(seat);
	});

	it.each([
		['no id', { ...seat, studentId: '' }],
		['a name the name rules would change', { ...seat, name: ' Ana\u200b ' }],
		['an empty name', { ...seat, name: '' }],
		['a bad code', { ...seat, code: 'XYZ' }],
		['a number for a name', { ...seat, name: 7 }]
	])('%#: refuses %s', (_, value) => {
		expect(readStudentSeat(JSON.stringify(value))).toBeNull();
	});
});
