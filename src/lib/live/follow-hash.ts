/**
 * The link a phone opens for a teacher's view. Pure: no DOM.
 */
import type { LiveView } from './protocol';

/**
 * The hash a phone opens for `view`: the teacher's share link, and for a search that stopped at
 * its clock (iterative deepening within its time budget: Connect Four, ultimate) the depth the
 * teacher's search completed as the link's depth limit (`depthlimit=`, the deepest iteration), so
 * the phone's iterative deepening runs the same iterations and stops at the same depth instead
 * of at its own clock. A lesson's link, or a view without a depth, is opened as sent.
 */
export function followHash(view: Pick<LiveView, 'hash' | 'search'>): string {
	const depth = view.search?.depth;
	if (depth === undefined || !Number.isInteger(depth) || depth < 1) return view.hash;
	const match = /^#\/(\?.*)?$/.exec(view.hash);
	if (!match) return view.hash;
	const params = new URLSearchParams((match[1] ?? '').slice(1));
	params.set('depthlimit', String(depth));
	return `#/?${params.toString()}`;
}
