/**
 * What the strings of practice and of the game's Coach are given, and the tables they must fill:
 * one rendering function per exercise kind and per feedback code (the practice core returns codes
 * and numbers, src/lib/practice/feedback-types.ts), so a new kind or code is a type error until
 * every language words it. Node indices in feedback are turned into names through a
 * `FeedbackContext` (src/lib/practice/feedback-context.ts) the page builds from the exercise's
 * shown tree. The practice page's strings (PRACTICE_WORDS, ./practice-page-words.ts; the catalogue's
 * `practice` holds only the main page's link and the Coach) are in en/practice*.ts and
 * fr/practice*.ts.
 */
import type { practiceEn } from './en/practice';
import type {
	AnswerOf,
	ErrorDetails,
	ExerciseKind,
	ExerciseOf,
	FeedbackContext,
	FeedbackOf,
	Hint,
	PracticeErrorCode
} from '$lib/practice';

/** One function per `code` of a union, given its member and the context. */
export type CodeRenderers<U extends { readonly code: string }> = {
	readonly [C in U['code']]: (
		value: Extract<U, { readonly code: C }>,
		ctx: FeedbackContext
	) => string;
};

type MistakeOf<K extends ExerciseKind> = FeedbackOf<K>['mistakes'][number];
type ExplanationOf<K extends ExerciseKind> = FeedbackOf<K>['explanation'][number];

/** What each exercise kind asks, in words. */
export type QuestionRenderers = {
	readonly [K in ExerciseKind]: (exercise: ExerciseOf<K>, ctx: FeedbackContext) => string;
};

/** The help under an exercise's tree, for the kinds that have one. */
export type TreeHelp = { readonly [K in ExerciseKind]?: string };

/** Each exercise kind's mistakes, one sentence per code. */
export type MistakeRenderers = { readonly [K in ExerciseKind]: CodeRenderers<MistakeOf<K>> };

/** Each exercise kind's explanations of the right answer, one sentence per code. */
export type ExplanationRenderers = {
	readonly [K in ExerciseKind]: CodeRenderers<ExplanationOf<K>>;
};

/** Each exercise kind's hint in words. */
export type HintRenderers = {
	readonly [K in ExerciseKind]: (hint: Extract<Hint, { kind: K }>, ctx: FeedbackContext) => string;
};

/** An answer in words (the solution), by exercise kind: "cell 9 (c1)". */
export type AnswerRenderers = {
	readonly [K in ExerciseKind]: (answer: AnswerOf<K>, ctx: FeedbackContext) => string;
};

/** What a node of an exercise's tree shows, for its accessible name. */
export interface NodeNameParts {
	/** The value written on it ("7", "<= -8"), or null. */
	value: string | null;
	/** The window written beside it ("[-∞, 7]"), or null. */
	window: string | null;
	/** The node the question is about. */
	asked: boolean;
	/** Not yet visited by the search at the question's moment (next-node, window). */
	unvisited: boolean;
}

/** A link problem or a typed answer the page cannot read, with the position error when there is one. */
export interface PracticeProblem {
	code: PracticeErrorCode;
	details: ErrorDetails;
	/** For `bad-position`: the engine's error already in words (the catalogue's `positionErrors`). */
	position: string | null;
}

/** The practice page's words in one language (en/practice.ts writes the type). */
export type PracticeWords = typeof practiceEn;
