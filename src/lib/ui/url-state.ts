/**
 * URL state (hash router): `#/?position=XOX/.O./X..&alphabeta=1&depth=0&order=center`.
 * `position` opens that position with the side to move played by the computer; `alphabeta` and
 * `depth` (the depth penalty) are 0 or 1; `order` is `index` or `center`; `view` is `open` or `whole`. A bad value yields a message
 * and the default for that key, never an exception. A link whose % escapes cannot be decoded is
 * replaced by the start page before the app starts (src/app.html) and reported through `badLink`.
 */
import { parsePosition, PositionError, type Position, type SearchOptions } from '$lib/engine';
import { t } from '$lib/i18n';

/** What the URL asks for, after validation. `errors` holds one message per bad value. */
export interface UrlState {
	position: Position | null;
	options: SearchOptions;
	errors: string[];
	/** `view=whole` asks for the whole-tree picture; `open` (the default) for the open nodes. */
	view: 'open' | 'whole';
}

function flag(params: URLSearchParams, name: string, fallback: boolean, errors: string[]): boolean {
	const value = params.get(name);
	if (value === null || value === '') return fallback;
	if (value === '1' || value === 'true') return true;
	if (value === '0' || value === 'false') return false;
	errors.push(t.urlErrors.flag(name, value));
	return fallback;
}

function readView(raw: string | null, errors: string[]): 'open' | 'whole' {
	const value = raw?.toLowerCase() ?? null;
	if (value === null || value === '' || value === 'open') return 'open';
	if (value === 'whole') return 'whole';
	errors.push(t.urlErrors.view(raw as string));
	return 'open';
}

/**
 * Reads the query part of a hash such as `#/?position=...`.
 * @param hash `location.hash`, with or without the leading '#'.
 * @param badLink a malformed hash replaced before the app started, to report; null if none.
 */
export function readUrlState(hash: string, badLink: string | null = null): UrlState {
	const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
	const errors: string[] = badLink === null ? [] : [t.urlErrors.malformed(badLink)];
	let params: URLSearchParams;
	try {
		decodeURIComponent(query);
		params = new URLSearchParams(query);
	} catch {
		params = new URLSearchParams();
		errors.push(t.urlErrors.malformed(hash));
	}
	let position: Position | null = null;
	const text = params.get('position');
	if (text !== null && text !== '') {
		try {
			position = parsePosition(text);
		} catch (error) {
			if (!(error instanceof PositionError)) throw error;
			errors.push(t.urlErrors.position(text, error.message));
		}
	}
	const orderText = params.get('order');
	let order: SearchOptions['order'] = 'index';
	if (orderText === 'center' || orderText === 'center-first') order = 'center-first';
	else if (orderText !== null && orderText !== '' && orderText !== 'index') {
		errors.push(t.urlErrors.order(orderText));
	}
	return {
		position,
		options: {
			alphaBeta: flag(params, 'alphabeta', false, errors),
			depthPenalty: flag(params, 'depth', true, errors),
			order
		},
		errors,
		view: readView(params.get('view'), errors)
	};
}

/** The hash for a position and options, e.g. `#/?position=XOX%2F.O.%2FX..&alphabeta=1&depth=0`. */
export function writeUrlState(
	position: string | null,
	options: SearchOptions,
	view: 'open' | 'whole' = 'open'
): string {
	const params = new URLSearchParams();
	if (position) params.set('position', position);
	if (options.alphaBeta) params.set('alphabeta', '1');
	if (!options.depthPenalty) params.set('depth', '0');
	if (options.order === 'center-first') params.set('order', 'center');
	if (view === 'whole') params.set('view', 'whole');
	const query = params.toString();
	return query ? `#/?${query}` : '#/';
}
