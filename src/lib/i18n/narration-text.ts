/** A lesson narration as text: its code's sentence writer given its computed values. */
import type { NarrationCatalogue, ResolvedNarration } from '$lib/lessons';

/** Renders a resolved narration with a language's NarrationCatalogue. */
export function narrationText(catalogue: NarrationCatalogue, narration: ResolvedNarration): string {
	const write = catalogue[narration.code] as (values: ResolvedNarration['values']) => string;
	return write(narration.values);
}
