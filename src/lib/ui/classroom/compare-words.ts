/** The words the compare-settings views (table, chart, per-opening table) read from the locale. */
import { getLocale } from '$lib/app/page/locale.svelte';
import type { Messages } from '$lib/i18n';

/** The compare views' words: their own strings, the number formats, the search options' legend. */
export interface CompareWords {
	t: Messages['classroom']['compareSettings'];
	n: Messages['numbers'];
	/** The heading of the search options, over the settings column. */
	optionsLegend: string;
}

/**
 * The reader of the compare views' words, for a destructured `$derived.by` in the component's
 * script: `const { t, n } = $derived.by(compareWords());`. Call it while the component initialises
 * (it reads the locale from the context); the function it returns follows a change of language.
 */
export function compareWords(): () => CompareWords {
	const locale = getLocale();
	return () => ({
		t: locale.t.classroom.compareSettings,
		n: locale.t.numbers,
		optionsLegend: locale.t.options.legend
	});
}
