/** Every French text of the catalogue: its strings, and its functions' output on the samples. */
import { TEXTS } from './texts';
import { SAMPLES } from './samples';
import { leaves } from './walk';

/** [path, text] for every French string and every sample's output; `format`'s separators left out. */
export function frenchTexts(): [string, string][] {
	const out: [string, string][] = [];
	for (const { path, value } of leaves(TEXTS.fr)) {
		if (path.startsWith('format.')) continue;
		if (typeof value === 'string') out.push([path, value]);
		if (typeof value !== 'function') continue;
		for (const args of SAMPLES[path] ?? []) {
			out.push([path, (value as (...a: readonly unknown[]) => string)(...args)]);
		}
	}
	return out;
}
