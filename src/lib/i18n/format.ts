/** Language-neutral number formatting shared by the string modules. */

/**
 * 549946 -> "549,946". By hand: the first `toLocaleString` call costs tens of milliseconds (ICU
 * start-up) on the main thread.
 */
export function thousands(n: number): string {
	return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 63904 -> "64K": short counts for badges. */
export function compact(n: number): string {
	if (n < 1000) return String(n);
	if (n < 1_000_000) return `${Math.round(n / 100) / 10}K`.replace('.0K', 'K');
	return `${Math.round(n / 100_000) / 10}M`;
}
