/**
 * Computer levels. "unbeatable" plays the engine's best move (the first best in the order tried).
 * "lookahead-N" sees wins and losses only within N plies (lookahead.ts). "random-P" plays a uniformly
 * random legal move with probability P percent, else the best move, drawing from a seeded generator.
 * In links and storage a level is written as its id: 'unbeatable', 'lookahead-2', 'random-30'.
 */
import { err, ok, type Result } from './result';

/** A computer level. */
export type Level =
	| { readonly kind: 'unbeatable' }
	| { readonly kind: 'lookahead'; readonly plies: number }
	| { readonly kind: 'random'; readonly percent: number };

/** Deepest lookahead a level may have (beyond it a level is simply unbeatable on 3x3). */
export const MAX_LOOKAHEAD = 8;

/** The unbeatable level (the default). */
export const UNBEATABLE: Level = Object.freeze({ kind: 'unbeatable' });

/** The levels offered in the "Computer level" select, strongest first. */
export const LEVEL_PRESETS: readonly Level[] = Object.freeze([
	UNBEATABLE,
	Object.freeze({ kind: 'lookahead', plies: 2 } as const),
	Object.freeze({ kind: 'random', percent: 30 } as const)
]);

/** Why a text is not a level id. */
export interface LevelError {
	readonly code: 'bad-level';
	readonly text: string;
}

/** The id of a level: 'unbeatable', 'lookahead-N' or 'random-P'. */
export function formatLevel(level: Level): string {
	if (level.kind === 'unbeatable') return 'unbeatable';
	if (level.kind === 'lookahead') return `lookahead-${level.plies}`;
	return `random-${level.percent}`;
}

/**
 * Parses a level id: 'unbeatable', 'lookahead-N' with N from 1 to MAX_LOOKAHEAD, or 'random-P' with
 * P a whole percentage from 0 to 100.
 */
export function parseLevel(text: string): Result<Level, LevelError> {
	if (text === 'unbeatable') return ok(UNBEATABLE);
	const match = /^(lookahead|random)-(\d{1,3})$/.exec(text);
	if (match) {
		const n = Number(match[2]);
		if (match[1] === 'lookahead' && n >= 1 && n <= MAX_LOOKAHEAD) {
			return ok({ kind: 'lookahead', plies: n });
		}
		if (match[1] === 'random' && n <= 100) return ok({ kind: 'random', percent: n });
	}
	return err({ code: 'bad-level', text });
}

/** True when `value` is a well-formed Level object (used to validate stored data). */
export function isLevel(value: unknown): value is Level {
	if (typeof value !== 'object' || value === null) return false;
	const level = value as Record<string, unknown>;
	const keys = Object.keys(level).length;
	const whole = (n: unknown, lo: number, hi: number) =>
		Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi;
	if (level.kind === 'unbeatable') return keys === 1;
	if (level.kind === 'lookahead') return keys === 2 && whole(level.plies, 1, MAX_LOOKAHEAD);
	if (level.kind === 'random') return keys === 2 && whole(level.percent, 0, 100);
	return false;
}
