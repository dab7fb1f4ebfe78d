/**
 * The live-class benchmark's server process (forked by live-class.ts): the app server on
 * 127.0.0.1 and a free port with a database in a fresh temporary folder. It sends `{ port }` once
 * listening, answers `'memory'` with its process.memoryUsage(), and on `'stop'` closes the server,
 * deletes the folder and exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAppServer } from '../../server/app-server';

const dir = mkdtempSync(join(tmpdir(), 'minimax-lab-bench-'));
const server = await startAppServer({
	host: '127.0.0.1',
	port: 0,
	dbPath: join(dir, 'live.db'),
	buildDir: dir
});
process.on('message', async (message) => {
	if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
	if (message === 'stop') {
		await server.close();
		rmSync(dir, { recursive: true, force: true });
		process.exit(0);
	}
});
process.send?.({ port: server.port });
