/**
 * The practice page's session (runes): a link loads its exercise (or the list, with errors), a kind
 * alone gets a position and seed written back, checks go through the core and count once in the
 * score, the solution fills the answer, Next exercise pushes a new link, the score is stored.
 */
import { describe, expect, it } from 'vitest';
import { feedbackText } from '$lib/i18n';
import { PRACTICE_FEEDBACK } from '$lib/i18n/practice-feedback-words';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';
import { PracticeSession, type ScoreStore } from '$lib/app/practice/practice.svelte';
import type { SessionScore } from '$lib/practice';
import { FakeUrl } from '../fixtures';

const RULES_WIN = '#/practice?kind=win&position=.../OO./XX.&seed=0';
const XOX_BEST = '#/practice?kind=best-move&position=XOX/.O./X..&seed=2';

class MemoryStore implements ScoreStore {
	saved: SessionScore[] = [];
	constructor(private first: SessionScore | null = null) {}
	load() {
		return this.first;
	}
	save(score: SessionScore) {
		this.saved.push(score);
	}
}

function open(hash: string, store?: ScoreStore) {
	const url = new FakeUrl();
	let n = 0;
	// Seeds from a fixed sequence: 0.5 -> 2147483648, 0.25 -> 1073741824, ...
	const session = new PracticeSession({
		url,
		navigator: url,
		random: () => [0.5, 0.25, 0.75][n++ % 3],
		store
	});
	url.visit(hash);
	session.navigated('enter');
	return { session, url };
}

const statusOf = (s: PracticeSession) =>
	feedbackText(PRACTICE_WORDS.en, PRACTICE_FEEDBACK.en, s.feedback!, s.context!, s.solution).status;

describe('PracticeSession', () => {
	it('the list of kinds: no exercise, no error, the list link', () => {
		const { session } = open('#/practice');
		expect(session.exercise).toBeNull();
		expect(session.errors).toEqual([]);
		expect(session.link).toBe('#/practice');
	});

	it('a full link: the exercise is reproduced and the link is not rewritten', () => {
		const { session, url } = open(RULES_WIN);
		expect(session.exercise).toMatchObject({ kind: 'win', seed: 0, side: 'X' });
		expect(session.link).toBe(RULES_WIN);
		expect(url.writes).toEqual([]);
	});

	it('a kind alone gets a seed (from the random source) and its position, written back in place', () => {
		const { session, url } = open('#/practice?kind=threats');
		expect(session.exercise?.seed).toBe(2147483648);
		expect(url.writes).toEqual([{ how: 'replace', hash: session.link }]);
		expect(session.link).toMatch(/^#\/practice\?kind=threats&position=[XO./]{11}&seed=2147483648$/);
		session.navigated('goto'); // its own write: nothing reloads
		expect(session.exercise?.seed).toBe(2147483648);
	});

	it('bad parts of a link: the list, with one error each', () => {
		const { session } = open('#/practice?kind=bogus&seed=-1');
		expect(session.exercise).toBeNull();
		expect(session.errors.map((e) => e.code)).toEqual(['unknown-kind', 'bad-seed']);
	});

	it('check: wrong then right; the score counts the first check only', () => {
		const store = new MemoryStore();
		const { session } = open(RULES_WIN, store);
		session.draft.pick(5);
		session.check();
		expect(session.feedback?.verdict).toBe('wrong');
		expect(statusOf(session)).toBe('Wrong: cell 6 (c2) completes no line of three for X.');
		expect(session.debugger).toBe(
			'#/?position=...%2FOO.%2FXX.&step=' + String(session.feedback?.step)
		);
		session.draft.pick(8);
		session.check();
		expect(statusOf(session)).toBe('Correct.');
		expect(session.score).toMatchObject({ attempted: 1, correct: 0 });
		expect(store.saved).toHaveLength(2);
	});

	it('nothing picked: an input error, no feedback, no score', () => {
		const { session } = open(RULES_WIN);
		session.check();
		expect(session.inputError?.code).toBe('empty');
		expect(session.feedback).toBeNull();
		expect(session.score.attempted).toBe(0);
	});

	it('a typed value that is not a number is an input error; a bound is read', () => {
		const { session } = open('#/practice?kind=value&position=XOX/.O./X..&seed=1');
		session.draft.valueText = 'seven';
		session.check();
		expect(session.inputError?.code).toBe('not-a-number');
		session.draft.valueText = '≥ 7';
		session.check();
		expect(session.inputError).toBeNull();
		expect(session.feedback?.verdict).toBe('correct');
		expect(session.score).toMatchObject({ attempted: 1, correct: 1 });
	});

	it('hint and solution: the solution fills the answer and counts as attempted, not correct', () => {
		const { session } = open(XOX_BEST);
		session.showHint();
		expect(session.hint).toEqual({
			kind: 'best-move',
			code: 'best-score',
			score: 9,
			depthPenalty: true
		});
		session.showSolution();
		expect(session.draft.picked).toBe(7);
		expect(statusOf(session)).toBe('Solution: cell 8 (b1).');
		expect(session.score).toMatchObject({ attempted: 1, correct: 0 });
		session.check(); // already counted
		expect(session.score).toMatchObject({ attempted: 1, correct: 0 });
	});

	it('Next exercise: same kind, a new seed, a pushed link, a fresh answer; the score stays', () => {
		const { session, url } = open(
			XOX_BEST,
			new MemoryStore({ attempted: 0, correct: 0, counted: [] })
		);
		session.draft.pick(7);
		session.check();
		session.next();
		expect(session.exercise?.kind).toBe('best-move');
		expect(session.exercise?.seed).toBe(2147483648);
		expect(url.writes.at(-1)).toEqual({ how: 'push', hash: session.link });
		expect(session.draft.picked).toBeNull();
		expect(session.feedback).toBeNull();
		expect(session.score).toMatchObject({ attempted: 1, correct: 1 });
	});

	it('Back to an earlier link reloads it (a popstate navigation)', () => {
		const { session, url } = open(RULES_WIN);
		session.next();
		url.visit(RULES_WIN);
		session.navigated('popstate');
		expect(session.link).toBe(RULES_WIN);
	});

	it('the score is read back from the store', () => {
		const stored = { attempted: 2, correct: 1, counted: ['a', 'b'] };
		const { session } = open('#/practice', new MemoryStore(stored));
		expect(session.score).toEqual(stored);
	});
});
