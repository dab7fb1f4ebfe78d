/** Small helpers for draw.test.ts. */
import { nodeBound, type SearchRecord } from '$lib/engine';
import { scoreLabel } from '$lib/visualization/score-label';
export { principalVariation } from '$lib/engine';

/** The score of node i as the canvas writes it. */
export function scoreLabelFor(record: SearchRecord, i: number): string {
	return scoreLabel(record.value[i], nodeBound(record, i));
}
