/**
 * A vitest environment for the app layer's runes classes: Node, but modules are compiled for the
 * browser (the `client` Vite environment), so `$state`, `$derived` and `flushSync` behave as on the
 * page. The default `node` environment compiles them for the server, where a `$derived` is a plain
 * getter and an overwritten one never resets. The app tests run in it:
 * vite.config.ts (project `runes`).
 */
import type { Environment } from 'vitest/environments';

const runes: Environment = {
	name: 'runes',
	viteEnvironment: 'client',
	setup: () => ({ teardown: () => {} })
};

export default runes;
