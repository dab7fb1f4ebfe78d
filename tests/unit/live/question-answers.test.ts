import { describe, expect, it } from 'vitest';
import {
	childrenOf,
	parsePosition,
	search,
	type SearchOptions,
	type SearchRecord
} from '../../../src/lib/engine/index';
import {
	QuestionError,
	questionAnswer,
	questionRoot
} from '../../../src/lib/live/question-answers';
import type {
	QuestionKind,
	QuestionSearch,
	QuestionSubject
} from '../../../src/lib/live/questions';

/** The rules' position: O to move, cells 4, 6, 8, 9 free (indices 3, 5, 7, 8). */
const XOX = 'XOX/.O./X.. o';
const PLAIN: QuestionSearch = {
	game: 'ttt3',
	alphaBeta: false,
	depthPenalty: true,
	order: 'index',
	transpositionTable: false,
	depthLimit: null
};
const AB: QuestionSearch = { ...PLAIN, alphaBeta: true };

const subject = (
	kind: QuestionKind,
	search: QuestionSearch,
	path: number[],
	position = XOX
): QuestionSubject => ({
	kind,
	position,
	search,
	path,
	place: { lesson: null, slide: null, step: null }
});

/** The value plain minimax records at the node reached by `path` (an independent search). */
function minimaxValueAt(record: SearchRecord, path: number[]): number {
	let i = 0;
	for (const cell of path) {
		const next = childrenOf(record, i).find((c) => record.move[c] === cell);
		if (next === undefined) throw new Error(`no child ${cell}`);
		i = next;
	}
	return record.value[i];
}

describe('questionAnswer: value of the highlighted node', () => {
	const plain = (position: string, options: Partial<SearchOptions>) =>
		search(parsePosition(position, options.game), { ...options, alphaBeta: false }).record;

	it('0: gives the exact value where alpha-beta shows a lower bound (O at 4, X at 8: >= 7)', () => {
		const right = questionAnswer(subject('value', AB, [3, 7]));
		const exact = minimaxValueAt(plain(XOX, { depthPenalty: true }), [3, 7]);
		expect(right.answer).toBe(exact);
		expect(right.answer).toBe(7);
		expect(right.reason).toEqual({
			kind: 'value',
			value: 7,
			shown: { value: 7, bound: 'lower' }
		});
	});

	it('1: an upper bound "<= -8" at O at 6 is exactly -8; alpha-beta skipped its cell 9 reply', () => {
		const right = questionAnswer(subject('value', AB, [5]));
		expect(right.answer).toBe(-8);
		expect(right.reason).toMatchObject({ shown: { value: -8, bound: 'upper' } });
	});

	it('2: a node alpha-beta prunes still has its exact value (O at 6, X at 9)', () => {
		const right = questionAnswer(subject('value', AB, [5, 8]));
		expect(right.answer).toBe(minimaxValueAt(plain(XOX, { depthPenalty: true }), [5, 8]));
		expect(right.reason).toMatchObject({ shown: null });
	});

	it('3: every node of the plain tree, with and without the depth penalty, matches minimax', () => {
		for (const depthPenalty of [true, false]) {
			const record = plain(XOX, { depthPenalty });
			for (let i = 0; i < record.count; i++) {
				const path: number[] = [];
				for (let a = i; a > 0; a = record.parent[a]) path.unshift(record.move[a]);
				const right = questionAnswer(subject('value', { ...AB, depthPenalty }, path));
				expect(right.answer, `node ${i} (${path})`).toBe(record.value[i]);
			}
		}
	});

	it('4: Connect Four with a depth limit of 3 and a table: the value at depth 1 is minimax’s', () => {
		const c4: QuestionSearch = {
			game: 'connect4',
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: 3
		};
		const position = '......./......./......./......./...O.../...X...';
		const record = plain(position, { game: 'connect4', depthPenalty: true, depthLimit: 3 });
		for (const cell of [35, 36, 24, 40]) {
			const right = questionAnswer(subject('value', c4, [cell], position));
			expect(right.answer, `cell ${cell}`).toBe(minimaxValueAt(record, [cell]));
		}
	});
});

describe('questionAnswer: the computer’s move', () => {
	it('0: with the depth penalty, cell 8 (index 7), the immediate win, scores 7, -8, 9, -8', () => {
		const right = questionAnswer(subject('move', PLAIN, [3]));
		expect(right.answer).toBe(7);
		expect(right.reason).toEqual({
			kind: 'move',
			move: 7,
			scores: [
				{ move: 3, score: 7, bound: 'exact' },
				{ move: 5, score: -8, bound: 'exact' },
				{ move: 7, score: 9, bound: 'exact' },
				{ move: 8, score: -8, bound: 'exact' }
			]
		});
	});

	it('1: without it, cell 4 (index 3): 10, -10, 10, -10, the first best', () => {
		const right = questionAnswer(subject('move', { ...PLAIN, depthPenalty: false }, []));
		expect(right.answer).toBe(3);
		expect(right.reason).toMatchObject({
			scores: [{ score: 10 }, { score: -10 }, { score: 10 }, { score: -10 }]
		});
	});

	it('2: under alpha-beta the same move, the losing moves shown as bounds', () => {
		const right = questionAnswer(subject('move', AB, []));
		expect(right.answer).toBe(7);
		expect(right.reason).toMatchObject({
			scores: [
				{ bound: 'exact' },
				{ score: -8, bound: 'upper' },
				{ bound: 'exact' },
				{ bound: 'upper' }
			]
		});
	});
});

describe('questionAnswer: pruned or not', () => {
	it('0: O at 6 then X at 8 is pruned: O’s min node reached -8 <= alpha 7 (an alpha cutoff)', () => {
		const right = questionAnswer(subject('pruned', PLAIN, [5, 7]));
		expect(right).toEqual({
			answer: true,
			reason: {
				kind: 'pruned',
				pruned: true,
				cutoffDepth: 1,
				maximizing: false,
				value: -8,
				limit: 7
			}
		});
	});

	it('1: below a pruned node too (O at 6, X at 9, O at 4)', () => {
		expect(questionAnswer(subject('pruned', PLAIN, [5, 8, 3])).answer).toBe(true);
	});

	it('2: O at 6 then X at 4 is searched, with the window (7, +inf)', () => {
		const right = questionAnswer(subject('pruned', PLAIN, [5, 3]));
		expect(right).toEqual({
			answer: false,
			reason: { kind: 'pruned', pruned: false, alpha: 7, beta: null }
		});
	});

	it('3: the root is never pruned', () => {
		expect(questionAnswer(subject('pruned', PLAIN, [])).reason).toEqual({
			kind: 'pruned',
			pruned: false,
			alpha: null,
			beta: null
		});
	});
});

describe('questionRoot', () => {
	it('0: lists the root’s legal moves', () => {
		expect(questionRoot(subject('move', PLAIN, [])).moves).toEqual([3, 5, 7, 8]);
	});
	it('1: refuses a path through a taken cell', () => {
		expect(() => questionRoot(subject('value', PLAIN, [0]))).toThrow(QuestionError);
	});
	it('2: refuses a finished root and a position that does not parse', () => {
		expect(() => questionRoot(subject('move', PLAIN, [], 'XXX/OO./...'))).toThrow(/over/);
		expect(() => questionRoot(subject('move', PLAIN, [], 'XXQ/OO./...'))).toThrow(QuestionError);
	});
});
