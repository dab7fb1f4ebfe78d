/**
 * The "lookahead-N" computer level's own search, loaded when such a level plays: the page's
 * searches run in the search worker, and the depth-limited search (src/lib/game/lookahead.ts,
 * which brings the engine's search kernels) is a chunk of its own, so that a first visit does not
 * load it (docs/speed.md, "First visit").
 */
import { positionAt, seatOf, type FullSearch, type Game } from '$lib/game';

/** Adds the computer level's lookahead scores to the full search of its position (or not). */
export type AddLookahead = <F extends FullSearch>(full: F) => F;

const unchanged: AddLookahead = (full) => full;

/**
 * What the computer to move at `ply` of `game` chooses from besides the full search: for a
 * "lookahead-N" level, its lookahead scores of that position (withLookahead, loaded now); for any
 * other seat, nothing. Call it when the full search starts, so that the two load together.
 * @returns a function adding them to the full search (the identity when there are none).
 */
export async function levelLookahead(game: Game<unknown>, ply: number): Promise<AddLookahead> {
	const position = positionAt(game, ply);
	const seat = game.seats[seatOf(game, position.toMove)];
	if (seat.kind !== 'computer' || seat.level.kind !== 'lookahead') return unchanged;
	const { level } = seat;
	const { withLookahead } = await import('$lib/game/lookahead');
	return (full) => withLookahead(game.rules, level, position, full);
}
