/** The MCTS step's narration as text (the catalogue wording the stepper's typed narration). */
import type { MctsStepper } from '$lib/app/mcts/mcts-stepper.svelte';
import type { MctsPageMessages } from '$lib/i18n/mcts-page-messages';

/** The narration line of the stepper's step, '' without one. */
export function mctsNarrationText(t: MctsPageMessages, stepper: MctsStepper): string {
	return stepper.narration ? t.narration(stepper.narration) : '';
}
