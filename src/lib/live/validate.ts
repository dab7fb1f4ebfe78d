/**
 * The live class's message checks: one validator per client event (protocol.ts `ClientEvents`),
 * each taking whatever arrived and returning either the payload in its exact shape or the error
 * code to reply with. Pure: no DOM, no Node; the server runs them before anything changes.
 *
 * The rules: a payload is a plain object with exactly the event's keys (no other key); codes are
 * JOIN_CODE_LENGTH letters of JOIN_CODE_ALPHABET; a secret is SECRET_HEX_LENGTH lowercase hex
 * digits and a student id STUDENT_ID_HEX_LENGTH; a view's hash starts with `#/` and has at most
 * MAX_VIEW_HASH_LENGTH code units; a view's search (LiveSearch) has every key, a position of at
 * most MAX_SEARCH_POSITION_LENGTH notation characters, a known game and move order, booleans,
 * depths null or whole numbers from 1 to MAX_SEARCH_DEPTH and a non-negative safe node count; a name goes through `cleanName` (the page's one name rule, at most MAX_NAME_LENGTH)
 * and is refused with `bad-name` when nothing visible is left.
 */
import { GAME_IDS } from '../engine/games';
import { MOVE_ORDERS } from '../engine/order';
import { cleanName, MAX_NAME_LENGTH } from '../game/names';
import { gameDef, isGameId } from '../engine/games';
import {
	MAX_ANSWER_VALUE,
	QUESTION_KINDS,
	type AnswerValue,
	type QuestionKind,
	type QuestionPlace,
	type QuestionSearch,
	type QuestionSubject
} from './questions';
import {
	JOIN_CODE_ALPHABET,
	JOIN_CODE_LENGTH,
	MAX_SEARCH_POSITION_LENGTH,
	MAX_VIEW_HASH_LENGTH,
	SECRET_HEX_LENGTH,
	STUDENT_ID_HEX_LENGTH,
	type ClientEvents,
	type LiveErrorCode,
	type LiveSearch,
	type LiveSearchOptions,
	type LiveView,
	type TeacherKey
} from './protocol';

/** A validator's answer: the payload as the server uses it, or the error to reply with. */
export type Checked<T> =
	{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LiveErrorCode };

/** The event names a client may send. */
export type ClientEventName = keyof ClientEvents;

/** Every client event name, in the order protocol.ts lists them. */
export const CLIENT_EVENTS: readonly ClientEventName[] = [
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
];

/** What `student:join` carries once checked: the name is the cleaned one, never empty. */
export interface StudentJoin {
	readonly code: string;
	readonly name: string;
	readonly studentId?: string;
}

/** What `teacher:show` carries once checked. */
export interface TeacherShow extends TeacherKey {
	readonly view: Omit<LiveView, 'seq'>;
}

const BAD: Checked<never> = { ok: false, error: 'bad-message' };
const CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);
const SECRET = new RegExp(`^[0-9a-f]{${SECRET_HEX_LENGTH}}$`);
const STUDENT_ID = new RegExp(`^[0-9a-f]{${STUDENT_ID_HEX_LENGTH}}$`);

/** Whether `value` is a plain object (not null, not an array, no prototype other than Object's). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === null;
}

/** Whether `value` is a plain object whose own keys are among `required` and `optional`, with every required one. */
function hasShape(
	value: unknown,
	required: readonly string[],
	optional: readonly string[] = []
): value is Record<string, unknown> {
	if (!isPlainObject(value)) return false;
	const keys = Object.keys(value);
	if (keys.some((key) => !required.includes(key) && !optional.includes(key))) return false;
	return required.every((key) => Object.hasOwn(value, key));
}

/** Whether `code` is a join code: JOIN_CODE_LENGTH letters of JOIN_CODE_ALPHABET. */
export function isJoinCode(code: unknown): code is string {
	return typeof code === 'string' && CODE.test(code);
}

/** Whether `secret` is a teacher's secret: SECRET_HEX_LENGTH lowercase hex digits. */
export function isSecret(secret: unknown): secret is string {
	return typeof secret === 'string' && SECRET.test(secret);
}

/** Whether `id` is a student id: STUDENT_ID_HEX_LENGTH lowercase hex digits. */
export function isStudentId(id: unknown): id is string {
	return typeof id === 'string' && STUDENT_ID.test(id);
}

/** Whether `n` is a non-negative safe integer. */
function isCount(n: unknown): n is number {
	return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
}

/** The deepest depth limit or iteration a view's search may name (plies; 81 cells at most). */
const MAX_SEARCH_DEPTH = 255;
/** Position notation's characters (engine notation.ts, ultimate-notation.ts). */
const POSITION = new RegExp(`^[XOxo./ 1-9*]{1,${MAX_SEARCH_POSITION_LENGTH}}$`);
const GAMES: readonly string[] = GAME_IDS;
const ORDERS: readonly string[] = MOVE_ORDERS;
const SEARCH_KEYS = ['position', 'options', 'proved', 'depth', 'nodes'];
const OPTION_KEYS = [
	'game',
	'alphaBeta',
	'depthPenalty',
	'order',
	'transpositionTable',
	'depthLimit',
	'iterativeDeepening',
	'solver'
];

