/** The live class's strings in English (`live` of the catalogue; see live-messages.ts). */
import type { LiveMessages } from '../live-messages';
import { numbersEn } from './numbers';

const { integer } = numbersEn;

export const liveEn: LiveMessages = {
	start: 'Start a live class',
	startShort: 'Live class',
	starting: 'Starting the live class…',
	stripLabel: 'Live class',
	codeLabel: 'Join code',
	linkLabel: 'Join link',
	qr: (link) => `QR code of the join link ${link}`,
	count: (n) => `${integer(n)} ${n === 1 ? 'student' : 'students'}`,
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
		'no-answer': 'The live class server did not answer. Try again.'
	}
};
