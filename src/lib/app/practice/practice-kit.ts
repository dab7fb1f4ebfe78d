/**
 * The practice page's session inside SvelteKit, like kit.ts does for the main page: the URL comes
 * from `page` (`$app/state`) and is written with `goto` (hash router: works over http and from
 * file://); the score is kept in the tab's sessionStorage, through the App's reporting write.
 */
import { afterNavigate, goto } from '$app/navigation';
import { page } from '$app/state';
import { PracticeSession } from './practice.svelte';
import { getAppContext } from '../page/context';

const writeOptions = { keepFocus: true, noScroll: true } as const;

/** Creates the page's PracticeSession; call during the page component's initialisation. */
export function startPractice(): PracticeSession {
	// The App's store over the tab's session storage (its writes report a full storage); without
	// one (session storage refused, some file:// setups) the score lives in memory.
	const store = getAppContext().practiceScores ?? undefined;
	const session = new PracticeSession({
		url: page,
		navigator: {
			// eslint-disable-next-line svelte/no-navigation-without-resolve -- a hash of this page
			replace: (hash) => void goto(hash, { ...writeOptions, replaceState: true }),
			// eslint-disable-next-line svelte/no-navigation-without-resolve -- a hash of this page
			push: (hash) => void goto(hash, writeOptions)
		},
		store
	});
	afterNavigate((navigation) => session.navigated(navigation.type));
	return session;
}
