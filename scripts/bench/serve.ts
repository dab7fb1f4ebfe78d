/** A tiny static server for build/ on 127.0.0.1 and a free port (the benchmark's browser part). */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon'
};

/** A tiny static server for build/ on 127.0.0.1 and a free port. */
export function serve(root: string): Promise<{ server: Server; origin: string }> {
	const server = createServer(async (req, res) => {
		const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
		const file = join(root, path.endsWith('/') ? join(path, 'index.html') : path);
		if (!file.startsWith(root)) {
			res.writeHead(403).end();
			return;
		}
		try {
			const body = await readFile(file);
			res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
			res.end(body);
		} catch {
			res.writeHead(404).end('Not found');
		}
	});
	return new Promise((done) =>
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			done({ server, origin: `http://127.0.0.1:${port}` });
		})
	);
}

/**
 * Builds the app into `root`/build when build/index.html is missing.
 * @returns the build directory, or null when `npm run build` fails.
 */
export function ensureBuild(root: string): string | null {
	const build = join(root, 'build');
	if (existsSync(join(build, 'index.html'))) return build;
	const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
	return built.status === 0 ? build : null;
}
