/**
 * The page's choice of algorithm and its Monte Carlo tree search settings (the "Algorithm" choice,
 * "Iterations", "Seed", "Exploration constant"), as the link writes them (`algorithm=mcts`,
 * `iterations=`, `seed=`, `exploration=`: link/mcts-params.ts), and the checks of the form's text.
 */
import { PAGE_MCTS_LIMITS, type PageAlgorithmName } from './mcts-params';

/** The algorithm and MCTS settings of the page. */
export interface MctsSettings {
	readonly algorithm: PageAlgorithmName;
	/** Iterations per decision: a whole number from 1 to 100,000. */
	readonly iterations: number;
	/** The seed of the random draws: a whole number from 0 to 2^32 - 1. */
	readonly seed: number;
	/** The UCT exploration constant c: from 0 to 100 (default √2). */
	readonly exploration: number;
}

/** Minimax, and the MCTS settings it would use: 1,000 iterations, seed 0, c = √2. */
export const DEFAULT_MCTS_SETTINGS: MctsSettings = {
	algorithm: 'minimax',
	iterations: PAGE_MCTS_LIMITS.iterations.fallback,
	seed: 0,
	exploration: PAGE_MCTS_LIMITS.exploration.fallback
};

/** The iteration counts offered in the menu (any other number may be typed). */
export const ITERATION_CHOICES = [100, 1000, 10_000] as const;

/** Why a typed MCTS setting is refused. */
export type MctsSettingError =
	| { readonly field: 'iterations'; readonly min: number; readonly max: number }
	| { readonly field: 'seed' }
	| { readonly field: 'exploration'; readonly min: number; readonly max: number };

/**
 * Reads a typed setting: iterations a whole number from 1 to 100,000 (group separators "1,000",
 * "1 000" accepted), the seed a whole number from 0 to 4,294,967,295, the exploration constant a
 * number from 0 to 100 (decimal point or comma).
 * @returns the value, or the error to show (nothing changes then).
 */
export function readMctsSetting(
	field: 'iterations' | 'seed' | 'exploration',
	text: string
): { ok: true; value: number } | { ok: false; error: MctsSettingError } {
	const t = text.trim();
	if (field === 'exploration') {
		const { min, max } = PAGE_MCTS_LIMITS.exploration;
		const n = /^(\d+([.,]\d*)?|[.,]\d+)$/.test(t) ? Number(t.replace(',', '.')) : NaN;
		return Number.isFinite(n) && n >= min && n <= max
			? { ok: true, value: n }
			: { ok: false, error: { field, min, max } };
	}
	const digits = t.replace(/[\s,\u202f\u00a0]/g, '');
	const n = /^\d{1,10}$/.test(digits) ? Number(digits) : NaN;
	if (field === 'seed') {
		return Number.isInteger(n) && n <= 0xffffffff
			? { ok: true, value: n }
			: { ok: false, error: { field } };
	}
	const { min, max } = PAGE_MCTS_LIMITS.iterations;
	return Number.isInteger(n) && n >= min && n <= max
		? { ok: true, value: n }
		: { ok: false, error: { field, min, max } };
}
