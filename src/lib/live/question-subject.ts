/**
 * What the teacher's "Ask the class" sends about the step on screen: the search's root and
 * settings, and the path from the root to the step's node (the highlighted node). Pure: it reads
 * the decision's search result and the step's node, no DOM.
 */
import { formatPosition, type Position, type SearchResult } from '../engine/index';
import { DEFAULT_GAME, gameDef } from '../engine/games';
import type { QuestionKind, QuestionPlace, QuestionSubject } from './questions';

/** The decision on screen as far as a question needs it. */
export interface AskedSearch {
	readonly position: Position;
	readonly result: Pick<SearchResult, 'options' | 'record'>;
	/** Iterative deepening's complete iterations (the tree is the last one's). */
	readonly iterations?: readonly { readonly depth: number }[];
}

/**
 * The subject of a question of `kind` about node `node` of `decision`'s record, asked at `place`.
 * A search by iterative deepening is asked about with the depth its last complete iteration
 * reached (the tree on screen), as a depth limit.
 */
export function questionSubject(
	kind: QuestionKind,
	decision: AskedSearch,
	node: number,
	place: QuestionPlace
): QuestionSubject {
	const { options, record } = decision.result;
	const game = options.game ?? DEFAULT_GAME.id;
	const defaults = gameDef(game).searchDefaults;
	const deepest = decision.iterations?.at(-1)?.depth;
	const path: number[] = [];
	for (let a = node; a > 0; a = record.parent[a]) path.unshift(record.move[a]);
	return {
		kind,
		position: formatPosition(decision.position, true),
		search: {
			game,
			alphaBeta: options.alphaBeta,
			depthPenalty: options.depthPenalty,
			order: options.order,
			transpositionTable: options.transpositionTable ?? defaults.transpositionTable,
			depthLimit: deepest ?? options.depthLimit ?? null
		},
		path,
		place
	};
}
