/**
 * Share links (issue 9, "Share and export"): the `step=` URL parameter (the absolute step number in
 * the search's step sequence, stepper/steps.ts, 0-based, as the debugger's "Step k of n" shows k - 1)
 * and the `embed=1` flag (only the board and the tree, for an iframe). Bad values throw a typed
 * ShareLinkError whose `code` and fields let the page word the problem; the URL is never guessed.
 */

/** Base class of share-link errors; `code` is stable and machine-readable. */
export class ShareLinkError extends Error {
	readonly code: 'step-syntax' | 'step-range' | 'embed-value';
	constructor(code: ShareLinkError['code'], message: string) {
		super(message);
		this.name = new.target.name;
		this.code = code;
	}
}

/** `step=` is not a whole number written with digits 0-9 (at most 10 of them). */
export class StepSyntaxError extends ShareLinkError {
	constructor(readonly value: string) {
		super('step-syntax', `step=${value} is not a step number: expected digits 0-9.`);
	}
}

/** `step=` names a step the search does not have: valid steps are 0..total-1. */
export class StepRangeError extends ShareLinkError {
	constructor(
		readonly step: number,
		readonly total: number
	) {
		super('step-range', `Step ${step} does not exist: this search has steps 0 to ${total - 1}.`);
	}
}

/** `embed=` is not 0, 1, true or false. */
export class EmbedValueError extends ShareLinkError {
	constructor(readonly value: string) {
		super('embed-value', `embed=${value} is not a flag: expected 1 or 0.`);
	}
}

/**
 * Reads the syntax of a `step=` value (before the search is known).
 * @param raw the parameter's value; null or '' when absent.
 * @returns the step number, or null when absent.
 * @throws StepSyntaxError unless raw is 1 to 10 digits.
 */
export function parseStepParam(raw: string | null): number | null {
	if (raw === null || raw === '') return null;
	if (!/^[0-9]{1,10}$/.test(raw)) throw new StepSyntaxError(raw);
	return Number(raw);
}

/**
 * Checks a step number against the search's step count.
 * @param total number of steps of the search (StepIndex.total, >= 1).
 * @returns step, unchanged.
 * @throws StepRangeError when step is not an integer in 0..total-1.
 */
export function checkStepParam(step: number, total: number): number {
	if (!Number.isInteger(step) || step < 0 || step >= total) throw new StepRangeError(step, total);
	return step;
}

/**
 * `parseStepParam` then `checkStepParam`.
 * @returns the step, or null when the parameter is absent.
 * @throws StepSyntaxError, StepRangeError.
 */
export function readStepParam(raw: string | null, total: number): number | null {
	const step = parseStepParam(raw);
	return step === null ? null : checkStepParam(step, total);
}

/** The `step=` value for a step number. @throws RangeError for a negative or fractional step. */
export function formatStepParam(step: number): string {
	if (!Number.isInteger(step) || step < 0) {
		throw new RangeError(`Step ${step} is not a step number: expected a whole number from 0.`);
	}
	return String(step);
}

/**
 * Reads `embed=`: '1' or 'true' embed; absent, '', '0' or 'false' do not (case-insensitive).
 * @throws EmbedValueError for any other value.
 */
export function parseEmbedParam(raw: string | null): boolean {
	const value = raw?.toLowerCase() ?? '';
	if (value === '1' || value === 'true') return true;
	if (value === '' || value === '0' || value === 'false') return false;
	throw new EmbedValueError(raw as string);
}
