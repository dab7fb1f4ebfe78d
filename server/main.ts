/**
 * `node --import tsx server/main.ts` (run by `npm start` after the build): serves build/ and the live class on
 * one port, prints the addresses to open, and on SIGINT or SIGTERM disconnects everyone, stops
 * listening, closes the database and exits with status 0. Settings: server/settings.ts (HOST, PORT,
 * MINIMAX_LAB_DB, MINIMAX_LAB_MAX_STUDENTS), and MINIMAX_LAB_BUILD, the folder of the built site
 * (default: the project's build/). Exits with status 1 and one line on stderr when a setting is wrong,
 * build/ is missing, or the port or the database cannot be opened.
 */
import { existsSync } from 'node:fs';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer, type AppServer } from './app-server';
import { listenUrls, studentOrigin } from './network-addresses';
import { readSettings } from './settings';

/** The project's build/ folder, which `npm run build` writes. */
export const BUILD_DIR = resolve(fileURLToPath(new URL('../build', import.meta.url)));

/** What `serve` needs from its surroundings (the process's, or a test's). */
export interface ServeContext {
	readonly env: NodeJS.ProcessEnv;
	readonly cwd: string;
	readonly buildDir: string;
	readonly interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

/**
 * Starts the server the environment describes; the server and the lines to print (the port, the
 * addresses to open, the database's file).
 * Throws (rejects) with a one-line message when a setting is wrong (readSettings), the build has
 * no index.html, or the port or the database cannot be opened.
 */
export async function serve(
	context: ServeContext
): Promise<{ server: AppServer; lines: string[] }> {
	const settings = readSettings(context.env, context.cwd);
	if (!existsSync(join(context.buildDir, 'index.html'))) {
		throw new Error(
			`${context.buildDir} has no index.html: run "npm run build" first (npm start does).`
		);
	}
	// The join link's address for a teacher at localhost: the first one students can open.
	let origin: string | null = null;
	const server = await startAppServer({
		...settings,
		buildDir: context.buildDir,
		studentOrigin: () => origin
	});
	const urls = listenUrls(settings.host, server.port, context.interfaces);
	origin = studentOrigin(urls);
	const lines = [
		`Minimax Lab is served on port ${server.port}; open:`,
		...urls.map((url, i) => `  ${url}${i === 0 ? '' : '   (students on the same network)'}`),
		`Live classes are kept in ${settings.dbPath}. Press Ctrl+C to stop.`
	];
	return { server, lines };
}

async function main(): Promise<void> {
	const built = process.env.MINIMAX_LAB_BUILD;
	const { server, lines } = await serve({
		env: process.env,
		cwd: process.cwd(),
		buildDir: built ? resolve(process.cwd(), built) : BUILD_DIR,
		interfaces: networkInterfaces()
	});
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

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	main().catch((error: Error) => {
		process.stderr.write(`minimax-lab server: ${error.message}\n`);
		process.exit(1);
	});
}
