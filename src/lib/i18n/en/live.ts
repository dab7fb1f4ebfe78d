/** The live class's strings in English (`live` of the catalogue; see live-messages.ts). */
import type { AnswerReason, QuestionKind, QuestionPlace } from '$lib/live/questions';
import type { LiveMessages } from '../live-messages';
import { numbersEn } from './numbers';
import { MAX_ANSWER_VALUE } from '../../live/questions';

const { integer } = numbersEn;

const liveQuestionKindsEn = {
	value: 'Value of the highlighted node',
	move: "The computer's move",
	pruned: 'Pruned or not'
};

export const liveEn: LiveMessages = {
	start: 'Start a live class',
	startShort: 'Live class',
	starting: 'Starting the live class…',
	stripLabel: 'Live class',
	codeLabel: 'Join code',
	linkLabel: 'Join link',
	qr: (link: string) => `QR code of the join link ${link}`,
	count: (n: number) => `${integer(n)} ${n === 1 ? 'student' : 'students'}`,
	fold: 'Hide the QR code',
	unfold: 'Show the QR code',
	end: 'End the class',
	ended: 'The class has ended',
	deleteData: "Delete the class's data",
	deleted: "The class's data is deleted from this computer.",
	close: 'Close',
	needsServer:
		'A live class needs the app started with npm start: this copy of Minimax Lab has no live class server (the single file, or a static host). On the teacher’s computer, run “npm start” and open the address it prints.',
	reconnecting: 'Reconnecting…',
	joinHeading: 'Join a live class',
	joinIntro: 'Type the code on the teacher’s screen, or scan its QR code.',
	joinCode: 'Join code',
	yourName: 'Your name',
	join: 'Join',
	joining: 'Joining…',
	waiting: 'You are in the class. Your screen will show what the teacher shows.',
	codeProblem: {
		empty: 'Type the join code shown on the teacher’s screen.',
		length: 'A join code has 6 characters.',
		letters: 'A join code has only the letters and digits shown on the teacher’s screen.'
	},
	nameMissing: 'Type your name.',
	barLabel: 'Live class',
	classWord: 'Class',
	follow: 'Follow the teacher',
	leave: 'Leave',
	problem: {
		'bad-message': 'The server refused the message as malformed.',
		'too-large': 'The message was too long for the server.',
		'too-fast': 'Too many messages at once: try again in a moment.',
		'no-class': 'No open class has this code. Check the code on the teacher’s screen.',
		'wrong-secret': 'This device is not the one that started the class.',
		'class-full': 'The class is full.',
		'too-many-tries': 'Too many wrong codes: wait a minute, then try again.',
		'too-many-classes': 'This page has opened too many classes: reload it to start another one.',
		'bad-name': 'Type a name with letters or digits in it.',
		unavailable:
			'A live class needs the app started with npm start: this copy of Minimax Lab has no live class server.',
		'no-answer': 'The live class server did not answer. Try again.',
		'bad-question':
			'This step cannot be asked about: its position or node is not one the engine can search.',
		'question-too-big':
			'This search is too big to answer exactly in time: ask about a smaller tree.',
		'no-question': 'That question is no longer open.',
		'not-seated': 'Join the class before answering.',
		'bad-answer': 'That is not an answer to this question.',
		'already-answered': 'You have already answered this question.',
		'too-late': 'Too late: the answer has been revealed or the question closed.'
	},
	questions: {
		ask: 'Ask the class',
		kinds: liveQuestionKindsEn,
		prompts: {
			value:
				'What is the exact minimax value of the highlighted node, from the computer’s point of view at the root, if it were searched in full?',
			move: 'Which move does the computer choose at the root? Press its cell.',
			pruned: 'Does alpha-beta prune the highlighted node (never search it)?'
		},
		noSearch: 'Questions are about a search on screen: open a slide or a position with a tree.',
		numbered: (n: number) => `Question ${integer(n)}`,
		heading: (n: number, kind: QuestionKind) =>
			`Question ${integer(n)}: ${liveQuestionKindsEn[kind]}`,
		yourAnswer: 'Your answer',
		send: 'Send',
		yes: 'Yes',
		no: 'No',
		hideCard: 'Hide',
		showCard: 'Show',
		boardLabel: 'Your move',
		move: (cell: number, columns: number | null) =>
			columns === null ? `cell ${cell + 1}` : `column ${(cell % columns) + 1}`,
		valueProblem: {
			empty: 'Type a whole number, for example 7 or -8.',
			'not-a-number': 'That is not a whole number: type one, for example 7 or -8.',
			'out-of-range': `That number is too big: values are between \u2212${integer(MAX_ANSWER_VALUE)} and ${integer(MAX_ANSWER_VALUE)}.`
		},
		sent: (answer: string) => `Sent: ${answer}. Wait for the teacher to reveal the answer.`,
		answers: (k: number, n: number) => `Answers: ${integer(k)} of ${integer(n)}`,
		chart: (bars: readonly { answer: string; count: number }[]) =>
			bars.length === 0
				? 'Answers: none yet'
				: `Answers: ${bars.map((b) => `${b.answer}, ${integer(b.count)}`).join('; ')}`,
		noAnswers: 'No answers yet',
		reveal: 'Reveal the answer',
		closeQuestion: 'Close the question',
		correct: 'Correct',
		notCorrect: 'Not correct',
		unanswered: 'You did not answer.',
		rightAnswer: (answer: string) => `The answer: ${answer}.`,
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
		download: 'Download answers (CSV)',
		csvFile: 'minimax-lab-answers',
		csvSemicolons: false,
		csvHeader: ['Question', 'Slide and step', 'Student', 'Answer', 'Correct', 'Seconds to answer'],
		place: (place: QuestionPlace) => {
			const where = place.lesson ? `${place.lesson} ${place.slide ?? ''}`.trim() : 'Play';
			return place.step === null ? where : `${where}, step ${integer(place.step)}`;
		}
	}
};
