/**
 * What the first screen shows of the live class (`live` of the catalogue): the teacher's "Start a
 * live class" button and why a class could not start.
 */
export const liveStartEn = {
	/** The teacher's button (contract: "Start a live class"). */
	start: 'Start a live class',
	/**
	 * The button's visible words where the header is narrow (below 1440 px): the end of `start`
	 * ("Live class"), so the accessible name, always `start`, contains what is seen.
	 */
	startShort: 'Live class',
	/** While the class opens. */
	starting: 'Starting the live class…',
	/** Hides the strip of an ended class. */
	close: 'Close',
	/** Where the page has no live class server (the single file, a static host). */
	needsServer:
		'A live class needs the app started with npm start: this copy of Minimax Lab has no live class server (the single file, or a static host). On the teacher’s computer, run “npm start” and open the address it prints.',
	/** A refusal, worded for people. */
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
	}
};
