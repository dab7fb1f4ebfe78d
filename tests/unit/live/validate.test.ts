/** The live class's message checks (src/lib/live/validate.ts), one rule per case. */
import { describe, expect, it } from 'vitest';
import { MAX_VIEW_HASH_LENGTH } from '../../../src/lib/live/protocol';
import {
	isClientEvent,
	isJoinCode,
	validateStudentAnswer,
	validateStudentJoin,
	validateTeacherAsk,
	validateTeacherKey,
	validateTeacherQuestion,
	validateTeacherShow,
	validateTeacherStart,
	VALIDATORS
} from '../../../src/lib/live/validate';
import { CLOCK_SEARCH as SEARCH } from './fixtures';

const code = 'ACE379';
const secret = '0123456789abcdef0123456789abcdef';
const bad = { ok: false, error: 'bad-message' };

describe('join codes', () => {
	it.each([
		['ACE379', true],
		['ACE37', false], // too short
		['ACE3799', false], // too long
		['ace379', false], // lower case
		['ACE370', false], // 0 is not in the alphabet (read as O)
		['OACE37', false], // nor O
		['ACE 37', false]
	])('%s: %s', (text, ok) => {
		expect(isJoinCode(text)).toBe(ok);
	});
});

describe('teacher:start', () => {
	it('takes an empty object and nothing else', () => {
		expect(validateTeacherStart({})).toEqual({ ok: true, value: {} });
		expect(validateTeacherStart({ code })).toEqual(bad);
		expect(validateTeacherStart([])).toEqual(bad);
		expect(validateTeacherStart(null)).toEqual(bad);
		expect(validateTeacherStart('{}')).toEqual(bad);
	});
});

describe('teacher keys (resume, end, delete)', () => {
	it('takes { code, secret } with a 32-digit lowercase hex secret', () => {
		expect(validateTeacherKey({ code, secret })).toEqual({ ok: true, value: { code, secret } });
	});
	it.each([
		['a secret in capitals', { code, secret: secret.toUpperCase() }],
		['a short secret', { code, secret: secret.slice(1) }],
		['a numeric secret', { code, secret: 12 }],
		['a missing secret', { code }],
		['an extra key', { code, secret, admin: true }],
		['a bad code', { code: 'ACE37O', secret }],
		['an array', [code, secret]],
		['an object with another prototype', Object.assign(new Date(0), { code, secret })]
	])('refuses %s', (_name, payload) => {
		expect(validateTeacherKey(payload)).toEqual(bad);
	});
});

describe('teacher:show', () => {
	const show = (view: unknown) => validateTeacherShow({ code, secret, view });
	it('takes a hash starting with #/ and an optional clock search (LiveSearch)', () => {
		expect(show({ hash: '#/lesson/x/2?step=3' })).toEqual({
			ok: true,
			value: { code, secret, view: { hash: '#/lesson/x/2?step=3' } }
		});
		expect(show({ hash: '#/', search: SEARCH })).toEqual({
			ok: true,
			value: { code, secret, view: { hash: '#/', search: SEARCH } }
		});
		const ultimate = `${'........./'.repeat(8)}......... 5`;
		const deepest = { ...SEARCH, position: ultimate, depth: 255, nodes: Number.MAX_SAFE_INTEGER };
		expect(show({ hash: '#/', search: deepest })).toMatchObject({ ok: true });
		const noDeepening = { ...SEARCH, depth: null, options: { ...SEARCH.options, depthLimit: 7 } };
		expect(show({ hash: '#/', search: noDeepening })).toMatchObject({ ok: true });
		expect(show({ hash: `#/${'a'.repeat(MAX_VIEW_HASH_LENGTH - 2)}` })).toMatchObject({ ok: true });
	});
	const options = (changes: object) => ({ ...SEARCH, options: { ...SEARCH.options, ...changes } });
	const noNodes = Object.fromEntries(Object.entries(SEARCH).filter(([key]) => key !== 'nodes'));
	it.each([
		['a hash without #/', { hash: '/lesson' }],
		['a hash of #x', { hash: '#x' }],
		['a hash too long', { hash: `#/${'a'.repeat(MAX_VIEW_HASH_LENGTH - 1)}` }],
		['a seq (the server sets it)', { hash: '#/', seq: 4 }],
		['an empty search', { hash: '#/', search: {} }],
		['a search without its node count', { hash: '#/', search: noNodes }],
		['a depth of 0', { hash: '#/', search: { ...SEARCH, depth: 0 } }],
		['a depth past 255', { hash: '#/', search: { ...SEARCH, depth: 256 } }],
		['a fractional node count', { hash: '#/', search: { ...SEARCH, nodes: 1.5 } }],
		['an unsafe node count', { hash: '#/', search: { ...SEARCH, nodes: 2 ** 53 } }],
		['a depth as text', { hash: '#/', search: { ...SEARCH, depth: '3' } }],
		['an unknown search key', { hash: '#/', search: { ...SEARCH, time: 3 } }],
		['a position with a letter', { hash: '#/', search: { ...SEARCH, position: 'XOX/.Z./X..' } }],
		['a position too long', { hash: '#/', search: { ...SEARCH, position: '.'.repeat(101) } }],
		['an unknown game', { hash: '#/', search: options({ game: 'chess' }) }],
		['an unknown order', { hash: '#/', search: options({ order: 'random' }) }],
		['a switch as text', { hash: '#/', search: options({ alphaBeta: 'yes' }) }],
		['a depth limit of 0', { hash: '#/', search: options({ depthLimit: 0 }) }],
		['an unknown option', { hash: '#/', search: options({ evaluation: 'none' }) }],
		['a missing option', { hash: '#/', search: { ...SEARCH, options: { game: 'ttt3' } } }],
		['no view', undefined]
	])('refuses %s', (_name, view) => {
		expect(show(view)).toEqual(bad);
	});
});