/** Whether `n` is null or a whole number of plies from 1 to MAX_SEARCH_DEPTH. */
function isDepth(n: unknown): n is number | null {
	return (
		n === null || (Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_SEARCH_DEPTH)
	);
}

/** A view's search (protocol.ts LiveSearch), in its exact shape, or null when it is not one. */
function checkSearch(search: unknown): LiveSearch | null {
	if (!hasShape(search, SEARCH_KEYS) || !hasShape(search.options, OPTION_KEYS)) return null;
	const { position, proved, depth, nodes } = search;
	const o = search.options;
	const flags = [o.alphaBeta, o.depthPenalty, o.transpositionTable, o.iterativeDeepening, o.solver];
	if (
		typeof position !== 'string' ||
		!POSITION.test(position) ||
		typeof proved !== 'boolean' ||
		!isDepth(depth) ||
		!isCount(nodes) ||
		!GAMES.includes(o.game as string) ||
		!ORDERS.includes(o.order as string) ||
		!flags.every((flag) => typeof flag === 'boolean') ||
		!isDepth(o.depthLimit)
	) {
		return null;
	}
	const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, o[key]]));
	return { position, options: options as unknown as LiveSearchOptions, proved, depth, nodes };
}

/** `teacher:start`: an empty object. */
export function validateTeacherStart(payload: unknown): Checked<Record<string, never>> {
	return hasShape(payload, []) ? { ok: true, value: {} } : BAD;
}

/** `teacher:resume`, `teacher:end`, `teacher:delete`: `{ code, secret }`. */
export function validateTeacherKey(payload: unknown): Checked<TeacherKey> {
	if (!hasShape(payload, ['code', 'secret'])) return BAD;
	const { code, secret } = payload;
	return isJoinCode(code) && isSecret(secret) ? { ok: true, value: { code, secret } } : BAD;
}

/** A view as the teacher sends it: `{ hash, search? }`, search being a LiveSearch. */
export function validateView(view: unknown): Checked<Omit<LiveView, 'seq'>> {
	if (!hasShape(view, ['hash'], ['search'])) return BAD;
	const { hash } = view;
	if (typeof hash !== 'string' || !hash.startsWith('#/') || hash.length > MAX_VIEW_HASH_LENGTH) {
		return BAD;
	}
	if (view.search === undefined) return { ok: true, value: { hash } };
	const search = checkSearch(view.search);
	return search ? { ok: true, value: { hash, search } } : BAD;
}

/** `teacher:show`: `{ code, secret, view }`. */
export function validateTeacherShow(payload: unknown): Checked<TeacherShow> {
	if (!hasShape(payload, ['code', 'secret', 'view'])) return BAD;
	const { code, secret } = payload;
	if (!isJoinCode(code) || !isSecret(secret)) return BAD;
	const view = validateView(payload.view);
	return view.ok ? { ok: true, value: { code, secret, view: view.value } } : view;
}

/**
 * `student:join`: `{ code, name, studentId? }`. The name is cleaned by `cleanName` (at most
 * MAX_NAME_LENGTH); one with nothing visible left is `bad-name`. A name more than eight times
 * MAX_NAME_LENGTH long is a bad message (cleanName would only read its start).
 */
export function validateStudentJoin(payload: unknown): Checked<StudentJoin> {
	if (!hasShape(payload, ['code', 'name'], ['studentId'])) return BAD;
	const { code, name, studentId } = payload;
	if (!isJoinCode(code) || typeof name !== 'string' || name.length > MAX_NAME_LENGTH * 8) {
		return BAD;
	}
	if (studentId !== undefined && !isStudentId(studentId)) return BAD;
	const cleaned = cleanName(name).name;
	if (cleaned === '') return { ok: false, error: 'bad-name' };
	return {
		ok: true,
		value: studentId === undefined ? { code, name: cleaned } : { code, name: cleaned, studentId }
	};
}

/** What `teacher:ask` carries once checked. */
export interface TeacherAsk extends TeacherKey {
	readonly question: QuestionSubject;
}

/** What `teacher:reveal` and `teacher:close` carry once checked. */
export interface TeacherQuestion extends TeacherKey {
	readonly questionId: number;
}

/** What `student:answer` carries once checked (its shape only: the server checks it against the question). */
export interface StudentAnswer {
	readonly questionId: number;
	readonly answer: AnswerValue;
}

/** Longest position text in a question (ultimate's 81 cells, slashes and the side to move fit). */
export const MAX_POSITION_LENGTH = 160;
/** Longest lesson id in a question's place. */
export const MAX_LESSON_ID_LENGTH = 60;
const LESSON_ID = /^[a-z0-9][a-z0-9-]*$/;

/** Whether `n` is a whole number from `min` to `max`. */
function isWhole(n: unknown, min: number, max: number): n is number {
	return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
}

