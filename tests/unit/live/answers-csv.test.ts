import { describe, expect, it } from 'vitest';
import {
	answersCsv,
	CSV_BOM,
	type CsvAnswer,
	type CsvQuestion,
	type CsvWords
} from '../../../src/lib/live/answers-csv';

const questions: CsvQuestion[] = [
	{
		id: 4,
		number: 1,
		kind: 'move',
		place: { lesson: 'alpha-beta', slide: 4, step: 12 },
		columns: null
	},
	{
		id: 5,
		number: 2,
		kind: 'pruned',
		place: { lesson: null, slide: null, step: 3 },
		columns: null
	},
	{ id: 6, number: 3, kind: 'move', place: { lesson: null, slide: null, step: 1 }, columns: 7 }
];
const answers: CsvAnswer[] = [
	{ questionId: 4, student: 'Ada', answer: 7, correct: true, ms: 4250 },
	{ questionId: 4, student: 'Zoé, "la 2e"', answer: 3, correct: false, ms: 12049 },
	{ questionId: 5, student: '=HYPERLINK("x")', answer: true, correct: false, ms: 800 },
	{ questionId: 6, student: 'Ada', answer: 38, correct: true, ms: 1000 },
	{ questionId: 99, student: 'Nobody', answer: 1, correct: true, ms: 1 }
];

const place = (step: string) => (p: CsvQuestion['place']) =>
	`${p.lesson ? `${p.lesson} ${p.slide}` : 'Play'}, ${step} ${p.step}`;

const en: CsvWords = {
	separator: ',',
	decimal: '.',
	header: ['Question', 'Slide and step', 'Student', 'Answer', 'Correct', 'Seconds to answer'],
	question: (n, kind) => `${n}. ${kind}`,
	place: place('step'),
	move: (cell, columns) => (columns ? `Column ${(cell % columns) + 1}` : `Cell ${cell + 1}`),
	yes: 'Yes',
	no: 'No'
};
const fr: CsvWords = {
	...en,
	separator: ';',
	decimal: ',',
	header: [
		'Question',
		'Diapositive et étape',
		'Élève',
		'Réponse',
		'Juste',
		'Secondes pour répondre'
	],
	place: place('étape'),
	move: (cell, columns) => (columns ? `Colonne ${(cell % columns) + 1}` : `Case ${cell + 1}`),
	yes: 'Oui',
	no: 'Non'
};

describe('answersCsv', () => {
	it('0: English: BOM, header, commas, quoted fields, names never formulas, CRLF', () => {
		expect(answersCsv(questions, answers, en)).toBe(
			CSV_BOM +
				[
					'Question,Slide and step,Student,Answer,Correct,Seconds to answer',
					'1. move,"alpha-beta 4, step 12",Ada,Cell 8,Yes,4.3',
					'1. move,"alpha-beta 4, step 12","Zoé, ""la 2e""",Cell 4,No,12.0',
					`2. pruned,"Play, step 3","'=HYPERLINK(""x"")",Yes,No,0.8`,
					'3. move,"Play, step 1",Ada,Column 4,Yes,1.0',
					''
				].join('\r\n')
		);
	});

	it('1: French: semicolons and decimal commas, the same rows', () => {
		const lines = answersCsv(questions, answers, fr).split('\r\n');
		expect(lines[0]).toBe(
			'\uFEFFQuestion;Diapositive et étape;Élève;Réponse;Juste;Secondes pour répondre'
		);
		expect(lines.slice(1)).toEqual([
			'1. move;alpha-beta 4, étape 12;Ada;Case 8;Oui;4,3',
			'1. move;alpha-beta 4, étape 12;"Zoé, ""la 2e""";Case 4;Non;12,0',
			`2. pruned;Play, étape 3;"'=HYPERLINK(""x"")";Oui;Non;0,8`,
			'3. move;Play, étape 1;Ada;Colonne 4;Oui;1,0',
			''
		]);
	});

	it('2: no answers: the header alone', () => {
		expect(answersCsv(questions, [], en)).toBe(
			`${CSV_BOM}Question,Slide and step,Student,Answer,Correct,Seconds to answer\r\n`
		);
	});
});
