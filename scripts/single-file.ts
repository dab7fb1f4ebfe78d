/**
 * The single file (run by `npm run build` after the served build): builds the app again,
 * with every script, style and worker inline (MINIMAX_LAB_SINGLE_FILE=1, svelte.config.js and
 * vite.config.ts), into .single/, and moves its page to build/minimax-lab.html. That file is the
 * app for a USB stick or a mail: it opens from disk (file://) with no request. The served build
 * (build/index.html) is split into chunks that a page opened from disk could not load.
 *
 * Exits with the build's status when the second build fails, and with 1 when it wrote no page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The single file's name in build/. */
export const SINGLE_FILE = 'minimax-lab.html';

/** Where the single-file build writes (svelte.config.js), removed once its page is moved. */
export const SINGLE_FILE_DIR = '.single';

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
	const out = join(root, SINGLE_FILE_DIR);
	rmSync(out, { recursive: true, force: true });
	const built = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, MINIMAX_LAB_SINGLE_FILE: '1' }
	});
	if (built.status !== 0) process.exit(built.status ?? 1);
	const page = join(out, 'index.html');
	if (!existsSync(page)) {
		console.error(`single-file: the inline build wrote no ${page}`);
		process.exit(1);
	}
	renameSync(page, join(root, 'build', SINGLE_FILE));
	rmSync(out, { recursive: true, force: true });
	console.log(`single-file: build/${SINGLE_FILE}`);
}