function validateQuestionSearch(value: unknown): QuestionSearch | null {
	const keys = ['game', 'alphaBeta', 'depthPenalty', 'order', 'transpositionTable', 'depthLimit'];
	if (!hasShape(value, keys)) return null;
	const { game, alphaBeta, depthPenalty, order, transpositionTable, depthLimit } = value;
	if (!isGameId(game)) return null;
	if (typeof alphaBeta !== 'boolean' || typeof depthPenalty !== 'boolean') return null;
	if (typeof transpositionTable !== 'boolean') return null;
	if (order !== 'index' && order !== 'center-first') return null;
	if (depthLimit !== null && !isWhole(depthLimit, 1, gameDef(game).cellCount)) return null;
	return { game, alphaBeta, depthPenalty, order, transpositionTable, depthLimit };
}

function validatePlace(value: unknown): QuestionPlace | null {
	if (!hasShape(value, ['lesson', 'slide', 'step'])) return null;
	const { lesson, slide, step } = value;
	if (lesson !== null) {
		if (typeof lesson !== 'string' || lesson.length > MAX_LESSON_ID_LENGTH) return null;
		if (!LESSON_ID.test(lesson)) return null;
	}
	if (slide !== null && !isWhole(slide, 1, 1000)) return null;
	if (step !== null && !isWhole(step, 1, Number.MAX_SAFE_INTEGER)) return null;
	return { lesson, slide, step };
}

/**
 * A question's subject: `{ kind, position, search, path, place }` with a known kind, a position
 * text of at most MAX_POSITION_LENGTH, the search's settings of a known game, a path of at most
 * that game's cell count of cell indices, and a place (a lesson id of lowercase letters, digits
 * and dashes, or null; a slide and a step from 1, or null). Whether the position parses and the
 * path is legal is the engine's to say (the server replies `bad-question`).
 */
export function validateQuestionSubject(value: unknown): Checked<QuestionSubject> {
	if (!hasShape(value, ['kind', 'position', 'search', 'path', 'place'])) return BAD;
	const { kind, position, path } = value;
	if (!(QUESTION_KINDS as readonly unknown[]).includes(kind)) return BAD;
	if (typeof position !== 'string' || position.length > MAX_POSITION_LENGTH) return BAD;
	const search = validateQuestionSearch(value.search);
	const place = validatePlace(value.place);
	if (!search || !place || !Array.isArray(path)) return BAD;
	const cells = gameDef(search.game).cellCount;
	if (path.length > cells || !path.every((c) => isWhole(c, 0, cells - 1))) return BAD;
	return {
		ok: true,
		value: { kind: kind as QuestionKind, position, search, path: [...path] as number[], place }
	};
}

/** `teacher:ask`: `{ code, secret, question }`. */
export function validateTeacherAsk(payload: unknown): Checked<TeacherAsk> {
	if (!hasShape(payload, ['code', 'secret', 'question'])) return BAD;
	const { code, secret } = payload;
	if (!isJoinCode(code) || !isSecret(secret)) return BAD;
	const question = validateQuestionSubject(payload.question);
	return question.ok ? { ok: true, value: { code, secret, question: question.value } } : question;
}

/** A question id: a whole number from 1. */
function isQuestionId(id: unknown): id is number {
	return isWhole(id, 1, Number.MAX_SAFE_INTEGER);
}

/** `teacher:reveal`, `teacher:close`: `{ code, secret, questionId }`. */
export function validateTeacherQuestion(payload: unknown): Checked<TeacherQuestion> {
	if (!hasShape(payload, ['code', 'secret', 'questionId'])) return BAD;
	const { code, secret, questionId } = payload;
	return isJoinCode(code) && isSecret(secret) && isQuestionId(questionId)
		? { ok: true, value: { code, secret, questionId } }
		: BAD;
}

/**
 * `student:answer`: `{ questionId, answer }`, the answer a boolean or a whole number within
 * ±MAX_ANSWER_VALUE (anything else is `bad-answer`).
 */
export function validateStudentAnswer(payload: unknown): Checked<StudentAnswer> {
	if (!hasShape(payload, ['questionId', 'answer'])) return BAD;
	const { questionId, answer } = payload;
	if (!isQuestionId(questionId)) return BAD;
	if (typeof answer !== 'boolean' && !isWhole(answer, -MAX_ANSWER_VALUE, MAX_ANSWER_VALUE)) {
		return { ok: false, error: 'bad-answer' };
	}
	return { ok: true, value: { questionId, answer } };
}

/** The validator of each client event. */
export const VALIDATORS: {
	readonly [E in ClientEventName]: (payload: unknown) => Checked<unknown>;
} = {
	'teacher:start': validateTeacherStart,
	'teacher:resume': validateTeacherKey,
	'teacher:show': validateTeacherShow,
	'teacher:end': validateTeacherKey,
	'teacher:delete': validateTeacherKey,
	'teacher:ask': validateTeacherAsk,
	'teacher:reveal': validateTeacherQuestion,
	'teacher:close': validateTeacherQuestion,
	'teacher:answers': validateTeacherKey,
	'student:join': validateStudentJoin,
	'student:answer': validateStudentAnswer
};

/** Whether `event` is one of the client events. */
export function isClientEvent(event: unknown): event is ClientEventName {
	return typeof event === 'string' && (CLIENT_EVENTS as readonly string[]).includes(event);
}
