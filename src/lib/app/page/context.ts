/** The App of the page, shared with its components through context: `getAppContext()`. */
import { createContext } from 'svelte';
import type { App } from './app.svelte';

export const [getAppContext, setAppContext] = createContext<App>();

/** What a workspace panel reads from the page: the App, its session, the session's game, the words. */
export interface PageParts {
	app: App;
	session: App['session'];
	game: App['session']['game'];
	/** The current locale's messages: they change when the language does. */
	t: App['locale']['t'];
}

/**
 * The reader of a panel's page parts, for a destructured `$derived.by` in the component's script:
 * `const { app, session, game, t } = $derived.by(pageParts());`. Call it while the component
 * initialises (it reads the context; throws there as `getAppContext` does without a provider). The
 * function it returns reads the locale, so `t` follows a change of language; the App, the session
 * and the game stay the same objects for the page's life.
 */
export function pageParts(): () => PageParts {
	const app = getAppContext();
	return () => ({ app, session: app.session, game: app.session.game, t: app.locale.t });
}
