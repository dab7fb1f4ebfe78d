/**
 * The link that opens a game review: the game's own link (App.gameLink, which replays the game)
 * with `review=` (the ply selected, 1 = the first move), read and written by the link codec
 * (params.ts), so that nothing of the game's link is lost.
 */
import { readLink, writeLink } from './params';

/**
 * The hash of `gameLink` (a page hash such as `#/?moves=5,1,9`) with `review=ply`.
 * @param ply the move the review opens at, from 1.
 */
export function reviewLink(gameLink: string, ply: number): string {
	const { values } = readLink(gameLink);
	return `#/?${writeLink({ ...values, review: ply })}`;
}
