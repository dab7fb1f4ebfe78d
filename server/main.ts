/**
 * `tsx server/main.ts` (run by `npm start` after the build): serves build/ and the live class on
 * one port, prints the addresses to open, and on SIGINT or SIGTERM disconnects everyone, stops
 * listening and closes the database. Settings: server/settings.ts (HOST, PORT, MINIMAX_LAB_DB,
 * MINIMAX_LAB_MAX_STUDENTS). Exits with status 1 and one line on stderr when a setting is wrong,
 * build/ is missing, or the port or the database cannot be opened.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';
import { listenUrls } from './network-addresses';
import { readSettings } from './settings';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const BUILD = join(ROOT, 'build');

async function main(): Promise<void> {
	const settings = readSettings(process.env, process.cwd());
	if (!existsSync(join(BUILD, 'index.html'))) {
		throw new Error(`${BUILD} has no index.html: run "npm run build" first (npm start does).`);
	}
	const server = await startAppServer({ ...settings, buildDir: BUILD });
	const urls = listenUrls(settings.host, server.port, networkInterfaces());
	const lines = [
		`Minimax Lab is served on port ${server.port}; open:`,
		...urls.map((url, i) => `  ${url}${i === 0 ? '' : '   (students on the same network)'}`),
		`Live classes are kept in ${settings.dbPath}. Press Ctrl+C to stop.`
	];
	process.stdout.write(`${lines.join('\n')}\n`);
	const stop = (signal: string) => {
		process.stdout.write(`${signal}: closing the live classes and the database.\n`);
		server.close().then(
			() => process.exit(0),
			(error: Error) => {
				process.stderr.write(`Could not close cleanly: ${error.message}\n`);
				process.exit(1);
			}
		);
	};
	process.once('SIGINT', () => stop('SIGINT'));
	process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: Error) => {
	process.stderr.write(`minimax-lab server: ${error.message}\n`);
	process.exit(1);
});
