/**
 * What heavy figures a slide needs before it can be resolved, read from its panels: the proof
 * (panel 'proof') and the comparison of its position (panels 'compare' or 'openings'). The app runs
 * those as chunkable tasks in its worker (classroom/proof-games.ts proofTask, classroom/compare.ts
 * compareTask) with a progress bar, seeds the lab with the results (createLab), then resolves the
 * slide without another long computation. The lesson tests check that no slide reads more.
 */
import { formatPosition, parsePosition } from '../engine/index';
import type { Slide } from './types';

/** The heavy results a slide reads. */
export interface SlideNeeds {
	/** The whole proof (FullProof). */
	readonly proof: boolean;
	/** The position (normalized notation) whose Comparison the slide reads, or null. */
	readonly comparison: string | null;
}

/**
 * The heavy results `slide` needs.
 * @throws PositionError when the slide's position is not valid notation.
 */
export function slideNeeds(slide: Slide): SlideNeeds {
	const compares = slide.panels.includes('compare') || slide.panels.includes('openings');
	return {
		proof: slide.panels.includes('proof'),
		comparison: compares ? formatPosition(parsePosition(slide.position)) : null
	};
}