describe('student:join', () => {
	it('cleans the name with the page rule and keeps at most 40 characters', () => {
		expect(validateStudentJoin({ code, name: '  Ada\u202E  Lovelace ' })).toEqual({
			ok: true,
			value: { code, name: 'Ada Lovelace' }
		});
		const long = validateStudentJoin({ code, name: 'x'.repeat(100) });
		expect(long.ok && long.value.name).toBe('x'.repeat(40));
	});
	it('keeps a well-formed student id', () => {
		const studentId = 'ab'.repeat(16);
		expect(validateStudentJoin({ code, name: 'Bo', studentId })).toEqual({
			ok: true,
			value: { code, name: 'Bo', studentId }
		});
	});
	it('answers bad-name when nothing visible is left', () => {
		for (const name of ['', '   ', '\u200B\u200D', '\u0301']) {
			expect(validateStudentJoin({ code, name })).toEqual({ ok: false, error: 'bad-name' });
		}
	});
	it.each([
		['a number as name', { code, name: 7 }],
		['a name over 320 code units', { code, name: 'x'.repeat(321) }],
		['a student id in capitals', { code, name: 'A', studentId: 'AB'.repeat(16) }],
		['a null student id', { code, name: 'A', studentId: null }],
		['a wrong code', { code: 'ABCDEF', name: 'A' }],
		['an extra key', { code, name: 'A', role: 'teacher' }]
	])('refuses %s', (_name, payload) => {
		expect(validateStudentJoin(payload)).toEqual(bad);
	});
});

describe('the events', () => {
	it('has a validator for each client event, and no other event', () => {
		expect(Object.keys(VALIDATORS)).toEqual([
			'teacher:start',
			'teacher:resume',
			'teacher:show',
			'teacher:end',
			'teacher:delete',
			'teacher:ask',
			'teacher:reveal',
			'teacher:close',
			'teacher:answers',
			'student:join',
			'student:answer'
		]);
		expect(Object.keys(VALIDATORS).every(isClientEvent)).toBe(true);
		expect(isClientEvent('class:view')).toBe(false);
		expect(isClientEvent('toString')).toBe(false);
	});
});

describe('questions (teacher:ask, reveal, close; student:answer)', () => {
	const key = { code: 'ACEFHJ', secret: 'a'.repeat(32) };
	const question = {
		kind: 'value',
		position: 'XOX/.O./X.. o',
		search: {
			game: 'connect4',
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: 9
		},
		path: [38, 31],
		place: { lesson: 'alpha-beta', slide: 4, step: 12 }
	};
	const asked = (change: Record<string, unknown>) =>
		validateTeacherAsk({ ...key, question: { ...question, ...change } });

	it('0: takes a question of the exact shape', () => {
		expect(asked({})).toEqual({ ok: true, value: { ...key, question } });
		expect(asked({ place: { lesson: null, slide: null, step: null } }).ok).toBe(true);
		expect(asked({ search: { ...question.search, depthLimit: null } }).ok).toBe(true);
	});

	it.each([
		['an unknown kind', { kind: 'guess' }],
		['a position too long', { position: 'X'.repeat(161) }],
		['a path through a cell beyond the board', { path: [42] }],
		['a path longer than the board', { path: Array(43).fill(0) }],
		['a path of text', { path: ['3'] }],
		['an unknown game', { search: { ...question.search, game: 'chess' } }],
		['a depth limit of 0', { search: { ...question.search, depthLimit: 0 } }],
		['a search with a key missing', { search: { game: 'ttt3' } }],
		['a lesson id with capitals', { place: { lesson: 'Alpha', slide: 1, step: 1 } }],
		['a step of 0', { place: { lesson: null, slide: null, step: 0 } }],
		['an extra key', { extra: 1 }]
	])('1: refuses %s', (_, change) => {
		expect(asked(change)).toEqual({ ok: false, error: 'bad-message' });
	});

	it('2: reveal and close take a question id from 1', () => {
		expect(validateTeacherQuestion({ ...key, questionId: 3 })).toEqual({
			ok: true,
			value: { ...key, questionId: 3 }
		});
		expect(validateTeacherQuestion({ ...key, questionId: 0 }).ok).toBe(false);
		expect(validateTeacherQuestion({ ...key, questionId: '3' }).ok).toBe(false);
	});

	it('3: an answer is a whole number within 9999 or a boolean, else bad-answer', () => {
		expect(validateStudentAnswer({ questionId: 1, answer: -8 })).toEqual({
			ok: true,
			value: { questionId: 1, answer: -8 }
		});
		expect(validateStudentAnswer({ questionId: 1, answer: false }).ok).toBe(true);
		for (const answer of [1.5, '7', null, 10000, [7]]) {
			expect(validateStudentAnswer({ questionId: 1, answer })).toEqual({
				ok: false,
				error: 'bad-answer'
			});
		}
		expect(validateStudentAnswer({ questionId: 1 })).toEqual({ ok: false, error: 'bad-message' });
	});
});
