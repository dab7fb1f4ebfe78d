/** The live class's strings in English (LIVE_WORDS.en; see live-messages.ts). */
import { liveStartEn } from './live-start';
import type { AnswerReason, QuestionKind, QuestionPlace } from '$lib/live/questions';
import { numbersEn } from './numbers';
import { MAX_ANSWER_VALUE } from '../../live/questions';

const { integer } = numbersEn;

const liveQuestionKindsEn = {
	value: 'Value of the highlighted node',
	move: "The computer's move",
	pruned: 'Pruned or not'
};

/** The CSV's header row: one name per column. */
const csvHeader: readonly [string, string, string, string, string, string] = [
	'Question',
	'Slide and step',
	'Student',
	'Answer',
	'Correct',
	'Seconds to answer'
];

/**
 * Every live class string in English (LIVE_WORDS.en, ../live-words.ts): the button's (liveStartEn),
 * the join strip's, the join page's, the student's bar and the questions.
 */
export const liveEn = {
	...liveStartEn,
	/** The join strip's landmark name. */
	stripLabel: 'Live class',
	/** The label before the join code on the strip. */
	codeLabel: 'Join code',
	/** The label of the join link on the strip. */
	linkLabel: 'Join link',
	/** The QR code's accessible name (English starts with "QR code"). */
	qr: (link: string) => `QR code of the join link ${link}`,
	/** Students connected: "1 student", "12 students", "0 students". */
	count: (n: number) => `${integer(n)} ${n === 1 ? 'student' : 'students'}`,
	/** Folds the strip to the code and the count, and unfolds it. */
	fold: 'Hide the QR code',
	unfold: 'Show the QR code',
	/** Ends the class (contract: "End the class"). */
	end: 'End the class',
	/** Said to the teacher and to the students once the class is ended. */
	ended: 'The class has ended',
	/** Deletes an ended class's data on the server (contract: "Delete the class's data"). */
	deleteData: "Delete the class's data",
	/** Once the data is deleted. */
	deleted: "The class's data is deleted from this computer.",
	/** While Socket.IO retries a lost connection. */
	reconnecting: 'Reconnecting…',
	/** The join page's heading. */
	joinHeading: 'Join a live class',
	/** The join page's introduction. */
	joinIntro: 'Type the code on the teacher’s screen, or scan its QR code.',
	/** The join form's fields and button (contract: "Join code", "Your name", "Join"). */
	joinCode: 'Join code',
	yourName: 'Your name',
	join: 'Join',
	joining: 'Joining…',
	/** A student in a class before the teacher shows anything. */
	waiting: 'You are in the class. Your screen will show what the teacher shows.',
	/** What is wrong with a typed code. */
	codeProblem: {
		empty: 'Type the join code shown on the teacher’s screen.',
		length: 'A join code has 6 characters.',
		letters: 'A join code has only the letters and digits shown on the teacher’s screen.'
	},
	/** A name field left empty (or with nothing visible). */
	nameMissing: 'Type your name.',
	/** The student's bar: its landmark name, the class, the name, the switch, leaving the class. */
	barLabel: 'Live class',
	/** The word before the class's code ("Class K7MR3T"; a phone shows the code alone). */
	classWord: 'Class',
	/** Contract: "Follow the teacher". */
	follow: 'Follow the teacher',
	leave: 'Leave',
	/** The questions. */
	questions: {
		/** The teacher's group of questions (contract: "Ask the class"). */
		ask: 'Ask the class',
		/** Each kind's name (contract: "Value of the highlighted node", "The computer's move", "Pruned or not"). */
		kinds: liveQuestionKindsEn,
		/** What the student is asked, under the kind's name. */
		prompts: {
			value:
				'What is the exact minimax value of the highlighted node, from the computer’s point of view at the root, if it were searched in full?',
			move: 'Which move does the computer choose at the root? Press its cell.',
			pruned: 'Does alpha-beta prune the highlighted node (never search it)?'
		},
		/** Said instead of the questions where no search is on screen. */
		noSearch: 'Questions are about a search on screen: open a slide or a position with a tree.',
		/** A question's name: "Question 2". */
		numbered: (n: number) => `Question ${integer(n)}`,
		/** A question's heading: "Question 2: The computer's move". */
		heading: (n: number, kind: QuestionKind) =>
			`Question ${integer(n)}: ${liveQuestionKindsEn[kind]}`,
		/** The value field and the button (contract: "Your answer", "Send"). */
		yourAnswer: 'Your answer',
		send: 'Send',
		/** Contract: "Yes", "No". */
		yes: 'Yes',
		no: 'No',
		/** Folds the student's question card to its heading, and unfolds it. */
		hideCard: 'Hide',
		showCard: 'Show',
		/** The board of a `move` question: its name, and each button's ("Cell 5", "Column 4"). */
		boardLabel: 'Your move',
		/** A move as an answer: "cell 8", "column 4" (`columns` null: by cell). */
		move: (cell: number, columns: number | null) =>
			columns === null ? `cell ${cell + 1}` : `column ${(cell % columns) + 1}`,
		/** A typed value refused on the phone (nothing is sent). */
		valueProblem: {
			empty: 'Type a whole number, for example 7 or -8.',
			'not-a-number': 'That is not a whole number: type one, for example 7 or -8.',
			'out-of-range': `That number is too big: values are between \u2212${integer(MAX_ANSWER_VALUE)} and ${integer(MAX_ANSWER_VALUE)}.`
		},
		/** After sending: "Sent: cell 8. Wait for the teacher to reveal the answer." */
		sent: (answer: string) => `Sent: ${answer}. Wait for the teacher to reveal the answer.`,
		/** Contract: "Answers: k of n". */
		answers: (k: number, n: number) => `Answers: ${integer(k)} of ${integer(n)}`,
		/** The chart's accessible name (starts "Answers"), each bar's answer and count. */
		chart: (bars: readonly { answer: string; count: number }[]) =>
			bars.length === 0
				? 'Answers: none yet'
				: `Answers: ${bars.map((b) => `${b.answer}, ${integer(b.count)}`).join('; ')}`,
		/** The chart's empty state. */
		noAnswers: 'No answers yet',
		/** Contract: "Reveal the answer". */
		reveal: 'Reveal the answer',
		/** Closes the question (the students' cards go). */
		closeQuestion: 'Close the question',
		/** Contract: "Correct", "Not correct". */
		correct: 'Correct',
		notCorrect: 'Not correct',
		/** A student who did not answer before the reveal. */
		unanswered: 'You did not answer.',
		/** The right answer: "The answer: cell 8." */
		rightAnswer: (answer: string) => `The answer: ${answer}.`,
		/** One sentence of why, with the narration's numbers (`columns`: how moves are named). */
		why: (reason: AnswerReason, columns: number | null) => {
			const v = (n: number) => String(n).replace('-', '\u2212');
			const move = (c: number) =>
				columns === null ? `cell ${c + 1}` : `column ${(c % columns) + 1}`;
			if (reason.kind === 'value') {
				const shown =
					reason.shown && reason.shown.bound !== 'exact'
						? `; the tree shows ${reason.shown.bound === 'lower' ? '≥' : '≤'} ${v(reason.shown.value)} because alpha-beta stopped searching it once that was enough`
						: '';
				return `A full search below the node, both sides playing their best, gives ${v(reason.value)}${shown}.`;
			}
			if (reason.kind === 'move') {
				const scores = reason.scores
					.map(
						(s) =>
							`${move(s.move)}: ${s.bound === 'exact' ? '' : s.bound === 'lower' ? '≥ ' : '≤ '}${v(s.score)}`
					)
					.join(', ');
				return `The root’s moves score ${scores}; the computer plays ${move(reason.move)}, the first best in the order tried.`;
			}
			if (reason.pruned) {
				const [who, end, cut] = reason.maximizing
					? ['maximizer', '≥ beta', 'beta']
					: ['minimizer', '≤ alpha', 'alpha'];
				return `Alpha-beta never searches it: at depth ${reason.cutoffDepth} the ${who}’s node reached ${v(reason.value)} ${end} ${v(reason.limit)}, a${cut === 'alpha' ? 'n' : ''} ${cut} cutoff, and the moves left there are pruned.`;
			}
			const end = (n: number | null, inf: string) => (n === null ? inf : v(n));
			return `Alpha-beta searches it, with the window alpha ${end(reason.alpha, '\u2212∞')}, beta ${end(reason.beta, '+∞')}.`;
		},
		/** Contract: "Download answers (CSV)". */
		download: 'Download answers (CSV)',
		/** The CSV's file name, without the date. */
		csvFile: 'minimax-lab-answers',
		/**
		 * The CSV's format: semicolon-separated with a decimal comma (true: what a French spreadsheet
		 * expects), else comma-separated with a decimal point.
		 */
		csvSemicolons: false,
		csvHeader,
		/** Where a question was asked, in the CSV: "alpha-beta 4, step 12", "Play, step 3". */
		place: (place: QuestionPlace) => {
			const where = place.lesson ? `${place.lesson} ${place.slide ?? ''}`.trim() : 'Play';
			return place.step === null ? where : `${where}, step ${integer(place.step)}`;
		}
	}
};
