/**
 * Typed values to text: the one way the page turns what models return (explanations, status parts,
 * link errors, engine errors) into a language's sentences.
 */
import type { PositionError } from '$lib/engine';
import type { Explanation } from '$lib/stepper';
import type { Messages, PositionErrorMessages, Renderers, StepMessages } from './messages';
import type { GameStatus } from '$lib/game';
import type { LinkError } from '$lib/link/link-error';

/** Renders `value` with the function its `kind` has in `table`. */
export function render<U extends { readonly kind: string }>(table: Renderers<U>, value: U): string {
	const write = table[value.kind as U['kind']] as (value: U) => string;
	return write(value);
}

/** A step's explanation: "Cell 4 returned 7: a new best, 7." */
export function explanationText(steps: StepMessages, explanation: Explanation): string {
	return render<Explanation>(steps, explanation);
}

/** The status line: every part rendered, joined with spaces. */
export function statusText(messages: Messages, status: GameStatus): string {
	return status.map((part) => render(messages.status, part)).join(' ');
}

/** One link error, its quoted input shortened. */
export function urlErrorText(messages: Messages, error: LinkError): string {
	return render(messages.urlErrors, error);
}

/**
 * An engine position error, from its `code` and `params` (src/lib/engine/errors.ts): every code has
 * its own entry in each language, so no English message leaks into another language.
 */
export function positionErrorText(table: PositionErrorMessages, error: PositionError): string {
	const write = table[error.code] as (params: PositionError['params']) => string;
	return write(error.params);
}
