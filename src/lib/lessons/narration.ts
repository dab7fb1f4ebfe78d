/**
 * Narrations: a code naming the sentence (one per slide, `<lesson>.<name>`) and a function that
 * computes the sentence's numbers from the slide's recorded search (NarrationContext). The values
 * are typed per code, so that a catalogue (English, later French) renders each one with
 * `NarrationCatalogue`. Cells in values are 0-8 (the catalogue shows 1-9 or a1-c3); window ends
 * may be -Infinity / Infinity; scores are from the root mover's view.
 */
import type { TranspositionsValues } from './data/transpositions';
import type { DepthLimitValues } from './data/depth-limit';
import type { Connect4SolverValues } from './data/connect4-solver';
import type { MctsLessonValues } from './data/mcts';
import type { AlphaBetaValues } from './data/alpha-beta';
import type { DepthPenaltyValues } from './data/depth-penalty';
import type { GameTreeValues } from './data/game-tree';
import type { MinimaxValues } from './data/minimax';
import type { MoveOrderingValues } from './data/move-ordering';
import type { ProofValues } from './data/proof';
import type { WholeTreeValues } from './data/whole-tree';
import type { WinBeforeBlockValues } from './data/win-before-block';
import type { NarrationContext } from './types';

/** Every narration code with the type of its values. */
export type NarrationValues = GameTreeValues &
	MinimaxValues &
	DepthPenaltyValues &
	WinBeforeBlockValues &
	AlphaBetaValues &
	MoveOrderingValues &
	ProofValues &
	WholeTreeValues &
	TranspositionsValues &
	DepthLimitValues &
	Connect4SolverValues &
	MctsLessonValues;

/** A narration code, e.g. 'depth-penalty.with'. */
export type NarrationCode = keyof NarrationValues;

/** A slide's narration: its code and how its values are computed. */
export type Narration = {
	[C in NarrationCode]: {
		readonly code: C;
		readonly values: (context: NarrationContext) => NarrationValues[C];
	};
}[NarrationCode];

/** A narration with its values computed (plain data, posted from a worker as is). */
export type ResolvedNarration = {
	[C in NarrationCode]: { readonly code: C; readonly values: NarrationValues[C] };
}[NarrationCode];

/** What a language provides to render every narration (the i18n catalogue implements it). */
export type NarrationCatalogue = {
	readonly [C in NarrationCode]: (values: NarrationValues[C]) => string;
};

/** A narration with a typed code and values function (lesson data use it). */
export function narrate<C extends NarrationCode>(
	code: C,
	values: (context: NarrationContext) => NarrationValues[C]
): Narration {
	return { code, values } as Narration;
}

/** Computes a narration's values. */
export function resolveNarration(
	narration: Narration,
	context: NarrationContext
): ResolvedNarration {
	return { code: narration.code, values: narration.values(context) } as ResolvedNarration;
}
