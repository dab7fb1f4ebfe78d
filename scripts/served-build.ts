/**
 * The served site's build (run first by `npm run build`): `vite build` twice, the measuring pass
 * and then the grouping pass of scripts/chunk-groups.ts (MINIMAX_LAB_CHUNK_GROUPS=measure, then
 * =group), so that build/ holds the first screen's code in one chunk and the tree views' in
 * another. A plain `vite build` splits as Rolldown does by default.
 *
 * Exits with the first failing pass's status.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkGroupsPass } from './chunk-groups.ts';

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
	const passes: ChunkGroupsPass[] = ['measure', 'group'];
	for (const pass of passes) {
		const built = spawnSync(
			join(root, 'node_modules/.bin/vite'),
			['build', ...(pass === 'measure' ? ['--logLevel', 'warn'] : [])],
			{
				cwd: root,
				stdio: 'inherit',
				env: { ...process.env, MINIMAX_LAB_CHUNK_GROUPS: pass }
			}
		);
		if (built.status !== 0) process.exit(built.status ?? 1);
	}
}
