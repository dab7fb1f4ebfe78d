/** The App of the page, shared with its components through context: `getAppContext()`. */
import { createContext } from 'svelte';
import type { App } from './app.svelte';

export const [getAppContext, setAppContext] = createContext<App>();
