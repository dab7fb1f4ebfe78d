/**
 * The lessons' strings in English (`lessons` of the catalogue); the lesson player's words (the
 * narrations, the lessons' charts) are in ../lesson-words.ts.
 */
import type { LessonLinkErrorValue } from '../lessons-messages';

export const lessonsEn = {
	menuLabel: 'Lessons',
	titles: {
		'game-tree': 'What a game tree is',
		minimax: 'Minimax: values travel up',
		'depth-penalty': 'Win now or win later',
		'win-before-block': 'Win before you block',
		'alpha-beta': 'Alpha-beta: what cannot matter is skipped',
		'move-ordering': 'Move ordering',
		proof: 'The computer never loses',
		'whole-tree': 'The whole tree',
		transpositions: 'Transpositions: the same position twice',
		'depth-limit': 'When the tree is too big: a depth limit and an evaluation',
		'connect4-solver': 'How a Connect Four solver gets fast',
		mcts: 'When the tree is too big to search: Monte Carlo tree search'
	},
	summaries: {
		'game-tree': 'Root, moves, leaves, maximizer and minimizer on a small tree.',
		minimax: 'Step through the same small tree as values return to the root.',
		'depth-penalty': 'The depth penalty on XOX/.O./X..: the quick win over the slow one.',
		'win-before-block': 'X on a1 and b1, O on a2 and b2: c1 wins before O’s threat matters.',
		'alpha-beta': 'The same decision with fewer nodes; the first cutoff and its test.',
		'move-ordering': 'The empty board under three settings, and the nine openings.',
		proof: 'Every game a human can try against the computer, both starters.',
		'whole-tree': 'Every node, game and position of the empty board, and transpositions.',
		transpositions: 'A position reached twice, searched once: the transposition table.',
		'depth-limit': 'Stop at a depth limit and score the horizon with an evaluation function.',
		'connect4-solver':
			'The solver’s techniques one at a time on the same positions, with the nodes each one saves.',
		mcts: 'Random games instead of the whole tree: the four phases, the constant c, convergence to the exact value, and a trap.'
	},
	/** "Lesson 3: Win now or win later". */
	lessonHeading: (n: number, title: string) => `Lesson ${n}: ${title}`,
	/** "Slide 3 of 5". */
	slideOf: (k: number, n: number) => `Slide ${k} of ${n}`,
	previous: 'Previous slide',
	next: 'Next slide',
	exit: 'Exit lesson',
	narrationLabel: 'Narration',
	/** A narration longer than its band, read page by page with the clicker: "Part k of n". */
	narrationPart: (k: number, n: number) => `Part ${k} of ${n}`,
	loading: 'Preparing the slide…',
	keysHint:
		'Keys: → or PageDown next slide, ← or PageUp previous slide, Esc exits, F presenter mode, ? all keys.',
	allLessons: 'All lessons',
	linkError: (e: LessonLinkErrorValue) => {
		switch (e.code) {
			case 'unknown-lesson':
				return `There is no lesson "${e.lessonId ?? ''}". Choose one from the list.`;
			case 'slide-out-of-range':
				return `This lesson has ${e.slideCount ?? 0} slides: the link asks for one that does not exist.`;
			case 'slide-syntax':
				return 'The slide number in the link is not a whole number from 1.';
			default:
				return 'This link does not name a lesson slide.';
		}
	},
	failed: (message: string) => `The slide could not be prepared: ${message}`
};
