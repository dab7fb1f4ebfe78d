/** `npm start`'s server from its environment (server/main.ts `serve`), in this process. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serve } from '../../../server/main';

let dir: string;
let build: string;
beforeAll(() => {
	dir = mkdtempSync(join(tmpdir(), 'minimax-lab-main-'));
	build = join(dir, 'build');
	mkdirSync(build);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const interfaces = { eth0: [{ address: '10.1.2.3', family: 'IPv4', internal: false }] } as never;

it('serves build/ on the port given, prints the addresses and the database, and closes the database', async () => {
	writeFileSync(join(build, 'index.html'), '<title>Minimax Lab</title>');
	const env = { HOST: '127.0.0.1', PORT: '0', MINIMAX_LAB_DB: 'data/' };
	const { server, lines } = await serve({ env, cwd: dir, buildDir: build, interfaces });
	expect(lines).toEqual([
		`Minimax Lab is served on port ${server.port}; open:`,
		`  http://localhost:${server.port}/`,
		`Live classes are kept in ${join(dir, 'data', 'minimax-lab.db')}. Press Ctrl+C to stop.`
	]);
	const page = await fetch(`http://127.0.0.1:${server.port}/`);
	expect(await page.text()).toBe('<title>Minimax Lab</title>');
	expect(server.store.journalMode).toBe('wal');
	await server.close();
	expect(server.store.journalMode).toBe('closed');
});

it('refuses a wrong setting or a missing build with one line', async () => {
	const context = { cwd: dir, buildDir: build, interfaces };
	await expect(serve({ ...context, env: { PORT: 'eighty' } })).rejects.toThrow(
		'PORT is "eighty": give a whole number from 0 to 65535.'
	);
	await expect(
		serve({ ...context, buildDir: join(dir, 'none'), env: { HOST: '127.0.0.1', PORT: '0' } })
	).rejects.toThrow(
		`${join(dir, 'none')} has no index.html: run "npm run build" first (npm start does).`
	);
});
